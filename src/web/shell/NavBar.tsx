import { Link } from "react-router";
import { BarChart3, Moon, Search, Sun } from "lucide-react";
import { Button } from "../ui/button";
import { UsageBadge } from "./UsageBadge";
import { useTheme } from "./theme";

export function NavBar({ onOpenSwitcher }: { onOpenSwitcher: () => void }) {
  const [theme, toggleTheme] = useTheme();
  return (
    <header className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <nav aria-label="Main" className="mx-auto flex h-14 max-w-6xl items-center gap-3 px-4 sm:px-6">
        <Link
          to="/"
          className="flex items-center gap-2 rounded-md font-bold tracking-tight focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
        >
          <span className="flex size-7 items-center justify-center rounded-lg bg-primary text-primary-foreground" aria-hidden="true">
            <BarChart3 className="size-4" />
          </span>
          <span>Data Analyst Tools</span>
        </Link>
        <Link
          to="/"
          className="ml-2 hidden rounded-md px-2 py-1 text-sm text-muted-foreground hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none md:inline-block"
        >
          Dashboard
        </Link>
        <div className="ml-auto flex items-center gap-1.5 sm:gap-2">
          <Button
            variant="ghost"
            size="sm"
            onClick={onOpenSwitcher}
            aria-label="Find a tool, Ctrl K"
            title="Find a tool (Ctrl+K)"
            className="text-muted-foreground"
          >
            <Search />
            <kbd className="hidden rounded border bg-muted px-1.5 font-mono text-[11px] lg:inline">Ctrl K</kbd>
          </Button>
          <UsageBadge />
          <Button
            variant="ghost"
            size="icon"
            onClick={toggleTheme}
            aria-label={theme === "dark" ? "Switch to light theme" : "Switch to dark theme"}
            aria-pressed={theme === "dark"}
          >
            {theme === "dark" ? <Sun /> : <Moon />}
          </Button>
        </div>
      </nav>
    </header>
  );
}

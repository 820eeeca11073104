import { useMemo } from "react";
import { useSearchParams } from "react-router";
import { ChevronDown, SearchX, Search } from "lucide-react";
import { categoryFilters, readyApplets, visibleApplets, type CategoryFilter } from "../../catalogue";
import { useUrlState } from "../lib/use-url-state";
import { cn } from "../lib/cn";
import { Button } from "../ui/button";
import { Input } from "../ui/input";
import { AppletCard } from "./AppletCard";
import { useWeeklyViews } from "./use-weekly-views";

const filterValues = new Set<string>(categoryFilters.map((f) => f.value));

export function Home() {
  const [query, setQuery] = useUrlState("q");
  const [rawCategory, setCategory] = useUrlState("category", "all");
  const category = (filterValues.has(rawCategory) ? rawCategory : "all") as CategoryFilter;
  const [, setParams] = useSearchParams();
  const counts = useWeeklyViews();
  const list = useMemo(() => visibleApplets(readyApplets, { query, category, counts }), [query, category, counts]);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <section className="mb-8 text-center">
        <h1 className="bg-gradient-to-r from-indigo-600 via-violet-600 to-fuchsia-600 bg-clip-text text-4xl font-extrabold tracking-tight text-transparent sm:text-5xl dark:from-indigo-300 dark:via-violet-300 dark:to-fuchsia-300">
          Data Analyst Tools
        </h1>
        <p className="mx-auto mt-3 max-w-2xl text-base text-muted-foreground sm:text-lg">
          A collection of powerful applets designed to save you time and turbo charge your productivity
        </p>
      </section>

      <div className="mb-6 grid gap-3">
        <div className="relative mx-auto w-full max-w-xl">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input
            type="search"
            aria-label="Search applets"
            placeholder="Search..."
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            className="h-11 pl-9 text-base"
          />
        </div>

        {/* Small screens: a dropdown with the longer labels (native, so phones show their own picker). */}
        <div className="relative md:hidden">
          <select
            aria-label="Filter by category"
            value={category}
            onChange={(e) => setCategory(e.target.value)}
            className="h-10 w-full cursor-pointer appearance-none rounded-md border border-input bg-card px-3 pr-9 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            {categoryFilters.map((f) => (
              <option key={f.value} value={f.value}>
                {f.option}
              </option>
            ))}
          </select>
          <ChevronDown className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 opacity-50" aria-hidden="true" />
        </div>

        {/* Wide screens: a row of eight tabs. */}
        <div role="tablist" aria-label="Filter by category" className="hidden grid-cols-8 gap-1 rounded-lg bg-muted p-1 md:grid">
          {categoryFilters.map((f) => (
            <button
              key={f.value}
              type="button"
              role="tab"
              aria-selected={category === f.value}
              onClick={() => setCategory(f.value)}
              className={cn(
                "cursor-pointer rounded-md px-2 py-1.5 text-sm font-medium transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none",
                category === f.value ? "bg-card text-foreground shadow-sm" : "text-foreground/70 hover:text-foreground",
              )}
            >
              {f.tab}
            </button>
          ))}
        </div>
      </div>

      {list.length > 0 ? (
        <ul className="grid gap-4 md:grid-cols-2" aria-label="Applets">
          {list.map((a) => (
            <li key={a.slug}>
              <AppletCard applet={a} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="flex flex-col items-center rounded-xl border border-dashed bg-card px-6 py-14 text-center">
          <SearchX className="size-10 text-muted-foreground" aria-hidden="true" />
          <p className="mt-3 font-semibold">No applets match your search</p>
          <p className="mt-1 text-sm text-muted-foreground">
            {readyApplets.length === 0
              ? "No tools are available yet."
              : "Try another word, or look in all categories."}
          </p>
          {(query || category !== "all") && (
            <Button
              variant="outline"
              className="mt-4"
              onClick={() => setParams(new URLSearchParams(), { replace: true })}
            >
              Clear filters
            </Button>
          )}
        </div>
      )}
    </div>
  );
}

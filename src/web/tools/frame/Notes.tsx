import { AlertTriangle, Info } from "lucide-react";
import { cn } from "../../lib/cn";

/** Warnings (amber) or notes (muted) shown under an output; rendered as text. */
export function Notes({ items, tone = "info", className }: { items: readonly string[]; tone?: "info" | "warning"; className?: string }) {
  if (items.length === 0) return null;
  const Icon = tone === "warning" ? AlertTriangle : Info;
  return (
    <ul
      role="status"
      className={cn(
        "grid gap-1.5 rounded-lg border px-3 py-2.5 text-sm",
        tone === "warning"
          ? "border-amber-500/40 bg-amber-500/10 text-amber-900 dark:text-amber-200"
          : "bg-muted/40 text-muted-foreground",
        className,
      )}
    >
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

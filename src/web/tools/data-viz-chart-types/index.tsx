import { useMemo } from "react";
import { useSearchParams } from "react-router";
import { Search, SearchX } from "lucide-react";
import {
  chartCategories,
  chartTypes,
  filterChartTypes,
  parseChartCategory,
  type ChartCategoryFilter,
} from "../../../engines/charts/chart-types";
import { useUrlState } from "../../lib/use-url-state";
import { cn } from "../../lib/cn";
import { Button } from "../../ui/button";
import { Input } from "../../ui/input";
import { ToolPage } from "../frame";
import { ChartCard } from "./ChartCard";

const SLUG = "data-viz-chart-types";
const filters: { value: ChartCategoryFilter; label: string }[] = [
  { value: "all", label: "All" },
  ...chartCategories.map((c) => ({ value: c, label: c })),
];

/**
 * Data Viz Chart Types: a static reference. Browsing and searching are not a "use" that produces
 * something, so this screen records no calculation (its page views are still counted).
 */
export default function DataVizChartTypes() {
  const [query, setQuery] = useUrlState("q");
  const [rawCategory, setRawCategory] = useUrlState("category", "all");
  const category = parseChartCategory(rawCategory);
  const [, setParams] = useSearchParams();
  // Both filters in one URL update; two separate setters would overwrite each other.
  const setFilters = (q: string, c: ChartCategoryFilter) => {
    const p = new URLSearchParams();
    if (q) p.set("q", q);
    if (c !== "all") p.set("category", c);
    setParams(p, { replace: true, preventScrollReset: true });
  };
  const list = useMemo(() => filterChartTypes(chartTypes, { query, category }), [query, category]);

  return (
    <ToolPage
      slug={SLUG}
      howItWorks={[
        "Pick what you want to show — a comparison, a trend, a distribution, a flow — with the category buttons.",
        "Or search for a chart name or a task such as 'conversion', 'budget' or 'outliers'.",
        "Each card says what the chart is for, typical use cases and when another chart serves better.",
      ]}
      examples={[
        { label: "Show change over time", detail: "Trend charts", apply: () => setFilters("", "Trend") },
        { label: "Show shares of a total", detail: "Part-to-Whole charts", apply: () => setFilters("", "Part-to-Whole") },
        { label: "Find outliers", detail: "Search 'outlier'", apply: () => setFilters("outlier", "all") },
      ]}
    >
      <section aria-label="Search and filter" className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-5">
        <div className="grid gap-2">
          <label htmlFor="chart-search" className="text-sm font-medium">
            Search
          </label>
          <div className="relative">
            <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
            <Input
              id="chart-search"
              type="search"
              placeholder="Chart name, description or use case"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              className="pl-9"
              autoComplete="off"
            />
          </div>
        </div>
        <div role="group" aria-label="Filter by category" className="flex flex-wrap gap-1.5">
          {filters.map((f) => {
            const active = category === f.value;
            return (
              <button
                key={f.value}
                type="button"
                aria-pressed={active}
                onClick={() => setRawCategory(f.value)}
                className={cn(
                  "cursor-pointer rounded-full border px-2.5 py-1 text-sm font-medium transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none",
                  active
                    ? "border-primary bg-primary text-primary-foreground shadow-xs"
                    : "bg-background text-foreground/80 hover:border-primary/40 hover:bg-accent hover:text-foreground",
                )}
              >
                {f.label}
              </button>
            );
          })}
        </div>
        <p role="status" aria-live="polite" className="text-sm text-muted-foreground" data-testid="counter">
          Showing {list.length} of {chartTypes.length} chart types
        </p>
      </section>

      {list.length > 0 ? (
        <ul aria-label="Chart types" className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {list.map((c) => (
            <li key={c.slug}>
              <ChartCard chart={c} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-6 flex flex-col items-center rounded-xl border border-dashed bg-card px-6 py-14 text-center">
          <SearchX className="size-10 text-muted-foreground" aria-hidden="true" />
          <p className="mt-3 font-semibold">No chart types found matching your search.</p>
          <Button
            variant="outline"
            className="mt-4"
            onClick={() => setFilters("", "all")}
          >
            Clear filters
          </Button>
        </div>
      )}
    </ToolPage>
  );
}

import { CircleCheck, CircleSlash } from "lucide-react";
import type { ChartType } from "../../../engines/charts/chart-types";
import { Badge } from "../../ui/badge";
import { ChartPicture } from "./chart-pictures";

/** One chart type: our picture, name, category, what it is for, use cases and when to avoid it. */
export function ChartCard({ chart }: { chart: ChartType }) {
  return (
    <article aria-label={chart.name} className="flex h-full flex-col overflow-hidden rounded-xl border bg-card shadow-sm">
      <div className="flex items-center justify-center border-b bg-muted/40 px-6 py-5">
        <ChartPicture slug={chart.slug} name={chart.name} />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-lg font-semibold">{chart.name}</h2>
          <Badge variant="secondary">{chart.category}</Badge>
        </div>
        <p className="text-sm leading-relaxed text-muted-foreground">{chart.description}</p>
        <div>
          <h3 className="mb-1.5 flex items-center gap-1.5 text-xs font-semibold tracking-wide text-foreground/80 uppercase">
            <CircleCheck className="size-3.5 text-success" aria-hidden="true" />
            Use cases
          </h3>
          <ul className="flex flex-wrap gap-1.5" aria-label={`${chart.name} use cases`}>
            {chart.useCases.map((u) => (
              <li key={u} className="rounded-md border bg-background px-2 py-0.5 text-xs">
                {u}
              </li>
            ))}
          </ul>
        </div>
        <p className="mt-auto flex gap-1.5 border-t pt-3 text-xs text-muted-foreground">
          <CircleSlash className="mt-0.5 size-3.5 shrink-0 text-destructive/80" aria-hidden="true" />
          <span>
            <span className="font-semibold text-foreground/80">Avoid when: </span>
            {chart.avoidWhen}
          </span>
        </p>
      </div>
    </article>
  );
}

import type { HistogramBin } from "../../../engines/csv";
import { formatNumber } from "./format";

/**
 * A small bar chart of a numeric column, drawn as inline SVG (no chart library). Each bar has a
 * tooltip with its range and count; the whole chart has a text summary for screen readers.
 */
export function Histogram({ bins, label, min, max: maxValue, sampled = false }: { bins: HistogramBin[]; label: string; min: number; max: number; sampled?: boolean }) {
  if (bins.length === 0) return null;
  const width = 240;
  const height = 56;
  const max = Math.max(...bins.map((b) => b.count));
  const gap = bins.length > 24 ? 1 : 2;
  const barWidth = (width - gap * (bins.length - 1)) / bins.length;
  const range = (b: HistogramBin) =>
    b.to - b.from === 1 && Number.isInteger(b.from) ? formatNumber(b.from) : `${formatNumber(b.from)} to ${formatNumber(b.to)}`;
  return (
    <figure className="grid gap-1">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="h-14 w-full text-primary"
        preserveAspectRatio="none"
        role="img"
        aria-label={`Histogram of ${label}: ${bins.length} bars from ${formatNumber(min)} to ${formatNumber(maxValue)}, the tallest holds ${max.toLocaleString("en-US")} values${sampled ? " of the sample" : ""}`}
      >
        {bins.map((b, i) => {
          const h = max === 0 ? 0 : Math.max(b.count > 0 ? 1.5 : 0, (b.count / max) * (height - 2));
          return (
            <rect key={i} x={i * (barWidth + gap)} y={height - h} width={barWidth} height={h} rx={1} className="fill-current opacity-80">
              <title>{`${range(b)}: ${b.count.toLocaleString("en-US")}`}</title>
            </rect>
          );
        })}
      </svg>
      <figcaption className="flex justify-between text-[11px] text-muted-foreground tabular-nums">
        <span>{formatNumber(min)}</span>
        <span>{formatNumber(maxValue)}</span>
      </figcaption>
    </figure>
  );
}

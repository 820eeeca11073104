import { useState } from "react";
import { ChevronDown } from "lucide-react";
import type { ColumnProfile, ColumnType, CsvAnalysis } from "../../../engines/csv";
import { cn } from "../../lib/cn";
import { Button } from "../../ui/button";
import { Pane } from "../frame";
import { formatCount, formatNumber, formatPercent, plural } from "./format";
import { Histogram } from "./Histogram";

const typeLabels: Record<ColumnType, string> = {
  integer: "Whole number",
  decimal: "Decimal",
  boolean: "True/false",
  date: "Date",
  text: "Text",
  empty: "Empty",
};

const typeStyles: Record<ColumnType, string> = {
  integer: "bg-sky-500/15 text-sky-800 dark:text-sky-300",
  decimal: "bg-sky-500/15 text-sky-800 dark:text-sky-300",
  boolean: "bg-violet-500/15 text-violet-800 dark:text-violet-300",
  date: "bg-emerald-500/15 text-emerald-800 dark:text-emerald-300",
  text: "bg-muted text-foreground",
  empty: "bg-muted text-muted-foreground",
};

/** Cards shown before "Show all columns". */
const FIRST_CARDS = 12;

/** Beyond the spec: one card per column with its type, gaps, distinct and common values, numbers and a histogram. */
export function ColumnProfiles({ result }: { result: CsvAnalysis }) {
  const [all, setAll] = useState(false);
  const shown = all ? result.profiles : result.profiles.slice(0, FIRST_CARDS);
  const anyApproximate = result.profiles.some((p) => !p.distinct.exact);
  const sampled = result.profileRows < result.rows;
  const estimates = anyApproximate
    ? "Distinct values are counted exactly up to 10,000 per column; above that the count is an estimate (about ±2%) and most common values are approximate (marked ≈)."
    : "Types are inferred from the values; empty means the cell is exactly empty.";
  return (
    <Pane
      title="Column profile"
      description={
        sampled ? (
          <>
            <span className="font-medium text-foreground" data-profile-sample={result.profileRows}>
              From a sample of {formatCount(result.profileRows)} of the {formatCount(result.rows)} rows
            </span>
            , spread evenly through the file: types, distinct and most common values, lengths, min, max, mean and histograms describe the sample. Empty and blank cells count every row. {estimates}
          </>
        ) : (
          estimates
        )
      }
    >
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {shown.map((p) => (
          <li key={p.index}>
            <ColumnCard profile={p} rows={result.rows} sampled={sampled} />
          </li>
        ))}
      </ul>
      {result.profiles.length > FIRST_CARDS && (
        <Button variant="outline" className="justify-self-center" onClick={() => setAll(!all)} aria-expanded={all}>
          <ChevronDown className={cn("transition-transform", all && "rotate-180")} />
          {all ? `Show the first ${FIRST_CARDS} columns` : `Show all ${result.profiles.length} columns`}
        </Button>
      )}
    </Pane>
  );
}

function ColumnCard({ profile: p, rows, sampled }: { profile: ColumnProfile; rows: number; sampled: boolean }) {
  const name = p.name === "" ? `(column ${p.index + 1})` : p.name;
  const approx = p.distinct.exact ? "" : "≈ ";
  const unique = p.distinct.exact && p.filled > 0 && p.distinct.count === p.filled;
  // Figures from the profile sample say so where they are shown, not only in the pane's description.
  const inSample = sampled ? " in sample" : "";
  return (
    <article className="flex h-full flex-col gap-3 rounded-lg border bg-background p-4" aria-label={`Column ${name}`}>
      <header className="flex items-start justify-between gap-2">
        <h3 className="min-w-0 font-semibold break-words" title={name}>
          <span className="mr-1.5 text-xs font-normal text-muted-foreground tabular-nums">#{p.index + 1}</span>
          {name}
        </h3>
        <span className={cn("shrink-0 rounded-md px-2 py-0.5 text-xs font-medium", typeStyles[p.type])}>{typeLabels[p.type]}</span>
      </header>

      <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
        <Row label="Empty" value={p.empty === 0 ? "0" : `${formatCount(p.empty)} (${formatPercent(p.empty, rows)})`} />
        <Row label={`Distinct${inSample}`} value={`${approx}${formatCount(p.distinct.count)}${unique ? " (all unique)" : ""}`} />
        {p.blank > 0 && <Row label="Blank" value={formatCount(p.blank)} title="Cells holding only spaces (e.g. a non-breaking space): they look empty but are not" />}
        {p.mismatched > 0 && <Row label={`Not ${typeLabels[p.type].toLowerCase()}${inSample}`} value={formatCount(p.mismatched)} />}
        {p.numeric && (
          <>
            <Row label={`Min${inSample}`} value={formatNumber(p.numeric.min)} />
            <Row label={`Max${inSample}`} value={formatNumber(p.numeric.max)} />
            <Row label={`Mean${inSample}`} value={formatNumber(p.numeric.mean)} />
            <Row label={`Numbers${inSample}`} value={formatCount(p.numeric.count)} />
          </>
        )}
        {p.dates && (
          <>
            <Row label={`Earliest${inSample}`} value={p.dates.min} wide />
            <Row label={`Latest${inSample}`} value={p.dates.max} wide />
          </>
        )}
        {!p.numeric && !p.dates && p.length && <Row label={`Length${inSample}`} value={p.length.min === p.length.max ? plural(p.length.min, "character") : `${formatCount(p.length.min)} to ${formatCount(p.length.max)} characters`} wide />}
      </dl>

      {p.numeric && p.numeric.histogram.length > 1 && <Histogram bins={p.numeric.histogram} label={name} min={p.numeric.min} max={p.numeric.max} sampled={sampled} />}

      {p.topValues.length > 0 && !unique && p.topValues[0].count > 1 && (
        <div className="mt-auto grid gap-1.5">
          <h4 className="text-xs font-medium text-muted-foreground">
            Most common{inSample}
            {p.topExact ? "" : " (approximate)"}
          </h4>
          <ol className="grid gap-1">
            {p.topValues.slice(0, 3).map((t) => (
              <li key={t.value} className="relative overflow-hidden rounded bg-muted/50 px-2 py-0.5 text-sm">
                <span className="absolute inset-y-0 left-0 bg-primary/15" style={{ width: `${Math.max(2, (100 * t.count) / Math.max(1, p.filled))}%` }} aria-hidden="true" />
                <span className="relative flex justify-between gap-2">
                  <span className="truncate" title={t.value}>
                    {t.value.replace(/\r?\n|\r/g, " ⏎ ")}
                  </span>
                  <span className="shrink-0 text-muted-foreground tabular-nums">
                    {p.topExact ? "" : "≈ "}
                    {formatCount(t.count)}
                  </span>
                </span>
              </li>
            ))}
          </ol>
        </div>
      )}
    </article>
  );
}

function Row({ label, value, title, wide }: { label: string; value: string; title?: string; wide?: boolean }) {
  return (
    <div className={cn("flex min-w-0 justify-between gap-2", wide && "col-span-2")} title={title}>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="truncate font-medium tabular-nums">{value}</dd>
    </div>
  );
}

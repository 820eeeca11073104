import { AlertTriangle } from "lucide-react";
import { delimiterName, type CsvAnalysis } from "../../../engines/csv";
import { Pane } from "../frame";
import { formatBytes, formatCount, formatPercent, plural } from "./format";

/** The spec's statistics card: Total Rows, Duplicate Rows, Total Columns, plus how the file was read. */
export function StatsCard({ fileName, result, seconds }: { fileName: string; result: CsvAnalysis; seconds: number }) {
  const newline = result.newline === "\r\n" ? "CRLF (Windows)" : result.newline === "\r" ? "CR (old Mac)" : "LF";
  const notes: string[] = [];
  if (result.blankLines > 0) notes.push(`${plural(result.blankLines, "blank line")} skipped`);
  if (result.raggedRows > 0) notes.push(`${plural(result.raggedRows, "row")} with a different number of fields than the header (up to ${result.maxFields})`);
  for (const w of result.warnings.slice(0, 3)) notes.push(`Record ${formatCount(w.record)}: ${w.message}`);
  if (result.warningCount > 3) notes.push(`…and ${plural(result.warningCount - 3, "more parsing problem")}`);

  return (
    <Pane title="Statistics" description={<span className="break-all">{fileName}</span>}>
      <dl className="grid grid-cols-3 gap-3">
        <Stat label="Total Rows" value={formatCount(result.rows)} hint="data rows; the header row is not counted" />
        <Stat
          label="Duplicate Rows"
          value={formatCount(result.duplicates)}
          hint={result.rows > 0 ? `${formatPercent(result.duplicates, result.rows)} repeat an earlier row exactly` : "rows equal to an earlier row"}
          highlight={result.duplicates > 0}
        />
        <Stat label="Total Columns" value={formatCount(result.columns)} hint="fields in the header row" />
      </dl>
      <p className="-mt-1 text-xs text-muted-foreground sm:hidden">Rows are data rows: the header row is not counted.</p>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1.5 border-t pt-4 text-sm sm:grid-cols-4">
        <Detail label="Delimiter" value={delimiterName(result.delimiter)} />
        <Detail label="Encoding" value={result.encoding} />
        <Detail label="Line endings" value={newline} />
        <Detail label="Size" value={`${formatBytes(result.bytes)} · ${seconds < 1 ? "<1" : seconds.toFixed(1)} s${result.parts > 1 ? ` · ${result.parts} cores` : ""}`} />
      </dl>
      {notes.length > 0 && (
        <ul className="grid gap-1 rounded-lg border border-amber-500/40 bg-amber-500/10 p-3 text-sm" aria-label="Notes about the file">
          {notes.map((n) => (
            <li key={n} className="flex gap-2">
              <AlertTriangle className="mt-0.5 size-4 shrink-0 text-amber-600 dark:text-amber-400" aria-hidden="true" />
              <span>{n}</span>
            </li>
          ))}
        </ul>
      )}
    </Pane>
  );
}

function Stat({ label, value, hint, highlight }: { label: string; value: string; hint: string; highlight?: boolean }) {
  return (
    <div className="min-w-0 rounded-lg border bg-muted/30 p-3 sm:p-4">
      <dt className="text-xs font-medium text-muted-foreground sm:text-sm">{label}</dt>
      <dd className={highlight ? "mt-1 text-xl font-bold tabular-nums text-amber-700 sm:text-3xl dark:text-amber-400" : "mt-1 text-xl font-bold tabular-nums sm:text-3xl"} data-stat={label}>
        {value}
      </dd>
      <dd className="mt-1 hidden text-xs text-muted-foreground sm:block">{hint}</dd>
    </div>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-medium break-words" data-detail={label}>
        {value}
      </dd>
    </div>
  );
}

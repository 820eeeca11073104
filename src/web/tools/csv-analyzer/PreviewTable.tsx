import { toCsv, type CsvAnalysis } from "../../../engines/csv";
import { CopyButton } from "../../ui/copy-button";
import { Pane } from "../frame";
import { plural } from "./format";

/** Spec: a preview table of the first 20 rows with Copy. Cells are rendered as text. */
export function PreviewTable({ result }: { result: CsvAnalysis }) {
  const { header, preview } = result;
  const width = Math.max(header.length, ...preview.map((r) => r.length));
  const columns = Array.from({ length: width }, (_, i) => header[i] ?? `(column ${i + 1})`);
  const copyText = () => toCsv([header, ...preview], result.delimiter);

  return (
    <Pane
      title="Preview"
      description={
        preview.length < result.rows
          ? `First ${plural(preview.length, "row")} of ${result.rows.toLocaleString("en-US")}, after the header`
          : preview.length === 0
            ? "The file has a header row and no data rows"
            : `All ${plural(preview.length, "row")}, after the header`
      }
      actions={<CopyButton text={copyText} label="Copy" aria-label="Copy preview as CSV" />}
    >
      <div className="max-h-[32rem] overflow-auto rounded-lg border" tabIndex={0} role="region" aria-label="Preview of the first rows">
        <table className="w-full border-collapse text-sm">
          <thead className="sticky top-0 z-10 bg-muted">
            <tr>
              <th scope="col" className="w-10 border-b px-2 py-2 text-right text-xs font-medium text-muted-foreground">
                #
              </th>
              {columns.map((name, i) => (
                <th key={i} scope="col" className="border-b px-3 py-2 text-left font-semibold whitespace-nowrap">
                  {name === "" ? <span className="text-muted-foreground italic">(no name)</span> : name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {preview.map((row, r) => (
              <tr key={r} className="odd:bg-card even:bg-muted/30">
                <td className="border-b px-2 py-1.5 text-right text-xs text-muted-foreground tabular-nums">{r + 1}</td>
                {columns.map((_, c) => (
                  <td key={c} className="max-w-64 truncate border-b px-3 py-1.5 whitespace-nowrap" title={row[c]}>
                    {row[c] === undefined ? <span className="text-muted-foreground">—</span> : row[c].replace(/\r?\n|\r/g, " ⏎ ")}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Pane>
  );
}

import { useMemo } from "react";
import Papa from "papaparse";

/** The generated CSV as a table (first rows only: the text tab and the download have everything). */
export function CsvTable({ csv, maxRows = 200 }: { csv: string; maxRows?: number }) {
  const { header, rows } = useMemo(() => {
    const parsed = Papa.parse<string[]>(csv, { skipEmptyLines: true });
    const [head = [], ...body] = parsed.data;
    return { header: head, rows: body };
  }, [csv]);
  const shown = rows.slice(0, maxRows);
  return (
    <div className="grid gap-2">
      <div className="max-h-[28rem] overflow-auto rounded-lg border" tabIndex={0} role="region" aria-label="Generated data table">
        <table className="w-full border-collapse text-left text-sm">
          <thead className="sticky top-0 z-10 bg-muted">
            <tr>
              <th scope="col" className="w-10 border-b px-2 py-2 text-right font-medium text-muted-foreground">
                #
              </th>
              {header.map((h, i) => (
                <th key={i} scope="col" className="border-b px-3 py-2 font-semibold whitespace-nowrap">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="font-mono text-[13px]">
            {shown.map((row, r) => (
              <tr key={r} className="odd:bg-card even:bg-muted/30">
                <td className="border-b px-2 py-1.5 text-right text-muted-foreground tabular-nums">{r + 1}</td>
                {header.map((_, c) => (
                  <td key={c} className="max-w-72 truncate border-b px-3 py-1.5 whitespace-nowrap" title={row[c]}>
                    {row[c]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length > shown.length && (
        <p className="text-xs text-muted-foreground">
          Showing the first {shown.length} of {rows.length} rows. The CSV tab, Copy and Download have all of them.
        </p>
      )}
    </div>
  );
}

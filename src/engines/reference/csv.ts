/**
 * RFC 4180 CSV writing for the reference tools' "Data" copy and "Export All to CSV".
 * A field is quoted only when it must be (comma, double quote, CR or LF; also leading/trailing
 * spaces, which some readers trim), and inner quotes are doubled. Records end with CRLF as the RFC says.
 */
export type CsvValue = string | number | null | undefined;

export function csvField(value: CsvValue): string {
  const s = value == null ? "" : String(value);
  return /[",\r\n]|^\s|\s$/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** One record, without a line ending. */
export function csvLine(values: readonly CsvValue[]): string {
  return values.map(csvField).join(",");
}

/** A whole file: header record, then one record per row, every record ending in CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows].map((r) => csvLine(r) + "\r\n").join("");
}

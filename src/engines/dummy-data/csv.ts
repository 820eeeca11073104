/** One CSV field per RFC 4180: quoted when it holds a comma, a quote, CR or LF (and when it has edge spaces). */
export function csvField(value: string): string {
  if (/[",\r\n]/.test(value) || /^\s|\s$/.test(value)) return `"${value.replace(/"/g, '""')}"`;
  return value;
}

/** RFC 4180 text: CRLF between records, header first. */
export function toCsv(header: string[], rows: string[][]): string {
  const lines = [header, ...rows].map((r) => r.map(csvField).join(","));
  return lines.join("\r\n");
}

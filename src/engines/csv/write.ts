/**
 * Rows back to CSV text (for copying the preview): minimal quoting — a field is quoted only when
 * it holds the delimiter, a quote or a line break, with `"` doubled — LF after every row, and a
 * lone empty field written as `""` so the row does not read back as a blank line. This is the
 * dialect of Python's csv.writer(lineterminator='\n').
 */
export function toCsv(rows: string[][], delimiter = ","): string {
  let out = "";
  for (const row of rows) {
    if (row.length === 1 && row[0] === "") {
      out += '""\n';
      continue;
    }
    out += row.map((field) => quote(field, delimiter)).join(delimiter) + "\n";
  }
  return out;
}

function quote(field: string, delimiter: string): string {
  if (field.includes(delimiter) || field.includes('"') || field.includes("\n") || field.includes("\r")) {
    return '"' + field.replaceAll('"', '""') + '"';
  }
  return field;
}

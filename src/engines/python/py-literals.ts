/** Python source pieces built from user text: every value goes through these, never raw into code. */

/** A Python string literal (double-quoted, escaped). JSON's escapes are all valid in Python. */
export function pyStr(value: string): string {
  return JSON.stringify(value).replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}

export function pyList(values: string[]): string {
  return `[${values.map(pyStr).join(", ")}]`;
}

/** A safe Python identifier (snake_case) from any text. */
export function pyIdent(text: string, fallback = "value"): string {
  const id = text
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .toLowerCase()
    .replace(/[^a-z0-9_]+/g, "_")
    .replace(/_+/g, "_")
    .replace(/^_|_$/g, "");
  if (!id) return fallback;
  return /^\d/.test(id) ? `_${id}` : id;
}

/** The request as comment lines (no way to break out of a comment but a newline, which is handled). */
export function pyComment(text: string, width = 88): string[] {
  const words = text.replace(/\s+/g, " ").trim().split(" ");
  const lines: string[] = [];
  let line = "#";
  for (const w of words) {
    if (line.length + w.length + 1 > width && line !== "#") {
      lines.push(line);
      line = "#";
    }
    line += ` ${w}`;
  }
  if (line !== "#") lines.push(line);
  return lines;
}

/** Text safe inside a triple-quoted docstring. */
export function docText(text: string): string {
  return text.replace(/\\/g, "\\\\").replace(/"""/g, '\\"\\"\\"');
}

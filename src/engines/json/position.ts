/**
 * 1-based line and column of a UTF-16 offset. Lines end at LF, CRLF or a lone CR; columns count
 * characters (a surrogate pair such as an emoji is one column), which is what people see.
 */
export function positionOf(text: string, offset: number): { line: number; column: number } {
  const end = Math.min(Math.max(offset, 0), text.length);
  let line = 1;
  let column = 1;
  for (let i = 0; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x0a || (c === 0x0d && text.charCodeAt(i + 1) !== 0x0a)) {
      line++;
      column = 1;
    } else if (c === 0x0d) {
      // CR of a CRLF pair: the LF that follows ends the line.
    } else if (c >= 0xdc00 && c <= 0xdfff && i > 0 && isHighSurrogate(text.charCodeAt(i - 1))) {
      // Second half of a surrogate pair: same column as its first half.
    } else {
      column++;
    }
  }
  return { line, column };
}

function isHighSurrogate(c: number): boolean {
  return c >= 0xd800 && c <= 0xdbff;
}

/** The text of one line (1-based), without its line break; used to show the error in context. */
export function lineAt(text: string, line: number): string {
  let start = 0;
  for (let l = 1; l < line; l++) {
    const lf = text.indexOf("\n", start);
    const cr = text.indexOf("\r", start);
    let next = -1;
    if (cr !== -1 && (lf === -1 || cr < lf)) next = text.charCodeAt(cr + 1) === 0x0a ? cr + 2 : cr + 1;
    else if (lf !== -1) next = lf + 1;
    if (next === -1) return "";
    start = next;
  }
  let end = start;
  while (end < text.length) {
    const c = text.charCodeAt(end);
    if (c === 0x0a || c === 0x0d) break;
    end++;
  }
  return text.slice(start, end);
}

/** Line handling that keeps the input's own line ending style (CRLF from Windows, LF, or old Mac CR). */

export type LineEnding = "\r\n" | "\n" | "\r";

/** The style of the first line break; LF when the text has none. */
export function detectLineEnding(text: string): LineEnding {
  const m = /\r\n|\r|\n/.exec(text);
  return (m?.[0] as LineEnding | undefined) ?? "\n";
}

export interface Lines {
  lines: string[];
  eol: LineEnding;
  /** The text ended with a line break; it is put back after the last line. */
  finalNewline: boolean;
}

export function splitLines(text: string): Lines {
  const eol = detectLineEnding(text);
  const lines = text.split(/\r\n|\r|\n/);
  const finalNewline = lines.length > 1 && lines[lines.length - 1] === "";
  if (finalNewline) lines.pop();
  return { lines, eol, finalNewline };
}

export function joinLines({ lines, eol, finalNewline }: Lines): string {
  return lines.join(eol) + (finalNewline && lines.length > 0 ? eol : "");
}

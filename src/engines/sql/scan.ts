/**
 * A small SQL-aware scanner: it knows quoted strings ('…' with '' escapes), quoted identifiers
 * ("…", `…`, […]) and parentheses, so commas or keywords inside them are never mistaken for separators.
 */

export type ScanProblem = "unclosed-quote" | "unbalanced-parentheses";

export interface SplitResult {
  parts: string[];
  problem?: ScanProblem;
}

const closers: Record<string, string> = { "'": "'", '"': '"', "`": "`", "[": "]" };

/**
 * Walks the text and calls `visit(index, depth)` for each character that is outside any quote.
 * Returns a problem when a quote is left open or the parentheses do not balance.
 */
export function scanTopLevel(text: string, visit: (index: number, depth: number) => void): ScanProblem | undefined {
  let depth = 0;
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    const close = closers[ch];
    if (close) {
      // Skip the quoted run; a doubled closing quote is an escaped quote (SQL standard), a backslash
      // escapes the next character inside strings (MySQL, BigQuery).
      let j = i + 1;
      let closed = false;
      while (j < text.length) {
        if (text[j] === "\\" && ch !== "[" && ch !== '"') {
          j += 2;
          continue;
        }
        if (text[j] === close) {
          if (close !== "]" && text[j + 1] === close) {
            j += 2;
            continue;
          }
          closed = true;
          break;
        }
        j++;
      }
      if (!closed) return "unclosed-quote";
      i = j + 1;
      continue;
    }
    if (ch === "(") depth++;
    visit(i, depth);
    if (ch === ")") {
      depth--;
      if (depth < 0) return "unbalanced-parentheses";
    }
    i++;
  }
  return depth === 0 ? undefined : "unbalanced-parentheses";
}

/** Splits on a separator character that is outside quotes and parentheses. */
export function splitTopLevel(text: string, separator: string): SplitResult {
  const cuts: number[] = [];
  const problem = scanTopLevel(text, (i, depth) => {
    if (depth === 0 && text[i] === separator) cuts.push(i);
  });
  const parts: string[] = [];
  let start = 0;
  for (const cut of cuts) {
    parts.push(text.slice(start, cut));
    start = cut + 1;
  }
  parts.push(text.slice(start));
  return { parts, problem };
}

/**
 * Splits a list the way people type it: on top-level commas, or, when there is no top-level comma,
 * one item per line. Blank items are dropped.
 */
export function splitList(text: string): SplitResult {
  const byComma = splitTopLevel(text, ",");
  if (byComma.problem) return { parts: [], problem: byComma.problem };
  const source = byComma.parts.length > 1 ? byComma.parts : splitTopLevel(text.replace(/\r\n?/g, "\n"), "\n").parts;
  return { parts: source.map((p) => p.trim()).filter((p) => p.length > 0) };
}

/** Every top-level match of a regular expression (needs the g flag), outside quotes and parentheses. */
export function topLevelMatches(text: string, pattern: RegExp): { index: number; length: number }[] {
  const topLevel = new Set<number>();
  const problem = scanTopLevel(text, (i, depth) => {
    if (depth === 0 && text[i] !== "(") topLevel.add(i);
  });
  if (problem) return [];
  const found: { index: number; length: number }[] = [];
  pattern.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = pattern.exec(text))) {
    if (topLevel.has(m.index)) found.push({ index: m.index, length: m[0].length });
    if (m[0].length === 0) pattern.lastIndex++;
  }
  return found;
}

/** Text helpers for the planner: splitting lists people type and tidying names. */

/** The spec's default for an empty optional field. */
export const NOT_SPECIFIED = "Not specified";

/** True for blank input or the spec's 'Not specified' default (and obvious equivalents). */
export function isUnspecified(text: string): boolean {
  const t = text.trim().toLowerCase().replace(/[.!]+$/, "");
  return t === "" || t === "not specified" || t === "none" || t === "n/a" || t === "na" || t === "-";
}

/**
 * Splits "Revenue, orders; AOV and conversion rate" or a bulleted list into items. Commas inside
 * parentheses stay ("Orders (id, date, total)"), so a table can list its columns.
 */
export function splitList(text: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let current = "";
  const flush = () => {
    const item = current
      .replace(/^\s*(?:[-*•·]|\d+[.)])\s*/, "")
      .replace(/\s+/g, " ")
      .trim();
    if (item) items.push(item);
    current = "";
  };
  for (const ch of text) {
    if (ch === "(") depth++;
    if (ch === ")") depth = Math.max(0, depth - 1);
    if (depth === 0 && (ch === "," || ch === ";" || ch === "\n" || ch === "|")) flush();
    else current += ch;
  }
  flush();
  // "a and b" at the top level of a short item list splits too ("revenue and profit").
  return items.flatMap((item) => (/[()]/.test(item) || item.split(" ").length > 6 ? [item] : item.split(/\s+(?:and|&)\s+/i)));
}

/** First letter upper case, rest as typed ("revenue by region" → "Revenue by region"). */
export function sentenceCase(text: string): string {
  const t = text.trim();
  return t ? t[0].toUpperCase() + t.slice(1) : t;
}

/** Removes duplicate items, comparing case-insensitively; keeps the first spelling. */
export function unique(items: string[]): string[] {
  const seen = new Set<string>();
  return items.filter((i) => {
    const k = i.toLowerCase();
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** Whole-word, case-insensitive search for a phrase. */
export function mentions(text: string, phrase: string): boolean {
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(^|[^a-z0-9])${escaped}($|[^a-z0-9])`, "i").test(text);
}

/** Case-insensitive, accent-insensitive text used by the reference tools' search boxes. */
export function foldText(s: string): string {
  return s
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .trim();
}

/**
 * True when every word of the query occurs in at least one of the fields ("new york" finds
 * "University of York, New..."; "gb" finds the GB row). An empty query matches everything.
 */
export function matchesQuery(query: string, fields: readonly string[]): boolean {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fields.map(foldText);
  return words.every((w) => haystack.some((f) => f.includes(w)));
}

/**
 * Sorts by name the way English collation (`localeCompare(…, "en")`) orders the reference lists:
 * accents and case ignored (names that differ only in those fall back to the exact text, an order
 * collation may not share; no list has such a pair). Plain string comparison of folded names
 * instead of Intl: a page's first collator loads ICU data, tens of milliseconds on a slow phone,
 * spent while the page loads. The tests check the order against localeCompare for both lists.
 */
export function sortByName<T>(list: T[], name: (item: T) => string): T[] {
  const keys = new Map(list.map((item) => [item, foldText(name(item))]));
  const cmp = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
  return list.sort((a, b) => cmp(keys.get(a)!, keys.get(b)!) || cmp(name(a), name(b)));
}

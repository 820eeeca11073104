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

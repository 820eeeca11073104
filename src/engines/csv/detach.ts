/**
 * A substring of a large chunk keeps the whole chunk alive in V8 (a "sliced string"). Values we
 * keep (distinct values, preview cells) are copied so memory is bounded by what we keep, not by
 * the file. Concatenating makes a rope that `slice` flattens into a fresh string.
 */
export function detach(s: string): string {
  return s.length < 13 ? s : (" " + s).slice(1);
}

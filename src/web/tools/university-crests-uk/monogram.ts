/** Monogram from an acronym in the name, or initials of the significant words of the name ("University of St Andrews" → "SA"). */
export function monogram(name: string): string {
  // An acronym in the name is the monogram itself ("BPP University" → "BPP", "SOAS …" → "SOAS").
  const acronym = /\b[A-Z]{2,4}\b/.exec(name);
  if (acronym) return acronym[0];
  const skip = new Set(["university", "of", "the", "and", "&", "college", "london", "school", "institute"]);
  const words = name.replace(/[(),]/g, " ").split(/\s+/).filter((w) => w && !skip.has(w.toLowerCase()));
  // A name made only of common words ("University of London") keeps its main words: "UL".
  const fallback = name.split(/\s+/).filter((w) => !["of", "the", "and", "&"].includes(w.toLowerCase()));
  const letters = (words.length ? words : fallback).map((w) => w[0]!.toUpperCase());
  return letters.slice(0, 2).join("");
}

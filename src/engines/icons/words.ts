/** Small text helpers shared by the topic and tag matching. */

/** Lower-case words of a phrase ("E-Commerce & travel!" → ["e", "commerce", "travel"]). */
export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/**
 * A crude singular form so "banks" finds "bank" and "charities" finds "charity".
 * Good enough for matching tags; never shown to anyone.
 */
export function singular(word: string): string {
  if (word.length > 4 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(ches|shes|sses|xes)$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith("s") && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** Normalised words of a phrase, singular, as one space-joined string padded with spaces for phrase search. */
export function normalisedPhrase(text: string): string {
  return ` ${wordsOf(text).map(singular).join(" ")} `;
}

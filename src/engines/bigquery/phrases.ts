/** Regular-expression pieces shared by the request extractors. */

/** Words that end a column phrase ("total revenue BY month"). */
export const STOP_WORDS = [
  "by", "per", "for", "in", "from", "where", "over", "and", "or", "with", "of", "on", "during", "since", "between", "last",
  "this", "each", "every", "grouped", "than", "across", "within", "to", "vs", "versus", "when", "who", "that", "which",
  "sorted", "ordered", "descending", "ascending", "top", "limit", "having", "excluding", "except", "including",
  "as", "at", "after", "before", "ranked", "rank", "broken", "split", "is", "are", "was", "were", "has", "have", "not",
  "whose", "showing", "show", "along", "plus", "then", "the", "a", "an", "all", "greater", "more", "less", "fewer",
  "above", "below", "under", "equal", "equals", "between", "till", "until", "daily", "weekly", "monthly", "quarterly",
  "yearly", "annually", "hourly", "today", "yesterday", "ytd", "mtd", "growth", "change", "using", "join", "joined",
  "table", "tables", "highest", "lowest", "first", "desc", "asc", "running", "cumulative", "moving", "rolling",
];

const STOP = `(?:${STOP_WORDS.join("|")})\\b`;
export const STOP_SET: ReadonlySet<string> = new Set(STOP_WORDS);
const WORD = `[a-z_][a-z0-9_]*`;

/** One to three words that are not stop words: a column phrase ("order value", "unit_price"). */
export const PHRASE = `(?!${STOP})${WORD}(?:\\s+(?!${STOP})${WORD}){0,2}`;

/** A single identifier-like word that is not a stop word. */
export const NAME = `(?!${STOP})${WORD}`;

/** A literal value: quoted text, a number, or one bare word. */
export const VALUE = `'(?:[^']|'')*'|"(?:[^"]|"")*"|-?\\d+(?:\\.\\d+)?|[a-z0-9_@.+-]+`;

export const GRAIN_WORDS: Record<string, "HOUR" | "DAY" | "WEEK" | "MONTH" | "QUARTER" | "YEAR"> = {
  hour: "HOUR",
  hourly: "HOUR",
  day: "DAY",
  date: "DAY",
  daily: "DAY",
  week: "WEEK",
  weekly: "WEEK",
  month: "MONTH",
  monthly: "MONTH",
  quarter: "QUARTER",
  quarterly: "QUARTER",
  year: "YEAR",
  yearly: "YEAR",
  annual: "YEAR",
  annually: "YEAR",
};

export const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];

export const NUMBER_WORDS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12, twenty: 20, fifty: 50, hundred: 100,
};

export function numberFrom(s: string): number {
  return NUMBER_WORDS[s] ?? Number(s);
}
export const NUM = `\\d+|${Object.keys(NUMBER_WORDS).join("|")}`;

/**
 * Proper (title) case that works on real names: "o'neil" → "O'Neil", "élodie" → "Élodie",
 * "mary-jane" → "Mary-Jane", "don't" → "Don't", "ǆemal" → "ǅemal", "straße" stays "Straße".
 */

// A word: letters, marks and digits, possibly joined by apostrophes (straight or curly).
const WORD = /[\p{L}\p{M}\p{N}]+(?:['’][\p{L}\p{M}\p{N}]+)*/gu;

// Letters whose title case differs from their upper case (Unicode digraphs).
const TITLECASE: Record<string, string> = {
  "\u01C4": "\u01C5", "\u01C5": "\u01C5", "\u01C6": "\u01C5",
  "\u01C7": "\u01C8", "\u01C8": "\u01C8", "\u01C9": "\u01C8",
  "\u01CA": "\u01CB", "\u01CB": "\u01CB", "\u01CC": "\u01CB",
  "\u01F1": "\u01F2", "\u01F2": "\u01F2", "\u01F3": "\u01F2",
};

/**
 * Only Turkish, Azeri and Lithuanian have case rules of their own (dotted/dotless i, Lithuanian
 * accents); for every other language the plain mapping is the same and far faster than the
 * locale-aware one.
 */
export function caseLocale(locale: string | undefined): string | undefined {
  return locale && /^(tr|az|lt)(-|_|$)/i.test(locale) ? locale : undefined;
}

const upper = (s: string, locale: string | undefined) => (locale ? s.toLocaleUpperCase(locale) : s.toUpperCase());
const lower = (s: string, locale: string | undefined) => (locale ? s.toLocaleLowerCase(locale) : s.toLowerCase());

function titleFirst(segment: string, locale: string | undefined): string {
  if (!segment) return segment;
  const code = segment.codePointAt(0)!;
  const first = String.fromCodePoint(code);
  const rest = lower(segment.slice(first.length), locale);
  const mapped = TITLECASE[first];
  if (mapped) return mapped + rest;
  const up = upper(first, locale);
  // ß upper-cases to "SS"; its title case is "Ss".
  const titled = up.length > first.length && up.length > 1 ? up[0] + lower(up.slice(1), locale) : up;
  return titled + rest;
}

function titleWord(word: string, locale: string | undefined): string {
  if (!word.includes("'") && !word.includes("’")) return titleFirst(word, locale);
  const pieces = word.split(/(['’])/);
  let out = titleFirst(pieces[0], locale);
  for (let i = 1; i < pieces.length; i += 2) {
    const before = pieces[i - 1];
    const after = pieces[i + 1];
    // O'Neil, D'Angelo, L'Oréal: a one-letter prefix before a real name part. Contractions
    // (don't, we'll, it's, I'm) keep a lower-case tail.
    const namePrefix = Array.from(before).length === 1 && i === 1 && Array.from(after).length >= 3;
    out += pieces[i] + (namePrefix ? titleFirst(after, locale) : lower(after, locale));
  }
  return out;
}

export function toProperCase(text: string, locale?: string): string {
  const special = caseLocale(locale);
  return text.replace(WORD, (word) => titleWord(word, special));
}

/**
 * 64-bit hashing of cells and records (two 32-bit lanes, after cyrb53 by bryc, public domain).
 * Duplicate rows are found by hashing each row instead of keeping it (see distinct-hashes.ts).
 * With 64 bits, a false "duplicate" among 10 million distinct rows has a probability of about
 * 3 in a million.
 */

/**
 * A 64-bit hash as two unsigned 32-bit halves. Hashes travel as this object rather than as two
 * number arguments: a uint32 above 2^30 passed to a function V8 does not inline is boxed into a
 * heap number, which for two halves per cell was a large share of the analyzer's garbage.
 */
export interface Hash64 {
  readonly hi: number;
  readonly lo: number;
}

/** Hashes strings to 64 bits; the result is left in `hi` and `lo` (no pair allocated per cell). */
export class StringHasher implements Hash64 {
  hi = 0;
  lo = 0;

  hash(s: string): void {
    let h1 = 0xdeadbeef ^ s.length;
    let h2 = 0x41c6ce57 ^ s.length;
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      h1 = Math.imul(h1 ^ c, 2654435761);
      h2 = Math.imul(h2 ^ c, 1597334677);
    }
    h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
    h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
    h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
    h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
    this.hi = h1 >>> 0;
    this.lo = h2 >>> 0;
  }
}

/** A hash held in an object, to hand to functions without boxing its halves (see Hash64). */
export class MutableHash64 implements Hash64 {
  hi = 0;
  lo = 0;
}

/** Final avalanche so that row hashes spread over the table (murmur3 fmix32). */
export function fmix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/**
 * A whole record's 64-bit hash in one pass over its characters, without a hash per cell (for
 * counting rows and duplicates). The record is hashed as the text of its fields joined by the
 * delimiter, in which a delimiter that is part of a field's value (possible only in a quoted
 * field) is followed by a token no character can be (MARK): so the fields can be read back from
 * what is hashed (`"a,b",c` and `a,"b,c"` differ), and a record can be hashed straight from the
 * parsed text (see record-text.ts: unquoted fields with their delimiters as they are, quoted ones
 * without their quotes), the same as from its fields. The field count seeds the hash. Result in
 * `hi` and `lo`.
 *
 * Per character: two multiplications (after cyrb53), the same as StringHasher on the joined text.
 */
export class RecordHasher implements Hash64 {
  hi = 0;
  lo = 0;
  private h1 = 0;
  private h2 = 0;

  start(fields: number): void {
    this.h1 = 0x2545f491 ^ fields;
    this.h2 = 0x6c8e9cf5 ^ fields;
  }

  /** The record's fields, joined by the delimiter (its character code); the same as hashing the record's text when it has no quotes. */
  fields(fields: string[], delimiter: number): void {
    let h1 = this.h1;
    let h2 = this.h2;
    for (let f = 0; f < fields.length; f++) {
      if (f > 0) {
        h1 = Math.imul(h1 ^ delimiter, 2654435761);
        h2 = Math.imul(h2 ^ delimiter, 1597334677);
      }
      const s = fields[f];
      for (let i = 0; i < s.length; i++) {
        const c = s.charCodeAt(i);
        h1 = Math.imul(h1 ^ c, 2654435761);
        h2 = Math.imul(h2 ^ c, 1597334677);
        if (c === delimiter) {
          h1 = Math.imul(h1 ^ MARK, 2654435761);
          h2 = Math.imul(h2 ^ MARK, 1597334677);
        }
      }
    }
    this.h1 = h1;
    this.h2 = h2;
  }

  /**
   * Characters text[from, to) as they are: unquoted fields and the delimiters between them. (A
   * flat chunk of the file reads faster than the parser's field strings, which are substrings of
   * it, and one loop over a whole record costs less than one per field.)
   */
  span(text: string, from: number, to: number): void {
    let h1 = this.h1;
    let h2 = this.h2;
    for (let i = from; i < to; i++) {
      const c = text.charCodeAt(i);
      h1 = Math.imul(h1 ^ c, 2654435761);
      h2 = Math.imul(h2 ^ c, 1597334677);
    }
    this.h1 = h1;
    this.h2 = h2;
  }

  /**
   * A quoted field whose value has `n` characters and whose opening quote is at text[from - 1]:
   * reads the characters between the quotes, a doubled quote standing for one (RFC 4180).
   * Returns the index just past the closing quote, or -1 if a closing quote does not follow
   * exactly n characters (a malformed field): then this hasher's state is garbage (start again).
   */
  quoted(text: string, from: number, n: number, delimiter: number): number {
    let h1 = this.h1;
    let h2 = this.h2;
    const length = text.length;
    let i = from;
    for (let k = 0; k < n; k++) {
      if (i >= length) return -1;
      const c = text.charCodeAt(i);
      if (c === QUOTE) {
        // Inside a quoted field a quote is either the first of a doubled pair or the closing one.
        if (text.charCodeAt(i + 1) !== QUOTE) return -1;
        i++;
      }
      i++;
      h1 = Math.imul(h1 ^ c, 2654435761);
      h2 = Math.imul(h2 ^ c, 1597334677);
      if (c === delimiter) {
        h1 = Math.imul(h1 ^ MARK, 2654435761);
        h2 = Math.imul(h2 ^ MARK, 1597334677);
      }
    }
    this.h1 = h1;
    this.h2 = h2;
    // The closing quote, not the first of a pair (that would make the value longer than n).
    return text.charCodeAt(i) === QUOTE && text.charCodeAt(i + 1) !== QUOTE ? i + 1 : -1;
  }

  finish(): void {
    let h1 = this.h1;
    let h2 = this.h2;
    h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
    h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
    h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
    h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
    this.hi = h1 >>> 0;
    this.lo = h2 >>> 0;
  }
}

const QUOTE = 0x22;
/** Follows a delimiter that is part of a field's value; above every UTF-16 code unit. */
const MARK = 0x10000;

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

/** Folds one cell's hash into a running row hash; position matters (["a","b"] ≠ ["b","a"]). */
export function mixInto(acc: number, cell: number, k: number): number {
  const r = (acc << 5) | (acc >>> 27);
  return Math.imul(r ^ cell, k);
}

export const ROW_K1 = 0x9e3779b1;
export const ROW_K2 = 0x85ebca77;

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
 * counting rows and duplicates when no column profile is wanted). Each field starts with its
 * length, so ["ab", "c"] and ["a", "bc"] differ, and with a rotation, which brings the high bits
 * that multiplication pushed up back into play. Result in `hi` and `lo`.
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

  /**
   * Adds one field; returns its first character code, or -1 for an empty field (the analyzer
   * needs it for blank and number checks, and a second read of a cell's text is not free).
   */
  field(s: string): number {
    const n = s.length;
    let h1 = Math.imul(((this.h1 << 13) | (this.h1 >>> 19)) ^ n, ROW_K1);
    let h2 = Math.imul(((this.h2 << 17) | (this.h2 >>> 15)) ^ n, ROW_K2);
    if (n === 0) {
      this.h1 = h1;
      this.h2 = h2;
      return -1;
    }
    const c0 = s.charCodeAt(0);
    h1 = Math.imul(h1 ^ c0, 2654435761);
    h2 = Math.imul(h2 ^ c0, 1597334677);
    for (let i = 1; i < n; i++) {
      const c = s.charCodeAt(i);
      h1 = Math.imul(h1 ^ c, 2654435761);
      h2 = Math.imul(h2 ^ c, 1597334677);
    }
    this.h1 = h1;
    this.h2 = h2;
    return c0;
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

/**
 * Output buffer of the formatter. Appending millions of small tokens to a JS string builds a rope
 * of millions of nodes (slow, and heavy on memory); writing UTF-8 bytes into one growing buffer
 * and decoding once at the end is several times faster and keeps ASCII output at one byte per
 * character. The input was validated to hold no unpaired surrogates, so the round trip is exact.
 */
const encoder = new TextEncoder();

export class Utf8Writer {
  private bytes: Uint8Array;
  /** Bytes written so far. */
  length = 0;

  constructor(initialCapacity: number) {
    this.bytes = new Uint8Array(Math.max(64, initialCapacity));
  }

  private reserve(extra: number): void {
    const needed = this.length + extra;
    if (needed <= this.bytes.length) return;
    const grown = new Uint8Array(Math.max(needed, this.bytes.length * 2));
    grown.set(this.bytes.subarray(0, this.length));
    this.bytes = grown;
  }

  /** One ASCII character. */
  byte(b: number): void {
    if (this.length === this.bytes.length) this.reserve(1);
    this.bytes[this.length++] = b;
  }

  /** The same ASCII byte `count` times (indentation made of spaces or tabs). */
  fill(b: number, count: number): void {
    this.reserve(count);
    this.bytes.fill(b, this.length, this.length + count);
    this.length += count;
  }

  /** ASCII text such as ": " or an indent unit repeated `times` times. */
  ascii(s: string, times = 1): void {
    this.reserve(s.length * times);
    const b = this.bytes;
    let o = this.length;
    for (let t = 0; t < times; t++) for (let k = 0; k < s.length; k++) b[o++] = s.charCodeAt(k);
    this.length = o;
  }

  /** text[start, end) encoded as UTF-8 (surrogate pairs become one 4-byte sequence). */
  copy(text: string, start: number, end: number): void {
    this.reserve(3 * (end - start));
    if (end - start > 64) {
      // Long runs: the platform encoder is much faster than a JS loop.
      this.length += encoder.encodeInto(text.slice(start, end), this.bytes.subarray(this.length)).written;
      return;
    }
    const b = this.bytes;
    let o = this.length;
    for (let k = start; k < end; k++) {
      const c = text.charCodeAt(k);
      if (c < 0x80) {
        b[o++] = c;
      } else if (c < 0x800) {
        b[o++] = 0xc0 | (c >> 6);
        b[o++] = 0x80 | (c & 0x3f);
      } else if (c >= 0xd800 && c <= 0xdbff && k + 1 < end) {
        const cp = ((c - 0xd800) << 10) + (text.charCodeAt(++k) - 0xdc00) + 0x10000;
        b[o++] = 0xf0 | (cp >> 18);
        b[o++] = 0x80 | ((cp >> 12) & 0x3f);
        b[o++] = 0x80 | ((cp >> 6) & 0x3f);
        b[o++] = 0x80 | (cp & 0x3f);
      } else {
        b[o++] = 0xe0 | (c >> 12);
        b[o++] = 0x80 | ((c >> 6) & 0x3f);
        b[o++] = 0x80 | (c & 0x3f);
      }
    }
    this.length = o;
  }

  toString(): string {
    return new TextDecoder().decode(this.bytes.subarray(0, this.length));
  }
}

/**
 * Exact count of distinct 64-bit hashes (one per data row, for duplicate rows).
 *
 * Why not one hash set: with a row per entry the table outgrows the CPU caches after a few
 * hundred thousand rows, and then every insert is a cache miss at a random address — measured
 * at a third of Papa Parse's own parse time on a 100 MB file. Here hashes are appended to a flat
 * buffer (sequential writes); repeats are dropped only when the buffer is full and large, and
 * once at the end, by a cache-friendly pass: the entries are scattered into buckets by their top
 * bits, and each bucket is deduplicated with a small hash table that stays in the cache.
 *
 * Memory: 8 bytes per row until the buffer reaches COMPACT_AT entries (8 MB), then at most
 * about 16 bytes per distinct row (a compacted buffer more than half full doubles), plus a
 * same-sized scratch buffer while compacting.
 */
import type { Hash64 } from "./hash";

const COMPACT_AT = 1 << 20;
/** Entries per bucket when deduplicating: a table of twice that many slots is 64 KB. */
const BUCKET_ENTRIES = 1 << 12;

export class DistinctHashes {
  /** Pairs of 32-bit words (lo, hi). */
  private words: Uint32Array;
  private count = 0;
  /** The first `distinct` entries hold no repeats. */
  private distinct = 0;
  private table = new Uint32Array(0);

  constructor(
    initialCapacity = 1 << 12,
    private readonly compactAt = COMPACT_AT,
  ) {
    this.words = new Uint32Array(2 * initialCapacity);
  }

  add(hash: Hash64): void {
    const hi = hash.hi;
    const lo = hash.lo;
    if (2 * this.count === this.words.length) this.makeRoom();
    const k = 2 * this.count++;
    // (0, 0) marks an empty slot in the dedup table; folding it into (0, 1) costs nothing measurable.
    this.words[k] = lo === 0 && hi === 0 ? 1 : lo;
    this.words[k + 1] = hi;
  }

  /** Adds every hash of another set's toWords() (pairs of lo, hi), e.g. from the other half of a file. */
  addWords(words: Uint32Array): void {
    const n = words.length >>> 1;
    if (2 * (this.count + n) > this.words.length) {
      // Room for both at once; repeats are dropped by the next compaction, as after add().
      const grown = new Uint32Array(2 * Math.max(this.count + n, this.words.length));
      grown.set(this.words.subarray(0, 2 * this.count));
      this.words = grown;
    }
    this.words.set(words.subarray(0, 2 * n), 2 * this.count);
    this.count += n;
  }

  /** The distinct hashes as pairs of 32-bit words (lo, hi): a copy, small enough to send to another worker. */
  toWords(): Uint32Array<ArrayBuffer> {
    this.compact();
    return this.words.slice(0, 2 * this.count);
  }

  /** Distinct values added so far. */
  get size(): number {
    this.compact();
    return this.count;
  }

  private makeRoom(): void {
    const capacity = this.words.length / 2;
    if (capacity >= this.compactAt) {
      this.compact();
      if (2 * this.count <= capacity) return;
    }
    const grown = new Uint32Array(4 * capacity);
    grown.set(this.words.subarray(0, 2 * this.count));
    this.words = grown;
  }

  /** Drops repeats: the distinct entries end up first, in no particular order. */
  private compact(): void {
    const n = this.count;
    if (this.distinct === n) return;
    let bits = 0;
    while (n >>> bits > BUCKET_ENTRIES) bits++;
    if (bits === 0) {
      this.count = this.distinct = this.dedup(this.words, 0, n, this.words, 0);
      return;
    }
    // Counting sort by the top `bits` bits of lo, into a scratch buffer.
    const words = this.words;
    const shift = 32 - bits;
    const starts = new Uint32Array((1 << bits) + 1);
    for (let k = 0; k < 2 * n; k += 2) starts[(words[k] >>> shift) + 1]++;
    for (let b = 1; b < starts.length; b++) starts[b] += starts[b - 1];
    const next = starts.slice(0, -1);
    const scratch = new Uint32Array(2 * n);
    for (let k = 0; k < 2 * n; k += 2) {
      const lo = words[k];
      const at = 2 * next[lo >>> shift]++;
      scratch[at] = lo;
      scratch[at + 1] = words[k + 1];
    }
    let out = 0;
    for (let b = 0; b < 1 << bits; b++) out = this.dedup(scratch, starts[b], starts[b + 1], words, out);
    this.count = this.distinct = out;
  }

  /** Copies the distinct entries of from[start, end) to to[out...]; returns the new out. */
  private dedup(from: Uint32Array, start: number, end: number, to: Uint32Array, out: number): number {
    let size = 16;
    while (size < 2 * (end - start)) size <<= 1;
    if (this.table.length < 2 * size) this.table = new Uint32Array(2 * size);
    const table = this.table;
    table.fill(0, 0, 2 * size);
    const mask = size - 1;
    for (let k = 2 * start; k < 2 * end; k += 2) {
      const lo = from[k];
      const hi = from[k + 1];
      let i = lo & mask;
      for (;;) {
        const tl = table[2 * i];
        const th = table[2 * i + 1];
        if (tl === lo && th === hi) break;
        if (tl === 0 && th === 0) {
          table[2 * i] = lo;
          table[2 * i + 1] = hi;
          to[2 * out] = lo;
          to[2 * out + 1] = hi;
          out++;
          break;
        }
        i = (i + 1) & mask;
      }
    }
    return out;
  }
}

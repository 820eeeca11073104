import { detach } from "./detach";
import { MutableHash64, type Hash64 } from "./hash";
import { HyperLogLog } from "./hyperloglog";
import type { ValueCount } from "./types";

/**
 * Distinct values and most common values of one column, in bounded memory.
 *
 * Exact phase: a hash table keyed by the cell's 64-bit hash (already computed for duplicate rows)
 * holding a count and the index of one copy of the value. While a column is in this phase its
 * other statistics are computed once per distinct value, weighted by the count, at the end.
 *
 * Once a column has more than `cap` distinct values it switches to estimates: HyperLogLog for the
 * distinct count, and a count-min sketch (conservative update) with a short list of candidates
 * for the most common values — their counts may then be slightly too high, never too low.
 *
 * This runs for every cell, so a probe touches one cache line: hash, count and value index sit
 * side by side in one typed array.
 */
export class ValueCounter {
  /** [hi, lo, count, valueIndex] per slot. */
  private slots: Uint32Array;
  private values: string[] = [];
  private mask: number;

  private hll: HyperLogLog | null = null;
  private sketch: CountMinSketch | null = null;
  private candidates: Map<string, number> | null = null;
  private threshold = 0;

  constructor(private readonly cap: number) {
    this.slots = new Uint32Array(64 * 4);
    this.mask = 63;
  }

  get exact(): boolean {
    return this.hll === null;
  }

  /**
   * Exact phase: counts the value and returns true, or returns false without counting when the
   * value is new and the table is full (the caller then calls approximate()).
   */
  addExact(s: string, hash: Hash64): boolean {
    const hi = hash.hi;
    let lo = hash.lo;
    if (hi === 0 && lo === 0) lo = 1;
    const slots = this.slots;
    let i = lo & this.mask;
    for (;;) {
      const k = i << 2;
      const h = slots[k];
      const l = slots[k + 1];
      if (h === hi && l === lo) {
        slots[k + 2]++;
        return true;
      }
      if (h === 0 && l === 0) break;
      i = (i + 1) & this.mask;
    }
    if (this.values.length >= this.cap) return false;
    const k = i << 2;
    slots[k] = hi;
    slots[k + 1] = lo;
    slots[k + 2] = 1;
    slots[k + 3] = this.values.length;
    this.values.push(detach(s));
    if (this.values.length * 4 > (this.mask + 1) * 3) this.grow();
    return true;
  }

  /** Every distinct value with its count (exact phase). */
  forEach(fn: (value: string, count: number) => void): void {
    const slots = this.slots;
    for (let k = 0; k < slots.length; k += 4) if (slots[k + 2] > 0) fn(this.values[slots[k + 3]], slots[k + 2]);
  }

  /** Leaves the exact phase: the table seeds the estimators and is dropped. */
  approximate(): void {
    if (this.hll !== null) return;
    const hll = new HyperLogLog();
    const sketch = new CountMinSketch();
    const seed = new MutableHash64();
    const slots = this.slots;
    for (let k = 0; k < slots.length; k += 4) {
      const c = slots[k + 2];
      if (c === 0) continue;
      seed.hi = slots[k];
      seed.lo = slots[k + 1];
      hll.add(seed);
      sketch.add(slots[k], slots[k + 1], c);
    }
    const candidates = new Map<string, number>();
    for (const { value, count } of this.top(CANDIDATES)) candidates.set(value, count);
    this.hll = hll;
    this.sketch = sketch;
    this.candidates = candidates;
    this.threshold = minOf(candidates);
    this.slots = new Uint32Array(0);
    this.values = [];
  }

  /** Approximate phase: one more occurrence of s. */
  addApproximate(s: string, hash: Hash64): void {
    this.hll!.add(hash);
    const estimate = this.sketch!.add(hash.hi, hash.lo, 1);
    // With a full list, a value whose estimate does not beat the smallest candidate changes
    // nothing (a candidate's stored count is never below that smallest one): this check comes
    // before the Map lookup, which reads the whole string to hash it.
    if (estimate <= this.threshold) return;
    const candidates = this.candidates!;
    if (candidates.has(s)) {
      // The threshold may now be below the true smallest count: that only lets more through.
      candidates.set(s, estimate);
      return;
    }
    if (candidates.size < CANDIDATES) {
      candidates.set(detach(s), estimate);
      this.threshold = minOf(candidates);
      return;
    }
    // Replace the smallest candidate; the new threshold is the smaller of the runner-up and this one.
    let minKey = "";
    let min = Infinity;
    let second = Infinity;
    for (const [k, c] of candidates) {
      if (c < min) {
        second = min;
        min = c;
        minKey = k;
      } else if (c < second) {
        second = c;
      }
    }
    candidates.delete(minKey);
    candidates.set(detach(s), estimate);
    this.threshold = Math.min(second, estimate);
  }

  distinct(): number {
    return this.hll === null ? this.values.length : Math.max(this.hll.estimate(), this.cap + 1);
  }

  /** The n most frequent values, most frequent first (ties in value order). */
  top(n: number): ValueCount[] {
    if (n <= 0) return [];
    // A short sorted list instead of sorting up to `cap` distinct values.
    const best: ValueCount[] = [];
    const consider = (value: string, count: number) => {
      if (best.length === n && !ranksBefore(value, count, best[n - 1])) return;
      let at = best.length;
      while (at > 0 && ranksBefore(value, count, best[at - 1])) at--;
      best.splice(at, 0, { value, count });
      if (best.length > n) best.pop();
    };
    if (this.candidates !== null) {
      for (const [value, count] of this.candidates) consider(value, count);
    } else {
      this.forEach(consider);
    }
    return best;
  }

  private grow(): void {
    const old = this.slots;
    const cap = (this.mask + 1) * 2;
    const slots = new Uint32Array(cap * 4);
    const mask = cap - 1;
    for (let j = 0; j < old.length; j += 4) {
      if (old[j + 2] === 0) continue;
      let i = old[j + 1] & mask;
      while (slots[(i << 2) + 2] !== 0) i = (i + 1) & mask;
      slots.set(old.subarray(j, j + 4), i << 2);
    }
    this.slots = slots;
    this.mask = mask;
  }
}

const CANDIDATES = 20;

function ranksBefore(value: string, count: number, other: ValueCount): boolean {
  return count > other.count || (count === other.count && value < other.value);
}

function minOf(map: Map<string, number>): number {
  if (map.size < CANDIDATES) return 0;
  let min = Infinity;
  for (const c of map.values()) if (c < min) min = c;
  return min;
}

/**
 * Count-min sketch with conservative update, "blocked": the hash picks one 64-byte block of 16
 * counters and one counter in each quarter of it, so an update touches one cache line instead
 * of four. 4096 blocks × 16 counters × 4 bytes = 256 KB, only for columns that need it.
 */
class CountMinSketch {
  private static readonly BLOCKS = 1 << 12;
  private readonly counters = new Uint32Array(CountMinSketch.BLOCKS * 16);

  /** Adds `by` occurrences and returns the new estimate. */
  add(hi: number, lo: number, by: number): number {
    const c = this.counters;
    const base = (lo & (CountMinSketch.BLOCKS - 1)) << 4;
    const i0 = base + (hi & 3);
    const i1 = base + 4 + ((hi >>> 2) & 3);
    const i2 = base + 8 + ((hi >>> 4) & 3);
    const i3 = base + 12 + ((hi >>> 6) & 3);
    const target = Math.min(c[i0], c[i1], c[i2], c[i3]) + by;
    if (c[i0] < target) c[i0] = target;
    if (c[i1] < target) c[i1] = target;
    if (c[i2] < target) c[i2] = target;
    if (c[i3] < target) c[i3] = target;
    return target;
  }
}

/**
 * An exact histogram of a stream of numbers in bounded memory. Bins have a power-of-two width on
 * a grid anchored at 0, so when the values spread beyond the window the width doubles and pairs
 * of bins merge without losing a count (floor(v / 2w) = floor(floor(v / w) / 2)). The first values
 * are buffered to choose a starting width that fits the data.
 */
export interface HistogramBin {
  /** Inclusive lower edge. */
  from: number;
  /** Exclusive upper edge (inclusive for the last bin). */
  to: number;
  count: number;
}

const WINDOW = 64;
const BUFFER = 256;

export class StreamingHistogram {
  /** Value, weight, value, weight… until the starting width is chosen. */
  private buffer: number[] | null = [];
  private width = 1;
  /** Grid index of counts[0]. */
  private lo = 0;
  private counts = new Float64Array(WINDOW);
  /** Occupied grid indexes (inclusive). */
  private minIdx = Infinity;
  private maxIdx = -Infinity;

  /** Adds `weight` occurrences of v. */
  add(v: number, weight = 1): void {
    if (this.buffer) {
      this.buffer.push(v, weight);
      if (this.buffer.length >= 2 * BUFFER) this.flushBuffer();
      return;
    }
    this.insert(v, weight);
  }

  /**
   * Bins from the lowest to the highest value, at most `maxBins` of them. With `integers`, bins
   * are at least 1 wide so a column of small whole numbers gets one bar per value.
   */
  bins(maxBins = 32, integers = false): HistogramBin[] {
    if (this.buffer) this.flushBuffer();
    if (this.minIdx > this.maxIdx) return [];
    while ((integers && this.width < 1) || this.maxIdx - this.minIdx + 1 > maxBins) this.double();
    const out: HistogramBin[] = [];
    for (let idx = this.minIdx; idx <= this.maxIdx; idx++) {
      out.push({ from: idx * this.width, to: (idx + 1) * this.width, count: this.counts[idx - this.lo] });
    }
    return out;
  }

  private flushBuffer(): void {
    const values = this.buffer ?? [];
    this.buffer = null;
    if (values.length === 0) return;
    let min = Infinity;
    let max = -Infinity;
    for (let k = 0; k < values.length; k += 2) {
      const v = values[k];
      if (v < min) min = v;
      if (v > max) max = v;
    }
    // Let the first values fill about half of the window, leaving room to grow either way.
    const span = max - min;
    const target = span > 0 ? span / (WINDOW / 2) : Math.max(Math.abs(min), 1) / WINDOW;
    this.width = 2 ** Math.ceil(Math.log2(target));
    this.lo = Math.floor(min / this.width) - WINDOW / 4;
    for (let k = 0; k < values.length; k += 2) this.insert(values[k], values[k + 1]);
  }

  private insert(v: number, weight: number): void {
    let idx = Math.floor(v / this.width);
    while (idx < this.lo || idx >= this.lo + WINDOW) {
      const low = Math.min(idx, this.minIdx);
      const high = Math.max(idx, this.maxIdx);
      if (high - low + 1 <= WINDOW) {
        this.shift(idx < this.lo ? low : high - WINDOW + 1);
      } else {
        this.double();
        idx = Math.floor(v / this.width);
      }
    }
    this.counts[idx - this.lo] += weight;
    if (idx < this.minIdx) this.minIdx = idx;
    if (idx > this.maxIdx) this.maxIdx = idx;
  }

  /** Moves the window so that it starts at grid index `lo`. */
  private shift(lo: number): void {
    const next = new Float64Array(WINDOW);
    for (let idx = this.minIdx; idx <= this.maxIdx; idx++) next[idx - lo] = this.counts[idx - this.lo];
    this.counts = next;
    this.lo = lo;
  }

  /** Doubles the bin width, merging pairs of bins. */
  private double(): void {
    const next = new Float64Array(WINDOW);
    const lo = Math.floor(this.lo / 2);
    for (let idx = this.minIdx; idx <= this.maxIdx; idx++) next[Math.floor(idx / 2) - lo] += this.counts[idx - this.lo];
    this.counts = next;
    this.lo = lo;
    this.width *= 2;
    if (this.minIdx <= this.maxIdx) {
      this.minIdx = Math.floor(this.minIdx / 2);
      this.maxIdx = Math.floor(this.maxIdx / 2);
    }
  }
}

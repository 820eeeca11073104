import type { Hash64 } from "./hash";
import { StreamingHistogram } from "./histogram";
import { ValueCounter } from "./value-counter";
import type { ColumnProfile, ColumnType } from "./types";

export { detach } from "./detach";

/**
 * Per-column statistics gathered one cell at a time in bounded memory: type counts, empty and
 * blank cells, numeric min/max/mean and histogram, distinct values and most common values.
 * This runs for every cell of files of hundreds of megabytes, hence the hand-written scanners.
 */

const ISO_DATE = /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])(?:[T ](?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d+)?)?(?:Z|[+-](?:[01]\d|2[0-3]):?[0-5]\d)?)?$/;

/** Results of numberKind(). */
const INTEGER = 0;
const DECIMAL = 1;
export const NOT_A_NUMBER = -1;

/**
 * numberValue[0]: the value of the last number numberKind() accepted. Computed during the scan
 * when the digits allow an exactly rounded result (below), which spares a Number() conversion per
 * cell. A typed array, because a module-level `let` holding a double boxes it on every store.
 */
export const numberValue = new Float64Array(1);

/** A column whose dominant kind covers at least this share of its values takes that type. */
const TYPE_SHARE = 0.95;

/** 10^0 … 10^22: every one is exactly representable as a double. */
const POW10 = Array.from({ length: 23 }, (_, k) => 10 ** k);

/**
 * INTEGER, DECIMAL or NOT_A_NUMBER for a plain decimal number as written in data files:
 * optional sign, digits, optional fraction, optional exponent. No thousands separators and no
 * leading zeros ("007", "01234" are identifiers such as ZIP codes, so they stay text). With
 * `decimalComma`, "1,5" is a decimal too. Sets numberValue for accepted numbers.
 */
export function numberKind(s: string, decimalComma: boolean): number {
  // Every read is bounds-checked: charCodeAt past the end returns NaN, and once V8 has seen an
  // out-of-bounds read there it stops inlining the fast path for that call site.
  const n = s.length;
  let i = 0;
  let c = n > 0 ? s.charCodeAt(0) : -1;
  const negative = c === 0x2d;
  if (c === 0x2b || negative) c = (++i < n ? s.charCodeAt(i) : -1);
  const intStart = i;
  // All digits, integer and fraction, as one whole number: exact while there are at most 15.
  let mantissa = 0;
  while (c >= 0x30 && c <= 0x39) {
    mantissa = mantissa * 10 + (c - 0x30);
    c = (++i < n ? s.charCodeAt(i) : -1);
  }
  const intDigits = i - intStart;
  if (intDigits > 1 && s.charCodeAt(intStart) === 0x30) return NOT_A_NUMBER;
  let kind = INTEGER;
  let fracDigits = 0;
  let comma = false;
  if (c === 0x2e || (c === 0x2c && decimalComma)) {
    comma = c === 0x2c;
    const fracStart = ++i;
    c = i < n ? s.charCodeAt(i) : -1;
    while (c >= 0x30 && c <= 0x39) {
      mantissa = mantissa * 10 + (c - 0x30);
      c = (++i < n ? s.charCodeAt(i) : -1);
    }
    fracDigits = i - fracStart;
    if (intDigits + fracDigits === 0 || (comma && (intDigits === 0 || fracDigits === 0))) return NOT_A_NUMBER;
    kind = DECIMAL;
    if (comma && i !== n) return NOT_A_NUMBER;
  } else if (intDigits === 0) {
    return NOT_A_NUMBER;
  }
  let exponent = 0;
  if (c === 0x65 || c === 0x45) {
    c = (++i < n ? s.charCodeAt(i) : -1);
    const expNegative = c === 0x2d;
    if (c === 0x2b || expNegative) c = (++i < n ? s.charCodeAt(i) : -1);
    const expStart = i;
    while (c >= 0x30 && c <= 0x39) {
      if (exponent < 1e6) exponent = exponent * 10 + (c - 0x30);
      c = (++i < n ? s.charCodeAt(i) : -1);
    }
    if (i === expStart) return NOT_A_NUMBER;
    if (expNegative) exponent = -exponent;
    kind = DECIMAL;
  }
  if (i !== n) return NOT_A_NUMBER;
  // Clinger's fast path: an exact mantissa below 2^53 times or divided by an exact power of ten
  // is one correctly rounded operation, so the result equals Number(s) bit for bit.
  const scale = exponent - fracDigits;
  let v: number;
  if (intDigits + fracDigits > 15 || scale < -22 || scale > 22) v = comma ? +s.replace(",", ".") : +s;
  else if (scale < 0) v = (negative ? -mantissa : mantissa) / POW10[-scale];
  else v = (negative ? -mantissa : mantissa) * POW10[scale];
  numberValue[0] = v;
  return kind;
}

/** The number a cell holds, as the profile reads it (undefined for text). */
export function readNumber(s: string, decimalComma = false): number | undefined {
  return numberKind(s, decimalComma) === NOT_A_NUMBER ? undefined : numberValue[0];
}

/** A cell made only of whitespace; `c0` is its first character (checked first: it rules out nearly every cell). */
export function isBlank(s: string, c0: number): boolean {
  return (c0 <= 0x20 || c0 === 0xa0 || c0 === 0x3000 || c0 === 0xfeff || (c0 >= 0x2000 && c0 <= 0x200a)) && s.trim() === "";
}

/** YYYY-MM-DD without a regular expression (the common case in date columns). */
function isIsoDay(s: string): boolean {
  for (let i = 0; i < 10; i++) {
    const c = s.charCodeAt(i);
    if (i === 4 || i === 7 ? c !== 0x2d : c < 0x30 || c > 0x39) return false;
  }
  const month = (s.charCodeAt(5) - 0x30) * 10 + s.charCodeAt(6) - 0x30;
  const day = (s.charCodeAt(8) - 0x30) * 10 + s.charCodeAt(9) - 0x30;
  return month >= 1 && month <= 12 && day >= 1 && day <= 31;
}

export class ColumnProfiler {
  private empty = 0;
  private blank = 0;
  private integers = 0;
  private decimals = 0;
  private booleans = 0;
  private dates = 0;
  private texts = 0;
  private minLength = Infinity;
  private maxLength = 0;
  private numCount = 0;
  private numMin = Infinity;
  private numMax = -Infinity;
  private numSum = 0;
  private readonly histogram = new StreamingHistogram();
  private dateMin: string | null = null;
  private dateMax: string | null = null;
  private readonly values: ValueCounter;
  /** The exact table has been folded into the statistics above. */
  private folded = false;

  constructor(
    readonly index: number,
    readonly name: string,
    distinctCap: number,
    private readonly decimalComma = false,
  ) {
    this.values = new ValueCounter(distinctCap);
  }

  /** One cell and its 64-bit hash (already computed for duplicate detection). */
  add(s: string, hash: Hash64): void {
    if (s.length === 0) {
      this.empty++;
      return;
    }
    const values = this.values;
    if (values.exact) {
      // Most columns repeat their values: count them now, describe each distinct value once later.
      if (values.addExact(s, hash)) return;
      this.fold();
      values.approximate();
    }
    values.addApproximate(s, hash);
    this.describe(s, 1);
  }

  /** Adds the statistics of every distinct value of the exact table, weighted by its count. */
  private fold(): void {
    if (this.folded) return;
    this.folded = true;
    this.values.forEach((value, count) => this.describe(value, count));
  }

  /** Type, length, numeric and date statistics for `weight` occurrences of a non-empty value. */
  private describe(s: string, weight: number): void {
    const c0 = s.charCodeAt(0);
    if (isBlank(s, c0)) {
      this.blank += weight;
      return;
    }
    const len = s.length;
    if (len < this.minLength) this.minLength = len;
    if (len > this.maxLength) this.maxLength = len;
    if ((c0 >= 0x30 && c0 <= 0x39) || c0 === 0x2d || c0 === 0x2b || c0 === 0x2e) {
      const kind = numberKind(s, this.decimalComma);
      if (kind !== NOT_A_NUMBER) {
        const v = numberValue[0];
        if (Number.isFinite(v)) {
          this.numCount += weight;
          this.numSum += v * weight;
          if (v < this.numMin) this.numMin = v;
          if (v > this.numMax) this.numMax = v;
          this.histogram.add(v, weight);
          if (kind === INTEGER) this.integers += weight;
          else this.decimals += weight;
          return;
        }
      } else if (len >= 10 && s.charCodeAt(4) === 0x2d && (len === 10 ? isIsoDay(s) : ISO_DATE.test(s))) {
        if (this.dateMin === null || s < this.dateMin) this.dateMin = (" " + s).slice(1);
        if (this.dateMax === null || s > this.dateMax) this.dateMax = (" " + s).slice(1);
        this.dates += weight;
        return;
      }
    } else if ((c0 === 0x74 || c0 === 0x54 || c0 === 0x66 || c0 === 0x46) && (len === 4 || len === 5)) {
      const lower = s.toLowerCase();
      if (lower === "true" || lower === "false") {
        this.booleans += weight;
        return;
      }
    }
    this.texts += weight;
  }

  /**
   * The column's profile from the cells given to add(). `exact`: empty and blank cells counted
   * by the caller on every row, when add() saw only a sample of the rows.
   */
  profile(exact?: { empty: number; blank: number }, topN = 5): ColumnProfile {
    if (this.values.exact) this.fold();
    const { integers, decimals, booleans, dates } = this;
    const filled = integers + decimals + booleans + dates + this.texts;
    let type: ColumnType = "text";
    let conforming = filled;
    if (filled === 0) {
      type = "empty";
    } else if (integers + decimals >= TYPE_SHARE * filled) {
      type = decimals > 0 ? "decimal" : "integer";
      conforming = integers + decimals;
    } else if (booleans >= TYPE_SHARE * filled) {
      type = "boolean";
      conforming = booleans;
    } else if (dates >= TYPE_SHARE * filled) {
      type = "date";
      conforming = dates;
    }
    const isNumber = type === "integer" || type === "decimal";
    return {
      index: this.index,
      name: this.name,
      type,
      empty: exact ? exact.empty : this.empty,
      blank: exact ? exact.blank : this.blank,
      filled,
      mismatched: filled - conforming,
      distinct: { count: this.values.distinct(), exact: this.values.exact },
      topValues: this.values.top(topN),
      topExact: this.values.exact,
      length: filled > 0 ? { min: this.minLength, max: this.maxLength } : null,
      numeric:
        isNumber && this.numCount > 0
          ? {
              count: this.numCount,
              min: this.numMin,
              max: this.numMax,
              mean: this.numSum / this.numCount,
              histogram: this.histogram.bins(32, type === "integer"),
            }
          : null,
      dates: type === "date" && this.dateMin !== null && this.dateMax !== null ? { min: this.dateMin, max: this.dateMax } : null,
    };
  }
}

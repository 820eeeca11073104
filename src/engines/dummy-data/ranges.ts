/** Number and date ranges written in words: "18-65", "between 0 and 500", "$10k to $50k", "in 2024", "last 90 days". */

const NUM = String.raw`-?[$£€]?\d[\d,]*(?:\.\d+)?(?:[kKmM](?![a-zA-Z]))?%?`;
const NUMBER_RANGE = new RegExp(
  String.raw`(?:\b(?:between|from|range|ranging from)\s+)?(${NUM})\s*(?:-|–|—|to|and|\.\.)\s*(${NUM})(?![\d-])`,
  "i",
);
const UPPER_BOUND = new RegExp(String.raw`\b(?:up to|under|below|less than|max(?:imum)?|at most|<=?)\s*(${NUM})`, "i");
const LOWER_BOUND = new RegExp(String.raw`\b(?:at least|over|above|more than|min(?:imum)?|from|>=?)\s*(${NUM})(?!\s*(?:-|–|to|and))`, "i");

export interface NumberRange {
  min?: number;
  max?: number;
  decimals: number;
  money: boolean;
  percent: boolean;
  /** The matched words, removed from the column name. */
  text: string;
}

function parseNum(raw: string): { value: number; decimals: number; money: boolean; percent: boolean } {
  const money = /[$£€]/.test(raw);
  const percent = raw.includes("%");
  const mult = /k$/i.test(raw.replace(/%$/, "").trim()) ? 1e3 : /m$/i.test(raw.replace(/%$/, "").trim()) ? 1e6 : 1;
  const digits = raw.replace(/[$£€,%kKmM\s]/g, "");
  const decimals = digits.includes(".") && mult === 1 ? digits.split(".")[1]!.length : 0;
  return { value: Number(digits) * mult, decimals, money, percent };
}

export function findNumberRange(text: string): NumberRange | undefined {
  const both = NUMBER_RANGE.exec(text);
  if (both) {
    const a = parseNum(both[1]!);
    const b = parseNum(both[2]!);
    if (Number.isFinite(a.value) && Number.isFinite(b.value)) {
      return {
        min: Math.min(a.value, b.value),
        max: Math.max(a.value, b.value),
        decimals: Math.max(a.decimals, b.decimals),
        money: a.money || b.money,
        percent: a.percent || b.percent,
        text: both[0],
      };
    }
  }
  const upper = UPPER_BOUND.exec(text);
  const lower = LOWER_BOUND.exec(text);
  if (upper || lower) {
    const u = upper ? parseNum(upper[1]!) : undefined;
    const l = lower ? parseNum(lower[1]!) : undefined;
    return {
      min: l?.value,
      max: u?.value,
      decimals: Math.max(u?.decimals ?? 0, l?.decimals ?? 0),
      money: !!(u?.money || l?.money),
      percent: !!(u?.percent || l?.percent),
      text: [upper?.[0], lower?.[0]].filter(Boolean).join(" "),
    };
  }
  return undefined;
}

export interface DateRange {
  from: string;
  to: string;
  /** True when the range was given as whole years ("2020-2024"), which also reads as a number range. */
  years?: { min: number; max: number };
  text: string;
}

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const ISO_DATE = String.raw`\d{4}-\d{2}-\d{2}`;

function iso(d: Date): string {
  return d.toISOString().slice(0, 10);
}
function addDays(d: Date, n: number): Date {
  return new Date(d.getTime() + n * 86_400_000);
}
function addMonths(d: Date, n: number): Date {
  const r = new Date(d);
  r.setUTCMonth(r.getUTCMonth() + n);
  return r;
}
function lastDayOfMonth(year: number, month: number): string {
  return iso(new Date(Date.UTC(year, month + 1, 0)));
}

export function findDateRange(text: string, ref: Date): DateRange | undefined {
  const t = text.toLowerCase();
  let m: RegExpExecArray | null;

  if ((m = new RegExp(String.raw`(${ISO_DATE})\s*(?:-|–|to|and|until|through)\s*(${ISO_DATE})`).exec(t))) {
    const [a, b] = [m[1]!, m[2]!].sort();
    return { from: a!, to: b!, text: m[0] };
  }
  if ((m = new RegExp(String.raw`\b(?:after|since|from|starting)\s+(${ISO_DATE})`).exec(t))) {
    return { from: m[1]!, to: iso(ref) > m[1]! ? iso(ref) : iso(addDays(new Date(m[1]!), 365)), text: m[0] };
  }
  if ((m = new RegExp(String.raw`\b(?:before|until|up to)\s+(${ISO_DATE})`).exec(t))) {
    return { from: iso(addDays(new Date(m[1]!), -365)), to: m[1]!, text: m[0] };
  }
  if ((m = /\b(?:last|past|previous|within the last)\s+(\d+)\s*(day|week|month|year)s?\b/.exec(t))) {
    const n = Number(m[1]);
    const unit = m[2]!;
    const from = unit === "day" ? addDays(ref, -n) : unit === "week" ? addDays(ref, -7 * n) : addMonths(ref, unit === "month" ? -n : -12 * n);
    return { from: iso(from), to: iso(ref), text: m[0] };
  }
  if ((m = /\bnext\s+(\d+)\s*(day|week|month|year)s?\b/.exec(t))) {
    const n = Number(m[1]);
    const unit = m[2]!;
    const to = unit === "day" ? addDays(ref, n) : unit === "week" ? addDays(ref, 7 * n) : addMonths(ref, unit === "month" ? n : 12 * n);
    return { from: iso(ref), to: iso(to), text: m[0] };
  }
  if ((m = /\b(?:last|past|previous) (week|month|year)\b/.exec(t))) {
    const unit = m[1]!;
    if (unit === "year" && /\blast year\b/.test(t)) {
      const y = ref.getUTCFullYear() - 1;
      return { from: `${y}-01-01`, to: `${y}-12-31`, text: m[0] };
    }
    const from = unit === "week" ? addDays(ref, -7) : addMonths(ref, unit === "month" ? -1 : -12);
    return { from: iso(from), to: iso(ref), text: m[0] };
  }
  if ((m = /\bthis year\b/.exec(t))) {
    return { from: `${ref.getUTCFullYear()}-01-01`, to: iso(ref), text: m[0] };
  }
  if ((m = /\b(?:in|during|for|from)?\s*(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(\d{4})\b/.exec(t))) {
    const month = MONTHS.indexOf(m[1]!);
    const year = Number(m[2]);
    return { from: `${year}-${String(month + 1).padStart(2, "0")}-01`, to: lastDayOfMonth(year, month), text: m[0] };
  }
  if ((m = /\b(?:between|from)?\s*((?:19|20)\d{2})\s*(?:-|–|to|and|through)\s*((?:19|20)\d{2})\b/.exec(t))) {
    const a = Math.min(Number(m[1]), Number(m[2]));
    const b = Math.max(Number(m[1]), Number(m[2]));
    return { from: `${a}-01-01`, to: `${b}-12-31`, years: { min: a, max: b }, text: m[0] };
  }
  if ((m = /\b(?:since|after)\s+((?:19|20)\d{2})\b/.exec(t))) {
    const y = Number(m[1]);
    return { from: `${y}-01-01`, to: iso(ref), years: { min: y, max: ref.getUTCFullYear() }, text: m[0] };
  }
  if ((m = /\b(?:in|during|for|of|year)\s+((?:19|20)\d{2})\b/.exec(t))) {
    const y = Number(m[1]);
    return { from: `${y}-01-01`, to: `${y}-12-31`, years: { min: y, max: y }, text: m[0] };
  }
  return undefined;
}

import { isScaled, type Agg, type BucketRule, type Condition, type FieldRef, type FlagValue, type Intent } from "../ir";
import type { Ctx } from "./context";
import { takeFilters } from "./filters";
import { ENTITIES, cut, placeholderText, trimFiller } from "./phrases";
import { PLACEHOLDER, displayWord, singular, wordsOf } from "./text";

/**
 * Conditional buckets ("bucket age into under 18, 18-64, 65+", "High if sales > 1000, else Low"),
 * fixed-width bins ("age in 10-year bins") and yes/no flags ("flag orders where ship days > 5").
 */

type Op = "<" | "<=" | ">" | ">=" | "=";
interface Item {
  label: string | null;
  op: Op | "between" | "otherwise";
  value?: number;
  to?: number;
  field?: string;
}

/** A number written in the request (never the digits of a §n placeholder, nor the tail of another number). */
const NUM = "(?<![§\\d.])(-?\\d+(?:\\.\\d+)?)";

/** How the request wrote its numbers: "1M", "50k", "50K" or "1,000" keep that form in the labels made from them. */
interface NumberStyle {
  k?: "k" | "K";
  m?: "M" | "m";
  commas?: boolean;
  /** Values written as percents ("under 2%" is 0.02): their labels say "2%", not "0.02". */
  percents?: Set<number>;
}

function numberStyle(raw: string): NumberStyle {
  const k = /\d\s?([kK])\b/.exec(raw)?.[1] as "k" | "K" | undefined;
  const m = /\d\s?([mM])\b/.exec(raw)?.[1] as "M" | "m" | undefined;
  const percents = new Set([...raw.matchAll(/(\d+(?:\.\d+)?)\s*%/g)].map((p) => fraction(Number(p[1]))));
  return { ...(k ? { k } : {}), ...(m ? { m } : {}), ...(/\d,\d{3}\b/.test(raw) ? { commas: true } : {}), ...(percents.size ? { percents } : {}) };
}

/** A percent as the fraction it stands for, without float noise (7% is 0.07, not 0.07000000000000001). */
const fraction = (n: number): number => Number((n / 100).toFixed(6));

function fmt(n: number, style: NumberStyle): string {
  if (style.percents?.has(n)) return `${Number((n * 100).toFixed(4))}%`;
  if (style.m && Math.abs(n) >= 1e6 && Number.isInteger(n / 1e5)) return `${n / 1e6}${style.m}`;
  if (style.k && Math.abs(n) >= 1e3 && Number.isInteger(n / 100)) return `${n / 1e3}${style.k}`;
  if (style.commas) return n.toLocaleString("en-US", { maximumFractionDigits: 6 });
  return String(n);
}

function labelFor(it: Item, style: NumberStyle): string {
  if (it.label) return it.label;
  switch (it.op) {
    case "<":
      return `Under ${fmt(it.value!, style)}`;
    case "<=":
      return `${fmt(it.value!, style)} and under`;
    case ">":
      return `Over ${fmt(it.value!, style)}`;
    case ">=":
      return `${fmt(it.value!, style)}+`;
    case "between":
      return it.value === it.to ? fmt(it.value!, style) : `${fmt(it.value!, style)}-${fmt(it.to!, style)}`;
    case "=":
      return fmt(it.value!, style);
    default:
      return "Other";
  }
}

/** Reads one item such as "small < 1000", "18 - 64", "65 plus", "'Loss' if below 0", "gold over 10000". */
function parseItem(ctx: Ctx, raw: string, subjectWords: Set<string>): Item | null {
  // ("over 200 = Power | Ops wants to filter by it": a sentence after the list is no part of its last label.)
  const ownSentence = /\d/.test(raw.split("|")[0]!) && /\|\s*[a-z]+\s+[a-z]+\s+[a-z]+/.test(raw) ? raw.split("|")[0]! : raw;
  let s = ` ${ownSentence.trim()} `;
  if (/^\s*(?:else|otherwise|everything else|anything else|the rest|rest|all others|others)\b/.test(s) || /\b(?:otherwise|else|for the rest|for everything else|for all others)\s*$/.test(s)) {
    s = s.replace(/\b(?:else|otherwise|everything else|anything else|for the rest|for everything else|for all others|the rest|rest|all others|others|as)\b/g, " ");
    return { label: labelText(ctx, s, subjectWords), op: "otherwise" };
  }
  // "above = 'High'", "anything higher: 'High'": the open band past the last bound, with no number of its own.
  // ("'Large' above that", "Large for anything more", "Huge beyond that": the same, after its label.)
  const noNumber = !/-?\d/.test(s.replace(/§\d+/g, " "));
  const restBefore = /^\s*(?:anything\s+|everything\s+)?(?:above|over|higher|more|greater|bigger|larger|beyond)\s*(?:that|this|it)?\s*(?:=|:|->|then|is)?\s/.test(s);
  const restAfter = /\s(?:(?:for|is|are|=|:|->)\s+)?(?:(?:anything|everything)\s+(?:above|over|higher|more|greater|bigger|larger|beyond|else)(?:\s+(?:that|this|it|those))?|(?:above|over|beyond|higher than|more than|greater than)\s+(?:that|this|it|those)|beyond)\s*$/.test(s);
  if (noNumber && (restBefore || restAfter)) {
    s = s.replace(/\b(?:anything|everything|above|over|higher|more|greater|bigger|larger|beyond|that|this|it|those|then|is|are|for|than)\b|=|:|->/g, " ");
    return { label: labelText(ctx, s, subjectWords), op: "otherwise" };
  }
  // "'50k-100k'", "'Under 50k'", "'100k+'": a quoted label that is itself a range gives the bounds.
  if (noNumber) {
    const quotes = [...s.matchAll(/§(\d+)/g)].map((m) => ctx.doc.quoted[Number(m[1])]).filter((q) => q?.kind === "quote");
    const rest = s.replace(/§\d+/g, " ").replace(/\b(?:labels?|labell?ed|each|every|all|the|a|an|as|is|are|and|or|=|:)\b/g, " ");
    if (quotes.length === 1 && wordsOf(rest).length <= 2) {
      const own = rangeText(quotes[0]!.text);
      const it = own ? parseItem(ctx, own, new Set()) : null;
      if (it && it.op !== "otherwise") return { ...it, label: quotes[0]!.text };
    }
  }
  let op: Item["op"] | null = null;
  let value: number | undefined;
  let to: number | undefined;
  const patterns: Array<[RegExp, (m: RegExpExecArray) => void]> = [
    [new RegExp(`\\bbetween\\s+${NUM}\\s+(?:and|-)\\s+${NUM}`), (m) => ((op = "between"), (value = Number(m[1])), (to = Number(m[2])))],
    [new RegExp(`${NUM}\\s+-\\s+${NUM}`), (m) => ((op = "between"), (value = Number(m[1])), (to = Number(m[2])))],
    [new RegExp(`${NUM}\\s+(?:plus|and (?:above|over|up|older|more)|or (?:more|above|over|older|higher|greater))\\b`), (m) => ((op = ">="), (value = Number(m[1])))],
    [new RegExp(`${NUM}\\s+(?:or (?:less|below|under|fewer|lower|younger))\\b`), (m) => ((op = "<="), (value = Number(m[1])))],
    [new RegExp(`(?:>=|at least|greater than or equal to|no less than|minimum of)\\s+${NUM}`), (m) => ((op = ">="), (value = Number(m[1])))],
    [new RegExp(`(?:<=|at most|less than or equal to|up to|no more than|maximum of)\\s+${NUM}`), (m) => ((op = "<="), (value = Number(m[1])))],
    [new RegExp(`(?:>|over|above|greater than|more than|higher than|exceeds|exceeding|bigger than|larger than|older than)\\s+${NUM}`), (m) => ((op = ">"), (value = Number(m[1])))],
    [new RegExp(`(?:<|under|below|less than|lower than|smaller than|fewer than|younger than)\\s+${NUM}`), (m) => ((op = "<"), (value = Number(m[1])))],
    [/\b(?:is\s+)?(?:negative|below zero|a loss)\b/, () => ((op = "<"), (value = 0))],
    [/\b(?:is\s+)?(?:positive|above zero)\b/, () => ((op = ">"), (value = 0))],
    [new RegExp(`(?:=|equals|equal to|is exactly|exactly)\\s+${NUM}`), (m) => ((op = "="), (value = Number(m[1])))],
    // "0 = 'No discount'", "0: none": an exact value, then its label.
    [new RegExp(`^\\s*${NUM}\\s*(?:=|:|->)\\s`), (m) => ((op = "="), (value = Number(m[1])))],
    [new RegExp(`\\b(?:if|when|is|at)\\s+${NUM}\\b|\\b(?:zero)\\b`), (m) => ((op = "="), (value = m[1] ? Number(m[1]) : 0))],
    // "1, 2-5, 6+": a number alone in a list of ranges is a band of its own (from it, up to it).
    [new RegExp(`^\\s*${NUM}\\s*$`), (m) => ((op = "between"), (value = Number(m[1])), (to = Number(m[1])))],
  ];
  let around: string | null = null;
  for (const [re, set] of patterns) {
    const m = re.exec(s);
    if (m) {
      set(m);
      // "1-3 days late", "more than 3 days late": a label written around its range, with no words
      // before it, is the item as written (the range is read from it).
      const before = s.slice(0, m.index).replace(/[=:]|->/g, " ");
      const after = s.slice(m.index + m[0].length);
      // ("0-2 years", "25+ years": the same with the unit alone.)
      if (!/[a-z§0-9]/.test(before) && new RegExp(`^\\s+${UNIT}\\s*$|^\\s+${UNIT}\\s+(?:late|early|old|overdue|past due|out|away|ago|left|remaining|behind|ahead|long|in advance|before|after|delayed|inactive|stale|since)\\b`).test(after)) {
        around = `${m[0]} ${after}`
          .trim()
          .replace(/(\d)\s+-\s+(-?\d)/g, "$1-$2")
          .replace(/(\d)\s+plus\b/g, "$1+")
          .split(/\s+/)
          .map((w) => displayWord(w, ctx.doc.casing))
          .join(" ");
      }
      // ("short stay under 3 days", "loyal over 36 months": the bound's unit after a label written before it is no part of it.)
      s = s.slice(0, m.index) + " " + (/[a-z§0-9]/.test(before) ? after.replace(new RegExp(`^\\s*${UNIT}(?:\\s+(?:late|early|old|overdue|past due|ago|left|remaining|behind|ahead|long|delayed|inactive|out))?(?=\\s*$)`), " ") : withoutUnit(ctx, after, subjectWords));
      break;
    }
  }
  if (!op) return null;
  // ("1 to 30 = Late" for Days Late: a label written after "=" with its capital is the label, even a word of the subject.)
  const eq = /(?:=|->)\s*([a-z][a-z0-9]*(?:\s+[a-z][a-z0-9]*){0,3})\s*$/.exec(s);
  const written = eq && eq[1]!.split(/\s+/).every((w) => /^[A-Z]/.test(ctx.doc.casing.get(w) ?? "")) ? eq[1]!.split(/\s+/).map((w, i) => small(w, i) ?? displayWord(w, ctx.doc.casing)).join(" ") : null;
  const read = around ?? labelText(ctx, s, subjectWords);
  const flat = (x: string) => x.toLowerCase().replace(/[^a-z0-9]+/g, " ").trim();
  const label = written && (!read || !flat(read).includes(flat(written))) ? written : read;
  return { label, op, value, to };
}

/**
 * "1-10 seats Small", "6-20 orders Mid": the words right after a range that say what it counts (a unit,
 * the subject or a written column's word, or lower-case words before a capitalised label) are not the label.
 */
function withoutUnit(ctx: Ctx, after: string, subjectWords: Set<string>): string {
  const words = wordsOf(after.trim());
  const named = new Set([...subjectWords, ...ctx.doc.quoted.filter((q) => q.kind !== "quote").flatMap((q) => q.text.toLowerCase().split(/[\s_]+/))].map(singular));
  const capital = (w: string) => /^[A-Z]/.test(ctx.doc.casing.get(w) ?? "");
  let k = 0;
  while (k < Math.min(2, words.length - 1) && /^[a-z]+$/.test(words[k]!) && !capital(words[k]!) && (new RegExp(`^${UNIT}$`).test(words[k]!) || named.has(singular(words[k]!)) || words.slice(k + 1).some(capital))) k++;
  return k && words.slice(k).some((w) => /[a-z§]/.test(w)) ? ` ${words.slice(k).join(" ")} ` : after;
}

/** Seconds in each time unit a band may be written in ("10s", "3 min", "2 hrs"). */
const TIME_UNITS: Array<[RegExp, number]> = [
  [/^(?:s|secs?|seconds?)$/i, 1],
  [/^(?:m|mins?|minutes?)$/i, 60],
  [/^(?:h|hrs?|hours?)$/i, 3600],
  [/^(?:d|days?)$/i, 86400],
];
const secondsIn = (unit: string | undefined): number | undefined => (unit ? TIME_UNITS.find(([re]) => re.test(unit))?.[1] : undefined);
const TIME_AT = /(\d+(?:\.\d+)?)\s*(secs?|seconds?|mins?|minutes?|hrs?|hours?|days?|[smhd])?(?![a-z])/gi;

/** "session duration (seconds)", "wait time in minutes": the unit the field is counted in, as written. */
function fieldUnit(raw: string): { word: string; seconds: number } | null {
  const m = /\(\s*(secs?|seconds?|mins?|minutes?|hrs?|hours?|days?)\s*\)|\b(?:in|as)\s+(seconds|minutes|hours|days)\b(?=\s+(?:into|as|:))/i.exec(raw);
  const word = m ? (m[1] ?? m[2])!.toLowerCase() : undefined;
  return word ? { word, seconds: secondsIn(word)! } : null;
}

/**
 * "0-10s, 11-60s, 1-3 min and 3 min+": bands written in more than one time unit (or in another unit
 * than the field's own) have their bounds converted to one unit, the field's or else the smallest
 * written; each label stays as written. Read from the request as written ("10s" keeps its unit there).
 */
function timeBands(ctx: Ctx, subjectWords: Set<string>): Item[] | null {
  const list = /(?:\binto|:)\s+([^:]+)$/i.exec(ctx.doc.raw)?.[1];
  if (!list) return null;
  const raws = list.split(/\s*(?:,|;|\band\b|\bor\b)\s*/).map((x) => x.trim()).filter((x) => /\d/.test(x));
  const units = raws.flatMap((r) => [...r.matchAll(TIME_AT)].map((m) => secondsIn(m[2])).filter((u): u is number => u !== undefined));
  const field = fieldUnit(ctx.doc.raw);
  const distinct = new Set(units);
  if (raws.length < 2 || !units.length || (distinct.size < 2 && !(field && !distinct.has(field.seconds)))) return null;
  const base = field?.seconds ?? Math.min(...distinct);
  const items: Item[] = [];
  for (const r of raws) {
    const found = [...r.matchAll(TIME_AT)];
    let k = 0;
    // ("1-3 min": a number with no unit of its own takes the next one's, else the one before.)
    const text = r.replace(TIME_AT, (_, n: string) => {
      const own = found.slice(k).find((f) => secondsIn(f[2]) !== undefined) ?? found.slice(0, k).reverse().find((f) => secondsIn(f[2]) !== undefined);
      k++;
      const per = secondsIn(own?.[2]) ?? base;
      return ` ${Number(((Number(n) * per) / base).toFixed(6))} `;
    });
    const spaced = text.toLowerCase().replace(/(\d)\s*[-–]\s*(\d)/g, "$1 - $2").replace(/(\d)\s*\+/g, "$1 plus ").replace(/\s+/g, " ");
    const it = parseItem(ctx, spaced, subjectWords);
    if (!it) return null;
    items.push(it.op === "otherwise" ? it : { ...it, label: r });
  }
  return items;
}

/** Units of weight, size and money that may follow a band's bound ("under 1 kg"). */
const MEASURE_UNIT = /^(?:kg|kgs|g|lb|lbs|oz|km|mi|miles?|m|cm|mm|ft|gb|mb|tb|kb|usd|eur|gbp|sq|sqft)$/;

/** Units a range is counted in ("3 days", "60 minutes"). */
const UNIT = "(?:days?|hours?|hrs?|minutes?|mins?|seconds?|secs?|weeks?|wks?|months?|years?|yrs?)";

/** "Under 50k" → "under 50000", "50k-100k" → "50000 - 100000", "100k+" → "100000 plus": a label read as a range. */
function rangeText(label: string): string | null {
  const t = ` ${label.toLowerCase()} `
    .replace(/[$£€,]/g, "")
    .replace(/(\d+(?:\.\d+)?)\s*([km])\b/g, (_, n: string, u: string) => String(Number(n) * (u === "k" ? 1000 : 1000000)))
    .replace(/(\d)\s*[-–]\s*(\d)/g, "$1 - $2")
    .replace(/(\d)\s*\+/g, "$1 plus ")
    .replace(/(\d)\s*<\s*/g, "$1 < ")
    .replace(/\s+/g, " ");
  return /\d/.test(t) ? t : null;
}

/** The label words of an item once its condition is gone: a quoted text or the remaining words. */
/** "Out of Stock": a connective inside a label stays in lower case, as titles write it. */
const small = (w: string, i: number): string | undefined => (i > 0 && /^(?:of|and|the|to|in|on|at|for|or|a|an)$/.test(w) ? w : undefined);

function labelText(ctx: Ctx, s: string, subjectWords: Set<string>): string | null {
  // A quoted label; a bracketed or model reference is the bucketed field, not a label.
  const ph = [...s.matchAll(/§(\d+)/g)].find((m) => ctx.doc.quoted[Number(m[1])]?.kind === "quote");
  if (ph) return placeholderText(ph[0], ctx.doc);
  s = s.replace(/§\d+/g, " ");
  // "90+ A, 80-89 B": a lone letter is a grade.
  const letter = /^\s*([a-f])\s*$/.exec(s.replace(/\b(?:if|when|then|for|as|is|are|the|label|labelled|labeled|called|named|grade|with|of|where|to|than|by)\b/g, " "));
  if (letter) return letter[1]!.toUpperCase();
  const words = wordsOf(s).filter(
    (w) =>
      !subjectWords.has(w) &&
      !/^(if|when|then|for|as|is|are|the|a|an|label|labelled|labeled|called|named|with|of|where|and|or|to|values?|that|it|them|those|these|set|be|should|than|by|range|in|into|:|bucket|buckets|group|groups|band|bands|tier|tiers|bin|bins|total|sum|average|avg)$/.test(w),
  );
  // "under 300 = low", "300 to 800 -> normal": the sign between a range and its label is not part of it.
  // ("Tenure Years - under 1": a dash or other sign standing alone is never a label.)
  let trimmed = trimFiller(words).filter((w) => /[\p{L}\p{N}&]/u.test(w));
  // ("0 = out of stock", "over 30 power user", "very active": a label of a few words keeps its inner words,
  // even ones the subject or the connectives use, when it does not open with the subject.)
  const LEAD_OUT = /^(?:if|when|then|for|as|is|are|the|a|an|label|labelled|labeled|called|named|with|where|and|or|to|that|it|them|be|should|than|by|in|into|:|=|-|->|=>|→)$/;
  const core = wordsOf(s).filter((w) => /[\p{L}\p{N}&]/u.test(w));
  while (core.length && LEAD_OUT.test(core[0]!)) core.shift();
  while (core.length && LEAD_OUT.test(core[core.length - 1]!)) core.pop();
  if (core.length > trimmed.length && core.length <= 4 && trimmed.length && !subjectWords.has(core[0]!) && !/^\d/.test(core[0]!) && trimmed.every((w) => core.includes(w)) && core.every((w) => !/^(?:under|over|above|below|between|less|more|than|plus|up|and|or|else|otherwise|from|if|when|where|then|is|are|was|were|for|by|with|as|equals|at|least|most|to|into)$/.test(w))) trimmed = core;
  // ("over 200 = Power": a label written with its capital stays, even a word that is filler elsewhere.)
  const lettered = words.filter((w) => /[\p{L}\p{N}&]/u.test(w));
  const ws = trimmed.length || !lettered.length || !lettered.every((w) => /^[A-Z]/.test(ctx.doc.casing.get(w) ?? "")) ? trimmed : lettered;
  // "0-2 years junior", "Light (under 1 kg)": the range's unit is not part of the label.
  if (ws.length > 1 && new RegExp(`^${UNIT}$`).test(ws[0]!)) ws.shift();
  if (ws.length > 1 && MEASURE_UNIT.test(ws[ws.length - 1]!)) ws.pop();
  if (ws.length > 1 && MEASURE_UNIT.test(ws[0]!)) ws.shift();
  // "says Late when ...", "labels each studio High if ...": lower-case words before a label written in
  // capitals say what the field does; the label is the capitalised words.
  const capital = (w: string) => /^[A-Z]/.test(ctx.doc.casing.get(w) ?? "");
  const firstCap = ws.findIndex(capital);
  if (firstCap > 0 && ws.slice(firstCap).every(capital) && ws.slice(0, firstCap).every((w) => /^[a-z]+$/.test(w) && !capital(w))) ws.splice(0, firstCap);
  // "Mid from 1 to 3": "from" opens the range, it is not part of the label.
  while (ws.length && /^(?:from|between)$/.test(ws[ws.length - 1]!)) ws.pop();
  while (ws.length && /^(?:from|between)$/.test(ws[0]!)) ws.shift();
  if (!ws.length) return null;
  // ("= Mid-Market": the normaliser spaced the hyphen out; the label keeps it as written.)
  const esc = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const written = ws.length > 1 ? new RegExp(`\\b${ws.map(esc).join("(\\s*[-–/]\\s*|\\s+)")}\\b`, "i").exec(ctx.doc.raw) : null;
  if (written) {
    const seps = written.slice(1).map((x) => (x.trim() ? x.trim() : " "));
    // ("65 and over = Older adult": a label with a capital keeps its words' case as written there, even when
    // another label wrote one of its words differently ("= Adult").)
    if (/[A-Z]/.test(written[0])) {
      const asWritten = written[0].split(/\s*[-–/]\s*|\s+/);
      if (asWritten.length === ws.length) return asWritten.map((w, i) => `${w}${i < seps.length ? seps[i] : ""}`).join("");
    }
    return ws.map((w, i) => `${small(w, i) ?? displayWord(w, ctx.doc.casing)}${i < seps.length ? seps[i] : ""}`).join("");
  }
  return ws.map((w, i) => small(w, i) ?? displayWord(w, ctx.doc.casing)).join(" ");
}

function splitItems(list: string): string[] {
  // ("anything else = 'Low'", "everything else: Other": the open band, said with a sign.)
  let s = list.replace(/\b(?:anything|everything|all)\s+else\s*(?:=|:|->|is|gets?|becomes?)\s*/g, "otherwise ");
  s = s.replace(new RegExp(`\\bbetween\\s+${NUM}\\s+and\\s+${NUM}`, "g"), "$1 - $2");
  // "3 to under 8", "2 up to but not including 10": a range whose upper end belongs to the next band.
  s = s.replace(new RegExp(`${NUM}\\s+(?:(?:to|-)\\s+(?:under|below|less than|up to but not including)|up to but (?:not including|excluding)|(?:to|up to|until)\\s+just\\s+(?:under|below))\\s+${NUM}`, "g"), "$1 - $2");
  // "from 0.02 to 0.05" (percents read as fractions after the request's own "from 2 to 5" became "2 - 5").
  s = s.replace(new RegExp(`${NUM}\\s+(?:to|through|thru)\\s+${NUM}`, "g"), "$1 - $2");
  // ("0.7 up to 0.9 is Medium": a range from one bound up to the next.)
  s = s.replace(new RegExp(`${NUM}\\s+up\\s+to\\s+${NUM}`, "g"), "$1 - $2");
  // "65 and over" is one open band; "50 - 100 and over 100" is two items ("over" takes the next number).
  s = s.replace(new RegExp(`${NUM}\\s+and\\s+(above|over|up|older|more)\\b(?!\\s+-?\\d)`, "g"), "$1 plus");
  s = s.replace(new RegExp(`${NUM}\\s+or\\s+(more|above|over|older|higher|greater)\\b(?!\\s+-?\\d)`, "g"), "$1 plus");
  s = s.replace(new RegExp(`${NUM}\\s+or\\s+(less|below|under|fewer|lower|younger)\\b(?!\\s+-?\\d)`, "g"), "$1 orless");
  // "'Below C' otherwise", "Other for everything else": a trailing marker keeps its label as the otherwise item.
  s = s.replace(/(§\d+|[a-z][a-z0-9]*)\s+(?:otherwise|else|for (?:everything|anything|all) else|for the rest|for all others)\s*$/, "otherwise $1");
  return s
    .split(/\s*(?:,|;|\s\/\s|\bor\b|\band\b|\belse\b(?=\s)|\botherwise\b(?=\s))\s*/)
    .map((x, i, all) => {
      // Re-attach "else"/"otherwise" to the item that follows it.
      void all;
      return x.replace(/orless/g, "or less");
    })
    .filter((x) => x.trim().length > 0);
}

function toRules(items: Item[], style: NumberStyle): BucketRule[] | null {
  const conds = items.filter((i) => i.op !== "otherwise");
  const other = items.find((i) => i.op === "otherwise");
  if (conds.length === 0) return null;
  const up = conds.every((i) => i.op === ">" || i.op === ">=");
  const down = conds.every((i) => i.op === "<" || i.op === "<=");
  const rules: BucketRule[] = [];
  if (up || down || conds.every((i) => i.op === "=")) {
    // A cascade ("High if > 500, Medium if > 100, else Low"): the order given is the order tested.
    for (const i of conds) rules.push({ op: i.op as Op, value: i.value, label: labelFor(i, style) });
  } else {
    // Ranges ("under 18, 18-64, 65+"): sorted from low to high, each tested by its upper bound.
    // Exact values ("0 = 'No discount'") are tested first, before the ranges that contain them.
    for (const i of conds) if (i.op === "=") rules.push({ op: "=", value: i.value, label: labelFor(i, style) });
    const lo = (i: Item) => (i.op === "<" || i.op === "<=" ? -Infinity : i.op === ">" ? i.value! + 1e-9 : i.value!);
    const sorted = conds.filter((i) => i.op !== "=").sort((a, b) => lo(a) - lo(b));
    sorted.forEach((i, idx) => {
      const last = idx === sorted.length - 1;
      if (i.op === ">" || i.op === ">=") {
        if (last && !other) rules.push({ op: "otherwise", label: labelFor(i, style) });
        else rules.push({ op: i.op, value: i.value, label: labelFor(i, style) });
      } else if (i.op === "between") {
        // "1-3, 3-5, 5+": ranges that share an end give it to the next one ("5+" holds 5).
        // ("0-30, 31-60, 60+" writes whole-number ranges that include both ends, so 60 stays in "31-60".)
        const next = sorted[idx + 1];
        const inclusiveStyle = sorted.some((a, k) => k > 0 && a.op === "between" && sorted[k - 1]!.op === "between" && a.value === sorted[k - 1]!.to! + 1);
        const shared = !inclusiveStyle && !!next && (next.op === "between" || next.op === ">=") && next.value === i.to;
        // "18.5 to 24.9, 25 to 29.9": a decimal upper end written one step (of its last digit) under the
        // next band's start means the band runs up to that start (24.95 is still Normal). (Whole-number
        // ranges, "0-9, 10-19", keep their written ends.)
        const step = 10 ** -(String(i.to).split(".")[1]?.length ?? 0);
        const gapless = step < 1 && !!next && next.op !== "<" && next.op !== "<=" && next.value !== undefined && Math.abs(next.value - i.to! - step) < step / 1000;
        if (gapless) rules.push({ op: "<", value: next.value, label: labelFor(i, style) });
        else rules.push({ op: shared ? "<" : "<=", value: i.to, label: labelFor(i, style) });
      }
      else rules.push({ op: i.op as Op, value: i.value, label: labelFor(i, style) });
    });
  }
  // "70-79 C, ... otherwise Below C": when the lowest range has a floor, values under it take the
  // otherwise label (tested first), not the lowest range's.
  const floor = rules.length && !(up || down) ? conds.filter((i) => i.op === "between").map((i) => i.value!).sort((a, b) => a - b)[0] : undefined;
  const openBelow = conds.some((i) => i.op === "<" || i.op === "<=");
  if (other && floor !== undefined && !openBelow) {
    rules.unshift({ op: "<", value: floor, label: labelFor(other, style) });
    // "'Full' if 20 or more, 'OK' for 10-19, otherwise 'Low'": the otherwise label went below the floor;
    // an open top band that meets the range under it is then what is left.
    const top = rules[rules.length - 1]!;
    const under = rules[rules.length - 2];
    const meets = under && typeof under.value === "number" && typeof top.value === "number" && (under.value === top.value || (under.op === "<=" && Number.isInteger(under.value) && top.value === under.value + 1 && top.op === ">="));
    if ((top.op === ">=" || top.op === ">") && meets) {
      rules[rules.length - 1] = { op: "otherwise", label: top.label };
      return rules;
    }
  }
  if (other) rules.push({ op: "otherwise", label: labelFor(other, style) });
  return rules;
}

const TRIGGER =
  /\b(grade|grades|grading|nested if|ifs|if statement|bucket|buckets|bucketed|bucketing|bin|bins|binned|band|bands|banding|tier|tiers|tiered|categori[sz]e|categori[sz]ed|categories|classify|classified|classification|segment|segments|segmented|group|groups|grouped|grouping|label|labels|labelled|labeled|bracket|brackets|ranges|split|cluster|grade|rate them as)\b/;

/** "each deal 'Under 10k', '10k-50k'": a verb's object that runs into the quoted labels names no field. */
function quotedLabelIn(ctx: Ctx, phrase: string): boolean {
  return [...phrase.matchAll(/§(\d+)/g)].some((m) => ctx.doc.quoted[Number(m[1])]?.kind === "quote");
}

function subjectOf(ctx: Ctx): { field: FieldRef; agg?: Agg } | null {
  const t = ctx.t;
  // "group customers by total sales into ...": the value is after "by".
  // ("label each deal 'Under 10k', '10k-50k' or '50k+' by Amount": or at the end, after the labels.)
  const by =
    /\b(?:by|based on|according to|on|using)\s+(?:their\s+|its\s+)?(.+?)\s*(?:\s(?:into|as|in|with)\b|:|\?|\||\s§|(?=\s(?:under|below|over|above|less than|more than|<|>)\s*-?\d))/.exec(t) ??
    (/§\d+.*§\d+/.test(t) || labelledBands(t) ? /\b(?:by|based on|according to|using)\s+(?:their\s+|its\s+|the\s+)?((?:§\d+|[a-z_]+)(?:\s+[a-z_]+){0,2})\s*$/.exec(t) : null);
  // ("customer tier: Gold if ...": a noun before a colon names the result, not what is bucketed.)
  // ("bucket Bid Value under 50000 = ...": the first range ends the name too.)
  // (After "label" or "flag" the words before a range are its label: "label small under 2, ...".)
  const verb =
    // (Said as a verb, at the start of the ask: "tenure band from ..." names the result, it bands nothing.)
    /(?:^\s*|[,;:|]\s*|\b(?:to|and|please|pls|can you|could you|i want to|we need to|need to|i need to)\s+)(?:bucket|bin|band|tier|categori[sz]e|classify|segment|group|divide|grade|cluster)\s+(?!:)(?:the\s+)?(.+?)\s+(?:(?:into|as|in|by|based on|according to|with|using|where|when|if|under|below|over|above|less than|more than|between)\b|:|(?=-?\d))/.exec(t) ??
    /\b(?:bucket|bin|band|tier|categori[sz]e|classify|segment|group|label|split|put|divide|grade|sort|cluster|flag)\s+(?!:)(?:the\s+)?(.+?)\s+(?:(?:into|as|in|by|based on|according to|with|using|where|when|if)\b|:)/.exec(t);
  // (A placeholder starts with "§", where \b does not hold, hence the lookbehind.)
  const noun = /(?<![a-z0-9_§])([a-z§0-9_]+(?:\s+[a-z§0-9_]+)?)\s+(?:buckets|bucket|bins|bin|bands|band|groups|group|tiers|tier|brackets|bracket|ranges|categories|segments|classes|levels)\b/.exec(t);
  // ("'Full' if Attendees is 20 or more": the field named in a label's clause.)
  const cond = /\b(?:if|when|where)\s+(§\d+|[a-z_]+(?:\s+[a-z_]+)?)\s+(?:is\s+)?(?:>|<|>=|<=|=|over|under|above|below|greater|less|more|at least|at most|between|negative|positive|-?\d+(?:\.\d+)?\s+(?:or|and|plus|-)\b)/.exec(t);
  let phrase: string | null = null;
  let agg: Agg | undefined;
  // "defect rate is in column G as a percent | label it Pass if ...": "it" is what the sentence before was about.
  // ("Score is in column C. label it ...", read apart from its context: the one column the context named, or what it is about.)
  const pronoun =
    verb && /^(?:it|them|this|these|those|that)\b/.test(verb[1]!)
      ? (earlierSubject(t.slice(0, verb.index)) ?? (ctx.doc.context?.length === 1 ? ctx.doc.context[0]!.name.toLowerCase() : earlierSubject((ctx.doc.contextText ?? "").toLowerCase().replace(/[.!?;]+/g, " | "))))
      : null;
  // ("Using the Age field: under 18 = ...", "from the tenure_years column": a field the request names as a field.)
  const namedField = /\b(?:using|use|from|with|on|of|off|based on)\s+(?:the\s+)?((?:§\d+|[a-z_][a-z0-9_]*)(?:\s+[a-z_][a-z0-9_]*){0,2})\s+(?:field|column|col)\b/.exec(t);
  if (pronoun) phrase = pronoun;
  else if (namedField && !/^(?:same|this|that|new|calculated|calc|date)$/.test(namedField[1]!)) phrase = namedField[1]!;
  else if (by && verb && ENTITIES.has(singular(trimFiller(wordsOf(cut(verb[1]!)), ctx.doc.casing).pop() ?? ""))) phrase = by[1]!;
  else if (verb && !/^(them|it|these|those|values?|rows?|records?|data|buckets?|groups?|bands?|tiers?|bins?|ranges?|brackets?|categories|labels?)$/.test(cut(verb[1]!)) && !quotedLabelIn(ctx, verb[1]!)) phrase = verb[1]!;
  else if (cond) phrase = cond[1]!;
  // ("deals in tiers by Deal Value": the things tiered, then the value they are tiered by.)
  else if (noun && by && ENTITIES.has(singular(wordsOf(cut(noun[1]!))[0] ?? ""))) phrase = by[1]!;
  else if (noun) phrase = noun[1]!;
  else if (by) phrase = by[1]!;
  if (!phrase) return null;
  phrase = cut(phrase);
  const words = trimFiller(wordsOf(phrase), ctx.doc.casing);
  if (words[0] === "total" || words[0] === "sum") {
    agg = "sum";
    words.shift();
  }
  if (words[0] === "average" || words[0] === "avg") {
    agg = "avg";
    words.shift();
  }
  // "age groups", "age group": the subject is age.
  while (words.length > 1 && /^(groups?|bands?|buckets?|tiers?|brackets?|bins?|ranges?|categories|segments|classes|levels)$/.test(words[words.length - 1]!)) words.pop();
  if (!words.length) return null;
  const field = ctx.field(words.join(" "));
  if (!field) return null;
  // ("bucket customers by sales": each customer's total; "bucket accounts by [seats]", "group users by days active":
  // a column each row already holds for the thing, read as it is.)
  const additive = /\b(?:sales|revenue|spend|spending|amount|orders|purchases|profit|cost|costs|value|gmv|visits|sessions|transactions|bookings|calls|tickets|units|quantity|payments|donations|gifts|claims|deposits)$/i.test(field.name);
  if (!agg && by && verb && additive && !PLACEHOLDER.test(phrase) && ENTITIES.has(singular(trimFiller(wordsOf(cut(verb[1]!)), ctx.doc.casing).pop() ?? ""))) agg = "sum";
  return { field, agg };
}

/**
 * "under 1000 Low, 1000-9999 Medium, 10000 and above High": two or more bands, each a range of numbers
 * with a word after it, are a bucket list even with no bucket word.
 */
function labelledBands(t: string): boolean {
  const band = new RegExp(`(?:(?:under|below|over|above|less than|more than|<|>)\\s+${NUM}|${NUM}\\s+-\\s+${NUM}|${NUM}\\s*(?:plus|\\+|and (?:above|over|up)|or (?:more|above|over)))\\s+[a-z]+`, "g");
  return /,/.test(t) && [...t.matchAll(band)].length >= 2;
}

/** "bmi category: ...", "Risk Level: ...": the field the result's name (written before the colon) is of. */
function titledSubject(ctx: Ctx): { field: FieldRef } | null {
  const m = /^\s*([A-Za-z][\w ]{0,40}?)\s+(?:category|categories|class|classes|group|band|tier|bucket|label|segment|level|status|range|bracket)\s*:/.exec(ctx.doc.raw);
  if (!m) return null;
  const words = trimFiller(wordsOf(m[1]!.toLowerCase()), ctx.doc.casing);
  if (!words.length || words.length > 3 || words.some((w) => /^(?:calc|calculated|column|measure|field|formula|new|a|an|the|for)$/.test(w))) return null;
  // (Its capitals as written: "BMI category:".)
  const written = m[1]!.trim().replace(/\s+/g, " ");
  const field = ctx.field(written.toLowerCase() === words.join(" ") ? written : words.join(" "));
  return field ? { field } : null;
}

/** The thing a sentence before the ask is about: the name it wrote out, or the words that open it ("defect rate is ..."). */
function earlierSubject(before: string): string | null {
  const sentences = before.split("|").filter((x) => x.trim());
  if (sentences.length === 0) return null;
  const last = sentences[sentences.length - 1]!;
  const written = /§\d+/.exec(last);
  if (written) return written[0];
  const m = /^\s*(?:(?:i|we)\s+(?:have|got|use|keep|track)\s+)?(?:(?:the|our|my|a|an)\s+)?([a-z_]+(?:\s+[a-z_]+){0,2}?)\s+(?:is|are|was|were|as|has|have|holds?|column|field)\b/.exec(last);
  return m ? m[1]! : null;
}

/** "group countries: US and Canada as North America, UK as Europe, others as Rest of World". */
function categoricalRules(ctx: Ctx, list: string): BucketRule[] | null {
  const rules: BucketRule[] = [];
  const items = list.split(/\s*[,;]\s*/).filter((x) => x.trim());
  for (const item of items) {
    const m = /^(?:and\s+)?(.+?)\s+(?:as|=|to|becomes?|map(?:s|ped)? to|go(?:es)? (?:to|in|into)|in|into)\s+(.+)$/.exec(item.trim());
    if (!m) return null;
    const label = labelOf(ctx, m[2]!);
    const left = m[1]!.trim();
    if (/^(?:all\s+)?(?:others?|the rest|rest|everything else|anything else|else|other values)$/.test(left)) {
      rules.push({ op: "otherwise", label });
      continue;
    }
    const values = left
      .split(/\s+(?:and|or|&)\s+|\s*\/\s*/)
      .map((v) => v.trim())
      .filter(Boolean)
      .map((v) => (PLACEHOLDER.test(v) ? (placeholderText(v, ctx.doc) ?? v) : v.split(" ").map((w) => displayWord(w, ctx.doc.casing)).join(" ")));
    if (!values.length || values.some((v) => /^\d/.test(v))) return null;
    rules.push({ op: "in", values, label });
  }
  const conds = rules.filter((r) => r.op === "in");
  if (!conds.length) return null;
  const other = rules.find((r) => r.op === "otherwise");
  return other ? [...conds, other] : [...conds, { op: "otherwise", label: "Other" }];
}

function labelOf(ctx: Ctx, raw: string): string {
  const t = raw.trim();
  if (PLACEHOLDER.test(t)) return placeholderText(t, ctx.doc) ?? t;
  return t
    .split(" ")
    .map((w) => (/^(of|and|the|to|in)$/.test(w) ? w : displayWord(w, ctx.doc.casing)))
    .join(" ");
}

/**
 * "from 2% to 5%", "10-20%": percents the request left as words (it turns only "under 2%" into 0.02)
 * become the same fractions, so every bound of one list is on one scale.
 */
function percentsAsFractions(t: string): string {
  return t
    .replace(new RegExp(`${NUM}\\s*(?:percent\\s*)?-\\s*${NUM}\\s+percent\\b`, "g"), (_, a: string, b: string) => `${fraction(Number(a))} - ${fraction(Number(b))}`)
    .replace(new RegExp(`${NUM}\\s+percent\\s*\\+`, "g"), (_, n: string) => `${fraction(Number(n))} plus `)
    .replace(new RegExp(`${NUM}\\s+percent\\b`, "g"), (_, n: string) => String(fraction(Number(n))));
}

export function parseBuckets(ctx: Ctx): Intent | null {
  // ("AVG of Test Score where Grade Level = 8 and Subject = 'Math'": an aggregate with a test, no labels.)
  if (/^\s*(?:avg|average|mean|sum|total|count|median|min|max|minimum|maximum)\s+(?:of\s+)?/.test(ctx.t) && /\bwhere\b/.test(ctx.t) && !/\b(?:band|bands|bucket|buckets|tier|tiers|group|groups|label|labels|category|categories|segment|segments|else|otherwise|then)\b/.test(ctx.t)) return null;
  // "label Healthy if health score >= 70, At Risk if 40-69, otherwise Churn Risk": the field is named in the
  // first band only; read as "label health score: Healthy if >= 70, At Risk if 40-69, otherwise Churn Risk".
  const firstNamed = new RegExp(`^\\s*(?:(label|labels|tag|tags|classify|bucket|group|mark|categori[sz]e)\\s+)?((?:§\\d+|[a-z]+)(?:\\s+[a-z]+){0,2}?)\\s+(?:if|when|where)\\s+((?:§\\d+|[a-z_]+)(?:\\s+[a-z_]+){0,2}?)\\s+((?:is\\s+|are\\s+)?(?:>=|<=|>|<|=|under|over|above|below|less than|more than|greater than|at least|at most|between|from|-?\\d)[^,]*\\s*,\\s*.*\\b(?:if|when|for|otherwise|else|above|below|over|under)\\b.*)$`).exec(ctx.t);
  const opWord = /^(?:over|under|above|below|between|more|less|greater|at|from|is|are|it|they|its|the|a|an)\b/;
  if (firstNamed && !/^(?:if|when|where|the|a|an)$/.test(firstNamed[2]!) && !opWord.test(firstNamed[3]!) && !/\bas\b/.test(firstNamed[2]!)) ctx.t = `${firstNamed[1] ?? "label"} ${firstNamed[3]} : ${firstNamed[2]} if ${firstNamed[4]}`;
  if (parseConditionalValue(ctx.fork(ctx.t))) return null;
  // ("0-7, 8-30, 31+ for the 311 tickets": what the bands are for, after a list ending in a number, is no label.)
  ctx.t = ctx.t.replace(/(\d\s*\+|\d\s+plus|\d)\s+(?:for|across|in|on)\s+(?:the|all|our|every|each|my)\s+(?:\d+\s+)?[a-z_]+(?:\s+[a-z_]+){0,2}\s*$/, "$1");
  // ("Heavy (10 GB+)": the plus after a unit opens the band as it does after the number.)
  ctx.t = percentsAsFractions(ctx.t).replace(new RegExp(`${NUM}\\s*(?:kg|kgs|lbs?|km|miles?|gb|mb|tb|usd|eur|gbp)\\s*\\+`, "g"), "$1 plus ");
  // Text values mapped to groups (no numbers in the list).
  const cat = /\b(?:group|groups|grouping|map|maps|categori[sz]e|categori[sz]es|classify|classifies|bucket|label|combine)\s+(?:the\s+)?(§\d+|[a-z_]+(?:\s+(?!into\b|as\b|by\b|to\b|with\b)[a-z_]+)?)\s+(?:into\s+(?:[a-z_]+\s*)?)?(?::|with|so that|such that)?\s*(.+\s(?:as|=|to|becomes?|into)\s.+)$/.exec(ctx.t);
  if (cat && !/\d/.test(cat[2]!)) {
    const rules = categoricalRules(ctx, cat[2]!.replace(/^\s*:\s*/, ""));
    const field = ctx.field(cat[1]!, { asDimension: !PLACEHOLDER.test(cat[1]!) });
    if (rules && field) return { family: "buckets", subject: { field }, rules, name: `${field.name} Group` };
  }
  const hasIf = /\bif\b.+\bthen\b|\b(?:else|otherwise)\b/.test(ctx.t);
  if (!TRIGGER.test(ctx.t) && !hasIf && !labelledBands(ctx.t)) return null;
  // Fixed-width bins: "age in 10-year bins", "bins of 50".
  const width = new RegExp(`\\b(?:bins?|buckets?|bands?|groups?|intervals?|ranges?|increments?|steps?)\\s+(?:of|with|sized?|every)\\s+(?:size\\s+|width\\s+)?${NUM}|\\b${NUM}\\s*(?:year|unit|point|dollar|day|pound|euro)?s?\\s+(?:wide\\s+)?(?:bins?|buckets?|bands?|groups?|intervals?|increments?|ranges?|brackets?)\\b|\\bevery\\s+${NUM}\\b`).exec(ctx.t);
  // "session duration (seconds)": the unit the field is counted in is no part of its name.
  const counted = fieldUnit(ctx.doc.raw);
  if (counted) ctx.t = ctx.t.replace(new RegExp(`\\s+${counted.word}(?=\\s+(?:into|in|as|by|:))`), " ");
  let subject = subjectOf(ctx);
  // "..., 10000 and above High based on Claims[Claim Amount]": the field named after the list is no part of its last label.
  if (subject) ctx.t = ctx.t.replace(/(\d[^|]*?)\s+(?:based on|according to|using|by)\s+(?:their\s+|its\s+|the\s+)?(?:§\d+|[a-z_]+(?:\s+[a-z_]+){0,2})\s*$/, "$1");
  // "bmi category: under 18.5 Underweight, ...": the field named in the result's name before the colon.
  subject ??= titledSubject(ctx);
  // Letter grades are given for a score.
  if (subject && /^(grades?|grading|nested|if|ifs)$/i.test(subject.field.name)) subject = null;
  if (!subject && /\bgrad(e|es|ing)\b/.test(ctx.t)) subject = { field: ctx.assume("Score") };
  if (width && subject && !/,/.test(ctx.t)) {
    const w = Number(width[1] ?? width[2] ?? width[3]);
    if (w > 0) return { family: "buckets", subject, rules: [], width: w, name: `${subject.field.name} Bin` };
  }
  const subjectWords = new Set(subject ? wordsOf(subject.field.name.toLowerCase()) : []);
  // ("Grade Pct": the text reads "pct" as "percent".)
  if (subjectWords.has("pct")) subjectWords.add("percent");
  for (const w of ["sales", "age", "profit", "revenue", "score", "amount", "value"]) if (subjectWords.size === 0) subjectWords.add(w);

  let items: Item[] = [];
  // "if X > 1000 then 'High' else if X > 500 then 'Medium' else 'Low'"; the later tests may leave
  // the subject out: "if score >= 90 then A, >= 80 then B, else C".
  const ifThen = [...ctx.t.matchAll(/(?:\b(?:else\s*if|elseif|elif|if|when)\s+|,\s*(?=(?:>=|<=|>|<|=|over\b|under\b|above\b|below\b|at least\b|at most\b)))(.+?)\s+then\s+(§\d+|-?\d+(?:\.\d+)?(?![\d.])|[a-z][a-z0-9 ]*?)(?=\s*(?:,|\belse\b|\belseif\b|\botherwise\b|\bend\b|\||$|\belif\b|\bwhen\b))/g)];
  if (ifThen.length) {
    for (const m of ifThen) {
      // "if profit > 0 then sales else 0" returns values, not labels: a flag with values.
      if (typeof flagValue(ctx, m[2]!) !== "string") return null;
      const it = parseItem(ctx, m[1]!, subjectWords);
      if (!it) return null;
      it.label = PLACEHOLDER.test(m[2]!) ? placeholderText(m[2]!, ctx.doc) : labelText(ctx, m[2]!, new Set());
      items.push(it);
    }
    const els = /\b(?:else|otherwise)\s+(§\d+|[a-z][a-z0-9 ]*?)(?=\s*(?:,|\bend\b|\||$))/.exec(ctx.t);
    if (els) items.push({ label: PLACEHOLDER.test(els[1]!) ? placeholderText(els[1]!, ctx.doc) : labelText(ctx, els[1]!, new Set()), op: "otherwise" });
  } else {
    const markers = [...ctx.t.matchAll(/(?:\binto|\bas|:)\s+/g)].map((m) => [m[0], ctx.t.slice(m.index + m[0].length)] as const).filter(([, tail]) => /\d/.test(tail));
    const list =
      markers[markers.length - 1] ??
      /(?:\binto|\bas|:)\s+(.+)$/.exec(ctx.t) ??
      /\b(?:with (?:the )?(?:bands?|tiers?|buckets?|groups?|ranges?|categories|labels?)|bands?|tiers?|buckets?|groups?|ranges?|brackets?|categories)\s+(.+)$/.exec(ctx.t);
    // "tenure band from [Tenure Years] - under 1, 1-5, over 5": a dash after the subject opens the list.
    const dash = markers.length ? null : /^((?:(?!\s-\s).)+?)\s-\s+(?=[a-z])(.+)$/.exec(ctx.t);
    const dashList = dash && !/\d/.test(dash[1]!.replace(/§\d+/g, " ")) && /,/.test(dash[2]!) ? ([dash[0], dash[2]!] as const) : null;
    // ("defect rate as a percent | label it Pass if under 2%, ...": a sentence before the list with no number is not part of it.)
    const segments = ((dashList ?? list)?.[1] ?? ctx.t).split("|");
    while (segments.length > 1 && !/\d/.test(segments[0]!.replace(/§\d+/g, " "))) segments.shift();
    const body = segments.join("|");
    const timed = timeBands(ctx, subjectWords);
    if (timed) items.push(...timed);
    else
      for (const raw of splitItems(body)) {
        const it = parseItem(ctx, raw, subjectWords);
        if (it) items.push(it);
      }
    // "else"/"otherwise" may trail the list: "..., Low otherwise"
    // The word after "otherwise" wins over one before it: in "Loss when negative otherwise Profit"
    // "negative" is the condition, "Profit" the label.
    // ("otherwise very late": the label runs to the end of the list, up to three words.)
    const els = /\b(?:else|otherwise)\s*(?:=|:|->)?\s+(?:as\s+)?(§\d+|[a-z]+(?:\s+[a-z]+){0,2}(?=\s*$)|[a-z]+)\b/.exec(ctx.t) ?? /\b(§\d+|[a-z]+)\s+(?:otherwise|for everything else|for the rest)\b/.exec(ctx.t);
    if (els && !items.some((i) => i.op === "otherwise")) {
      const tok = els[1]!;
      items.push({ label: PLACEHOLDER.test(tok) ? placeholderText(tok, ctx.doc) : tok.split(/\s+/).map((w) => displayWord(w, ctx.doc.casing)).join(" "), op: "otherwise" });
    }
  }
  items = items.filter((i, idx) => i.op !== "otherwise" || items.findIndex((j) => j.op === "otherwise") === idx);
  if (items.filter((i) => i.op !== "otherwise").length === 0) return null;
  // A single "if" with a non-numeric condition is a flag, not a bucket.
  let subj = subject;
  // ("one row per respondent with a BMI field. i need a category: under 18.5 ...": the one field the context named.)
  const said = /\b(?:with|has|have)\s+(?:an?|the|one)\s+([a-z][\w ]{0,30}?)\s+(?:field|column)\b/i.exec(ctx.doc.contextText ?? "");
  if (!subj && said && items.filter((i) => i.op !== "otherwise").length >= 2) {
    const f = ctx.field(said[1]!);
    if (f) subj = { field: f };
  }
  if (!subj && items.filter((i) => i.op !== "otherwise").length >= 2) subj = { field: ctx.assume("Value") };
  if (!subj) {
    const cond = /\b(?:if|when|where)\s+(§\d+|[a-z_]+(?:\s+[a-z_]+)?)\s+(?:is\s+)?(?:>|<|>=|<=|=|over|under|above|below|greater|less|more|at least|at most|between)/.exec(ctx.t);
    const f = cond ? ctx.field(cond[1]!) : null;
    if (!f) return null;
    subj = { field: f };
  }
  const rules = toRules(items, numberStyle(ctx.doc.raw));
  if (!rules) return null;
  return { family: "buckets", subject: subj, rules, name: `${subj.field.name} ${/tier/.test(ctx.t) ? "Tier" : /band/.test(ctx.t) ? "Band" : "Group"}` };
}

/** Words that name a numeric field rather than a label when written after "then". */
const MEASURE_WORDS = new Set(
  "sales revenue profit cost costs amount price quantity qty value discount spend income margin units tax fee fees budget target score balance total".split(" "),
);

/** "then sales" → the Sales field; "then 0" → 0; "then 'High'" or "then High" → a label. */
function flagValue(ctx: Ctx, token: string): FlagValue {
  if (PLACEHOLDER.test(token)) {
    const q = ctx.doc.quoted[Number(PLACEHOLDER.exec(token)![1])]!;
    return q.kind === "quote" ? q.text : ctx.field(token)!;
  }
  if (/^-?\d+(\.\d+)?$/.test(token)) return Number(token);
  if (/^(null|blank|nothing|empty)$/.test(token)) return null;
  if (/^(zero)$/.test(token)) return 0;
  const words = token.trim().split(/\s+/);
  if (MEASURE_WORDS.has(words[words.length - 1]!) && !labelPhrase(words)) return ctx.field(token)!;
  return token
    .split(" ")
    .map((w) => displayWord(w, ctx.doc.casing))
    .join(" ");
}

/** Words that open a status, never a column's name ("Over Budget", "Within Target", "Below Cost", "High Spend"). */
const STATUS_LEAD = /^(?:over|under|within|above|below|on|off|in|out|not|no|non|at|behind|ahead|past|beyond|near|missed|met|hit|exceeded|exceeds|short|high|low|good|bad|poor|strong|weak)$/;

/**
 * "Over Budget if [Actual] > [Budget], else Within Budget": a phrase of several words that opens like a
 * status is a label, though it ends in a measure's word ("then Net Sales else 0" still returns a field).
 */
function labelPhrase(words: string[]): boolean {
  return words.length >= 2 && STATUS_LEAD.test(words[0]!);
}

/** "the order was shipped late": a thing compared with a description, not a field with a value. */
function vague(conditions: Condition[]): boolean {
  return conditions.some((c) => c.op === "=" && typeof c.value === "string" && ENTITIES.has(singular(c.field.name.toLowerCase())) && !/ /.test(c.field.name));
}

/** "show sales only when profit is positive, otherwise 0", "sales if region is East else 0". */
function parseConditionalValue(ctx: Ctx): Intent | null {
  // "Commission = 5% of Sales if Sales > 10000 else 0": a label, then a share of a field as the value.
  const labelled = /^\s*([a-z][a-z0-9_ ]{0,40}?)\s*(?:=|:)\s+(-?\d+(?:\.\d+)?\s+percent\s+of\s+.+)$/.exec(ctx.t.trim());
  const text = labelled ? labelled[2]! : ctx.t.trim();
  const share = /^\s*(-?\d+(?:\.\d+)?)\s+percent\s+of\s+(?:the\s+)?/.exec(text);
  const body = share ? text.slice(share[0].length) : text;
  // ("label Late if ... else On Time": the verb is not part of the label; a label may be a few words.)
  const m = /^\s*(?:show|return|display|give|use|keep|label|mark|flag|tag)?\s*(?:me\s+|it\s+|them\s+|rows\s+)?(?:as\s+)?(?:the\s+)?(§\d+|[a-z_]+(?:\s+(?!only\b|when\b|if\b|where\b)[a-z_]+)?)\s+(?:only\s+)?(?:when|if|where|whenever)\s+(.+?)(?:\s*,?\s*(?:otherwise|else|or else|and otherwise)\s+(?:show\s+|return\s+|use\s+|label\s+|as\s+)?(§\d+|-?\d+(?:\.\d+)?|(?!the\b|its\b|their\b|it\b)[a-z_]+(?:\s+[a-z_]+){0,2}|[a-z_]+))?\s*$/.exec(body);
  if (!m || (!m[3] && !share && !/\bonly\s+(?:when|if)\b/.test(ctx.t) && !/^\s*(?:show|return|display|output|print|label|mark|put)\b/.test(ctx.t))) return null;
  if (share) {
    const f = ctx.field(m[1]!);
    if (!f) return null;
    const conditions = takeFilters(ctx.fork(`where ${m[2]!.replace(/\b(?:the|a|an)\s+/g, "")}`));
    if (!conditions.length || vague(conditions)) return null;
    const yes: FlagValue = { scaled: f, factor: Number((Number(share[1]) / 100).toFixed(10)) };
    const no = m[3] ? flagValue(ctx, m[3]) : 0;
    const label = labelled ? trimFiller(wordsOf(labelled[1]!), ctx.doc.casing).map((w) => displayWord(w, ctx.doc.casing)).join(" ") : "";
    return { family: "flag", conditions, match: /\bor\b/.test(m[2]!) ? "any" : "all", yes, no, name: label || `${f.name} ${share[1]}%` };
  }
  // ("label it High if over 80, Mid from 50 to 80, ...": a test that names no field is a band of a list, for the buckets.)
  if (/^\s*(?:over|under|above|below|more than|less than|at least|at most|greater than|between|>=|<=|>|<)\s/.test(m[2]!)) return null;
  const yes = flagValue(ctx, m[1]!);
  const labelVerb = /^\s*(?:show|return|display|output|print|label|mark|put)\b/.test(ctx.t);
  // ("Over Budget if [Actual] > [Budget], else Within Budget": two labels around a test of one field against
  // another, which no bucket list can hold; a test against a number is left to the buckets.)
  const twoLabels = typeof yes === "string" && !labelVerb && !!m[3] && typeof flagValue(ctx, m[3]) === "string";
  if (yes === null || (typeof yes !== "object" && !labelVerb && !twoLabels)) return null;
  const conditions = takeFilters(ctx.fork(`where ${m[2]!.replace(/\b(?:the|a|an)\s+/g, "")}`));
  if (!conditions.length || vague(conditions)) return null;
  if (twoLabels && !conditions.every((c) => c.value !== null && typeof c.value === "object")) return null;
  // "show Unknown when region is blank": a default for the empty field, read by the null-default parser.
  if (!m[3] && conditions.length === 1 && conditions[0]!.op === "isnull") return null;
  const no = m[3] ? flagValue(ctx, m[3]) : typeof yes === "string" ? (yes === "Yes" ? "No" : `Not ${yes}`) : null;
  const name = typeof yes === "object" && !isScaled(yes) ? `${yes.name} (Conditional)` : twoLabels ? `${String(yes)} Flag` : `${conditions[0]!.field.name} Flag`;
  return { family: "flag", conditions, match: /\bor\b/.test(m[2]!) ? "any" : "all", yes, no, name };
}

export function parseFlag(ctx: Ctx): Intent | null {
  const cv = parseConditionalValue(ctx);
  if (cv) return cv;
  // "is the order late? ship date after due date": a yes/no question about each row.
  const trigger =
    /\b(flag|flags|flagged|mark|marks|label|labels|tag|tags|boolean|true false|true or false|yes no|yes or no|indicator|identify|is it|whether|categori[sz]e|classify|true (?:when|if|where)|false (?:when|if|where))\b|^\s*is (?:the |this |an? |each )?[a-z_]+ (?:late|overdue|delayed|early|on time|expired)\b/;
  const ifThen =
    // ("if [Actual] > [Budget] then Over Budget else Within Budget": labels of several words on both sides.)
    /\bif\s+(.+?)\s+then\s+(§\d+|-?\d+(?:\.\d+)?|[a-z]+(?:\s+[a-z]+){0,3}?)\s*,?\s*(?:else|otherwise)\s+(§\d+|-?\d+(?:\.\d+)?|[a-z]+(?:\s+[a-z]+){0,3})\s*(?:end\s*)?$/.exec(ctx.t.trim()) ??
    /\bif\s+(.+?)\s+then\s+(§\d+|-?\d+(?:\.\d+)?|[a-z]+)(?:\s*,?\s*(?:else|otherwise)\s+(§\d+|-?\d+(?:\.\d+)?|[a-z]+(?:\s+[a-z]+){0,3}(?=\s*(?:end\s*)?$)|[a-z]+))?/.exec(ctx.t) ??
    /^\s*(?!.*\bif\b)(.+?)\s+then\s+(§\d+|-?\d+(?:\.\d+)?|[a-z]+)(?:\s*,?\s*(?:else|otherwise)\s+(§\d+|-?\d+(?:\.\d+)?|[a-z]+))?/.exec(ctx.t);
  if (!trigger.test(ctx.t) && !ifThen) return null;
  // "count of customers with Churn Flag = 1", "average Score where Flagged = true": an aggregation
  // that opens the request is what is asked; the flag word names the column it filters on.
  if (!ifThen && /^\s*(?:count of|count|number of|how many|sum of|sum|total|average|avg|mean|median|distinct|unique|max|min)\b/.test(ctx.t)) return null;
  let yes: FlagValue = "Yes";
  let no: FlagValue = "No";
  let condText: string;
  if (ifThen) {
    condText = ifThen[1]!;
    yes = flagValue(ctx, ifThen[2]!);
    if (ifThen[3]) no = flagValue(ctx, ifThen[3]);
    else no = typeof yes === "string" ? `Not ${yes}` : null;
  } else {
    const as = /\b(?:as|labelled|labeled|called|=)\s+(§\d+|[a-z]+)(?:\s+(?:and|,)?\s*(?:the\s+)?(?:rest|others|otherwise|everything else)\s+(?:as\s+)?(§\d+|[a-z]+))?/.exec(ctx.t);
    if (as && !/^(a|an|the|true|boolean|flag)$/.test(as[1]!)) {
      yes = PLACEHOLDER.test(as[1]!) ? (placeholderText(as[1]!, ctx.doc) ?? yes) : displayWord(as[1]!, ctx.doc.casing);
      no = as[2] ? (PLACEHOLDER.test(as[2]) ? (placeholderText(as[2], ctx.doc) ?? no) : displayWord(as[2], ctx.doc.casing)) : `Not ${yes}`;
      ctx.t = ctx.t.replace(as[0], " | ");
    }
    const els = /\b(?:else|otherwise)\s*(?:=|:|->)?\s+(?:as\s+)?(§\d+|[a-z]+)\b/.exec(ctx.t);
    if (els) {
      no = PLACEHOLDER.test(els[1]!) ? (placeholderText(els[1]!, ctx.doc) ?? no) : displayWord(els[1]!, ctx.doc.casing);
      ctx.t = ctx.t.replace(els[0], " | ");
    }
    const w = /\b(?:where|when|if|whether|that|which|with|whose|for)\s+(.+)$/.exec(ctx.t);
    // "flag orders above 500 as Large": the threshold sits right after the subject.
    condText = w ? w[1]! : ctx.t.replace(/\b(?:flag|flags|mark|marks|label|labels|tag|tags|identify|categori[sz]e|classify)\b/g, " ");
  }
  const sub = ctx.fork(`where ${condText.replace(/\b(?:the|a|an)\s+/g, "")}`);
  const conditions: Condition[] = takeFilters(sub);
  if (!conditions.length || vague(conditions)) return null;
  // "if Region is blank then 'Unassigned' else Region": a bare word naming the tested field is its value.
  const fieldNamed = (v: FlagValue): FlagValue => (typeof v === "string" ? (conditions.find((c) => c.field.name.toLowerCase() === v.toLowerCase())?.field ?? v) : v);
  yes = fieldNamed(yes);
  no = fieldNamed(no);
  const only = conditions[0]!;
  const sameField = (v: FlagValue) => v !== null && typeof v === "object" && !isScaled(v) && v.name.toLowerCase() === only.field.name.toLowerCase();
  if (conditions.length === 1 && only.op === "isnull" && sameField(no) && (typeof yes === "string" || typeof yes === "number")) {
    return { family: "nullDefault", field: only.field, fallback: yes, aggregated: false, name: `${only.field.name} (No Nulls)` };
  }
  // "if revenue is null then 0" is a default for missing values, not a flag.
  if (conditions.length === 1 && conditions[0]!.op === "isnull" && (no === null || (typeof no === "string" && /^Not /.test(no)))) return null;
  const match = /\bor\b/.test(condText) && !/\band\b/.test(condText) ? "any" : "all";
  // "true when ...", "boolean", "true/false": the condition itself is the answer.
  const boolean = /\b(boolean|true false|true or false|true (?:when|if|where)|false (?:when|if|where))\b/.test(ctx.doc.text) && yes === "Yes";
  const isName = /^\s*is\s+([a-z]+)/.exec(ctx.doc.text);
  // "if discount > 0.5 then 0.5 else discount": the field held within a limit.
  const limited = typeof yes === "number" && no !== null && typeof no === "object" && !isScaled(no) && conditions.length === 1 && conditions[0]!.field.name.toLowerCase() === (no as FieldRef).name.toLowerCase() && /^[<>]=?$/.test(conditions[0]!.op);
  const name = limited
    ? `${(no as FieldRef).name} (${conditions[0]!.op.startsWith(">") ? "Capped" : "Floored"})`
    : isName
    ? `Is ${displayWord(isName[1]!, ctx.doc.casing)}`
    : typeof yes === "string"
      ? yes === "Yes"
        ? `${conditions[0]!.field.name} Flag`
        : `${yes} Flag`
      : "Conditional Value";
  return { family: "flag", conditions, match, yes, no, boolean: boolean || undefined, name };
}

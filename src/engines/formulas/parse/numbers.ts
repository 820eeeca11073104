import type { Intent } from "../ir";
import type { Ctx } from "./context";
import { cut, splitAgg, trimFiller } from "./phrases";
import { PLACEHOLDER, wordsOf } from "./text";

/** Rounding ("round profit to 2 decimals", "round price up to the nearest 5") and weighted averages. */

const PLACES: Record<string, number> = { tens: -1, hundreds: -2, thousands: -3 };

export function parseRound(ctx: Ctx): Intent | null {
  const t = ctx.t;
  const m = /\b(round(?:ed|ing)?|truncate decimals|roundup|rounddown|ceiling|floor)\b(?:\s+(up|down))?/.exec(t);
  if (!m) return null;
  // "round down to the month" is date truncation.
  if (/\b(date|day|week|month|quarter|year)s?\b/.test(t) && !/\bdecimal|digit|places?|nearest \d|whole number|integer\b/.test(t)) return null;
  let mode: "nearest" | "up" | "down" = m[2] === "up" || /roundup|ceiling/.test(m[1]!) ? "up" : m[2] === "down" || /rounddown|floor/.test(m[1]!) ? "down" : "nearest";
  // "round price up to nearest 5": the direction may follow the value.
  if (/\bround(?:ed)? up\b|\bup to (?:the )?nearest\b/.test(t)) mode = "up";
  if (/\bround(?:ed)? down\b|\bdown to (?:the )?nearest\b/.test(t)) mode = "down";
  let digits = 0;
  let multiple: number | undefined;
  const dec = /\b(\d+)\s+(?:decimal|decimals|decimal places?|dp|digits?|places?)\b/.exec(t);
  const near = /\bnearest\s+(\d+(?:\.\d+)?|ten|hundred|thousand|million)\b/.exec(t);
  const placesWord = /\bnearest\s+(tens|hundreds|thousands)\b/.exec(t);
  if (dec) digits = Number(dec[1]);
  else if (near) {
    const n = near[1] === "ten" ? 10 : near[1] === "hundred" ? 100 : near[1] === "thousand" ? 1000 : near[1] === "million" ? 1e6 : Number(near[1]);
    if (n === 1) digits = 0;
    // "nearest 0.01" is a number of decimals; "nearest 0.05" or "0.25" is a step to round to.
    else if (n > 0 && n < 1 && Math.abs(10 ** -Math.round(-Math.log10(n)) - n) < 1e-12) digits = Math.round(-Math.log10(n));
    else multiple = n;
  } else if (placesWord) multiple = 10 ** -PLACES[placesWord[1]!]!;
  else if (/\b(whole numbers?|integers?|no decimals|nearest (?:whole|integer|dollar|unit))\b/.test(t)) digits = 0;
  else if (/\bcents?\b|\bpenn(?:y|ies)\b/.test(t)) digits = 2;
  else digits = mode === "nearest" ? 2 : 0;
  if (digits > 10) return null;
  // The value: what follows "round", up to "to/up/down".
  const after = t.slice(m.index + m[0].length);
  // "[Price] rounded to 2 decimals": nothing but the precision follows, so the value is before.
  let phrase = /^\s*(?:(?:up|down|off)\s+)?to\b/.test(after) ? "" : cut(after.replace(/^\s*(?:up|down|off|the|a)\s+/, ""), ["to", "up", "down", "into"]);
  if (!phrase || /^(to|up|down|nearest)$/.test(phrase)) phrase = cut(t.slice(0, m.index).split("|").pop() ?? "");
  const words = trimFiller(wordsOf(phrase), ctx.doc.casing);
  if (!words.length) return null;
  const { agg, rest } = splitAgg(words.join(" "));
  const field = ctx.field(rest || words.join(" "));
  if (!field) return null;
  // In DAX a rounded value is usually a measure ("round sales" → ROUND(SUM(...))).
  const daxMeasure = ctx.dialect === "dax" && !agg && !/\b(column|row|each row)\b/.test(t) ? "sum" : undefined;
  const subject = agg && agg !== "count" && !PLACEHOLDER.test(rest) ? { field, agg } : daxMeasure ? { field, agg: daxMeasure as "sum" } : { field };
  return { family: "round", subject, digits, mode, multiple, name: `${field.name} Rounded` };
}

export function parseWeightedAverage(ctx: Ctx): Intent | null {
  const m = /\bweighted\s+(?:average|avg|mean)\s+(?:of\s+)?(?:the\s+)?(.+?)\s+(?:weighted\s+)?(?:by|using|with|on)\s+(?:the\s+)?(.+)$/.exec(ctx.t.trim());
  const m2 = m ? null : /\b(.+?)\s+weighted\s+by\s+(.+)$/.exec(ctx.t.trim());
  // "quantity-weighted average price", "revenue weighted avg of discount": the weight comes first.
  const m3 = m || m2 ? null : /\b(§\d+|[a-z_]+(?:\s[a-z_]+)?)\s+weighted\s+(?:average|avg|mean)\s+(?:of\s+)?(?:the\s+)?(§\d+|[a-z_]+(?:\s[a-z_]+)?)\s*$/.exec(ctx.t.trim());
  if (m3) {
    const weight = ctx.field(cut(m3[1]!.replace(/^(?:a|an|the|calculate|compute|get)\s+/, "")));
    const value = ctx.field(cut(m3[2]!));
    if (value && weight) return { family: "weightedAverage", value, weight, name: `Weighted Average ${value.name}` };
  }
  const hit = m ?? m2;
  if (!hit) return null;
  const value = ctx.field(cut(hit[1]!.split("|").pop()!.replace(/\bweighted\s+(?:average|avg|mean)\s+(?:of\s+)?/, "")));
  const weight = ctx.field(cut(hit[2]!));
  if (!value || !weight) return null;
  return { family: "weightedAverage", value, weight, name: `Weighted Average ${value.name}` };
}

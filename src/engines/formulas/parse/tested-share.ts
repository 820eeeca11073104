import type { Condition, Intent, Measure } from "../ir";
import { Ctx, GAP } from "./context";
import { takeFilters } from "./filters";
import { ENTITIES, entityIdField, trimFiller } from "./phrases";
import { leafOf, ratioIntent } from "./share";
import { PLACEHOLDER, displayWord, singular, wordsOf } from "./text";

/**
 * "% of orders delivered late (Days Late > 0)", "pass rate where Score >= 60", "share of students
 * with Score >= 60": the share of rows, of an entity or of a measure that pass a written test.
 * Read before the date, text and share-of-total families, whose words ("days late", "passed")
 * would otherwise claim the request; only a test with a written comparison is read here, so
 * "share of sales in each region" stays a share of the total.
 */

/** A written comparison: a symbol, or words such as "is at least", "above", "more than". */
const COMPARISON = /(?:>=|<=|!=|<>|=|>|<)|\b(?:at least|at most|more than|less than|greater than|fewer than|higher than|lower than|above|below|over|under|exceeds?|equals?)\s+-?\d/;
/** The words that open the test. */
const TEST_LEAD = /\s(?:where|with|whose|having|when|if|that have|which have|who have|that had|who had|that has|which has)\s/;

const ROW_WORDS = /^(?:rows?|records?|entries|entry|lines?|transactions?)$/;

export function parseTestedShare(ctx: Ctx): Intent | null {
  const t = ` ${ctx.t.trim()} `;
  const lead =
    /^\s(?:(?:what|the|a)\s+)?(?:percent|percentage|pct|share|proportion|fraction|portion)\s+of\s+(?:all\s+|the\s+|our\s+)?(.+?)\s*$/.exec(t) ??
    /^\s(?:(?:what|the|a)\s+)?(?:how many\s+)?(?:percent|percentage|pct)\s+(?!of\b)(.+?)\s*$/.exec(t);
  const rate = lead ? null : /^\s(?:(?:what|the|a|our)\s+)?((?:[a-z]+[- ]){0,2}?[a-z]+)\s+(?:rate|ratio|percent|percentage|pct|%)\s+(.+?)\s*$/.exec(t);
  if (!lead && !rate) return null;
  let body = ` ${lead ? lead[1]! : rate![2]!} `;
  // "what % of shipments arrived late? late means Days Late > 0": the test is defined after the question.
  const def = /\s(?:[?.;,:]\s*)?(?:(?:and|where)\s+)?(?:[a-z]+\s+){0,3}?(?:means|meaning|is defined as|defined as|counts as|is when)\s+(.+)$/.exec(body);
  if (def) body = `${body.slice(0, def.index)} where ${def[1]} `;
  const at = TEST_LEAD.exec(body);
  if (!at) return null;
  const test = body.slice(at.index).trim();
  if (!COMPARISON.test(test.replace(/§\d+/g, "x"))) return null;
  const probe = ctx.fork(test);
  const filters = takeFilters(probe);
  if (!filters.length) return null;
  // Everything the test said must have been read as conditions.
  const rest = probe.t.split(GAP).join(" ").replace(/\b(?:where|with|whose|having|when|if|that|which|who|have|has|had|and|only|the)\b/g, " ").trim();
  if (/[a-z§]/.test(rest)) return null;
  const subjectWords = trimFiller(wordsOf(body.slice(0, at.index).replace(/[?.;,:]/g, " ").replace(/\s(?:that|which|who)\s.*$/, " ")), ctx.doc.casing);
  let base = baseOf(ctx, subjectWords, lead ? null : rate![1]!);
  if (!base) return null;
  // A sheet has no row count without a column: count the tested column's filled cells.
  if (ctx.dialect === "excel" && base.agg === "count" && !base.field) base = { agg: "count", field: filters[0]!.field };
  for (const a of probe.assumed) if (!ctx.assumed.some((b) => b.name === a.name)) ctx.assumed.push(a);
  const what = rate ? `${wordsOf(rate[1]!).map((w) => displayWord(w, ctx.doc.casing)).join(" ")} Rate` : `% ${label(filters)}`;
  return ratioIntent(ctx, leafOf(base, filters), leafOf(base), what);
}

function label(filters: Condition[]): string {
  return filters.map((f) => f.field.name).join(" ");
}

/**
 * What is counted or summed: "orders delivered late" counts orders (the words after the entity
 * say what the test means); "rows", "records" or no subject count rows; a named measure
 * ("Total Users", "revenue") is summed.
 */
function baseOf(ctx: Ctx, words: string[], rateName: string | null): Measure | null {
  if (!words.length) return rateName !== null ? { agg: "count", field: null } : null;
  const first = words[0]!;
  if (words.length === 1 && ROW_WORDS.test(first)) return { agg: "count", field: null };
  const titled = words.every((w) => /^[A-Z]/.test(ctx.doc.casing.get(w) ?? "") || PLACEHOLDER.test(w));
  const entity = singular(first);
  if (!titled && ENTITIES.has(entity) && !PLACEHOLDER.test(first)) {
    return { agg: "countd", field: ctx.assume(entityIdField(entity, ctx.doc).name), entity: true };
  }
  if (rateName !== null && words[0] === "of") return baseOf(ctx, words.slice(1), rateName);
  // "Total Users" written in Title Case is the column's name, not "total" of Users.
  if (titled) {
    const f = ctx.field(words.join(" "));
    return f ? { agg: "sum", field: f } : null;
  }
  return ctx.measure(words.join(" "));
}

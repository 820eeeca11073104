import { CannotAnswer, type Condition, type Dialect, type Expr, type Family, type Intent } from "../ir";
import { Ctx, GAP } from "./context";
import { takeFilters } from "./filters";
import type { Doc } from "./text";

/**
 * One pass for every family: a request's row qualifiers ("excluding Canada", "on weekends only",
 * "in Q4", "(Status = \"Open\")", "for the East region", "in the last 30 days") are read apart from
 * the calculation, and the answer must carry them. Without this pass each family parser had to
 * notice filters itself, and most did not: the qualifier was silently dropped or glued onto a
 * field name ("Net Sales Excluding Canada"). Hold-out rounds 5-6 lost a dozen requests that way.
 */

/** Families that aggregate a measure, so a row filter changes their number. */
const MEASURE_FAMILIES = new Set<Family>(["ratio", "arithmetic", "aggregate", "percentOfTotal", "runningTotal", "movingAverage", "periodChange", "periodToDate", "periodAverage", "rank", "topN", "lod"]);

/** Families whose formula carries filters itself (the rest leave them to the view's filters). */
const FILTERABLE = new Set<Family>(["ratio", "arithmetic", "aggregate"]);

/**
 * A qualifier this pass trusts: a period, a weekday/weekend test, or a field equal (or not) to a
 * text or true/false value. Numeric thresholds are left to the families, where "over 90" is often
 * the calculation itself (a flag, a bucket), not a filter on it.
 */
function isQualifier(c: Condition, family: Family): boolean {
  const dated = c.op === "withinLast" || c.op === "withinNext" || c.op === "currentPeriod" || !!c.dateValue || !!c.partOf || !!c.yearOf;
  // A time family reads its own window ("trailing 30-day", "for the current year", "FY starts in April").
  if (dated) return !TIME_FAMILIES.has(family);
  if (c.op === "in") return true;
  if (typeof c.value === "string") {
    // "within its category", "their team": the group a share or rank is taken in, not a value.
    if (PRONOUN.test(c.value)) return false;
    // "Active Users", "Refunded Orders": a status word before an entity is often a metric's own name.
    if (c.field.assumed && c.field.name === "Status") return false;
  }
  return (c.op === "=" || c.op === "!=") && (typeof c.value === "string" || typeof c.value === "boolean");
}

const TIME_FAMILIES = new Set<Family>(["runningTotal", "movingAverage", "periodChange", "periodToDate", "periodAverage"]);
const PRONOUN = /^(?:its|their|his|her|our|my|your|each|every|same|own|this|that|the)\b/i;

const CMP = /"op":"(?:=|!=|>|>=|<|<=|contains|isnull|notnull|withinLast|withinNext|currentPeriod|in)"/;

/** Whether the intent (or the view filters beside it) already holds any condition. */
function carriesConditions(intent: Intent, viewFilters: Condition[]): boolean {
  return viewFilters.length > 0 || CMP.test(JSON.stringify(intent));
}

function filterMeasures(e: Expr, conds: Condition[]): Expr {
  if (e.kind === "measure") return { ...e, filters: [...(e.filters ?? []), ...conds] };
  if (e.kind === "bin") return { ...e, left: filterMeasures(e.left, conds), right: filterMeasures(e.right, conds) };
  return e;
}

export interface Reading {
  intent: Intent;
  assumed: import("../ir").FieldRef[];
  viewFilters: Condition[];
  doc: Doc;
}

/**
 * Checks a reading against the request's qualifiers. When the family that answered dropped them,
 * the request is read again without them and they are applied to what answers: inside the formula
 * for aggregates, ratios and arithmetic, as the view's filters for other measure families in a BI
 * tool. Where neither is possible (Excel has no view) the engine declines rather than answer a
 * different question.
 */
export function accountForQualifiers(parsed: Reading, dialect: Dialect, reparse: (doc: Doc) => Reading | null): Reading {
  if (!MEASURE_FAMILIES.has(parsed.intent.family) || carriesConditions(parsed.intent, parsed.viewFilters)) return parsed;
  // "EXCLUDE [Sub-Category]", "FIXED [Region]": level-of-detail keywords, not row filters.
  if (/\b(?:fixed|include|exclude)\s+§\d+/.test(parsed.doc.text)) return parsed;
  const probe = new Ctx(parsed.doc, dialect);
  const found = takeFilters(probe);
  if (found.length === 0 || !found.every((c) => isQualifier(c, parsed.intent.family))) return parsed;
  const rest = probe.t.split(GAP).join(" ").replace(/\s+/g, " ").trim();
  if (!/[a-z§]/.test(rest)) return parsed;
  const again = reparse({ ...parsed.doc, text: rest });
  if (!again || !MEASURE_FAMILIES.has(again.intent.family)) return parsed;
  // ("7 day moving average of Dropped Calls": words that leave no measure once read as a test are the measure's name.)
  if (again.assumed.length > parsed.assumed.length) return parsed;
  const assumed = [...again.assumed, ...probe.assumed.filter((a) => !again.assumed.some((b) => b.name === a.name))];
  const intent = again.intent;
  if (intent.family === "aggregate") {
    return { ...again, assumed, intent: { ...intent, filters: [...intent.filters, ...found] } };
  }
  if (intent.family === "ratio") {
    return { ...again, assumed, intent: { ...intent, numerator: filterMeasures(intent.numerator, found), denominator: filterMeasures(intent.denominator, found) } };
  }
  if (intent.family === "arithmetic") {
    return { ...again, assumed, intent: { ...intent, expr: filterMeasures(intent.expr, found) } };
  }
  if (dialect !== "excel" && !FILTERABLE.has(intent.family)) {
    return { ...again, assumed, viewFilters: [...again.viewFilters, ...found] };
  }
  throw new CannotAnswer("That request also limits which rows count, and I cannot put that condition into this kind of Excel formula yet; I would rather not give a formula that ignores it.", [intent.family]);
}

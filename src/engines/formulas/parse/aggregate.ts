import type { Condition, Intent, Measure, Period } from "../ir";
import type { Ctx } from "./context";
import { takeFilters } from "./filters";
import { DIMENSION_WORDS, ENTITIES } from "./phrases";
import { singular } from "./text";

/** Plain and conditional aggregates: "sales for the East region only", "count distinct customers in 2023". */

const AGG_RE =
  /\b(sum|sumif|sumifs|countif|countifs|averageif|averageifs|total|totals|average|avg|mean|median|count|counts|number of|how many|how much|distinct|unique|minimum|maximum|min|max|lowest|highest|earliest|latest|most recent|smallest|largest|biggest)\b/;

/** A short label for a measure name: "East", "Last 30 Days", "This Year", "From 2024-01-01". */
function filterLabel(c: Condition): string {
  const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
  if (c.op === "withinNext") return Number(c.value) === 1 ? `Next ${cap(String(c.unit))}` : `Next ${c.value} ${cap(String(c.unit))}s`;
  if (c.op === "withinLast") return `Last ${c.value} ${cap(String(c.unit))}${Number(c.value) === 1 ? "" : "s"}`;
  if (c.op === "currentPeriod") return `This ${cap(String(c.unit))}`;
  if (c.partOf === "weekend") return c.value ? "Weekends" : "Weekdays";
  if (c.partOf === "quarter") return `Q${c.value}`;
  if (c.partOf) return ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][Number(c.value) - 1] ?? String(c.value);
  if (c.dateValue) return `${c.op.startsWith(">") ? "From" : "To"} ${String(c.value)}`;
  if (c.op === "in") return (c.values ?? []).join(" or ");
  if (c.op === "isnull") return `No ${c.field.name}`;
  if (c.op === "notnull") return `With ${c.field.name}`;
  if (typeof c.value === "string" || typeof c.value === "number") return c.op === "=" ? String(c.value) : `${c.field.name} ${c.op} ${c.value}`;
  return c.field.name;
}

export function parseAggregate(ctx: Ctx): Intent | null {
  const hasAgg = AGG_RE.test(ctx.t);
  // "total GMV by month": a total for each period of the date.
  const grain = hasAgg ? ctx.take(/\b(?:by|per|for each|for every|each)\s+(day|week|month|quarter|year)\b/) : null;
  const perPeriod = grain ? { unit: grain[1] as Period, date: ctx.dateField() } : undefined;
  const preliminary = ctx.fork(ctx.t).residualMeasure();
  // ("orders over 100": a bare entity plural is what is counted, never the column a threshold tests.)
  const pf = preliminary?.field;
  const bareEntity = !!pf && !pf.view && !pf.table && !pf.isMeasureRef && !pf.column && /^[a-z]+s$/i.test(pf.name) && ENTITIES.has(singular(pf.name.toLowerCase()));
  const measureField = preliminary && !preliminary.entity && !bareEntity && (preliminary.agg === "sum" || preliminary.agg === "avg") ? preliminary.field : null;
  const filters = takeFilters(ctx, { measureField });
  if (!hasAgg && filters.length === 0) return null;
  ctx.drop(/\b(?:only|just|filtered|filter|conditional|conditionally|calculated field|measure|that|which|who)\b/);
  let measure: Measure | null = ctx.residualMeasure();
  if (!measure) {
    if (!hasAgg) return null;
    // "count of blank cells in column C": rows, not a measure.
    measure = /\b(count|counts|number of|how many)\b/.test(ctx.doc.text) && filters.length ? { agg: "count", field: null } : { agg: "sum", field: ctx.assume("Sales") };
  }
  // "number of blank cells in phone": with the filter taken, "number" alone is the count of rows, not a field.
  if (filters.length && measure.field && !measure.field.view && !measure.field.table && /^(number|count|num|no)$/i.test(measure.field.name)) measure = { agg: "count", field: null };
  // "count of denied claims, Claims[Status] = 'Denied'": with the test written out, the lower-case word
  // before the entity only describes the rows it keeps; the entity is counted, not a "Denied Claims" column.
  if (filters.length && (measure.agg === "count" || measure.agg === "sum") && /\b(count|counts|number of|how many)\b/.test(ctx.doc.text) && measure.field && !measure.field.view && !measure.field.isMeasureRef && !measure.field.column) {
    const ws = measure.field.name.split(" ");
    const adjective = ws.length === 2 && ws[0] === ws[0]!.toLowerCase() ? ws[0] : ws.length === 2 && !new RegExp(`\\b${ws.join("\\s+")}\\b`).test(ctx.doc.raw) ? ws[0] : null;
    const noun = ws[ws.length - 1]!.toLowerCase();
    if (adjective && /s$/.test(noun) && ENTITIES.has(singular(noun))) measure = { agg: "countd", field: { name: `${singular(ws[1]!)} ID`, ...(measure.field.table ? { table: measure.field.table } : {}) }, entity: true };
  }
  // "churned arr only where Status = Churned", "online sales where Channel is Online": the word that
  // repeats the test's value describes the rows kept, it is no part of the measure's name.
  if (measure.field && !measure.field.view && !measure.field.isMeasureRef && !measure.field.column && !ctx.doc.raw.includes(`[${measure.field.name}]`)) {
    const ws = measure.field.name.split(" ");
    const values = filters.flatMap((c) => (typeof c.value === "string" ? [c.value.toLowerCase()] : (c.values ?? []).map((v) => v.toLowerCase())));
    if (ws.length >= 2 && values.includes(ws[0]!.toLowerCase())) measure = { ...measure, field: { ...measure.field, name: ws.slice(1).join(" ") } };
  }
  // "count visits where Department is Cardiology": in a sheet, counting the rows that pass is COUNTIFS,
  // not a sum of a Visits column.
  if (ctx.dialect === "excel" && filters.length && /^\s*(?:count|how many)\b/.test(ctx.doc.text) && measure.agg === "sum" && measure.field && !measure.field.column && /^[a-z]+s$/i.test(measure.field.name) && !ctx.doc.raw.includes(measure.field.name)) {
    measure = { agg: "count", field: null };
  }
  // "orders with discount over 30% count": a trailing "count" counts the entity.
  if (/\bcount\s*$/.test(ctx.doc.text) && measure.agg === "sum" && measure.field && ENTITIES.has(singular(measure.field.name.toLowerCase())) && /s$/i.test(measure.field.name)) {
    measure = { agg: "countd", field: { name: `${singular(measure.field.name)} ID` }, entity: true };
  }
  // "orders in the last 30 days", "customers in the West": a bare plural entity with a filter counts it.
  if (!hasAgg && measure.agg === "sum" && measure.field && !measure.field.assumed && !measure.field.view && !measure.field.table && !measure.field.isMeasureRef) {
    const word = measure.field.name.toLowerCase();
    if (/s$/.test(word) && ENTITIES.has(singular(word))) measure = { agg: "countd", field: { name: `${singular(measure.field.name)} ID` }, entity: true };
    // "campaigns with at least 100 clicks": a plural category noun is counted, not summed.
    // "units" is nearly always a quantity measured, not business units counted.
    else if (/s$/.test(word) && !word.includes(" ") && word !== "units" && DIMENSION_WORDS.has(singular(word))) measure = { agg: "countd", field: { name: singular(measure.field.name) } };
  }
  // Without an aggregation word or a filter a bare field is not a calculation worth a formula.
  if (!hasAgg && filters.length === 0) return null;
  const aggLabel: Record<Measure["agg"], string> = { sum: "Total", avg: "Average", count: "Count of", countd: "Distinct", min: "Min", max: "Max", median: "Median" };
  const idCount = (measure.agg === "countd" || measure.entity) && !!measure.field && / ID$|^(?:SKU|UPC|EAN|ISBN|ASIN|VIN)$/.test(measure.field.name);
  const label = measure.entity ? "Number of" : aggLabel[measure.agg];
  // ("Delivery ID" counts Deliveries, "Patient ID" Patients.)
  const target = idCount ? measure.field!.name.replace(/ ID$/, "").replace(/([^aeiou])y$/i, "$1ie").concat("s") : (measure.field?.name ?? "Rows");
  const suffix = filters.length ? ` (${filters.map(filterLabel).join(", ")})` : "";
  return { family: "aggregate", measure, filters, perPeriod, name: `${label} ${target}${suffix}` };
}

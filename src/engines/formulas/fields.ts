import { isScaled, type Condition, type Expr, type FieldRef, type Intent } from "./ir";
import { isFieldValue } from "./render/shared";

/** The fields a formula reads, in the order a sheet would naturally hold them: dates, then dimensions, then values. */
export function fieldsOf(intent: Intent): FieldRef[] {
  const dates: FieldRef[] = [];
  const dims: FieldRef[] = [];
  const values: FieldRef[] = [];
  const fromConds = (cs: Condition[]) => {
    for (const c of cs) {
      (c.yearOf ? dates : dims).push(c.field);
      if (isFieldValue(c.value)) dims.push(c.value);
    }
  };
  const fromExpr = (e: Expr) => {
    if (e.kind === "measure") {
      if (e.filters) fromConds(e.filters);
      if (e.measure.field) values.push(e.measure.field);
    } else if (e.kind === "bin") {
      fromExpr(e.left);
      fromExpr(e.right);
    }
  };
  switch (intent.family) {
    case "ratio":
      fromExpr(intent.numerator);
      fromExpr(intent.denominator);
      break;
    case "arithmetic":
      fromExpr(intent.expr);
      break;
    case "aggregate":
      if (intent.perPeriod) dates.push(intent.perPeriod.date);
      fromConds(intent.filters);
      if (intent.measure.field) values.push(intent.measure.field);
      break;
    case "percentOfTotal":
      if (intent.within) dims.push(intent.within);
      if (intent.across) dims.push(intent.across);
      if (intent.measure.field) values.push(intent.measure.field);
      break;
    case "runningTotal":
    case "periodAverage":
    case "movingAverage":
    case "periodChange":
    case "periodToDate":
      dates.push(intent.date);
      if (intent.measure.field) values.push(intent.measure.field);
      break;
    case "rank":
      if (intent.within) dims.push(intent.within);
      dims.push(intent.dimension);
      if (intent.measure.field) values.push(intent.measure.field);
      break;
    case "topN":
      if (intent.within) dims.push(intent.within);
      dims.push(intent.dimension);
      if (intent.measure.field) values.push(intent.measure.field);
      break;
    case "buckets":
      values.push(intent.subject.field);
      break;
    case "flag":
      fromConds(intent.conditions);
      for (const v of [intent.yes, intent.no]) if (v !== null && typeof v === "object") values.push(isScaled(v) ? v.scaled : v);
      break;
    case "round":
      values.push(intent.subject.field);
      break;
    case "weightedAverage":
      values.push(intent.value, intent.weight);
      break;
    case "dateDiff":
      if (intent.start !== "today") dates.push(intent.start);
      if (intent.end !== "today") dates.push(intent.end);
      break;
    case "datePart":
    case "dateTrunc":
    case "dateAdd":
      dates.push(intent.date);
      break;
    case "nullDefault":
      values.push(intent.field);
      if (typeof intent.fallback === "object") values.push(intent.fallback);
      break;
    case "textCase":
    case "textExtract":
      values.push(intent.field);
      break;
    case "concat":
      for (const p of intent.parts) if ("field" in p) dims.push(p.field);
      break;
    case "lookup":
      dims.push(intent.key);
      values.push(intent.result);
      break;
    case "lod":
      dims.push(...intent.dimensions);
      if (intent.measure.field) values.push(intent.measure.field);
      break;
  }
  const seen = new Set<string>();
  return [...dates, ...dims, ...values].filter((f) => {
    const k = f.name.toLowerCase();
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

import { CannotAnswer, isScaled, type FlagValue, type Agg, type BucketRule, type Condition, type Expr, type FieldRef, type Intent, type Measure } from "../ir";
import { asOperand, dateParts, formatNumber, isFieldValue, literal, quoteEscaped, renderExpr, type Rendered } from "./shared";

/**
 * Looker table calculations: ${view.field} references to the columns of the Explore's data table,
 * lower-case functions, positional functions (offset, offset_list, pivot_offset, running_total)
 * and column aggregates (sum, mean, count_distinct). The values in the table are already
 * aggregated by the query, so a "measure" here is simply its column.
 */

export const DEFAULT_VIEW = "view";

/** The date to sort by: the one named, or "its date" when the request named none. */
const dateLabel = (d: FieldRef) => (d.assumed ? "its date dimension" : lookerRef(d));

export function snake(name: string): string {
  return (
    name
      .trim()
      // (Not after a digit: "1Y Return" is 1y_return, "Q4Revenue" stays q4_revenue.)
      .replace(/([a-z])([A-Z])|([0-9])([A-Z][a-z])/g, (_, a?: string, b?: string, c?: string, d?: string) => (a ? `${a}_${b}` : `${c}_${d}`))
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "_")
      .replace(/^_+|_+$/g, "") || "field"
  );
}

/** ${view.field}; "Orders Count" is Looker's own label for ${orders.count}. */
export function lookerRef(r: FieldRef): string {
  // (A plain-words field given the view of the request's other references is still a LookML name: snake_case.)
  if (r.view) return `\${${r.view}.${/\s/.test(r.name.trim()) ? snake(r.name) : r.name}}`;
  const own = /^([A-Za-z]+s) count$/i.exec(r.name.trim());
  if (own) return `\${${own[1]!.toLowerCase()}.count}`;
  return `\${${DEFAULT_VIEW}.${snake(r.name)}}`;
}
const f = lookerRef;
const q = quoteEscaped;

const COL_AGG: Record<Agg, string> = { sum: "sum", avg: "mean", count: "count", countd: "count_distinct", min: "min", max: "max", median: "median" };

const col = (m: Measure) => (m.field ? f(m.field) : "1");

function condition(c: Condition): string {
  if (c.partOf === "weekend") throw new CannotAnswer("Looker table calculations have no day-of-week function; filter the Explore on the date dimension group's day_of_week timeframe instead.", ["aggregate", "datePart"]);
  const left = c.yearOf ? `extract_years(${f(c.field)})` : c.partOf === "quarter" ? `ceiling(extract_months(${f(c.field)}) / 3)` : c.partOf ? `extract_months(${f(c.field)})` : f(c.field);
  if (c.op === "in") return `(${(c.values ?? []).map((v) => `${f(c.field)} = ${q(v)}`).join(" OR ")})`;
  if (c.op === "withinLast") {
    const n = Number(c.value);
    if (c.unit === "day" || c.unit === "week") return `diff_days(${f(c.field)}, now()) <= ${c.unit === "week" ? n * 7 : n}`;
    if (c.unit === "quarter") return `diff_months(${f(c.field)}, now()) < ${n * 3}`;
    return `diff_${c.unit}s(${f(c.field)}, now()) < ${n}`;
  }
  if (c.op === "withinNext") {
    // add_<unit>s(n, date): the window runs from today (midnight) to n units ahead.
    const n = Number(c.value);
    const ahead = c.unit === "week" ? `add_days(${n * 7}, trunc_days(now()))` : c.unit === "quarter" ? `add_months(${n * 3}, trunc_days(now()))` : `add_${c.unit}s(${n}, trunc_days(now()))`;
    return `${f(c.field)} >= trunc_days(now()) AND ${f(c.field)} <= ${ahead}`;
  }
  if (c.op === "currentPeriod") {
    const parts = [`extract_years(${f(c.field)}) = extract_years(now())`];
    if (c.unit === "month") parts.push(`extract_months(${f(c.field)}) = extract_months(now())`);
    if (c.unit === "quarter") parts.push(`ceiling(extract_months(${f(c.field)}) / 3) = ceiling(extract_months(now()) / 3)`);
    if (c.unit === "week") parts.push(`diff_days(${f(c.field)}, now()) < 7`);
    return parts.join(" AND ");
  }
  if (c.dateValue) {
    const [y, m, d] = dateParts(String(c.value));
    return `${left} ${c.op} date(${y}, ${m}, ${d})`;
  }
  switch (c.op) {
    case "contains":
      return `contains(${f(c.field)}, ${q(String(c.value))})`;
    case "isnull":
      return `is_null(${f(c.field)})`;
    case "notnull":
      return `NOT is_null(${f(c.field)})`;
    default: {
      const right = isFieldValue(c.value) ? f(c.value) : literal(c.value as string | number | boolean, q, ["yes", "no"]);
      return `${left} ${c.op} ${right}`;
    }
  }
}
const conditions = (cs: Condition[], join = " AND ") => cs.map(condition).join(join);

function bucketCondition(s: string, r: BucketRule): string {
  if (r.op === "in") return (r.values ?? []).map((v) => `${s} = ${q(v)}`).join(" OR ");
  if (r.op === "between") return `${s} >= ${formatNumber(Number(r.value))} AND ${s} <= ${formatNumber(Number(r.to))}`;
  return `${s} ${r.op} ${literal(r.value as string | number, q)}`;
}

/** An aggregate over the whole column of the data table, optionally over matching rows only. */
function columnAggregate(m: Measure, cs: Condition[]): string {
  if (cs.length === 0) return `${COL_AGG[m.agg]}(${col(m)})`;
  const when = conditions(cs);
  if (m.agg === "count" || !m.field) return `sum(if(${when}, 1, 0))`;
  const otherwise = m.agg === "sum" ? "0" : "null";
  return `${COL_AGG[m.agg]}(if(${when}, ${col(m)}, ${otherwise}))`;
}

function timeframe(what: string, timeframeName: string): never {
  throw new CannotAnswer(
    `Looker table calculations have no function for ${what}; add the date dimension group's ${timeframeName} timeframe to the Explore instead.`,
    ["datePart", "dateTrunc"],
  );
}

function totalOf(e: Expr, agg: (m: Measure) => string): string {
  return renderExpr(e, agg);
}

const flagValue = (v: FlagValue) => (v === null ? "null" : typeof v === "string" ? q(v) : typeof v === "number" ? formatNumber(v) : isScaled(v) ? `${f(v.scaled)} * ${formatNumber(v.factor)}` : f(v));

export function renderLooker(intent: Intent): Rendered {
  switch (intent.family) {
    case "ratio": {
      // Over totals, a counted part is counted the same way as its filtered twin (never summed IDs).
      const leaf = (m: Measure, cs?: Condition[]) => (cs?.length || (intent.level === "total" && m.agg !== "sum") ? columnAggregate(m, cs ?? []) : intent.level === "total" ? `sum(${col(m)})` : col(m));
      const num = asOperand(intent.numerator, totalOf(intent.numerator, leaf));
      const den = totalOf(intent.denominator, leaf);
      const text = typeof intent.whenZero === "string";
      return {
        formula: `if(${den} = 0, ${intent.whenZero === undefined || text ? "null" : intent.whenZero}, ${num} / ${asOperand(intent.denominator, den)})`,
        ...(text ? { note: `a number column cannot hold text; the null shows as “∅”, so label it “${intent.whenZero}” in the visualization` } : {}),
      };
    }
    case "arithmetic":
      return { formula: renderExpr(intent.expr, intent.level === "total" ? (m: Measure) => `sum(${col(m)})` : col, undefined, false, (x) => `coalesce(${x}, 0)`) };
    case "aggregate":
      // "GMV by month": the Explore grouped by month already holds the total per month; a
      // column total (sum of the column) would be one number for every row.
      if (intent.perPeriod && intent.filters.length === 0 && (intent.measure.agg === "sum" || intent.measure.agg === "count")) {
        return { formula: col(intent.measure), note: `group the Explore by the ${intent.perPeriod.unit} timeframe of ${dateLabel(intent.perPeriod.date)}; the measure is then the total for each ${intent.perPeriod.unit}` };
      }
      return { formula: columnAggregate(intent.measure, intent.filters) };
    case "percentOfTotal": {
      const x = col(intent.measure);
      if (intent.pivotRow) return { formula: `${x} / sum(pivot_row(${x}))`, note: "the table must be pivoted" };
      if (intent.within) return { formula: `${x} / sum(pivot_row(${x}))`, note: `pivot the table by ${intent.within.name} so each row's pivoted columns make up the total` };
      return { formula: `${x} / sum(${x})`, note: "format it as a percent" };
    }
    case "runningTotal": {
      // A counted entity is the Explore's count measure (${orders.count}), never a running sum of its IDs.
      const counted = intent.measure.entity && intent.measure.field && !intent.measure.field.view ? / ID$/.test(intent.measure.field.name) : false;
      const x = counted ? f({ name: `${intent.measure.field!.name.replace(/ ID$/, "").toLowerCase()}s count` }) : col(intent.measure);
      if (intent.distinct) {
        throw new CannotAnswer("Looker table calculations cannot count distinct values across rows; add a LookML count_distinct measure over a derived table of each value's first date instead.", ["runningTotal", "aggregate"]);
      }
      if (intent.resetEvery) {
        return { formula: `running_total(${x})`, note: `pivot the table by ${intent.resetEvery} so the running total restarts in each ${intent.resetEvery}'s column` };
      }
      // Sorted newest first, running_total adds up the newer rows above; the total so far is what is left of
      // the column total once they are taken away.
      if (intent.newestFirst && intent.stat === "sum") {
        const sofar = `sum(${x}) - running_total(${x}) + ${x}`;
        return { formula: intent.ofTotal ? `(${sofar}) / sum(${x})` : sofar, note: `the table is sorted by ${dateLabel(intent.date)} descending (newest first), so each row adds up itself and the rows below it` };
      }
      if (intent.ofTotal) return { formula: `running_total(${x}) / sum(${x})`, note: `sort the table by ${dateLabel(intent.date)} ascending` };
      if (intent.stat === "avg") return { formula: `running_total(${x}) / row()`, note: `sort the table by ${dateLabel(intent.date)} ascending` };
      if (intent.stat === "count" && intent.measure.field?.assumed) return { formula: "row()", note: `sort the table by ${dateLabel(intent.date)} ascending` };
      return { formula: `running_total(${x})`, note: `sort the table by ${dateLabel(intent.date)} ascending` };
    }
    case "movingAverage": {
      const x = col(intent.measure);
      const fn = intent.stat === "sum" ? "sum" : "mean";
      // Sorted newest first, the earlier rows of the window are the ones below.
      if (intent.newestFirst) return { formula: `${fn}(offset_list(${x}, 0, ${intent.window}))`, note: `the table is sorted by ${dateLabel(intent.date)} descending (newest first), so the window is this row and the ${intent.window - 1} below it` };
      return {
        formula: `${fn}(offset_list(${x}, -${intent.window - 1}, ${intent.window}))`,
        note: `sort the table by ${dateLabel(intent.date)} ascending`,
      };
    }
    case "periodChange": {
      const x = col(intent.measure);
      const back = (intent.rowsPerPeriod ?? 1) * (intent.periods ?? 1);
      // Sorted newest first, the previous period is the row below.
      const prev = intent.pivot ? `pivot_offset(${x}, -${intent.periods ?? 1})` : `offset(${x}, ${intent.newestFirst ? "" : "-"}${back})`;
      const formula =
        intent.output === "previous"
          ? prev
          : intent.output === "difference"
            ? `${x} - ${prev}`
            : intent.output === "ratio"
              ? `if(${prev} = 0, null, ${x} / ${prev})`
              : // A zero in the earlier period gives null, never a division error.
                `if(${prev} = 0, null, (${x} - ${prev}) / ${prev})`;
      const note = intent.pivot
        ? `pivot the table by ${intent.date.name} so each column is one ${intent.period}`
        : `${intent.newestFirst ? `the table is sorted by ${dateLabel(intent.date)} descending (newest first)` : `sort the table by ${dateLabel(intent.date)} ascending`}${back > 1 ? ` with one row per ${intent.rowsPerPeriod === 4 ? "quarter" : intent.rowsPerPeriod ? "month" : intent.period}` : intent.period === "row" ? "" : ` with one row per ${intent.period}`}`;
      return { formula, note };
    }
    case "periodAverage":
      return { formula: `mean(${col(intent.measure)})`, note: `the Explore must have one row per ${intent.period} (group by the ${intent.period} timeframe)` };
    case "periodToDate": {
      const d = f(intent.date);
      // "as of each row's date": a running total along the date that starts again each period.
      if (intent.asOfRow && !intent.compare && !intent.previousYear) {
        return { formula: `running_total(${col(intent.measure)})`, note: `sort the table by ${dateLabel(intent.date)} ascending and pivot it by ${intent.fiscalStart ? "fiscal " : ""}${intent.period} so the total restarts in each ${intent.period}'s column` };
      }
      // Table calculations have no week truncation; the Explore's "this week" filter is the honest tool.
      if (intent.period === "week") {
        throw new CannotAnswer("Looker table calculations cannot cut a date to its week; filter the Explore on the date “is in the week” (this week) and use the measure as it is.", ["periodToDate", "aggregate"]);
      }
      // A fiscal year starting in month k+1 is the calendar year of the date moved back k months.
      const k = intent.fiscalStart ? intent.fiscalStart - 1 : 0;
      const yr = (x: string) => `extract_years(${k ? `add_months(-${k}, ${x})` : x})`;
      if (intent.compare) {
        const same = intent.period === "month" ? [`extract_months(${d}) = extract_months(now())`] : intent.period === "quarter" ? [`ceiling(extract_months(${d}) / 3) = ceiling(extract_months(now()) / 3)`] : [];
        const cur = `sum(if(${[`${yr(d)} = ${yr("now()")}`, ...same].join(" AND ")}, ${col(intent.measure)}, 0))`;
        const back = `add_months(${intent.period === "quarter" ? -3 : -1}, now())`;
        const quarterOf = (x: string) => `extract_years(${x}) * 4 + ceiling(extract_months(${x}) / 3)`;
        const prevWhen = !intent.againstPreviousPeriod
          ? [`${yr(d)} = ${yr("now()")} - 1`, `${d} <= add_years(-1, now())`, ...same]
          : intent.period === "quarter"
            ? [`${quarterOf(d)} = ${quarterOf(back)}`, `${d} <= ${back}`]
            : [`trunc_months(${d}) = trunc_months(${back})`, `${d} <= ${back}`];
        const prev = `sum(if(${prevWhen.join(" AND ")}, ${col(intent.measure)}, 0))`;
        if (intent.compare === "difference") return { formula: `${cur}\n- ${prev}` };
        return { formula: `if(${prev} = 0, null,\n  (${cur} - ${prev}) / ${prev})` };
      }
      if (intent.previousYear) {
        const parts = [`${yr(d)} = ${yr("now()")} - 1`, `${d} <= add_years(-1, now())`];
        if (intent.period === "month") parts.push(`extract_months(${d}) = extract_months(now())`);
        if (intent.period === "quarter") parts.push(`ceiling(extract_months(${d}) / 3) = ceiling(extract_months(now()) / 3)`);
        return { formula: `sum(if(${parts.join(" AND ")}, ${col(intent.measure)}, 0))` };
      }
      const parts = [`${yr(d)} = ${yr("now()")}`];
      if (k) parts.push(`${d} <= now()`);
      if (intent.period === "month") parts.push(`extract_months(${d}) = extract_months(now())`);
      if (intent.period === "quarter") parts.push(`ceiling(extract_months(${d}) / 3) = ceiling(extract_months(now()) / 3)`);
      return { formula: `sum(if(${parts.join(" AND ")}, ${col(intent.measure)}, 0))` };
    }
    case "rank": {
      const x = col(intent.measure);
      const note = intent.within ? `pivot the table by ${intent.within.name} so each ${intent.within.name} ranks separately` : undefined;
      return { formula: intent.direction === "asc" ? `rank(-${x}, -${x})` : `rank(${x}, ${x})`, note };
    }
    case "topN": {
      const x = col(intent.measure);
      const r = intent.direction === "asc" ? `rank(-${x}, -${x})` : `rank(${x}, ${x})`;
      if (intent.labels) return { formula: `if(${r} <= ${intent.n}, ${q(intent.labels[0])}, ${q(intent.labels[1])})` };
      return { formula: `${r} <= ${intent.n}`, note: "hide the rows where it is No (Hide No's from Visualization)" };
    }
    case "buckets": {
      const s = f(intent.subject.field);
      if (intent.width) return { formula: `floor(${s} / ${formatNumber(intent.width)}) * ${formatNumber(intent.width)}` };
      const [first, second] = intent.rules;
      if (intent.rules.length === 2 && first!.op !== "otherwise" && second!.op === "otherwise") {
        return { formula: `if(${bucketCondition(s, first!)}, ${q(first!.label)}, ${q(second!.label)})` };
      }
      const parts = intent.rules.map((r) => (r.op === "otherwise" ? q(r.label) : `when(${bucketCondition(s, r)}, ${q(r.label)})`));
      return { formula: `case(${parts.join(", ")})` };
    }
    case "flag": {
      const test = conditions(intent.conditions, intent.match === "all" ? " AND " : " OR ");
      return { formula: intent.boolean ? test : `if(${test}, ${flagValue(intent.yes)}, ${flagValue(intent.no)})` };
    }
    case "dateDiff": {
      if (intent.workdays) throw new CannotAnswer("Looker table calculations have no working-days function.", ["dateDiff"]);
      const end = intent.end === "today" ? "now()" : intent.endOrToday ? `coalesce(${f(intent.end)}, now())` : f(intent.end);
      const s = intent.start === "today" ? "now()" : f(intent.start);
      switch (intent.unit) {
        case "week":
          return { formula: `floor(diff_days(${s}, ${end}) / 7)` };
        case "quarter":
          return { formula: `floor(diff_months(${s}, ${end}) / 3)` };
        default:
          return { formula: `diff_${intent.unit}s(${s}, ${end})` };
      }
    }
    case "datePart": {
      const d = f(intent.date);
      switch (intent.part) {
        case "year":
          return { formula: `extract_years(${d})` };
        case "month":
          return { formula: `extract_months(${d})` };
        case "day":
          return { formula: `extract_days(${d})` };
        case "hour":
          return { formula: `extract_hours(${d})` };
        case "quarter":
          return { formula: `ceiling(extract_months(${d}) / 3)` };
        case "week":
        case "isoWeek":
          return timeframe("the week number", "week_of_year");
        case "weekday":
        case "dayName":
          return timeframe("the day of the week", "day_of_week");
        case "monthName":
        case "monthShort": {
          // No date-format function, but the month number maps to its name through case().
          const names = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
          const label = (n: string) => (intent.part === "monthShort" ? n.slice(0, 3) : n);
          return { formula: `case(${names.map((n, i) => `when(extract_months(${d}) = ${i + 1}, "${label(n)}")`).join(", ")}, null)` };
        }
        case "dayShort":
        case "weekend":
          return timeframe("the day of the week", "day_of_week");
        case "yearMonth":
          return timeframe("the year and month", "month");
        case "yearQuarter":
          return { formula: `concat(extract_years(${d}), "-Q", ceiling(extract_months(${d}) / 3))` };
        case "quarterLabel":
          return { formula: `concat("Q", ceiling(extract_months(${d}) / 3))` };
      }
      break;
    }
    case "dateTrunc": {
      const d = f(intent.date);
      if (intent.end && (intent.unit === "month" || intent.unit === "year")) {
        return { formula: intent.unit === "month" ? `add_days(-1, add_months(1, trunc_months(${d})))` : `add_days(-1, add_years(1, trunc_years(${d})))` };
      }
      if (intent.end) return timeframe(`the end of the ${intent.unit}`, intent.unit);
      if (intent.unit === "year") return { formula: `trunc_years(${d})` };
      if (intent.unit === "month") return { formula: `trunc_months(${d})` };
      if (intent.unit === "day") return { formula: `trunc_days(${d})` };
      return timeframe(`truncating to the ${intent.unit}`, intent.unit);
    }
    case "round": {
      const x = f(intent.subject.field);
      if (intent.multiple) {
        const m = formatNumber(intent.multiple);
        const fn = intent.mode === "up" ? "ceiling" : intent.mode === "down" ? "floor" : "round";
        return { formula: fn === "round" ? `round(${x} / ${m}, 0) * ${m}` : `${fn}(${x} / ${m}) * ${m}` };
      }
      if (intent.mode === "nearest") return { formula: `round(${x}, ${intent.digits})` };
      const scale = 10 ** intent.digits;
      const fn = intent.mode === "up" ? "ceiling" : "floor";
      return { formula: scale === 1 ? `${fn}(${x})` : `${fn}(${x} * ${scale}) / ${scale}` };
    }
    case "weightedAverage":
      return { formula: `sum(${f(intent.value)} * ${f(intent.weight)}) / sum(${f(intent.weight)})` };
    case "dateAdd": {
      const d = f(intent.date);
      const n = intent.amount;
      if (intent.unit === "week") return { formula: `add_days(${formatNumber(n * 7)}, ${d})` };
      if (intent.unit === "quarter") return { formula: `add_months(${formatNumber(n * 3)}, ${d})` };
      return { formula: `add_${intent.unit}s(${formatNumber(n)}, ${d})` };
    }
    case "nullDefault":
      return { formula: `coalesce(${f(intent.field)}, ${typeof intent.fallback === "object" ? f(intent.fallback) : literal(intent.fallback, q)})` };
    case "concat": {
      if (intent.to === "proper") throw new CannotAnswer("Looker expressions have no proper-case function; they offer upper() and lower().", ["concat"]);
      const joined = `concat(${intent.parts.map((p) => ("field" in p ? (p.first ? `substring(${f(p.field)}, 1, ${p.first})` : f(p.field)) : q(p.text))).join(", ")})`;
      return { formula: intent.to ? `${intent.to}(${joined})` : joined };
    }
    case "textCase":
      if (intent.to === "proper") throw new CannotAnswer("Looker expressions have no proper-case function; they offer upper() and lower().", ["textCase"]);
      if (intent.trim) {
        throw new CannotAnswer(`Looker expressions have no trim function; trim the dimension in LookML (sql: TRIM(...)), then ${intent.to}() it here.`, ["textCase"]);
      }
      return { formula: `${intent.to}(${f(intent.field)})` };
    case "textExtract": {
      const x = f(intent.field);
      const d = q(intent.delimiter ?? "");
      const len = (intent.delimiter ?? "").length;
      switch (intent.op) {
        case "left":
          return { formula: `substring(${x}, 1, ${intent.count})` };
        case "right":
          return { formula: `substring(${x}, length(${x}) - ${(intent.count ?? 1) - 1}, ${intent.count})` };
        case "mid":
          return { formula: `substring(${x}, ${intent.start}, ${intent.count})` };
        case "before":
          return { formula: `substring(${x}, 1, position(${x}, ${d}) - 1)` };
        case "after":
          return { formula: `substring(${x}, position(${x}, ${d}) + ${len}, length(${x}))` };
        case "domain": {
          // No regular expressions here: drop the scheme and "www.", then cut at the first "/".
          const h = `replace(replace(replace(${x}, "https://", ""), "http://", ""), "www.", "")`;
          return { formula: `substring(${h}, 1, position(concat(${h}, "/"), "/") - 1)` };
        }
        case "param": {
          // No regular expressions here: the text after "name=", cut at the next "&" when there is one.
          const key = `${intent.delimiter ?? ""}=`;
          const rest = `substring(${x}, position(${x}, ${q(key)}) + ${key.length}, length(${x}))`;
          return { formula: `if(position(${x}, ${q(key)}) = 0, null, if(position(${rest}, "&") = 0, ${rest}, substring(${rest}, 1, position(${rest}, "&") - 1)))` };
        }
        case "length":
          return { formula: `length(${x})` };
        case "replace":
          return { formula: `replace(${x}, ${d}, ${q(intent.replacement ?? "")})` };
        case "trim":
          throw new CannotAnswer("Looker expressions have no trim function; trim the dimension in LookML (sql: TRIM(...)) instead.", ["textExtract"]);
      }
      break;
    }
    case "lookup":
      throw new CannotAnswer("Looker table calculations can only read the Explore's own results; join the lookup table in the LookML model instead.", ["aggregate"]);
    case "lod":
      if (intent.countWhere) throw new CannotAnswer("Looker table calculations cannot total per customer and then count; add a measure with a filter on a per-customer total in LookML instead.", ["aggregate"]);
      throw new CannotAnswer(
        "Looker table calculations have no fixed level-of-detail expressions; model it as a LookML measure or a derived table, or pivot the Explore by that dimension.",
        ["percentOfTotal", "aggregate"],
      );
  }
  throw new CannotAnswer("Looker table calculations cannot express this calculation.");
}

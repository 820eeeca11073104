import { CannotAnswer, isScaled, type FlagValue, type Agg, type BucketRule, type Condition, type FieldRef, type Intent, type Measure } from "../ir";
import { asOperand, dateParts, formatNumber, isFieldValue, literal, paramPattern, quoteEscaped, renderExpr, type Rendered } from "./shared";

/**
 * Looker Studio calculated fields: fields by name, CASE WHEN, SUM/COUNT_DISTINCT and the date and
 * text functions of its function list. Window calculations (running totals, moving averages,
 * percent of total, ranks, comparisons with a previous period) are chart settings in Looker
 * Studio, not formula functions, so those requests get an honest "cannot" with the setting to use.
 */

const f = (r: FieldRef) => r.name;
const q = quoteEscaped;

const AGG: Record<Agg, string> = { sum: "SUM", avg: "AVG", count: "COUNT", countd: "COUNT_DISTINCT", min: "MIN", max: "MAX", median: "MEDIAN" };

function measure(m: Measure): string {
  if (!m.field) return "SUM(1)";
  return `${AGG[m.agg]}(${f(m.field)})`;
}
const rowValue = (m: Measure) => (m.field ? f(m.field) : "1");

/** The measure over the rows of a date window: a distinct count stays distinct, a count counts rows. */
function windowAgg(m: Measure, when: string): string {
  if (m.agg === "countd" && m.field) return `COUNT_DISTINCT(CASE WHEN ${when} THEN ${f(m.field)} ELSE NULL END)`;
  if (m.agg === "count" || !m.field) return `SUM(CASE WHEN ${when} THEN 1 ELSE 0 END)`;
  if (m.agg === "avg") return `AVG(CASE WHEN ${when} THEN ${f(m.field)} ELSE NULL END)`;
  return `SUM(CASE WHEN ${when} THEN ${f(m.field)} ELSE 0 END)`;
}

function condition(c: Condition): string {
  // WEEKDAY counts from 0 (Sunday) to 6 (Saturday).
  if (c.partOf === "weekend") return c.value ? `WEEKDAY(${f(c.field)}) IN (0, 6)` : `WEEKDAY(${f(c.field)}) IN (1, 2, 3, 4, 5)`;
  const left = c.yearOf ? `YEAR(${f(c.field)})` : c.partOf ? `${c.partOf === "quarter" ? "QUARTER" : "MONTH"}(${f(c.field)})` : c.agg ? measure({ agg: c.agg, field: c.field }) : f(c.field);
  if (c.op === "in") return `${f(c.field)} IN (${(c.values ?? []).map(q).join(", ")})`;
  if (c.op === "withinLast") {
    if (c.unit === "day" || c.unit === "week") return `DATE_DIFF(CURRENT_DATE(), ${f(c.field)}) <= ${Number(c.value) * (c.unit === "week" ? 7 : 1)}`;
    return `DATETIME_DIFF(CURRENT_DATE(), ${f(c.field)}, ${UNIT[c.unit!]}) < ${c.value}`;
  }
  if (c.op === "withinNext") return `${f(c.field)} >= CURRENT_DATE() AND ${f(c.field)} <= DATETIME_ADD(CURRENT_DATE(), INTERVAL ${c.value} ${UNIT[c.unit!]})`;
  if (c.op === "currentPeriod") {
    const parts = [`YEAR(${f(c.field)}) = YEAR(CURRENT_DATE())`];
    if (c.unit === "quarter") parts.push(`QUARTER(${f(c.field)}) = QUARTER(CURRENT_DATE())`);
    if (c.unit === "month") parts.push(`MONTH(${f(c.field)}) = MONTH(CURRENT_DATE())`);
    if (c.unit === "week") parts.push(`WEEK(${f(c.field)}) = WEEK(CURRENT_DATE())`);
    return parts.join(" AND ");
  }
  if (c.dateValue) {
    const [y, m, d] = dateParts(String(c.value));
    return `${left} ${c.op} DATE(${y}, ${m}, ${d})`;
  }
  switch (c.op) {
    case "contains":
      return `CONTAINS_TEXT(${f(c.field)}, ${q(String(c.value))})`;
    case "isnull":
      return `${f(c.field)} IS NULL`;
    case "notnull":
      return `${f(c.field)} IS NOT NULL`;
    default: {
      const right = isFieldValue(c.value) ? f(c.value) : literal(c.value as string | number | boolean, q);
      return `${left} ${c.op} ${right}`;
    }
  }
}
const conditions = (cs: Condition[], join = " AND ") => cs.map(condition).join(join);

function filtered(m: Measure, cs: Condition[]): string {
  if (cs.length === 0) return measure(m);
  const when = conditions(cs);
  if (!m.field || m.agg === "count") return `SUM(CASE WHEN ${when} THEN 1 ELSE 0 END)`;
  const elseValue = m.agg === "sum" ? "0" : "NULL";
  return `${AGG[m.agg]}(CASE WHEN ${when} THEN ${f(m.field)} ELSE ${elseValue} END)`;
}

function bucketCondition(s: string, r: BucketRule): string {
  if (r.op === "in") return `${s} IN (${(r.values ?? []).map(q).join(", ")})`;
  if (r.op === "between") return `${s} >= ${formatNumber(Number(r.value))} AND ${s} <= ${formatNumber(Number(r.to))}`;
  return `${s} ${r.op} ${literal(r.value as string | number, q)}`;
}

const UNIT: Record<string, string> = { second: "SECOND", minute: "MINUTE", hour: "HOUR", day: "DAY", week: "WEEK", month: "MONTH", quarter: "QUARTER", year: "YEAR" };

function chartSetting(what: string, setting: string): never {
  throw new CannotAnswer(
    `Looker Studio calculated fields have no function for ${what}; use the chart's ${setting} on the metric instead.`,
    ["aggregate", "ratio", "periodToDate"],
  );
}

const flagValue = (v: FlagValue) => (v === null ? "NULL" : typeof v === "string" ? q(v) : typeof v === "number" ? formatNumber(v) : isScaled(v) ? `${f(v.scaled)} * ${formatNumber(v.factor)}` : f(v));

export function renderLookerStudio(intent: Intent): Rendered {
  switch (intent.family) {
    case "ratio": {
      const leaf = intent.level === "row" ? rowValue : (m: Measure, cs?: Condition[]) => filtered(m, cs ?? []);
      const num = asOperand(intent.numerator, renderExpr(intent.numerator, leaf));
      const den = renderExpr(intent.denominator, leaf);
      const text = typeof intent.whenZero === "string";
      return {
        formula: `CASE WHEN ${den} = 0 THEN ${intent.whenZero === undefined || text ? "NULL" : intent.whenZero} ELSE ${num} / ${asOperand(intent.denominator, den)} END`,
        ...(text ? { note: `a number field cannot hold text, so set the chart's Missing data option to show “${intent.whenZero}”` } : {}),
      };
    }
    case "arithmetic":
      return { formula: renderExpr(intent.expr, intent.level === "row" ? rowValue : (m: Measure, cs?: Condition[]) => filtered(m, cs ?? []), undefined, false, (x) => `IFNULL(${x}, 0)`) };
    case "aggregate":
      return { formula: filtered(intent.measure, intent.filters) };
    case "percentOfTotal":
      return chartSetting("percent of total", "Comparison calculation > Percent of total");
    case "runningTotal":
      return chartSetting("running totals", `Running calculation > Running ${intent.stat === "avg" ? "average" : intent.stat === "count" ? "count" : "sum"}`);
    case "movingAverage":
      return chartSetting("moving averages", "Running calculation or a time-series chart's moving average trendline");
    case "periodChange":
      return chartSetting("comparing with an earlier period", "date range Comparison (previous period or previous year) with Comparison calculation > Percent difference");
    case "rank":
    case "topN":
      return chartSetting("ranking rows", "sort and Rows per page (or a Top N filter) settings");
    case "periodAverage":
      return { formula: `${measure(intent.measure)} / COUNT_DISTINCT(DATETIME_TRUNC(${f(intent.date)}, ${UNIT[intent.period]}))` };
    case "periodToDate": {
      const d = f(intent.date);
      // "as of each row's date": a running total along the date, which only the chart can compute.
      if (intent.asOfRow && !intent.compare && !intent.previousYear) {
        return chartSetting(`a ${intent.period}-to-date total on each row`, `Running calculation > Running sum, with ${intent.date.name} as the dimension and a filter or breakdown by ${intent.period},`);
      }
      // A fiscal year starting in month k+1 is the calendar year of the date moved back k months.
      const k = intent.fiscalStart ? intent.fiscalStart - 1 : 0;
      const yr = (x: string) => `YEAR(${k ? `DATETIME_SUB(${x}, INTERVAL ${k} MONTH)` : x})`;
      if (intent.compare) {
        const same = (x: string) => (intent.period === "quarter" ? [`QUARTER(${d}) = QUARTER(${x})`] : intent.period === "month" ? [`MONTH(${d}) = MONTH(${x})`] : []);
        const ly = "DATETIME_SUB(CURRENT_DATE(), INTERVAL 1 YEAR)";
        const cur = `${windowAgg(intent.measure, `${[`${yr(d)} = ${yr("CURRENT_DATE()")}`, ...same("CURRENT_DATE()")].join(" AND ")}`)}`;
        const unit = intent.period === "quarter" ? "QUARTER" : "MONTH";
        const back = `DATETIME_SUB(CURRENT_DATE(), INTERVAL 1 ${unit})`;
        const prevWhen = intent.againstPreviousPeriod
          ? [`DATETIME_TRUNC(${d}, ${unit}) = DATETIME_TRUNC(${back}, ${unit})`, `${d} <= ${back}`]
          : [`${yr(d)} = ${yr("CURRENT_DATE()")} - 1`, `${d} <= ${ly}`, ...same("CURRENT_DATE()")];
        const prev = `${windowAgg(intent.measure, `${prevWhen.join(" AND ")}`)}`;
        if (intent.compare === "difference") return { formula: `${cur}\n- ${prev}` };
        return { formula: `CASE WHEN ${prev} = 0 THEN NULL\nELSE (${cur} - ${prev}) / ${prev}\nEND` };
      }
      if (intent.previousYear) {
        const ly = "DATETIME_SUB(CURRENT_DATE(), INTERVAL 1 YEAR)";
        const parts = [`${yr(d)} = ${yr("CURRENT_DATE()")} - 1`, `${d} <= ${ly}`];
        if (intent.period === "quarter") parts.push(`QUARTER(${d}) = QUARTER(CURRENT_DATE())`);
        if (intent.period === "month") parts.push(`MONTH(${d}) = MONTH(CURRENT_DATE())`);
        return { formula: `${windowAgg(intent.measure, `${parts.join(" AND ")}`)}` };
      }
      if (intent.period === "week") {
        return { formula: `${windowAgg(intent.measure, `DATETIME_TRUNC(${d}, WEEK) = DATETIME_TRUNC(CURRENT_DATE(), WEEK) AND ${d} <= CURRENT_DATE()`)}` };
      }
      // (To date: rows dated after today, such as scheduled bookings, are not in it yet.)
      const parts = [`${yr(d)} = ${yr("CURRENT_DATE()")}`];
      if (intent.period === "quarter") parts.push(`QUARTER(${d}) = QUARTER(CURRENT_DATE())`);
      if (intent.period === "month") parts.push(`MONTH(${d}) = MONTH(CURRENT_DATE())`);
      parts.push(`${d} <= CURRENT_DATE()`);
      return { formula: `${windowAgg(intent.measure, `${parts.join(" AND ")}`)}` };
    }
    case "buckets": {
      const s = intent.subject.agg ? measure({ agg: intent.subject.agg, field: intent.subject.field }) : f(intent.subject.field);
      if (intent.width) return { formula: `FLOOR(${s} / ${formatNumber(intent.width)}) * ${formatNumber(intent.width)}` };
      const lines = ["CASE"];
      for (const r of intent.rules) {
        lines.push(r.op === "otherwise" ? `  ELSE ${q(r.label)}` : `  WHEN ${bucketCondition(s, r)} THEN ${q(r.label)}`);
      }
      lines.push("END");
      return { formula: lines.join("\n") };
    }
    case "flag": {
      // "Null when Discount is 0, otherwise Discount" is exactly Looker Studio's NULLIF(Discount, 0).
      const only = intent.conditions.length === 1 ? intent.conditions[0]! : null;
      const no = intent.no;
      if (only && only.op === "=" && !only.agg && !only.yearOf && !only.dateValue && intent.yes === null && no && typeof no === "object" && !isScaled(no) && no.name === only.field.name && (typeof only.value === "number" || typeof only.value === "string")) {
        return { formula: `NULLIF(${f(only.field)}, ${typeof only.value === "number" ? formatNumber(only.value) : q(only.value)})` };
      }
      const test = conditions(intent.conditions, intent.match === "all" ? " AND " : " OR ");
      return { formula: intent.boolean ? test : `CASE WHEN ${test} THEN ${flagValue(intent.yes)} ELSE ${flagValue(intent.no)} END` };
    }
    case "dateDiff": {
      if (intent.workdays) throw new CannotAnswer("Looker Studio has no working-days function.", ["dateDiff"]);
      const d = (x: FieldRef | "today") => (x === "today" ? "CURRENT_DATE()" : f(x));
      const [s, e] = [d(intent.start), intent.endOrToday && intent.end !== "today" ? `IFNULL(${d(intent.end)}, CURRENT_DATE())` : d(intent.end)];
      if (intent.unit === "day") return { formula: `DATE_DIFF(${e}, ${s})` };
      // DATETIME_DIFF counts boundaries crossed; whole years or months elapsed need the anniversary check.
      if (intent.unit === "year") return { formula: `DATETIME_DIFF(${e}, ${s}, YEAR)\n- IF(MONTH(${e}) * 100 + DAY(${e}) < MONTH(${s}) * 100 + DAY(${s}), 1, 0)` };
      if (intent.unit === "month") return { formula: `DATETIME_DIFF(${e}, ${s}, MONTH)\n- IF(DAY(${e}) < DAY(${s}), 1, 0)` };
      return { formula: `DATETIME_DIFF(${e}, ${s}, ${UNIT[intent.unit]})` };
    }
    case "datePart": {
      const d = f(intent.date);
      const map: Record<string, string> = {
        year: `YEAR(${d})`,
        quarter: `QUARTER(${d})`,
        month: `MONTH(${d})`,
        week: `WEEK(${d})`,
        isoWeek: `ISOWEEK(${d})`,
        day: `DAY(${d})`,
        weekday: `WEEKDAY(${d})`,
        monthName: `FORMAT_DATETIME("%B", ${d})`,
        dayName: `FORMAT_DATETIME("%A", ${d})`,
        monthShort: `FORMAT_DATETIME("%b", ${d})`,
        dayShort: `FORMAT_DATETIME("%a", ${d})`,
        weekend: `CASE WHEN WEEKDAY(${d}) IN (0, 6) THEN "Weekend" ELSE "Weekday" END`,
        yearMonth: `FORMAT_DATETIME("%Y-%m", ${d})`,
        yearQuarter: `CONCAT(FORMAT_DATETIME("%Y", ${d}), CONCAT("-Q", CAST(QUARTER(${d}) AS TEXT)))`,
        quarterLabel: `CONCAT("Q", CAST(QUARTER(${d}) AS TEXT))`,
        hour: `HOUR(${d})`,
      };
      return { formula: map[intent.part]! };
    }
    case "dateTrunc":
      if (intent.end) {
        return { formula: `DATETIME_SUB(DATETIME_ADD(DATETIME_TRUNC(${f(intent.date)}, ${UNIT[intent.unit]}), INTERVAL 1 ${UNIT[intent.unit]}), INTERVAL 1 DAY)` };
      }
      // (WEEK starts on Sunday; ISOWEEK is the Monday-start week.)
      return { formula: `DATETIME_TRUNC(${f(intent.date)}, ${intent.unit === "week" && intent.weekStart === "monday" ? "ISOWEEK" : UNIT[intent.unit]})` };
    case "round": {
      const x = intent.subject.agg ? measure({ agg: intent.subject.agg, field: intent.subject.field }) : f(intent.subject.field);
      if (intent.multiple) {
        const m = formatNumber(intent.multiple);
        const fn = intent.mode === "up" ? "CEIL" : intent.mode === "down" ? "FLOOR" : "ROUND";
        return { formula: `${fn}(${x} / ${m}) * ${m}` };
      }
      if (intent.mode === "nearest") return { formula: `ROUND(${x}, ${intent.digits})` };
      const scale = 10 ** intent.digits;
      const fn = intent.mode === "up" ? "CEIL" : "FLOOR";
      return { formula: scale === 1 ? `${fn}(${x})` : `${fn}(${x} * ${scale}) / ${scale}` };
    }
    case "weightedAverage":
      return { formula: `SUM(${f(intent.value)} * ${f(intent.weight)}) / SUM(${f(intent.weight)})` };
    case "dateAdd":
      return { formula: `DATETIME_ADD(${f(intent.date)}, INTERVAL ${formatNumber(intent.amount)} ${UNIT[intent.unit]})` };
    case "nullDefault": {
      const x = intent.aggregated ? `SUM(${f(intent.field)})` : f(intent.field);
      const other = typeof intent.fallback === "object" ? (intent.aggregated ? `SUM(${f(intent.fallback)})` : f(intent.fallback)) : literal(intent.fallback, q);
      return { formula: `IFNULL(${x}, ${other})` };
    }
    case "concat": {
      // CONCAT takes exactly two arguments, so longer lists nest.
      const parts = intent.parts.map((p) => ("field" in p ? (p.first ? `LEFT_TEXT(${f(p.field)}, ${p.first})` : f(p.field)) : q(p.text)));
      const nest = (xs: string[]): string => (xs.length === 1 ? xs[0]! : `CONCAT(${xs[0]}, ${nest(xs.slice(1))})`);
      if (intent.to === "proper") throw new CannotAnswer("Looker Studio has no proper-case (title case) function; it offers UPPER and LOWER only.", ["concat"]);
      return { formula: intent.to ? `${intent.to === "upper" ? "UPPER" : "LOWER"}(${nest(parts)})` : nest(parts) };
    }
    case "textCase":
      if (intent.to === "proper") {
        throw new CannotAnswer("Looker Studio has no proper-case (title case) function; it offers UPPER and LOWER only.", ["textCase"]);
      }
      return { formula: `${intent.to === "upper" ? "UPPER" : "LOWER"}(${intent.trim ? `TRIM(${f(intent.field)})` : f(intent.field)})` };
    case "textExtract": {
      const x = f(intent.field);
      const esc = (intent.delimiter ?? "").replace(/[.*+?^${}()|[\]\\]/g, "\\\\$&");
      switch (intent.op) {
        case "left":
          return { formula: `LEFT_TEXT(${x}, ${intent.count})` };
        case "right":
          return { formula: `RIGHT_TEXT(${x}, ${intent.count})` };
        case "mid":
          return { formula: `SUBSTR(${x}, ${intent.start}, ${intent.count})` };
        case "before":
          // (Before the last delimiter: a greedy match runs to its last occurrence.)
          if (intent.last) return { formula: `REGEXP_EXTRACT(${x}, "^(.*)${esc}")` };
          // A one-character delimiter: everything up to it, or the whole text when it is absent
          // (the first word of a one-word name is that word), as Tableau's SPLIT does.
          if ((intent.delimiter ?? "").length === 1) {
            const cls = (intent.delimiter ?? "").replace(/[\]\\^-]/g, "\\\\$&");
            return { formula: `REGEXP_EXTRACT(${x}, "^([^${cls}]*)")` };
          }
          return { formula: `REGEXP_EXTRACT(${x}, "^(.*?)${esc}")` };
        case "after":
          // (After the last delimiter: a greedy match of everything before it.)
          if (intent.last) return { formula: `REGEXP_EXTRACT(${x}, "^.*${esc}(.*)$")` };
          return { formula: `REGEXP_EXTRACT(${x}, "${esc}(.*)$")` };
        case "trim":
          return { formula: `TRIM(${x})` };
        case "domain":
          return { formula: `REGEXP_EXTRACT(${x}, '^(?:[a-zA-Z]+://)?(?:www[.])?([^/:?#]+)')` };
        case "param":
          return { formula: `REGEXP_EXTRACT(${x}, '[?&]${paramPattern(intent.delimiter ?? "")}=([^&#]*)')` };
        case "length":
          return { formula: `LENGTH(${x})` };
        case "replace":
          return { formula: `REPLACE(${x}, ${q(intent.delimiter ?? "")}, ${q(intent.replacement ?? "")})` };
      }
      break;
    }
    case "lookup":
      throw new CannotAnswer("Looker Studio calculated fields cannot look values up in another table; blend the two data sources on the key instead.", ["aggregate"]);
    case "lod":
      if (intent.countWhere) throw new CannotAnswer("Looker Studio calculated fields cannot total per customer and then count; chart the dimension with the total and a filter on it instead.", ["aggregate"]);
      // "total sales by region": a chart with Region as its dimension groups the plain aggregate.
      if (intent.perGroup && !intent.outer) {
        return { formula: filtered(intent.measure, []) };
      }
      throw new CannotAnswer(
        "Looker Studio has no level-of-detail expressions; pre-aggregate in the data source or blend a table aggregated at that level.",
        ["aggregate", "ratio"],
      );
  }
  throw new CannotAnswer("Looker Studio cannot express this calculation.");
}

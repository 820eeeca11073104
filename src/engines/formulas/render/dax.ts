import { CannotAnswer, isScaled, type FlagValue, type Agg, type BucketRule, type Condition, type Expr, type FieldRef, type Intent, type Measure } from "../ir";
import { dateParts, formatNumber, isFieldValue, literal, quoteDoubled, renderExpr, type Rendered } from "./shared";

/**
 * DAX measures and calculated columns: Table[Column] references, CALCULATE with filters,
 * DIVIDE for safe division, time intelligence on a date column.
 */

export const DEFAULT_TABLE = "Sales";
const DATE_TABLE: FieldRef = { name: "Date", table: "Date", assumed: true };

function table(name: string): string {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(name) && !/^(date|table|calendar|time)$/i.test(name) ? name : `'${name.replace(/'/g, "''")}'`;
}
const col = (r: FieldRef) => `${table(r.table ?? DEFAULT_TABLE)}[${r.name.replace(/\]/g, "]]")}]`;
const tableOf = (r: FieldRef | null | undefined) => table(r?.table ?? DEFAULT_TABLE);
const q = quoteDoubled;

const AGG: Record<Agg, string> = { sum: "SUM", avg: "AVERAGE", count: "COUNT", countd: "DISTINCTCOUNT", min: "MIN", max: "MAX", median: "MEDIAN" };
const AGGX: Record<Agg, string> = { sum: "SUMX", avg: "AVERAGEX", count: "COUNTX", countd: "COUNTX", min: "MINX", max: "MAXX", median: "MEDIANX" };

function measure(m: Measure): string {
  if (m.field?.isMeasureRef) return `[${m.field.name}]`;
  if (!m.field) return `COUNTROWS(${table(m.table ?? DEFAULT_TABLE)})`;
  return `${AGG[m.agg]}(${col(m.field)})`;
}
/** The table a measure reads: its column's, or the table whose rows it counts. */
const measureTable = (m: Measure) => table(m.field?.table ?? m.table ?? DEFAULT_TABLE);
const rowValue = (m: Measure) => (m.field ? (m.field.isMeasureRef ? `[${m.field.name}]` : col(m.field)) : "1");

/** A date column for time intelligence: the user's, or the conventional 'Date'[Date]. */
function dateCol(d: FieldRef): string {
  return d.assumed || (d.name === "Date" && !d.table) ? col(DATE_TABLE) : col(d);
}

function condition(c: Condition): string {
  if (c.partOf === "weekend") return `WEEKDAY(${col(c.field)}, 2) ${c.value ? ">" : "<="} 5`;
  const left = c.yearOf ? `YEAR(${col(c.field)})` : c.partOf ? `${c.partOf === "quarter" ? "QUARTER" : "MONTH"}(${col(c.field)})` : c.agg ? measure({ agg: c.agg, field: c.field }) : col(c.field);
  const d = dateCol(c.field);
  if (c.op === "in") return `${col(c.field)} IN {${(c.values ?? []).map(q).join(", ")}}`;
  if (c.op === "withinLast") {
    const n = Number(c.value);
    if (c.unit === "day" || c.unit === "week") return `${d} >= TODAY() - ${c.unit === "week" ? n * 7 : n}`;
    return `${d} >= EDATE(TODAY(), -${c.unit === "year" ? n * 12 : c.unit === "quarter" ? n * 3 : n})`;
  }
  if (c.op === "withinNext") {
    const n = Number(c.value);
    const ahead = c.unit === "day" || c.unit === "week" ? `TODAY() + ${c.unit === "week" ? n * 7 : n}` : `EDATE(TODAY(), ${c.unit === "year" ? n * 12 : c.unit === "quarter" ? n * 3 : n})`;
    return `${d} >= TODAY() && ${d} <= ${ahead}`;
  }
  if (c.op === "currentPeriod") {
    const parts = [`YEAR(${d}) = YEAR(TODAY())`];
    if (c.unit === "quarter") parts.push(`QUARTER(${d}) = QUARTER(TODAY())`);
    if (c.unit === "month") parts.push(`MONTH(${d}) = MONTH(TODAY())`);
    if (c.unit === "week") parts.push(`WEEKNUM(${d}) = WEEKNUM(TODAY())`);
    return parts.join(" && ");
  }
  if (c.dateValue) {
    const [y, m, dd] = dateParts(String(c.value));
    return `${left} ${c.op === "!=" ? "<>" : c.op} DATE(${y}, ${m}, ${dd})`;
  }
  switch (c.op) {
    case "contains":
      return `CONTAINSSTRING(${col(c.field)}, ${q(String(c.value))})`;
    case "isnull":
      return `ISBLANK(${col(c.field)})`;
    case "notnull":
      return `NOT ISBLANK(${col(c.field)})`;
    default: {
      const right = isFieldValue(c.value) ? col(c.value) : literal(c.value as string | number | boolean, q, ["TRUE()", "FALSE()"]);
      return `${left} ${c.op === "!=" ? "<>" : c.op} ${right}`;
    }
  }
}

/** CALCULATE filter arguments; comparisons between two columns need a FILTER over the table. */
function filterArgs(cs: Condition[]): string[] {
  const simple = cs.filter((c) => !isFieldValue(c.value));
  const crossColumn = cs.filter((c) => isFieldValue(c.value));
  const args = simple.map(condition);
  if (crossColumn.length) args.push(`FILTER(${tableOf(crossColumn[0]!.field)}, ${crossColumn.map(condition).join(" && ")})`);
  return args;
}

function calculate(expr: string, args: string[]): string {
  if (args.length === 0) return expr;
  const one = `CALCULATE(${expr}, ${args.join(", ")})`;
  if (one.length <= 90) return one;
  return `CALCULATE(\n    ${expr},\n    ${args.join(",\n    ")}\n)`;
}

function bucketCondition(s: string, r: BucketRule): string {
  if (r.op === "in") return `${s} IN {${(r.values ?? []).map(q).join(", ")}}`;
  if (r.op === "between") return `${s} >= ${formatNumber(Number(r.value))} && ${s} <= ${formatNumber(Number(r.to))}`;
  return `${s} ${r.op} ${literal(r.value as string | number, q)}`;
}

const named = (name: string, body: string) => (body.includes("\n") ? `${name} =\n${body}` : `${name} = ${body}`);

const hasProduct = (e: Expr): boolean => e.kind === "bin" && (e.op === "*" || hasProduct(e.left) || hasProduct(e.right));

const flagValue = (v: FlagValue) => (v === null ? "BLANK()" : typeof v === "string" ? q(v) : typeof v === "number" ? formatNumber(v) : isScaled(v) ? `${col(v.scaled)} * ${formatNumber(v.factor)}` : col(v));

export function renderDax(intent: Intent): Rendered {
  const name = intent.name;
  switch (intent.family) {
    case "ratio": {
      const leaf = intent.level === "row" ? rowValue : (m: Measure, cs?: Condition[]) => calculate(measure(m), filterArgs(cs ?? []));
      const num = renderExpr(intent.numerator, leaf);
      const den = renderExpr(intent.denominator, leaf);
      const note = intent.level === "row" ? "add it as a calculated column" : undefined;
      return { formula: named(name, `DIVIDE(${num}, ${den}${intent.whenZero === undefined ? "" : typeof intent.whenZero === "string" ? `, ${q(intent.whenZero)}` : `, ${intent.whenZero}`})`), note };
    }
    case "arithmetic": {
      if (hasProduct(intent.expr)) {
        // Row-by-row products must be summed after multiplying, which is what SUMX does.
        const first = intent.expr.kind === "bin" ? firstField(intent.expr) : null;
        return { formula: named(name, `SUMX(${tableOf(first)}, ${renderExpr(intent.expr, rowValue)})`) };
      }
      return { formula: named(name, renderExpr(intent.expr, intent.level === "row" ? rowValue : measure, undefined, false, (x) => `COALESCE(${x}, 0)`)), note: intent.level === "row" ? "add it as a calculated column" : undefined };
    }
    case "aggregate":
      return { formula: named(name, calculate(measure(intent.measure), filterArgs(intent.filters))) };
    case "percentOfTotal": {
      const m = measure(intent.measure);
      const all = intent.within
        ? `ALLEXCEPT(${measureTable(intent.measure)}, ${col(intent.within)})`
        : intent.across
          ? `ALL(${col(intent.across)})`
          : `ALL(${measureTable(intent.measure)})`;
      return { formula: named(name, `DIVIDE(\n    ${m},\n    CALCULATE(${m}, ${all})\n)`) };
    }
    case "runningTotal": {
      const d = dateCol(intent.date);
      const m = intent.stat === "avg" ? measure({ ...intent.measure, agg: "avg" }) : measure(intent.measure);
      if (intent.resetEvery && intent.resetEvery !== "week" && intent.resetEvery !== "day") {
        // A running total that restarts each year is exactly a year-to-date total.
        const fn = intent.resetEvery === "year" ? "TOTALYTD" : intent.resetEvery === "quarter" ? "TOTALQTD" : "TOTALMTD";
        return { formula: named(name, `${fn}(${m}, ${d})`) };
      }
      if (intent.ofTotal) {
        return {
          formula: named(
            name,
            `DIVIDE(\n    CALCULATE(${m}, FILTER(ALLSELECTED(${d}), ${d} <= MAX(${d}))),\n    CALCULATE(${m}, ALLSELECTED(${d}))\n)`,
          ),
        };
      }
      return {
        formula: named(name, `CALCULATE(\n    ${m},\n    FILTER(\n        ALLSELECTED(${d}),\n        ${d} <= MAX(${d})\n    )\n)`),
      };
    }
    case "movingAverage": {
      const d = dateCol(intent.date);
      const m = measure(intent.measure);
      const unit = intent.unit === "row" ? "day" : intent.unit;
      if (unit === "day" || unit === "week") {
        const days = unit === "week" ? intent.window * 7 : intent.window;
        if (intent.stat === "sum") {
          return { formula: named(name, `CALCULATE(\n    ${m},\n    DATESINPERIOD(${d}, MAX(${d}), -${days}, DAY)\n)`) };
        }
        if (unit === "day") {
          return { formula: named(name, `AVERAGEX(\n    DATESINPERIOD(${d}, MAX(${d}), -${days}, DAY),\n    CALCULATE(${m})\n)`) };
        }
        return { formula: named(name, `DIVIDE(\n    CALCULATE(${m}, DATESINPERIOD(${d}, MAX(${d}), -${days}, DAY)),\n    ${intent.window}\n)`) };
      }
      const interval = unit.toUpperCase();
      const total = `CALCULATE(${m}, DATESINPERIOD(${d}, MAX(${d}), -${intent.window}, ${interval}))`;
      if (intent.stat === "sum") return { formula: named(name, total) };
      return { formula: named(name, `DIVIDE(\n    ${total},\n    ${intent.window}\n)`) };
    }
    case "periodChange": {
      const d = dateCol(intent.date);
      const m = measure(intent.measure);
      let shift: string;
      const n = intent.periods ?? 1;
      switch (intent.period) {
        case "year":
          shift = intent.viaDateAdd || n > 1 ? `DATEADD(${d}, -${n}, YEAR)` : `SAMEPERIODLASTYEAR(${d})`;
          break;
        case "quarter":
          shift = `DATEADD(${d}, -${n}, QUARTER)`;
          break;
        case "month":
          shift = `DATEADD(${d}, -${n}, MONTH)`;
          break;
        case "week":
          shift = `DATEADD(${d}, -${7 * n}, DAY)`;
          break;
        case "day":
          shift = `DATEADD(${d}, -${n}, DAY)`;
          break;
        default:
          // "12 rows back": as many rows of the date axis as the request says.
          shift = `OFFSET(-${(intent.rowsPerPeriod ?? 1) * n}, ALLSELECTED(${d}), ORDERBY(${d}))`;
      }
      const previous = `CALCULATE(${m}, ${shift})`;
      if (intent.output === "previous") return { formula: named(name, previous) };
      const ret =
        intent.output === "difference"
          ? "CurrentValue - PreviousValue"
          : intent.output === "ratio"
            ? "DIVIDE(CurrentValue, PreviousValue)"
            : "DIVIDE(CurrentValue - PreviousValue, PreviousValue)";
      return {
        formula: named(name, `VAR CurrentValue = ${m}\nVAR PreviousValue = ${previous}\nRETURN\n    ${ret}`),
      };
    }
    case "periodAverage": {
      const over = intent.period === "day" ? `VALUES(${col(DATE_TABLE)})` : `VALUES('Date'[${intent.period === "week" ? "Year Week" : intent.period === "month" ? "Year Month" : intent.period === "quarter" ? "Year Quarter" : "Year"}])`;
      return { formula: named(name, `AVERAGEX(\n    ${over},\n    CALCULATE(${measure(intent.measure)})\n)`) };
    }
    case "periodToDate": {
      // DAX has no TOTALWTD: the week runs Monday to today.
      if (intent.period === "week") {
        return { formula: named(name, `CALCULATE(\n    ${measure(intent.measure)},\n    DATESBETWEEN(${dateCol(intent.date)}, TODAY() - WEEKDAY(TODAY(), 2) + 1, TODAY())\n)`) };
      }
      const fn = intent.period === "year" ? "TOTALYTD" : intent.period === "quarter" ? "TOTALQTD" : "TOTALMTD";
      // TOTALYTD's year_end_date: the last day of the month before the fiscal year starts ("6/30").
      const yearEnd = intent.fiscalStart ? `, "${((intent.fiscalStart + 10) % 12) + 1}/${new Date(Date.UTC(2001, intent.fiscalStart - 1, 0)).getUTCDate()}"` : "";
      if (intent.compare) {
        const cur = `${fn}(${measure(intent.measure)}, ${dateCol(intent.date)}${yearEnd})`;
        const prior = intent.againstPreviousPeriod ? "PriorPeriod" : "PriorYear";
        const shift = intent.againstPreviousPeriod
          ? `DATEADD(${dateCol(intent.date)}, -1, ${intent.period === "quarter" ? "QUARTER" : "MONTH"})`
          : `SAMEPERIODLASTYEAR(${dateCol(intent.date)})`;
        const result = intent.compare === "percent" ? `DIVIDE(CurrentPeriod - ${prior}, ${prior})` : `CurrentPeriod - ${prior}`;
        return {
          formula: named(name, `VAR CurrentPeriod = ${cur}\nVAR ${prior} =\n    CALCULATE(${cur}, ${shift})\nRETURN\n    ${result}`),
        };
      }
      if (intent.previousYear) {
        return { formula: named(name, `CALCULATE(\n    ${fn}(${measure(intent.measure)}, ${dateCol(intent.date)}${yearEnd}),\n    SAMEPERIODLASTYEAR(${dateCol(intent.date)})\n)`) };
      }
      return { formula: named(name, `${fn}(${measure(intent.measure)}, ${dateCol(intent.date)}${yearEnd})`) };
    }
    case "rank": {
      const ties = intent.dense ? "DENSE" : "SKIP";
      const dir = intent.direction === "asc" ? "ASC" : "DESC";
      if (intent.perRow && intent.measure.field) return { formula: named(name, `RANKX(ALL(${measureTable(intent.measure)}), ${col(intent.measure.field)}, , ${dir}, ${ties})`), note: "add it as a calculated column" };
      const table = intent.within
        ? `CALCULATETABLE(VALUES(${col(intent.dimension)}), ALLEXCEPT(${tableOf(intent.dimension)}, ${col(intent.within)}))`
        : `ALL(${col(intent.dimension)})`;
      return { formula: named(name, `RANKX(\n    ${table},\n    CALCULATE(${measure(intent.measure)}),\n    ,\n    ${dir},\n    ${ties}\n)`) };
    }
    case "topN": {
      const m = measure(intent.measure);
      const dir = intent.direction === "asc" ? "ASC" : "DESC";
      if (intent.labels) return { formula: named(name, `IF(\n    RANKX(ALL(${col(intent.dimension)}), CALCULATE(${m}), , ${dir}) <= ${intent.n},\n    ${q(intent.labels[0])},\n    ${q(intent.labels[1])}\n)`) };
      return {
        formula: named(name, `IF(\n    RANKX(ALL(${col(intent.dimension)}), CALCULATE(${m}), , ${dir}) <= ${intent.n},\n    ${m}\n)`),
        note: `it returns blank outside the top ${intent.n}, so a visual by ${intent.dimension.name} shows only those${intent.within ? `; with ${intent.within.name} on the rows too, ALL(${col(intent.dimension)}) keeps the ${intent.within.name} filter, so the top ${intent.n} is taken within each ${intent.within.name}` : ""}`,
      };
    }
    case "buckets": {
      const s = intent.subject.agg ? measure({ agg: intent.subject.agg, field: intent.subject.field }) : col(intent.subject.field);
      if (intent.width) return { formula: named(name, `FLOOR(${s}, ${formatNumber(intent.width)})`), note: intent.subject.agg ? undefined : "add it as a calculated column" };
      const note = intent.subject.agg ? undefined : "add it as a calculated column";
      const [first, second] = intent.rules;
      if (intent.rules.length === 2 && first!.op !== "otherwise" && second!.op === "otherwise") {
        return { formula: named(name, `IF(${bucketCondition(s, first!)}, ${q(first!.label)}, ${q(second!.label)})`), note };
      }
      const lines = intent.rules.map((r) => (r.op === "otherwise" ? `    ${q(r.label)}` : `    ${bucketCondition(s, r)}, ${q(r.label)}`));
      return { formula: named(name, `SWITCH(\n    TRUE(),\n${lines.join(",\n")}\n)`), note };
    }
    case "flag": {
      const join = intent.match === "all" ? " && " : " || ";
      const test = intent.conditions.map(condition).join(join);
      const note = intent.conditions.some((c) => c.agg) ? undefined : "add it as a calculated column";
      return { formula: named(name, intent.boolean ? test : `IF(${test}, ${flagValue(intent.yes)}, ${flagValue(intent.no)})`), note };
    }
    case "dateDiff": {
      const d = (x: FieldRef | "today") => (x === "today" ? "TODAY()" : col(x));
      // A blank date is day 0 to DATEDIFF; "leave it blank if the end is missing" tests it first.
      const missing = intent.blankIfMissing ? (intent.blankIfMissing === "start" ? intent.start : intent.end) : "today";
      if (missing !== "today") {
        const inner = renderDax({ ...intent, blankIfMissing: undefined });
        const body = inner.formula.replace(/^[^=]*=\s*/, "");
        return { ...inner, formula: named(name, `IF(ISBLANK(${col(missing)}), BLANK(), ${body})`) };
      }
      const [s, e] = [d(intent.start), intent.endOrToday && intent.end !== "today" ? `COALESCE(${d(intent.end)}, TODAY())` : d(intent.end)];
      if (intent.workdays) return { formula: named(name, `NETWORKDAYS(${s}, ${e})`), note: "add it as a calculated column" };
      // DATEDIFF counts boundaries crossed; whole years or months elapsed need the anniversary check.
      if (intent.unit === "year") {
        return { formula: named(name, `DATEDIFF(${s}, ${e}, YEAR)\n    - IF(MONTH(${e}) * 100 + DAY(${e}) < MONTH(${s}) * 100 + DAY(${s}), 1, 0)`), note: "add it as a calculated column" };
      }
      if (intent.unit === "month") {
        return { formula: named(name, `DATEDIFF(${s}, ${e}, MONTH)\n    - IF(DAY(${e}) < DAY(${s}), 1, 0)`), note: "add it as a calculated column" };
      }
      return { formula: named(name, `DATEDIFF(${s}, ${e}, ${intent.unit.toUpperCase()})`), note: "add it as a calculated column" };
    }
    case "datePart": {
      const d = col(intent.date);
      const map: Record<string, string> = {
        year: `YEAR(${d})`,
        quarter: `QUARTER(${d})`,
        month: `MONTH(${d})`,
        week: `WEEKNUM(${d})`,
        isoWeek: `WEEKNUM(${d}, 21)`,
        day: `DAY(${d})`,
        weekday: `WEEKDAY(${d}, 2)`,
        monthName: `FORMAT(${d}, "mmmm")`,
        dayName: `FORMAT(${d}, "dddd")`,
        monthShort: `FORMAT(${d}, "mmm")`,
        dayShort: `FORMAT(${d}, "ddd")`,
        weekend: `IF(WEEKDAY(${d}, 2) > 5, "Weekend", "Weekday")`,
        yearMonth: `FORMAT(${d}, "YYYY-MM")`,
        yearQuarter: `FORMAT(${d}, "YYYY") & "-Q" & QUARTER(${d})`,
        quarterLabel: `"Q" & QUARTER(${d})`,
        hour: `HOUR(${d})`,
      };
      return { formula: named(name, map[intent.part]!), note: "add it as a calculated column" };
    }
    case "dateTrunc": {
      const d = col(intent.date);
      const map: Record<string, string> = {
        year: `DATE(YEAR(${d}), 1, 1)`,
        quarter: `DATE(YEAR(${d}), (QUARTER(${d}) - 1) * 3 + 1, 1)`,
        month: `DATE(YEAR(${d}), MONTH(${d}), 1)`,
        week: intent.weekStart === "sunday" ? `${d} - WEEKDAY(${d}, 1) + 1` : `${d} - WEEKDAY(${d}, 2) + 1`,
        day: `DATE(YEAR(${d}), MONTH(${d}), DAY(${d}))`,
      };
      const ends: Record<string, string> = {
        year: `DATE(YEAR(${d}), 12, 31)`,
        quarter: `EOMONTH(DATE(YEAR(${d}), QUARTER(${d}) * 3, 1), 0)`,
        month: `EOMONTH(${d}, 0)`,
        week: `${d} - WEEKDAY(${d}, 2) + 7`,
        day: `DATE(YEAR(${d}), MONTH(${d}), DAY(${d}))`,
      };
      return { formula: named(name, (intent.end ? ends : map)[intent.unit]!), note: "add it as a calculated column" };
    }
    case "round": {
      const x = intent.subject.agg ? measure({ agg: intent.subject.agg, field: intent.subject.field }) : col(intent.subject.field);
      const note = intent.subject.agg ? undefined : "add it as a calculated column";
      if (intent.multiple) {
        const fn = intent.mode === "up" ? "CEILING" : intent.mode === "down" ? "FLOOR" : "MROUND";
        return { formula: named(name, `${fn}(${x}, ${formatNumber(intent.multiple)})`), note };
      }
      const fn = intent.mode === "up" ? "ROUNDUP" : intent.mode === "down" ? "ROUNDDOWN" : "ROUND";
      return { formula: named(name, `${fn}(${x}, ${intent.digits})`), note };
    }
    case "weightedAverage": {
      const t = tableOf(intent.value);
      return { formula: named(name, `DIVIDE(\n    SUMX(${t}, ${col(intent.value)} * ${col(intent.weight)}),\n    SUM(${col(intent.weight)})\n)`) };
    }
    case "dateAdd": {
      const d = col(intent.date);
      const n = intent.amount;
      const map: Record<string, string> = {
        day: `${d} + ${formatNumber(n)}`,
        week: `${d} + ${formatNumber(n * 7)}`,
        month: `EDATE(${d}, ${formatNumber(n)})`,
        quarter: `EDATE(${d}, ${formatNumber(n * 3)})`,
        year: `EDATE(${d}, ${formatNumber(n * 12)})`,
      };
      return { formula: named(name, map[intent.unit]!), note: "add it as a calculated column" };
    }
    case "nullDefault": {
      const x = intent.field.isMeasureRef ? `[${intent.field.name}]` : intent.aggregated ? `SUM(${col(intent.field)})` : col(intent.field);
      return { formula: named(name, `COALESCE(${x}, ${typeof intent.fallback === "object" ? (intent.aggregated ? `SUM(${col(intent.fallback)})` : col(intent.fallback)) : literal(intent.fallback, q)})`), note: intent.aggregated ? undefined : "add it as a calculated column" };
    }
    case "concat": {
      if (intent.to === "proper") throw new CannotAnswer("DAX has no proper-case function; use Power Query's Format > Capitalize Each Word (Text.Proper) instead.", ["concat"]);
      const joined = intent.parts.map((p) => ("field" in p ? (p.first ? `LEFT(${col(p.field)}, ${p.first})` : col(p.field)) : q(p.text))).join(" & ");
      return { formula: named(name, intent.to ? `${intent.to === "upper" ? "UPPER" : "LOWER"}(${joined})` : joined), note: "add it as a calculated column" };
    }
    case "textCase":
      if (intent.to === "proper") {
        throw new CannotAnswer("DAX has no proper-case function; use Power Query's Format > Capitalize Each Word (Text.Proper) instead.", ["textCase"]);
      }
      return {
        formula: named(name, `${intent.to === "upper" ? "UPPER" : "LOWER"}(${intent.trim ? `TRIM(${col(intent.field)})` : col(intent.field)})`),
        note: "add it as a calculated column",
      };
    case "textExtract": {
      const x = col(intent.field);
      const d = q(intent.delimiter ?? "");
      const len = (intent.delimiter ?? "").length;
      const map: Record<string, string> = {
        left: `LEFT(${x}, ${intent.count})`,
        right: `RIGHT(${x}, ${intent.count})`,
        mid: `MID(${x}, ${intent.start}, ${intent.count})`,
        before: intent.last ? lastDelimiter(x, d, len, "before") : `LEFT(${x}, SEARCH(${d}, ${x}) - 1)`,
        after: intent.last ? lastDelimiter(x, d, len, "after") : `MID(${x}, SEARCH(${d}, ${x}) + ${len}, LEN(${x}))`,
        trim: `TRIM(${x})`,
        domain: [
          `VAR NoScheme = IF(CONTAINSSTRING(${x}, "://"), MID(${x}, SEARCH("://", ${x}) + 3, LEN(${x})), ${x})`,
          `VAR Host = LEFT(NoScheme, SEARCH("/", NoScheme & "/") - 1)`,
          `RETURN IF(LEFT(Host, 4) = "www.", MID(Host, 5, LEN(Host)), Host)`,
        ].join("\n"),
        length: `LEN(${x})`,
        replace: `SUBSTITUTE(${x}, ${d}, ${q(intent.replacement ?? "")})`,
        // No regular expressions in DAX: find "name=", then read up to the next "&" (or the end).
        param: [
          `VAR KeyAt = SEARCH(${q(`${intent.delimiter ?? ""}=`)}, ${x}, 1, 0)`,
          `VAR ValueAt = KeyAt + ${(intent.delimiter ?? "").length + 1}`,
          `VAR ValueEnd = SEARCH("&", ${x}, ValueAt, LEN(${x}) + 1)`,
          `RETURN IF(KeyAt = 0, BLANK(), MID(${x}, ValueAt, ValueEnd - ValueAt))`,
        ].join("\n"),
      };
      return { formula: named(name, map[intent.op]!), note: "add it as a calculated column" };
    }
    case "lookup": {
      if (intent.lookupCell) throw new CannotAnswer("DAX has no cell references; name the lookup table and its key column instead.", ["lookup"]);
      const source = intent.source;
      const result = col({ ...intent.result, table: intent.result.table ?? source });
      const keyThere = col({ ...intent.key, table: source });
      return {
        formula: named(name, `LOOKUPVALUE(${result}, ${keyThere}, ${col(intent.key)})`),
        note: "add it as a calculated column",
      };
    }
    case "lod": {
      if (intent.countWhere) {
        const over = `VALUES(${col(intent.dimensions[0]!)})`;
        return { formula: named(name, `COUNTROWS(\n    FILTER(\n        ${over},\n        CALCULATE(${measure(intent.measure)}) ${intent.countWhere.op} ${intent.countWhere.value}\n    )\n)`) };
      }
      const m = measure(intent.measure);
      const t = measureTable(intent.measure);
      const dims = intent.dimensions.map(col);
      // "sum of sales by region": the visual's rows do the splitting; the measure stays plain.
      if (intent.byView && !intent.outer) return { formula: named(name, m), note: `put ${dims.join(" and ")} on the visual's rows or axis to split it` };
      if (intent.kind === "include" || (intent.kind === "fixed" && intent.outer)) {
        const outer = intent.outer ?? "avg";
        const over = dims.length === 1 ? `VALUES(${dims[0]})` : `SUMMARIZE(${t}, ${dims.join(", ")})`;
        return { formula: named(name, `${AGGX[outer]}(\n    ${over},\n    CALCULATE(${m})\n)`) };
      }
      if (intent.kind === "exclude") return { formula: named(name, calculate(m, dims.map((d) => `ALL(${d})`))) };
      return { formula: named(name, calculate(m, [`ALLEXCEPT(${t}, ${dims.join(", ")})`])) };
    }
  }
  throw new CannotAnswer("DAX cannot express this calculation.");
}

function firstField(e: Expr): FieldRef | null {
  if (e.kind === "measure") return e.measure.field;
  if (e.kind === "num") return null;
  return firstField(e.left) ?? firstField(e.right);
}

/**
 * The text before or after a delimiter's last occurrence: DAX finds only the first, so the last one
 * (counted by what SUBSTITUTE removes) is swapped for a character no text holds and found instead.
 */
function lastDelimiter(x: string, d: string, len: number, side: "before" | "after"): string {
  const count = `LEN(${x}) - LEN(SUBSTITUTE(${x}, ${d}, ""))`;
  const at = `FIND(UNICHAR(1), SUBSTITUTE(${x}, ${d}, UNICHAR(1), ${len === 1 ? count : `(${count}) / ${len}`}))`;
  return side === "before" ? `LEFT(${x}, ${at} - 1)` : `MID(${x}, ${at} + ${len}, LEN(${x}))`;
}

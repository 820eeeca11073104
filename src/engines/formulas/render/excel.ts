import { CannotAnswer, isScaled, type FlagValue, type Agg, type BucketRule, type Condition, type Expr, type FieldRef, type Intent, type Measure, type Period } from "../ir";
import { fieldsOf } from "../fields";
import { asOperand, dateParts, formatNumber, isFieldValue, literal, quoteDoubled, renderExpr, type ExcelLayout, type Rendered } from "./shared";

/**
 * Excel formulas over a plain sheet: one header row, data from row 2, one field per column.
 * Row formulas are written for row 2 (fill down); whole-column ranges (B:B) for conditional
 * aggregates; bounded ranges (B2:B1000) where dynamic arrays need them.
 */

const LAST_ROW = 1000;
const q = quoteDoubled;

/** A period's value against an earlier one: the earlier value, the difference, the ratio or the growth (safe when it is 0). */
function periodChange(output: string, cur: string, prev: string): string {
  if (output === "previous") return `=${prev}`;
  if (output === "difference") return `=${cur}-${prev}`;
  if (output === "ratio") return `=IF(${prev}=0, "", ${cur}/${prev})`;
  return `=IF(${prev}=0, "", (${cur}-${prev})/${prev})`;
}

function letter(i: number): string {
  let s = "";
  for (let n = i + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

/** Assigns columns to fields: the user's own letters first, then A, B, C... in sheet order. */
class Sheet {
  readonly columns: Record<string, string> = {};
  private byKey = new Map<string, string>();
  private ranges = new Map<string, string>();
  private taken = new Set<string>();
  /**
   * The data does not start in row 2 ("header row is 4"): whole columns would take in what sits above
   * the header, so ranges are bounded (written from row 2 and moved down with the rest of the formula).
   */
  readonly bounded: boolean;
  constructor(fields: FieldRef[]) {
    this.bounded = fields.some((fl) => fl.firstRow !== undefined && fl.firstRow !== 2);
    for (const fl of fields) if (fl.column) this.claim(fl, fl.column.toUpperCase());
    for (const fl of fields) if (fl.range) this.ranges.set(fl.name.toLowerCase(), fl.range.toUpperCase());
    let next = 0;
    for (const fl of fields) {
      if (this.byKey.has(fl.name.toLowerCase())) continue;
      while (this.taken.has(letter(next))) next++;
      this.claim(fl, letter(next));
    }
  }
  private claim(fl: FieldRef, l: string) {
    this.byKey.set(fl.name.toLowerCase(), l);
    this.taken.add(l);
    this.columns[fl.name] = l;
  }
  col(fl: FieldRef): string {
    const l = this.byKey.get(fl.name.toLowerCase());
    if (!l) throw new Error(`Excel renderer: no column for ${fl.name}`);
    return l;
  }
  cell(fl: FieldRef, row = 2) {
    return `${this.col(fl)}${row}`;
  }
  /** The user's own range if they wrote one, else the whole column. */
  whole(fl: FieldRef) {
    const l = this.col(fl);
    return this.ranges.get(fl.name.toLowerCase()) ?? (this.bounded ? `${l}2:${l}${LAST_ROW}` : `${l}:${l}`);
  }
  /** What a count over whole columns takes off for the header cell (none over bounded ranges). */
  get header(): string {
    return this.bounded ? "" : "-1";
  }
  range(fl: FieldRef) {
    const l = this.col(fl);
    return this.ranges.get(fl.name.toLowerCase()) ?? `${l}2:${l}${LAST_ROW}`;
  }
  /** The same rows as `like`'s range in `fl`'s column: FILTER needs arrays of one size. */
  anchoredLike(fl: FieldRef, like: FieldRef) {
    if (this.ranges.has(fl.name.toLowerCase())) return this.anchored(fl);
    const l = this.col(fl);
    return this.anchored(like).replace(/\$[A-Z]{1,3}\$/g, `$${l}$`);
  }
  /** A bounded range anchored with $ so a formula filled down keeps reading the same rows. */
  anchored(fl: FieldRef) {
    return this.range(fl).replace(/\$?([A-Z]{1,3})\$?(\d+)/g, "$$$1$$$2");
  }
}

const IFS_FN: Partial<Record<Agg, string>> = { sum: "SUMIFS", avg: "AVERAGEIFS", min: "MINIFS", max: "MAXIFS" };
const PLAIN: Record<Agg, string> = { sum: "SUM", avg: "AVERAGE", count: "COUNTA", countd: "COUNTA", min: "MIN", max: "MAX", median: "MEDIAN" };

/** SUMIFS-style criteria pairs for one condition. */
/** "C2:C200" as "$C$2:$C$200": a range every filled-down row must read whole ("B:B" stays as it is). */
const fixedRange = (r: string): string => r.replace(/\$?\b([A-Z]{1,3})\$?(\d+)\b/g, "$$$1$$$2");

/** The last day of a window ahead of today ("in the next 90 days"), as an Excel expression. */
function periodEnd(c: Condition): string {
  const n = Number(c.value);
  if (c.unit === "day") return `TODAY()+${n}`;
  if (c.unit === "week") return `TODAY()+${n * 7}`;
  return `EDATE(TODAY(), ${c.unit === "year" ? n * 12 : c.unit === "quarter" ? n * 3 : n})`;
}

/** The first and last day of a relative window or current period. */
const windowBounds = (c: Condition): [string, string] => (c.op === "withinNext" ? ["TODAY()", periodEnd(c)] : [periodStart(c), "TODAY()"]);
const isWindow = (c: Condition) => c.op === "withinLast" || c.op === "withinNext" || c.op === "currentPeriod";

/** The first day of a relative window or current period, as an Excel expression. */
function periodStart(c: Condition): string {
  const n = Number(c.value);
  if (c.op === "withinLast") {
    if (c.unit === "day") return `TODAY()-${n}`;
    if (c.unit === "week") return `TODAY()-${n * 7}`;
    return `EDATE(TODAY(), -${c.unit === "year" ? n * 12 : c.unit === "quarter" ? n * 3 : n})`;
  }
  switch (c.unit) {
    case "year":
      return "DATE(YEAR(TODAY()), 1, 1)";
    case "quarter":
      return "DATE(YEAR(TODAY()), INT((MONTH(TODAY())-1)/3)*3+1, 1)";
    case "month":
      return "DATE(YEAR(TODAY()), MONTH(TODAY()), 1)";
    case "week":
      return "TODAY()-WEEKDAY(TODAY(), 2)+1";
    default:
      return "TODAY()";
  }
}

const excelDate = (iso: string) => {
  const [y, m, d] = dateParts(iso);
  return `DATE(${y}, ${m}, ${d})`;
};

/** The quarter or month number of a date (a cell or a range in an array formula). */
const partOfDate = (part: "quarter" | "month", x: string) => (part === "quarter" ? `ROUNDUP(MONTH(${x})/3, 0)` : `MONTH(${x})`);

function criteria(s: Sheet, c: Condition): string[] {
  const range = s.whole(c.field);
  if (isWindow(c)) return [range, `">="&${windowBounds(c)[0]}`, range, `"<="&${windowBounds(c)[1]}`];
  if (c.dateValue) return [range, `"${c.op === "!=" ? "<>" : c.op}"&${excelDate(String(c.value))}`];
  if (c.yearOf) {
    const y = Number(c.value);
    return [range, `">="&DATE(${y}, 1, 1)`, range, `"<"&DATE(${y + 1}, 1, 1)`];
  }
  switch (c.op) {
    case "contains":
      return [range, q(`*${String(c.value)}*`)];
    case "isnull":
      return [range, `""`];
    case "notnull":
      return [range, `"<>"`];
    case "=":
      return [range, typeof c.value === "number" ? formatNumber(c.value) : typeof c.value === "boolean" ? (c.value ? "TRUE" : "FALSE") : q(String(c.value))];
    default: {
      const op = c.op === "!=" ? "<>" : c.op;
      return [range, q(`${op}${typeof c.value === "number" ? formatNumber(c.value) : String(c.value)}`)];
    }
  }
}

/** A 1/0 array test for one condition over bounded ranges (SUMPRODUCT and FILTER). */
function arrayTest(s: Sheet, c: Condition): string {
  const r = s.range(c.field);
  if (c.op === "in") return `((${(c.values ?? []).map((v) => `(${r}=${q(v)})`).join("+")})>0)`;
  if (isWindow(c)) return `(${r}>=${windowBounds(c)[0]})*(${r}<=${windowBounds(c)[1]})`;
  if (c.dateValue) return `(${r}${c.op === "!=" ? "<>" : c.op}${excelDate(String(c.value))})`;
  if (c.yearOf) return `(YEAR(${r})=${formatNumber(Number(c.value))})`;
  if (c.partOf === "weekend") return `(WEEKDAY(${r}, 2)${c.value ? ">" : "<="}5)`;
  if (c.partOf) return `(${partOfDate(c.partOf, r)}=${formatNumber(Number(c.value))})`;
  switch (c.op) {
    case "contains":
      return `ISNUMBER(SEARCH(${q(String(c.value))}, ${r}))`;
    case "isnull":
      return `(${r}="")`;
    case "notnull":
      return `(${r}<>"")`;
    default: {
      const right = isFieldValue(c.value) ? s.range(c.value) : literal(c.value as string | number | boolean, q);
      return `(${r}${c.op === "!=" ? "<>" : c.op}${right})`;
    }
  }
}

/** A single-row test (IF/IFS) for one condition. */
function rowTest(s: Sheet, c: Condition): string {
  const x = s.cell(c.field);
  if (c.op === "in") return `OR(${(c.values ?? []).map((v) => `${x}=${q(v)}`).join(", ")})`;
  if (isWindow(c)) return `AND(${x}>=${windowBounds(c)[0]}, ${x}<=${windowBounds(c)[1]})`;
  if (c.dateValue) return `${x}${c.op === "!=" ? "<>" : c.op}${excelDate(String(c.value))}`;
  if (c.yearOf) return `YEAR(${x})=${formatNumber(Number(c.value))}`;
  if (c.partOf === "weekend") return `WEEKDAY(${x}, 2)${c.value ? ">" : "<="}5`;
  if (c.partOf) return `${partOfDate(c.partOf, x)}=${formatNumber(Number(c.value))}`;
  switch (c.op) {
    case "contains":
      return `ISNUMBER(SEARCH(${q(String(c.value))}, ${x}))`;
    case "isnull":
      return `${x}=""`;
    case "notnull":
      return `${x}<>""`;
    default: {
      const right = isFieldValue(c.value) ? s.cell(c.value) : literal(c.value as string | number | boolean, q);
      return `${x}${c.op === "!=" ? "<>" : c.op}${right}`;
    }
  }
}

function aggregate(s: Sheet, measure: Measure, cs: Condition[]): string {
  // One row per order: "number of orders" counts rows rather than distinct IDs.
  const m: Measure = measure.entity && measure.agg === "countd" ? { ...measure, agg: "count" } : measure;
  // SUMIFS criteria cannot say "East or West": those go through SUMPRODUCT/FILTER.
  const crossField = cs.some((c) => isFieldValue(c.value) || c.op === "in" || c.partOf);
  if (m.agg === "countd") {
    if (!m.field) throw new CannotAnswer("Name the column whose distinct values should be counted.", ["aggregate"]);
    const tests = [...cs.map((c) => arrayTest(s, c)), `(${s.range(m.field)}<>"")`];
    return `=COUNTA(UNIQUE(FILTER(${s.range(m.field)}, ${tests.join("*")})))`;
  }
  if (cs.length === 0) {
    if (!m.field) throw new CannotAnswer("Name the column to count.", ["aggregate"]);
    // COUNTA over a whole column also counts the header cell.
    if (m.agg === "count") return `=COUNTA(${s.whole(m.field)})${s.header}`;
    return `=${PLAIN[m.agg]}(${s.whole(m.field)})`;
  }
  if ((m.agg === "count" || !m.field) && cs.length === 1 && cs[0]!.op === "notnull") return `=COUNTA(${s.whole(cs[0]!.field)})${s.header}`;
  // Blank cells: COUNTBLANK over the data rows (a whole column would count the empty rows below the data).
  if ((m.agg === "count" || !m.field) && cs.length === 1 && cs[0]!.op === "isnull") return `=COUNTBLANK(${s.range(cs[0]!.field)})`;
  if (crossField || m.agg === "median") {
    const tests = cs.map((c) => arrayTest(s, c)).join("*");
    if (m.agg === "count" || !m.field) return `=SUMPRODUCT(${tests})`;
    if (m.agg === "sum") return `=SUMPRODUCT(${tests}*${s.range(m.field)})`;
    return `=${PLAIN[m.agg]}(FILTER(${s.range(m.field)}, ${tests}))`;
  }
  const crit = cs.flatMap((c) => criteria(s, c)).join(", ");
  // "<>Cancelled" over a whole column also matches every empty cell below the data and the header:
  // count only filled cells, less the header row.
  const notEqual = cs.find((c) => c.op === "!=");
  if ((m.agg === "count" || !m.field) && notEqual) return `=COUNTIFS(${crit}, ${s.whole(notEqual.field)}, "<>")${s.header}`;
  if (m.agg === "count" || !m.field) return `=COUNTIFS(${crit})`;
  return `=${IFS_FN[m.agg]}(${s.whole(m.field)}, ${crit})`;
}

/** "GMV by month": on each row, the total over the rows whose date falls in the same period. */
function periodTotal(s: Sheet, m: Measure, cs: Condition[], per: { unit: Period; date: FieldRef }): string {
  const agg = m.entity && m.agg === "countd" ? "count" : m.agg;
  const fn = agg === "count" ? "COUNTIFS" : IFS_FN[agg];
  if (!fn || cs.some((c) => isFieldValue(c.value) || c.op === "in" || c.partOf)) {
    throw new CannotAnswer("In Excel a per-period total is written with SUMIFS, COUNTIFS or AVERAGEIFS; ask for a sum, count or average per period.", ["aggregate"]);
  }
  const x = s.cell(per.date);
  const d = s.whole(per.date);
  const qStart = `DATE(YEAR(${x}), INT((MONTH(${x})-1)/3)*3+1, 1)`;
  const bounds: Record<Period, [string, string]> = {
    day: [`INT(${x})`, `INT(${x})+1`],
    week: [`${x}-WEEKDAY(${x}, 2)+1`, `${x}-WEEKDAY(${x}, 2)+8`],
    month: [`DATE(YEAR(${x}), MONTH(${x}), 1)`, `EDATE(DATE(YEAR(${x}), MONTH(${x}), 1), 1)`],
    quarter: [qStart, `EDATE(${qStart}, 3)`],
    year: [`DATE(YEAR(${x}), 1, 1)`, `DATE(YEAR(${x})+1, 1, 1)`],
  };
  const [from, to] = bounds[per.unit];
  const crit = [d, `">="&${from}`, d, `"<"&${to}`, ...cs.flatMap((c) => criteria(s, c))].join(", ");
  if (agg === "count" || !m.field) return `=COUNTIFS(${crit})`;
  return `=${fn}(${s.whole(m.field)}, ${crit})`;
}

function bucketTest(x: string, r: BucketRule): string {
  if (r.op === "in") return (r.values ?? []).length === 1 ? `${x}=${q(r.values![0]!)}` : `OR(${(r.values ?? []).map((v) => `${x}=${q(v)}`).join(", ")})`;
  if (r.op === "between") return `AND(${x}>=${formatNumber(Number(r.value))}, ${x}<=${formatNumber(Number(r.to))})`;
  return `${x}${r.op === "=" ? "=" : r.op}${literal(r.value as string | number, q)}`;
}

/** Whether any measure in the expression is limited to some rows. */
function filteredExpr(e: Expr): boolean {
  return e.kind === "measure" ? (e.filters?.length ?? 0) > 0 : e.kind === "bin" ? filteredExpr(e.left) || filteredExpr(e.right) : false;
}

export function renderExcel(intent: Intent): Rendered {
  const conds = intent.family === "flag" ? intent.conditions : intent.family === "aggregate" ? intent.filters : [];
  if (conds.some((c) => c.agg)) {
    throw new CannotAnswer("In Excel a test on a group total needs SUMIFS by the group's column; describe it as a per-group total first.", ["lod", "flag"]);
  }
  let fields = fieldsOf(intent);
  // (A value looked up from a cell of another sheet: the layout names the cell's column when the key says where it is.)
  if (intent.family === "lookup") fields = intent.lookupCell && !intent.source ? [intent.key, intent.result] : intent.lookupCell ? (intent.key.column && intent.lookupCell.startsWith(intent.key.column) ? [intent.key] : []) : [intent.key];
  // A rank reads only the value column; an assumed "Customer" column would just confuse.
  if ((intent.family === "rank" || intent.family === "topN") && (intent.dimension.assumed || (intent.family === "rank" && intent.within))) {
    fields = fields.filter((f) => f !== intent.dimension);
  }
  const s = new Sheet(fields);
  let row = 2;
  let note: string | undefined;
  let lookupSheet: ExcelLayout["lookupSheet"];
  const cell = (m: Measure) => (m.field ? s.cell(m.field) : "1");
  const flagValue = (v: FlagValue) => (v === null ? `""` : typeof v === "string" ? q(v) : typeof v === "number" ? formatNumber(v) : isScaled(v) ? `${s.cell(v.scaled)}*${formatNumber(v.factor)}` : s.cell(v));
  const total = (m: Measure, cs?: Condition[]) => {
    const a = aggregate(s, m, cs ?? []).slice(1);
    return a.endsWith("-1") ? `(${a})` : a;
  };
  let formula: string;

  switch (intent.family) {
    case "ratio": {
      // A distinct count has no single-cell form: a ratio over one is a whole-column figure.
      const distinct = (e: Expr): boolean => (e.kind === "measure" ? e.measure.agg === "countd" : e.kind === "bin" ? distinct(e.left) || distinct(e.right) : false);
      // A ratio with a row filter ("margin for the East region") is a whole-column figure too: one
      // row's cells cannot say whether the other rows are in the East.
      const leaf = intent.level === "total" || distinct(intent.numerator) || distinct(intent.denominator) || filteredExpr(intent.numerator) || filteredExpr(intent.denominator) ? total : (m: Measure) => cell(m);
      const num = renderExpr(intent.numerator, leaf).replace(/ ([-+*]) /g, "$1");
      const den = renderExpr(intent.denominator, leaf).replace(/ ([-+*]) /g, "$1");
      const numOp = asOperand(intent.numerator, num);
      const denOp = asOperand(intent.denominator, den);
      formula = `=IF(${den}=0, ${intent.whenZero === undefined ? '""' : typeof intent.whenZero === "string" ? q(intent.whenZero) : intent.whenZero}, ${numOp}/${denOp})`;
      break;
    }
    case "arithmetic":
      formula = `=${renderExpr(intent.expr, intent.level === "total" || filteredExpr(intent.expr) ? total : (m: Measure) => cell(m)).replace(/ ([-+*]) /g, "$1")}`;
      break;
    case "aggregate":
      if (intent.perPeriod) {
        formula = periodTotal(s, intent.measure, intent.filters, intent.perPeriod);
        note = `each row shows the total for its ${intent.perPeriod.unit} of ${intent.perPeriod.date.name}; fill down`;
        break;
      }
      formula = aggregate(s, intent.measure, intent.filters);
      // COUNTBLANK counts every empty cell of its range, rows below the data included.
      if (formula.startsWith("=COUNTBLANK(") && !intent.filters[0]?.field.range) note = `set the range to your data rows (row 2 to the last row), or empty rows below the data count as blanks`;
      break;
    case "percentOfTotal": {
      const m = intent.measure.field!;
      // (Filled down, a range the user gave stays put: B2/SUM($B$2:$B$100).)
      formula = intent.within ? `=${s.cell(m)}/SUMIFS(${fixedRange(s.whole(m))}, ${fixedRange(s.whole(intent.within))}, ${s.cell(intent.within)})` : `=${s.cell(m)}/SUM(${fixedRange(s.whole(m))})`;
      break;
    }
    case "runningTotal": {
      const m = intent.measure.field!;
      const l = s.col(m);
      const fn = intent.stat === "avg" ? "AVERAGE" : intent.stat === "count" ? "COUNTA" : "SUM";
      formula = intent.distinct ? `=COUNTA(UNIQUE($${l}$2:${l}2))` : `=${fn}($${l}$2:${l}2)`;
      if (intent.ofTotal) formula = `=SUM($${l}$2:${l}2)/SUM(${l}:${l})`;
      if (intent.resetEvery && intent.stat === "sum") {
        const dl = s.col(intent.date);
        const start =
          intent.resetEvery === "year"
            ? `DATE(YEAR(${dl}2), 1, 1)`
            : intent.resetEvery === "quarter"
              ? `DATE(YEAR(${dl}2), INT((MONTH(${dl}2)-1)/3)*3+1, 1)`
              : intent.resetEvery === "month"
                ? `DATE(YEAR(${dl}2), MONTH(${dl}2), 1)`
                : `${dl}2-WEEKDAY(${dl}2, 2)+1`;
        formula = `=SUMIFS($${l}$2:${l}2, $${dl}$2:${dl}2, ">="&${start})`;
      }
      note = `rows sorted by ${intent.date.name}`;
      break;
    }
    case "movingAverage": {
      const l = s.col(intent.measure.field!);
      row = intent.window + 1;
      formula = `=${intent.stat === "sum" ? "SUM" : "AVERAGE"}(${l}2:${l}${row})`;
      note = `rows sorted by ${intent.date.name}, one row per ${intent.unit === "row" ? "period" : intent.unit}; enter it in row ${row}, the first row with ${intent.window} values, and fill down`;
      break;
    }
    case "periodChange": {
      const l = s.col(intent.measure.field!);
      // "vs the same month last year", "2 months ago": the earlier period is found by its date
      // (SUMIFS on the date shifted back), so gaps and the sort order of the rows do not matter.
      if (intent.period !== "row" && (intent.rowsPerPeriod || intent.periods)) {
        const dl = s.col(intent.date);
        const n = intent.periods ?? 1;
        const months = { year: 12, quarter: 3, month: 1, week: 0, day: 0 }[intent.period] * n;
        const shifted = months ? `EDATE(${dl}2, -${months})` : `${dl}2-${intent.period === "week" ? 7 * n : n}`;
        const cur = `${l}2`;
        const prev = `SUMIFS(${l}:${l}, ${dl}:${dl}, ${shifted})`;
        row = 2;
        formula = periodChange(intent.output, cur, prev);
        const grain = intent.rowsPerPeriod === 4 ? "quarter" : intent.rowsPerPeriod ? "month" : intent.period;
        note = `one row per ${grain}, each dated on the same day of its ${grain} (e.g. the 1st); enter it in row 2 and fill down`;
        break;
      }
      const back = intent.rowsPerPeriod ?? 1;
      row = 2 + back;
      const cur = `${l}${row}`;
      const prev = `${l}2`;
      formula = periodChange(intent.output, cur, prev);
      const per = back > 1 ? "month" : intent.period === "row" ? "period" : intent.period;
      note = `one row per ${per} sorted by ${intent.date.name}; enter it in row ${row} and fill down`;
      break;
    }
    case "periodAverage": {
      const r = s.range(intent.date);
      const key: Record<string, string> = {
        day: r,
        week: `INT((${r}-2)/7)`,
        month: `EOMONTH(${r}, 0)`,
        quarter: `YEAR(${r})*10+ROUNDUP(MONTH(${r})/3, 0)`,
        year: `YEAR(${r})`,
      };
      formula = `=SUM(${s.whole(intent.measure.field!)})/COUNTA(UNIQUE(FILTER(${key[intent.period]}, ${r}<>"")))`;
      break;
    }
    case "periodToDate": {
      const d = s.whole(intent.date);
      const mm = intent.measure;
      // Counts of orders (one row each) count the window's rows; other distinct counts count unique values in it.
      const windowSum = (from: string, to: string): string =>
        mm.entity || mm.agg === "count" || !mm.field
          ? `COUNTIFS(${d}, ">="&${from}, ${d}, "<="&${to})`
          : mm.agg === "countd"
            ? `COUNTA(UNIQUE(FILTER(${s.range(mm.field)}, (${s.range(intent.date)}>=${from})*(${s.range(intent.date)}<=${to})*(${s.range(mm.field)}<>""))))`
            : `${mm.agg === "avg" ? "AVERAGEIFS" : "SUMIFS"}(${s.whole(mm.field)}, ${d}, ">="&${from}, ${d}, "<="&${to})`;
      // A fiscal year starting in month k+1 began on the 1st of that month in the year of (today - k months).
      const k = intent.fiscalStart ? intent.fiscalStart - 1 : 0;
      // "as of each row's date": the window ends at the row's own date, so the formula is filled down.
      const asOf = intent.asOfRow && !intent.compare && !intent.previousYear;
      const now = asOf ? s.cell(intent.date) : "TODAY()";
      const start =
        intent.period === "year"
          ? k
            ? `DATE(YEAR(EDATE(${now}, -${k})), ${k + 1}, 1)`
            : `DATE(YEAR(${now}), 1, 1)`
          : intent.period === "week"
            ? `${now}-WEEKDAY(${now}, 2)+1`
            : intent.period === "month"
            ? `DATE(YEAR(${now}), MONTH(${now}), 1)`
            : `DATE(YEAR(${now}), INT((MONTH(${now})-1)/3)*3+1, 1)`;
      const cur = windowSum(start, now);
      if (asOf) {
        formula = `=${cur}`;
        row = 2;
        note = `enter it in row 2 and fill down; each row totals from the start of its ${intent.fiscalStart ? "fiscal " : ""}${intent.period} up to its own ${intent.date.name}`;
        break;
      }
      // "QTD vs last quarter" goes back one period; otherwise the same window a year earlier.
      const months = intent.againstPreviousPeriod ? (intent.period === "quarter" ? 3 : 1) : 12;
      // The earlier window starts `months` before this one; a year back from 1 January reads plainly.
      const prevStart = intent.period === "year" && !intent.againstPreviousPeriod && !k ? "DATE(YEAR(TODAY())-1, 1, 1)" : `EDATE(${start}, -${months})`;
      const prev = windowSum(prevStart, `EDATE(TODAY(), -${months})`);
      if (intent.compare === "difference") formula = `=${cur}-${prev}`;
      else if (intent.compare === "percent") formula = `=IF(${prev}=0, "", (${cur}-${prev})/${prev})`;
      else formula = `=${intent.previousYear ? prev : cur}`;
      break;
    }
    case "rank":
      if (intent.within) {
        // Rank inside the row's group: count the group's larger values, plus one.
        const m = intent.measure.field!;
        formula = `=COUNTIFS(${s.whole(intent.within)}, ${s.cell(intent.within)}, ${s.whole(m)}, "${intent.direction === "asc" ? "<" : ">"}"&${s.cell(m)})+1`;
        break;
      }
      formula = `=RANK(${cell(intent.measure)}, ${fixedRange(s.whole(intent.measure.field!))}${intent.direction === "asc" ? ", 1" : ""})`;
      note = `one row per ${intent.dimension.name}`;
      break;
    case "topN": {
      const word = intent.direction === "asc" ? "Bottom" : "Top";
      if (intent.within && intent.measure.field) {
        // The rank inside the row's group: its larger (or smaller) values in the same group, plus one.
        const m = intent.measure.field;
        const rankIn = `COUNTIFS(${s.whole(intent.within)}, ${s.cell(intent.within)}, ${s.whole(m)}, "${intent.direction === "asc" ? "<" : ">"}"&${s.cell(m)})+1`;
        formula = `=IF(${rankIn}<=${intent.n}, ${q(`${word} ${intent.n}`)}, "")`;
        note = `one row per ${intent.dimension.name} and ${intent.within.name}`;
        break;
      }
      formula = `=IF(RANK(${cell(intent.measure)}, ${fixedRange(s.whole(intent.measure.field!))}${intent.direction === "asc" ? ", 1" : ""})<=${intent.n}, ${q(intent.labels?.[0] ?? `${word} ${intent.n}`)}, ${q(intent.labels?.[1] ?? "")})`;
      note = `one row per ${intent.dimension.name}; filter the column to keep the flagged rows`;
      break;
    }
    case "buckets": {
      const x = s.cell(intent.subject.field);
      if (intent.width) {
        formula = `=FLOOR(${x}, ${formatNumber(intent.width)})`;
        break;
      }
      const [first, second] = intent.rules;
      // One test and an "otherwise" is a plain IF.
      if (intent.rules.length === 2 && first!.op !== "otherwise" && second!.op === "otherwise") {
        formula = `=IF(${bucketTest(x, first!)}, ${q(first!.label)}, ${q(second!.label)})`;
        break;
      }
      const parts = intent.rules.map((r) => (r.op === "otherwise" ? `TRUE, ${q(r.label)}` : `${bucketTest(x, r)}, ${q(r.label)}`));
      // IFS gives #N/A when nothing matches; an empty text is kinder.
      if (!intent.rules.some((r) => r.op === "otherwise")) parts.push(`TRUE, ""`);
      formula = `=IFS(${parts.join(", ")})`;
      break;
    }
    case "flag": {
      const tests = intent.conditions.map((c) => rowTest(s, c));
      const test = tests.length === 1 ? tests[0] : `${intent.match === "all" ? "AND" : "OR"}(${tests.join(", ")})`;
      formula = intent.boolean ? `=${test}` : `=IF(${test}, ${flagValue(intent.yes)}, ${flagValue(intent.no)})`;
      break;
    }
    case "dateDiff": {
      if (intent.average) {
        if (intent.start === "today" || intent.end === "today" || intent.workdays || intent.unit !== "day") {
          throw new CannotAnswer("Add the difference as a column first (one row each), then take AVERAGE of that column.", ["dateDiff", "aggregate"]);
        }
        formula = `=AVERAGE(FILTER(${s.range(intent.end)}-${s.range(intent.start)}, (${s.range(intent.start)}<>"")*(${s.range(intent.end)}<>"")))`;
        break;
      }
      const a = intent.start === "today" ? "TODAY()" : s.cell(intent.start);
      const b = intent.end === "today" ? "TODAY()" : intent.endOrToday ? `IF(${s.cell(intent.end)}="", TODAY(), ${s.cell(intent.end)})` : s.cell(intent.end);
      if (intent.workdays) formula = `=NETWORKDAYS(${a}, ${b})`;
      else {
        switch (intent.unit) {
          case "day":
            formula = `=${b}-${a}`;
            break;
          case "week":
            formula = `=INT((${b}-${a})/7)`;
            break;
          case "month":
            formula = `=DATEDIF(${a}, ${b}, "M")`;
            break;
          case "quarter":
            formula = `=INT(DATEDIF(${a}, ${b}, "M")/3)`;
            break;
          case "year":
            formula = `=DATEDIF(${a}, ${b}, "Y")`;
            break;
          case "hour":
            formula = `=(${b}-${a})*24`;
            break;
          case "minute":
            formula = `=(${b}-${a})*1440`;
            break;
          default:
            formula = `=(${b}-${a})*86400`;
        }
      }
      break;
    }
    case "datePart": {
      const d = s.cell(intent.date);
      const map: Record<string, string> = {
        year: `=YEAR(${d})`,
        quarter: `=ROUNDUP(MONTH(${d})/3, 0)`,
        month: `=MONTH(${d})`,
        week: `=WEEKNUM(${d})`,
        isoWeek: `=ISOWEEKNUM(${d})`,
        day: `=DAY(${d})`,
        weekday: `=WEEKDAY(${d}, 2)`,
        monthName: `=TEXT(${d}, "mmmm")`,
        dayName: `=TEXT(${d}, "dddd")`,
        monthShort: `=TEXT(${d}, "mmm")`,
        dayShort: `=TEXT(${d}, "ddd")`,
        weekend: `=IF(WEEKDAY(${d}, 2)>5, "Weekend", "Weekday")`,
        yearMonth: `=TEXT(${d}, "yyyy-mm")`,
        yearQuarter: `=YEAR(${d})&"-Q"&ROUNDUP(MONTH(${d})/3, 0)`,
        quarterLabel: `="Q"&ROUNDUP(MONTH(${d})/3, 0)`,
        hour: `=HOUR(${d})`,
      };
      formula = map[intent.part]!;
      break;
    }
    case "dateTrunc": {
      const d = s.cell(intent.date);
      const map: Record<string, string> = {
        year: `=DATE(YEAR(${d}), 1, 1)`,
        quarter: `=DATE(YEAR(${d}), INT((MONTH(${d})-1)/3)*3+1, 1)`,
        month: `=DATE(YEAR(${d}), MONTH(${d}), 1)`,
        // (Weeks start on Monday unless the user said Sunday.)
        week: intent.weekStart === "sunday" ? `=${d}-WEEKDAY(${d}, 1)+1` : `=${d}-WEEKDAY(${d}, 2)+1`,
        day: `=INT(${d})`,
      };
      const ends: Record<string, string> = {
        year: `=DATE(YEAR(${d}), 12, 31)`,
        quarter: `=EOMONTH(DATE(YEAR(${d}), ROUNDUP(MONTH(${d})/3, 0)*3, 1), 0)`,
        month: `=EOMONTH(${d}, 0)`,
        week: `=${d}-WEEKDAY(${d}, 2)+7`,
        day: `=INT(${d})`,
      };
      formula = (intent.end ? ends : map)[intent.unit]!;
      break;
    }
    case "round": {
      const x = s.cell(intent.subject.field);
      if (intent.multiple) {
        const fn = intent.mode === "up" ? "CEILING" : intent.mode === "down" ? "FLOOR" : "MROUND";
        formula = `=${fn}(${x}, ${formatNumber(intent.multiple)})`;
      } else {
        const fn = intent.mode === "up" ? "ROUNDUP" : intent.mode === "down" ? "ROUNDDOWN" : "ROUND";
        formula = `=${fn}(${x}, ${intent.digits})`;
      }
      break;
    }
    case "weightedAverage":
      formula = `=SUMPRODUCT(${s.range(intent.value)}, ${s.range(intent.weight)})/SUM(${s.range(intent.weight)})`;
      break;
    case "dateAdd": {
      const d = s.cell(intent.date);
      const n = intent.amount;
      const map: Record<string, string> = {
        day: `=${d}+${formatNumber(n)}`,
        week: `=${d}+${formatNumber(n * 7)}`,
        month: `=EDATE(${d}, ${formatNumber(n)})`,
        quarter: `=EDATE(${d}, ${formatNumber(n * 3)})`,
        year: `=EDATE(${d}, ${formatNumber(n * 12)})`,
      };
      formula = map[intent.unit]!;
      break;
    }
    case "nullDefault": {
      const x = s.cell(intent.field);
      formula = `=IF(${x}="", ${typeof intent.fallback === "object" ? s.cell(intent.fallback) : literal(intent.fallback, q)}, ${x})`;
      break;
    }
    case "concat": {
      const joined = intent.parts.map((p) => ("field" in p ? (p.first ? `LEFT(${s.cell(p.field)}, ${p.first})` : s.cell(p.field)) : q(p.text))).join("&");
      formula = intent.to ? `=${intent.to.toUpperCase()}(${joined})` : `=${joined}`;
      break;
    }
    case "textCase":
      formula = `=${intent.to.toUpperCase()}(${intent.trim ? `TRIM(${s.cell(intent.field)})` : s.cell(intent.field)})`;
      break;
    case "textExtract": {
      const x = s.cell(intent.field);
      const d = q(intent.delimiter ?? "");
      const len = (intent.delimiter ?? "").length;
      const map: Record<string, string> = {
        left: `=LEFT(${x}, ${intent.count})`,
        right: `=RIGHT(${x}, ${intent.count})`,
        mid: `=MID(${x}, ${intent.start}, ${intent.count})`,
        // (The delimiter's last occurrence: TEXTBEFORE/TEXTAFTER count from the end with -1.)
        before: intent.last ? `=TEXTBEFORE(${x}, ${d}, -1)` : `=LEFT(${x}, FIND(${d}, ${x})-1)`,
        after: intent.last ? `=TEXTAFTER(${x}, ${d}, -1)` : `=MID(${x}, FIND(${d}, ${x})+${len}, LEN(${x}))`,
        trim: `=TRIM(${x})`,
        length: `=LEN(${x})`,
        domain: (() => {
          const h = `SUBSTITUTE(SUBSTITUTE(SUBSTITUTE(${x}, "https://", ""), "http://", ""), "www.", "")`;
          return `=LEFT(${h}, FIND("/", ${h}&"/")-1)`;
        })(),
        replace: `=SUBSTITUTE(${x}, ${d}, ${q(intent.replacement ?? "")})`,
        param: (() => {
          const key = q(`${intent.delimiter ?? ""}=`);
          const at = `SEARCH(${key}, ${x})+${(intent.delimiter ?? "").length + 1}`;
          return `=IFERROR(MID(${x}, ${at}, IFERROR(SEARCH("&", ${x}, ${at}), LEN(${x})+1)-(${at})), "")`;
        })(),
      };
      formula = map[intent.op]!;
      break;
    }
    case "lookup": {
      if (intent.lookupCell && !intent.source) {
        // Same sheet: find the cell's value in one column, return the matching row of another.
        const k = s.whole(intent.key);
        const r = s.whole(intent.result);
        if (intent.style === "vlookup") throw new CannotAnswer("VLOOKUP needs the result column to the right of the key; use XLOOKUP or INDEX/MATCH.", ["lookup"]);
        const missing = intent.notFound !== undefined && /^-?\d+(?:\.\d+)?$/.test(intent.notFound) ? intent.notFound : q(intent.notFound ?? "Not found");
        // (Tiers: the largest bound not above the value.)
        if (intent.approximate) formula = intent.style === "index-match" ? `=INDEX(${r}, MATCH(${intent.lookupCell}, ${k}, 1))` : `=XLOOKUP(${intent.lookupCell}, ${k}, ${r}, ${missing}, -1)`;
        else if (intent.style === "index-match") formula = intent.notFound !== undefined ? `=IFERROR(INDEX(${r}, MATCH(${intent.lookupCell}, ${k}, 0)), ${missing})` : `=INDEX(${r}, MATCH(${intent.lookupCell}, ${k}, 0))`;
        else formula = `=XLOOKUP(${intent.lookupCell}, ${k}, ${r}, ${missing})`;
        break;
      }
      const sheetName = sheetRef(intent.source);
      const key = intent.lookupCell ?? s.cell(intent.key);
      // "the Plans sheet has plan names in A and prices in C": the letters the user gave, else A and B.
      const [kl, rl] = [intent.sourceColumns?.key ?? "A", intent.sourceColumns?.result ?? "B"];
      lookupSheet = { name: intent.source, columns: { [intent.sourceKeyName ?? intent.key.name]: kl, [intent.result.name]: rl } };
      // ("0 if not found": a number stays a number, so the column still sums.)
      const missing = intent.notFound !== undefined && /^-?\d+(?:\.\d+)?$/.test(intent.notFound) ? intent.notFound : q(intent.notFound ?? "Not found");
      const [kc, rc] = [`${sheetName}!${kl}:${kl}`, `${sheetName}!${rl}:${rl}`];
      const at = (l: string) => l.split("").reduce((n, c) => n * 26 + c.charCodeAt(0) - 64, 0);
      if (intent.style === "vlookup" && at(rl) <= at(kl)) throw new CannotAnswer("VLOOKUP needs the result column to the right of the key; use XLOOKUP or INDEX/MATCH.", ["lookup"]);
      const table = `${sheetName}!${kl}:${rl}`;
      const index = at(rl) - at(kl) + 1;
      // Tiers: the largest key not above the value (VLOOKUP TRUE and MATCH 1 need the keys sorted ascending).
      if (intent.approximate) {
        if (intent.style === "vlookup") formula = `=VLOOKUP(${key}, ${table}, ${index}, TRUE)`;
        else if (intent.style === "index-match") formula = `=INDEX(${rc}, MATCH(${key}, ${kc}, 1))`;
        else formula = `=XLOOKUP(${key}, ${kc}, ${rc}, ${missing}, -1)`;
      } else if (intent.style === "vlookup") formula = intent.notFound !== undefined ? `=IFERROR(VLOOKUP(${key}, ${table}, ${index}, FALSE), ${missing})` : `=VLOOKUP(${key}, ${table}, ${index}, FALSE)`;
      else if (intent.style === "index-match") formula = intent.notFound !== undefined ? `=IFERROR(INDEX(${rc}, MATCH(${key}, ${kc}, 0)), ${missing})` : `=INDEX(${rc}, MATCH(${key}, ${kc}, 0))`;
      else formula = `=XLOOKUP(${key}, ${kc}, ${rc}, ${missing})`;
      break;
    }
    case "lod": {
      if (intent.countWhere && intent.measure.field) {
        // One total per distinct key (SUMIFS over the UNIQUE keys), then how many pass the test.
        const k = s.range(intent.dimensions[0]!);
        const keys = `UNIQUE(FILTER(${k}, ${k}<>""))`;
        const dim = s.whole(intent.dimensions[0]!);
        // Counting orders per customer: one row per order, so the rows of each key are counted.
        const perKey =
          intent.measure.agg === "countd" || intent.measure.agg === "count"
            ? `COUNTIFS(${dim}, ${keys})`
            : `${intent.measure.agg === "avg" ? "AVERAGEIFS" : "SUMIFS"}(${s.whole(intent.measure.field)}, ${dim}, ${keys})`;
        formula = `=SUMPRODUCT(--(${perKey}${intent.countWhere.op}${intent.countWhere.value}))`;
        break;
      }
      if (intent.kind !== "fixed" || intent.outer) {
        throw new CannotAnswer("Excel has no INCLUDE/EXCLUDE level of detail; a per-group total with SUMIFS is the closest.", ["lod", "aggregate"]);
      }
      const m = intent.measure;
      const crit = intent.dimensions.flatMap((d) => [s.whole(d), s.cell(d)]).join(", ");
      if (m.agg === "count" || !m.field || (m.agg === "countd" && m.entity)) formula = `=COUNTIFS(${crit})`;
      else if (m.agg === "countd") {
        // Filled down per row, so the ranges are anchored.
        const tests = intent.dimensions.map((d) => `(${s.anchoredLike(d, m.field!)}=${s.cell(d)})`).join("*");
        formula = `=COUNTA(UNIQUE(FILTER(${s.anchored(m.field)}, ${tests})))`;
      } else if (m.agg === "median") {
        // Excel has no MEDIANIFS: take the median of the group's values picked out by FILTER.
        const tests = intent.dimensions.map((d) => `(${s.anchoredLike(d, m.field!)}=${s.cell(d)})`).join("*");
        formula = `=MEDIAN(FILTER(${s.anchored(m.field)}, ${tests}))`;
      }
      else formula = `=${IFS_FN[m.agg]}(${s.whole(m.field)}, ${crit})`;
      break;
    }
  }
  // "leave it blank if check out is missing": an empty date gives an empty cell, not a count from 0.
  if (intent.family === "dateDiff" && intent.blankIfMissing && !intent.average) {
    const blank = intent.blankIfMissing === "start" ? intent.start : intent.end;
    if (blank !== "today") formula = `=IF(${s.cell(blank)}="", "", ${formula.slice(1)})`;
  }
  const placed = placeOnSheet(formula, intent, fields);
  // ("enter it in row 2 and fill down": the row moves down with the formula.)
  if (note && placed.shift) note = note.replace(/\brow (\d+)\b/g, (_, n: string) => `row ${Number(n) + placed.shift}`);
  return { formula: placed.formula, note, excel: { columns: usedColumns(s.columns, placed.formula, lookupSheet?.name), row: row + placed.shift, ...(placed.sheet ? { sheet: placed.sheet } : {}), lookupSheet } };
}

/**
 * The layout names only the columns the formula reads: a column the tool thought of but did not use (a counted
 * thing's ID next to COUNTIFS tests, a date a running total is sorted by) would tell the user of a column that may
 * not exist, or clash with one they placed.
 */
function usedColumns(columns: Record<string, string>, formula: string, otherSheet?: string): Record<string, string> {
  // (References on this sheet only: "Rates!B:B" is the lookup sheet's column B.)
  const own = otherSheet ? formula.replace(new RegExp(`(?:'${otherSheet.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}'|${otherSheet.replace(/[^\w]/g, "")})!\\$?[A-Z]{1,2}\\$?\\d*(?::\\$?[A-Z]{1,2}\\$?\\d*)?`, "g"), " ") : formula;
  const out: Record<string, string> = {};
  for (const [name, letter] of Object.entries(columns)) {
    if (new RegExp(`(?<![A-Za-z$])\\$?${letter}(?:\\$?\\d|:)|:\\$?${letter}(?![A-Za-z(])`).test(own)) out[name] = letter;
  }
  // (A formula that names no column of this sheet keeps what was reported.)
  return Object.keys(out).length ? out : columns;
}

/** A cell or range reference in a formula, outside its text literals (not a sheet's name or a function's). */
const REF = /(?<![A-Za-z0-9_!$.'])(\$?[A-Z]{1,3}\$?\d+(?::\$?[A-Z]{1,3}\$?\d+)?|\$?[A-Z]{1,3}:\$?[A-Z]{1,3})(?![A-Za-z0-9_(!])/g;

/** A sheet name as a formula writes it: quoted when it has spaces or symbols. */
export const sheetRef = (name: string): string => (/^[A-Za-z_][A-Za-z0-9_]*$/.test(name) ? name : `'${name.replace(/'/g, "''")}'`);

/**
 * "on the Requests sheet", "data starts in row 5": the formula is written for a header in row 1 on the
 * sheet it sits on, then every reference to the data is put on the named sheet and moved down to the
 * first data row. The user's own ranges and cells ("B2:B50", "the ID typed in F2") stay as written.
 */
function placeOnSheet(formula: string, intent: Intent, fields: FieldRef[]): { formula: string; shift: number; sheet?: string } {
  const sheet = intent.family === "lookup" ? undefined : fields.find((f) => f.sheet)?.sheet;
  const first = fields.find((f) => f.firstRow)?.firstRow;
  const shift = first && intent.family !== "lookup" ? first - 2 : 0;
  if (!sheet && !shift) return { formula, shift: 0 };
  const own = new Set(fields.flatMap((f) => (f.range ? [f.range.toUpperCase()] : [])));
  const moved = (ref: string) => (own.has(ref.replace(/\$/g, "")) ? ref : ref.replace(/(\$?)(\d+)/g, (_, d: string, n: string) => `${d}${Number(n) === LAST_ROW ? n : Number(n) + shift}`));
  const out = formula
    .split('"')
    .map((part, i) => (i % 2 ? part : part.replace(REF, (ref) => `${sheet ? `${sheetRef(sheet)}!` : ""}${moved(ref)}`)))
    .join('"');
  return { formula: out, shift, ...(sheet ? { sheet } : {}) };
}

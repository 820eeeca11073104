import { isScaled, type Condition, type Dialect, type Expr, type FieldRef, type FlagValue, type Intent, type Measure } from "./ir";
import { fieldsOf } from "./fields";
import { DEFAULT_TABLE } from "./render/dax";
import { lookerRef } from "./render/looker";
import { type Rendered, isFieldValue } from "./render/shared";

/**
 * One or two sentences: what the formula does (with any setup it needs), then which fields to
 * rename — written in the dialect's own notation so the user can find them in the formula.
 */

function ref(f: FieldRef, dialect: Dialect): string {
  switch (dialect) {
    case "tableau":
      return `[${f.name}]`;
    case "dax":
      return f.isMeasureRef ? `[${f.name}]` : `${f.table ?? (f.assumed && f.name === "Date" ? "Date" : DEFAULT_TABLE)}[${f.name}]`;
    case "looker":
      return lookerRef(f);
    default:
      return f.name;
  }
}

const isDateName = (name: string) => /\b(date|time|timestamp|day|month|year)\b/i.test(name);

const AGG_VERB: Record<Measure["agg"], string> = {
  sum: "the total of",
  avg: "the average of",
  count: "the count of",
  countd: "the number of distinct",
  min: "the smallest",
  max: "the largest",
  median: "the median of",
};

function measureText(m: Measure): string {
  if (!m.field) return "the number of rows";
  if (m.field.view) return `${m.field.view}.${m.field.name}`;
  if ((m.agg === "min" || m.agg === "max") && isDateName(m.field.name)) return `the ${m.agg === "min" ? "earliest" : "latest"} ${m.field.name}`;
  if (m.entity) return `the number of ${m.field.name.replace(/ ID$/, "").toLowerCase()}s`;
  return `${AGG_VERB[m.agg]} ${m.field.name}`;
}

function exprText(e: Expr): string {
  if (e.kind === "measure") return `${e.measure.field?.name ?? "rows"}${e.filters?.length ? ` (${condsText(e.filters)})` : ""}`;
  if (e.kind === "num") return String(e.value);
  const op = e.op === "-" ? "minus" : e.op === "+" ? "plus" : "times";
  return `${exprText(e.left)} ${op} ${exprText(e.right)}`;
}

function condText(c: Condition): string {
  if (c.op === "withinNext") return `${c.field.name} is within the next ${c.value} ${c.unit}${Number(c.value) === 1 ? "" : "s"}`;
  if (c.op === "withinLast") return `${c.field.name} is within the last ${c.value} ${c.unit}${Number(c.value) === 1 ? "" : "s"}`;
  if (c.op === "currentPeriod") return `${c.field.name} is in the current ${c.unit}`;
  if (c.op === "in") return `${c.field.name} is ${(c.values ?? []).map((v) => `"${v}"`).join(" or ")}`;
  const v = c.value;
  const value = isFieldValue(v) ? v.name : typeof v === "string" ? `"${v}"` : String(v);
  if (c.partOf === "weekend") return `${c.field.name} falls on a ${c.value ? "Saturday or Sunday" : "weekday"}`;
  const field = c.yearOf ? `the year of ${c.field.name}` : c.partOf ? `the ${c.partOf} number of ${c.field.name}` : c.agg ? `${c.agg === "avg" ? "average" : "total"} ${c.field.name}` : c.field.name;
  switch (c.op) {
    case "contains":
      return `${field} contains ${value}`;
    case "isnull":
      return `${field} is empty`;
    case "notnull":
      return `${field} is not empty`;
    case "=":
      return `${field} is ${value}`;
    case "!=":
      return `${field} is not ${value}`;
    default:
      return `${field} ${c.op} ${value}`;
  }
}
const condsText = (cs: Condition[], join = " and ") => cs.map(condText).join(join);
const valueText = (v: FlagValue) => (v === null ? "nothing" : typeof v === "string" ? `"${v}"` : typeof v === "number" ? String(v) : isScaled(v) ? `${formatShare(v.factor)} of ${v.scaled.name}` : v.name);
const formatShare = (f: number) => `${Number((f * 100).toFixed(6))}%`;

function describe(intent: Intent, dialect: Dialect): string {
  switch (intent.family) {
    case "ratio": {
      const zero = typeof intent.whenZero === "string" ? (dialect === "excel" || dialect === "dax" ? `“${intent.whenZero}”` : `null (shown as “${intent.whenZero}”)`) : intent.whenZero !== undefined ? String(intent.whenZero) : dialect === "excel" ? "an empty cell" : dialect === "dax" ? "blank" : "null";
      const pct = intent.percent ? "; format it as a percentage" : "";
      return `Divides ${exprText(intent.numerator)} by ${exprText(intent.denominator)} and returns ${zero} instead of an error when the divisor is zero${pct}`;
    }
    case "arithmetic":
      return `Calculates ${exprText(intent.expr)}${intent.level === "row" ? " for each row" : ""}`;
    case "aggregate":
      return `Returns ${measureText(intent.measure)}${intent.filters.length ? ` ${intent.measure.field ? "for rows" : ""} where ${condsText(intent.filters)}`.replace(/\s+/g, " ") : ""}`;
    case "percentOfTotal":
      return `Shows each row's ${intent.measure.field?.name ?? "value"} as a share of the ${intent.within ? `${intent.within.name} ` : ""}total`;
    case "periodAverage":
      return `Averages the ${intent.period}ly total of ${intent.measure.field?.name ?? "the value"} over the ${intent.period}s in ${intent.date.name}`;
    case "runningTotal":
      if (dialect === "looker") {
        return `Accumulates ${measureText(intent.measure)} down the rows as a running ${intent.stat === "avg" ? "average" : "total"}${intent.ofTotal ? ", as a share of the column total" : ""}`;
      }
      if (intent.distinct) return `Counts the distinct ${intent.measure.field?.name ?? "values"} seen so far in ${intent.date.name} order, each one once (on its first date)`;
      if (intent.ofTotal) return `Shows the running total of ${intent.measure.field?.name ?? "the value"} as a share of the grand total, in ${intent.date.name} order`;
      if (intent.resetEvery) return `Accumulates ${measureText(intent.measure)} in ${intent.date.name} order, starting again each ${intent.resetEvery}`;
      return `Accumulates ${measureText(intent.measure)} ${intent.stat === "avg" ? "as a running average" : "as a running total"} in ${intent.date.name} order`;
    case "movingAverage": {
      const unit = intent.unit === "row" ? "period" : intent.unit;
      return `${intent.stat === "sum" ? "Sums" : "Averages"} ${intent.measure.field?.name ?? "the value"} over the current ${unit} and the ${intent.window - 1} before it`;
    }
    case "periodChange": {
      const what = intent.period === "row" ? "previous row" : intent.periods ? `${intent.period} ${intent.periods} ${intent.period}s earlier` : `previous ${intent.period}`;
      const m = intent.measure.field?.name ?? "the value";
      if (intent.output === "previous") return `Returns ${m} for the ${what}`;
      if (intent.output === "ratio") return `Divides ${m} by its value in the ${what}`;
      return intent.output === "percent" ? `Returns the percentage change in ${m} from the ${what}` : `Returns the change in ${m} from the ${what}`;
    }
    case "periodToDate":
      if (intent.compare) {
        const what = `${intent.measure.field?.name ?? "the value"} ${intent.period}-to-date`;
        return intent.compare === "percent"
          ? `Compares ${what} with the same window one year earlier, by ${intent.date.name}, as a growth rate (empty when last year's figure is zero)`
          : `Subtracts last year's ${what} (the same window one year earlier) from this year's, by ${intent.date.name}`;
      }
      if (intent.asOfRow && !intent.previousYear) return `Totals ${intent.measure.field?.name ?? "the value"} from the start of each row's ${intent.fiscalStart ? "fiscal " : ""}${intent.period} up to that row's ${intent.date.name}`;
      if (intent.previousYear) return `Totals ${intent.measure.field?.name ?? "the value"} for the same ${intent.period}-to-date window one year earlier, by ${intent.date.name}`;
      if (intent.fiscalStart) {
        const month = new Date(Date.UTC(2001, intent.fiscalStart - 1, 1)).toLocaleString("en-US", { month: "long", timeZone: "UTC" });
        return `Totals ${intent.measure.field?.name ?? "the value"} from the start of the current fiscal year (starting 1 ${month}) up to today by ${intent.date.name}`;
      }
      return `Totals ${intent.measure.field?.name ?? "the value"} from the start of the current ${intent.period} up to today by ${intent.date.name}`;
    case "rank":
      return `Ranks each ${intent.dimension.name} by ${measureText(intent.measure)}${intent.within ? ` within its ${intent.within.name}` : ""}, ${intent.direction === "asc" ? "lowest" : "highest"} first${intent.dense ? " without gaps after ties" : ""}`;
    case "topN":
      return `Marks the ${intent.direction === "asc" ? "bottom" : "top"} ${intent.n} ${intent.dimension.name} values by ${measureText(intent.measure)}`;
    case "buckets": {
      const s = intent.subject.agg ? measureText({ agg: intent.subject.agg, field: intent.subject.field }) : intent.subject.field.name;
      if (intent.width) return `Groups ${s} into bins ${intent.width} wide, labelled by each bin's lower bound`;
      return `Puts ${s} into the groups ${intent.rules.map((r) => `"${r.label}"`).join(", ")}`;
    }
    case "flag":
      if (intent.boolean) return `Returns TRUE when ${condsText(intent.conditions, intent.match === "all" ? " and " : " or ")}, otherwise FALSE`;
      return `Returns ${valueText(intent.yes)} when ${condsText(intent.conditions, intent.match === "all" ? " and " : " or ")}, otherwise ${valueText(intent.no)}`;
    case "dateDiff": {
      const s = intent.start === "today" ? "today" : intent.start.name;
      const e = intent.end === "today" ? "today" : intent.end.name;
      const what = `${intent.workdays ? "working days (Monday to Friday)" : `whole ${intent.unit}s`} from ${s} to ${e}${intent.endOrToday ? ", or to today when " + e + " is blank" : ""}`;
      return intent.average ? `Averages, over the rows, the ${what}` : `Counts the ${what}`;
    }
    case "datePart": {
      const part: Record<string, string> = {
        monthName: "month name",
        dayName: "day name",
        monthShort: "three-letter month name",
        dayShort: "three-letter day name",
        weekday: "day of the week (1 = Monday)",
        week: "week number",
        isoWeek: "ISO week number (weeks start on Monday; week 1 holds the year's first Thursday)",
        yearMonth: "year and month as text (YYYY-MM)",
        yearQuarter: "year and quarter as text (YYYY-Qn)",
        quarterLabel: "quarter as text (Q1-Q4)",
      };
      if (intent.part === "weekend") return `Returns "Weekend" for Saturdays and Sundays of ${intent.date.name}, otherwise "Weekday"`;
      return `Returns the ${part[intent.part] ?? intent.part} of ${intent.date.name}`;
    }
    case "dateTrunc":
      if (intent.end) return `Returns the last day of the ${intent.unit} that ${intent.date.name} falls in`;
      return `Rounds ${intent.date.name} down to the first day of its ${intent.unit}`;
    case "round": {
      const x = intent.subject.agg ? measureText({ agg: intent.subject.agg, field: intent.subject.field }) : intent.subject.field.name;
      const how = intent.mode === "up" ? "up" : intent.mode === "down" ? "down" : "";
      if (intent.multiple) return `Rounds ${x} ${how ? `${how} ` : ""}to the nearest multiple of ${intent.multiple}`;
      return `Rounds ${x} ${how ? `${how} ` : ""}to ${intent.digits} decimal place${intent.digits === 1 ? "" : "s"}`;
    }
    case "weightedAverage":
      return `Averages ${intent.value.name} weighted by ${intent.weight.name}: the sum of ${intent.value.name} × ${intent.weight.name} divided by the sum of ${intent.weight.name}`;
    case "dateAdd":
      return `${intent.amount >= 0 ? "Adds" : "Subtracts"} ${Math.abs(intent.amount)} ${intent.unit}${Math.abs(intent.amount) === 1 ? "" : "s"} ${intent.amount >= 0 ? "to" : "from"} ${intent.date.name}`;
    case "nullDefault":
      return `Returns ${intent.aggregated ? `the total of ${intent.field.name}` : intent.field.name}, or ${typeof intent.fallback === "string" ? `"${intent.fallback}"` : typeof intent.fallback === "object" ? intent.fallback.name : intent.fallback} when it is empty`;
    case "concat": {
      const fields = intent.parts
        .filter((p): p is { field: FieldRef; first?: number } => "field" in p)
        .map((p) => (p.first ? `the first ${p.first === 1 ? "letter" : `${p.first} letters`} of ${p.field.name}` : p.field.name));
      const texts = intent.parts.filter((p): p is { text: string } => "text" in p).map((p) => p.text);
      const between = texts.length === fields.length - 1 && new Set(texts).size === 1 ? ` with "${texts[0]}" between them` : texts.length ? ` with ${texts.map((t) => `"${t}"`).join(", ")} around them` : "";
      const inCase = intent.to ? `, in ${intent.to === "proper" ? "proper (title)" : intent.to} case` : "";
      return `Joins ${fields.join(" and ")}${between}${inCase}`;
    }
    case "textCase":
      return `${intent.trim ? "Removes leading and trailing spaces from" : "Converts"} ${intent.field.name}${intent.trim ? " and converts it" : ""} to ${intent.to === "proper" ? "proper (title)" : intent.to} case`;
    case "textExtract": {
      const x = intent.field.name;
      switch (intent.op) {
        case "left":
          return `Returns the first ${intent.count} characters of ${x}`;
        case "right":
          return `Returns the last ${intent.count} characters of ${x}`;
        case "mid":
          return `Returns ${intent.count} characters of ${x} starting at position ${intent.start}`;
        case "before":
          return `Returns the part of ${x} before the first "${intent.delimiter}"`;
        case "after":
          return `Returns the part of ${x} after the first "${intent.delimiter}"`;
        case "trim":
          return `Removes leading and trailing spaces from ${x}`;
        case "domain":
          return `Returns the host name in ${x}: without "http://" or "https://", a leading "www." and anything from the first "/"`;
        case "param":
          return `Returns the value of the ${intent.delimiter} parameter in ${x}: the text after "${intent.delimiter}=" up to the next "&" (empty when the parameter is missing)`;
        case "length":
          return `Returns the number of characters in ${x}`;
        case "replace":
          return intent.replacement ? `Replaces every "${intent.delimiter}" in ${x} with "${intent.replacement}"` : `Removes every "${intent.delimiter}" from ${x}`;
      }
      break;
    }
    case "lookup":
      if (intent.lookupCell) return `Finds the value of ${intent.lookupCell} in ${intent.key.name} and returns the ${intent.result.name} value on the same row`;
      if (intent.approximate) return `Finds the tier of each ${intent.key.name} in the ${intent.source} sheet (the row with the largest minimum not above it; keep the minimums in the first column) and returns its ${intent.result.name}`;
      return `Finds each ${intent.key.name} in the ${intent.source} ${dialect === "excel" ? "sheet" : "table"} and returns its ${intent.result.name}`;
    case "lod": {
      if (intent.countWhere) return `Counts each ${intent.dimensions[0]!.name} whose ${measureText(intent.measure)} is ${intent.countWhere.op} ${intent.countWhere.value}`;
      const dims = intent.dimensions.map((d) => d.name).join(" and ");
      const what = measureText(intent.measure);
      if (intent.kind === "exclude") return `Returns ${what} without splitting it by ${dims}, whatever else is in the view`;
      if (intent.kind === "include") return `Computes ${what} per ${dims} and then ${intent.outer === "avg" ? "averages" : "aggregates"} those values in the view`;
      // Looker Studio answers "per region" with the plain aggregate, grouped by the chart.
      if ((dialect === "looker-studio" && intent.perGroup) || ((dialect === "tableau" || dialect === "dax") && intent.byView && !intent.outer)) return `Returns ${what}; with ${dims} as the chart's dimension it is computed per ${dims}`;
      return `${intent.outer ? "Averages" : "Returns"} ${what} per ${dims}, independent of the other dimensions in the view`;
    }
  }
  return "Calculates the requested value";
}

function joinList(xs: string[]): string {
  if (xs.length <= 1) return xs[0] ?? "";
  return `${xs.slice(0, -1).join(", ")} and ${xs[xs.length - 1]}`;
}

export function explain(intent: Intent, dialect: Dialect, rendered: Rendered, viewFilters: Condition[] = []): string {
  let first = describe(intent, dialect);
  // In DAX an assumed date is the date table ('Date'[Date]), not a column of the fact table.
  if (dialect === "dax" && /'Date'\[Date\]/.test(rendered.formula)) first = first.replace(/\bin Order Date order\b/, "in date order").replace(/\bby Order Date\b/, "by date");
  const where = dialect === "dax" ? "visual" : dialect === "excel" ? "rows" : "view";
  const notes = [rendered.note, viewFilters.length ? `filter the ${where} so ${condsText(viewFilters)}` : undefined].filter(Boolean);
  if (notes.length) first += `; ${notes.join("; ")}`;
  first += ".";

  let second: string;
  if (dialect === "excel" && rendered.excel) {
    // A column the request named only by its letter ("Pothole in column B") is called "column B", not "B".
    const lettered = Object.entries(rendered.excel.columns).filter(([name, col]) => name === col);
    for (const [name] of lettered) first = first.replace(new RegExp(`(?<![\\w$!:])${name}(?![\\w$!:(])`, "g"), `column ${name}`);
    const cols = Object.entries(rendered.excel.columns)
      .filter(([name, col]) => name !== col)
      .map(([name, col]) => `${name} in column ${col}`);
    const sheet = rendered.excel.lookupSheet;
    const lookupPart = sheet ? ` and a ${sheet.name} sheet with ${joinList(Object.entries(sheet.columns).map(([n, c]) => `${n} in column ${c}`))}` : "";
    const rowPart = isRowFormula(intent) && !/enter it in row/.test(first) ? `; enter it in row ${rendered.excel.row} and fill down` : "";
    second = cols.length
      ? `It assumes ${joinList(cols)} with headers in row 1${lookupPart} (change the references to match your sheet)${rowPart}.`
      : lettered.length
        ? `It reads the columns you named, with headers in row 1${lookupPart}${rowPart}.`
      : `Change the references to match your sheet${rowPart}.`;
  } else {
    // DAX time intelligence uses the date table when the request named no date column.
    const usesDateTable = dialect === "dax" && /'Date'\[Date\]/.test(rendered.formula);
    const fields = fieldsOf(intent)
      .filter((f) => !(usesDateTable && f.assumed && /date/i.test(f.name)))
      .map((f) => ref(f, dialect))
      .filter((r) => rendered.formula.includes(r) || (rendered.note ?? "").includes(r));
    if (usesDateTable) fields.push("'Date'[Date] (a marked date table)");
    const tables = [...rendered.formula.matchAll(/COUNTROWS\(('?[^)']+'?)\)/g)].map((m) => m[1]!);
    const unique = [...new Set([...fields, ...tables])];
    second = unique.length
      ? `Rename ${joinList(unique)} to match your ${dialect === "dax" ? "tables and columns" : "fields"}.`
      : "Rename the fields to match your data source.";
  }
  return `${first} ${second}`.trim();
}

function isRowFormula(intent: Intent): boolean {
  switch (intent.family) {
    case "aggregate":
      return false;
    case "periodToDate":
      return !!intent.asOfRow;
    case "ratio":
    case "arithmetic":
      return intent.level !== "total";
    default:
      return true;
  }
}

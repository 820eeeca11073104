import { CannotAnswer, isScaled, type FlagValue, type Agg, type BucketRule, type Condition, type FieldRef, type Intent, type Measure } from "../ir";
import { asOperand, formatNumber, isFieldValue, literal, paramPattern, quoteEscaped, renderExpr, type Rendered } from "./shared";

/** Tableau calculated fields: [Field] references, IF/ELSEIF/END, table calcs and LOD expressions. */

const f = (r: FieldRef) => `[${r.name.replace(/\]/g, "]]")}]`;
const q = quoteEscaped;

const AGG: Record<Agg, string> = { sum: "SUM", avg: "AVG", count: "COUNT", countd: "COUNTD", min: "MIN", max: "MAX", median: "MEDIAN" };

function measure(m: Measure): string {
  if (!m.field) return "SUM(1)";
  return `${AGG[m.agg]}(${f(m.field)})`;
}

function rowValue(m: Measure): string {
  return m.field ? f(m.field) : "1";
}

function condition(c: Condition): string {
  if (c.partOf === "weekend") {
    const w = `DATEPART('weekday', ${f(c.field)})`;
    return c.value ? `(${w} = 1 OR ${w} = 7)` : `(${w} >= 2 AND ${w} <= 6)`;
  }
  const left = c.yearOf ? `YEAR(${f(c.field)})` : c.partOf ? `DATEPART('${c.partOf}', ${f(c.field)})` : c.agg ? measure({ agg: c.agg, field: c.field }) : f(c.field);
  if (c.op === "in") return `(${(c.values ?? []).map((v) => `${f(c.field)} = ${q(v)}`).join(" OR ")})`;
  if (c.op === "withinLast") return `${f(c.field)} >= DATEADD('${c.unit}', -${c.value}, TODAY())`;
  if (c.op === "withinNext") return `${f(c.field)} >= TODAY() AND ${f(c.field)} <= DATEADD('${c.unit}', ${c.value}, TODAY())`;
  if (c.op === "currentPeriod") return `DATETRUNC('${c.unit}', ${f(c.field)}) = DATETRUNC('${c.unit}', TODAY())`;
  if (c.dateValue) return `${left} ${c.op === "!=" ? "<>" : c.op} #${String(c.value)}#`;
  switch (c.op) {
    case "contains":
      return `CONTAINS(${f(c.field)}, ${q(String(c.value))})`;
    case "isnull":
      return `ISNULL(${f(c.field)})`;
    case "notnull":
      return `NOT ISNULL(${f(c.field)})`;
    default: {
      const right = isFieldValue(c.value) ? f(c.value) : literal(c.value as string | number | boolean, q);
      return `${left} ${c.op === "!=" ? "<>" : c.op} ${right}`;
    }
  }
}

const conditions = (cs: Condition[], join = " AND ") => cs.map(condition).join(join);

/** The measure over the rows of a date window: a distinct count stays distinct, a count counts rows. */
function windowAgg(m: Measure, when: string): string {
  if (m.agg === "countd" && m.field) return `COUNTD(IF ${when} THEN ${f(m.field)} END)`;
  if (m.agg === "count" || !m.field) return `SUM(IF ${when} THEN 1 ELSE 0 END)`;
  if (m.agg === "avg") return `AVG(IF ${when} THEN ${f(m.field)} END)`;
  return `SUM(IF ${when} THEN ${f(m.field)} END)`;
}

function filtered(m: Measure, cs: Condition[]): string {
  if (cs.length === 0) return measure(m);
  const when = conditions(cs);
  if (!m.field || m.agg === "count") {
    // Counting matching rows: a 1/0 flag summed is exact whatever the field type.
    return m.field && m.agg === "count" ? `COUNT(IF ${when} THEN ${f(m.field)} END)` : `SUM(IF ${when} THEN 1 ELSE 0 END)`;
  }
  return `${AGG[m.agg]}(IF ${when} THEN ${f(m.field)} END)`;
}

function bucketCondition(subject: string, r: BucketRule): string {
  if (r.op === "in") return (r.values ?? []).map((v) => `${subject} = ${q(v)}`).join(" OR ");
  if (r.op === "between") return `${subject} >= ${formatNumber(Number(r.value))} AND ${subject} <= ${formatNumber(Number(r.to))}`;
  return `${subject} ${r.op} ${literal(r.value as string | number, q)}`;
}

const flagValue = (v: FlagValue) => (v === null ? "NULL" : typeof v === "string" ? q(v) : typeof v === "number" ? formatNumber(v) : isScaled(v) ? `${f(v.scaled)} * ${formatNumber(v.factor)}` : f(v));

/** Field names that usually hold numbers (a Postal Code is numeric in Superstore-style sources). */
const NUMERIC_NAME = /\b(?:zip|zip code|postal code|postcode|number|no|num|qty|quantity|sales|amount|price|cost|count|year|age|score|rank|total|revenue|profit|units|discount)$/i;

export function renderTableau(intent: Intent): Rendered {
  switch (intent.family) {
    case "ratio": {
      const leaf = intent.level === "row" ? rowValue : (m: Measure, cs?: Condition[]) => filtered(m, cs ?? []);
      const num = asOperand(intent.numerator, renderExpr(intent.numerator, leaf));
      const den = renderExpr(intent.denominator, leaf);
      const denOp = asOperand(intent.denominator, den);
      // A number field cannot hold text: a text fallback ("n/a") is a null the view shows as that text.
      const text = typeof intent.whenZero === "string";
      return {
        formula: `IF ${den} = 0 THEN ${intent.whenZero === undefined || text ? "NULL" : intent.whenZero} ELSE ${num} / ${denOp} END`,
        ...(text ? { note: `a number field cannot hold text, so format the field's Special Values to show “${intent.whenZero}” for nulls` } : {}),
      };
    }
    case "arithmetic":
      return { formula: renderExpr(intent.expr, intent.level === "row" ? rowValue : (m: Measure, cs?: Condition[]) => filtered(m, cs ?? []), undefined, false, (x) => `ZN(${x})`) };
    case "aggregate":
      if (intent.perPeriod) return { formula: filtered(intent.measure, intent.filters), note: `show ${f(intent.perPeriod.date)} by ${intent.perPeriod.unit} in the view` };
      return { formula: filtered(intent.measure, intent.filters) };
    case "percentOfTotal":
      if (intent.within) {
        return {
          formula: `${measure(intent.measure)} / MIN({FIXED ${f(intent.within)} : ${measure(intent.measure)}})`,
        };
      }
      return { formula: `${measure(intent.measure)} / TOTAL(${measure(intent.measure)})`, note: "it is a table calculation, so set Compute Using to the dimension that makes up the total" };
    case "runningTotal": {
      const fn = intent.stat === "avg" ? "RUNNING_AVG" : "RUNNING_SUM";
      const m = measure(intent.measure);
      const restart = intent.resetEvery ? `; under Specific Dimensions restart every ${intent.resetEvery} of ${f(intent.date)}` : "";
      if (intent.distinct && intent.measure.field) {
        // Each value is counted on its first date only, so a returning one is not counted again.
        const id = f(intent.measure.field);
        const d = f(intent.date);
        return { formula: `RUNNING_SUM(COUNTD(IF ${d} = {FIXED ${id} : MIN(${d})} THEN ${id} END))`, note: `set Compute Using to ${d}` };
      }
      const formula = intent.ofTotal ? `${fn}(${m}) / TOTAL(${m})` : `${fn}(${m})`;
      return { formula, note: `set Compute Using to ${f(intent.date)}${restart}` };
    }
    case "periodAverage":
      return { formula: `${measure(intent.measure)} / COUNTD(DATETRUNC('${intent.period}', ${f(intent.date)}))` };
    case "movingAverage": {
      const fn = intent.stat === "sum" ? "WINDOW_SUM" : "WINDOW_AVG";
      const unit = intent.unit === "row" ? "" : `show ${f(intent.date)} by ${intent.unit} in the view and `;
      return {
        formula: `${fn}(${measure(intent.measure)}, -${intent.window - 1}, 0)`,
        note: `${unit}set Compute Using to ${f(intent.date)}`,
      };
    }
    case "periodChange": {
      const m = measure(intent.measure);
      const back = -(intent.rowsPerPeriod ?? 1) * (intent.periods ?? 1);
      const prev = `LOOKUP(${m}, ${back})`;
      const formula =
        intent.output === "previous"
          ? prev
          : intent.output === "difference"
            ? `${m} - ${prev}`
            : intent.output === "ratio"
              ? `${m} / ${prev}`
              : `(${m} - ${prev}) / ABS(${prev})`;
      const grain = intent.period === "row" ? "" : `show ${f(intent.date)} by ${intent.rowsPerPeriod === 4 ? "quarter" : intent.rowsPerPeriod ? "month" : intent.period} in the view and `;
      return { formula, note: `${grain}set Compute Using to ${f(intent.date)}` };
    }
    case "periodToDate": {
      const d = f(intent.date);
      // "as of each row's date": a running total along the date in the view, restarting each period.
      if (intent.asOfRow && !intent.compare && !intent.previousYear) {
        const fn = intent.measure.agg === "avg" ? "RUNNING_AVG" : "RUNNING_SUM";
        return { formula: `${fn}(${measure(intent.measure)})`, note: `set Compute Using to ${d}; under Specific Dimensions restart every ${intent.fiscalStart ? "fiscal " : ""}${intent.period} of ${d}` };
      }
      const p = intent.period;
      // A fiscal year starting in month k+1 is the calendar year of the date moved back k months.
      const k = intent.fiscalStart ? intent.fiscalStart - 1 : 0;
      const tr = (x: string) => `DATETRUNC('${p}', ${k ? `DATEADD('month', -${k}, ${x})` : x})`;
      if (intent.compare) {
        const cur = `${windowAgg(intent.measure, `${tr(d)} = ${tr("TODAY()")} AND ${d} <= TODAY()`)}`;
        const back = `DATEADD('${intent.againstPreviousPeriod ? p : "year"}', -1, TODAY())`;
        const prev = `${windowAgg(intent.measure, `${tr(d)} = ${tr(back)} AND ${d} <= ${back}`)}`;
        if (intent.compare === "difference") return { formula: `ZN(${cur})\n- ZN(${prev})` };
        return { formula: `IF ZN(${prev}) = 0 THEN NULL\nELSE (ZN(${cur}) - ${prev}) / ${prev}\nEND` };
      }
      if (intent.previousYear) {
        return {
          formula: `${windowAgg(intent.measure, `${tr(d)} = ${tr("DATEADD('year', -1, TODAY())")} AND ${d} <= DATEADD('year', -1, TODAY())`)}`,
        };
      }
      return {
        formula: `${windowAgg(intent.measure, `${tr(d)} = ${tr("TODAY()")} AND ${d} <= TODAY()`)}`,
      };
    }
    case "rank": {
      const fn = intent.dense ? "RANK_DENSE" : "RANK";
      const dir = intent.direction === "asc" ? ", 'asc'" : "";
      const restart = intent.within ? `, restarting every ${f(intent.within)}` : "";
      return { formula: `${fn}(${measure(intent.measure)}${dir})`, note: `set Compute Using to ${f(intent.dimension)}${restart}` };
    }
    case "topN": {
      const dir = intent.direction === "asc" ? ", 'asc'" : "";
      if (intent.labels) return { formula: `IF RANK(${measure(intent.measure)}${dir}) <= ${intent.n} THEN ${q(intent.labels[0])} ELSE ${q(intent.labels[1])} END`, note: `set Compute Using to ${f(intent.dimension)}` };
      return {
        formula: `RANK(${measure(intent.measure)}${dir}) <= ${intent.n}`,
        note: `put it on Filters, keep True and set Compute Using to ${f(intent.dimension)}${intent.within ? `, with ${f(intent.within)} in the view so the rank restarts for each ${intent.within.name}` : ""}`,
      };
    }
    case "buckets": {
      const s = intent.subject.agg ? measure({ agg: intent.subject.agg, field: intent.subject.field }) : f(intent.subject.field);
      if (intent.width) return { formula: `FLOOR(${s} / ${formatNumber(intent.width)}) * ${formatNumber(intent.width)}` };
      const lines: string[] = [];
      intent.rules.forEach((r, i) => {
        if (r.op === "otherwise") lines.push(`ELSE ${q(r.label)}`);
        else lines.push(`${i === 0 ? "IF" : "ELSEIF"} ${bucketCondition(s, r)} THEN ${q(r.label)}`);
      });
      lines.push("END");
      return { formula: lines.join("\n") };
    }
    case "flag": {
      const test = conditions(intent.conditions, intent.match === "all" ? " AND " : " OR ");
      return { formula: intent.boolean ? test : `IF ${test} THEN ${flagValue(intent.yes)} ELSE ${flagValue(intent.no)} END` };
    }
    case "dateDiff": {
      if (intent.workdays) throw new CannotAnswer("Tableau has no built-in working-days function, so a weekday count needs a calendar table or a custom calculation.", ["dateDiff"]);
      const d = (x: FieldRef | "today") => (x === "today" ? "TODAY()" : f(x));
      const [s, e] = [d(intent.start), intent.endOrToday && intent.end !== "today" ? `IFNULL(${d(intent.end)}, TODAY())` : d(intent.end)];
      // DATEDIFF counts calendar boundaries crossed; whole years or months elapsed take one off
      // while the anniversary is still ahead (an age, a tenure).
      if (intent.unit === "year") return { formula: `DATEDIFF('year', ${s}, ${e})\n- IF MONTH(${e}) * 100 + DAY(${e}) < MONTH(${s}) * 100 + DAY(${s}) THEN 1 ELSE 0 END` };
      if (intent.unit === "month") return { formula: `DATEDIFF('month', ${s}, ${e})\n- IF DAY(${e}) < DAY(${s}) THEN 1 ELSE 0 END` };
      return { formula: `DATEDIFF('${intent.unit}', ${s}, ${e})` };
    }
    case "datePart": {
      const d = f(intent.date);
      const map: Record<string, string> = {
        year: `YEAR(${d})`,
        quarter: `DATEPART('quarter', ${d})`,
        month: `MONTH(${d})`,
        week: `DATEPART('week', ${d})`,
        isoWeek: `DATEPART('iso-week', ${d})`,
        day: `DAY(${d})`,
        weekday: `DATEPART('weekday', ${d})`,
        monthName: `DATENAME('month', ${d})`,
        dayName: `DATENAME('weekday', ${d})`,
        monthShort: `LEFT(DATENAME('month', ${d}), 3)`,
        dayShort: `LEFT(DATENAME('weekday', ${d}), 3)`,
        weekend: `IF DATEPART('weekday', ${d}) = 1 OR DATEPART('weekday', ${d}) = 7 THEN "Weekend" ELSE "Weekday" END`,
        yearMonth: `STR(YEAR(${d})) + "-" + RIGHT("0" + STR(MONTH(${d})), 2)`,
        yearQuarter: `STR(YEAR(${d})) + "-Q" + STR(DATEPART('quarter', ${d}))`,
        quarterLabel: `"Q" + STR(DATEPART('quarter', ${d}))`,
        hour: `DATEPART('hour', ${d})`,
      };
      return { formula: map[intent.part]! };
    }
    case "dateTrunc":
      if (intent.end) return { formula: `DATEADD('day', -1, DATEADD('${intent.unit}', 1, DATETRUNC('${intent.unit}', ${f(intent.date)})))` };
      // (A week's first day said outright is passed on; otherwise the data source's start of week holds.)
      return { formula: `DATETRUNC('${intent.unit}', ${f(intent.date)}${intent.weekStart ? `, '${intent.weekStart}'` : ""})` };
    case "round": {
      const x = intent.subject.agg ? measure({ agg: intent.subject.agg, field: intent.subject.field }) : f(intent.subject.field);
      if (intent.multiple) {
        const m = formatNumber(intent.multiple);
        const fn = intent.mode === "up" ? "CEILING" : intent.mode === "down" ? "FLOOR" : "ROUND";
        return { formula: `${fn}(${x} / ${m}) * ${m}` };
      }
      if (intent.mode === "nearest") return { formula: `ROUND(${x}, ${intent.digits})` };
      const scale = 10 ** intent.digits;
      const fn = intent.mode === "up" ? "CEILING" : "FLOOR";
      return { formula: scale === 1 ? `${fn}(${x})` : `${fn}(${x} * ${scale}) / ${scale}` };
    }
    case "weightedAverage":
      return { formula: `SUM(${f(intent.value)} * ${f(intent.weight)}) / SUM(${f(intent.weight)})` };
    case "dateAdd":
      return { formula: `DATEADD('${intent.unit}', ${formatNumber(intent.amount)}, ${f(intent.date)})` };
    case "nullDefault": {
      if (typeof intent.fallback === "object") {
        const agg = (x: FieldRef) => (intent.aggregated ? `SUM(${f(x)})` : f(x));
        return { formula: `IFNULL(${agg(intent.field)}, ${agg(intent.fallback)})` };
      }
      if (intent.aggregated) {
        return { formula: intent.fallback === 0 ? `ZN(SUM(${f(intent.field)}))` : `IFNULL(SUM(${f(intent.field)}), ${literal(intent.fallback, q)})` };
      }
      return { formula: intent.fallback === 0 ? `ZN(${f(intent.field)})` : `IFNULL(${f(intent.field)}, ${literal(intent.fallback, q)})` };
    }
    case "concat": {
      // "+" on a number adds instead of joining: fields whose names say they hold numbers go through STR().
      const joined = intent.parts.map((p) => ("field" in p ? (p.first ? `LEFT(${f(p.field)}, ${p.first})` : NUMERIC_NAME.test(p.field.name) ? `STR(${f(p.field)})` : f(p.field)) : q(p.text))).join(" + ");
      return { formula: intent.to ? `${intent.to.toUpperCase()}(${joined})` : joined };
    }
    case "textCase": {
      const fn = intent.to === "upper" ? "UPPER" : intent.to === "lower" ? "LOWER" : "PROPER";
      return { formula: `${fn}(${intent.trim ? `TRIM(${f(intent.field)})` : f(intent.field)})` };
    }
    case "textExtract": {
      const x = f(intent.field);
      const d = q(intent.delimiter ?? "");
      switch (intent.op) {
        case "left":
          return { formula: `LEFT(${x}, ${intent.count})` };
        case "right":
          return { formula: `RIGHT(${x}, ${intent.count})` };
        case "mid":
          return { formula: `MID(${x}, ${intent.start}, ${intent.count})` };
        case "before":
          // (Before the last delimiter: all but the last token, whose length SPLIT's -1 gives.)
          if (intent.last) return { formula: `LEFT(${x}, LEN(${x}) - LEN(SPLIT(${x}, ${d}, -1)) - ${(intent.delimiter ?? "").length})` };
          return { formula: `SPLIT(${x}, ${d}, 1)` };
        case "after":
          // A negative token number counts from the end: the last piece.
          if (intent.last) return { formula: `SPLIT(${x}, ${d}, -1)` };
          return { formula: `MID(${x}, FIND(${x}, ${d}) + ${(intent.delimiter ?? "").length})` };
        case "trim":
          return { formula: `TRIM(${x})` };
        case "domain":
          return { formula: `REGEXP_EXTRACT(${x}, '^(?:[a-zA-Z]+://)?(?:www[.])?([^/:?#]+)')` };
        case "param":
          return { formula: `REGEXP_EXTRACT(${x}, '[?&]${paramPattern(intent.delimiter ?? "")}=([^&#]*)')` };
        case "length":
          return { formula: `LEN(${x})` };
        case "replace":
          return { formula: `REPLACE(${x}, ${d}, ${q(intent.replacement ?? "")})` };
      }
      break;
    }
    case "lookup":
      throw new CannotAnswer(
        "Tableau calculated fields cannot look values up in another table; relate or join the two tables in the data source, then use the field directly.",
        ["lod", "aggregate"],
      );
    case "lod": {
      if (intent.countWhere) {
        const d = f(intent.dimensions[0]!);
        return { formula: `COUNTD(IF {FIXED ${d} : ${measure(intent.measure)}} ${intent.countWhere.op} ${intent.countWhere.value} THEN ${d} END)` };
      }
      // "sum of sales by region": the view does the splitting; a FIXED level would ignore its other dimensions.
      if (intent.byView && !intent.outer) return { formula: measure(intent.measure), note: `put ${intent.dimensions.map(f).join(" and ")} on Rows or Columns to split it` };
      const kw = intent.kind.toUpperCase();
      const inner = `{${kw} ${intent.dimensions.map(f).join(", ")} : ${measure(intent.measure)}}`;
      return { formula: intent.outer ? `${AGG[intent.outer]}(${inner})` : inner };
    }
  }
  throw new CannotAnswer("Tableau cannot express this calculation.");
}

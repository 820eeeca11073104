import type { Expr } from "./formula-parser";
import { toLookmlName } from "./names";

/**
 * How field references are written: `${TABLE}.column` (a column of the view's table) or `${field}`
 * (an existing LookML dimension, the LookML way when the view already defines the fields).
 */
export type RefStyle = "table" | "lookml";

export const AGGREGATES = new Set([
  "SUM",
  "AVG",
  "COUNT",
  "COUNT_DISTINCT",
  "APPROX_COUNT_DISTINCT",
  "MAX",
  "MIN",
  "MEDIAN",
  "PERCENTILE",
  "STDDEV",
  "VARIANCE",
]);

/** Looker Studio functions the renderer knows; anything else is kept as written, with a note. */
const SAME_NAME = new Set([
  "CONCAT", "UPPER", "LOWER", "TRIM", "LENGTH", "SUBSTR", "REPLACE", "REGEXP_CONTAINS", "REGEXP_EXTRACT",
  "REGEXP_REPLACE", "STARTS_WITH", "ENDS_WITH", "COALESCE", "NULLIF", "ABS", "CEIL", "FLOOR", "ROUND", "SQRT",
  "POWER", "LOG", "LOG10", "EXP", "SIGN", "MOD", "CURRENT_DATE", "CURRENT_DATETIME", "DATE", "DATETIME",
  "DATE_TRUNC", "DATETIME_TRUNC", "DATETIME_DIFF", "FORMAT_DATETIME", "PARSE_DATE", "PARSE_DATETIME",
  "SUM", "AVG", "COUNT", "MAX", "MIN", "STDDEV", "VARIANCE", "APPROX_COUNT_DISTINCT", "SAFE_DIVIDE",
]);

const EXTRACT_PARTS: Record<string, string> = {
  YEAR: "YEAR",
  QUARTER: "QUARTER",
  MONTH: "MONTH",
  WEEK: "WEEK",
  DAY: "DAY",
  HOUR: "HOUR",
  MINUTE: "MINUTE",
  SECOND: "SECOND",
};

/** Looker Studio CAST target types and their SQL (BigQuery, the database Looker Studio's functions follow). */
const CAST_TYPES: Record<string, string> = {
  NUMBER: "FLOAT64",
  TEXT: "STRING",
  BOOLEAN: "BOOL",
  DATE: "DATE",
  DATETIME: "DATETIME",
};

export interface RenderContext {
  refStyle: RefStyle;
  /** Notes for the user (unknown functions, database-specific output). */
  notes: Set<string>;
}

/** A column name for `${TABLE}.x`: kept as written when it is a plain identifier, else snake_cased. */
export function columnName(field: string): string {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(field) ? field : toLookmlName(field) || "field";
}

export function fieldRef(field: string, ctx: RenderContext): string {
  if (ctx.refStyle === "lookml") return `\${${toLookmlName(field) || "field"}}`;
  // A dotted name (a blend's table.field) keeps its last part as the column.
  const parts = field.split(".");
  return `\${TABLE}.${columnName(parts[parts.length - 1])}`;
}

/** A standard SQL string literal (a quote inside is doubled). */
export function sqlString(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

function isNonZeroNumber(e: Expr): boolean {
  return e.kind === "number" && Number(e.text) !== 0;
}

export function containsAggregate(e: Expr): boolean {
  switch (e.kind) {
    case "call":
      return AGGREGATES.has(e.name) || e.args.some(containsAggregate);
    case "cast":
    case "group":
    case "negate":
    case "not":
    case "is-null":
      return containsAggregate(e.expr);
    case "binary":
      return containsAggregate(e.left) || containsAggregate(e.right);
    case "in":
      return containsAggregate(e.expr) || e.list.some(containsAggregate);
    case "like":
      return containsAggregate(e.expr) || containsAggregate(e.pattern);
    case "case":
      return (
        (e.subject !== null && containsAggregate(e.subject)) ||
        e.whens.some((w) => containsAggregate(w.when) || containsAggregate(w.then)) ||
        (e.otherwise !== null && containsAggregate(e.otherwise))
      );
    default:
      return false;
  }
}

/** Renders a formula tree as SQL for a LookML `sql:` parameter. `multiline` lays out a top-level CASE. */
export function toSql(e: Expr, ctx: RenderContext, multiline = false): string {
  const r = (x: Expr) => toSql(x, ctx);
  switch (e.kind) {
    case "number":
      return e.text;
    case "string":
      return sqlString(e.value);
    case "boolean":
      return e.value ? "TRUE" : "FALSE";
    case "null":
      return "NULL";
    case "star":
      return "*";
    case "field":
      return fieldRef(e.name, ctx);
    case "group":
      return `(${r(e.expr)})`;
    case "negate": {
      // "--" would start an SQL comment.
      const inner = r(e.expr);
      return inner.startsWith("-") ? `-(${inner})` : `-${inner}`;
    }
    case "not":
      return `NOT ${r(e.expr)}`;
    case "binary":
      // Looker Studio gives NULL for a division by zero; SQL databases raise an error instead.
      if (e.op === "/" && !isNonZeroNumber(e.right)) return `${r(e.left)} / NULLIF(${r(e.right)}, 0)`;
      return `${r(e.left)} ${e.op} ${r(e.right)}`;
    case "in":
      return `${r(e.expr)} ${e.negated ? "NOT IN" : "IN"} (${e.list.map(r).join(", ")})`;
    case "is-null":
      return `${r(e.expr)} IS ${e.negated ? "NOT NULL" : "NULL"}`;
    case "like":
      return `${r(e.expr)} ${e.negated ? "NOT LIKE" : "LIKE"} ${r(e.pattern)}`;
    case "cast": {
      const type = CAST_TYPES[e.type];
      if (!type) ctx.notes.add(`CAST to ${e.type} was kept as written.`);
      return `CAST(${r(e.expr)} AS ${type ?? e.type})`;
    }
    case "case":
      return caseSql(e, ctx, multiline);
    case "call":
      return callSql(e, ctx);
  }
}

function caseSql(e: Extract<Expr, { kind: "case" }>, ctx: RenderContext, multiline: boolean): string {
  const r = (x: Expr) => toSql(x, ctx);
  const parts = [
    ...e.whens.map((w) => `WHEN ${r(w.when)} THEN ${r(w.then)}`),
    ...(e.otherwise ? [`ELSE ${r(e.otherwise)}`] : []),
  ];
  const head = e.subject ? `CASE ${r(e.subject)}` : "CASE";
  return multiline ? `${head}\n${parts.map((p) => `  ${p}`).join("\n")}\nEND` : `${head} ${parts.join(" ")} END`;
}

function callSql(e: Extract<Expr, { kind: "call" }>, ctx: RenderContext): string {
  const r = (x: Expr) => toSql(x, ctx);
  const args = e.args.map(r);
  const a = (i: number) => args[i] ?? "NULL";
  switch (e.name) {
    case "IF":
      return `CASE WHEN ${a(0)} THEN ${a(1)} ELSE ${a(2)} END`;
    case "IFNULL":
      return `COALESCE(${args.join(", ")})`;
    case "COUNT_DISTINCT":
      return `COUNT(DISTINCT ${a(0)})`;
    case "MEDIAN":
      ctx.notes.add("MEDIAN inside a larger formula was written as PERCENTILE_CONT(x, 0.5) OVER (); check it for your database.");
      return `PERCENTILE_CONT(${a(0)}, 0.5) OVER ()`;
    case "NARY_MAX":
      return `GREATEST(${args.join(", ")})`;
    case "NARY_MIN":
      return `LEAST(${args.join(", ")})`;
    case "LEFT_TEXT":
      return `LEFT(${a(0)}, ${a(1)})`;
    case "RIGHT_TEXT":
      return `RIGHT(${a(0)}, ${a(1)})`;
    case "CONTAINS_TEXT":
      return `(STRPOS(${a(0)}, ${a(1)}) > 0)`;
    case "REGEXP_MATCH": {
      // Looker Studio's REGEXP_MATCH matches the whole value; REGEXP_CONTAINS matches anywhere.
      const pattern = e.args[1];
      const anchored = pattern?.kind === "string" ? sqlString(`^(?:${pattern.value})$`) : `CONCAT('^(?:', ${a(1)}, ')$')`;
      return `REGEXP_CONTAINS(${a(0)}, ${anchored})`;
    }
    case "TODAY":
      return "CURRENT_DATE()";
    case "NOW":
      return "CURRENT_TIMESTAMP()";
    case "WEEKDAY":
      // Looker Studio counts Sunday as 0; EXTRACT(DAYOFWEEK) counts Sunday as 1.
      return `(EXTRACT(DAYOFWEEK FROM ${a(0)}) - 1)`;
    case "DATE_DIFF":
      return `DATE_DIFF(${a(0)}, ${a(1)}, DAY)`;
    case "ISNULL":
      return `(${a(0)} IS NULL)`;
  }
  const part = EXTRACT_PARTS[e.name];
  if (part && e.args.length === 1) return `EXTRACT(${part} FROM ${a(0)})`;
  if (!SAME_NAME.has(e.name)) ctx.notes.add(`${e.name} is not a Looker Studio function this converter knows; it was kept as written.`);
  return `${e.name}(${args.join(", ")})`;
}

import type { Expr } from "./formula-parser";

/** The LookML dimension type a formula's value has; "unknown" for a bare field or NULL. */
export type ValueType = "number" | "string" | "yesno" | "date" | "date_time" | "unknown";

const NUMBER_FUNCTIONS = new Set([
  "SUM", "AVG", "COUNT", "COUNT_DISTINCT", "APPROX_COUNT_DISTINCT", "MEDIAN", "PERCENTILE", "STDDEV", "VARIANCE",
  "ABS", "CEIL", "FLOOR", "ROUND", "SQRT", "POWER", "LOG", "LOG10", "EXP", "SIGN", "MOD", "LENGTH", "YEAR", "QUARTER",
  "MONTH", "WEEK", "DAY", "HOUR", "MINUTE", "SECOND", "WEEKDAY", "DATE_DIFF", "DATETIME_DIFF", "SAFE_DIVIDE",
]);
const STRING_FUNCTIONS = new Set([
  "CONCAT", "UPPER", "LOWER", "TRIM", "SUBSTR", "LEFT_TEXT", "RIGHT_TEXT", "REPLACE", "REGEXP_EXTRACT",
  "REGEXP_REPLACE", "FORMAT_DATETIME",
]);
const BOOLEAN_FUNCTIONS = new Set(["REGEXP_MATCH", "REGEXP_CONTAINS", "CONTAINS_TEXT", "STARTS_WITH", "ENDS_WITH", "ISNULL"]);
const DATE_FUNCTIONS = new Set(["TODAY", "CURRENT_DATE", "DATE", "PARSE_DATE", "DATE_TRUNC"]);
const DATETIME_FUNCTIONS = new Set(["NOW", "CURRENT_DATETIME", "DATETIME", "PARSE_DATETIME", "DATETIME_TRUNC"]);
/** Functions whose result has the type of their arguments. */
const PASS_THROUGH = new Set(["MAX", "MIN", "IFNULL", "COALESCE", "NULLIF", "NARY_MAX", "NARY_MIN"]);

function firstKnown(types: ValueType[]): ValueType {
  return types.find((t) => t !== "unknown") ?? "unknown";
}

export function valueTypeOf(e: Expr): ValueType {
  switch (e.kind) {
    case "number":
      return "number";
    case "string":
      return "string";
    case "boolean":
    case "not":
    case "in":
    case "is-null":
    case "like":
      return "yesno";
    case "null":
    case "star":
    case "field":
      return "unknown";
    case "group":
      return valueTypeOf(e.expr);
    case "negate":
      return "number";
    case "binary":
      if (["+", "-", "*", "/"].includes(e.op)) return "number";
      return "yesno";
    case "cast":
      return e.type === "NUMBER" ? "number" : e.type === "TEXT" ? "string" : e.type === "BOOLEAN" ? "yesno" : e.type === "DATE" ? "date" : e.type === "DATETIME" ? "date_time" : "unknown";
    case "case":
      return firstKnown([...e.whens.map((w) => valueTypeOf(w.then)), ...(e.otherwise ? [valueTypeOf(e.otherwise)] : [])]);
    case "call": {
      if (e.name === "IF") return firstKnown(e.args.slice(1).map(valueTypeOf));
      if (NUMBER_FUNCTIONS.has(e.name)) return "number";
      if (STRING_FUNCTIONS.has(e.name)) return "string";
      if (BOOLEAN_FUNCTIONS.has(e.name)) return "yesno";
      if (DATE_FUNCTIONS.has(e.name)) return "date";
      if (DATETIME_FUNCTIONS.has(e.name)) return "date_time";
      if (PASS_THROUGH.has(e.name)) return firstKnown(e.args.map(valueTypeOf));
      return "unknown";
    }
  }
}

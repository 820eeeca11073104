import { FormulaSyntaxError } from "./formula-lexer";
import { parseFormula, type Expr } from "./formula-parser";
import { containsAggregate, toSql, type RefStyle, type RenderContext } from "./formula-sql";
import { valueTypeOf } from "./formula-types";
import { containsBlockEnd, isPercentName, lookmlString, toLookmlName } from "./names";

export type FieldType = "dimension" | "measure";

export interface ConvertInput {
  fieldName: string;
  fieldType: FieldType;
  formula: string;
  /** `${TABLE}.column` (default) or `${field}` references. */
  refStyle?: RefStyle;
}

export interface Problem {
  title: string;
  description: string;
}

export type ConvertResult =
  | { ok: true; lookml: string; name: string; kind: FieldType; type: string; notes: string[] }
  | { ok: false; problem: Problem };

/** Spec section 5 (exact text) and the converter's own parse error. */
export const converterMessages = {
  missingFields: { title: "Missing fields", description: "Please provide both field name and formula" },
  invalidFormula: (detail: string): Problem => ({ title: "Invalid formula", description: detail }),
};

/** Looker Studio aggregation → LookML measure type (it aggregates the `sql:` itself). */
const MEASURE_TYPES: Record<string, string> = {
  SUM: "sum",
  AVG: "average",
  MAX: "max",
  MIN: "min",
  COUNT_DISTINCT: "count_distinct",
  APPROX_COUNT_DISTINCT: "count_distinct",
  MEDIAN: "median",
};

const NUMERIC_MEASURE_TYPES = new Set(["number", "sum", "average", "max", "min", "count", "count_distinct", "median", "percentile"]);

function unwrap(e: Expr): Expr {
  return e.kind === "group" ? unwrap(e.expr) : e;
}

interface FieldBody {
  kind: FieldType;
  type: string;
  sql: string | null;
  extra: string[];
}

function measureBody(root: Expr, ctx: RenderContext): FieldBody | Problem {
  const core = unwrap(root);
  if (!containsAggregate(core)) {
    ctx.notes.add("Looker Studio sums a calculated field that has no aggregation, so this measure is type: sum.");
    return { kind: "measure", type: "sum", sql: toSql(core, ctx, true), extra: [] };
  }
  if (core.kind === "call" && core.args.some(containsAggregate)) {
    return converterMessages.invalidFormula(`${core.name} cannot contain another aggregation`);
  }
  if (core.kind === "call" && core.args.length >= 1) {
    const arg = core.args[0];
    const simple = MEASURE_TYPES[core.name];
    if (simple && core.args.length === 1) {
      const extra = core.name === "APPROX_COUNT_DISTINCT" ? ["allow_approximate_optimization: yes"] : [];
      return { kind: "measure", type: simple, sql: toSql(arg, ctx, true), extra };
    }
    if (core.name === "COUNT" && core.args.length === 1) {
      if (arg.kind === "star") return { kind: "measure", type: "count", sql: null, extra: [] };
      if (arg.kind === "field") {
        // type: count counts the view's rows (by primary key); the filter keeps COUNT's "non-empty values" meaning.
        const dim = toLookmlName(arg.name) || "field";
        ctx.notes.add(`COUNT counts rows where ${arg.name} is not empty: the filter needs a dimension named ${dim} in this view.`);
        return { kind: "measure", type: "count", sql: null, extra: [`filters: [${dim}: "-NULL"]`] };
      }
    }
    if (core.name === "PERCENTILE" && core.args.length === 2) {
      const p = core.args[1];
      if (p.kind === "number" && /^\d+$/.test(p.text) && Number(p.text) <= 100) {
        return { kind: "measure", type: "percentile", sql: toSql(arg, ctx, true), extra: [`percentile: ${p.text}`] };
      }
    }
  }
  // A formula that combines aggregations (SUM(a) / SUM(b)): LookML's type: number holds the SQL as is.
  return { kind: "measure", type: "number", sql: toSql(root, ctx, true), extra: [] };
}

function dimensionBody(root: Expr, ctx: RenderContext, percent: boolean): FieldBody {
  const valueType = valueTypeOf(root);
  const type = valueType === "unknown" ? (percent ? "number" : "string") : valueType;
  return { kind: "dimension", type, sql: toSql(unwrap(root), ctx, true), extra: [] };
}

function sqlLines(sql: string): string[] {
  if (!sql.includes("\n")) return [`  sql: ${sql} ;;`];
  const lines = sql.split("\n");
  return ["  sql:", ...lines.map((l, i) => `    ${l}${i === lines.length - 1 ? " ;;" : ""}`)];
}

/**
 * Converts a Looker Studio calculated field into a LookML dimension or measure: the formula is
 * parsed, field references become `${TABLE}.column` or `${field}`, Looker Studio functions become SQL,
 * and a single aggregation becomes the matching measure type.
 */
export function convertToLookml(input: ConvertInput): ConvertResult {
  const label = input.fieldName.trim();
  const formula = input.formula.trim();
  if (!label || !formula) return { ok: false, problem: converterMessages.missingFields };

  let root: Expr;
  try {
    root = parseFormula(formula);
  } catch (err) {
    if (err instanceof FormulaSyntaxError) return { ok: false, problem: converterMessages.invalidFormula(err.message) };
    throw err;
  }

  const ctx: RenderContext = { refStyle: input.refStyle ?? "table", notes: new Set() };
  const percent = isPercentName(label);
  let kind = input.fieldType;
  if (kind === "dimension" && containsAggregate(root)) {
    ctx.notes.add("The formula aggregates, so it became a measure: a LookML dimension cannot aggregate.");
    kind = "measure";
  }
  const body = kind === "measure" ? measureBody(root, ctx) : dimensionBody(root, ctx, percent);
  if (!("kind" in body)) return { ok: false, problem: body };
  if (body.sql && containsBlockEnd(body.sql)) {
    return { ok: false, problem: converterMessages.invalidFormula('The formula contains ";;", which ends a LookML block') };
  }

  let name = toLookmlName(label);
  if (!name) {
    name = "calculated_field";
    ctx.notes.add("The field name has no letters LookML accepts (a–z, 0–9, _), so it is named calculated_field; the label keeps your name.");
  }

  const numeric = body.kind === "measure" ? NUMERIC_MEASURE_TYPES.has(body.type) : body.type === "number";
  const lines = [`${body.kind}: ${name} {`, `  label: ${lookmlString(label)}`, `  type: ${body.type}`];
  if (body.sql !== null) lines.push(...sqlLines(body.sql));
  lines.push(...body.extra.map((x) => `  ${x}`));
  if (percent && numeric) lines.push("  value_format_name: percent_2");
  lines.push("}");

  return { ok: true, lookml: lines.join("\n"), name, kind: body.kind, type: body.type, notes: [...ctx.notes] };
}

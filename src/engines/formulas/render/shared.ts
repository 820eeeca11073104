import type { BucketRule, Condition, Expr, FieldRef, Measure } from "../ir";

/** What a renderer returns: the formula and, optionally, a setup note for the explanation. */
export interface Rendered {
  formula: string;
  /** A short clause on how to use it ("set Compute Using to Order Date"). */
  note?: string;
  /** Excel only: where each field is expected and in which row the formula goes. */
  excel?: ExcelLayout;
}

export interface ExcelLayout {
  /** Field name → column letter on the main sheet. */
  columns: Record<string, string>;
  /** Row the formula is written for (data starts in row 2 under a header row). */
  row: number;
  /** The sheet the data is on when the user named one ("on the Requests sheet"). */
  sheet?: string;
  /** A second sheet the formula reads (lookups): its name and field → column. */
  lookupSheet?: { name: string; columns: Record<string, string> };
}

export const isFieldValue = (v: Condition["value"]): v is FieldRef =>
  typeof v === "object" && v !== null && "name" in v;

/** Double-quoted string literal with embedded quotes doubled (Excel, DAX) or escaped (others). */
export function quoteDoubled(s: string): string {
  return `"${s.replace(/"/g, '""')}"`;
}
export function quoteEscaped(s: string): string {
  return `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
}

/** [year, month, day] of a YYYY-MM-DD literal. */
export function dateParts(iso: string): [number, number, number] {
  const [y, m, d] = iso.split("-").map(Number);
  return [y!, m!, d!];
}

export function formatNumber(n: number): string {
  return Number.isInteger(n) ? String(n) : String(Number(n.toFixed(10)));
}

/** Walks an expression, rendering leaves with `leaf`; adds parentheses only where precedence needs them. */
/**
 * Writes arithmetic with `leaf` for each value. `zero` wraps a value the request said to read as 0
 * when empty ("treat blank discounts as 0"): ZN, IFNULL, COALESCE in the dialect's words.
 */
export function renderExpr(e: Expr, leaf: (m: Measure, filters?: Condition[]) => string, parentOp?: string, rightSide = false, zero?: (s: string) => string): string {
  if (e.kind === "measure") return e.measure.zeroIfNull && zero ? zero(leaf(e.measure, e.filters)) : leaf(e.measure, e.filters);
  if (e.kind === "num") return formatNumber(e.value);
  const inner = `${renderExpr(e.left, leaf, e.op, false, zero)} ${e.op} ${renderExpr(e.right, leaf, e.op, true, zero)}`;
  const prec = (op: string) => (op === "*" || op === "/" ? 2 : 1);
  const needs =
    parentOp !== undefined && (prec(parentOp) > prec(e.op) || (rightSide && prec(parentOp) === prec(e.op) && parentOp !== "+" && parentOp !== "*"));
  return needs ? `(${inner})` : inner;
}

/** Wraps in parentheses when the expression is a + or - chain, for use as a divisor or dividend. */
export function asOperand(e: Expr, rendered: string): string {
  return e.kind === "bin" && (e.op === "+" || e.op === "-") ? `(${rendered})` : rendered;
}

/** The label that a bucket chain falls back to when nothing matches. */
export function elseLabel(rules: BucketRule[]): string | undefined {
  const last = rules[rules.length - 1];
  return last?.op === "otherwise" ? last.label : undefined;
}

export function measureFields(e: Expr): FieldRef[] {
  if (e.kind === "measure") return e.measure.field ? [e.measure.field] : [];
  if (e.kind === "num") return [];
  return [...measureFields(e.left), ...measureFields(e.right)];
}

/** Numbers stay numbers; text becomes a quoted literal in the dialect's style; a truth value its own words. */
export function literal(v: string | number | boolean, quote: (s: string) => string, truth: [string, string] = ["TRUE", "FALSE"]): string {
  if (typeof v === "boolean") return v ? truth[0] : truth[1];
  return typeof v === "number" ? formatNumber(v) : quote(v);
}

/** A query parameter's name inside a regular expression (its dots matched literally). */
export function paramPattern(name: string): string {
  return name.replace(/[.]/g, "[.]");
}

export function periodWord(p: string): string {
  return p === "day" ? "daily" : p === "week" ? "weekly" : p === "month" ? "monthly" : p === "quarter" ? "quarterly" : "yearly";
}

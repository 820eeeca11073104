import { explain } from "./explain";
import { CannotAnswer, type Dialect, type Family, type Intent } from "./ir";
import { parseRequest } from "./parse";
import { render, type ExcelLayout } from "./render";
import { suggestionsFor } from "./suggest";

export { dialects, dialectNames, type Dialect, type Family, type Intent } from "./ir";
export { validateFormula, type FormulaCheck } from "./validate";

/**
 * The built-in formula engine: request text → intent → the dialect's formula, with an
 * explanation. Pure and synchronous; no network.
 */

export interface FormulaAnswer {
  ok: true;
  formula: string;
  explanation: string;
  family: Family;
  intent: Intent;
  /** Excel only: the sheet layout the formula assumes. */
  excel?: ExcelLayout;
}

export interface FormulaDecline {
  ok: false;
  error: string;
  suggestions: string[];
}

export type FormulaResult = FormulaAnswer | FormulaDecline;

export function generateFormula(dialect: Dialect, query: string): FormulaResult {
  try {
    const parsed = parseRequest(query, dialect);
    const rendered = render(parsed.intent, dialect);
    return {
      ok: true,
      formula: rendered.formula,
      explanation: explain(parsed.intent, dialect, rendered, parsed.viewFilters),
      family: parsed.intent.family,
      intent: parsed.intent,
      excel: rendered.excel,
    };
  } catch (err) {
    if (err instanceof CannotAnswer) {
      return { ok: false, error: err.message, suggestions: suggestionsFor(dialect, query, err.near) };
    }
    throw err;
  }
}

/**
 * For the HTTP layer: an engine bug on some unusual wording becomes an honest decline with
 * suggestions (reported through `onError`) instead of a 500. Tests call generateFormula, which throws.
 */
export function generateFormulaSafely(dialect: Dialect, query: string, onError: (err: unknown) => void): FormulaResult {
  try {
    return generateFormula(dialect, query);
  } catch (err) {
    onError(err);
    return { ok: false, error: "I could not read that request. Try rephrasing it, for example “profit margin from Sales and Cost”.", suggestions: suggestionsFor(dialect, query) };
  }
}

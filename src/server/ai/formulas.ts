import { z } from "zod";
import { quickCalcCatalogue } from "../../contracts/functions/quick-calc-catalogue";
import { type Dialect, generateFormula, validateFormula } from "../../engines/formulas";
import type { AiConfig } from "../config";
import { AiFailure, askJson } from "./client";

/**
 * Formulas from the AI provider: a system prompt per dialect (its notation, its functions, and
 * worked examples produced by the built-in engine so the style matches), a JSON answer, and the
 * same validator the engine's own answers pass. An answer that fails validation is never shown.
 */

const RULES: Record<Dialect, string> = {
  tableau:
    "Write a Tableau calculated field. Reference fields as [Field Name]. Use Tableau functions only (SUM, AVG, COUNTD, IF ... THEN ... ELSEIF ... ELSE ... END, IIF, ZN, IFNULL, DATEDIFF('day', ...), DATETRUNC, DATEPART, table calculations such as RUNNING_SUM, WINDOW_AVG, LOOKUP, RANK, TOTAL, and LOD expressions {FIXED [Dim] : SUM([Measure])}). Never use CASE WHEN with conditions, Table[Column], ${...} or a leading =.",
  "looker-studio":
    "Write a Looker Studio calculated field formula. Reference fields by their plain names (no brackets). Use Looker Studio functions only (SUM, AVG, COUNT, COUNT_DISTINCT, CASE WHEN ... THEN ... ELSE ... END, IF, IFNULL, COALESCE, DATE_DIFF, DATETIME_DIFF, DATETIME_TRUNC, YEAR, MONTH, FORMAT_DATETIME, CONCAT with two arguments, LEFT_TEXT, RIGHT_TEXT, SUBSTR, REGEXP_EXTRACT, LOWER, UPPER, TRIM). Looker Studio has no running totals, ranks, LOOKUP or LOD functions: if one is needed, leave formula empty and explain which chart setting to use. Never use brackets, ${...} or a leading =.",
  dax: "Write a Power BI DAX measure (or calculated column when the value is per row) as `Name = expression`. Reference columns as Table[Column] (use the table Sales when none is named) and the date table as 'Date'[Date]. Use DAX functions only (CALCULATE, DIVIDE, SUM, SUMX, DISTINCTCOUNT, ALL, ALLEXCEPT, ALLSELECTED, FILTER, TOTALYTD, SAMEPERIODLASTYEAR, DATEADD, DATESINPERIOD, RANKX, SWITCH(TRUE(), ...), VAR/RETURN). Never use IF ... THEN, CASE WHEN, ${...} or a leading =.",
  looker:
    "Write a Looker table calculation. Reference fields as ${view_name.field_name} (use ${view.field_name} when no view is named). Use Looker expression functions only, in lower case (running_total, offset, offset_list, pivot_offset, pivot_row, sum, mean, count_distinct, rank, if, case, when, coalesce, is_null, diff_days, extract_years, trunc_months, concat, substring, upper, lower); AND, OR and NOT are upper case. Never use brackets, THEN/END, CASE WHEN or a leading =.",
  excel:
    "Write one Excel worksheet formula starting with =. Use A1 references: data has headers in row 1 and starts in row 2; write row formulas for row 2 (to be filled down) and use whole columns (B:B) or bounded ranges (B2:B1000). Use real Excel functions (SUMIFS, COUNTIFS, AVERAGEIFS, XLOOKUP, INDEX/MATCH, IF, IFS, IFERROR, DATEDIF, TEXT, LEFT, MID, FIND...). Never use field names in brackets, ${...} or CASE WHEN.",
};

const DIALECT_NAME: Record<Dialect, string> = {
  tableau: "Tableau",
  "looker-studio": "Looker Studio",
  dax: "Power BI DAX",
  looker: "Looker table calculations",
  excel: "Excel",
};

const answerSchema = z.object({
  formula: z.string().max(8000),
  explanation: z.string().max(2000).default(""),
});

const promptCache = new Map<Dialect, string>();

/** The dialect's rules plus a few worked examples from the built-in engine, so answers share its style. */
export function systemPrompt(dialect: Dialect): string {
  const cached = promptCache.get(dialect);
  if (cached) return cached;
  const examples = quickCalcCatalogue[dialect]
    .slice(0, 4)
    .map((e) => {
      const r = generateFormula(dialect, e.example);
      return r.ok ? `Request: ${e.example}\n${JSON.stringify({ formula: r.formula, explanation: r.explanation })}` : null;
    })
    .filter(Boolean)
    .join("\n\n");
  const prompt = [
    `You are an expert in ${DIALECT_NAME[dialect]} who turns a plain-language request into one correct formula.`,
    RULES[dialect],
    'Answer with a JSON object only: {"formula": "...", "explanation": "..."}. The explanation is one or two sentences: what the formula does and which fields the user must rename. No markdown, no code fences.',
    'If the request is not a calculation, or cannot be expressed in this formula language, answer {"formula": "", "explanation": "<why, in one sentence>"}. Never invent functions or syntax.',
    `Examples:\n\n${examples}`,
  ].join("\n\n");
  promptCache.set(dialect, prompt);
  return prompt;
}

export interface AiFormula {
  formula: string;
  explanation: string;
}

/** Asks the model; returns a validated formula or throws AiFailure (including "the model declined"). */
export async function aiFormula(config: AiConfig, dialect: Dialect, query: string, signal?: AbortSignal): Promise<AiFormula> {
  const answer = await askJson(config, { system: systemPrompt(dialect), user: query, schema: answerSchema, signal });
  const formula = answer.formula.trim();
  if (!formula) throw new AiFailure("invalid", answer.explanation.trim() || "The model declined the request.");
  const check = validateFormula(dialect, formula);
  if (!check.ok) throw new AiFailure("invalid", `The model's formula failed validation: ${check.problems.join(" ")}`);
  const explanation = answer.explanation.trim() || `A ${DIALECT_NAME[dialect]} formula for: ${query}`;
  return { formula, explanation };
}

import {
  quickCalcNames,
  quickCalcRequest,
  quickCalcTexts,
  type QuickCalcName,
  type QuickCalcResponse,
} from "../../contracts/functions/quick-calc";
import { generateFormulaSafely } from "../../engines/formulas";
import { AiFailure, aiFormula } from "../ai";
import { HttpError } from "../http-error";
import { defineFunction, type FunctionContext, type GeneratorFunction } from "./types";

/**
 * The five quick-calc functions (tableau-calculator, looker-studio-calculator, power-bi-calculator,
 * looker-google-calculator, excel-calculator): {query} → {calculatedField, explanation, engine}.
 *
 * The built-in engine answers by default. With an AI provider configured, the model answers the
 * requests the engine declines (or every request with AI_MODE=prefer); a model failure, timeout or
 * invalid formula falls back to the engine's answer, or to its honest 422 with suggestions.
 */

type Body = { query: string };

async function answer(name: QuickCalcName, body: Body, ctx: FunctionContext): Promise<QuickCalcResponse> {
  const dialect = quickCalcTexts[name].dialect;
  const built = generateFormulaSafely(dialect, body.query, (err) => ctx.log.error({ err, fn: name }, "formula engine failed on a request"));
  const ai = ctx.config.ai;
  if (ai && (ai.mode === "prefer" || !built.ok)) {
    try {
      const r = await aiFormula(ai, dialect, body.query, ctx.signal);
      return { calculatedField: r.formula, explanation: r.explanation, engine: "ai" };
    } catch (err) {
      if (!(err instanceof AiFailure)) throw err;
      ctx.log.warn({ reason: err.reason, fn: name }, `AI provider not used: ${err.message}`);
    }
  }
  if (built.ok) return { calculatedField: built.formula, explanation: built.explanation, engine: "built-in" };
  throw new HttpError(422, { error: built.error, suggestions: built.suggestions });
}

function quickCalcFunction(name: QuickCalcName): GeneratorFunction {
  return defineFunction({
    name,
    request: quickCalcRequest(name),
    bodyLimit: 16 * 1024,
    async handle(body, ctx) {
      return { ...(await answer(name, body, ctx)) };
    },
  }) as unknown as GeneratorFunction;
}

export const quickCalcFunctions: GeneratorFunction[] = quickCalcNames.map(quickCalcFunction);

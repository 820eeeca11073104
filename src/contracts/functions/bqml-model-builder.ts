import { z } from "zod";
import { bqmlModelTypes, bqmlMissingError, type BqmlModelTypeName } from "./bqml-model-builder-texts";

// The texts and limits live apart from the zod schemas so the screens can import them without zod.
export * from "./bqml-model-builder-texts";

const required = (max: number) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): string => {
      if (typeof v !== "string" || !v.trim()) {
        ctx.addIssue({ code: "custom", message: bqmlMissingError });
        return z.NEVER;
      }
      if (v.length > max) {
        ctx.addIssue({ code: "custom", message: `Each field must be at most ${max} characters` });
        return z.NEVER;
      }
      return v.trim();
    });

/** Predictors as the screen sends them: one text (comma or line separated) or a list of names. */
const predictors = z
  .unknown()
  .optional()
  .transform((v, ctx): string => {
    const text = Array.isArray(v) && v.every((x) => typeof x === "string") ? v.join(", ") : v;
    if (typeof text !== "string" || !text.trim()) {
      ctx.addIssue({ code: "custom", message: bqmlMissingError });
      return z.NEVER;
    }
    if (text.length > 20_000) {
      ctx.addIssue({ code: "custom", message: "The predictor list must be at most 20000 characters" });
      return z.NEVER;
    }
    return text.trim();
  });

/** Body of `bqml-model-builder`: {modelType, dataset, modelName, targetVariable, predictorInputs} (spec section 7). */
export const bqmlRequest = z.object({
  modelType: z
    .unknown()
    .optional()
    .transform((v, ctx): BqmlModelTypeName => {
      if (typeof v !== "string" || !v.trim()) {
        ctx.addIssue({ code: "custom", message: bqmlMissingError });
        return z.NEVER;
      }
      const t = v.trim().toLowerCase();
      if (!(bqmlModelTypes as readonly string[]).includes(t)) {
        ctx.addIssue({ code: "custom", message: `modelType must be one of: ${bqmlModelTypes.join(", ")}` });
        return z.NEVER;
      }
      return t as BqmlModelTypeName;
    }),
  dataset: required(1100),
  modelName: required(1100),
  targetVariable: required(300),
  predictorInputs: predictors,
});
export type BqmlRequest = z.input<typeof bqmlRequest>;

/** What the screen reads: `sql` (spec section 7). */
export interface BqmlResponse {
  sql: string;
  /** The fully qualified model and training table names used. */
  model: string;
  table: string;
  engine: "built-in";
}

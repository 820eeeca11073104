import { z } from "zod";

/**
 * The five quick-calc functions (spec section 7): tableau-calculator, looker-studio-calculator,
 * power-bi-calculator, looker-google-calculator and excel-calculator. One request shape
 * ({query}), one response shape, each with the spec's own validation and failure texts.
 */

export type QuickCalcName =
  | "tableau-calculator"
  | "looker-studio-calculator"
  | "power-bi-calculator"
  | "looker-google-calculator"
  | "excel-calculator";

export type QuickCalcDialect = "tableau" | "looker-studio" | "dax" | "looker" | "excel";

/** Longest description accepted: a paragraph, not a document. */
export const QUERY_MAX_LENGTH = 2000;

export interface QuickCalcTexts {
  dialect: QuickCalcDialect;
  /** Spec section 5, exactly; also the 400 error text for a blank query. */
  required: string;
  /** How the screen shows `required`: a toast title and optional description. */
  requiredToast: { title: string; description?: string };
  /** Spec section 8, exactly: the destructive toast on failure. */
  failedToast: { title: string; description?: string };
  /** What the output is called on the screen. */
  outputLabel: string;
  /** Language of the code block. */
  codeLanguage: "tableau" | "looker-studio" | "dax" | "looker" | "excel";
}

export const quickCalcTexts: Record<QuickCalcName, QuickCalcTexts> = {
  "tableau-calculator": {
    dialect: "tableau",
    required: "Please enter a description of your calculation",
    requiredToast: { title: "Please enter a description of your calculation" },
    failedToast: { title: "Failed to generate calculation. Please try again." },
    outputLabel: "Calculated field",
    codeLanguage: "tableau",
  },
  "looker-studio-calculator": {
    dialect: "looker-studio",
    required: "Input required",
    requiredToast: { title: "Input required" },
    failedToast: { title: "Failed to generate calculated field. Please try again." },
    outputLabel: "Calculated field formula",
    codeLanguage: "looker-studio",
  },
  "power-bi-calculator": {
    dialect: "dax",
    required: "Input required",
    requiredToast: { title: "Input required" },
    failedToast: { title: "Generation failed", description: "Failed to generate DAX formula. Please try again." },
    outputLabel: "DAX formula",
    codeLanguage: "dax",
  },
  "looker-google-calculator": {
    dialect: "looker",
    required: "Input required: Please describe the table calculation you want to create.",
    requiredToast: { title: "Input required", description: "Please describe the table calculation you want to create." },
    failedToast: { title: "Generation failed", description: "Failed to generate table calculation. Please try again." },
    outputLabel: "Table calculation",
    codeLanguage: "looker",
  },
  "excel-calculator": {
    dialect: "excel",
    required: "Please enter a description of the formula you need",
    requiredToast: { title: "Please enter a description of the formula you need" },
    failedToast: { title: "Failed to generate formula. Please try again." },
    outputLabel: "Excel formula",
    codeLanguage: "excel",
  },
};

export const quickCalcNames = Object.keys(quickCalcTexts) as QuickCalcName[];

/** {query}: trimmed, non-blank (the tool's own spec message), at most QUERY_MAX_LENGTH characters. */
export function quickCalcRequest(name: QuickCalcName) {
  const required = quickCalcTexts[name].required;
  return z.object({
    query: z.unknown().transform((v, ctx): string => {
      if (typeof v !== "string" || !v.trim()) {
        ctx.addIssue({ code: "custom", message: required });
        return z.NEVER;
      }
      if (v.length > QUERY_MAX_LENGTH) {
        ctx.addIssue({ code: "custom", message: `The description must be at most ${QUERY_MAX_LENGTH} characters` });
        return z.NEVER;
      }
      return v.trim();
    }),
  });
}

export type QuickCalcRequest = { query: string };

/** 200 answer. `engine` says who wrote the formula: the built-in engine or the configured AI model. */
export interface QuickCalcResponse {
  calculatedField: string;
  explanation: string;
  engine: "built-in" | "ai";
}

/** 422 answer: the request is not one the engine can honestly answer; closest supported requests. */
export interface QuickCalcUnanswerable {
  error: string;
  suggestions: string[];
}

export const quickCalcSchemas = {
  response: z.object({ calculatedField: z.string().min(1), explanation: z.string(), engine: z.enum(["built-in", "ai"]) }),
  unanswerable: z.object({ error: z.string(), suggestions: z.array(z.string()) }),
};

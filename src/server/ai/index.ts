export { AiFailure, askJson, extractJson, type AiFailureReason, type JsonRequest } from "./client";
export { aiFormula, systemPrompt, type AiFormula } from "./formulas";

import type { Condition, FieldRef, Intent } from "../ir";
import type { Ctx } from "./context";
import { takeFilters } from "./filters";
import { PLACEHOLDER } from "./text";

/**
 * The opposite of a default for missing values: "return null when discount is 0", "NULLIF(units, 0)",
 * "treat zeros in revenue as blank". The answer is a flag whose true branch is null and whose other
 * branch is the field itself, which every dialect can write (IF … THEN NULL ELSE [x] END).
 */

const NULL_WORD = "(?:null|nulls|blank|blanks|empty|nothing|no value)";
const ZERO = "(§\\d+|-?\\d+(?:\\.\\d+)?|zero|zeros|zeroes|0s)";

export function parseNullIf(ctx: Ctx): Intent | null {
  const t = ctx.t;
  let condText: string | null = null;
  // "nullif units 0", "nullif(units, 0)", "nullif units is 0".
  let m = new RegExp(`\\bnull ?if\\s+(?:of\\s+)?(.+?)\\s*(?:,|\\bis\\b|=|\\bequals\\b|\\band\\b)?\\s*${ZERO}\\s*$`).exec(t);
  if (m) condText = `${m[1]} is ${m[2]}`;
  // "return null when discount is 0", "show blank if units = 0", "null if units is zero".
  if (!condText) {
    m = new RegExp(`^(?:[a-z§0-9_ ]*?\\b(?:return|show|give|output|use|set (?:it )?to|make (?:it|them))\\s+)?(?:a\\s+)?${NULL_WORD}\\s+(?:if|when|where|whenever)\\s+(.+)$`).exec(t);
    if (m) condText = m[1]!;
  }
  // "convert zeros in revenue to null", "treat 0 discount as blank", "replace 0 with null in units".
  if (!condText) {
    m = new RegExp(`\\b(?:convert|turn|replace|change|treat|set|make)\\s+(?:all\\s+|any\\s+)?(?:the\\s+)?${ZERO}\\s+(?:values?\\s+)?(?:in\\s+|of\\s+|for\\s+)?(?:the\\s+)?(.*?)\\s*(?:to|into|with|as)\\s+(?:a\\s+)?${NULL_WORD}(?:\\s+(?:in|of|for)\\s+(?:the\\s+)?(.+?))?\\s*$`).exec(t);
    if (m && (m[2]!.trim() || m[3])) condText = `${(m[3] ?? m[2]!).trim()} is ${m[1]}`;
  }
  if (!condText) return null;
  condText = condText.replace(/\b(zeros|zeroes|0s)\b/, "0").replace(/\bzero\b/, "0");
  const sub = ctx.fork(`where ${condText.replace(/\b(?:the|a|an)\s+/g, "")}`);
  const conditions: Condition[] = takeFilters(sub);
  if (conditions.length !== 1) return null;
  const c = conditions[0]!;
  if (c.agg || c.op === "isnull" || c.op === "notnull" || c.op === "withinLast" || c.op === "withinNext" || c.op === "currentPeriod") return null;
  const field: FieldRef = c.field;
  if (PLACEHOLDER.test(field.name)) return null;
  return { family: "flag", conditions, match: "all", yes: null, no: field, name: `${field.name} (Null When ${typeof c.value === "number" && c.value === 0 ? "Zero" : "Matched"})` };
}

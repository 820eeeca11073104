import type { FieldRef, Intent } from "../ir";
import type { Ctx } from "./context";
import { cut } from "./phrases";

/**
 * Joins whose parts are the first letters of fields: "initials from First Name and Last Name" (JS),
 * "email username: first letter of First Name plus Last Name, all lowercase" (jsmith).
 */

const CASE = /\b(?:in\s+|all\s+)?(upper ?case(?:d)?|all caps|in caps|capitals|lower ?case(?:d)?)\b/;
const FIRST_LETTER = "(?:first\\s+(?:letter|initial|character|char)|initial)";
const JOINED = "(?:plus|\\+|&|and|followed by|then|with|joined (?:to|with))";
const FIELD = "(§\\d+|[a-z_]+(?:\\s+[a-z_]+){0,2}?)";

export function parseInitials(ctx: Ctx): Intent | null {
  const t = ctx.t;
  const caseM = CASE.exec(t);
  const to = caseM ? (/lower/.test(caseM[1]!) ? "lower" : "upper") : undefined;
  const body = caseM ? t.replace(caseM[0], " ") : t;
  const field = (phrase: string): FieldRef | null => ctx.field(cut(phrase));
  // "initials from First Name and Last Name", "initials of [First Name] and [Last Name]".
  const initials = new RegExp(`\\binitials?\\s+(?:from|of|using|for)\\s+(?:the\\s+)?${FIELD}\\s+(?:and|&|\\+|plus)\\s+(?:the\\s+)?${FIELD}\\s*(?:$|[,|])`).exec(body);
  if (initials) {
    const a = field(initials[1]!);
    const b = field(initials[2]!);
    if (!a || !b) return null;
    return { family: "concat", parts: [{ field: a, first: 1 }, { field: b, first: 1 }], ...(to ? { to } : {}), name: "Initials" };
  }
  // "first letter of First Name plus Last Name", "first initial of first name and the full last name".
  const letterThen = new RegExp(`\\b${FIRST_LETTER}\\s+(?:of\\s+)?(?:the\\s+)?${FIELD}\\s+${JOINED}\\s+(?:the\\s+)?(?:full\\s+|whole\\s+|entire\\s+)?${FIELD}\\s*(?:$|[,|])`).exec(body);
  if (letterThen) {
    const a = field(letterThen[1]!);
    const b = field(letterThen[2]!);
    if (!a || !b) return null;
    return { family: "concat", parts: [{ field: a, first: 1 }, { field: b }], ...(to ? { to } : {}), name: `${a.name} Initial ${b.name}` };
  }
  return null;
}

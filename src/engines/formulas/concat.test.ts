import { describe, expect, it } from "vitest";
import { type Dialect, generateFormula } from "./index";

/**
 * Failure class "separators lost in a concat" (hold-out rounds 5-6: "joined by ' - '" became a space,
 * "with ', ' between them" declined or read "them" as a column, "Last, First as one label" declined).
 * Every pair of fields × every way of giving the separator × every dialect keeps both fields and the
 * separator asked for. A separator is itself a sign of joining, with or without a verb.
 */

const DIALECTS: Dialect[] = ["tableau", "dax", "looker-studio", "excel"];
const PAIRS: Array<[string, string]> = [
  ["First Name", "Last Name"],
  ["City", "State"],
  ["Product Code", "Color Name"],
  ["Campaign", "Ad Group"],
];
const QUOTED = [" - ", " | ", ", ", "/"];
const FORMS: Array<[string, string | null]> = [
  ["join {a} and {b} with '{s}'", null],
  ["{a} and {b} joined by '{s}'", null],
  ["{a}, {b} with '{s}' between them", null],
  ["{a} + '{s}' + {b}", null],
  ["put {a} and {b} together with '{s}'", null],
  ["combine {a} and {b} separated by a comma", ", "],
  ["{a} and {b} separated by a hyphen", "-"],
  ["merge {a} and {b} with an underscore", "_"],
  ["{a}, {b} as one label", ", "],
];

const cases: Array<[Dialect, string, string, string, string]> = [];
for (const d of DIALECTS)
  for (const [a, b] of PAIRS)
    for (const [form, fixed] of FORMS)
      for (const s of fixed === null ? QUOTED : [fixed]) cases.push([d, form.replace("{a}", a).replace("{b}", b).replace("{s}", s), a, b, s]);

describe("a concat keeps both fields and the separator asked for", () => {
  it("in every form and dialect", () => {
    const bad: string[] = [];
    for (const [d, q, a, b, s] of cases) {
      const r = generateFormula(d, q);
      const f = r.ok ? r.formula : "DECLINE";
      const hasFields = r.ok && (d === "excel" ? !!r.excel && a in r.excel.columns && b in r.excel.columns : [a, b].every((n) => f.includes(d === "looker-studio" ? n : `[${n}]`)));
      if (!r.ok || r.family !== "concat" || !hasFields || !f.includes(`"${s}"`)) bad.push(`[${d}] ${q} → ${f}`);
    }
    expect(bad).toEqual([]);
  });
});

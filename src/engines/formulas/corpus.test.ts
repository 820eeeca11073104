import { describe, expect, it } from "vitest";
import { type Cell, corpus } from "./corpus";
import { generateFormula } from "./index";
import { cellValue, evaluateExcel } from "./test-support/excel-sheet";
import { validateFormula } from "./validate";

const squash = (s: string) => s.replace(/\s+/g, " ").replace(/\( /g, "(").replace(/ \)/g, ")").trim();

function sameCell(actual: Cell, expected: Cell): boolean {
  const e = cellValue(expected);
  if (typeof e === "number" && typeof actual === "number") return Math.abs(actual - e) < 1e-9;
  return actual === e;
}

describe("formula corpus", () => {
  it("holds at least 200 requests across all five dialects", () => {
    expect(corpus.length).toBeGreaterThanOrEqual(200);
    for (const d of ["tableau", "looker-studio", "dax", "looker", "excel"]) {
      expect(corpus.filter((c) => c.dialect === d).length).toBeGreaterThanOrEqual(35);
    }
  });

  for (const c of corpus) {
    it(`[${c.dialect}] ${c.query}`, () => {
      const r = generateFormula(c.dialect, c.query);
      if (c.unsupported) {
        expect(r.ok, r.ok ? `unexpected formula: ${r.formula}` : "").toBe(false);
        if (!r.ok) {
          expect(r.error.length).toBeGreaterThan(10);
          expect(r.suggestions.length).toBeGreaterThan(0);
        }
        return;
      }
      if (!r.ok) throw new Error(`declined: ${r.error}`);
      if (c.expect) expect(squash(r.formula)).toBe(squash(c.expect));
      for (const part of c.includes ?? []) expect(squash(r.formula)).toContain(squash(part));
      const check = validateFormula(c.dialect, r.formula);
      expect(check.problems).toEqual([]);
      expect(r.explanation.length).toBeGreaterThan(20);
      if (c.dialect === "excel") {
        expect(c.sheet, "every Excel case carries a sample sheet").toBeDefined();
        const out = evaluateExcel(r.formula, r.excel!, c.sheet!, c.lookup, c.fill?.length ?? 0, c.cells);
        expect(sameCell(out.value, c.value!), `computed ${JSON.stringify(out.value)}`).toBe(true);
        if (c.fill) {
          out.fill.forEach((v, i) => expect(sameCell(v, c.fill![i]!), `row ${i}: ${JSON.stringify(v)}`).toBe(true));
        }
      }
    });
  }
});

import { describe, expect, it } from "vitest";
import { quickCalcCatalogue } from "../../contracts/functions/quick-calc-catalogue";
import { corpus } from "./corpus";
import { type Dialect, dialects, generateFormula, validateFormula } from "./index";
import { normalize } from "./parse/text";

describe("validateFormula", () => {
  it("accepts each dialect's own answers", () => {
    expect(validateFormula("tableau", "IF SUM([Sales]) = 0 THEN NULL ELSE SUM([Profit]) / SUM([Sales]) END").ok).toBe(true);
    expect(validateFormula("looker-studio", 'SUM(CASE WHEN Region = "East" THEN Sales ELSE 0 END)').ok).toBe(true);
    expect(validateFormula("dax", "Sales YTD = TOTALYTD(SUM(Sales[Sales]), 'Date'[Date])").ok).toBe(true);
    expect(validateFormula("looker", "running_total(${orders.count})").ok).toBe(true);
    expect(validateFormula("excel", '=SUMIFS(B:B, A:A, "East")').ok).toBe(true);
  });

  it("rejects another dialect's syntax", () => {
    expect(validateFormula("tableau", "CASE WHEN [Sales] > 0 THEN 1 END").problems.join()).toMatch(/CASE WHEN/);
    expect(validateFormula("looker-studio", "SUM([Sales])").problems.join()).toMatch(/bracketed/);
    expect(validateFormula("dax", "{FIXED [Customer] : SUM([Sales])}").ok).toBe(false);
    expect(validateFormula("looker", "SUM([Sales])").ok).toBe(false);
    expect(validateFormula("excel", "SUM(Sales[Amount])").problems.join()).toMatch(/starts with =/);
    expect(validateFormula("tableau", "=SUM(A:A)").ok).toBe(false);
  });

  it("rejects functions the dialect does not have and broken syntax", () => {
    expect(validateFormula("tableau", "SUMIFS([Sales], [Region], \"East\")").problems.join()).toMatch(/Unknown tableau function: SUMIFS/);
    expect(validateFormula("looker-studio", "COUNTD(User ID)").problems.join()).toMatch(/Unknown/);
    expect(validateFormula("dax", "M = RUNNING_SUM(SUM(Sales[Sales]))").problems.join()).toMatch(/Unknown dax function/);
    expect(validateFormula("looker", "RUNNING_TOTAL(${a.b})").problems.join()).toMatch(/lower case/);
    expect(validateFormula("tableau", "SUM([Sales]").problems.join()).toMatch(/Unclosed/);
    expect(validateFormula("excel", '=SUM(A1:A3').ok).toBe(false);
    expect(validateFormula("excel", '=IF(A1>1, "x)').ok).toBe(false);
    expect(validateFormula("excel", "=FROBNICATE(A1)").problems.join()).toMatch(/Unknown excel function/);
    expect(validateFormula("tableau", "").ok).toBe(false);
  });

  it("treats text inside quotes as text", () => {
    expect(validateFormula("tableau", 'IF [Note] = "CASE WHEN ${x} [y]" THEN 1 END').ok).toBe(true);
    expect(validateFormula("excel", '=IF(A2="(", "x", "y")').ok).toBe(true);
  });
});

describe("explanations", () => {
  const sentences = (s: string) => s.split(/(?<=[.!?])\s+(?=[A-Z])/).filter(Boolean).length;
  it("say what the formula does and what to rename, in at most two sentences", () => {
    for (const c of corpus) {
      const r = generateFormula(c.dialect, c.query);
      if (!r.ok) continue;
      expect(sentences(r.explanation), `${c.dialect}: ${c.query} → ${r.explanation}`).toBeLessThanOrEqual(2);
      expect(r.explanation).toMatch(/Rename|column|change the references/i);
    }
  });

  it("name the fields in the dialect's own notation", () => {
    const t = generateFormula("tableau", "profit margin from Sales and Cost");
    expect(t.ok && t.explanation).toContain("[Sales]");
    const d = generateFormula("dax", "YTD sales");
    expect(d.ok && d.explanation).toContain("Sales[Sales]");
    expect(d.ok && d.explanation).toContain("'Date'[Date]");
    const l = generateFormula("looker", "running total of revenue");
    expect(l.ok && l.explanation).toContain("${view.revenue}");
    const x = generateFormula("excel", "sum of sales where region is East");
    expect(x.ok && x.explanation).toMatch(/Region in column A and Sales in column B/);
  });
});

describe("declines", () => {
  it("never answer requests that are not calculations, and suggest supported ones", () => {
    for (const d of dialects) {
      for (const q of ["hello there", "write me a haiku", "what is the weather in Paris", "make the chart blue", "???", "1234"]) {
        const r = generateFormula(d, q);
        expect(r.ok, `${d}: ${q}`).toBe(false);
        if (!r.ok) {
          expect(r.suggestions.length).toBeGreaterThanOrEqual(1);
          for (const s of r.suggestions) expect(quickCalcCatalogue[d].map((e) => e.example)).toContain(s);
        }
      }
    }
  });

  it("suggest the dialect's nearest alternative for what it cannot express", () => {
    const r = generateFormula("looker-studio", "running total of sessions");
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error).toMatch(/Running calculation/);
      expect(r.suggestions.length).toBeGreaterThan(0);
    }
  });
});

describe("supported calculations catalogue", () => {
  for (const d of Object.keys(quickCalcCatalogue) as Dialect[]) {
    it(`every ${d} example is answered`, () => {
      for (const entry of quickCalcCatalogue[d]) {
        const r = generateFormula(d, entry.example);
        expect(r.ok, `${entry.example}: ${r.ok ? "" : r.error}`).toBe(true);
        if (r.ok) expect(r.family).toBe(entry.family);
      }
    });
  }
});

describe("normalize", () => {
  it("keeps marked names whole and reads numbers", () => {
    const d = normalize("Rank [Customer Name] by \"Total Sales\" for the top ten, ${orders.count} and Orders[Amount] in column C");
    expect(d.quoted.map((q) => `${q.kind}:${q.text}`)).toEqual(["looker:count", "dax:Amount", "bracket:Customer Name", "quote:Total Sales", "column:C"]);
    expect(d.text).toContain("top 10");
    expect(normalize("YoY growth % from 1,500 to $2k").text).toContain("percent from 1500 - 2000");
  });
});

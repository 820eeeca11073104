import { describe, expect, it } from "vitest";
import { generateFormula } from "./index";
import type { Dialect } from "./ir";

const run = (d: Dialect, q: string) => {
  const r = generateFormula(d, q);
  return r.ok ? r.formula.replace(/\s+/g, " ") : `DECLINE: ${r.error}`;
};

describe("round 9 (excel): to-date totals as of each row", () => {
  for (const [q, m] of [
    ["year to date revenue as of each row's Date", /^=SUMIFS\(B:B, A:A, ">="&DATE\(YEAR\(A2\), 1, 1\), A:A, "<="&A2\)$/],
    ["YTD total of Premium as of each row's Policy Date - sum Premium from Jan 1 of that year up to that date", /^=SUMIFS\(B:B, A:A, ">="&DATE\(YEAR\(A2\), 1, 1\), A:A, "<="&A2\)$/],
    ["month to date Sales for each row by Order Date", /^=SUMIFS\(B:B, A:A, ">="&DATE\(YEAR\(A2\), MONTH\(A2\), 1\), A:A, "<="&A2\)$/],
    ["QTD Units up to that date, Ship Date", /INT\(\(MONTH\(A2\)-1\)\/3\)\*3\+1, 1\), A:A, "<="&A2\)$/],
  ] as const) {
    it(q, () => expect(run("excel", q)).toMatch(m));
  }
  it("no row wording keeps today", () => expect(run("excel", "year to date revenue")).toContain("TODAY()"));
  it("tableau restarts a running sum; dax keeps TOTALYTD", () => {
    expect(run("tableau", "year to date revenue as of each row's Date")).toBe("RUNNING_SUM(SUM([Revenue]))");
    expect(run("dax", "YTD Premium as of each row's Policy Date")).toContain("TOTALYTD(");
  });
});

describe("round 9 (excel): the value on a zero divisor", () => {
  for (const [d, q, want] of [
    ["excel", "Net Income / Revenue, 0 instead of #DIV/0!", "=IF(B2=0, 0, A2/B2)"],
    ["excel", "Gross Profit / Sales, show 0 when Sales is 0", "=IF(B2=0, 0, A2/B2)"],
    ["excel", "Clicks / Impressions, return 0 if Impressions is 0", "=IF(B2=0, 0, A2/B2)"],
    ["excel", 'Cost / Units, show "n/a" when Units is 0', '=IF(B2=0, "n/a", A2/B2)'],
    ["excel", "Profit / Sales, if Sales is 0 show 0", "=IF(B2=0, 0, A2/B2)"],
    ["excel", "margin from Profit and Sales, blank instead of an error", '=IF(B2=0, "", A2/B2)'],
    ["tableau", "Net Income / Revenue, 0 instead of #DIV/0!", "IF SUM([Revenue]) = 0 THEN 0 ELSE SUM([Net Income]) / SUM([Revenue]) END"],
    ["looker", "Net Income / Revenue, -1 if Revenue is 0", "if(${view.revenue} = 0, -1, ${view.net_income} / ${view.revenue})"],
  ] as const) {
    it(`${d}: ${q}`, () => expect(run(d, q)).toBe(want));
  }
  it("dax: DIVIDE's third argument", () => expect(run("dax", "Revenue per Order, -1 if there are no orders")).toMatch(/DIVIDE\(.*, -1\)$/));
});

describe("round 9 (excel): month, quarter and year conditions on a date field", () => {
  for (const [q, want] of [
    ['SUMIFS of Revenue where Route is "JFK-LAX" and Flight Date falls in January 2024', '=SUMIFS(C:C, A:A, "JFK-LAX", B:B, ">="&DATE(2024, 1, 1), B:B, "<"&DATE(2024, 2, 1))'],
    ['sum of Rent where Property Type is "Commercial" and Month is in March 2026', '=SUMIFS(C:C, A:A, "Commercial", B:B, ">="&DATE(2026, 3, 1), B:B, "<"&DATE(2026, 4, 1))'],
    ["count of orders in December 2023", '=COUNTIFS(A:A, ">="&DATE(2023, 12, 1), A:A, "<"&DATE(2024, 1, 1))'],
    ['total Sales where Region is "East" and Order Date is in Q1 2025', '=SUMIFS(C:C, A:A, "East", B:B, ">="&DATE(2025, 1, 1), B:B, "<="&DATE(2025, 3, 31))'],
  ] as const) {
    it(q, () => expect(run("excel", q)).toBe(want));
  }
  it("other dialects read the range", () => {
    expect(run("tableau", 'sum of Rent where Property Type is "Commercial" and Month is in March 2026')).toContain("[Month] >= #2026-03-01# AND [Month] < #2026-04-01#");
    expect(run("dax", "average Fare where Travel Date is in Feb 2025")).toContain("Sales[Travel Date] < DATE(2025, 3, 1)");
  });
});

describe("round 9 (excel): a date difference left blank when a date is missing", () => {
  for (const [q, want] of [
    ["days between Order Date and Ship Date, leave it blank if Ship Date is missing", '=IF(B2="", "", B2-A2)'],
    ["days from Start Date to End Date, show nothing when End Date is empty", '=IF(B2="", "", B2-A2)'],
    ["months between Hire Date and Exit Date, blank if Exit Date is blank", '=IF(B2="", "", DATEDIF(A2, B2, "M"))'],
  ] as const) {
    it(q, () => expect(run("excel", q)).toBe(want));
  }
  it("dax tests the blank; tableau's null end already gives null", () => {
    expect(run("dax", "days between Order Date and Ship Date, leave it blank if Ship Date is missing")).toContain("IF(ISBLANK(Sales[Ship Date]), BLANK(), DATEDIFF(");
    expect(run("tableau", "days between Order Date and Ship Date, leave it blank if Ship Date is missing")).toBe("DATEDIFF('day', [Order Date], [Ship Date])");
  });
});

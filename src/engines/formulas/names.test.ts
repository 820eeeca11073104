import { describe, expect, it } from "vitest";
import { type Dialect, generateFormula } from "./index";

/**
 * Failure class "a field name cut, stretched or re-cased" (hold-out rounds 5-6: "Accounts
 * Receivable" → Receivable, "Add To Carts" → Carts, "Basket Size (USD)" → Size USD, "Rebate Amount
 * but show zero" → Rebate Amount But). A field written in Title Case is kept whole and as written,
 * whatever the family, the dialect and the words around it.
 */

const DIALECTS: Dialect[] = ["tableau", "dax", "looker-studio", "excel"];
const NAMES = ["Accounts Receivable", "Add To Carts", "Basket Size (USD)", "Claims Paid ($)", "Net Cash Flow", "Monthly Recurring Revenue", "Cost Of Goods Sold"];
const TEMPLATES = [
  "total {x}",
  "sum of {x} for the East region",
  "{x} / Active Days",
  "running total of {x}",
  "cumulative {x} down the sheet",
  "{x} as % of total",
  "3 month moving average of {x}",
  "{x} YoY %",
  "round {x} to 2 decimals",
  "{x} but show zero instead of blank",
  "rank Region by {x}",
  "average {x} per customer",
];
// Families a dialect has no formula for (Looker Studio running totals, shares, period comparisons) decline by design.

const cases: Array<[Dialect, string, string]> = [];
for (const d of DIALECTS) for (const n of NAMES) for (const t of TEMPLATES) cases.push([d, t.replace("{x}", n), n]);

function named(formula: string, name: string, dialect: Dialect, columns?: Record<string, string>): boolean {
  if (dialect === "excel") return !!columns && name in columns;
  return formula.includes(dialect === "looker-studio" ? name : `[${name}]`);
}

describe("a Title-Case field name is kept whole in every family and dialect", () => {
  it("answers keep the name", () => {
    const bad: string[] = [];
    let answered = 0;
    for (const [d, q, n] of cases) {
      const r = generateFormula(d, q);
      if (!r.ok) continue;
      answered++;
      if (!named(r.formula, n, d, r.excel?.columns)) bad.push(`[${d}] ${q} → ${r.formula.replace(/\s+/g, " ")}`);
    }
    expect(bad).toEqual([]);
    expect(answered / cases.length).toBeGreaterThan(0.75);
  });
});

/**
 * Failure class "counted entity vs named metric": in a written formula ("Cost per Result = Ad Spend /
 * Leads", "Revenue divided by Active Users") a Title-Case operand is a column to sum, even when it is
 * an entity word, in every dialect — not a distinct count of an invented "Lead ID".
 */
describe("an operand of a written formula is the column as written", () => {
  const METRICS = ["Leads", "Active Users", "Customers", "Refunded Orders", "New Signups", "Orders", "Paying Customers"];
  const FORMS = ["Cost per Result = Ad Spend / {b}", "Ad Spend divided by {b}", "Ad Spend / {b}", "{b} / Sessions"];
  it("sums it", () => {
    const bad: string[] = [];
    for (const d of DIALECTS)
      for (const b of METRICS)
        for (const t of FORMS) {
          const q = t.replace("{b}", b);
          const r = generateFormula(d, q);
          const f = r.ok ? r.formula.replace(/\s+/g, " ") : "DECLINE";
          const ok = r.ok && (d === "excel" ? !!r.excel?.columns && b in r.excel.columns : f.includes(d === "looker-studio" ? `SUM(${b})` : `SUM(${d === "dax" ? "Sales" : ""}[${b}])`));
          if (!ok) bad.push(`[${d}] ${q} → ${f}`);
        }
    expect(bad).toEqual([]);
  });
});

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

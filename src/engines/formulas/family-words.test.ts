import { describe, expect, it } from "vitest";
import { type Dialect, generateFormula } from "./index";

/**
 * Failure class "a word of a name pulls in another family" (batch 13: "Length of Stay" → LEN,
 * "Churn Flag = 1" → a flag, "Contribution Margin = ..." → a share). A trigger word inside a column's
 * name or a calculation's label must not decide the family, across names, phrasings and dialects.
 */

const DIALECTS: Dialect[] = ["tableau", "dax", "looker-studio", "excel"];
const shown = (d: Dialect, f: string, name: string, cols?: Record<string, string>) =>
  d === "excel" ? !!cols && name in cols : f.includes(d === "looker-studio" ? name : `[${name}]`);

function check(cases: Array<[Dialect, string, string, string[]]>): string[] {
  const bad: string[] = [];
  for (const [d, q, family, names] of cases) {
    const r = generateFormula(d, q);
    if (!r.ok || r.family !== family || !names.every((n) => shown(d, r.formula, n, r.excel?.columns))) bad.push(`[${d}] ${q} → ${r.ok ? `${r.formula.replace(/\s+/g, " ")} {${r.family}}` : "DECLINE"}`);
  }
  return bad;
}

describe("a trigger word inside a name does not choose the family", () => {
  it("'X of Y' names in aggregates", () => {
    const cases: Array<[Dialect, string, string, string[]]> = [];
    for (const d of DIALECTS)
      for (const n of ["Length of Stay", "Cost of Sale", "Days of Supply", "Date of Birth"])
        for (const t of ["average {x}", "median {x}", "max {x}", "average {x} for the East region"]) cases.push([d, t.replace("{x}", n), "aggregate", [n]]);
    expect(check(cases)).toEqual([]);
  });

  it("flag-named columns in counts", () => {
    const cases: Array<[Dialect, string, string, string[]]> = [];
    for (const d of DIALECTS)
      for (const n of ["Churn Flag", "Fraud Flag", "VIP Flag"])
        for (const t of ["count of customers with {x} = 1", "number of orders where {x} = 1", "how many accounts have {x} = 1", "sum of Revenue where {x} = 1"]) cases.push([d, t.replace("{x}", n), "aggregate", [n]]);
    expect(check(cases)).toEqual([]);
  });

  it("a label with a trigger word before '=' and arithmetic", () => {
    const cases: Array<[Dialect, string, string, string[]]> = [];
    for (const d of DIALECTS)
      for (const n of ["Contribution Margin", "Net Share Value", "Ranked Income", "Top Line"])
        cases.push([d, `${n} = Revenue - Variable Costs - Shipping Fees`, "arithmetic", ["Revenue", "Variable Costs", "Shipping Fees"]]);
    expect(check(cases)).toEqual([]);
  });

  it("a label written before its test", () => {
    const cases: Array<[Dialect, string, string, string[]]> = [];
    for (const d of DIALECTS)
      for (const [f, v] of [["Campaign Name", "brand"], ["Product Title", "refurb"], ["Page Path", "blog"]])
        for (const t of ["'Match' if {f} contains '{v}', else 'Other'", "'Match' when {f} contains '{v}' otherwise 'Other'"]) cases.push([d, t.replace("{f}", f!).replace("{v}", v!), "flag", [f!]]);
    expect(check(cases)).toEqual([]);
  });
});

describe("phrasings that named another family (batch 13)", () => {
  it("'A as a share of B' is a ratio of the two, even when B's name ends A's", () => {
    const cases: Array<[Dialect, string, string, string[]]> = [];
    for (const d of DIALECTS)
      for (const [a, b] of [["Engaged Sessions", "Sessions"], ["Returns", "Orders Shipped"], ["Paid Users", "Users"], ["Defects", "Units Produced"]])
        for (const w of ["share", "fraction", "proportion", "percentage"]) cases.push([d, `${a} as a ${w} of ${b}`, "ratio", [a!, b!]]);
    expect(check(cases)).toEqual([]);
  });

  it("a label first, after a verb and the rows' noun", () => {
    const cases: Array<[Dialect, string, string, string[]]> = [];
    for (const d of DIALECTS)
      for (const [verb, noun] of [["label", "properties"], ["mark", "orders as"], ["tag", "accounts"], ["classify", "stores as"]])
        cases.push([d, `${verb} ${noun} 'High' when List Price is above 1000, otherwise 'Normal'`, "buckets", ["List Price"]]);
    expect(check(cases)).toEqual([]);
  });

  it("an average of a date difference, whatever names the duration", () => {
    const bad: string[] = [];
    for (const d of ["tableau", "dax", "looker-studio"] as Dialect[])
      for (const w of ["days", "resolution time in hours", "ticket age in days", "lead time in days", "cycle time in hours"]) {
        const q = `average ${w} from Created Date to Closed Date`;
        const r = generateFormula(d, q);
        if (!r.ok || r.family !== "dateDiff" || !/AVG|AVERAGEX/.test(r.formula)) bad.push(`[${d}] ${q} → ${r.ok ? r.formula : "DECLINE"}`);
      }
    expect(bad).toEqual([]);
  });
});

/**
 * "0 when there are no transactions" (batch 13) was read as a filter on a field "There". A result
 * named for a zero divisor belongs to the ratio, in every phrasing and dialect.
 */
describe("a ratio's result on a zero divisor", () => {
  const ZERO: Record<Dialect, RegExp> = {
    tableau: /THEN 0 ELSE/,
    "looker-studio": /THEN 0 ELSE/,
    dax: /DIVIDE\(.*, 0\)$/,
    looker: /, 0, /,
    excel: /=IF\([A-Z]+\d+=0, 0, /,
  };
  it("is the number asked for", () => {
    const bad: string[] = [];
    for (const d of ["tableau", "looker-studio", "dax", "looker", "excel"] as Dialect[])
      for (const r of ["Revenue / Transactions", "Spend divided by Clicks", "Avg Basket Size = Revenue / Orders Placed"])
        for (const z of [", 0 when there are no transactions", ", zero if the divisor is 0", " (0 instead of an error)", ", or 0 when there are none"]) {
          const q = d === "looker" ? `\${orders.revenue} / \${orders.count}${z}` : `${r}${z}`;
          const out = generateFormula(d, q);
          if (!out.ok || out.family !== "ratio" || !ZERO[d].test(out.formula.replace(/\s+/g, " ").trim())) bad.push(`[${d}] ${q} → ${out.ok ? out.formula : "DECLINE"}`);
        }
    expect(bad).toEqual([]);
  });
});

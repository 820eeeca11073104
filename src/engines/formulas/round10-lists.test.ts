import { describe, expect, it } from "vitest";
import { type Dialect } from "./index";
import { failures, ALL_DIALECTS as ALL, literals } from "./test-support/request-cases";

/**
 * Round 10 (hold-out batches 48-55): bucket lists, Excel lookups and text extraction their first runs
 * missed, each checked across names, phrasings and dialects.
 */

/** The numbers a formula compares with, in order. */
const bounds = (f: string) => [...f.matchAll(/(<=?|>=?)\s*(-?\d+(?:\.\d+)?)/g)].map((m) => `${m[1]}${m[2]}`);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

describe("bands written in time units", () => {
  it("convert their bounds to the field's unit (or the smallest written), keeping the labels as written", () => {
    const cases: Parameters<typeof failures>[0] = [];
    const rows: Array<[string, string[], string[]]> = [
      ["group session duration (seconds) into 0-10s, 11-60s, 1-3 min and 3 min+", ["0-10s", "11-60s", "1-3 min", "3 min+"], ["<=10", "<=60", "<=180"]],
      ["group call duration (seconds) into 0-30s, 31-120s, 2-5 min and 5 min+", ["0-30s", "31-120s", "2-5 min", "5 min+"], ["<=30", "<=120", "<=300"]],
      ["bucket wait time (minutes) into under 30 min, 30 min-2 hrs, 2 hrs+", ["under 30 min", "30 min-2 hrs", "2 hrs+"], ["<30", "<120"]],
      ["bucket hold time into under 30s, 30s-5 min, over 5 min", ["under 30s", "30s-5 min", "over 5 min"], ["<30", "<=300"]],
    ];
    for (const d of ALL)
      for (const [ask, labels, bs] of rows)
        cases.push([d, ask, (f, fam) => fam === "buckets" && same(literals(f), labels) && same(bounds(f), bs) && !/seconds|minutes/i.test(f.replace(/"[^"]*"/g, ""))]);
    expect(failures(cases)).toEqual([]);
  });

  it("bands in one unit keep their numbers", () => {
    expect(failures([["excel", "bucket Tenure into 0-2 years, 3-5 years, 6+ years", (f) => same(bounds(f), ["<=2", "<=5"])]])).toEqual([]);
  });
});

describe("a number alone in a band list is a band", () => {
  it("'1, 2-5, 6+' has three bands", () => {
    const cases: Parameters<typeof failures>[0] = [];
    const rows: Array<[string, string[], string[]]> = [
      ["bucket Sessions Per User into 1, 2-5, 6+", ["1", "2-5", "6+"], ["<=1", "<=5"]],
      ["bucket Visits Per Month into 1, 2-4, 5+", ["1", "2-4", "5+"], ["<=1", "<=4"]],
      ["group Children into 0, 1-2, 3+", ["0", "1-2", "3+"], ["<=0", "<=2"]],
      ["group Household Size into 1, 2, 3-4, 5+", ["1", "2", "3-4", "5+"], ["<=1", "<=2", "<=4"]],
    ];
    for (const d of ALL) for (const [ask, labels, bs] of rows) cases.push([d, ask, (f, fam) => fam === "buckets" && same(literals(f), labels) && same(bounds(f), bs)]);
    expect(failures(cases)).toEqual([]);
  });
});

describe("labelled band lists with no bucket word", () => {
  it("the field named before the colon, decimal bands that meet the next", () => {
    const cases: Parameters<typeof failures>[0] = [];
    const rows: Array<[string, string, string[], string[]]> = [
      ["bmi category: under 18.5 Underweight, 18.5 to 24.9 Normal, 25 to 29.9 Overweight, 30+ Obese", "bmi", ["Underweight", "Normal", "Overweight", "Obese"], ["<18.5", "<25", "<30"]],
      ["risk category: under 0.5 Low, 0.5 to 0.99 Medium, 1.0 and up High", "risk", ["Low", "Medium", "High"], ["<0.5", "<1"]],
      ["gpa tier: under 2.0 Probation, 2.0 to 3.49 Good, 3.5+ Honors", "gpa", ["Probation", "Good", "Honors"], ["<2", "<3.5"]],
    ];
    for (const d of ALL)
      for (const [ask, field, labels, bs] of rows)
        cases.push([d, ask, (f, fam) => fam === "buckets" && (d === "excel" || f.toLowerCase().includes(field)) && same(literals(f), labels) && same(bounds(f), bs)]);
    expect(failures(cases)).toEqual([]);
  });

  it("the field's capitals as written, and a field the context named", () => {
    const cases: Parameters<typeof failures>[0] = [
      ["tableau", "BMI category: under 18.5 Underweight, 18.5 to 24.9 Normal, 25 to 29.9 Overweight, 30+ Obese", (f) => f.startsWith("IF [BMI] < 18.5 ")],
      ["looker-studio", "Public health survey data, one row per respondent with a BMI field. i need a category: under 18.5 Underweight, 18.5 to under 25 Normal, 25 to under 30 Overweight, 30 and up Obese", (f, fam) => fam === "buckets" && f.startsWith("CASE WHEN BMI < 18.5 ")],
      ["tableau", "Sales table with a Discount Rate column. i need a band: under 0.1 Low, 0.1 to 0.29 Mid, 0.3 and up High", (f) => f.includes("[Discount Rate] < 0.3")],
    ];
    expect(failures(cases)).toEqual([]);
  });

  it("the field named after the list with 'based on'", () => {
    const cases: Parameters<typeof failures>[0] = [];
    const rows: Array<[string, string, string[]]> = [
      ["calc column for Claims: under 1000 Low, 1000-9999 Medium, 10000 and above High based on Claims[Claim Amount]", "Claims[Claim Amount]", ["Low", "Medium", "High"]],
      ["calc column for Orders: under 100 Small, 100-499 Medium, 500 and above Large based on Orders[Order Value]", "Orders[Order Value]", ["Small", "Medium", "Large"]],
      ["new column for Loans: under 5000 Micro, 5000-49999 Small, 50000+ Large based on Loans[Principal]", "Loans[Principal]", ["Micro", "Small", "Large"]],
    ];
    for (const [ask, col, labels] of rows) cases.push(["dax", ask, (f, fam) => fam === "buckets" && f.includes(`${col} <`) && same(literals(f), labels)]);
    expect(failures(cases)).toEqual([]);
  });
});

describe("Excel lookups", () => {
  it("the lookup sheet's columns given in parentheses", () => {
    const cases: Parameters<typeof failures>[0] = [];
    const rows: Array<[string, string]> = [
      ["look up the unit price for the SKU in A2 from the Products sheet (SKU in column A, price in column C)", "=XLOOKUP(A2, Products!A:A, Products!C:C"],
      ["get Unit Cost for each Drug Code from sheet Formulary (Drug Code in col A, Unit Cost in col C)", "Formulary!A:A, Formulary!C:C"],
      ["look up the price for the product code in A2 from the Catalog sheet (product code in column A, price in column D)", "=XLOOKUP(A2, Catalog!A:A, Catalog!D:D"],
      ["get Region for each Store ID from the Stores tab (Store ID in col A, Region in col E)", "Stores!A:A, Stores!E:E"],
      ["fetch the manager for each Employee ID from sheet Staff (Employee ID in column B, Manager in column F)", "Staff!B:B, Staff!F:F"],
    ];
    for (const [ask, part] of rows) cases.push(["excel", ask, (f, fam) => fam === "lookup" && f.includes(part)]);
    expect(failures(cases)).toEqual([]);
  });

  it("the sheet the rows are 'on' is this one; the value comes from the sheet the context named", () => {
    const cases: Parameters<typeof failures>[0] = [
      [
        "excel",
        `Email from the media buyer: "I have a Budgets tab with Campaign ID in column A and Monthly Budget in column B, can you pull the budget next to each campaign on the spend sheet?" campaign id is in column A here too`,
        (f, fam) => fam === "lookup" && f.includes("Budgets!A:A, Budgets!B:B") && !f.includes("Spend!"),
      ],
      [
        "excel",
        `Note from finance: "I have a Rates tab with Currency in column A and Rate in column B, can you pull the rate next to each row on the transactions sheet?"`,
        (f, fam) => fam === "lookup" && f.includes("Rates!A:A, Rates!B:B") && !f.includes("Transactions!"),
      ],
    ];
    expect(failures(cases)).toEqual([]);
  });

  it("a number or a blank for a key not found", () => {
    const cases: Parameters<typeof failures>[0] = [
      ["excel", "get List Price for each Plan from the price table, 0 if not found", (f) => /, 0\)$/.test(f)],
      ["excel", "get Unit Cost for each SKU from the Costs sheet, return -1 if not found", (f) => /, -1\)$/.test(f)],
      ["excel", "look up Price for each SKU from the Prices sheet, blank if not found", (f) => /, ""\)$/.test(f)],
      ["excel", "vlookup the Rate for each Code from the Rates sheet, 0 if not found", (f) => f.startsWith("=IFERROR(VLOOKUP(") && /, 0\)$/.test(f)],
      ["excel", 'look up Owner for each Account ID from the Accounts sheet, "None" if not found', (f) => /, "None"\)$/.test(f)],
    ];
    expect(failures(cases)).toEqual([]);
  });

  it("'looking up' is a lookup verb", () => {
    const cases: Parameters<typeof failures>[0] = [];
    for (const [ask, part] of [
      ["calc for looking up the Account Owner from the Accounts sheet by Account ID", "Accounts!A:A, Accounts!B:B"],
      ["calc for looking up the Region from the Stores sheet by Store ID", "Stores!A:A, Stores!B:B"],
      ["looking up the Email from the Contacts tab by Contact ID", "Contacts!A:A, Contacts!B:B"],
    ] as const)
      cases.push(["excel", ask, (f, fam) => fam === "lookup" && f.startsWith("=XLOOKUP(A2, ") && f.includes(part)]);
    expect(failures(cases)).toEqual([]);
  });
});

describe("text before or after the last delimiter", () => {
  it("counts the delimiter from the end in every dialect that can", () => {
    const cases: Parameters<typeof failures>[0] = [];
    const after: Record<Exclude<Dialect, "looker">, (f: string) => boolean> = {
      excel: (f) => /^=TEXTAFTER\(A2, "-", -1\)$/.test(f),
      tableau: (f) => /SPLIT\(\[SKU\], "-", -1\)/.test(f),
      "looker-studio": (f) => f.includes('REGEXP_EXTRACT(SKU, "^.*-(.*)$")'),
      dax: (f) => f.includes("SUBSTITUTE(Sales[SKU], \"-\", UNICHAR(1), LEN(Sales[SKU]) - LEN(SUBSTITUTE(Sales[SKU], \"-\", \"\")))"),
    };
    for (const ask of ["get the size from sku like TEE-BLK-M (the text after the last dash)", "text after the last dash in SKU", "split SKU on dash and keep the last part"])
      for (const [d, ok] of Object.entries(after)) cases.push([d as Dialect, ask, (f, fam) => fam === "textExtract" && ok(f)]);
    const before: Record<Exclude<Dialect, "looker">, (f: string) => boolean> = {
      excel: (f) => f === '=TEXTBEFORE(A2, "/", -1)',
      tableau: (f) => f.includes('SPLIT([Page Path], "/", -1)') && f.startsWith("LEFT("),
      "looker-studio": (f) => f.includes('REGEXP_EXTRACT(Page Path, "^(.*)/")'),
      dax: (f) => f.includes("LEFT(Sales[Page Path], FIND(UNICHAR(1)"),
    };
    for (const ask of ["everything before the last slash in Page Path", "the text before the final slash of Page Path"])
      for (const [d, ok] of Object.entries(before)) cases.push([d as Dialect, ask, (f, fam) => fam === "textExtract" && ok(f)]);
    // The first delimiter is still the first.
    cases.push(["excel", "text after the dash in SKU", (f) => f.startsWith("=MID(A2, FIND(")]);
    cases.push(["excel", "last word of the address", (f) => f === '=TEXTAFTER(A2, " ", -1)']);
    expect(failures(cases)).toEqual([]);
  });
});

describe("a ratio's value when there is no divisor, said as 'if no X'", () => {
  it("is the value on a zero divisor in every dialect", () => {
    const cases: Parameters<typeof failures>[0] = [];
    const zero: Record<Dialect, (f: string) => boolean> = {
      tableau: (f) => /= 0 THEN 0 ELSE/.test(f),
      "looker-studio": (f) => /= 0 THEN 0 ELSE/.test(f),
      dax: (f) => /DIVIDE\(.+, 0\)$/.test(f),
      looker: (f) => /= 0, 0, /.test(f),
      // ("cost per lead": leads may be counted rows; the zero case is the same.)
      excel: (f) => /^=IF\(.+\)?=0, 0, /.test(f),
    };
    for (const ask of ["ctr = clicks / impressions, show 0 if no impressions", "conversion rate = orders / visits, show 0 if no visits", "avg price = revenue / units, return 0 if there are no units", "cost per lead = spend / leads, 0 when no leads"])
      for (const d of ALL) cases.push([d, ask, (f, fam) => fam === "ratio" && zero[d](f)]);
    expect(failures(cases)).toEqual([]);
  });
});

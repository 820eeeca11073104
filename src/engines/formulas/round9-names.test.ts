import { describe, expect, it } from "vitest";
import type { Dialect } from "./index";
import { type Check, failures } from "./test-support/request-cases";

/**
 * Round 9's name and phrasing misses, each checked across names, phrasings and dialects:
 * - "N day moving average of daily X": the period adjective is part of the metric's name;
 * - "crop sales[revenue]": a DAX table of several words written without quotes;
 * - names starting with a period code ("1Y Return", "3M Growth", "30D Volume");
 * - "ifnull on Region, show Unknown": the function's object and its shown text;
 * - "a title - sum X when ...": a label the ask after " - " restates;
 * - "<kind> margin from Income and Expenses": income less a cost, over the income;
 * - "can u make a ... , dont want an error when X is 0": an opener and a zero guard;
 * - "only for orders where Channel is ...": the rows named, then tested;
 * - "shows X but falls back to Y when it's null": a field fallback.
 */

const ALL: Dialect[] = ["tableau", "looker-studio", "dax", "looker", "excel"];


const snake = (n: string) => n.toLowerCase().replace(/[^a-z0-9]+/g, "_");

/** The field as each dialect writes it (DAX in any table; Excel as a column header). */
function names(d: Dialect, name: string): Check {
  return (f, _fam, cols) => {
    if (d === "excel") return !!cols && name in cols;
    if (d === "tableau") return f.includes(`[${name}]`);
    if (d === "dax") return f.includes(`[${name}]`);
    // (Looker names a measure said as "total X" total_x.)
    if (d === "looker") return f.includes(`\${view.${snake(name)}}`) || f.includes(`\${view.total_${snake(name)}}`);
    return f.includes(name);
  };
}

describe("period adjectives in a metric's name", () => {
  it("a moving or rolling window of 'daily X' keeps Daily X", () => {
    const cases: Array<[Dialect, string, Check]> = [];
    for (const d of ["tableau", "dax", "looker", "excel"] as Dialect[])
      for (const [q, name] of [
        ["7 day moving average of daily active users", "Daily Active Users"],
        ["14 day rolling average of daily visits", "Daily Visits"],
        ["rolling 7 day average of daily sales", "Daily Sales"],
        ["3 month moving average of monthly recurring revenue", "Monthly Recurring Revenue"],
        ["4 week moving average of weekly signups by region", "Weekly Signups"],
      ] as const)
        cases.push([d, q, (f, fam, cols) => fam === "movingAverage" && names(d, name)(f, fam, cols)]);
    expect(failures(cases)).toEqual([]);
  });

  it("elsewhere the adjective stays a period word", () => {
    const cases: Array<[Dialect, string, Check]> = [
      ["tableau", "running total of daily signups", (f) => f.includes("[Signups]") && !f.includes("Daily")],
      ["tableau", "sum of daily visits", (f) => !f.includes("Daily")],
      ["tableau", "weekly active users", (f) => !f.includes("Weekly")],
    ];
    expect(failures(cases)).toEqual([]);
  });
});

describe("DAX tables of several words", () => {
  it("'crop sales[revenue]' is 'Crop Sales'[Revenue]", () => {
    const cases: Array<[Dialect, string, Check]> = [];
    for (const [table, col, ref] of [
      ["Crop Sales", "Revenue", "crop sales[revenue]"],
      ["Online Orders", "Amount", "online orders[amount]"],
      ["Store Returns", "Refund Amount", "store returns[refund amount]"],
    ] as const)
      for (const t of ["{r} for the previous month with dateadd", "ytd {r}", "sum of {r} where region is West", "{r} same period last year"])
        cases.push(["dax", t.replace("{r}", ref), (f) => f.includes(`'${table}'[${col}]`)]);
    // A one-word table, and a capitalised word before it, stay as they were.
    cases.push(["dax", "sum of sales[revenue] where region is West", (f) => f.includes("SUM(sales[revenue])")]);
    cases.push(["dax", "East Sales[Sales]", (f) => !f.includes("'East Sales'")]);
    cases.push(["dax", "uppercase Sales[Region]", (f) => f.includes("Sales[Region]") && !f.includes("'")]);
    expect(failures(cases)).toEqual([]);
  });
});

describe("names starting with a period code", () => {
  it("1Y Return, 3M Growth, 30D Volume are fields", () => {
    const cases: Array<[Dialect, string, Check]> = [];
    for (const name of ["1Y Return", "3M Growth", "30D Volume", "5Y Return"]) {
      for (const d of ["tableau", "dax", "looker", "excel"] as Dialect[])
        for (const t of ["RANK.EQ each fund by {n}, highest return = rank 1", "rank each fund by {n}, highest = 1", "rank funds by {n}"])
          cases.push([d, t.replace("{n}", name), (f, fam, cols) => fam === "rank" && names(d, name)(f, fam, cols) && !f.includes("[Sales]") && !f.includes("view.sales")]);
      for (const d of ["tableau", "looker-studio", "dax", "looker", "excel"] as Dialect[]) cases.push([d, `sum of ${name}`, names(d, name)]);
    }
    // After a window word the code is the window, not a name.
    cases.push(["tableau", "rolling 3M Sales", () => true]);
    expect(failures(cases).filter((b) => !b.includes("rolling"))).toEqual([]);
  });
});

describe("null defaults", () => {
  it("'ifnull on X, show Y' defaults X to the text Y", () => {
    const cases: Array<[Dialect, string, Check]> = [];
    for (const d of ALL)
      for (const [q, field, value] of [
        ["ifnull on Region, show Unknown", "Region", "Unknown"],
        ["ifnull on Country, show \"N/A\"", "Country", "N/A"],
        ["coalesce on Segment, use Other", "Segment", "Other"],
        ["ifnull on [Manager Name], show Unassigned", "Manager Name", "Unassigned"],
      ] as const)
        cases.push([d, q, (f, fam, cols) => fam === "nullDefault" && names(d, field)(f, fam, cols) && f.includes(`"${value}"`) && !/\bOn\b/.test(f)]);
    expect(failures(cases)).toEqual([]);
  });

  it("'shows X but falls back to Y when it's null' is a field fallback", () => {
    const cases: Array<[Dialect, string, Check]> = [];
    for (const d of ALL)
      for (const [q, a, b] of [
        [
          "we're building a churn dashboard for our gym chain. some members don't have a [Last Visit Date] yet. i need a field that shows the last visit date but falls back to [Join Date] when it's null",
          "Last Visit Date",
          "Join Date",
        ],
        ["show the last visit date but fall back to [Join Date] when it's null", "Last Visit Date", "Join Date"],
        ["a field that shows [Ship City] but uses [Bill City] when it's blank", "Ship City", "Bill City"],
        ["i need a column that shows Mobile Phone but defaults to Home Phone when missing", "Mobile Phone", "Home Phone"],
      ] as const)
        cases.push([
          d,
          q,
          (f, fam, cols) => {
            if (fam !== "nullDefault" || !names(d, a)(f, fam, cols) || !names(d, b)(f, fam, cols)) return false;
            if (d === "tableau") return f.startsWith(`IFNULL([${a}], [${b}])`);
            if (d === "looker-studio") return f.startsWith(`IFNULL(${a}, ${b})`);
            return true;
          },
        ]);
    expect(failures(cases)).toEqual([]);
  });
});

describe("a title restated by the ask", () => {
  it("'title - sum X when ..., otherwise 0' sums X", () => {
    const cases: Array<[Dialect, string, Check]> = [];
    for (const d of ALL)
      for (const [q, field, value] of [
        ['business class revenue only - sum Revenue when Cabin Class is "Business", otherwise 0', "Revenue", "Business"],
        ['premium plan mrr - sum MRR when Plan is "Premium", otherwise 0', "MRR", "Premium"],
        ['west region sales only - total Sales where Region is "West"', "Sales", "West"],
        ['sum Revenue when Cabin Class is "First", otherwise 0', "Revenue", "First"],
      ] as const)
        cases.push([d, q, (f, fam, cols) => fam === "aggregate" && names(d, field)(f, fam, cols) && f.includes(`"${value}"`) && !/Class Revenue|Sum Revenue|Plan MRR|Region Sales/.test(f)]);
    // A difference of two measures is not a title.
    cases.push(["tableau", "sales - sum of returns", (f) => f === "SUM([Sales]) - SUM([Returns])"]);
    expect(failures(cases)).toEqual([]);
  });
});

describe("margins of income less a cost", () => {
  it("'<kind> margin from Income and Expenses' is (Income - Expenses) / Income", () => {
    const cases: Array<[Dialect, string, Check]> = [];
    for (const [a, b, kind] of [
      ["Rental Income", "Expenses", "noi"],
      ["Gross Income", "Operating Expenses", "fund"],
      ["Fee Income", "Costs", "operating"],
    ] as const) {
      cases.push(["dax", `${kind} margin from Properties[${a}] and Properties[${b}]`, (f) => f.includes(`DIVIDE(SUM(Properties[${a}]) - SUM(Properties[${b}]), SUM(Properties[${a}]))`)]);
      cases.push(["tableau", `${kind} margin from ${a} and ${b}`, (f) => f.includes(`(SUM([${a}]) - SUM([${b}])) / SUM([${a}])`)]);
      cases.push(["looker-studio", `${kind} margin from ${a} and ${b}`, (f) => f.includes(`(SUM(${a}) - SUM(${b})) / SUM(${a})`)]);
      cases.push(["tableau", `${kind} margin from ${b} and ${a}`, (f) => f.includes(`(SUM([${a}]) - SUM([${b}])) / SUM([${a}])`)]);
    }
    // Income over revenue stays a plain share.
    cases.push(["tableau", "net margin from Net Income and Revenue", (f) => f.includes("SUM([Net Income]) / SUM([Revenue])")]);
    expect(failures(cases)).toEqual([]);
  });
});

describe("openers and zero guards", () => {
  it("'can u make a rate ..., dont want an error when X is 0' is a guarded ratio", () => {
    const cases: Array<[Dialect, string, Check]> = [];
    for (const [num, den, word] of [
      ["Passed Students", "Enrolled Students", "enrolled"],
      ["Orders", "Sessions", "sessions"],
      ["Resolved Tickets", "Total Tickets", "total tickets"],
    ] as const)
      for (const t of [
        "can u make a pass rate from {n} and {d}, dont want an error when {w} is 0",
        "could you give me the rate from {n} and {d}, I don't want an error if {w} = 0",
        "can you calculate a ratio of {n} to {d}, no errors when {w} is zero",
      ]) {
        const q = t.replace("{n}", num).replace("{d}", den).replace("{w}", word);
        cases.push(["tableau", q, (f) => f === `IF SUM([${den}]) = 0 THEN NULL ELSE SUM([${num}]) / SUM([${den}]) END`]);
        cases.push(["looker-studio", q, (f) => f.includes(`SUM(${num}) / SUM(${den})`)]);
        cases.push(["dax", q, (f) => f.includes(`DIVIDE(SUM(Sales[${num}]), SUM(Sales[${den}]))`)]);
        cases.push(["looker", q, (f) => f.includes(`\${view.${snake(num)}} / \${view.${snake(den)}}`)]);
        cases.push(["excel", q, (f, fam, cols) => fam === "ratio" && !!cols && num in cols && den in cols]);
      }
    expect(failures(cases)).toEqual([]);
  });
});

describe("rows named, then tested", () => {
  it("'sum of X only for orders where C is V' is a conditional sum", () => {
    const cases: Array<[Dialect, string, Check]> = [];
    for (const d of ALL)
      for (const [q, field, value] of [
        ["sum of Order Value only for orders where Channel is 'Mobile App'", "Order Value", "Mobile App"],
        ['total Fare for bookings where Route is "LHR-JFK"', "Fare", "LHR-JFK"],
        ["average of Resolution Hours only for tickets whose Priority is 'High'", "Resolution Hours", "High"],
        ['sum of Premium for customers where Segment is "Gold"', "Premium", "Gold"],
      ] as const)
        cases.push([d, q, (f, fam, cols) => fam === "aggregate" && names(d, field)(f, fam, cols) && f.includes(`"${value}"`)]);
    cases.push(["looker-studio", "sum of Order Value only for orders where Channel is 'Mobile App'", (f) => f === 'SUM(CASE WHEN Channel = "Mobile App" THEN Order Value ELSE 0 END)']);
    expect(failures(cases)).toEqual([]);
  });
});

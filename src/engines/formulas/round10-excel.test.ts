import { describe, expect, it } from "vitest";
import { generateFormula, type Dialect } from "./index";
import { type Check, failures } from "./test-support/request-cases";

/**
 * Round 10, Excel: requests that say where the data sits — column letters in any common phrasing, a value
 * tested on a column given only by its letter, the sheet the data is on, the first data row, a typed key
 * cell — answered with those letters and sheets, with the reported layout matching the formula.
 */

/** The column letters a formula reads on the data sheet (not on another sheet it looks values up in). */
function lettersRead(f: string, sheet?: string): Set<string> {
  const out = new Set<string>();
  const outside = f.split('"').filter((_, i) => i % 2 === 0).join(" ");
  for (const m of outside.matchAll(/(?<![A-Za-z0-9_$.])(?:([A-Za-z0-9_]+|'[^']+')!)?\$?([A-Z]{1,3})\$?\d*(?::\$?([A-Z]{1,3})\$?\d*)?(?![A-Za-z0-9_(!])/g)) {
    if (m[1] && m[1] !== sheet) continue;
    if (!/\d|:/.test(m[0])) continue;
    out.add(m[2]!);
    if (m[3]) out.add(m[3]);
  }
  return out;
}

/** The layout the answer reports names exactly the letters its formula reads. */
const layoutMatches = (f: string, columns: Record<string, string> | undefined, sheet?: string): boolean => {
  const read = lettersRead(f, sheet);
  const said = new Set(Object.values(columns ?? {}));
  return read.size === said.size && [...read].every((l) => said.has(l));
};

/** A check of the formula that also needs the layout to match it. */
const exact =
  (want: string | RegExp, sheet?: string): Check =>
  (f, _fam, columns) =>
    (typeof want === "string" ? f === want : want.test(f)) && layoutMatches(f, columns, sheet);

describe("a field's column given by letter, in any common phrasing", () => {
  it("conditional sums, counts and averages read the letters given", () => {
    const cases: Parameters<typeof failures>[0] = [];
    const rows: Array<[string, string, string, string, string, string]> = [
      // measure, its letter, tested field, its letter, value, SUMIFS
      ["amount", "F", "state", "D", "Ohio", "=SUMIFS(F:F, D:D, \"Ohio\")"],
      ["hours", "E", "team", "B", "Red", "=SUMIFS(E:E, B:B, \"Red\")"],
      ["price", "H", "category", "C", "Toys", "=SUMIFS(H:H, C:C, \"Toys\")"],
    ];
    for (const [m, ml, t, tl, v, want] of rows) {
      const V = v;
      for (const ask of [
        `total ${m} where ${t} is ${V}, ${m} is in column ${ml} and ${t} is in column ${tl}`,
        `total ${m} where ${t} is ${V} (${m} in col ${ml}, ${t} in col ${tl})`,
        `total ${m} (${ml}) where ${t} (${tl}) is ${V}`,
        `total ${m} where ${t} is ${V}. ${ml} has the ${m} and ${tl} has the ${t}`,
        `total ${m} where ${t} is ${V}; column ${ml} is the ${m}, column ${tl} is the ${t}`,
        `total ${m} where ${t} is ${V}, ${ml} = ${m}, ${tl} = ${t}`,
        `sum of ${m} in column ${ml} where ${t} in column ${tl} is ${V}`,
        `total ${m} where ${t} is ${V} - ${m} in ${ml}, ${t} in ${tl}`,
        `total ${m} where ${t} is ${V}. ${ml} has ${m}, ${tl} has ${t}`,
        `total ${m} where ${t} is ${V}, column ${ml} is ${m} and column ${tl} is ${t}`,
        `sum ${m} in col ${ml} where ${t} in col ${tl} is ${V}`,
      ])
        cases.push(["excel", ask, exact(want)]);
      cases.push(["excel", `average ${m} where ${t} is ${V}, ${m} is in column ${ml} and ${t} is in column ${tl}`, exact(want.replace("SUMIFS", "AVERAGEIFS"))]);
      cases.push(["excel", `count rows where ${t} is ${V}, ${t} is in column ${tl}`, exact(`=COUNTIFS(${tl}:${tl}, "${V}")`)]);
    }
    expect(failures(cases)).toEqual([]);
  });

  it("an aside naming a letter ('(D is the donor's state)') names that column", () => {
    const cases: Parameters<typeof failures>[0] = [
      ["excel", "total of the amounts in column F where column D says Ohio (D is the donor's state)", exact('=SUMIFS(F:F, D:D, "Ohio")')],
      ["excel", "total of the gifts in column E where column B says Gold (B is the member's tier)", exact('=SUMIFS(E:E, B:B, "Gold")')],
      ["excel", "average of the scores in column G where column C says Red (C is the team)", exact('=AVERAGEIFS(G:G, C:C, "Red")')],
    ];
    expect(failures(cases)).toEqual([]);
    const r = generateFormula("excel", "total of the amounts in column F where column D says Ohio (D is the donor's state)");
    expect(r.ok && r.excel?.columns).toMatchObject({ "Donor State": "D" });
  });
});

describe("a value tested on a column given only by its letter", () => {
  it("'says', 'reads', 'shows' test the column's value", () => {
    const cases: Parameters<typeof failures>[0] = [];
    for (const verb of ["says", "reads", "shows", "equals"])
      for (const [l, v, ml] of [["D", "Ohio", "F"], ["B", "Closed", "E"], ["C", "West", "G"]] as const) {
        cases.push(["excel", `total of column ${ml} where column ${l} ${verb} ${v}`, exact(`=SUMIFS(${ml}:${ml}, ${l}:${l}, "${v}")`)]);
        cases.push(["excel", `count rows where column ${l} ${verb} ${v}`, exact(`=COUNTIFS(${l}:${l}, "${v}")`)]);
      }
    expect(failures(cases)).toEqual([]);
  });

  it("'rows with Pothole in column B and Open in column E' are tests on those columns", () => {
    const cases: Parameters<typeof failures>[0] = [];
    for (const [a, al, b, bl] of [["Pothole", "B", "Open", "E"], ["Closed", "C", "High", "F"], ["Paid", "D", "Online", "A"]] as const) {
      const want = `=COUNTIFS(${al}:${al}, "${a}", ${bl}:${bl}, "${b}")`;
      for (const ask of [
        `count how many rows have ${a} in column ${al} and ${b} in column ${bl}`,
        `how many rows have ${a} in col ${al} and ${b} in col ${bl}`,
        `count the rows with ${a} in column ${al} and ${b} in column ${bl}`,
        `number of rows that have "${a}" in column ${al} and "${b}" in column ${bl}`,
      ])
        cases.push(["excel", ask, exact(want)]);
    }
    expect(failures(cases)).toEqual([]);
  });
});

describe("the sheet the data is on", () => {
  it("is put on every range of the formula, and the layout still matches", () => {
    const cases: Parameters<typeof failures>[0] = [];
    const sheets: Array<[string, string]> = [
      ["on the Requests sheet", "Requests"],
      ["in the Attendance tab", "Attendance"],
      ["on Sheet2", "Sheet2"],
      ["on the sheet called Donors", "Donors"],
      ["in the 'Q1 Data' tab", "'Q1 Data'"],
    ];
    for (const [said, s] of sheets) {
      cases.push(["excel", `count how many rows have Pothole in column B and Open in column E ${said}`, exact(`=COUNTIFS(${s}!B:B, "Pothole", ${s}!E:E, "Open")`, s)]);
      cases.push(["excel", `how many unique student IDs are in column B ${said}? the ids repeat, header in B1`, exact(`=COUNTA(UNIQUE(FILTER(${s}!B2:B1000, (${s}!B2:B1000<>""))))`, s)]);
      cases.push(["excel", `total of column F where column D says Ohio ${said}`, exact(`=SUMIFS(${s}!F:F, ${s}!D:D, "Ohio")`, s)]);
      // (A running total's layout also names the date its rows are sorted by.)
      cases.push(["excel", `running total of amount in column D ${said}`, (f) => f === `=SUM(${s}!$D$2:D2)`]);
      cases.push(["excel", `first 5 characters of the sku in column B ${said}`, exact(`=LEFT(${s}!B2, 5)`, s)]);
      cases.push(["excel", `percent of total of sales in column E ${said}`, exact(`=${s}!E2/SUM(${s}!E:E)`, s)]);
      cases.push(["excel", `days between start date in column B and end date in column C ${said}`, exact(`=${s}!C2-${s}!B2`, s)]);
      cases.push(["excel", `year to date sum of column E by dates in column B ${said}`, exact(`=SUMIFS(${s}!E:E, ${s}!B:B, ">="&DATE(YEAR(TODAY()), 1, 1), ${s}!B:B, "<="&TODAY())`, s)]);
    }
    expect(failures(cases)).toEqual([]);
  });

  it("a sheet named after a lookup verb is still the sheet the lookup reads", () => {
    const cases: Parameters<typeof failures>[0] = [
      ["excel", "find the region for each store id in the Stores tab", (f) => f.includes("Stores!A:A") && f.startsWith("=XLOOKUP(A2,")],
      ["excel", "lookup price from Prices sheet for product in column A", (f) => f === '=XLOOKUP(A2, Prices!A:A, Prices!B:B, "Not found")'],
      ["excel", "get the total of column F on the Sales sheet", exact("=SUM(Sales!F:F)", "Sales")],
      ["excel", "sum column F in Sheet2", exact("=SUM(Sheet2!F:F)", "Sheet2")],
      ["excel", "how many different values are in column B on Sheet3", exact('=COUNTA(UNIQUE(FILTER(Sheet3!B2:B1000, (Sheet3!B2:B1000<>""))))', "Sheet3")],
      ["excel", "text before the @ in the email (column D) on the Contacts sheet", exact('=LEFT(Contacts!D2, FIND("@", Contacts!D2)-1)', "Contacts")],
      ["excel", "count blanks in column D on the Intake sheet", exact("=COUNTBLANK(Intake!D2:D1000)", "Intake")],
    ];
    expect(failures(cases)).toEqual([]);
  });

  it("other dialects are not given sheets", () => {
    for (const d of ["tableau", "looker-studio", "dax", "looker"] as Dialect[]) {
      const r = generateFormula(d, "count rows where Status is Open on the Requests sheet");
      expect(r.ok ? r.formula : "").not.toContain("!");
    }
  });
});

describe("the first data row", () => {
  it("moves every reference down to it and bounds whole columns", () => {
    const cases: Parameters<typeof failures>[0] = [];
    for (const [said, n] of [["data starts in row 5", 5], ["header row is 3", 4], ["headers in row 6", 7], ["the data begins on row 4", 4]] as const) {
      cases.push(["excel", `sum of column F where column D says Ohio, ${said}`, exact(`=SUMIFS(F${n}:F1000, D${n}:D1000, "Ohio")`)]);
      cases.push(["excel", `average score in column E where team in column B is Red, ${said}`, exact(`=AVERAGEIFS(E${n}:E1000, B${n}:B1000, "Red")`)]);
      cases.push(["excel", `count of values in column C, ${said}`, exact(`=COUNTA(C${n}:C1000)`)]);
      cases.push(["excel", `running total of amount in column D, ${said}`, (f) => f === `=SUM($D$${n}:D${n})`]);
    }
    // Said before the ask.
    cases.push(["excel", "My data is on the Orders sheet and the headers are in row 3. I need the total of column F where column D says Ohio", exact('=SUMIFS(Orders!F4:F1000, Orders!D4:D1000, "Ohio")', "Orders")]);
    cases.push(["excel", "The data starts in row 6. Sum column F where column D says Ohio", exact('=SUMIFS(F6:F1000, D6:D1000, "Ohio")')]);
    expect(failures(cases)).toEqual([]);
    const r = generateFormula("excel", "first 3 characters of the code in column B, data starts in row 5");
    expect(r.ok && r.formula).toBe("=LEFT(B5, 3)");
    expect(r.ok && r.excel?.row).toBe(5);
  });
});

describe("lookups that say where the data sits", () => {
  it("another sheet with key and value letters, keyed by this sheet's column of the same name", () => {
    const cases: Parameters<typeof failures>[0] = [
      ["excel", "plan price for each member - the plan name is in column C and the Plans sheet has plan names in A and prices in B", (f) => f === '=XLOOKUP(C2, Plans!A:A, Plans!B:B, "Not found")'],
      ["excel", "rate for each order - the zone is in column D and the Rates tab has zones in A and rates in C", (f) => f === '=XLOOKUP(D2, Rates!A:A, Rates!C:C, "Not found")'],
      ["excel", "the category for each product, product code in column B, the Catalog sheet has codes in A and categories in B", (f) => f === '=XLOOKUP(B2, Catalog!A:A, Catalog!B:B, "Not found")'],
      ["excel", "vlookup the rate for each order - the zone is in column D and the Rates tab has zones in A and rates in C", (f) => f === "=VLOOKUP(D2, Rates!A:C, 3, FALSE)"],
    ];
    expect(failures(cases)).toEqual([]);
    const r = generateFormula("excel", "rate for each order - the zone is in column D and the Rates tab has zones in A and rates in C");
    expect(r.ok && r.excel?.lookupSheet?.columns).toEqual({ Zone: "A", Rate: "C" });
  });

  it("a key typed in a cell is found in this sheet's columns, in the order the context lists them", () => {
    const cases: Parameters<typeof failures>[0] = [
      ["excel", "Our sheet has Applicant ID, Program and Application Date. I need a lookup that returns the Program for the Applicant ID typed in cell F2.", (f, _fam, c) => f === '=XLOOKUP(F2, A:A, B:B, "Not found")' && c?.["Applicant ID"] === "A" && c?.Program === "B"],
      ["excel", "Our sheet has Employee ID, Department and Hire Date. return the Department for the Employee ID entered in G2", (f) => f === '=XLOOKUP(G2, A:A, B:B, "Not found")'],
      // A key typed in a cell, looked up on another sheet.
      ["excel", "look up the price for the SKU in cell B1 from the Prices sheet", (f) => f === '=XLOOKUP(B1, Prices!A:A, Prices!B:B, "Not found")'],
      ["excel", "vlookup the rate for the zone typed in cell D1 from the Rates tab", (f) => f === "=VLOOKUP(D1, Rates!A:B, 2, FALSE)"],
      ["excel", "My sheet has Order Date, SKU and Warehouse. I need a formula that gives the Warehouse for the SKU typed in cell J2", (f, _fam, c) => f === '=XLOOKUP(J2, B:B, C:C, "Not found")' && c?.SKU === "B"],
    ];
    expect(failures(cases)).toEqual([]);
  });
});

describe("date differences, buckets and windows placed by letter", () => {
  it("two dates placed by letter are the difference asked for", () => {
    const cases: Parameters<typeof failures>[0] = [
      ["excel", "days each listing was on the market, list date is in D and sold date is in E", exact("=E2-D2")],
      ["excel", "days each ticket was open, opened date is in B and closed date is in F", exact("=F2-B2")],
      ["excel", "weeks each ticket was open, opened date is in B and closed date is in F", exact("=INT((F2-B2)/7)")],
      ["excel", "months between hire date (C) and exit date (G)", exact('=DATEDIF(C2, G2, "M")')],
      ["excel", "days between list date (D) and sold date (E)", exact("=E2-D2")],
      ["excel", "days between list date (col D) and sold date (col E)", exact("=E2-D2")],
    ];
    expect(failures(cases)).toEqual([]);
  });

  it("a label list over a column placed by letter, percent ranges included", () => {
    const cases: Parameters<typeof failures>[0] = [
      ["excel", "label defect rate in column G Pass if under 2%, Watch from 2% to 5%, Fail if over 5%", exact('=IFS(G2<0.02, "Pass", G2<=0.05, "Watch", TRUE, "Fail")')],
      ["excel", "label margin in column H Thin if under 20%, Fair from 20% to 40%, Fat if over 40%", exact('=IFS(H2<0.2, "Thin", H2<=0.4, "Fair", TRUE, "Fat")')],
      ["excel", "label score in column D: Low if under 50, Mid from 50 to 80, High if over 80", exact('=IFS(D2<50, "Low", D2<=80, "Mid", TRUE, "High")')],
      ["excel", "score is in D. bucket it: Low under 50, Mid 50 to 80, High over 80", exact('=IFS(D2<50, "Low", D2<=80, "Mid", TRUE, "High")')],
      // The column named in the sentence before is what "it" labels.
      ["excel", "defect rate is in column G as a percent. label it Pass if under 2%, Watch from 2% to 5%, Fail if over 5%", exact('=IFS(G2<0.02, "Pass", G2<=0.05, "Watch", TRUE, "Fail")')],
      ["excel", "the wait time is in column C. label each row Short if under 10, Medium from 10 to 30, Long if over 30", exact('=IFS(C2<10, "Short", C2<=30, "Medium", TRUE, "Long")')],
      ["excel", "margin is in column H. flag it High if over 40%, else Normal", exact('=IF(H2>0.4, "High", "Normal")')],
    ];
    expect(failures(cases)).toEqual([]);
  });

  it("a year-to-date sum of a column by the dates in another", () => {
    const ytd = (v: string, d: string) => `=SUMIFS(${v}:${v}, ${d}:${d}, ">="&DATE(YEAR(TODAY()), 1, 1), ${d}:${d}, "<="&TODAY())`;
    const cases: Parameters<typeof failures>[0] = [
      ["excel", "year to date donations - add up column C for dates in column A from jan 1 this year through today", exact(ytd("C", "A"))],
      ["excel", "ytd sales - sum column D, dates in column A", exact(ytd("D", "A"))],
      ["excel", "year to date total of column E by the dates in column B", exact(ytd("E", "B"))],
    ];
    expect(failures(cases)).toEqual([]);
  });
});

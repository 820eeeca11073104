import { describe, expect, it } from "vitest";
import type { Dialect } from "./index";
import { failures, ALL_DIALECTS as ALL, snake, ref, literals } from "./test-support/request-cases";

/**
 * Round 10 (hold-out batches 42-45): labels, text shapes and extraction the first runs missed, each
 * checked across names, phrasings and dialects.
 */

/** Dialects that write a rank (Looker Studio has none, and says so). */
const RANKING: Dialect[] = ["tableau", "dax", "looker", "excel"];
const same = (a: string[], b: string[]) => JSON.stringify(a) === JSON.stringify(b);
type Cases = Parameters<typeof failures>[0];

describe("a label shown by an example of it, from two fields", () => {
  it("joins the fields with the example's separator, the example before or after the fields", () => {
    const cases: Cases = [];
    const rows: Array<[string, string, string, string]> = [
      ["City", "State", "Austin, TX", ", "],
      ["Store City", "Store Name", "Denver - Main St", " - "],
      ["Origin", "Destination", "DEN / LAX", " / "],
      ["Prefix", "Order Number", "ORD-1001", "-"],
      ["Region", "Rep", "West | Kim", " | "],
    ];
    for (const d of ALL)
      for (const [a, b, example, sep] of rows)
        for (const ask of [
          `label like "${example}" from ${ref(d, a)} and ${ref(d, b)}`,
          `store label like '${example}' using ${ref(d, a)} and ${ref(d, b)}`,
          `a display name from ${ref(d, a)} and ${ref(d, b)} like "${example}"`,
          `key like '${example}' built from ${ref(d, a)} and ${ref(d, b)}`,
          `I need a location label, like "${example}", from ${ref(d, a)} and ${ref(d, b)}`,
          `a label that reads like "${example}" from ${ref(d, a)} and ${ref(d, b)}`,
          `make a label like '${example}' with ${ref(d, a)} and ${ref(d, b)}`,
        ])
          cases.push([d, ask, (f, fam) => fam === "concat" && same(literals(f), [sep])]);
    expect(failures(cases)).toEqual([]);
  });

  it("an example written bare keeps its separator as typed", () => {
    const cases: Cases = [];
    for (const d of ALL) {
      cases.push([d, `store label like city - store name using ${ref(d, "City", "Stores")} and ${ref(d, "Name", "Stores")}`, (f, fam) => fam === "concat" && same(literals(f), [" - "])]);
      cases.push([d, `route label like origin / destination from ${ref(d, "Origin")} and ${ref(d, "Destination")}`, (f, fam) => fam === "concat" && same(literals(f), [" / "])]);
    }
    expect(failures(cases)).toEqual([]);
  });

  it("words of a field's name before the value shown are text around it", () => {
    const cases: Cases = [];
    for (const d of ALL) {
      cases.push([d, "label like 'Show Name - Season 3' from show name and season number", (f, fam, cols) => fam === "concat" && same(literals(f), [" - Season "]) && /Show.?Name/i.test(cols ? Object.keys(cols).join(" ") : f)]);
      cases.push([d, "label like 'Acme - Tier 2' from customer and tier level", (f, fam) => fam === "concat" && same(literals(f), [" - Tier "])]);
    }
    expect(failures(cases)).toEqual([]);
  });

  it("a person's name written with a comma puts the surname first", () => {
    const cases: Cases = [];
    for (const d of ["tableau", "dax", "looker", "excel"] as Dialect[])
      for (const [first, last] of [["First Name", "Last Name"], ["Given Name", "Surname"], ["Donor First Name", "Donor Last Name"]] as const)
        for (const ask of [`full name like "Garcia, Maria" from ${ref(d, first)} and ${ref(d, last)}`, `combine ${ref(d, first)} and ${ref(d, last)} like 'Smith, Jane'`]) {
          const lastAt = (f: string) => f.toLowerCase().indexOf(snake(last).replace(/_/g, d === "looker" ? "_" : " "));
          const firstAt = (f: string) => f.toLowerCase().indexOf(snake(first).replace(/_/g, d === "looker" ? "_" : " "));
          cases.push([d, ask, (f, fam, cols) => fam === "concat" && same(literals(f), [", "]) && (cols ? f.indexOf(`${cols[last]}2`) < f.indexOf(`${cols[first]}2`) : lastAt(f) >= 0 && lastAt(f) < firstAt(f))]);
        }
    expect(failures(cases)).toEqual([]);
  });

  it("taking a part of a name shown by an example is no join", () => {
    const cases: Cases = [];
    for (const d of ALL) cases.push([d, `pull the first name out of ${ref(d, "Athlete Name")}, names are written like 'Serena Williams'`, (_f, fam) => fam === "textExtract"]);
    expect(failures(cases)).toEqual([]);
  });
});

describe("two unquoted labels around a test of one field against another", () => {
  it("are labels in every dialect, never fields", () => {
    const cases: Cases = [];
    const rows: Array<[string, string, string, string, string]> = [
      ["Over Budget", "Within Budget", "Actual", "is greater than", "Budget"],
      ["Below Target", "On Target", "Sales", "<", "Target"],
      ["Late Shipment", "On Time", "Ship Date", ">", "Due Date"],
      ["Over Cost", "Under Cost", "Price", "is more than", "Cost"],
    ];
    for (const d of ALL)
      for (const [yes, no, a, op, b] of rows)
        for (const ask of [`${yes} if ${ref(d, a, "GL")} ${op} ${ref(d, b, "GL")}, else ${no}`, `${yes} when ${ref(d, a, "GL")} ${op} ${ref(d, b, "GL")} otherwise ${no}`])
          cases.push([d, ask, (f) => same(literals(f), [yes, no])]);
    for (const d of ALL) {
      cases.push([d, `if ${ref(d, "Actual", "GL")} > ${ref(d, "Budget", "GL")} then Over Budget else Within Budget`, (f) => same(literals(f), ["Over Budget", "Within Budget"])]);
      cases.push([d, `High Spend if ${ref(d, "Spend")} > ${ref(d, "Target Spend")}, else Low Spend`, (f) => same(literals(f), ["High Spend", "Low Spend"])]);
    }
    expect(failures(cases)).toEqual([]);
  });

  it("a measure's name returned against a number is still the field", () => {
    const cases: Cases = [];
    cases.push(["tableau", "if [Discount] > 0.2 then Net Sales else 0", (f) => f === "IF [Discount] > 0.2 THEN [Net Sales] ELSE 0 END"]);
    cases.push(["tableau", "if [Profit] > 0 then Sales else 0", (f) => f === "IF [Profit] > 0 THEN [Sales] ELSE 0 END"]);
    expect(failures(cases)).toEqual([]);
  });
});

describe("a top N with only the rest's label written", () => {
  it("labels the top 'Top N' (or 'Bottom N') and the rest as written", () => {
    const cases: Cases = [];
    const rows: Array<[string, string[]]> = [
      [`flag the top 10 products by profit, everything else "Other"`, ["Top 10", "Other"]],
      [`top 5 customers by sales, the rest 'Rest'`, ["Top 5", "Rest"]],
      [`bottom 3 stores by revenue, all others "OK"`, ["Bottom 3", "OK"]],
      [`mark the top 20 SKUs by Units Sold, "Long Tail" for everything else`, ["Top 20", "Long Tail"]],
      [`flag the top 10 products by profit, the rest as Other`, ["Top 10", "Other"]],
      [`flag the top 3 reps by sales; everyone else should say "Rest"`, ["Top 3", "Rest"]],
      [`label top 5 regions by sales, remaining regions "Other"`, ["Top 5", "Other"]],
    ];
    for (const d of RANKING) for (const [ask, labels] of rows) cases.push([d, ask, (f, fam) => fam === "topN" && same(literals(f).filter((l) => !/^(?:asc|desc)$/i.test(l)), labels)]);
    expect(failures(cases)).toEqual([]);
  });

  it("both labels written are both used", () => {
    const cases: Cases = [];
    const rows: Array<[string, string[]]> = [
      [`label the top 5 customers by sales as 'VIP' and everyone else as 'Standard'`, ["VIP", "Standard"]],
      [`top 5 customers by sales as VIP, the rest Regular`, ["VIP", "Regular"]],
      [`mark the top 20 SKUs by Units Sold as "Core", "Long Tail" for everything else`, ["Core", "Long Tail"]],
      [`top 10 customers by revenue get 'Key', others get 'Standard'`, ["Key", "Standard"]],
    ];
    for (const d of RANKING) for (const [ask, labels] of rows) cases.push([d, ask, (f, fam) => fam === "topN" && same(literals(f), labels)]);
    expect(failures(cases)).toEqual([]);
  });

  it("the labels' words are not read as the measure", () => {
    const cases: Cases = [];
    cases.push(["excel", `top 10 customers by revenue get 'Key', others get 'Standard'`, (_f, _fam, cols) => !!cols && "Revenue" in cols]);
    cases.push(["excel", `flag the top 3 reps by sales; everyone else should say "Rest"`, (_f, _fam, cols) => !!cols && "Sales" in cols]);
    cases.push(["tableau", `top 10 customers by revenue get 'Key', others get 'Standard'`, (f) => f.includes("SUM([Revenue])")]);
    expect(failures(cases)).toEqual([]);
  });

  it("without any label a top N stays a test", () => {
    expect(failures([["tableau", "top 10 products by profit", (f) => f === "RANK(SUM([Profit])) <= 10"]])).toEqual([]);
  });
});

describe("a name's parts, told by an example of the names", () => {
  it("a comma puts the last name first: the first name is after it, the last name before it", () => {
    const cases: Cases = [];
    for (const example of ["Garcia, Maria", "Smith, John", "O'Neil, Ann"]) {
      cases.push(["excel", `names in column A look like "${example}" - i just need the first name`, (f) => f === '=MID(A2, FIND(", ", A2)+2, LEN(A2))']);
      cases.push(["excel", `names in column A look like "${example}" - i just need the last name`, (f) => f === '=LEFT(A2, FIND(",", A2)-1)']);
      cases.push(["excel", `column B has names like "${example}". get the first name`, (f) => f === '=MID(B2, FIND(", ", B2)+2, LEN(B2))']);
      for (const d of ALL) {
        cases.push([d, `first name from ${ref(d, "Customer Name")}, which looks like "${example}"`, (f, fam) => fam === "textExtract" && literals(f).some((l) => /^, /.test(l))]);
        cases.push([d, `last name from ${ref(d, "Customer Name")}, e.g. "${example}"`, (f, fam) => fam === "textExtract" && literals(f).some((l) => /^\^?\(?.*,/.test(l) || l === ",")]);
      }
    }
    expect(failures(cases)).toEqual([]);
  });

  it("the one column written beside the example is the one split", () => {
    const cases: Cases = [];
    for (const d of ALL) {
      cases.push([d, `${ref(d, "Full Name", "Users")} looks like "Maria Garcia". get the last name`, (f, fam) => fam === "textExtract" && literals(f).some((l) => l.includes(" ")) && !literals(f).some((l) => l.includes(","))]);
      cases.push([d, `${ref(d, "Full Name", "Users")} has names like "Garcia, Maria" - pull out the first name`, (f, fam) => fam === "textExtract" && literals(f).some((l) => /^, /.test(l))]);
      cases.push([d, `${ref(d, "Name", "Employees")} is written like 'Lopez, Ana'. i need just the surname`, (f, fam) => fam === "textExtract" && literals(f).some((l) => l === "," || /^\^?\(.*,/.test(l))]);
    }
    expect(failures(cases)).toEqual([]);
  });

  it("a name written first-name first keeps the space", () => {
    const cases: Cases = [];
    for (const example of ["Maria Garcia", "Serena Williams"]) {
      cases.push(["excel", `names in column A look like "${example}" - i just need the last name`, (f) => f === '=MID(A2, FIND(" ", A2)+1, LEN(A2))']);
      cases.push(["excel", `names in column A look like "${example}" - i just need the first name`, (f) => f === '=LEFT(A2, FIND(" ", A2)-1)']);
    }
    expect(failures(cases)).toEqual([]);
  });
});

describe("a part of a text shown by an example (like MATH from 'MATH 101')", () => {
  it("the example is no sheet to look up; the words say the part", () => {
    const cases: Cases = [];
    for (const d of ALL)
      for (const ask of [
        `pull the subject prefix from Course Code, the letters before the space (like MATH from "MATH 101")`,
        `the department from Course Code, the text before the space, e.g. MATH from 'MATH 101'`,
      ])
        cases.push([d, ask, (f, fam) => fam === "textExtract" && literals(f).some((l) => l.includes(" ")) && !/MATH/.test(f)]);
    cases.push(["excel", `pull the subject prefix from Course Code, the letters before the space (like MATH from "MATH 101")`, (f) => f === '=LEFT(A2, FIND(" ", A2)-1)']);
    expect(failures(cases)).toEqual([]);
  });

  it("when the words do not say it, the example shows the part", () => {
    const cases: Cases = [];
    const rows: Array<[string, string]> = [
      [`the subject out of Course Code (like MATH from "MATH 101")`, '=LEFT(A2, FIND(" ", A2)-1)'],
      [`course number from Course Code, e.g. 101 from "MATH 101"`, '=MID(A2, FIND(" ", A2)+1, LEN(A2))'],
      [`area code from Phone (e.g. 512 from "512-555-0100")`, '=LEFT(A2, FIND("-", A2)-1)'],
      [`region code from Store ID, like EU from 'EU-0042'`, '=LEFT(A2, FIND("-", A2)-1)'],
      [`the extension from File Name, like pdf from 'report.pdf'`, '=MID(A2, FIND(".", A2)+1, LEN(A2))'],
      [`the first name from Customer Name (e.g. Maria from "Garcia, Maria")`, '=MID(A2, FIND(" ", A2)+1, LEN(A2))'],
      [`get the city from Location, e.g. Austin from "Austin, TX"`, '=LEFT(A2, FIND(",", A2)-1)'],
      [`get the area code from Phone, e.g. '512' from '512-555-0100'`, '=LEFT(A2, FIND("-", A2)-1)'],
    ];
    for (const [ask, excel] of rows) {
      cases.push(["excel", ask, (f) => f === excel]);
      for (const d of ALL) cases.push([d, ask, (f, fam) => fam === "textExtract"]);
    }
    expect(failures(cases)).toEqual([]);
  });
});

describe("bucket lists: after a dash, with a unit or noun after the range, in percents", () => {
  it("a dash after the subject opens the list; no label is a lone sign", () => {
    const cases: Cases = [];
    const rows: Array<[string, string, string, string[]]> = [
      ["Employees", "Tenure Years", "tenure band from {f} - under 1, 1-5, over 5", ["Under 1", "1-5", "Over 5"]],
      ["Patients", "Age", "age group from {f} - under 18, 18-64, 65+", ["Under 18", "18-64", "65+"]],
      ["Orders", "Days Late", "lateness bucket from {f} - under 3, 3-7, over 7", ["Under 3", "3-7", "Over 7"]],
    ];
    for (const d of ALL) for (const [table, col, ask, labels] of rows) cases.push([d, ask.replace("{f}", ref(d, col, table)), (f, fam) => fam === "buckets" && same(literals(f), labels)]);
    cases.push(["dax", "calc column: tenure band from Employees[Tenure Years] - under 1, 1-5, over 5", (f) => same(literals(f), ["Under 1", "1-5", "Over 5"])]);
    expect(failures(cases)).toEqual([]);
  });

  it("the column's noun after a range is not part of the label", () => {
    const cases: Cases = [];
    const rows: Array<[string, string, string, string[]]> = [
      ["Subscriptions", "Seats", "tier {f}: 1-10 seats Small, 11-100 seats Mid, over 100 Enterprise", ["Small", "Mid", "Enterprise"]],
      ["Customers", "Orders", "tier {f}: 1-5 orders Low, 6-20 orders Mid, over 20 High", ["Low", "Mid", "High"]],
      ["Members", "Visits", "group {f}: 0-4 visits Casual, 5-12 visits Regular, over 12 Loyal", ["Casual", "Regular", "Loyal"]],
    ];
    for (const d of ALL) for (const [table, col, ask, labels] of rows) cases.push([d, ask.replace("{f}", ref(d, col, table)), (f, fam) => fam === "buckets" && same(literals(f), labels)]);
    cases.push([
      "dax",
      "Our Subscriptions table has one row per account with a Subscriptions[Seats] column. Add a calculated column that tiers accounts: 1-10 seats Small, 11-100 Mid, over 100 Enterprise.",
      (f) => same(literals(f), ["Small", "Mid", "Enterprise"]),
    ]);
    expect(failures(cases)).toEqual([]);
  });

  it("percent bounds are fractions on one scale, and labels made from them say percent", () => {
    const cases: Cases = [];
    for (const d of ALL) {
      cases.push([d, `label ${ref(d, "Margin")}: Thin if under 10%, Healthy from 10% to 20%, Rich if over 20%`, (f, fam) => fam === "buckets" && same(literals(f), ["Thin", "Healthy", "Rich"]) && /0\.1\b/.test(f) && /0\.2\b/.test(f)]);
      cases.push([d, `bucket ${ref(d, "Margin")} into under 10%, 10-20%, over 20%`, (f, fam) => fam === "buckets" && same(literals(f), ["Under 10%", "10%-20%", "Over 20%"])]);
      cases.push([d, `bucket ${ref(d, "Discount")} into 0-10%, 10-20%, 20%+`, (f, fam) => fam === "buckets" && same(literals(f), ["0-10%", "10%-20%", "20%+"]) && !/\b(?:10|20)\b(?!%)/.test(f.replace(/"[^"]*"/g, ""))]);
      cases.push([d, `label ${ref(d, "Defect Rate")}: Pass if under 2%, Watch from 2% to 5%, Fail if over 5%`, (f) => same(literals(f), ["Pass", "Watch", "Fail"]) && /0\.02\b/.test(f) && /0\.05\b/.test(f)]);
    }
    expect(failures(cases)).toEqual([]);
  });

  it("'label it' is about the field the sentence before named", () => {
    const cases: Cases = [];
    const excel = /^=IFS\(G2<0\.02, "Pass", G2<=0\.05, "Watch", TRUE, "Fail"\)$|^=IF\(G2<0\.02,\s?"Pass",\s?IF\(G2<=0\.05,\s?"Watch",\s?"Fail"\)\)$/;
    cases.push(["excel", "defect rate is in column G as a percent. label it Pass if under 2%, Watch from 2% to 5%, Fail if over 5%", (f) => excel.test(f)]);
    cases.push(["excel", "defect rate as a percent. label it Pass if under 2%, Watch from 2% to 5%, Fail if over 5%", (f, _fam, cols) => /^=IFS\((?<c>[A-Z])2<0\.02, "Pass", \k<c>2<=0\.05, "Watch", TRUE, "Fail"\)$/.test(f) && !!cols && Object.keys(cols).some((k) => /defect rate/i.test(k))]);
    for (const d of ALL)
      for (const ask of [
        "defect rate is a percent. label it Pass if under 2%, Watch from 2% to 5%, Fail if over 5%",
        `${ref(d, "Defect Rate")} is stored as a percent. label it Pass if under 2%, Watch from 2% to 5%, Fail if over 5%`,
        "margin is a percent. label it Thin if under 10%, OK from 10% to 20%, Great if over 20%",
        "I have a Margin column. label it Thin if under 10%, OK from 10% to 20%, Great if over 20%",
        "our satisfaction score is out of 100. label it Pass if over 80, Watch from 50 to 80, Fail if under 50",
      ])
        cases.push([d, ask, (f, fam, cols) => fam === "buckets" && literals(f).every((l) => /^(?:Pass|Watch|Fail|Thin|OK|Great)$/.test(l)) && literals(f).length === 3 && /defect|margin|satisfaction/i.test(cols ? Object.keys(cols).join(" ") : f)]);
    expect(failures(cases)).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { type Dialect, generateFormula } from "./index";
import { failures, flat } from "./test-support/request-cases";

/**
 * Round 9: buckets and flags. A label written around its range ("1-3 days late") is the item as
 * written; "from" before a range is not a label word; "'Large' above that" is the rest; quoted labels
 * that are ranges ("'50k-100k'") give the bounds; "case statement on X:" names the bucketed field;
 * the field in a label's clause ("'Full' if Attendees is 20 or more") is the one bucketed; "label
 * rows where <test> as A, otherwise B" is a two-way label.
 */



const ALL: Dialect[] = ["tableau", "looker-studio", "dax", "looker", "excel"];
const snake = (s: string) => s.toLowerCase().replace(/\s+/g, "_");
/** A field as written in each dialect's request. */
const ref = (d: Dialect, name: string) => (d === "tableau" ? `[${name}]` : d === "looker" ? `\${orders.${snake(name)}}` : d === "dax" ? `Orders[${name}]` : name);
/** How the field shows in the formula (Excel: a column of row 2). */
const shown = (d: Dialect, name: string, col = "A") => (d === "tableau" ? `[${name}]` : d === "looker" ? `\${orders.${snake(name)}}` : d === "dax" ? `Orders[${name}]` : d === "excel" ? `${col}2` : name);
const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** The labels appear in this order, each once as a literal. */
const labelsInOrder = (f: string, labels: string[]) => {
  const lits = [...f.matchAll(/"([^"]*)"/g)].map((m) => m[1]!);
  return JSON.stringify(lits.filter((l) => labels.includes(l))) === JSON.stringify(labels) && new Set(lits).size === lits.length;
};
const tests = (f: string, field: string, op: string, n: number) => new RegExp(`${esc(field)}\\s*${esc(op)}\\s*${n}\\b`).test(f);

describe("a label written around its range is the item as written", () => {
  it("'1-3 days late', 'more than 3 days late'", () => {
    const cases: Parameters<typeof failures>[0] = [];
    const rows: Array<[string, string, string[]]> = [
      ["Delay Days", "on time (0 or less), 1-3 days late, more than 3 days late", ["On Time", "1-3 Days Late", "More Than 3 Days Late"]],
      ["Days Overdue", "current (0 or less), 1-30 days overdue, over 30 days overdue", ["Current", "1-30 Days Overdue", "Over 30 Days Overdue"]],
      ["Ticket Age", "new (under 1), 1-7 days old, more than 7 days old", ["New", "1-7 Days Old", "More Than 7 Days Old"]],
      ["Lead Time", "same day (0 or less), 1-2 weeks out, more than 2 weeks out", ["Same Day", "1-2 Weeks Out", "More Than 2 Weeks Out"]],
    ];
    for (const d of ALL)
      for (const [field, list, labels] of rows)
        for (const verb of ["bucket", "group", "band"]) cases.push([d, `${verb} ${ref(d, field)} into ${list}`, (f, fam) => fam === "buckets" && labelsInOrder(f, labels) && f.includes(shown(d, field))]);
    expect(failures(cases)).toEqual([]);
  });
});

describe("'from' opens a range, it is no label word", () => {
  it("'Mid from 1 to 3'", () => {
    const cases: Parameters<typeof failures>[0] = [];
    const rows: Array<[string, string, string[]]> = [
      ["CPC", "Low under 1, Mid from 1 to 3 and High above 3", ["Low", "Mid", "High"]],
      ["Order Value", "Small under 50, Medium from 50 to 200, Large over 200", ["Small", "Medium", "Large"]],
      ["Basket Size", "Light below 5, Normal from 5 to 15, Heavy above 15", ["Light", "Normal", "Heavy"]],
    ];
    for (const d of ALL) for (const [field, list, labels] of rows) for (const verb of ["bucket", "tier", "segment"]) cases.push([d, `${verb} ${ref(d, field)} into ${list}`, (f, fam) => fam === "buckets" && labelsInOrder(f, labels)]);
    expect(failures(cases)).toEqual([]);
  });
});

describe("'above that', 'anything more', 'beyond that' is the rest", () => {
  it("the last label, after its words", () => {
    const cases: Parameters<typeof failures>[0] = [];
    const rests = ["above that", "over that", "for anything more", "beyond that", "anything above"];
    const rows: Array<[string, number, number]> = [
      ["Monthly Retainer", 5000, 20000],
      ["Deal Size", 1000, 10000],
      ["Order Total", 50, 250],
    ];
    for (const d of ALL)
      for (const [field, a, b] of rows)
        for (const rest of rests) {
          const q = `${ref(d, field)} tier label: 'Small' below ${a}, 'Medium' from ${a} to ${b}, 'Large' ${rest}`;
          cases.push([d, q, (f, fam) => fam === "buckets" && labelsInOrder(f, ["Small", "Medium", "Large"]) && tests(f, shown(d, field), "<", a) && tests(f, shown(d, field), "<=", b)]);
        }
    expect(failures(cases)).toEqual([]);
  });
  it("the looker request as written", () => {
    const r = generateFormula("looker", "agency explore with ${clients.monthly_retainer}. the account team wants a tier label: 'Small' below 5000, 'Medium' from 5000 to 20000, 'Large' above that");
    expect(r.ok && flat(r.formula)).toBe('case(when(${clients.monthly_retainer} < 5000, "Small"), when(${clients.monthly_retainer} <= 20000, "Medium"), "Large")');
  });
});

describe("the field in a label's clause is bucketed", () => {
  it("'Full' if Attendees is 20 or more, 'OK' for 10-19, otherwise 'Low'", () => {
    const cases: Parameters<typeof failures>[0] = [];
    const rows: Array<[string, string, string, number, number, string[]]> = [
      ["Class Name", "Attendees", "class", 10, 20, ["Full", "OK", "Low"]],
      ["Store", "Visits", "store", 100, 500, ["Busy", "Steady", "Quiet"]],
      ["Route", "Stops", "route", 5, 12, ["Long", "Medium", "Short"]],
    ];
    for (const d of ALL)
      for (const [first, field, noun, lo, hi, [top, mid, low]] of rows)
        for (const verb of ["flags each", "labels each", "marks every"]) {
          const q = `columns are ${first} and ${field}. I'd like a column that ${verb} ${noun} '${top}' if ${field} is ${hi} or more, '${mid}' for ${lo}-${hi - 1}, otherwise '${low}'`;
          // (The context lists plain names: DAX and LookML place them in their default table or view.)
          const x = d === "excel" ? "B2" : d === "looker" ? `.${snake(field)}}` : d === "dax" ? `[${field}]` : field;
          // One branch per label: the open top band (or the bottom) is the rest.
          cases.push([d, q, (f, fam) => fam === "buckets" && f.includes(x) && !/Value/.test(f) && [...f.matchAll(/"([^"]*)"/g)].length === 3 && new Set([...f.matchAll(/"([^"]*)"/g)].map((m) => m[1])).size === 3]);
        }
    expect(failures(cases)).toEqual([]);
  });
  it("the excel request as written", () => {
    const r = generateFormula("excel", "I track attendance at my fitness studio, columns are Class Name and Attendees. I'd like a column that flags each class 'Full' if Attendees is 20 or more, 'OK' for 10-19, otherwise 'Low'");
    expect(r.ok && flat(r.formula)).toBe('=IFS(B2<10, "Low", B2<=19, "OK", TRUE, "Full")');
  });
});

describe("quoted labels that are ranges give the bounds", () => {
  it("'Under 50k', '50k-100k', '100k+'", () => {
    const cases: Parameters<typeof failures>[0] = [];
    const rows: Array<[string, string, string, string[], number[]]> = [
      ["Employees", "Salary", "person", ["Under 50k", "50k-100k", "100k+"], [50000, 100000]],
      ["Deals", "Amount", "deal", ["Under 10k", "10k-50k", "50k+"], [10000, 50000]],
      ["Homes", "Price", "home", ["Under 250k", "250k-1m", "1m+"], [250000, 1000000]],
    ];
    for (const d of ALL)
      for (const [table, field, noun, labels, [a, b]] of rows) {
        const q1 = `the ${table} table has a [${field}] column. I need a calculated column that labels each ${noun} '${labels[0]}', '${labels[1]}' or '${labels[2]}'`;
        const q2 = `label each ${noun} '${labels[0]}', '${labels[1]}' or '${labels[2]}' by ${field}`;
        for (const q of [q1, q2]) cases.push([d, q, (f, fam) => fam === "buckets" && labelsInOrder(f, labels) && new RegExp(`<\\s*${a}\\b`).test(f) && new RegExp(`<\\s*${b}\\b`).test(f) && !/Value/.test(f)]);
      }
    expect(failures(cases)).toEqual([]);
  });
  it("the dax request as written", () => {
    const r = generateFormula("dax", "in our HR model the Employees table has a [Salary] column. I need a calculated column that labels each person 'Under 50k', '50k-100k' or '100k+' so we can slice by pay band");
    expect(r.ok && flat(r.formula)).toContain('SWITCH( TRUE(), Employees[Salary] < 50000, "Under 50k", Employees[Salary] < 100000, "50k-100k", "100k+" )');
  });
});

describe("'case statement on X:' names the bucketed field", () => {
  it("range = 'label' lists and 'label' range lists", () => {
    const cases: Parameters<typeof failures>[0] = [];
    const leads = ["case statement on", "CASE WHEN buckets on", "case when on", "switch statement on", "nested if on"];
    const rows: Array<[string, string, string[], number, number]> = [
      ["Seats", "under 10 = 'Small', 10 to 99 = 'Mid', 100 or more = 'Enterprise'", ["Small", "Mid", "Enterprise"], 10, 99],
      ["Watch Minutes", '"Light" under 60, "Regular" 60-299, "Heavy" 300+', ["Light", "Regular", "Heavy"], 60, 299],
      ["Credit Score", "'Poor' under 580, 'Fair' 580-669, 'Good' 670+", ["Poor", "Fair", "Good"], 580, 669],
    ];
    for (const d of ALL)
      for (const lead of leads)
        for (const [field, list, labels, a, b] of rows)
          cases.push([d, `${lead} ${ref(d, field)}: ${list}`, (f, fam) => fam === "buckets" && labelsInOrder(f, labels) && tests(f, shown(d, field), "<", a) && (tests(f, shown(d, field), "<=", b) || tests(f, shown(d, field), "<", b + 1))]);
    expect(failures(cases)).toEqual([]);
  });
});

describe("label rows where <test> as A, otherwise B", () => {
  it("a two-way label after the test", () => {
    const cases: Parameters<typeof failures>[0] = [];
    const verbs = ["label rows where", "flag rows where", "tag each shipment where", "mark them if", "label each row if"];
    const rows: Array<[string, string, string, number, string, string]> = [
      ["Transit Days", "is over", ">", 4, "Slow", "On Time"],
      ["Margin", "is below", "<", 0.1, "Thin", "Healthy"],
      ["Response Hours", "is more than", ">", 24, "Breached", "Within SLA"],
    ];
    for (const d of ALL)
      for (const verb of verbs)
        for (const [field, words, op, n, yes, no] of rows)
          for (const els of ["otherwise", "else"])
            cases.push([d, `${verb} ${ref(d, field)} ${words} ${n} as ${yes}, ${els} ${no}`, (f) => labelsInOrder(f, [yes, no]) && tests(f, shown(d, field), op, n) && !/Label|Rows|Not /.test(f)]);
    expect(failures(cases)).toEqual([]);
  });
  it("the looker request as written", () => {
    const r = generateFormula("looker", "label rows where ${shipments.avg_transit_days} is over 4 as Slow, otherwise On Time");
    expect(r.ok && flat(r.formula)).toBe('if(${shipments.avg_transit_days} > 4, "Slow", "On Time")');
  });
});

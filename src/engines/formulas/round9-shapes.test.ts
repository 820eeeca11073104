import { describe, expect, it } from "vitest";
import { type Dialect, generateFormula } from "./index";
import { failures } from "./test-support/request-cases";

/**
 * Round 9: a join that shows an example of its result follows the example's shape — the text
 * around and between its value runs becomes the literals between the fields, its words set the
 * fields' order when they name them, words joined by plain spaces are one value, and the example
 * is never a field. A join asked in a letter case wraps the whole join in the case function.
 */



const title = (s: string) => s.replace(/_/g, " ").replace(/\b\w/g, (c) => c.toUpperCase());
/** A written reference in the request ("[City]", "${airports.city}", "Airports[City]", plain "City"). */
const written = (d: Dialect, view: string, col: string) => (d === "looker" ? `\${${view}.${col}}` : d === "dax" ? `${title(view)}[${title(col)}]` : d === "tableau" ? `[${title(col)}]` : title(col));
/** The literals of a rendered join, in order. */
const literals = (f: string) => [...f.matchAll(/"([^"]*)"/g)].map((m) => m[1]!);
/** Where each name appears in the formula. */
const order = (f: string, a: string, b: string) => f.indexOf(a) >= 0 && f.indexOf(b) > f.indexOf(a);

const ALL: Dialect[] = ["tableau", "looker-studio", "dax", "looker", "excel"];

describe("the example's separators are the join's literals", () => {
  it("text around and between the values, quoted or bare", () => {
    const cases: Parameters<typeof failures>[0] = [];
    const shapes: Array<[string, string, string, string[]]> = [
      // [first col, second col, example, literals]
      ["city", "iata_code", '"Denver (DEN)"', [" (", ")"]],
      ["carrier_code", "flight_number", "'BA-117'", ["-"]],
      ["store_name", "store_id", "'Downtown #42'", [" #"]],
      ["region", "segment", "'West / Retail'", [" / "]],
      ["city", "country_code", "'Oslo: NO'", [": "]],
    ];
    const phrasings = ["concatenate {a} and {b} so it shows like {ex}", "combine {a} with {b}, it should look like {ex}", "join {a} and {b} so it reads like {ex}", "{a} and {b} as one label formatted {ex}"];
    for (const d of ALL)
      for (const [a, b, ex, lits] of shapes)
        for (const p of phrasings) {
          if (d === "excel") continue;
          const q = p.replace("{a}", written(d, "items", a)).replace("{b}", written(d, "items", b)).replace("{ex}", ex);
          const name = (c: string) => (d === "looker" ? `\${items.${c}}` : d === "dax" ? `Items[${title(c)}]` : title(c));
          cases.push([d, q, (f, fam) => fam === "concat" && JSON.stringify(literals(f)) === JSON.stringify(lits) && order(f, name(a), name(b))]);
        }
    expect(failures(cases)).toEqual([]);
  });

  it("a bare example at the end is never a field", () => {
    const cases: Parameters<typeof failures>[0] = [];
    for (const d of ALL)
      for (const [a, b, ex, sep] of [
        ["Carrier Code", "Flight Number", "BA-117", "-"],
        ["Aisle", "Bin", "A12/B4", "/"],
        ["Team", "Season", "Hawks_2024", "_"],
      ] as const)
        for (const p of ["concat {a} and {b} with a dash so it reads like {ex}", "combine {a} and {b} so it looks like {ex}", "join {a} and {b}, e.g. {ex}"]) {
          const q = p.replace("{a}", a).replace("{b}", b).replace("{ex}", ex);
          cases.push([d, q, (f) => literals(f).join("|") === sep && !/reads|looks|like/i.test(f) && !f.includes(ex)]);
        }
    expect(failures(cases)).toEqual([]);
  });

  it("words joined by plain spaces are one value when the example has more words than fields", () => {
    const cases: Parameters<typeof failures>[0] = [];
    for (const [a, b, ex] of [
      ["Account Name", "Tier", "Acme Corp (ENT)"],
      ["Product Name", "Size", "Trail Runner Pro (XL)"],
      ["Clinic Name", "State", "Mercy General Clinic (OH)"],
    ])
      for (const p of [
        "CS lead wants a clean label for the tracker, like '{ex}'. Combine {a} with {b} in parentheses please.",
        "combine {a} and {b} so it looks like '{ex}'",
        "{a} and {b} joined into one label like \"{ex}\"",
      ]) {
        const q = p.replace("{a}", a).replace("{b}", b).replace("{ex}", ex);
        cases.push(["excel", q, (f) => f === '=A2&" ("&B2&")"']);
        cases.push(["tableau", q, (f) => f === `[${a}] + " (" + [${b}] + ")"`]);
      }
    expect(failures(cases)).toEqual([]);
  });
});

describe("the example's words set the order", () => {
  it("'Last, First' puts the last name first, from the ask or the context", () => {
    const cases: Parameters<typeof failures>[0] = [];
    for (const view of ["patients", "drivers", "members"])
      for (const p of [
        "my explore has ${V.first_name} and ${V.last_name} as separate dimensions. can you combine them into 'Last, First'",
        "we list V in an explore with ${V.first_name} and ${V.last_name}. one column like \"Last, First\" please",
        "combine ${V.first_name} and ${V.last_name} formatted 'Last, First'",
      ])
        cases.push(["looker", p.replace(/\bV\b/g, view), (f) => f === `concat(\${${view}.last_name}, ", ", \${${view}.first_name})`]);
    for (const d of ["tableau", "looker-studio", "excel"] as Dialect[])
      for (const p of [
        "hr headcount report: I have First Name and Last Name as separate fields and want one display field formatted 'Last, First' for the table",
        "roster sheet with First Name and Last Name columns. need one column like 'Last, First'",
        "combine First Name and Last Name into 'Last, First'",
      ])
        cases.push([d, p, (f) => literals(f).join("|") === ", " && (d === "excel" ? /B2&", "&A2|A2&", "&B2/.test(f) && !f.includes("C2") : order(f, "Last Name", "First Name"))]);
    expect(failures(cases)).toEqual([]);
  });

  it("an example of values keeps the written order and its separator, even said in the context", () => {
    const cases: Parameters<typeof failures>[0] = [];
    for (const [view, ex] of [["policyholders", "Smith, John"], ["tenants", "Garcia, Ana"], ["donors", "Okafor, Chi"]])
      for (const p of [
        "Ops asked for a single name label in the V table that looks like 'EX' - we have ${V.last_name} and ${V.first_name}. please combine them.",
        "combine ${V.last_name} and ${V.first_name} so it looks like 'EX'",
      ])
        cases.push(["looker", p.replace(/\bV\b/g, view).replace("EX", ex), (f) => f === `concat(\${${view}.last_name}, ", ", \${${view}.first_name})`]);
    expect(failures(cases)).toEqual([]);
  });
});

describe("a join in one letter case", () => {
  it("wraps the whole join in the dialect's case function", () => {
    const cases: Parameters<typeof failures>[0] = [];
    const fn: Record<Dialect, Record<string, string | null>> = {
      excel: { proper: "PROPER(", upper: "UPPER(", lower: "LOWER(" },
      tableau: { proper: "PROPER(", upper: "UPPER(", lower: "LOWER(" },
      "looker-studio": { proper: null, upper: "UPPER(", lower: "LOWER(" },
      looker: { proper: null, upper: "upper(", lower: "lower(" },
      dax: { proper: null, upper: "UPPER(", lower: "LOWER(" },
    };
    const asks: Array<[string, string]> = [
      ["full name from first name and last name, in proper case pls", "proper"],
      ["combine first name and last name in upper case", "upper"],
      ["join City and State with a comma, all lowercase", "lower"],
      ["concatenate Street and City, uppercase", "upper"],
      ["full name from First Name and Last Name, properly capitalized", "proper"],
    ];
    for (const d of ALL)
      for (const [q, to] of asks) {
        const want = fn[d][to];
        if (want === null) continue;
        cases.push([d, q, (f, fam) => fam === "concat" && f.replace(/^(?:=|[\w ]+ = )/, "").startsWith(want) && (f.match(/"/g)?.length ?? 0) >= 2]);
      }
    expect(failures(cases)).toEqual([]);
  });

  it("dialects without proper case decline rather than drop the case", () => {
    for (const d of ["looker-studio", "looker", "dax"] as Dialect[]) expect(generateFormula(d, "full name from first name and last name, in proper case").ok).toBe(false);
  });

  it("the case said of the input examples is not the result's case", () => {
    const cases: Parameters<typeof failures>[0] = [];
    for (const [a, b, ex] of [["maria", "lopez", "Maria Lopez"], ["chen", "wei", "Chen Wei"]])
      for (const p of [
        "our retail payroll export has First Name and Last Name in lower case like 'A' and 'B'. need one column that says 'EX', properly capitalized",
        "payroll sheet with First Name and Last Name in lowercase like 'A' and 'B'. I want one column that looks like 'EX' in proper case",
      ])
        cases.push(["excel", p.replace("'A'", `'${a}'`).replace("'B'", `'${b}'`).replace("EX", ex), (f) => f === '=PROPER(A2&" "&B2)']);
    expect(failures(cases)).toEqual([]);
  });
});

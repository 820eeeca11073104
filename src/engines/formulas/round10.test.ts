import { describe, expect, it } from "vitest";
import type { Dialect } from "./index";
import { failures } from "./test-support/request-cases";

/**
 * Round 10 (hold-out batches 42-45): the classes their first runs missed, each checked across names,
 * phrasings and dialects.
 */

const ALL: Dialect[] = ["tableau", "looker-studio", "dax", "looker", "excel"];
const snake = (s: string) => s.toLowerCase().replace(/\s+/g, "_");
/** A field as written in each dialect's request. */
const ref = (d: Dialect, name: string, table = "Orders") => (d === "tableau" ? `[${name}]` : d === "looker" ? `\${${snake(table)}.${snake(name)}}` : d === "dax" ? `${table}[${name}]` : name);
/** The string literals of a formula, in order. */
const literals = (f: string) => [...f.matchAll(/"([^"]*)"/g)].map((m) => m[1]!);

describe("a DAX calculated column that ranks the rows of a table", () => {
  it("ranks each row by its own value, not a measure over an invented dimension", () => {
    const cases: Parameters<typeof failures>[0] = [];
    const rows: Array<[string, string, string]> = [
      ["Members", "Total Spend", "member"],
      ["Listings", "Sale Price", "listing"],
      ["Products", "Revenue", "product"],
      ["Employees", "Salary", "employee"],
    ];
    for (const [table, col, each] of rows)
      for (const ask of [
        `calculated column that ranks ${table}[${col}], highest = 1`,
        `i need a calculated column ranking ${table}[${col}], largest is rank 1`,
        `calculated column that ranks each ${each} by ${table}[${col}], highest ${col.toLowerCase()} = 1`,
        `calc column: rank ${table}[${col}] highest first`,
      ])
        cases.push(["dax", ask, (f, fam) => fam === "rank" && f.includes(`RANKX(ALL(${table}), ${table}[${col}], , DESC`)]);
    cases.push(["dax", "calculated column that ranks Members[Total Spend], lowest = 1", (f) => f.includes("RANKX(ALL(Members), Members[Total Spend], , ASC")]);
    expect(failures(cases)).toEqual([]);
  });

  it("a measure rank still ranks a dimension by an aggregate", () => {
    expect(failures([["dax", "rank Stores[Store Name] by total Sales[Amount], highest = 1", (f) => f.includes("ALL(Stores[Store Name])") && f.includes("CALCULATE(SUM(Sales[Amount]))")]])).toEqual([]);
  });
});

describe("bucket labels keep the numbers and units as written", () => {
  it("k and M stay in the labels", () => {
    const cases: Parameters<typeof failures>[0] = [];
    const rows: Array<[string, string, string[], number[]]> = [
      ["Contract Value", "Under 1M, 1M-10M and Over 10M", ["Under 1M", "1M-10M", "Over 10M"], [1000000, 10000000]],
      ["Deal Size", "under 10k, 10k-50k, 50k+", ["Under 10k", "10k-50k", "50k+"], [10000, 50000]],
      ["Salary", "under 40K, 40K-80K and 80K+", ["Under 40K", "40K-80K", "80K+"], [40000, 80000]],
      ["Revenue", "under 2.5M, 2.5M-5M, over 5M", ["Under 2.5M", "2.5M-5M", "Over 5M"], [2500000, 5000000]],
    ];
    for (const d of ALL)
      for (const [field, list, labels, bounds] of rows)
        cases.push([d, `bucket ${ref(d, field)} into ${list}`, (f, fam) => fam === "buckets" && JSON.stringify(literals(f)) === JSON.stringify(labels) && bounds.every((b) => f.includes(String(b)))]);
    expect(failures(cases)).toEqual([]);
  });

  it("a unit written after a range is part of its label, never the whole label", () => {
    const cases: Parameters<typeof failures>[0] = [];
    const rows: Array<[string, string, string[]]> = [
      ["Tenure", "0-2 years, 3-5 years, 6+ years", ["0-2 Years", "3-5 Years", "6+ Years"]],
      ["Meter Age", "under 10, 10-24 and 25+ years", ["Under 10", "10-24", "25+ Years"]],
      ["Wait Time", "under 15 minutes, 15-30 minutes, over 30 minutes", ["Under 15 Minutes", "15-30 Minutes", "Over 30 Minutes"]],
    ];
    for (const d of ALL)
      for (const [field, list, labels] of rows)
        cases.push([d, `bucket ${ref(d, field)} into ${list}`, (f, fam) => fam === "buckets" && JSON.stringify(literals(f)) === JSON.stringify(labels)]);
    expect(failures(cases)).toEqual([]);
  });
});

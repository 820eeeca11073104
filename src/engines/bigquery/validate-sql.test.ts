import { describe, expect, it } from "vitest";
import { checkBigQuerySelect } from ".";

describe("checkBigQuerySelect", () => {
  it("accepts one SELECT (or WITH … SELECT) with qualified tables", () => {
    expect(checkBigQuerySelect("SELECT a FROM `p-proj.d.t` WHERE b > 1;", true)).toEqual({ ok: true });
    expect(checkBigQuerySelect("-- note\nWITH x AS (SELECT 1 AS a FROM `p-proj.d.t`) SELECT * FROM x", true)).toEqual({ ok: true });
    expect(checkBigQuerySelect("SELECT * FROM orders", false)).toEqual({ ok: true });
  });
  it("refuses other statements, several statements, bad grammar and bare tables when a dataset is expected", () => {
    expect(checkBigQuerySelect("DELETE FROM `p.d.t` WHERE TRUE", false)).toMatchObject({ ok: false, problem: /not a SELECT|parse/ });
    expect(checkBigQuerySelect("SELECT 1; SELECT 2", false)).toMatchObject({ ok: false, problem: "It is more than one statement." });
    expect(checkBigQuerySelect("SELEC nonsense FROM", false)).toMatchObject({ ok: false, problem: /does not parse/ });
    expect(checkBigQuerySelect("SELECT * FROM orders", true)).toMatchObject({ ok: false, problem: /not qualified.*orders/ });
    expect(checkBigQuerySelect("   ", false)).toMatchObject({ ok: false });
  });
});

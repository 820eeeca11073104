import { describe, expect, it } from "vitest";
import { tokenize } from "./formula-lexer";
import { parseFormula } from "./formula-parser";

describe("Looker Studio formula parser", () => {
  it("tokenizes numbers, strings with escapes, quoted names and operators", () => {
    expect(tokenize(`1.5e3 "a\\"b" 'c' \`My Field\` <> >= -`).map((t) => [t.kind, t.text])).toEqual([
      ["number", "1.5e3"],
      ["string", 'a"b'],
      ["string", "c"],
      ["quoted-ident", "My Field"],
      ["op", "<>"],
      ["op", ">="],
      ["op", "-"],
    ]);
  });

  it("respects precedence: * before +, comparison before AND, AND before OR", () => {
    expect(parseFormula("a + b * c")).toEqual({
      kind: "binary",
      op: "+",
      left: { kind: "field", name: "a" },
      right: { kind: "binary", op: "*", left: { kind: "field", name: "b" }, right: { kind: "field", name: "c" } },
    });
    const e = parseFormula("x = 1 OR y > 2 AND z");
    expect(e).toMatchObject({ kind: "binary", op: "OR", right: { kind: "binary", op: "AND" } });
  });

  it("reads field names typed with spaces, up to a keyword", () => {
    expect(parseFormula("Order Value > 10 AND Ship Country IN ('UK')")).toMatchObject({
      op: "AND",
      left: { left: { kind: "field", name: "Order Value" } },
      right: { kind: "in", expr: { kind: "field", name: "Ship Country" } },
    });
  });

  it("is case-insensitive for keywords and function names", () => {
    expect(parseFormula("case when a then sum(b) end")).toMatchObject({
      kind: "case",
      whens: [{ when: { kind: "field" }, then: { kind: "call", name: "SUM" } }],
    });
    expect(parseFormula("x is not null")).toEqual({ kind: "is-null", expr: { kind: "field", name: "x" }, negated: true });
    expect(parseFormula("x not in (1, 2)")).toMatchObject({ kind: "in", negated: true });
  });

  it("parses CAST and COUNT(*)", () => {
    expect(parseFormula("CAST(a AS number)")).toEqual({ kind: "cast", expr: { kind: "field", name: "a" }, type: "NUMBER" });
    expect(parseFormula("COUNT(*)")).toEqual({ kind: "call", name: "COUNT", args: [{ kind: "star" }] });
  });

  it("rejects a trailing token and an empty formula", () => {
    expect(() => parseFormula("a b)")).toThrow(/position 4/);
    expect(() => parseFormula("   ")).toThrow(/empty/);
  });
});

import { describe, expect, it } from "vitest";
import { asNamePath, formatTablePath, needsQuoting, parseIdentifierPath, quoteIdentifier } from "./identifiers";
import { splitList, splitTopLevel } from "./scan";

describe("identifiers", () => {
  it("quotes only when needed", () => {
    expect(needsQuoting("customer_id", "standard")).toBe(false);
    expect(needsQuoting("first name", "standard")).toBe(true);
    expect(needsQuoting("2024_sales", "mysql")).toBe(true);
    expect(needsQuoting("qualify", "bigquery")).toBe(true);
    expect(needsQuoting("qualify", "postgresql")).toBe(false);
    expect(needsQuoting("user", "postgresql")).toBe(true);
  });

  it("escapes the quote character inside a name", () => {
    expect(quoteIdentifier('say "hi"', "postgresql")).toBe('"say ""hi"""');
    expect(quoteIdentifier("a`b", "mysql")).toBe("`a``b`");
    expect(quoteIdentifier("a`b", "bigquery")).toBe("`a\\`b`");
  });

  it("reads names quoted in any style", () => {
    expect(parseIdentifierPath('"my schema".`order`.[line items]')).toEqual({
      ok: true,
      parts: ["my schema", "order", "line items"],
    });
    expect(parseIdentifierPath('"a ""b"""')).toEqual({ ok: true, parts: ['a "b"'] });
    expect(parseIdentifierPath("a.").ok).toBe(false);
    expect(parseIdentifierPath("price * 2").ok).toBe(false);
  });

  it("BigQuery backticks a whole path, other dialects each part", () => {
    expect(formatTablePath(["my-project", "ds", "t"], "bigquery")).toBe("`my-project.ds.t`");
    expect(formatTablePath(["my-project", "ds", "t"], "mysql")).toBe("`my-project`.ds.t");
    expect(formatTablePath(["a.b", "t"], "bigquery")).toBe("`a.b`.t");
  });

  it("tells names from expressions", () => {
    expect(asNamePath("first name")).toEqual(["first name"]);
    expect(asNamePath("c.*")).toEqual(["c", "*"]);
    expect(asNamePath("order date")).toEqual(["order date"]);
    for (const name of ["in stock", "end date", "is active", "terms and conditions", "case id"]) {
      expect(asNamePath(name)).toEqual([name]);
    }
    expect(asNamePath("name DESC")).toBeNull();
    expect(asNamePath("price - discount")).toBeNull();
    expect(asNamePath("42")).toBeNull();
    expect(asNamePath('"name desc"')).toEqual(["name desc"]);
  });
});

describe("scan", () => {
  it("splits outside quotes and parentheses only", () => {
    expect(splitTopLevel("a, f(b, c), 'x,y', \"p,q\"", ",").parts.map((s) => s.trim())).toEqual([
      "a",
      "f(b, c)",
      "'x,y'",
      '"p,q"',
    ]);
    expect(splitTopLevel("'it''s, ok', b", ",").parts).toHaveLength(2);
    expect(splitTopLevel("'it\\'s, ok', b", ",").parts).toHaveLength(2);
  });

  it("reports unclosed quotes and unbalanced parentheses", () => {
    expect(splitTopLevel("'abc", ",").problem).toBe("unclosed-quote");
    expect(splitTopLevel("f(a", ",").problem).toBe("unbalanced-parentheses");
    expect(splitTopLevel("a)", ",").problem).toBe("unbalanced-parentheses");
  });

  it("takes one item per line when there are no commas", () => {
    expect(splitList("a\r\nb\n\n c ").parts).toEqual(["a", "b", "c"]);
    expect(splitList("a, b\nc").parts).toEqual(["a", "b\nc"]);
  });
});

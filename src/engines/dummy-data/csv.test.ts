import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { csvField, toCsv } from "./csv";

describe("RFC 4180 CSV", () => {
  it("quotes only fields that need it and doubles quotes", () => {
    expect(csvField("plain")).toBe("plain");
    expect(csvField("a,b")).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField("two\nlines")).toBe('"two\nlines"');
    expect(csvField("cr\rhere")).toBe('"cr\rhere"');
    expect(csvField(" padded")).toBe('" padded"');
    expect(csvField("")).toBe("");
  });

  it("joins records with CRLF and round-trips through a CSV parser", () => {
    const rows = [
      ["1", "Smith, John", 'He said "ok"'],
      ["2", "multi\nline", ""],
    ];
    const csv = toCsv(["id", "name", "note"], rows);
    expect(csv.split("\r\n")[0]).toBe("id,name,note");
    const parsed = Papa.parse<string[]>(csv, { newline: "\r\n" }).data;
    expect(parsed).toEqual([["id", "name", "note"], ...rows]);
  });
});

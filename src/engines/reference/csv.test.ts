import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { csvField, csvLine, toCsv } from "./csv";

describe("RFC 4180 CSV", () => {
  it("leaves plain fields bare and quotes only when needed", () => {
    expect(csvField("GB")).toBe("GB");
    expect(csvField(1826)).toBe("1826");
    expect(csvField("Korea, Republic of")).toBe('"Korea, Republic of"');
    expect(csvField('Say "hi"')).toBe('"Say ""hi"""');
    expect(csvField("two\nlines")).toBe('"two\nlines"');
    expect(csvField(" padded")).toBe('" padded"');
    expect(csvField(null)).toBe("");
  });

  it("ends every record with CRLF and round-trips through a real CSV parser", () => {
    const rows = [
      ["Bonaire, Sint Eustatius and Saba", "BQ", "BES"],
      ["Côte d'Ivoire", "CI", "CIV"],
      ['The "Quoted"', "XX", "XXX"],
    ];
    const text = toCsv(["name", "code", "code3"], rows);
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.split("\r\n")).toHaveLength(5);
    const parsed = Papa.parse<string[]>(text.trimEnd(), { newline: "\r\n" });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data).toEqual([["name", "code", "code3"], ...rows]);
  });

  it("builds one line without a line ending", () => {
    expect(csvLine(["a", "b,c", 3])).toBe('a,"b,c",3');
  });
});

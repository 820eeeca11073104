import { describe, expect, it } from "vitest";
import { analyzeCsvBlob, analyzeCsvText } from "./analyze";
import { detectDelimiter, detectNewline } from "./detect";
import { CsvStreamParser } from "./stream-parser";
import { toCsv } from "./write";

const utf8 = (s: string) => new TextEncoder().encode(s);

describe("delimiter and line ending detection", () => {
  const cases: [string, string][] = [
    ["a,b,c\n1,2,3\n", ","],
    ["a;b;c\n1;2,5;3\n4;5,5;6\n", ";"],
    ["a\tb\tc\n1\t2\t3\n", "\t"],
    ["a|b|c\n1|2|3\n", "|"],
    ['name,notes\n"Smith; John","a|b; c"\n"Doe; Jane","x|y; z"\n', ","],
    ['name;notes\n"Smith, John";"a, b"\n"Doe, Jane";"x, y"\n', ";"],
    ["single\nvalue\n", ","],
  ];
  for (const [text, delimiter] of cases) {
    it(`${JSON.stringify(text.slice(0, 24))} → ${JSON.stringify(delimiter)}`, () => {
      expect(detectDelimiter(text, detectNewline(text), true)).toBe(delimiter);
    });
  }

  it("ignores a cut last row when the sample is not the whole file", () => {
    expect(detectDelimiter("a;b;c\n1;2;3\n4;5", "\n", false)).toBe(";");
  });

  it("finds CRLF, LF and CR outside quoted fields", () => {
    expect(detectNewline('a,b\r\n"x\ny",2\r\n')).toBe("\r\n");
    expect(detectNewline('a,b\n"x\r\ny\r\nz",2\n')).toBe("\n");
    expect(detectNewline("a,b\r1,2\r")).toBe("\r");
    // A stray quote inside an unquoted field does not open a quoted section.
    expect(detectNewline('a,b\r\n37"N,1\r\n2,3\r\n')).toBe("\r\n");
  });
});

describe("CsvStreamParser", () => {
  it("strips a BOM, keeps quoted newlines and escaped quotes, and does not invent a last row", () => {
    const records: string[][] = [];
    const p = new CsvStreamParser((r) => records.push(...r));
    p.push('\ufeffid,text\r\n1,"say ""hi""\r\nthere"\r\n2,plain');
    p.end();
    expect(records).toEqual([["id", "text"], ["1", 'say "hi"\r\nthere'], ["2", "plain"]]);
  });

  it("cuts a never-closed quote instead of holding the rest of the file", () => {
    const records: string[][] = [];
    const p = new CsvStreamParser((r) => records.push(...r), { sampleChars: 10, chunkChars: 10, maxRecordChars: 50 });
    p.push('a,b\n1,"never closed\n');
    for (let i = 0; i < 20; i++) p.push(`${i},x\n`);
    p.end();
    expect(p.warningCount).toBeGreaterThan(0);
    expect(p.warnings[0].message).toMatch(/never closed|unterminated/i);
    expect(records.length).toBeGreaterThan(2);
  });
});

describe("analyzeCsvText", () => {
  it("counts data rows (header excluded), columns and duplicates", () => {
    const r = analyzeCsvText("a,b\n1,x\n2,y\n1,x\n1,x\n3,z\n");
    expect([r.rows, r.columns, r.duplicates, r.distinctRows]).toEqual([5, 2, 2, 3]);
  });

  it("compares whole rows field by field", () => {
    // Same characters, different fields: not duplicates.
    const r = analyzeCsvText('a,b\n"x,y",z\nx,"y,z"\n"x","y,z"\n');
    expect(r.duplicates).toBe(1);
    expect(analyzeCsvText("a,b\nx ,y\nx,y\n").duplicates).toBe(0);
    expect(analyzeCsvText("a,b\nx,y\nx,y,\n").duplicates).toBe(0);
  });

  it("skips blank lines, counts them, and does not count the final line break", () => {
    const r = analyzeCsvText("a,b\n\n1,2\n\n\n3,4\n");
    expect([r.rows, r.blankLines]).toEqual([2, 3]);
    expect(analyzeCsvText("a,b\n1,2\n").blankLines).toBe(0);
  });

  it("reports rows with a different number of fields", () => {
    const r = analyzeCsvText("a,b,c\n1,2\n1,2,3,4\n1,2,3\n");
    expect([r.rows, r.raggedRows, r.maxFields]).toEqual([3, 2, 4]);
  });

  it("keeps the first 20 data rows for the preview", () => {
    const text = "n\n" + Array.from({ length: 50 }, (_, i) => String(i)).join("\n");
    const r = analyzeCsvText(text);
    expect(r.rows).toBe(50);
    expect(r.preview).toHaveLength(20);
    expect(r.preview[19]).toEqual(["19"]);
  });

  it("handles an empty file and a header-only file", () => {
    expect(analyzeCsvText("")).toMatchObject({ rows: 0, columns: 0, duplicates: 0 });
    expect(analyzeCsvText("a,b,c\n")).toMatchObject({ rows: 0, columns: 3, duplicates: 0 });
  });

  it("infers column types, with 95% of values deciding", () => {
    const rows = [
      "id,zip,price,flag,day,mixed,blank",
      ...Array.from({ length: 40 }, (_, i) => `${i + 1},0${1000 + i},${i}.5,${i % 2 ? "true" : "FALSE"},2024-01-${String((i % 28) + 1).padStart(2, "0")},${i % 2 ? i : "x"},`),
    ];
    rows.push("n/a,01234,1e3,true,2024-02-29T10:00:00Z,1, ");
    const r = analyzeCsvText(rows.join("\n"));
    const byName = Object.fromEntries(r.profiles.map((p) => [p.name, p]));
    expect(byName.id.type).toBe("integer");
    expect(byName.id.mismatched).toBe(1);
    expect(byName.zip.type).toBe("text");
    expect(byName.price.type).toBe("decimal");
    expect(byName.price.numeric).toMatchObject({ count: 41, min: 0.5, max: 1000 });
    expect(byName.flag.type).toBe("boolean");
    expect(byName.day.type).toBe("date");
    expect(byName.day.dates).toEqual({ min: "2024-01-01", max: "2024-02-29T10:00:00Z" });
    expect(byName.mixed.type).toBe("text");
    expect(byName.blank).toMatchObject({ type: "empty", empty: 40, blank: 1, filled: 0 });
  });

  it("computes min, max, mean and an exact histogram", () => {
    const values = Array.from({ length: 1000 }, (_, i) => ((i * 7919) % 1000) - 250);
    const r = analyzeCsvText("v\n" + values.join("\n"));
    const num = r.profiles[0].numeric!;
    expect(num.min).toBe(-250);
    expect(num.max).toBe(749);
    expect(num.mean).toBeCloseTo(values.reduce((a, b) => a + b, 0) / values.length, 9);
    expect(num.histogram.reduce((s, b) => s + b.count, 0)).toBe(1000);
    expect(num.histogram.length).toBeLessThanOrEqual(32);
    expect(num.histogram[0].from).toBeLessThanOrEqual(-250);
    expect(num.histogram[num.histogram.length - 1].to).toBeGreaterThan(749);
  });

  it("gives one bar per value for a small integer column", () => {
    const r = analyzeCsvText("stars\n1\n2\n2\n3\n3\n3\n5\n");
    expect(r.profiles[0].numeric!.histogram.map((b) => [b.from, b.count])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
      [4, 0],
      [5, 1],
    ]);
  });

  it("reads decimal commas in semicolon files", () => {
    const r = analyzeCsvText("name;price\na;1,5\nb;2,25\n");
    expect(r.delimiter).toBe(";");
    expect(r.profiles[1]).toMatchObject({ type: "decimal", numeric: { min: 1.5, max: 2.25 } });
    // Not in comma files, where "1,5" would have been split anyway, nor in tab files by default.
    expect(analyzeCsvText('name,price\na,"1,5"\n').profiles[1].type).toBe("text");
  });

  it("counts distinct and top values exactly up to the cap, then estimates", () => {
    const lines = ["v"];
    for (let i = 0; i < 5000; i++) lines.push(i % 5 === 0 ? "common" : `value-${i}`);
    const exact = analyzeCsvText(lines.join("\n"), { distinctCap: 10_000 }).profiles[0];
    expect(exact.distinct).toEqual({ count: 4001, exact: true });
    expect(exact.topValues[0]).toEqual({ value: "common", count: 1000 });
    expect(exact.topExact).toBe(true);

    const approx = analyzeCsvText(lines.join("\n"), { distinctCap: 100 }).profiles[0];
    expect(approx.distinct.exact).toBe(false);
    expect(Math.abs(approx.distinct.count - 4001) / 4001).toBeLessThan(0.05);
    expect(approx.topExact).toBe(false);
    // The count-min sketch never undercounts, and overcounts only through rare collisions.
    expect(approx.topValues[0].value).toBe("common");
    expect(approx.topValues[0].count).toBeGreaterThanOrEqual(1000);
    expect(approx.topValues[0].count).toBeLessThan(1010);
  });

  it("profiles a long file from an evenly spread sample, and still counts every row", () => {
    // 50,000 rows; the decile of the row number, an empty cell every 7th row, a blank one every
    // 11th, and every 10th row repeats the one before it.
    const lines = ["decile,maybe,n"];
    for (let i = 0; i < 50_000; i++) {
      const n = i % 10 === 9 ? i - 1 : i;
      lines.push(`${Math.floor((10 * n) / 50_000)},${n % 7 === 0 ? "" : n % 11 === 0 ? " " : "x"},${n}`);
    }
    const text = lines.join("\n") + "\n";
    const full = analyzeCsvText(text, { sampleRows: Infinity });
    const sampled = analyzeCsvText(text, { sampleRows: 5_000 });
    expect(full.profileRows).toBe(50_000);
    // The stride is chosen from how many records the first part of the text holds: about 10.
    expect(sampled.profileRows).toBeGreaterThan(4_000);
    expect(sampled.profileRows).toBeLessThan(6_000);
    for (const r of [full, sampled]) {
      expect([r.rows, r.duplicates, r.columns]).toEqual([50_000, 5_000, 3]);
      expect(r.profiles.map((p) => [p.empty, p.blank])).toEqual([
        [0, 0],
        [full.profiles[1].empty, full.profiles[1].blank],
        [0, 0],
      ]);
    }
    expect(full.profiles[1].empty).toBe(lines.slice(1).filter((l) => l.includes(",,")).length);
    expect(full.profiles[1].blank).toBe(lines.slice(1).filter((l) => l.includes(", ,")).length);
    // Spread over the whole file: every decile is in the sample, each about a tenth of it.
    const deciles = sampled.profiles[0];
    expect(deciles.filled).toBe(sampled.profileRows);
    expect(deciles.topValues).toHaveLength(5);
    expect(deciles.distinct).toEqual({ count: 10, exact: true });
    for (const t of deciles.topValues) expect(Math.abs(t.count / sampled.profileRows - 0.1)).toBeLessThan(0.02);
    expect(deciles.numeric).toMatchObject({ min: 0, max: 9 });
    expect(sampled.profiles[2].numeric!.max).toBeGreaterThan(49_000);
  });

  it("can count without profiling (same counts, empty cells included)", () => {
    const text = "a,b\n1,\n2,x\n1,\n";
    const full = analyzeCsvText(text);
    const bare = analyzeCsvText(text, { profile: false });
    expect([bare.rows, bare.columns, bare.duplicates]).toEqual([full.rows, full.columns, full.duplicates]);
    expect(bare.profiles.map((p) => p.empty)).toEqual([0, 2]);
  });
});

describe("analyzeCsvBlob", () => {
  const text = "name,city\nJosé,Zürich\n中文,東京\n😀,x\nJosé,Zürich\n";

  it("decodes characters cut by chunk boundaries and reports progress", async () => {
    const seen: number[] = [];
    for (const chunkBytes of [1, 2, 3, 5]) {
      const r = await analyzeCsvBlob(new Blob([utf8(text)]), { chunkBytes, onProgress: (p) => seen.push(p.bytesRead) });
      expect(r.preview).toEqual([["José", "Zürich"], ["中文", "東京"], ["😀", "x"], ["José", "Zürich"]]);
      expect(r.duplicates).toBe(1);
    }
    expect(seen.at(-1)).toBe(utf8(text).length);
  });

  it("handles a UTF-8 BOM", async () => {
    const r = await analyzeCsvBlob(new Blob([new Uint8Array([0xef, 0xbb, 0xbf]), utf8("id,x\n1,2\n")]));
    expect(r.header).toEqual(["id", "x"]);
    expect(r.encoding).toBe("UTF-8");
  });

  it("reads UTF-16 with a BOM", async () => {
    const body = "id;x\r\n1;é\r\n";
    const bytes = new Uint8Array(2 + body.length * 2);
    bytes.set([0xff, 0xfe]);
    for (let i = 0; i < body.length; i++) bytes[2 + 2 * i] = body.charCodeAt(i);
    const r = await analyzeCsvBlob(new Blob([bytes]), { chunkBytes: 3 });
    expect(r).toMatchObject({ encoding: "UTF-16 LE", delimiter: ";", newline: "\r\n", header: ["id", "x"], preview: [["1", "é"]] });
  });

  it("falls back to Windows-1252 for a file that is not UTF-8", async () => {
    const r = await analyzeCsvBlob(new Blob([new Uint8Array([0x6e, 0x0a, 0x63, 0x61, 0x66, 0xe9, 0x0a, 0x80, 0x0a])]));
    expect(r.encoding).toBe("Windows-1252");
    expect(r.preview).toEqual([["café"], ["€"]]);
  });

  it("stops when aborted", async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(analyzeCsvBlob(new Blob([utf8(text)]), { signal: controller.signal })).rejects.toMatchObject({ name: "AbortError" });
  });
});

describe("toCsv", () => {
  it("quotes only what needs quoting", () => {
    expect(toCsv([["a", "b,c", 'say "hi"', "line\nbreak", " pad "], [""]])).toBe('a,"b,c","say ""hi""","line\nbreak", pad \n""\n');
    expect(toCsv([["a;b", "c,d"]], ";")).toBe('"a;b";c,d\n');
  });
});

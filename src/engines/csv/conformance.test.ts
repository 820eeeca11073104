/**
 * csv-spectrum (max-mapper/csv-spectrum) expectations and the verified counts of the real-world
 * files in testdata/real-csv/SOURCES.md. Files are read as bytes.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { analyzeCsvBlob } from "./analyze";
import { detectDelimiter, detectNewline } from "./detect";
import { CsvStreamParser } from "./stream-parser";
import { toCsv } from "./write";

/** TESTDATA_DIR, else testdata/ in the repository, else the shared checkout beside it (../shared/testdata). */
const testdata = [process.env.TESTDATA_DIR, path.resolve(__dirname, "../../../testdata"), path.resolve(__dirname, "../../../../shared/testdata")].find(
  (dir): dir is string => !!dir && fs.existsSync(path.join(dir, "csv-spectrum")),
);
// Missing data is a failure, not a skip: a green run must mean the conformance suites really ran.
describe("conformance data", () => {
  it("is found (TESTDATA_DIR, testdata/ or ../shared/testdata)", () => {
    expect(testdata).toBeDefined();
  });
});
const spectrum = path.join(testdata ?? "", "csv-spectrum");
const realCsv = path.join(testdata ?? "", "real-csv");

const bytesOf = (file: string) => new Uint8Array(fs.readFileSync(file));

/** Parses text fed in pieces of `piece` characters (0: all at once). */
function parseRecords(text: string, piece = 0): string[][] {
  const records: string[][] = [];
  const parser = new CsvStreamParser((r) => records.push(...r), { sampleChars: 16, chunkChars: 8 });
  if (piece === 0) parser.push(text);
  else for (let i = 0; i < text.length; i += piece) parser.push(text.slice(i, i + piece));
  parser.end();
  return records;
}

function toObjects(records: string[][]): Record<string, string>[] {
  const [header, ...rows] = records;
  return rows.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i]])));
}

describe.skipIf(!testdata)("csv-spectrum", () => {
  const cases = (testdata ? fs.readdirSync(path.join(spectrum, "csvs")) : [])
    .map((f) => f.replace(/\.csv$/, ""))
    .filter((name) => name !== "location_coordinates"); // upstream error: see testdata/README.md

  it("has the 11 comparable cases", () => {
    expect(cases).toHaveLength(11);
  });

  for (const name of cases) {
    const bytes = bytesOf(path.join(spectrum, "csvs", `${name}.csv`));
    const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    const expected = JSON.parse(fs.readFileSync(path.join(spectrum, "json", `${name}.json`), "utf8"));

    it(`${name}: detects a comma and the file's line ending`, () => {
      expect(detectDelimiter(text, detectNewline(text), true)).toBe(",");
      expect(detectNewline(text)).toBe(name.endsWith("_crlf") ? "\r\n" : "\n");
    });

    for (const piece of [0, 1, 2, 3, 7]) {
      it(`${name}: parses to the expected records (pieces of ${piece || "all"})`, () => {
        expect(toObjects(parseRecords(text, piece))).toEqual(expected);
      });
    }

    it(`${name}: the analyzer counts the same rows and columns from the bytes`, async () => {
      for (const chunkBytes of [1, 2, 5, 4096]) {
        const r = await analyzeCsvBlob(new Blob([bytes]), { chunkBytes });
        expect(r.rows).toBe(expected.length);
        expect(r.columns).toBe(Object.keys(expected[0]).length);
        expect(r.warningCount).toBe(0);
        expect(r.preview.map((row) => Object.fromEntries(r.header.map((h, i) => [h, row[i]])))).toEqual(expected);
      }
    });
  }

  it("location_coordinates: one record of 4 fields, stray quotes and U+FFFD kept literally", async () => {
    const bytes = bytesOf(path.join(spectrum, "csvs", "location_coordinates.csv"));
    const r = await analyzeCsvBlob(new Blob([bytes]));
    expect(r.rows).toBe(1);
    expect(r.columns).toBe(4);
    expect(r.preview[0]).toEqual(["2095257564", "37\ufffd36'37.8\"N 121\ufffd2'17.9\"W", "Modesto", "Stanislaus"]);
  });
});

describe.skipIf(!testdata)("real-csv (SOURCES.md counts)", () => {
  const expected = {
    "country-codes.csv": { rows: 249, columns: 56, duplicates: 0, empty: 1642 },
    "world-cities.csv": { rows: 34032, columns: 4, duplicates: 0, empty: 123 },
    "castle-solutions.csv": { rows: 1349, columns: 11, duplicates: 11, empty: 80 },
  };
  for (const [file, counts] of Object.entries(expected)) {
    it(`${file}: rows, columns, duplicates and empty cells`, async () => {
      const blob = new Blob([bytesOf(path.join(realCsv, file))]);
      // A small chunk size puts many chunk boundaries inside multi-byte characters and quoted fields.
      const r = await analyzeCsvBlob(blob, { chunkBytes: 4093 });
      expect({ rows: r.rows, columns: r.columns, duplicates: r.duplicates, empty: r.profiles.reduce((s, p) => s + p.empty, 0) }).toEqual(counts);
      expect(r.raggedRows).toBe(0);
      expect(r.blankLines).toBe(0);
      expect(r.warningCount).toBe(0);
      expect(r.encoding).toBe("UTF-8");
    });
  }

  it("country-codes.csv: per-column empty cells and NO-BREAK SPACE cells", async () => {
    const r = await analyzeCsvBlob(new Blob([bytesOf(path.join(realCsv, "country-codes.csv"))]));
    const col = (name: string) => r.profiles.find((p) => p.name === name)!;
    expect(col("Intermediate Region Code").empty).toBe(144);
    const nbsp = { WMO: 29, DS: 23, IOC: 20, ITU: 14, MARC: 4, FIFA: 2, FIPS: 1, Dial: 1 };
    for (const [name, count] of Object.entries(nbsp)) expect(col(name).blank, name).toBe(count);
    expect(r.profiles.reduce((s, p) => s + p.blank, 0)).toBe(94);
    expect(col("Languages").topValues.length).toBeGreaterThan(0);
  });

  it("world-cities.csv: empty cells are all in subcountry; geonameid is a unique integer column", async () => {
    const r = await analyzeCsvBlob(new Blob([bytesOf(path.join(realCsv, "world-cities.csv"))]));
    expect(r.profiles.map((p) => p.empty)).toEqual([0, 0, 123, 0]);
    const id = r.profiles[3];
    expect(id.type).toBe("integer");
    // 34,032 distinct values is above the default exact cap (10,000): a HyperLogLog estimate.
    expect(id.distinct.exact).toBe(false);
    expect(Math.abs(id.distinct.count - 34032) / 34032).toBeLessThan(0.03);
    expect(id.numeric?.histogram.reduce((s, b) => s + b.count, 0)).toBe(34032);
  });

  it("castle-solutions.csv: integer castles and the free-text column", async () => {
    const r = await analyzeCsvBlob(new Blob([bytesOf(path.join(realCsv, "castle-solutions.csv"))]));
    expect(r.profiles.slice(0, 10).map((p) => p.type)).toEqual(Array(10).fill("integer"));
    expect(r.profiles[10].type).toBe("text");
    expect(r.profiles[10].empty).toBe(80);
  });

  for (const file of Object.keys(expected)) {
    it(`${file}: parsing and writing back with minimal quoting reproduces the bytes`, () => {
      const bytes = bytesOf(path.join(realCsv, file));
      const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
      expect(toCsv(parseRecords(text))).toBe(text);
    });
  }
});

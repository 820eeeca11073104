/**
 * Records hashed from the parsed text (RecordReader) must hash exactly as from their fields
 * (RecordHasher.fields): duplicates are counted on these hashes.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { analyzeCsvText } from "./analyze";
import { CsvAnalyzer } from "./analyzer";
import { RecordHasher } from "./hash";
import { RecordReader } from "./record-text";
import { CsvStreamParser } from "./stream-parser";

/** Parses `text` in pieces and chunks of the given sizes; hashes each record both ways. */
function bothWays(text: string, options: { piece?: number; chunkChars?: number } = {}): { fromText: number; fromFields: number; mismatches: number; batches: number } {
  const fromTextHasher = new RecordHasher();
  const fromFieldsHasher = new RecordHasher();
  let fromText = 0;
  let fromFields = 0;
  let mismatches = 0;
  let batches = 0;
  const firsts = new Int32Array(1000);
  const parser = new CsvStreamParser(
    (records, source) => {
      batches++;
      const d = (source?.delimiter ?? ",").charCodeAt(0);
      const reader = source?.text ? new RecordReader(source.text, source.delimiter, source.newline, fromTextHasher) : null;
      let readable = reader !== null;
      for (const fields of records) {
        fromFieldsHasher.start(fields.length);
        fromFieldsHasher.fields(fields, d);
        fromFieldsHasher.finish();
        readable = readable && reader!.next(fields, firsts);
        if (!readable) {
          fromFields++;
          continue;
        }
        fromText++;
        fromTextHasher.finish();
        if (fromTextHasher.hi !== fromFieldsHasher.hi || fromTextHasher.lo !== fromFieldsHasher.lo) mismatches++;
      }
    },
    { sampleChars: 64, chunkChars: options.chunkChars ?? 64 * 1024 },
  );
  const piece = options.piece ?? text.length;
  for (let i = 0; i < text.length; i += piece) parser.push(text.slice(i, i + piece));
  parser.end();
  return { fromText, fromFields, mismatches, batches };
}

/** Analyses the records twice, hashed from the text and from their fields only; both results must agree. */
function analyseBothWays(text: string, chunkChars = 64 * 1024) {
  const viaText = new CsvAnalyzer({ profile: false });
  const viaFields = new CsvAnalyzer({ profile: false });
  const parser = new CsvStreamParser(
    (records, source) => {
      viaText.addRecords(records, source);
      viaFields.addRecords(records, source ? { ...source, text: null } : null);
    },
    { sampleChars: 64, chunkChars },
  );
  for (let i = 0; i < text.length; i += 5) parser.push(text.slice(i, i + 5));
  parser.end();
  const a = viaText.result();
  expect(a).toEqual(viaFields.result());
  return a;
}

const ORDERS = [
  "id,name,product,notes,price",
  '1,Ana Smith,"Gadget, large","",1.50',
  '2,Björn Müller,"The ""Pro"" kit","Line one\nline two",2',
  "3,東京 Rossi,Widget,,3",
  '4,"Inés ""I"" O\'Brien",Bolt; M8,"Deliver to gate 5, ask for ""Ana""",',
  "5,  ,x,\u00a0,5",
  '6,ab"c,"""",",",6',
  '1,Ana Smith,"Gadget, large","",1.50',
  "3,東京 Rossi,Widget,,3",
  "",
  '2,Björn Müller,"The ""Pro"" kit","Line one\nline two",2',
];

describe("RecordReader", () => {
  it("hashes every well-formed record from the text, as from its fields, across chunk boundaries", () => {
    const text = ORDERS.join("\n") + "\n";
    for (const chunkChars of [8, 13, 64, 64 * 1024]) {
      for (const piece of [1, 3, 7, text.length]) {
        const r = bothWays(text, { piece, chunkChars });
        expect(r.mismatches).toBe(0);
        expect(r.fromFields).toBe(0);
        expect(r.fromText).toBe(ORDERS.length);
      }
    }
    // Small chunks really do split records across chunks (batches of a record or two).
    expect(bothWays(text, { piece: 3, chunkChars: 8 }).batches).toBeGreaterThan(5);
  });

  it("reads CRLF files, a last record without a line break, and a final empty field", () => {
    for (const text of [ORDERS.join("\r\n") + "\r\n", ORDERS.join("\r\n"), ORDERS.join("\n"), "a,b\r\n1,\r\n2,x", 'a,b\n1,""']) {
      const r = bothWays(text, { piece: 4, chunkChars: 16 });
      expect(r.mismatches).toBe(0);
      expect(r.fromFields).toBe(0);
    }
  });

  it("leaves records Papa Parse reads leniently to their fields, hashing the same where it can read", () => {
    // Spaces after a closing quote, a quote inside a quoted field, a lone CR in a CRLF file,
    // an unclosed quote at the end.
    const text = ['a,b', '"x" ,y', '"p"q",r', "1,2", '"ok",fine', 's,"unclosed\nstill'].join("\n");
    for (const chunkChars of [8, 64 * 1024]) {
      const r = bothWays(text, { piece: 2, chunkChars });
      expect(r.mismatches).toBe(0);
      expect(r.fromFields).toBeGreaterThan(0);
      expect(r.fromText).toBeGreaterThan(0);
    }
  });

  const testdata = [process.env.TESTDATA_DIR, path.resolve(__dirname, "../../../testdata"), path.resolve(__dirname, "../../../../shared/testdata")].find(
    (dir): dir is string => !!dir && fs.existsSync(path.join(dir, "csv-spectrum")),
  );
  it("hashes the conformance files (csv-spectrum, real-csv) from the text as from their fields", () => {
    expect(testdata).toBeDefined();
    const files = [
      ...fs.readdirSync(path.join(testdata!, "csv-spectrum", "csvs")).map((f) => path.join(testdata!, "csv-spectrum", "csvs", f)),
      ...["country-codes.csv", "world-cities.csv", "castle-solutions.csv"].map((f) => path.join(testdata!, "real-csv", f)),
    ];
    let fromText = 0;
    for (const file of files) {
      const text = fs.readFileSync(file, "utf8");
      for (const chunkChars of [64, 64 * 1024]) {
        const r = bothWays(text, { chunkChars, piece: 1000 });
        expect(r.mismatches, file).toBe(0);
        fromText += r.fromText;
      }
      analyseBothWays(text, 64);
    }
    expect(fromText).toBeGreaterThan(2 * 30_000);
  });
});

describe("duplicate rows, hashed from the text", () => {
  it("counts a record written with unnecessary quotes as a duplicate of the same record without", () => {
    const text = ["id,name,n", "1,Ana,2", '"1","Ana","2"', '1,"Ana",2', '"1",Ana,"2"', "1,Ana,3"].join("\n");
    const r = analyseBothWays(text, 8);
    expect(r.rows).toBe(5);
    expect(r.duplicates).toBe(3);
    expect(analyzeCsvText(text).duplicates).toBe(3);
  });

  it("tells apart records whose fields join to the same text", () => {
    const text = ["h1,h2,h3", '"a,b",c', 'a,"b,c"', '"a,b,c"', "a,b,c", '"a,b",c', '"a",b,c', '"a,",bc', 'a,",bc"'].join("\n");
    const r = analyseBothWays(text);
    expect(r.rows).toBe(8);
    // Only '"a,b",c' twice and a,b,c / "a",b,c are the same records.
    expect(r.duplicates).toBe(2);
    expect(r.raggedRows).toBe(6);
  });

  it("gives a CRLF file the counts of the same file with LF line endings", () => {
    const lf = ORDERS.join("\n") + "\n";
    const crlf = ORDERS.join("\r\n") + "\r\n";
    const a = analyseBothWays(lf, 16);
    const b = analyseBothWays(crlf, 16);
    expect(a.rows).toBe(ORDERS.length - 2);
    expect(a.duplicates).toBe(3);
    for (const r of [b, analyzeCsvText(crlf), analyzeCsvText(lf)]) {
      expect({ rows: r.rows, duplicates: r.duplicates, blankLines: r.blankLines, profiles: r.profiles.map((p) => [p.empty, p.blank]) }).toEqual({
        rows: a.rows,
        duplicates: a.duplicates,
        blankLines: a.blankLines,
        profiles: a.profiles.map((p) => [p.empty, p.blank]),
      });
    }
  });

  it("counts the same duplicates whatever the chunk size", () => {
    const rows: string[] = ["a,b,c"];
    for (let i = 0; i < 3000; i++) {
      const k = i % 997;
      rows.push(k % 3 === 0 ? `"${k}","x, ${k % 7}","q""${k % 5}"` : `${k},"x, ${k % 7}","q""${k % 5}"`);
    }
    const text = rows.join("\n");
    const counts = [8, 100, 4096, 64 * 1024].map((chunkChars) => analyseBothWays(text, chunkChars).duplicates);
    expect(counts).toEqual([3000 - 997, 3000 - 997, 3000 - 997, 3000 - 997]);
  });
});

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateOrdersCsv } from "../../../bench/csv-generate";
import { analyzeCsvBlob, type AnalyzeOptions } from "./analyze";
import { analyzeCsvPart, findSplit, type SecondPart } from "./split";
import type { CsvAnalysis } from "./types";

const utf8 = (s: string): Uint8Array<ArrayBuffer> => new TextEncoder().encode(s);

/** A second part run in-process: what the browser runs in a second worker. */
function inProcess(blob: Blob, at: number) {
  const calls = { started: 0, stopped: 0 };
  const secondPart: SecondPart = {
    at,
    start: (plan, onSample) => {
      calls.started++;
      // Small sample batches: most of the profile rows arrive before the split is confirmed.
      return analyzeCsvPart(blob, plan, { chunkBytes: 64 * 1024, onSample, sampleBatch: 50 });
    },
    stop: () => {
      calls.stopped++;
    },
  };
  return { secondPart, calls };
}

/** Offsets just after each line feed of `bytes`. */
function lineStarts(bytes: Uint8Array): number[] {
  const out: number[] = [];
  for (let i = 0; i < bytes.length - 1; i++) if (bytes[i] === 0x0a) out.push(i + 1);
  return out;
}

const exact: AnalyzeOptions = { sampleRows: Infinity, chunkBytes: 64 * 1024 };

/** The split result must be the single pass's, except the profile sample's order-dependent parts. */
function expectSameAnalysis(split: CsvAnalysis, single: CsvAnalysis) {
  const { profiles: a, parts: _a, ...restA } = split;
  const { profiles: b, parts: _b, ...restB } = single;
  expect(restA).toEqual(restB);
  expect(a.map((p) => ({ ...p, numeric: p.numeric && { ...p.numeric, histogram: null } }))).toEqual(
    b.map((p) => ({ ...p, numeric: p.numeric && { ...p.numeric, histogram: null } })),
  );
}

describe("analysing a file in two parts", () => {
  let dir: string;
  let orders: Uint8Array<ArrayBuffer>;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "csv-split-"));
    const file = path.join(dir, "orders.csv");
    generateOrdersCsv(file, 600 * 1024);
    orders = new Uint8Array(fs.readFileSync(file));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("gives the single pass's counts, duplicates, preview and profiles wherever the split falls", async () => {
    const blob = new Blob([orders]);
    const single = await analyzeCsvBlob(blob, exact);
    const starts = lineStarts(orders);
    let taken = 0;
    let refused = 0;
    // Every 211th line start past the first 200 KB: some fall inside quoted multi-line notes.
    for (let k = 0; k < starts.length; k += 211) {
      const at = starts[k];
      if (at < 200 * 1024) continue;
      const { secondPart, calls } = inProcess(blob, at);
      const split = await analyzeCsvBlob(blob, { ...exact, secondPart });
      expectSameAnalysis(split, single);
      expect(calls.started).toBe(1);
      expect(calls.stopped).toBeGreaterThan(0);
      // Inside a quoted field: the text before `at` ends with an odd number of quotes.
      const quotes = orders.subarray(0, at).reduce((n, b) => n + (b === 0x22 ? 1 : 0), 0);
      expect(split.parts).toBe(quotes % 2 === 0 ? 2 : 1);
      if (quotes % 2 === 0) taken++;
      else refused++;
    }
    expect(taken).toBeGreaterThan(5);
    expect(refused).toBeGreaterThan(0);
  });

  it("counts a row repeated across the two parts as a duplicate, and numbers warnings through the file", async () => {
    const rows = Array.from({ length: 3000 }, (_, i) => `${i % 2000},name ${i % 2000}`);
    rows[2500] = '2500,"bad" x"';
    const text = `id,name\n${rows.join("\n")}\n`;
    const bytes = utf8(text);
    const at = lineStarts(bytes)[1500];
    const single = await analyzeCsvBlob(new Blob([bytes]), exact);
    const { secondPart } = inProcess(new Blob([bytes]), at);
    const split = await analyzeCsvBlob(new Blob([bytes]), { ...exact, secondPart });
    expectSameAnalysis(split, single);
    expect(split.parts).toBe(2);
    expect(single.duplicates).toBe(999);
    expect(split.warnings.map((w) => w.record)).toEqual([2502]);
  });

  it("keeps CRLF, blank lines and a U+FEFF that starts the second part", async () => {
    const lines = Array.from({ length: 4000 }, (_, i) => (i % 500 === 7 ? "" : `${i},"a ""q"" ${i % 50}",x`));
    lines[2001] = "\ufeffodd,start,here";
    const bytes = utf8(`\ufeffn,s,t\r\n${lines.join("\r\n")}\r\n`);
    const at = lineStarts(bytes)[2001];
    const single = await analyzeCsvBlob(new Blob([bytes]), exact);
    const { secondPart, calls } = inProcess(new Blob([bytes]), at);
    const split = await analyzeCsvBlob(new Blob([bytes]), { ...exact, secondPart });
    expectSameAnalysis(split, single);
    expect(calls.started).toBe(1);
    expect(split.parts).toBe(2);
    expect(split.blankLines).toBe(8);
    expect(split.newline).toBe("\r\n");
  });

  it("reads a file whose second half is not UTF-8 again as Windows-1252, like the single pass", async () => {
    const head = utf8(`city,n\n${Array.from({ length: 2000 }, (_, i) => `Zurich,${i}`).join("\n")}\n`);
    const tail = new Uint8Array([...utf8("Z"), 0xfc, ...utf8("rich,1\n")]); // "Zürich" in Windows-1252
    const bytes = new Uint8Array([...head, ...tail, ...head.subarray(7)]);
    const at = head.length;
    const single = await analyzeCsvBlob(new Blob([bytes]), exact);
    const { secondPart } = inProcess(new Blob([bytes]), at);
    const split = await analyzeCsvBlob(new Blob([bytes]), { ...exact, secondPart });
    expect(single.encoding).toBe("Windows-1252");
    expectSameAnalysis(split, single);
  });

  it("starts again alone when the second worker fails after handing over profile rows", async () => {
    const blob = new Blob([orders]);
    const at = (await findSplit(blob, 1))!;
    const secondPart: SecondPart = {
      at,
      start: async (plan, onSample) => {
        const part = await analyzeCsvPart(blob, plan, { chunkBytes: 64 * 1024, onSample, sampleBatch: 50 });
        onSample(part.sampleJson);
        throw new Error("worker crashed");
      },
      stop: () => {},
    };
    const split = await analyzeCsvBlob(blob, { ...exact, secondPart });
    const single = await analyzeCsvBlob(blob, exact);
    expect(split.parts).toBe(1);
    expectSameAnalysis(split, single);
    expect(split.profileRows).toBe(single.rows);
  });

  it("samples the profile over both parts", async () => {
    const blob = new Blob([orders]);
    const at = (await findSplit(blob, 1))!;
    const { secondPart } = inProcess(blob, at);
    const split = await analyzeCsvBlob(blob, { sampleRows: 1000, chunkBytes: 64 * 1024, secondPart });
    const single = await analyzeCsvBlob(blob, { sampleRows: 1000, chunkBytes: 64 * 1024 });
    expect(split.profileRows).toBeGreaterThan(800);
    expect(split.profileRows).toBeLessThan(1300);
    // order_id rises through the file: a sample from both halves reaches its last rows.
    const max = (r: CsvAnalysis) => r.profiles[0].numeric!.max;
    expect(max(split)).toBeGreaterThan(0.95 * single.rows);
    expect(split.rows).toBe(single.rows);
  });
});

describe("findSplit", () => {
  it("splits just after the first line feed past the middle, and not small files or files without one", async () => {
    const bytes = utf8("a\n" + "x".repeat(100) + "\nbb\ncc\n");
    const at = await findSplit(new Blob([bytes]), 1);
    expect(at).toBe(bytes.indexOf(0x0a, Math.floor(bytes.length / 2)) + 1);
    expect(await findSplit(new Blob([bytes]))).toBeNull();
    expect(await findSplit(new Blob([utf8("a\r" + "x".repeat(100) + "\r")]), 1)).toBeNull();
  });
});

/**
 * Page script of bench/csv-browser.ts (bundled by that script): runs bare Papa Parse and our
 * analyzer on the chosen File inside Chromium and reports seconds.
 */
import Papa from "papaparse";
import { analyzeCsvBlob } from "../src/engines/csv";
import type { CsvWorkerMessage } from "../src/web/tools/csv-analyzer/worker";

export type BenchKind = "papa-file" | "analyzer" | "counts" | "papa-worker" | "product-1" | "product";

declare global {
  interface Window {
    benchCsv: (kind: BenchKind) => Promise<{ seconds: number; rows: number; profileRows: number; parts: number }>;
  }
}

/** Bare Papa in a worker of its own; timed like the product's worker, from its creation to the result. */
function papaInWorker(file: File): Promise<{ seconds: number; rows: number }> {
  const worker = new Worker(new URL("./csv-papa-worker.ts", import.meta.url), { type: "module" });
  const start = performance.now();
  return new Promise((resolve) => {
    worker.onmessage = (event: MessageEvent<{ seconds: number; rows: number }>) => {
      worker.terminate();
      resolve({ seconds: (performance.now() - start) / 1000, rows: event.data.rows });
    };
    worker.postMessage({ file });
  });
}

/** The CSV Analyzer's own worker, as the page runs it (`parallel` false: one worker only). Timed from the post to the result. */
function productWorker(file: File, parallel: boolean): Promise<{ seconds: number; rows: number; profileRows: number; parts: number }> {
  const worker = new Worker(new URL("../src/web/tools/csv-analyzer/worker.ts", import.meta.url), { type: "module" });
  const start = performance.now();
  return new Promise((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<CsvWorkerMessage>) => {
      const msg = event.data;
      if (msg.type === "progress") return;
      worker.terminate();
      if (msg.type === "error") reject(new Error(msg.message));
      else resolve({ seconds: (performance.now() - start) / 1000, rows: msg.result.rows, profileRows: msg.result.profileRows, parts: msg.result.parts });
    };
    worker.postMessage({ file, parallel });
  });
}

function chosenFile(): File {
  const input = document.querySelector<HTMLInputElement>("#file");
  const file = input?.files?.[0];
  if (!file) throw new Error("no file chosen");
  return file;
}

window.benchCsv = async (kind) => {
  const file = chosenFile();
  if (kind === "papa-worker") return { ...(await papaInWorker(file)), profileRows: 0, parts: 1 };
  if (kind === "product" || kind === "product-1") return productWorker(file, kind === "product");
  const start = performance.now();
  let rows = 0;
  let profileRows = 0;
  if (kind === "papa-file") {
    // Bare Papa Parse the way its documentation streams a local file: Papa.parse(file, { chunk }).
    await new Promise<void>((resolve, reject) => {
      Papa.parse<string[]>(file, {
        chunk: (results) => {
          rows += results.data.length;
        },
        complete: () => resolve(),
        error: reject,
      });
    });
  } else {
    // "counts": rows, columns, empty cells and duplicates only; "analyzer": what the worker runs.
    const result = await analyzeCsvBlob(file, { profile: kind === "analyzer" });
    rows = result.rows;
    profileRows = result.profileRows;
  }
  return { seconds: (performance.now() - start) / 1000, rows, profileRows, parts: 1 };
};

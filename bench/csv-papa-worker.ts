/// <reference lib="webworker" />
/**
 * Bare Papa Parse in a Web Worker, for bench/csv-browser.ts: Papa.parse(file, { chunk }) doing
 * nothing with the rows, so it can be compared with the CSV Analyzer's own workers.
 */
import Papa from "papaparse";

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (event: MessageEvent<{ file: File }>) => {
  const start = performance.now();
  let rows = 0;
  Papa.parse<string[]>(event.data.file, {
    chunk: (results) => {
      rows += results.data.length;
    },
    complete: () => scope.postMessage({ seconds: (performance.now() - start) / 1000, rows }),
  });
};

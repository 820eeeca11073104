/**
 * Page script of bench/csv-browser.ts (bundled by that script): runs bare Papa Parse and our
 * analyzer on the chosen File inside Chromium and reports seconds.
 */
import Papa from "papaparse";
import { analyzeCsvBlob } from "../src/engines/csv";

declare global {
  interface Window {
    benchCsv: (kind: "papa-file" | "analyzer" | "counts") => Promise<{ seconds: number; rows: number; profileRows: number }>;
  }
}

function chosenFile(): File {
  const input = document.querySelector<HTMLInputElement>("#file");
  const file = input?.files?.[0];
  if (!file) throw new Error("no file chosen");
  return file;
}

window.benchCsv = async (kind) => {
  const file = chosenFile();
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
  return { seconds: (performance.now() - start) / 1000, rows, profileRows };
};

/**
 * worker_threads stand-in for the browser's second CSV worker (src/web/tools/csv-analyzer/
 * part-worker.ts), used by bench/csv-throughput.ts: analyses the second half of a file.
 */
import fs from "node:fs";
import { parentPort } from "node:worker_threads";
import { analyzeCsvPart, type CsvPartPlan } from "../src/engines/csv";

parentPort?.on("message", async ({ file, plan }: { file: string; plan: CsvPartPlan }) => {
  try {
    const part = await analyzeCsvPart(await fs.openAsBlob(file), plan, { onSample: (json) => parentPort?.postMessage({ sample: json }) });
    parentPort?.postMessage({ part }, [part.rowHashes.buffer]);
  } catch (err) {
    parentPort?.postMessage({ error: err instanceof Error ? `${err.name}: ${err.message}` : String(err) });
  }
});

/// <reference lib="webworker" />
/**
 * Analyses a CSV file off the main thread: the file is read in 4 MB slices, decoded as a stream
 * and parsed record by record, so a 200 MB file neither freezes the page nor is held in memory.
 */
import { analyzeCsvBlob, type CsvAnalysis } from "../../../engines/csv";

export type CsvWorkerMessage =
  | { type: "progress"; bytesRead: number; totalBytes: number; rows: number }
  | { type: "done"; result: CsvAnalysis; seconds: number }
  | { type: "error"; message: string };

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = async (event: MessageEvent<{ file: File }>) => {
  const post = (message: CsvWorkerMessage) => scope.postMessage(message);
  const started = performance.now();
  try {
    const result = await analyzeCsvBlob(event.data.file, {
      onProgress: (p) => post({ type: "progress", ...p }),
    });
    post({ type: "done", result, seconds: (performance.now() - started) / 1000 });
  } catch (err) {
    post({ type: "error", message: err instanceof Error ? err.message : String(err) });
  }
};

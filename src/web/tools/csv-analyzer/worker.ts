/// <reference lib="webworker" />
/**
 * Analyses a CSV file off the main thread: the file is read in 4 MB slices, decoded as a stream
 * and parsed record by record, so a 200 MB file neither freezes the page nor is held in memory.
 * A large file on a machine with more than one core is read in two halves at once: this worker
 * takes the first, a second worker (second-part.ts) the rest.
 */
import { analyzeCsvBlob, findSplit, type CsvAnalysis } from "../../../engines/csv";
import { secondPartInWorker } from "./second-part";

export type CsvWorkerMessage =
  | { type: "progress"; bytesRead: number; totalBytes: number; rows: number }
  | { type: "done"; result: CsvAnalysis; seconds: number }
  | { type: "error"; message: string };

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = async (event: MessageEvent<{ file: File; parallel?: boolean }>) => {
  const post = (message: CsvWorkerMessage) => scope.postMessage(message);
  const { file } = event.data;
  const started = performance.now();
  let own = { bytesRead: 0, rows: 0 };
  let other = { bytesRead: 0, rows: 0 };
  const report = () => post({ type: "progress", bytesRead: own.bytesRead + other.bytesRead, totalBytes: file.size, rows: own.rows + other.rows });
  try {
    const parallel = (event.data.parallel ?? true) && (navigator.hardwareConcurrency ?? 1) > 1;
    const at = parallel ? await findSplit(file) : null;
    const secondPart =
      at === null
        ? undefined
        : secondPartInWorker(file, at, (p) => {
            other = p;
            report();
          });
    const result = await analyzeCsvBlob(file, {
      secondPart,
      onProgress: (p) => {
        own = p;
        report();
      },
    });
    post({ type: "done", result, seconds: (performance.now() - started) / 1000 });
  } catch (err) {
    post({ type: "error", message: err instanceof Error ? err.message : String(err) });
  }
};

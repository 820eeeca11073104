import type { CsvPart, SecondPart } from "../../../engines/csv";
import type { PartWorkerMessage } from "./part-worker";

/**
 * The second half of a split file (engines/csv/split.ts) analysed in a worker of its own, so a
 * large file is read on two cores. `onProgress` hears its bytes read and rows so far (zeros
 * again if it is stopped before it finishes: its work is then thrown away).
 */
export function secondPartInWorker(file: File, at: number, onProgress: (progress: { bytesRead: number; rows: number }) => void): SecondPart {
  let worker: Worker | null = null;
  let finished = false;
  return {
    at,
    start(plan, onSample) {
      return new Promise<CsvPart>((resolve, reject) => {
        const w = new Worker(new URL("./part-worker.ts", import.meta.url), { type: "module" });
        worker = w;
        w.onmessage = (event: MessageEvent<PartWorkerMessage>) => {
          const msg = event.data;
          if (msg.type === "progress") {
            onProgress(msg);
            return;
          }
          if (msg.type === "sample") {
            onSample(msg.json);
            return;
          }
          finished = true;
          if (msg.type === "done") resolve(msg.part);
          else reject(msg.name === "TypeError" ? new TypeError(msg.message) : new Error(msg.message));
        };
        w.onerror = (event) => {
          event.preventDefault();
          reject(new Error(event.message || "The second worker failed"));
        };
        w.postMessage({ file, plan });
      });
    },
    stop() {
      worker?.terminate();
      worker = null;
      if (!finished) onProgress({ bytesRead: 0, rows: 0 });
    },
  };
}

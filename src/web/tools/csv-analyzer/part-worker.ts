/// <reference lib="webworker" />
/**
 * The second half of a large file (see engines/csv/split.ts), started by worker.ts: analysed
 * from plan.start to the end of the file while worker.ts analyses the first half.
 */
import { analyzeCsvPart, type CsvPart, type CsvPartPlan } from "../../../engines/csv";

export type PartWorkerMessage =
  | { type: "progress"; bytesRead: number; rows: number }
  | { type: "sample"; json: string }
  | { type: "done"; part: CsvPart }
  | { type: "error"; name: string; message: string };

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = async (event: MessageEvent<{ file: File; plan: CsvPartPlan }>) => {
  const post = (message: PartWorkerMessage, transfer: Transferable[] = []) => scope.postMessage(message, transfer);
  try {
    const part = await analyzeCsvPart(event.data.file, event.data.plan, {
      onProgress: (p) => post({ type: "progress", ...p }),
      onSample: (json) => post({ type: "sample", json }),
    });
    post({ type: "done", part }, [part.rowHashes.buffer]);
  } catch (err) {
    // A TypeError from the decoder means "not UTF-8": the first half reads the file again as Windows-1252.
    post({ type: "error", name: err instanceof Error ? err.name : "Error", message: err instanceof Error ? err.message : String(err) });
  }
};

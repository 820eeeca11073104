import { useCallback, useEffect, useRef, useState } from "react";
import type { CsvAnalysis } from "../../../engines/csv";
import type { CsvWorkerMessage } from "./worker";

export interface CsvProgress {
  fileName: string;
  bytesRead: number;
  totalBytes: number;
  rows: number;
}

export interface CsvRun {
  fileName: string;
  result: CsvAnalysis;
  seconds: number;
}

/**
 * One Web Worker per analysis: cancelling (or starting another file) terminates it, which also
 * frees everything it held.
 */
export function useCsvAnalysis(onDone: (run: CsvRun) => void, onError: (message: string) => void) {
  const [progress, setProgress] = useState<CsvProgress | null>(null);
  const workerRef = useRef<Worker | null>(null);
  const callbacks = useRef({ onDone, onError });
  callbacks.current = { onDone, onError };

  const stop = useCallback(() => {
    workerRef.current?.terminate();
    workerRef.current = null;
    setProgress(null);
  }, []);

  useEffect(() => stop, [stop]);

  const analyze = useCallback(
    (file: File) => {
      stop();
      const worker = new Worker(new URL("./worker.ts", import.meta.url), { type: "module" });
      workerRef.current = worker;
      setProgress({ fileName: file.name, bytesRead: 0, totalBytes: file.size, rows: 0 });
      worker.onmessage = (event: MessageEvent<CsvWorkerMessage>) => {
        if (workerRef.current !== worker) return;
        const msg = event.data;
        if (msg.type === "progress") {
          setProgress({ fileName: file.name, bytesRead: msg.bytesRead, totalBytes: msg.totalBytes, rows: msg.rows });
          return;
        }
        stop();
        if (msg.type === "done") callbacks.current.onDone({ fileName: file.name, result: msg.result, seconds: msg.seconds });
        else callbacks.current.onError(msg.message);
      };
      worker.onerror = (event) => {
        if (workerRef.current !== worker) return;
        stop();
        callbacks.current.onError(event.message || "The file could not be read");
      };
      worker.postMessage({ file });
    },
    [stop],
  );

  return { analyze, cancel: stop, progress };
}

import { useCallback, useEffect, useRef } from "react";
import type { JsonLayout } from "../../../engines/json";
import { answer, type JsonAnswer, type JsonJob, type JsonJobResult } from "./worker";

/** Above this many characters the work moves to a Web Worker (the page would stutter otherwise). */
export const WORKER_THRESHOLD = 256 * 1024;

/**
 * Runs the formatter inline for small text and in a Web Worker for large text or a file. Only
 * the latest request resolves with an answer; an older one resolves with null.
 */
export function useJsonEngine() {
  const workerRef = useRef<Worker | null>(null);
  const pending = useRef(new Map<number, (r: JsonAnswer | null) => void>());
  const lastId = useRef(0);

  useEffect(() => {
    const waiting = pending.current;
    return () => {
      workerRef.current?.terminate();
      workerRef.current = null;
      for (const resolve of waiting.values()) resolve(null);
      waiting.clear();
    };
  }, []);

  return useCallback((source: string | Blob, layout: JsonLayout): Promise<JsonAnswer | null> => {
    const id = ++lastId.current;
    for (const resolve of pending.current.values()) resolve(null);
    pending.current.clear();
    const small = typeof source === "string" && source.length <= WORKER_THRESHOLD;
    if (small || typeof Worker === "undefined") {
      return answer(source, layout).then((a) => (id === lastId.current ? a : null));
    }
    if (!workerRef.current) {
      const worker = new Worker(new URL("./worker.ts", import.meta.url), { type: "module" });
      worker.onmessage = (event: MessageEvent<JsonJobResult>) => {
        const { id: doneId, ...rest } = event.data;
        const resolve = pending.current.get(doneId);
        pending.current.delete(doneId);
        resolve?.(doneId === lastId.current ? rest : null);
      };
      worker.onerror = () => {
        // The engine crashed (e.g. out of memory): answer with a failure rather than hang.
        for (const resolve of pending.current.values()) resolve({ result: null, decodeError: "The browser ran out of memory formatting this document." });
        pending.current.clear();
        workerRef.current?.terminate();
        workerRef.current = null;
      };
      workerRef.current = worker;
    }
    const worker = workerRef.current;
    return new Promise((resolve) => {
      pending.current.set(id, resolve);
      const job: JsonJob = { id, source, layout };
      worker.postMessage(job);
    });
  }, []);
}

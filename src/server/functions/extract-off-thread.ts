import { Worker } from "node:worker_threads";
import { extractFromHtml, extractFromText, ExtractionError, type Extraction } from "../../engines/extractor";

/** Pages up to this size are processed inline: a worker costs more than it saves. */
export const INLINE_LIMIT = 256 * 1024;
/** At most this many large pages are processed at once; others wait their turn. */
const MAX_WORKERS = 2;
/** A page that takes longer than this to process is given up on. */
export const PROCESS_TIMEOUT_MS = 30_000;

let running = 0;
const waiting: (() => void)[] = [];

async function slot(): Promise<() => void> {
  if (running >= MAX_WORKERS) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  return () => {
    running--;
    waiting.shift()?.();
  };
}

/**
 * Extracts text from a fetched page. Small pages run here; large ones in a worker thread, limited
 * in number and time, so one big page cannot stall the server.
 */
export async function extractPage(body: string, html: boolean, selector: string | null, signal?: AbortSignal): Promise<Extraction> {
  if (body.length <= INLINE_LIMIT) return html ? extractFromHtml(body, selector) : extractFromText(body, selector);
  const release = await slot();
  try {
    if (signal?.aborted) throw Object.assign(new Error("aborted"), { name: "AbortError" });
    return await new Promise<Extraction>((resolve, reject) => {
      const worker = new Worker(new URL("./web-data-extractor.worker-boot.mjs", import.meta.url), { workerData: { body, html, selector } });
      const stop = (err: Error) => {
        clearTimeout(timer);
        signal?.removeEventListener("abort", onAbort);
        void worker.terminate();
        reject(err);
      };
      const timer = setTimeout(() => stop(new ExtractionError("The page is too large or complex to process in time.")), PROCESS_TIMEOUT_MS);
      const onAbort = () => stop(Object.assign(new Error("aborted"), { name: "AbortError" }));
      signal?.addEventListener("abort", onAbort, { once: true });
      worker.once("message", (msg: { ok: true; result: Extraction } | { ok: false; extraction: boolean; message: string }) => {
        clearTimeout(timer);
        signal?.removeEventListener("abort", onAbort);
        void worker.terminate();
        if (msg.ok) resolve(msg.result);
        else reject(msg.extraction ? new ExtractionError(msg.message) : new Error(msg.message));
      });
      worker.once("error", (err: unknown) => stop(err instanceof Error ? err : new Error(String(err))));
    });
  } finally {
    release();
  }
}

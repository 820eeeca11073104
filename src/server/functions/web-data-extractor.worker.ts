import { parentPort, workerData } from "node:worker_threads";
import { extractFromHtml, extractFromText, ExtractionError } from "../../engines/extractor";

/**
 * Runs one extraction off the main thread (parsing a multi-megabyte page takes seconds; the
 * server must keep answering everyone else meanwhile). Input and output are plain data.
 */
const { body, html, selector } = workerData as { body: string; html: boolean; selector: string | null };
try {
  const result = html ? extractFromHtml(body, selector) : extractFromText(body, selector);
  parentPort!.postMessage({ ok: true, result });
} catch (err) {
  parentPort!.postMessage({ ok: false, extraction: err instanceof ExtractionError, message: (err as Error).message });
}

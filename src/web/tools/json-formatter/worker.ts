/// <reference lib="webworker" />
/**
 * Formats large JSON off the main thread so the page keeps responding. A large file is sent as
 * the File itself: reading, UTF-8 decoding and formatting all happen here, and the page never
 * holds the whole text. The engine is the same one the screen uses directly for small inputs.
 */
import { decodeJsonBytes, lineAt, reformatJson, type JsonLayout, type ReformatResult } from "../../../engines/json";

export interface JsonJob {
  id: number;
  source: string | Blob;
  layout: JsonLayout;
}

/** What the engine answered, plus what the screen needs to show an error without the text. */
export interface JsonAnswer {
  result: ReformatResult | null;
  /** The file is not UTF-8 (or not readable). */
  decodeError?: string;
  /** The input line holding the syntax error. */
  errorLine?: string;
}

export interface JsonJobResult extends JsonAnswer {
  id: number;
}

/** Runs one job; shared by the worker and the screen's inline path for small inputs. */
export async function answer(source: string | Blob, layout: JsonLayout): Promise<JsonAnswer> {
  let text: string;
  if (typeof source === "string") {
    text = source;
  } else {
    const decoded = decodeJsonBytes(new Uint8Array(await source.arrayBuffer()));
    if (!decoded.ok) return { result: null, decodeError: decoded.message };
    text = decoded.text;
  }
  const result = reformatJson(text, layout);
  return { result, errorLine: !result.ok && result.error ? lineAt(text, result.error.line) : undefined };
}

// Only when loaded as a worker (the screen imports `answer` from this module too).
if (typeof WorkerGlobalScope !== "undefined" && self instanceof WorkerGlobalScope) {
  const scope = self as unknown as DedicatedWorkerGlobalScope;
  scope.onmessage = async (event: MessageEvent<JsonJob>) => {
    const { id, source, layout } = event.data;
    const reply: JsonJobResult = { id, ...(await answer(source, layout)) };
    scope.postMessage(reply);
  };
}

/** The one HTTP client of the web app. Every call is JSON in, JSON out, under /api. */
import { apiUrl } from "./base-path";

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: Record<string, unknown> | null,
  ) {
    super(message);
  }
  /** PostgreSQL's code when the server passes one on (e.g. "23505" for a duplicate email). */
  get code(): string | undefined {
    const c = this.body?.code;
    return typeof c === "string" ? c : undefined;
  }
}

export async function apiRequest<T>(path: string, init: { method?: string; body?: unknown; signal?: AbortSignal } = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(apiUrl(path), {
      method: init.method ?? (init.body === undefined ? "GET" : "POST"),
      headers: init.body === undefined ? undefined : { "content-type": "application/json" },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: init.signal,
    });
  } catch (err) {
    if ((err as Error).name === "AbortError") throw err;
    throw new ApiRequestError(0, "Could not reach the server. Check your connection and try again.", null);
  }
  const text = await res.text();
  let body: Record<string, unknown> | null;
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
  } catch {
    body = null;
  }
  if (!res.ok) {
    const message = typeof body?.error === "string" ? body.error : `Request failed (${res.status})`;
    throw new ApiRequestError(res.status, message, body);
  }
  return body as T;
}

/** Calls a backend function of spec section 7: POST /api/functions/{name}. */
export function callFunction<T>(name: string, body: unknown, signal?: AbortSignal): Promise<T> {
  return apiRequest<T>(`/functions/${name}`, { body, signal });
}

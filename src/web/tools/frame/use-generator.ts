import { useCallback, useRef, useState } from "react";
import { ApiRequestError, callFunction } from "../../lib/api";
import { toastError } from "../../lib/toasts";
import { useRecordCalculation } from "./use-record-calculation";

export interface GeneratorFailure {
  /** Toast title. */
  title: string;
  /** Toast description; receives the server's error message when there is one. */
  description?: string | ((serverMessage: string | undefined, err: unknown) => string | undefined);
}

/**
 * The idle → loading → result | error-toast cycle of a backend generator (spec section 4).
 * On success it records a calculation; on failure it shows the screen's spec toast and keeps inputs.
 */
export function useGenerator<Req, Res>(opts: {
  slug: string;
  functionName: string;
  failure: GeneratorFailure;
  /** Optional check of the answer; return false to treat it as a failure. */
  accept?: (res: Res) => boolean;
  onSuccess?: (res: Res, req: Req) => void;
}) {
  const [loading, setLoading] = useState(false);
  const [result, setResult] = useState<Res | null>(null);
  const [error, setError] = useState<string | null>(null);
  const record = useRecordCalculation(opts.slug);
  const abortRef = useRef<AbortController | null>(null);
  const optsRef = useRef(opts);
  optsRef.current = opts;

  const run = useCallback(
    async (req: Req): Promise<Res | null> => {
      abortRef.current?.abort();
      const controller = new AbortController();
      abortRef.current = controller;
      setLoading(true);
      setError(null);
      try {
        const res = await callFunction<Res>(optsRef.current.functionName, req, controller.signal);
        if (optsRef.current.accept && !optsRef.current.accept(res)) throw new Error("Invalid answer");
        setResult(res);
        record();
        optsRef.current.onSuccess?.(res, req);
        return res;
      } catch (err) {
        if ((err as Error).name === "AbortError") return null;
        const serverMessage = err instanceof ApiRequestError && err.status !== 0 ? err.message : undefined;
        const { title, description } = optsRef.current.failure;
        const desc = typeof description === "function" ? description(serverMessage, err) : description;
        setError(desc ?? title);
        toastError(title, desc);
        return null;
      } finally {
        if (abortRef.current === controller) {
          abortRef.current = null;
          setLoading(false);
        }
      }
    },
    [record],
  );

  return { run, loading, result, setResult, error };
}

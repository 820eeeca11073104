import { useCallback, useRef, useState } from "react";
import { quickCalcTexts, type QuickCalcName, type QuickCalcResponse } from "../../../contracts/functions/quick-calc";
import { ApiRequestError, callFunction } from "../../lib/api";
import { toastError } from "../../lib/toasts";
import { useRecordCalculation } from "../frame";

export interface Decline {
  error: string;
  suggestions: string[];
}

/**
 * idle → loading → result | failure toast, like the frame's useGenerator, but it also keeps the
 * server's 422 answer (why it cannot write the formula and the closest supported requests) so the
 * screen can show it next to the spec's failure toast.
 */
export function useQuickCalc(name: QuickCalcName, slug: string, onSuccess?: (res: QuickCalcResponse) => void) {
  const [loading, setLoading] = useState(false);
  const [result, setResult] = useState<QuickCalcResponse | null>(null);
  const [decline, setDecline] = useState<Decline | null>(null);
  const record = useRecordCalculation(slug);
  const abortRef = useRef<AbortController | null>(null);
  const onSuccessRef = useRef(onSuccess);
  onSuccessRef.current = onSuccess;

  const run = useCallback(
    async (query: string) => {
      abortRef.current?.abort();
      const controller = new AbortController();
      abortRef.current = controller;
      setLoading(true);
      try {
        const res = await callFunction<QuickCalcResponse>(name, { query }, controller.signal);
        if (!res || typeof res.calculatedField !== "string" || !res.calculatedField.trim()) throw new Error("Empty answer");
        setResult(res);
        setDecline(null);
        record();
        onSuccessRef.current?.(res);
      } catch (err) {
        if ((err as Error).name === "AbortError") return;
        const { title, description } = quickCalcTexts[name].failedToast;
        toastError(title, description);
        const body = err instanceof ApiRequestError ? err.body : null;
        if (err instanceof ApiRequestError && err.status === 422 && body && Array.isArray(body.suggestions)) {
          setDecline({ error: err.message, suggestions: body.suggestions.filter((s): s is string => typeof s === "string") });
          setResult(null);
        }
      } finally {
        if (abortRef.current === controller) {
          abortRef.current = null;
          setLoading(false);
        }
      }
    },
    [name, record],
  );

  return { run, loading, result, decline };
}

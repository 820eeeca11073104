import { toastError } from "../../lib/toasts";
import { useRecordCalculation } from "./use-record-calculation";

/** What a browser-side engine answers: its result, or a problem the user can fix. */
export type EngineAnswer<R> = (R & { ok: true }) | { ok: false; problem: { title: string; description?: string } };

/**
 * The way every browser-side tool runs its engine: a problem becomes the error toast (the spec's
 * title and text); a result is shown, then counted as one calculation.
 */
export function useEngineRun<I, R>(
  slug: string,
  engine: (input: I) => EngineAnswer<R>,
  show: (result: R & { ok: true }, input: I) => void,
): (input: I) => void {
  const record = useRecordCalculation(slug);
  // A plain function each render: it always sees the screen's latest state, and nothing keys on it.
  return (input: I) => {
    const answer = engine(input);
    if (!answer.ok) {
      toastError(answer.problem.title, answer.problem.description);
      return;
    }
    show(answer, input);
    record();
  };
}

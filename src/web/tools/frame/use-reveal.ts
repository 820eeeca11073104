import { useEffect, useRef } from "react";

/**
 * On phones the output sits below the inputs: when a new result arrives and its box is out of view,
 * scroll it into view so the answer is not hidden below the fold.
 */
export function useReveal<T extends HTMLElement>(trigger: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const el = ref.current;
    if (!trigger || !el) return;
    const rect = el.getBoundingClientRect();
    if (rect.top > window.innerHeight - 80 || rect.bottom < 0) {
      const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
      el.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
    }
  }, [trigger]);
  return ref;
}

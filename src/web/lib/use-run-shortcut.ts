import { useEffect, useRef } from "react";

/** Runs the screen's main action on Ctrl/Cmd+Enter from anywhere on the page. */
export function useRunShortcut(run: () => void, enabled = true): void {
  const ref = useRef(run);
  ref.current = run;
  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Enter" && (e.ctrlKey || e.metaKey) && !e.defaultPrevented) {
        e.preventDefault();
        ref.current();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [enabled]);
}

import { useEffect } from "react";

/**
 * Tells main.tsx when the page's own content (inside the routes' Suspense boundary) has committed.
 * When hydrating, React may commit the shell first and a Suspense boundary in a later pass, so a
 * signal from outside the boundary would come before the tool screen's effects (its keyboard
 * shortcut, its recorded view) had run.
 */
let listener: (() => void) | null = null;

export function onPageReady(fn: () => void): void {
  listener = fn;
}

/** Rendered beside the routes, inside their Suspense boundary; draws nothing. */
export function PageReady(): null {
  useEffect(() => {
    listener?.();
    listener = null;
  }, []);
  return null;
}

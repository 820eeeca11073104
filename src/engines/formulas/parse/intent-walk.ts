import type { Intent } from "../ir";

/** Visits every object of an intent; `fn` returns true when it has handled a node (its children are skipped). */
export function eachNode(intent: Intent, fn: (o: Record<string, unknown>) => boolean | void): void {
  const visit = (v: unknown): void => {
    if (!v || typeof v !== "object") return;
    if (Array.isArray(v)) return v.forEach(visit);
    const o = v as Record<string, unknown>;
    if (fn(o) === true) return;
    for (const x of Object.values(o)) visit(x);
  };
  visit(intent);
}

import { quickCalcCatalogue } from "../../contracts/functions/quick-calc-catalogue";
import type { Dialect, Family } from "./ir";

/**
 * The closest supported calculations to a request the engine declined: first the families the
 * decline named (a dialect's nearest alternative), then the catalogue entries sharing the most
 * words with the request, so "percent of total" in Looker Studio suggests ratios, not dates.
 */

const STOP = new Set("a an the of to in for by and or with from on per each me my i want need please calculate create make show get give formula field calc".split(" "));

const tokens = (s: string) =>
  new Set(
    s
      .toLowerCase()
      .replace(/[^a-z0-9 ]+/g, " ")
      .split(/\s+/)
      .filter((w) => w.length > 1 && !STOP.has(w))
      .map((w) => w.replace(/(ing|ed|es|s)$/, "")),
  );

export function suggestionsFor(dialect: Dialect, query: string, near: Family[] = [], limit = 4): string[] {
  const catalogue = quickCalcCatalogue[dialect];
  const q = tokens(query);
  const scored = catalogue.map((entry, index) => {
    const words = tokens(`${entry.title} ${entry.example}`);
    let score = 0;
    for (const w of q) if (words.has(w)) score += 1;
    const nearRank = near.indexOf(entry.family as Family);
    if (nearRank >= 0) score += 3 - Math.min(nearRank, 2) * 0.5;
    return { entry, score, index };
  });
  scored.sort((a, b) => b.score - a.score || a.index - b.index);
  const out: string[] = [];
  for (const s of scored) {
    if (!out.includes(s.entry.example)) out.push(s.entry.example);
    if (out.length >= limit) break;
  }
  return out;
}

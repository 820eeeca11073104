import { describe, expect, it } from "vitest";
import { corpus } from "./corpus";
import { dialects, generateFormula, validateFormula } from "./index";

/**
 * Whatever people type, the engine answers with a formula that passes its dialect's validator or
 * declines with suggestions; it never throws. Requests are built from a fixed-seed generator of
 * words analysts use, shuffled corpus fragments, odd punctuation and very long input.
 */

function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const WORDS = (
  "sales profit revenue cost margin ratio percent % of total running moving average 7 day rank top 10 by customer region east west " +
  "yoy mom growth previous year month ytd qtd bucket into under 18 65+ if then else null replace 0 concat first last name upper " +
  "lower trim left 3 characters days between order date ship date extract year truncate fixed include exclude lod vlookup from " +
  "sheet2 where is and or not > < = >= 100 1,000 $5k [Sales] \"Region\" 'East' ${orders.count} Sales[Amount] column B A2:A10 " +
  "count distinct unique number of per each for in the a with weighted round 2 decimals last 30 days this year between 2024-01-01"
).split(" ");

describe("robustness", () => {
  it("never throws on generated requests, and every answer validates", () => {
    const next = rng(20240601);
    const pick = <T>(xs: T[]) => xs[Math.floor(next() * xs.length)]!;
    const failures: string[] = [];
    for (let i = 0; i < 1500; i++) {
      const n = 1 + Math.floor(next() * 12);
      const q = Array.from({ length: n }, () => pick(WORDS)).join(next() < 0.2 ? ", " : " ");
      const dialect = pick([...dialects]);
      try {
        const r = generateFormula(dialect, q);
        if (r.ok) {
          const check = validateFormula(dialect, r.formula);
          if (!check.ok) failures.push(`${dialect}: ${q} → ${r.formula} (${check.problems.join(" ")})`);
        } else if (!r.suggestions.length) failures.push(`${dialect}: ${q} → declined without suggestions`);
      } catch (err) {
        failures.push(`${dialect}: ${q} → threw ${(err as Error).message}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("handles corpus requests in every dialect, mangled case and extra words", () => {
    const failures: string[] = [];
    for (const c of corpus) {
      for (const dialect of dialects) {
        for (const q of [c.query, c.query.toUpperCase(), `please could you ${c.query.toLowerCase()} thanks!!`]) {
          try {
            const r = generateFormula(dialect, q);
            if (r.ok && !validateFormula(dialect, r.formula).ok) failures.push(`${dialect}: ${q} → ${r.formula}`);
          } catch (err) {
            failures.push(`${dialect}: ${q} → threw ${(err as Error).message}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    // (About 25,000 requests: a roomier limit than the suite's 30 s, for a loaded two-core machine.)
  }, 180_000);

  it("copes with empty, symbolic and very long input", () => {
    for (const q of ["", "   ", "!!!", "§0 §1", "${}", "[", "\"", "'", "=SUM(", "a".repeat(2000), "sales ".repeat(400)]) {
      for (const d of dialects) expect(() => generateFormula(d, q)).not.toThrow();
    }
  });
});

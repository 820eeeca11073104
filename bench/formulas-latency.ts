/**
 * Latency of the built-in formula engine over the whole test corpus (every request, its own
 * dialect), after a warm-up pass. Target: p99 under 20 ms per request.
 *
 *   npx tsx bench/formulas-latency.ts [rounds]
 *
 * Prints the number of requests timed, p50, p90, p99 and max in milliseconds, per dialect and in
 * total, and the share answered (the rest are honest declines with suggestions).
 */
import { performance } from "node:perf_hooks";
import { corpus } from "../src/engines/formulas/corpus";
import { dialects, generateFormula } from "../src/engines/formulas";

const rounds = Number(process.argv[2] ?? 5);

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, i)]!;
}

// Warm-up: JIT and the lazily built HyperFormula-free paths.
for (const c of corpus) generateFormula(c.dialect, c.query);

const all: number[] = [];
const byDialect = new Map<string, number[]>();
let answered = 0;
for (let r = 0; r < rounds; r++) {
  for (const c of corpus) {
    const t0 = performance.now();
    const res = generateFormula(c.dialect, c.query);
    const ms = performance.now() - t0;
    if (r === 0 && res.ok) answered++;
    all.push(ms);
    const list = byDialect.get(c.dialect) ?? [];
    list.push(ms);
    byDialect.set(c.dialect, list);
  }
}

const row = (label: string, xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(3).padStart(8);
  console.log(`${label.padEnd(16)} n=${String(xs.length).padStart(5)}  p50=${f(percentile(s, 50))}  p90=${f(percentile(s, 90))}  p99=${f(percentile(s, 99))}  max=${f(s[s.length - 1] ?? 0)}  (ms)`);
};

console.log(`Formula engine latency: ${corpus.length} corpus requests × ${rounds} rounds`);
for (const d of dialects) row(d, byDialect.get(d) ?? []);
row("all", all);
const p99 = percentile([...all].sort((a, b) => a - b), 99);
console.log(`answered ${answered}/${corpus.length} (${((100 * answered) / corpus.length).toFixed(1)}%), the rest declined with suggestions`);
console.log(`p99 ${p99.toFixed(3)} ms — target < 20 ms: ${p99 < 20 ? "met" : "NOT met"}`);

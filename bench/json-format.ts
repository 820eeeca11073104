/**
 * JSON formatter throughput on a generated ~50 MB document.
 *
 *   npx tsx bench/json-format.ts [sizeMB]
 *
 * Prints MB/s (of input) for validate, format (2-space indent) and minify with our lossless
 * engine, and, for reference, JSON.parse + JSON.stringify (which is not lossless). Each runs three
 * times; the best run counts.
 */
import { formatJson, minifyJson, validateJson, type ReformatResult } from "../src/engines/json";

const sizeMB = Number(process.argv[2] ?? 50);

/** Deterministic pseudo-random numbers (mulberry32). */
function rng(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A realistic API dump: objects with strings (some non-ASCII and escaped), numbers, nesting. */
function generate(targetChars: number): string {
  const random = rng(7);
  const cities = ["London", "Zürich", "São Paulo", "東京", "Kraków", "New York", "Île-de-France"];
  const parts: string[] = [];
  let size = 2;
  for (let i = 0; size < targetChars; i++) {
    const item =
      `{"id":${10_000_000_000_000_000_000n + BigInt(i)},"name":"Customer \\"${i}\\"","city":"${cities[i % cities.length]}",` +
      `"score":${(random() * 100).toFixed(3)},"ratio":1.0,"active":${random() < 0.7},"tags":["a\\u00e9","b","c"],` +
      `"orders":[{"sku":"SKU-${i % 997}","qty":${1 + (i % 9)},"price":${(random() * 500).toFixed(2)}},{"sku":"X","qty":1,"price":-0}],"note":null}`;
    parts.push(item);
    size += item.length + 1;
  }
  return `[${parts.join(",")}]`;
}

const text = generate(sizeMB * 1024 * 1024);
const mb = new TextEncoder().encode(text).length / (1024 * 1024);
console.log(`document: ${mb.toFixed(1)} MB\n`);

function measure(name: string, fn: () => ReformatResult | string): void {
  let best = Infinity;
  let outMB = 0;
  for (let round = 0; round < 3; round++) {
    const start = process.hrtime.bigint();
    const r = fn();
    best = Math.min(best, Number(process.hrtime.bigint() - start) / 1e9);
    if (typeof r === "string") outMB = r.length / (1024 * 1024);
    else if (r.ok) outMB = r.stats.outputBytes / (1024 * 1024);
    else throw new Error(`${name} failed`);
  }
  console.log(`${name.padEnd(34)} ${(mb / best).toFixed(1).padStart(6)} MB/s  (${best.toFixed(2)} s${outMB ? `, output ${outMB.toFixed(1)} MB` : ""})`);
}

measure("validate", () => validateJson(text));
measure("format (2-space indent)", () => formatJson(text));
measure("minify", () => minifyJson(text));
measure("JSON.parse + stringify(…, 2) [lossy]", () => JSON.stringify(JSON.parse(text), null, 2));
measure("JSON.parse + stringify [lossy]", () => JSON.stringify(JSON.parse(text)));

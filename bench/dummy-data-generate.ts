/**
 * How long the Dummy Data Generator takes for 1000 rows (the spec's maximum).
 * Run: npx tsx bench/dummy-data-generate.ts
 */
import { generateDummyData } from "../src/engines/dummy-data";

const schemas: Record<string, string> = {
  "issue example (7 columns)":
    "customers: name, email, age 18-65, signup date in 2024, country, plan (free, pro, team), monthly revenue 0-500",
  "wide (15 columns)":
    "id, uuid, first name, last name, email, phone, street address, city, country, company, job title, salary 30000-150000, hire date since 2015, is_active, notes",
  "orders template": "orders",
};

for (const [label, schema] of Object.entries(schemas)) {
  // Warm up the JIT and faker's lazy modules, then time 20 runs.
  for (let i = 0; i < 3; i++) generateDummyData({ schema, rowCount: 1000, seed: i });
  const times: number[] = [];
  for (let i = 0; i < 20; i++) {
    const t = performance.now();
    generateDummyData({ schema, rowCount: 1000, seed: 100 + i });
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  const p95 = times[Math.floor(times.length * 0.95)]!;
  console.log(`${label.padEnd(28)} 1000 rows: median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms`);
}

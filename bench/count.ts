// Badge count at scale: loads 1,000,000 calculation rows, then prints insert throughput and the latency
// of GET /api/calculations/count (p50/p99), on PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL.
// Usage: npx tsx bench/count.ts [rows]   (default 1000000)
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildApp } from "../src/server/app";
import { configFromEnv } from "../src/server/config";
import { openDatabase } from "../src/server/db/open";
import type { Db } from "../src/server/db/types";
import { createTestDatabase } from "../src/server/testing/databases";

const ROWS = Number(process.argv[2] ?? 1_000_000);
const SAMPLES = 2000;

function pct(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function bulkLoad(db: Db, rows: number): Promise<number> {
  const start = performance.now();
  const batch = 100_000;
  for (let done = 0; done < rows; done += batch) {
    const n = Math.min(batch, rows - done);
    // Row-by-row trigger work (counter + NOTIFY) is included: this is the real insert path.
    await db.query(
      "INSERT INTO calculations (applet_name) SELECT 'CSV Analyzer' FROM generate_series(1, $1::int)",
      [n],
    );
  }
  return rows / ((performance.now() - start) / 1000);
}

async function singleInserts(app: Awaited<ReturnType<typeof buildApp>>, n: number): Promise<number> {
  const start = performance.now();
  for (let i = 0; i < n; i++) {
    const res = await app.inject({ method: "POST", url: "/api/calculations", payload: { applet_name: "CSV Analyzer" } });
    if (res.statusCode !== 201) throw new Error(`insert failed: ${res.statusCode}`);
  }
  return n / ((performance.now() - start) / 1000);
}

async function run(label: string, databaseUrl: string | undefined) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dat-bench-"));
  const config = { ...configFromEnv({}), dataDir, databaseUrl, webDir: undefined, writeRateLimit: 1e9 };
  const db = await openDatabase(config);
  const app = await buildApp({ config, db });
  try {
    const bulk = await bulkLoad(db, ROWS);
    const api = await singleInserts(app, 2000);
    const lat: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      const t = performance.now();
      const res = await app.inject({ url: "/api/calculations/count" });
      lat.push(performance.now() - t);
      if (i === 0 && res.json().count !== ROWS + 2000) throw new Error(`count mismatch: ${res.body}`);
    }
    lat.sort((a, b) => a - b);
    const fullScan = performance.now();
    await db.query("SELECT count(*) FROM calculations");
    const scanMs = performance.now() - fullScan;
    console.log(
      `${label.padEnd(10)} rows=${(ROWS + 2000).toLocaleString("en-US")}  bulk insert ${Math.round(bulk).toLocaleString("en-US")} rows/s  ` +
        `API insert ${Math.round(api)} req/s (sequential)  count p50 ${pct(lat, 50).toFixed(2)} ms  p99 ${pct(lat, 99).toFixed(2)} ms  ` +
        `(a full count(*) would take ${scanMs.toFixed(1)} ms)`,
    );
  } finally {
    await app.close();
    await db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await run("PGlite", undefined);
const pg = await createTestDatabase();
if (pg) {
  try {
    await run("PostgreSQL", pg.url);
  } finally {
    await pg.drop();
  }
} else {
  console.log("PostgreSQL: skipped (set TEST_DATABASE_URL)");
}

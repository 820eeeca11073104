// Load figures for the server, on PGlite and (when TEST_DATABASE_URL is set) on PostgreSQL:
//  - autocannon: requests/s and p99 for the badge count (at 1M rows), a view insert, a calculation insert
//    and one built-in generator;
//  - SSE fan-out: 1,000 stream clients, inserts at 100/s, p99 from insert to every client notified.
// The server runs in its own process, as in production. Usage: npx tsx bench/load/index.ts [seconds]
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { configFromEnv } from "../../src/server/config";
import { openDatabase } from "../../src/server/db/open";
import { createTestDatabase } from "../../src/server/testing/databases";

const SECONDS = Number(process.argv[2] ?? 10);
const ROWS = 1_000_000;
const SSE_CLIENTS = 1000;
const INSERT_RATE = 100;
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");

interface Row {
  db: string;
  what: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function preload(env: { DATABASE_URL?: string; DATA_DIR: string }) {
  const db = await openDatabase({ ...configFromEnv({}), databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await db.query("INSERT INTO calculations (applet_name) SELECT 'CSV Analyzer' FROM generate_series(1, $1::int)", [ROWS]);
  await db.close();
}

async function startServer(env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "src/server/main.ts")], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", WRITE_RATE_LIMIT: "100000000", GENERATOR_RATE_LIMIT: "100000000" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, child };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill("SIGKILL");
  throw new Error("server did not start");
}

async function cannon(url: string, opts: { method?: "GET" | "POST"; body?: unknown; connections?: number }) {
  const result = await autocannon({
    url,
    method: opts.method ?? "GET",
    body: opts.body ? JSON.stringify(opts.body) : undefined,
    headers: opts.body ? { "content-type": "application/json" } : undefined,
    connections: opts.connections ?? 20,
    duration: SECONDS,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

function openStream(url: string, onEvent: (id: number, receivedAt: number) => void): Promise<http.ClientRequest> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent: false }, (res) => {
      res.setEncoding("utf8");
      // Light parsing (the 1,000 clients share this process): take each insert event's id with a regex.
      const idRe = /event: insert\ndata: \{"id" ?: ?(\d+)/g;
      let tail = "";
      res.on("data", (chunk: string) => {
        const text = tail + chunk;
        const now = performance.now();
        idRe.lastIndex = 0;
        let m: RegExpExecArray | null;
        let consumed = 0;
        while ((m = idRe.exec(text))) {
          onEvent(Number(m[1]), now);
          consumed = idRe.lastIndex;
        }
        tail = text.slice(Math.max(consumed, text.length - 64));
      });
      resolve(req);
    });
    req.on("error", reject);
  });
}

async function fanOut(url: string): Promise<{ p50: number; p99: number; delivered: number; expected: number }> {
  const sentAt = new Map<number, number>();
  const latencies: number[] = [];
  const pending: { id: number; t: number }[] = [];
  const streams: http.ClientRequest[] = [];
  for (let i = 0; i < SSE_CLIENTS; i += 50) {
    streams.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(50, SSE_CLIENTS - i) }, () =>
          openStream(`${url}/api/calculations/stream`, (id, t) => pending.push({ id, t })),
        ),
      )),
    );
  }
  await new Promise((r) => setTimeout(r, 500));
  // Insert ids come from the database; we match events to inserts by the order the server returned them.
  const total = INSERT_RATE * Math.min(SECONDS, 10);
  const start = performance.now();
  let maxId = 0;
  for (let n = 0; n < total; n++) {
    const due = start + (n * 1000) / INSERT_RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const t = performance.now();
    const res = await fetch(`${url}/api/calculations`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ applet_name: "CSV Analyzer" }),
    });
    if (res.status !== 201) throw new Error(`insert failed ${res.status}`);
    // Ids are sequential per insert; learn them from the first event seen after each post.
    sentAt.set(n, t);
    maxId = n;
  }
  await new Promise((r) => setTimeout(r, 2000));
  for (const s of streams) s.destroy();
  // Map event ids to insert order: the smallest id seen is insert 0.
  const ids = [...new Set(pending.map((p) => p.id))].sort((a, b) => a - b);
  const order = new Map(ids.map((id, i) => [id, i]));
  for (const p of pending) {
    const n = order.get(p.id)!;
    const t = sentAt.get(n);
    if (t !== undefined) latencies.push(p.t - t);
  }
  latencies.sort((a, b) => a - b);
  const pct = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return { p50: pct(0.5), p99: pct(0.99), delivered: latencies.length, expected: (maxId + 1) * SSE_CLIENTS };
}

async function runFor(label: string, env: { DATABASE_URL?: string; DATA_DIR: string }, rows: Row[]) {
  await preload(env);
  const { url, child } = await startServer({ ...(env.DATABASE_URL ? { DATABASE_URL: env.DATABASE_URL } : {}), DATA_DIR: env.DATA_DIR });
  try {
    const add = (what: string, r: Awaited<ReturnType<typeof cannon>>) => rows.push({ db: label, what, ...r });
    add("GET count (1M rows), 1 connection", await cannon(`${url}/api/calculations/count`, { connections: 1 }));
    add("GET count (1M rows), 20 connections", await cannon(`${url}/api/calculations/count`, {}));
    add("POST applet-views", await cannon(`${url}/api/applet-views`, { method: "POST", body: { applet_name: "CSV Analyzer" } }));
    add("POST calculations", await cannon(`${url}/api/calculations`, { method: "POST", body: { applet_name: "CSV Analyzer" } }));
    add(
      "POST bqml-model-builder",
      await cannon(`${url}/api/functions/bqml-model-builder`, {
        method: "POST",
        body: { modelType: "linear_reg", dataset: "shop.sales", modelName: "m", targetVariable: "revenue", predictorInputs: "price, qty" },
      }),
    );
    const f = await fanOut(url);
    rows.push({ db: label, what: `SSE fan-out ${SSE_CLIENTS} clients @${INSERT_RATE}/s (${f.delivered}/${f.expected} delivered)`, rps: INSERT_RATE, p50: f.p50, p99: f.p99, errors: f.expected - f.delivered });
  } finally {
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
  }
}

const rows: Row[] = [];
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "dat-load-"));
await runFor("PGlite", { DATA_DIR: dir }, rows);
fs.rmSync(dir, { recursive: true, force: true });
const pgdb = await createTestDatabase();
if (pgdb) {
  try {
    await runFor("PostgreSQL", { DATABASE_URL: pgdb.url, DATA_DIR: os.tmpdir() }, rows);
  } finally {
    await pgdb.drop();
  }
}

console.log(`\nLoad, ${SECONDS} s per row, server in its own process, ${os.cpus().length} cores\n`);
console.log("| database | what | req/s | p50 ms | p99 ms | errors |\n|---|---|---:|---:|---:|---:|");
for (const r of rows) {
  console.log(`| ${r.db} | ${r.what} | ${Math.round(r.rps)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.errors} |`);
}
if (!pgdb) console.log("\nPostgreSQL: skipped (set TEST_DATABASE_URL)");

/**
 * The same comparison as bench/csv-throughput.ts, inside Chromium, where the analyzer really runs,
 * on the same ~100 MB File:
 *  - on the page's main thread: bare Papa.parse(File, { chunk }) (Papa's FileStreamer, 10 MB
 *    slices) against analyzeCsvBlob, counts only and full;
 *  - in Web Workers, timed from creating the worker to its answer: bare Papa.parse(File) in a
 *    worker against the CSV Analyzer's own worker (src/web/tools/csv-analyzer/worker.ts), with
 *    one worker, and as the page runs it (two workers when the machine has two or more cores).
 *
 *   npx tsx bench/csv-browser.ts [sizeMB]
 *
 * Uses Debian's Chromium (CHROMIUM_PATH to override); the page (bench/csv-browser.html) and its
 * workers are bundled with Vite.
 */
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { build } from "vite";
import type { BenchKind } from "./csv-browser-page";
import { generateOrdersCsv } from "./csv-generate";

const sizeMB = Number(process.argv[2] ?? 100);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "csv-browser-bench-"));
const csv = path.join(dir, "orders.csv");
const generated = generateOrdersCsv(csv, sizeMB * 1024 * 1024);
const mb = generated.bytes / (1024 * 1024);

const site = path.join(dir, "site");
await build({
  configFile: false,
  logLevel: "warn",
  root: import.meta.dirname,
  base: "./",
  publicDir: false,
  worker: { format: "es" },
  build: { outDir: site, emptyOutDir: true, minify: true, rollupOptions: { input: path.join(import.meta.dirname, "csv-browser.html") } },
});
const types: Record<string, string> = { ".js": "text/javascript", ".html": "text/html" };
const server = http.createServer((req, res) => {
  const name = req.url === "/" ? "csv-browser.html" : path.normalize(decodeURIComponent(req.url ?? "")).replace(/^([/\\.])+/, "");
  const file = path.join(site, name);
  if (!file.startsWith(site) || !fs.existsSync(file)) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { "content-type": types[path.extname(file)] ?? "application/octet-stream" });
  res.end(fs.readFileSync(file));
});
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const { port } = server.address() as { port: number };

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium", headless: true, args: ["--no-sandbox", "--disable-gpu"] });
try {
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${port}/`);
  await page.waitForFunction(() => typeof window.benchCsv === "function");
  await page.setInputFiles("#file", csv);
  console.log(`Chromium ${browser.version()} · file: ${mb.toFixed(1)} MB, ${generated.rows.toLocaleString("en-US")} data rows\n`);
  const kinds: [BenchKind, string][] = [
    ["papa-file", "main thread: bare Papa.parse(File)"],
    ["counts", "main thread: analyzer, counts only"],
    ["analyzer", "main thread: analyzer, full"],
    ["papa-worker", "worker: bare Papa.parse(File)"],
    ["product-1", "worker: CSV Analyzer, one worker"],
    ["product", "worker: CSV Analyzer as the page runs it"],
  ];
  const best = new Map<BenchKind, number>();
  let profileRows = 0;
  let parts = 0;
  for (let round = 1; round <= 3; round++) {
    const line: string[] = [];
    for (const [kind] of kinds) {
      const r = await page.evaluate((k) => window.benchCsv(k), kind);
      best.set(kind, Math.min(best.get(kind) ?? Infinity, r.seconds));
      if (kind === "product") {
        profileRows = r.profileRows;
        parts = r.parts;
      }
      line.push(`${kind} ${(mb / r.seconds).toFixed(1)}`);
    }
    console.log(`round ${round} (MB/s): ${line.join(" · ")}`);
  }
  const cores = await page.evaluate(() => navigator.hardwareConcurrency);
  console.log("");
  for (const [kind, label] of kinds) {
    const base = kind.startsWith("papa") ? undefined : best.get(["counts", "analyzer"].includes(kind) ? "papa-file" : "papa-worker")!;
    const ratio = base === undefined ? "" : `  ratio ${(base / best.get(kind)!).toFixed(2)}`;
    console.log(`${label.padEnd(44)} ${(mb / best.get(kind)!).toFixed(1).padStart(6)} MB/s${ratio}${kind === "product" ? `  (${parts} workers, ${cores} cores; target ≥ 0.80)` : ""}`);
  }
  console.log(`profile sample:  ${profileRows.toLocaleString("en-US")} of ${generated.rows.toLocaleString("en-US")} rows (rows, duplicates, empty and blank cells: every row)`);
} finally {
  await browser.close();
  server.close();
  fs.rmSync(dir, { recursive: true, force: true });
}

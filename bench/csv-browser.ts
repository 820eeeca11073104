/**
 * The same comparison as bench/csv-throughput.ts, inside Chromium, where the analyzer really runs:
 * bare Papa.parse(File, { chunk }) (Papa's FileStreamer, 10 MB slices) against analyzeCsvBlob on
 * the same ~100 MB File, both on the page's main thread.
 *
 *   npx tsx bench/csv-browser.ts [sizeMB]
 *
 * Uses Debian's Chromium (CHROMIUM_PATH to override); the page script is bundled with Vite.
 */
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { build } from "vite";
import { generateOrdersCsv } from "./csv-generate";

const sizeMB = Number(process.argv[2] ?? 100);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "csv-browser-bench-"));
const csv = path.join(dir, "orders.csv");
const generated = generateOrdersCsv(csv, sizeMB * 1024 * 1024);
const mb = generated.bytes / (1024 * 1024);

await build({
  configFile: false,
  logLevel: "warn",
  build: {
    outDir: path.join(dir, "site"),
    emptyOutDir: true,
    minify: true,
    lib: { entry: path.resolve(import.meta.dirname, "csv-browser-page.ts"), formats: ["es"], fileName: () => "page.js" },
  },
});
const html = '<!doctype html><meta charset="utf-8"><input type="file" id="file"><script type="module" src="/page.js"></script>';
const server = http.createServer((req, res) => {
  if (req.url === "/page.js") {
    res.writeHead(200, { "content-type": "text/javascript" });
    res.end(fs.readFileSync(path.join(dir, "site", "page.js")));
  } else {
    res.writeHead(200, { "content-type": "text/html" });
    res.end(html);
  }
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
  const best = { papa: Infinity, counts: Infinity, ours: Infinity };
  let profileRows = 0;
  for (let round = 1; round <= 3; round++) {
    const p = await page.evaluate(() => window.benchCsv("papa-file"));
    const c = await page.evaluate(() => window.benchCsv("counts"));
    const o = await page.evaluate(() => window.benchCsv("analyzer"));
    best.papa = Math.min(best.papa, p.seconds);
    best.counts = Math.min(best.counts, c.seconds);
    best.ours = Math.min(best.ours, o.seconds);
    profileRows = o.profileRows;
    console.log(
      `round ${round}: bare Papa.parse(File) ${(mb / p.seconds).toFixed(1)} MB/s (${p.rows} records) · ` +
        `counts only ${(mb / c.seconds).toFixed(1)} MB/s · analyzer ${(mb / o.seconds).toFixed(1)} MB/s (${o.rows} rows)`,
    );
  }
  console.log(`\nbare Papa.parse(File):  ${(mb / best.papa).toFixed(1)} MB/s`);
  console.log(`counts only:            ${(mb / best.counts).toFixed(1)} MB/s  ratio ${(best.papa / best.counts).toFixed(2)}`);
  console.log(`CSV analyzer (full):    ${(mb / best.ours).toFixed(1)} MB/s  ratio ${(best.papa / best.ours).toFixed(2)} (target ≥ 0.80)`);
  console.log(`profile sample:         ${profileRows.toLocaleString("en-US")} of ${generated.rows.toLocaleString("en-US")} rows (rows, duplicates, empty and blank cells: every row)`);
} finally {
  await browser.close();
  server.close();
  fs.rmSync(dir, { recursive: true, force: true });
}

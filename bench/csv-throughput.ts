/**
 * CSV analyzer throughput vs bare Papa Parse, on the same generated ~100 MB file, in one run.
 *
 *   npx tsx bench/csv-throughput.ts [sizeMB]
 *
 * Prints MB/s for:
 *  - bare Papa Parse: Papa.parse(fs stream, { chunk }) with its defaults, doing nothing with the rows;
 *  - our engine, counts only (profile: false): slice → streaming TextDecoder → Papa's parser →
 *    rows, columns, empty cells and 64-bit hashed duplicate detection;
 *  - our engine, full (what the browser worker runs): the above plus the per-column profile
 *    (types, distinct and top values, min/max/mean, histogram; from an evenly spread sample of
 *    100,000 rows on a file this size) and the preview;
 * and the ratios to bare Papa (target: at least 0.8). Each runs three times, interleaved; the best
 * run counts, which filters out noise from other processes. CPU seconds (user + system, this
 * process) are printed too: on a shared machine they move less than the wall clock.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Papa from "papaparse";
import { analyzeCsvBlob } from "../src/engines/csv";
import { generateOrdersCsv } from "./csv-generate";

const sizeMB = Number(process.argv[2] ?? 100);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "csv-bench-"));
const file = path.join(dir, "orders.csv");

function barePapa(): Promise<number> {
  return new Promise((resolve, reject) => {
    let rows = 0;
    Papa.parse(fs.createReadStream(file, { encoding: "utf8" }), {
      chunk: (results: Papa.ParseResult<string[]>) => {
        rows += results.data.length;
      },
      complete: () => resolve(rows),
      error: reject,
    });
  });
}

let profileRows = 0;
async function ours(profile: boolean): Promise<number> {
  const result = await analyzeCsvBlob(await fs.openAsBlob(file), { profile });
  if (profile) profileRows = result.profileRows;
  return result.rows;
}

async function time(fn: () => Promise<number>): Promise<{ seconds: number; cpu: number; rows: number }> {
  const cpuStart = process.cpuUsage();
  const start = process.hrtime.bigint();
  const rows = await fn();
  const cpu = process.cpuUsage(cpuStart);
  return { seconds: Number(process.hrtime.bigint() - start) / 1e9, cpu: (cpu.user + cpu.system) / 1e6, rows };
}

const generated = generateOrdersCsv(file, sizeMB * 1024 * 1024);
const mb = generated.bytes / (1024 * 1024);
console.log(`file: ${file}\nsize: ${mb.toFixed(1)} MB, ${generated.rows.toLocaleString("en-US")} data rows\n`);

const best = { papa: Infinity, counts: Infinity, full: Infinity };
const cpu = { papa: Infinity, counts: Infinity, full: Infinity };
for (let round = 1; round <= 3; round++) {
  const p = await time(barePapa);
  const c = await time(() => ours(false));
  const f = await time(() => ours(true));
  best.papa = Math.min(best.papa, p.seconds);
  best.counts = Math.min(best.counts, c.seconds);
  best.full = Math.min(best.full, f.seconds);
  cpu.papa = Math.min(cpu.papa, p.cpu);
  cpu.counts = Math.min(cpu.counts, c.cpu);
  cpu.full = Math.min(cpu.full, f.cpu);
  console.log(
    `round ${round}: bare Papa ${(mb / p.seconds).toFixed(1)} MB/s (${p.rows} records) · ` +
      `counts only ${(mb / c.seconds).toFixed(1)} MB/s · full analyzer ${(mb / f.seconds).toFixed(1)} MB/s (${f.rows} rows)`,
  );
}
const rate = (seconds: number) => mb / seconds;
const cpuNote = (k: keyof typeof cpu) => `cpu ${cpu[k].toFixed(2)} s` + (k === "papa" ? "" : `, ratio ${(cpu.papa / cpu[k]).toFixed(2)}`);
console.log(`\nbare Papa Parse:          ${rate(best.papa).toFixed(1)} MB/s              (${cpuNote("papa")})`);
console.log(`analyzer, counts only:    ${rate(best.counts).toFixed(1)} MB/s  ratio ${(best.papa / best.counts).toFixed(2)}  (${cpuNote("counts")})`);
console.log(`analyzer, full profile:   ${rate(best.full).toFixed(1)} MB/s  ratio ${(best.papa / best.full).toFixed(2)}  (${cpuNote("full")})  target ≥ 0.80`);
console.log(`profile sample:           ${profileRows.toLocaleString("en-US")} of ${generated.rows.toLocaleString("en-US")} rows (rows, duplicates, empty and blank cells: every row)`);
console.log(`peak RSS:                 ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
fs.rmSync(dir, { recursive: true, force: true });

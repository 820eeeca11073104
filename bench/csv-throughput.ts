/**
 * CSV analyzer throughput vs bare Papa Parse, on the same generated ~100 MB file, in one run.
 *
 *   npx tsx bench/csv-throughput.ts [sizeMB]
 *
 * Prints MB/s for:
 *  - bare Papa Parse: Papa.parse(fs stream, { chunk }) with its defaults, doing nothing with the rows;
 *  - our engine, counts only (profile: false): slice → streaming TextDecoder → Papa's parser →
 *    rows, columns, empty cells and 64-bit hashed duplicate detection;
 *  - our engine, full, one thread: the above plus the per-column profile (types, distinct and
 *    top values, min/max/mean, histogram; from an evenly spread sample of 100,000 rows on a file
 *    this size) and the preview;
 *  - our engine, full, as the browser runs it on a machine with two or more cores: the file's
 *    second half analysed at the same time in a second thread (worker_threads here, a Web Worker
 *    there; see src/engines/csv/split.ts), its results taken in at the end. The time includes
 *    starting that thread.
 * and the ratios to bare Papa (target: at least 0.8). Each runs five times, interleaved; the best
 * run counts, which filters out noise from other processes. CPU seconds (user + system, this
 * process) are printed too: on a shared machine they move less than the wall clock.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import Papa from "papaparse";
import { analyzeCsvBlob, findSplit, type CsvPart, type SecondPart } from "../src/engines/csv";
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

// The second thread's script, bundled once before timing (as the browser gets a built worker):
// loaded through tsx it would be compiled at every start, which a user's browser never does. The
// bundler runs in a child process: in this one its native threads would share the CPU with the runs.
const partWorker = path.join(dir, "csv-part-worker.mjs");
const buildScript = `
  import { build } from "vite";
  await build({
    configFile: false,
    logLevel: "warn",
    ssr: { noExternal: true },
    build: {
      ssr: ${JSON.stringify(path.join(import.meta.dirname, "csv-part-worker.ts"))},
      outDir: ${JSON.stringify(dir)},
      emptyOutDir: false,
      rollupOptions: { output: { format: "es", entryFileNames: "csv-part-worker.mjs" } },
    },
  });`;
execFileSync(process.execPath, ["--input-type=module", "-e", buildScript], { cwd: path.join(import.meta.dirname, ".."), stdio: "inherit" });

/** The full analysis with the second half in a worker thread, as in the browser. */
async function twoThreads(): Promise<number> {
  const blob = await fs.openAsBlob(file);
  const at = await findSplit(blob);
  let worker: Worker | null = null;
  const secondPart: SecondPart | undefined =
    at === null
      ? undefined
      : {
          at,
          start: (plan, onSample) =>
            new Promise<CsvPart>((resolve, reject) => {
              worker = new Worker(partWorker);
              worker.on("message", (m: { sample?: string; part?: CsvPart; error?: string }) => {
                if (m.sample !== undefined) onSample(m.sample);
                else if (m.part) resolve(m.part);
                else reject(new Error(m.error));
              });
              worker.once("error", reject);
              worker.once("exit", () => reject(new Error("the part worker stopped")));
              worker.postMessage({ file, plan });
            }),
          stop: () => void worker?.terminate(),
        };
  const result = await analyzeCsvBlob(blob, { secondPart });
  parts = result.parts;
  return result.rows;
}
let parts = 0;

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

const rounds = 5;
const best = { papa: Infinity, counts: Infinity, full: Infinity, two: Infinity };
const cpu = { papa: Infinity, counts: Infinity, full: Infinity, two: Infinity };
for (let round = 1; round <= rounds; round++) {
  const p = await time(barePapa);
  const c = await time(() => ours(false));
  const f = await time(() => ours(true));
  const t = await time(twoThreads);
  best.two = Math.min(best.two, t.seconds);
  best.papa = Math.min(best.papa, p.seconds);
  best.counts = Math.min(best.counts, c.seconds);
  best.full = Math.min(best.full, f.seconds);
  cpu.papa = Math.min(cpu.papa, p.cpu);
  cpu.counts = Math.min(cpu.counts, c.cpu);
  cpu.full = Math.min(cpu.full, f.cpu);
  console.log(
    `round ${round}: bare Papa ${(mb / p.seconds).toFixed(1)} MB/s (${p.rows} records) · ` +
      `counts only ${(mb / c.seconds).toFixed(1)} MB/s · full analyzer ${(mb / f.seconds).toFixed(1)} MB/s (${f.rows} rows) · ` +
      `two threads ${(mb / t.seconds).toFixed(1)} MB/s (${t.rows} rows, ${parts} parts)`,
  );
}
const rate = (seconds: number) => mb / seconds;
const cpuNote = (k: keyof typeof cpu) => `cpu ${cpu[k].toFixed(2)} s` + (k === "papa" ? "" : `, ratio ${(cpu.papa / cpu[k]).toFixed(2)}`);
console.log(`\nbare Papa Parse:          ${rate(best.papa).toFixed(1)} MB/s              (${cpuNote("papa")})`);
console.log(`analyzer, counts only:    ${rate(best.counts).toFixed(1)} MB/s  ratio ${(best.papa / best.counts).toFixed(2)}  (${cpuNote("counts")})`);
console.log(`analyzer, full, 1 thread: ${rate(best.full).toFixed(1)} MB/s  ratio ${(best.papa / best.full).toFixed(2)}  (${cpuNote("full")})`);
console.log(`analyzer, full, 2 threads:${rate(best.two).toFixed(1).padStart(6)} MB/s  ratio ${(best.papa / best.two).toFixed(2)}  (what the browser runs with ≥ 2 cores; target ≥ 0.80)`);
console.log(`profile sample:           ${profileRows.toLocaleString("en-US")} of ${generated.rows.toLocaleString("en-US")} rows (rows, duplicates, empty and blank cells: every row)`);
console.log(`peak RSS:                 ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
fs.rmSync(dir, { recursive: true, force: true });

// Lighthouse (performance and accessibility) against the built server, with Debian's Chromium,
// in both form factors: Lighthouse's default mobile profile (simulated slow 4G, 4x CPU slowdown)
// and its desktop preset. Each page is audited RUNS times per form factor and the median run
// (by performance score) is printed, because one run on a shared 2-core machine is noisy.
// Usage: npm run build && npx tsx bench/lighthouse.ts [--runs=N] [path ...]
//        (default: / and every ready tool route from the catalogue; RUNS defaults to 2)
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { readyApplets, routeOf } from "../src/catalogue";
import { startServer } from "../e2e/harness";

const args = process.argv.slice(2);
const runsArg = args.find((a) => a.startsWith("--runs="));
const runs = runsArg ? Number(runsArg.slice("--runs=".length)) : 2;
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer, got ${runsArg}`);
const listed = args.filter((a) => !a.startsWith("--"));
const paths = listed.length ? listed : ["/", ...readyApplets.map(routeOf)];

type FormFactor = "mobile" | "desktop";
interface Run {
  perf: number;
  a11y: number;
  lcp: number;
  tbt: number;
  fcp: number;
  cls: number;
  si: number;
  lcpElement: string;
  /** Accessibility audits that did not pass, with up to three of their elements. */
  a11yFailures: string[];
}

const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  chromeFlags: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});

async function audit(url: string, formFactor: FormFactor): Promise<Run | undefined> {
  const result = await lighthouse(
    url,
    {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility"],
      // Every audit is a first-time visitor: Lighthouse's default keeps local storage between runs,
      // so after three tools the email popup (shown to returning visitors) would join the measure.
      clearStorageTypes: ["file_systems", "shader_cache", "service_workers", "cache_storage", "local_storage", "indexeddb", "cookies"],
    },
    // Lighthouse's own desktop preset (fast network, no CPU slowdown); mobile is its default profile.
    formFactor === "desktop" ? desktopConfig : undefined,
  );
  const lhr = result!.lhr;
  // Under heavy load Lighthouse sometimes gives up (e.g. NO_FCP): such a run has no score at all.
  if (lhr.runtimeError || lhr.categories.performance?.score == null) {
    process.stderr.write(`  ${url} ${formFactor}: run failed (${lhr.runtimeError?.code ?? "no score"}), not counted\n`);
    return undefined;
  }
  const score = (k: string) => Math.round((lhr.categories[k]?.score ?? 0) * 100);
  const num = (k: string) => lhr.audits[k]?.numericValue ?? NaN;
  const lcpItems = (lhr.audits["largest-contentful-paint-element"]?.details as { items?: { items?: { node?: { selector?: string } }[] }[] } | undefined)
    ?.items?.[0]?.items;
  return {
    perf: score("performance"),
    a11y: score("accessibility"),
    lcp: num("largest-contentful-paint"),
    tbt: num("total-blocking-time"),
    fcp: num("first-contentful-paint"),
    cls: num("cumulative-layout-shift"),
    si: num("speed-index"),
    lcpElement: lcpItems?.[0]?.node?.selector ?? "",
    a11yFailures: (lhr.categories.accessibility?.auditRefs ?? [])
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a && a.score !== null && a.score < 1)
      .map((a) => {
        const items = (a!.details as { items?: { node?: { selector?: string } }[] } | undefined)?.items ?? [];
        return `${a!.id} (${items.map((i) => i.node?.selector ?? "?").slice(0, 3).join(", ")})`;
      }),
  };
}

/** The run with the median performance score (the lower middle one for an even count). */
function median(rs: Run[]): Run {
  const sorted = [...rs].sort((a, b) => a.perf - b.perf);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const cell = (r: Run, all: Run[]) =>
  `${r.perf} (${all.map((x) => x.perf).join("/")}) | ${r.a11y} | ${s(r.lcp)} | ${Math.round(r.tbt)} ms | ${s(r.fcp)} | ${r.cls.toFixed(3)} | ${s(r.si)}`;

const rows: string[] = [];
const lcpElements: string[] = [];
const a11yFailures: string[] = [];
let worst = 100;
try {
  for (const p of paths) {
    const byForm = {} as Record<FormFactor, { med: Run; all: Run[] }>;
    for (const formFactor of ["mobile", "desktop"] as const) {
      const all: Run[] = [];
      // A failed run is retried (at most `runs` extra times) so each median has `runs` real runs.
      for (let tries = 0; all.length < runs && tries < 2 * runs; tries++) {
        const r = await audit(`${server.url}${p}`, formFactor);
        if (r) all.push(r);
      }
      if (!all.length) throw new Error(`Lighthouse failed on every run of ${p} (${formFactor})`);
      byForm[formFactor] = { med: median(all), all };
      worst = Math.min(worst, byForm[formFactor].med.perf);
    }
    rows.push(`| ${p} | ${cell(byForm.mobile.med, byForm.mobile.all)} | ${cell(byForm.desktop.med, byForm.desktop.all)} |`);
    for (const f of [...byForm.mobile.med.a11yFailures, ...byForm.desktop.med.a11yFailures]) a11yFailures.push(`${p}: ${f}`);
    lcpElements.push(`${p}: mobile ${byForm.mobile.med.lcpElement || "?"} · desktop ${byForm.desktop.med.lcpElement || "?"}`);
    process.stderr.write(`${rows.at(-1)}\n`);
  }
} finally {
  chrome.kill();
  await server.close();
}
console.log(`\nLighthouse, median of ${runs} run(s) per page and form factor (all runs' scores in brackets).`);
console.log("Mobile: Lighthouse's default profile (simulated slow 4G, 4x CPU). Desktop: its desktop preset.\n");
const head = "perf | a11y | LCP | TBT | FCP | CLS | SI";
console.log(`| page | mobile ${head.replaceAll(" | ", " | mobile ")} | desktop ${head.replaceAll(" | ", " | desktop ")} |`);
console.log(`|---|${"---:|".repeat(14)}`);
for (const r of rows) console.log(r);
const failures = [...new Set(a11yFailures)];
if (failures.length) console.log(`\nAccessibility audits not passed:\n${failures.map((f) => `  ${f}`).join("\n")}`);
console.log("\nLCP element (median run):");
for (const l of lcpElements) console.log(`  ${l}`);
console.log(`\nLowest median performance: ${worst}`);

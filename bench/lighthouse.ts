// Lighthouse (performance and accessibility) against the built server, with Debian's Chromium.
// Usage: npm run build && npx tsx bench/lighthouse.ts [path ...]   (default: / and three tool screens)
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { startServer } from "../e2e/harness";

const paths = process.argv.slice(2).length ? process.argv.slice(2) : ["/", "/json-formatter", "/sql-join-builder", "/colour-generator"];

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
const rows: string[] = [];
try {
  for (const p of paths) {
    for (const formFactor of ["desktop", "mobile"] as const) {
      const result = await lighthouse(
        `${server.url}${p}`,
        { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility"] },
        // Lighthouse's own desktop preset (fast network, no CPU slowdown); mobile is its default profile.
        formFactor === "desktop" ? desktopConfig : undefined,
      );
      const lhr = result!.lhr;
      const score = (k: string) => Math.round((lhr.categories[k]?.score ?? 0) * 100);
      const lcp = lhr.audits["largest-contentful-paint"]?.displayValue ?? "";
      const tbt = lhr.audits["total-blocking-time"]?.displayValue ?? "";
      rows.push(`| ${p} | ${formFactor} | ${score("performance")} | ${score("accessibility")} | ${lcp} | ${tbt} |`);
    }
  }
} finally {
  chrome.kill();
  await server.close();
}
console.log("\nLighthouse (simulated throttling: desktop preset, and the default mobile profile)\n");
console.log("| page | form factor | performance | accessibility | LCP | TBT |\n|---|---|---:|---:|---|---|");
for (const r of rows) console.log(r);

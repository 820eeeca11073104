// `npm test`: typecheck, lint, unit + integration tests, build, browser tests. Stops at the first failure.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const bin = (name) => path.join(root, "node_modules/.bin", name);
const chromium = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

const steps = [
  ["typecheck", bin("tsc"), ["--noEmit", "-p", "tsconfig.json"]],
  ["lint", bin("eslint"), [".", "--max-warnings=0"]],
  ["unit and integration tests", bin("vitest"), ["run"]],
  ["build", process.execPath, [path.join(root, "scripts/build.mjs"), "--quiet"]],
  ["page weight budget (home ≤ 150 KB gzip)", process.execPath, [path.join(root, "scripts/page-weight.mjs")]],
  ["browser tests", bin("vitest"), ["run", "--config", "vitest.e2e.config.ts"]],
];

if (!fs.existsSync(chromium)) {
  console.error(
    `\nnpm test needs Chromium for the browser tests and found none at ${chromium}.\n` +
      "Install Debian's package (sudo apt-get install chromium) or set CHROMIUM_PATH. Nothing was skipped.\n",
  );
  process.exit(1);
}

for (const [name, cmd, args] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: "inherit", env: process.env });
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  if (r.status !== 0) {
    console.error(`\n✖ ${name} failed (${secs}s)`);
    process.exit(r.status ?? 1);
  }
  console.log(`✔ ${name} (${secs}s)`);
}
console.log("\nAll checks passed.");

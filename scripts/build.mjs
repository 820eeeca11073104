// `npm run build`: the web app (dist/web) and the server's first-paint renderer (dist/ssr).
import { spawnSync } from "node:child_process";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const vite = path.join(root, "node_modules/vite/bin/vite.js");
const quiet = process.argv.includes("--quiet") ? ["--logLevel", "warn"] : [];
const builds = [
  ["build", ...quiet],
  // Renders each page's first paint on the server (src/server/first-paint.ts); see src/web/first-paint.tsx.
  ["build", "--ssr", "first-paint.tsx", "--outDir", "../../dist/ssr", "--emptyOutDir", "--logLevel", "warn"],
];
for (const args of builds) {
  const r = spawnSync(process.execPath, [vite, ...args], { cwd: root, stdio: "inherit" });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

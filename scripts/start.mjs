// `npm start`: builds the web app when it is missing or older than its sources, then runs the server.
import { spawnSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const built = path.join(root, "dist/web/index.html");

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name === "server" || entry.name === "node_modules") continue;
      newest = Math.max(newest, newestMtime(p));
    } else if (!/\.test\.tsx?$/.test(entry.name)) {
      newest = Math.max(newest, fs.statSync(p).mtimeMs);
    }
  }
  return newest;
}

const sources = Math.max(
  newestMtime(path.join(root, "src")),
  fs.statSync(path.join(root, "vite.config.ts")).mtimeMs,
  fs.statSync(path.join(root, "package.json")).mtimeMs,
);
const needsBuild =
  !fs.existsSync(built) || fs.statSync(built).mtimeMs < sources || !fs.existsSync(path.join(root, "dist/ssr/first-paint.js"));
if (needsBuild) {
  console.log("Building the web app (first start or sources changed)…");
  const r = spawnSync(process.execPath, [path.join(root, "scripts/build.mjs"), "--quiet"], {
    cwd: root,
    stdio: "inherit",
  });
  if (r.status !== 0) {
    console.error("The web app failed to build; see the messages above.");
    process.exit(r.status ?? 1);
  }
}

const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "src/server/main.ts")], {
  cwd: root,
  stdio: "inherit",
  env: process.env,
});
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => child.kill(sig));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

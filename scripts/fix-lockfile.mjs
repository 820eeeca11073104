// The npm registry reachable here lacks other platforms' builds of native packages (darwin, win32…),
// so `npm install` leaves their optional entries out of package-lock.json, and `npm ci` then refuses the
// lock as "out of sync". This adds the missing optional platform entries (version, os, cpu from the
// package name) so the lock is complete; npm ci skips them on Linux without downloading anything.
// Run after every `npm install`: node scripts/fix-lockfile.mjs
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const file = path.join(root, "package-lock.json");
const lock = JSON.parse(fs.readFileSync(file, "utf8"));
const pkgs = lock.packages;

function platformOf(name) {
  const n = name.split("/").pop();
  const os = ["android", "darwin", "freebsd", "linux", "win32", "openbsd", "netbsd", "sunos", "aix", "openharmony"].find((o) => n.includes(o)) ?? (n.includes("wasm") ? null : undefined);
  const cpu = ["arm64", "x64", "ia32", "arm", "riscv64", "ppc64", "s390x", "loong64", "mips64el", "wasm32"].find((c) => n.includes(c));
  const libc = n.includes("musl") ? "musl" : n.includes("gnu") ? "glibc" : undefined;
  return { os, cpu, libc };
}

let added = 0;
for (const [key, meta] of Object.entries(pkgs)) {
  if (!key || !meta.optionalDependencies) continue;
  const base = key;
  for (const [dep, range] of Object.entries(meta.optionalDependencies)) {
    // Where npm would place it: nested under the parent, or hoisted to the top.
    const nested = `${base}/node_modules/${dep}`;
    const top = `node_modules/${dep}`;
    if (pkgs[nested] || pkgs[top]) continue;
    const version = String(range).replace(/^[\^~=]/, "");
    if (!/^\d+\.\d+\.\d+/.test(version)) continue;
    const { os, cpu, libc } = platformOf(dep);
    if (os === undefined && cpu === undefined) continue;
    const entry = { version, optional: true };
    if (meta.dev) entry.dev = true;
    if (cpu) entry.cpu = [cpu === "wasm32" ? "wasm32" : cpu];
    if (os) entry.os = [os];
    if (libc) entry.libc = [libc];
    if (cpu === "wasm32") {
      delete entry.cpu;
      entry.cpu = ["wasm32"]; // never matches a real CPU: npm skips it like the others
    }
    pkgs[top] = entry;
    added++;
  }
}
// Keep keys sorted as npm writes them.
lock.packages = Object.fromEntries(Object.entries(pkgs).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))));
fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`fix-lockfile: added ${added} optional platform entr${added === 1 ? "y" : "ies"}`);

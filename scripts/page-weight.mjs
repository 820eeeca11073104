// Prints the initial JS+CSS (gzip) the home page loads: index.html's scripts, stylesheets and modulepreloads.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const dist = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../dist/web");
const html = fs.readFileSync(path.join(dist, "index.html"), "utf8");
const refs = [...html.matchAll(/(?:src|href)="\.?\/?([^"]+\.(?:js|css))"/g)].map((m) => m[1]);
let total = 0;
for (const ref of refs) {
  const buf = fs.readFileSync(path.join(dist, ref));
  const gz = zlib.gzipSync(buf, { level: 9 }).length;
  total += gz;
  console.log(`${(gz / 1024).toFixed(1).padStart(7)} KB gzip  ${ref}`);
}
console.log(`${(total / 1024).toFixed(1).padStart(7)} KB gzip  total initial JS+CSS of the home page (budget 150 KB)`);
process.exitCode = total / 1024 <= 150 ? 0 : 1;

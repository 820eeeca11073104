import { createHash } from "node:crypto";

/**
 * Starts the app's JavaScript after the server's first paint instead of alongside it.
 *
 * Vite writes the entry as `<script type="module">` plus `<link rel="modulepreload">`s in the head,
 * so on a slow phone the HTML's first paint shares the connection and the main thread with ~100 KB
 * of script from the first moment, and whether the browser paints before or after those arrive is
 * a race. Here the head keeps only what paints (inline CSS, the theme script); the list of scripts
 * goes into a JSON element and a small fixed loader adds them once a frame has been painted (or
 * after 300 ms, for a tab in the background where frames do not run). The loader is inline and
 * always the same text, so the CSP allows it by its hash; the JSON element is data, not script.
 */
export const BOOT_ID = "boot";

export interface BootList {
  entry: string;
  preload: string[];
}

const LOADER = [
  "(function(){",
  `var b=JSON.parse(document.getElementById("${BOOT_ID}").textContent),d=false,q;`,
  "function add(t,a){var e=document.createElement(t);e.crossOrigin='';for(var k in a)e[k]=a[k];document.head.appendChild(e)}",
  // Each element added starts a fetch, a millisecond or more of main thread on a slow phone, and a
  // page has ~30: they are added a few milliseconds' worth per task (always at least one), not in
  // one long task. The entry first: its own download is the longest.
  "function more(){var t=performance.now();do q.shift()();while(q.length&&4>performance.now()-t);if(q.length)setTimeout(more,0)}",
  "function go(){if(d)return;d=true;",
  "q=[function(){add('script',{type:'module',src:b.entry})}].concat(b.preload.map(function(h){return function(){add('link',{rel:'modulepreload',href:h})}}));",
  "more()}",
  // rAF runs just before a frame is painted; a task queued from it runs after that paint.
  "requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,300)",
  "})()",
].join("");

export const bootLoaderHash = `'sha256-${createHash("sha256").update(LOADER).digest("base64")}'`;

const ENTRY = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const BOOT = new RegExp(`<script type="application/json" id="${BOOT_ID}">([^<]*)</script>`);

/** JSON that cannot end the script element it sits in. */
const json = (list: BootList) => JSON.stringify(list).replace(/</g, "\\u003c");

/**
 * Moves the entry script and its modulepreloads from the head into the boot list and loader at the
 * end of the body. A page without a module entry script is left as it is (and needs no hash).
 */
export function deferBoot(html: string): { html: string; scriptHashes: string[] } {
  const entry = ENTRY.exec(html);
  if (!entry || !html.includes("</body>")) return { html, scriptHashes: [] };
  const preload = [...html.matchAll(PRELOAD)].map((m) => m[1]!);
  const out = html
    .replace(ENTRY, "")
    .replace(PRELOAD, "")
    .replace("</body>", () => `<script type="application/json" id="${BOOT_ID}">${json({ entry: entry[1]!, preload })}</script><script>${LOADER}</script>\n  </body>`);
  return { html: out, scriptHashes: [bootLoaderHash] };
}

/** Adds a page's own scripts (its tool screen's chunks) to the boot list, after the app's own. */
export function addBootPreloads(html: string, files: string[]): string {
  if (files.length === 0) return html;
  return html.replace(BOOT, (element, body: string) => {
    const list = JSON.parse(body) as BootList;
    const preload = [...list.preload, ...files.filter((f) => !list.preload.includes(f))];
    return `<script type="application/json" id="${BOOT_ID}">${json({ ...list, preload })}</script>`;
  });
}

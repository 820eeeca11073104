import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadFirstPaints } from "./first-paint";
import { renderIndex } from "./prerender";

const dirs: string[] = [];
function distWith(renderer: string | null): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), "dat-first-paint-"));
  dirs.push(dist);
  fs.mkdirSync(path.join(dist, "web"));
  if (renderer !== null) {
    fs.mkdirSync(path.join(dist, "ssr"));
    fs.writeFileSync(path.join(dist, "ssr", "first-paint.js"), renderer);
  }
  return path.join(dist, "web");
}
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

const TEMPLATE = '<html><head><title>Data Analyst Tools</title></head><body><div id="root"></div></body></html>';

describe("loadFirstPaints", () => {
  it("renders every page with the built renderer, under the base path, one failing page falling back alone", async () => {
    const webDir = distWith(
      'export async function renderFirstPaint(p, base) { if (p === "/bad") throw new Error("boom"); return `<h1>${base}${p}</h1>`; }',
    );
    const warnings: string[] = [];
    const paints = await loadFirstPaints(webDir, "/tools", ["/", "/csv-analyzer", "/bad"], (m) => warnings.push(m));
    expect([...paints]).toEqual([
      ["/", "<h1>/tools/</h1>"],
      ["/csv-analyzer", "<h1>/tools/csv-analyzer</h1>"],
    ]);
    expect(warnings).toEqual([expect.stringContaining("/bad failed to render (boom)")]);

    // The drawn page is marked for hydration; a page without a drawing gets the plain first paint.
    const drawn = renderIndex(TEMPLATE, "/tools/csv-analyzer", "/tools", undefined, paints);
    expect(drawn).toContain('<div id="root"><div data-first-paint data-ssr aria-hidden="true" inert><h1>/tools/csv-analyzer</h1></div></div>');
    const plain = renderIndex(TEMPLATE, "/tools/json-formatter", "/tools", undefined, paints);
    expect(plain).toContain('<div data-first-paint aria-hidden="true" inert><header');
    expect(plain).toContain("JSON Formatter</h1>");
    expect(plain).not.toContain("data-ssr");
  });

  it("without a build, or with a renderer that cannot load, every page uses the plain first paint", async () => {
    const warnings: string[] = [];
    expect((await loadFirstPaints(distWith(null), "", ["/"], (m) => warnings.push(m))).size).toBe(0);
    expect((await loadFirstPaints(undefined, "", ["/"], (m) => warnings.push(m))).size).toBe(0);
    expect(warnings).toEqual([]);
    const broken = await loadFirstPaints(distWith("export const = ;"), "", ["/"], (m) => warnings.push(m));
    expect(broken.size).toBe(0);
    expect(warnings).toEqual([expect.stringContaining("could not be loaded")]);
  });
});

import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { readyApplets } from "../src/catalogue";
import { launchBrowser, repoRoot, startServer, type TestServer } from "./harness";

/** axe-core on every screen (light and dark): no serious or critical violations. */

let server: TestServer;
let browser: Browser;
const axePath = path.join(repoRoot, "node_modules/axe-core/axe.min.js");

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

async function axe(page: Page): Promise<Violation[]> {
  await page.addScriptTag({ path: axePath });
  return page.evaluate(async () => {
    const w = window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: Violation[] }> } };
    const r = await w.axe.run(document, { resultTypes: ["violations"] });
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 3).map((n) => ({ target: n.target, failureSummary: n.failureSummary })) }));
  });
}

const screens = ["/", "/no-such-page", ...readyApplets.map((a) => `/${a.slug}`)];

describe("accessibility (axe-core)", () => {
  for (const scheme of ["light", "dark"] as const) {
    it(`has no serious or critical violations on any screen (${scheme})`, async () => {
      // bypassCSP lets the test inject axe; the product's own CSP forbids inline script.
      const context = await browser.newContext({ bypassCSP: true, colorScheme: scheme, viewport: { width: 1280, height: 900 } });
      const problems: string[] = [];
      try {
        for (const route of screens) {
          const page = await context.newPage();
          await page.goto(`${server.url}${route}`);
          await page.getByRole("heading", { level: 1 }).first().waitFor();
          await page.waitForLoadState("networkidle");
          const bad = (await axe(page)).filter((v) => v.impact === "serious" || v.impact === "critical");
          for (const v of bad) {
            problems.push(`${route} [${scheme}] ${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`);
          }
          await page.close();
        }
      } finally {
        await context.close();
      }
      if (problems.length) console.log(problems.join("\n"));
      expect(problems).toEqual([]);
    }, 300_000);
  }
});

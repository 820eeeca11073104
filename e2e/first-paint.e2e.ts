import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { readyApplets, routeOf } from "../src/catalogue";
import { launchBrowser, newPage, startServer, type TestServer } from "./harness";

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const pages = ["/", ...readyApplets.map(routeOf)];

describe("server-drawn first paint", () => {
  it("sends every page drawn by the app itself, inert and hidden until the app takes over", async () => {
    for (const p of pages) {
      const html = await (await fetch(`${server.url}${p}`)).text();
      const applet = readyApplets.find((a) => routeOf(a) === p);
      expect(html, p).toContain('<div data-first-paint data-ssr aria-hidden="true" inert>');
      // The whole page, not only its header: the tool's own form and its "How it works" are there.
      expect(html, p).toContain(applet ? `>${applet.title}</h1>` : ">Data Analyst Tools</h1>");
      if (applet) expect(html, p).toContain(">How it works</h2>");
      // Scripts start from the boot list after the first paint, not from the head.
      expect(html.slice(0, html.indexOf("</head>")), p).not.toMatch(/<script type="module"|modulepreload/);
    }
  });

  it("hydrates every page without redrawing it, then shows it to assistive technology", async () => {
    const { page, context, consoleMessages } = await newPage(browser);
    for (const p of pages) {
      await page.goto(`${server.url}${p}`);
      // The first paint's wrapper is now the app's container: visible, focusable, no longer marked.
      expect(await page.locator("#root > div").evaluate((d) => [d.getAttribute("aria-hidden"), (d as HTMLElement).inert]), p).toEqual([null, false]);
      await page.getByRole("heading", { level: 1 }).waitFor();
    }
    expect(consoleMessages.filter((m) => m.includes("First paint redrawn"))).toEqual([]);
    await context.close();
  });

  it("draws a page afresh when its state is in the URL, showing that state", async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${server.url}/data-transformer?text=hello%20world&t=lowercase`);
    expect(await page.locator("[data-ssr]").count()).toBe(0);
    expect(await page.getByRole("textbox").first().inputValue()).toBe("hello world");
    await context.close();
  });
});

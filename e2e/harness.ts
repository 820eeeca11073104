import fs from "node:fs";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../src/server/app";
import { configFromEnv, type AppConfig } from "../src/server/config";
import { openDatabase } from "../src/server/db/open";
import type { Db } from "../src/server/db/types";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
export const repoRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");

export interface TestServer {
  url: string;
  app: FastifyInstance;
  db: Db;
  config: AppConfig;
  close(): Promise<void>;
}

/** The real server on a free loopback port, with the built web app and a fresh in-memory PGlite. */
export async function startServer(overrides: Partial<AppConfig> = {}): Promise<TestServer> {
  const webDir = path.join(repoRoot, "dist/web");
  if (!fs.existsSync(path.join(webDir, "index.html"))) {
    throw new Error("dist/web is missing: run `npm run build` before the browser tests (npm test does).");
  }
  const config: AppConfig = {
    ...configFromEnv({}),
    webDir,
    writeRateLimit: 100_000,
    generatorRateLimit: 100_000,
    outboundAllowHosts: ["127.0.0.1", "localhost"],
    ...overrides,
  };
  const db = await openDatabase(config, { inMemory: !config.databaseUrl });
  const app = await buildApp({ config, db });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    db,
    config,
    async close() {
      await app.close();
      await db.close();
    },
  };
}

/** Debian's Chromium, headless, with a fresh profile. Fails loudly when it is not installed. */
export async function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}. Install Debian's package (apt-get install chromium) ` +
        "or set CHROMIUM_PATH. Browser tests never download a browser.",
    );
  }
  // Playwright's launch() gives every browser a fresh temporary --user-data-dir of its own.
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
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
}

export interface PageOptions {
  width?: number;
  height?: number;
  colorScheme?: "light" | "dark";
  /** localStorage entries set before the app loads. */
  storage?: Record<string, string>;
}

/** A new context (fresh storage) and page; console errors are collected on page.consoleErrors. */
export async function newPage(
  browser: Browser,
  opts: PageOptions = {},
): Promise<{ context: BrowserContext; page: Page; consoleMessages: string[] }> {
  const context = await browser.newContext({
    viewport: { width: opts.width ?? 1280, height: opts.height ?? 900 },
    colorScheme: opts.colorScheme ?? "light",
    permissions: ["clipboard-read", "clipboard-write"],
  });
  if (opts.storage) {
    await context.addInitScript((entries: Record<string, string>) => {
      for (const [k, v] of Object.entries(entries)) window.localStorage.setItem(k, v);
    }, opts.storage);
  }
  const page = await context.newPage();
  // The server's static first paint (aria-hidden) stays until React's first commit, which can come
  // after the load event (the page's screen loads first). Every goto waits for React's page, so a
  // test never reads the static copy or a page that is about to be replaced.
  const goto = page.goto.bind(page);
  page.goto = async (...args: Parameters<Page["goto"]>) => {
    const response = await goto(...args);
    await page.waitForFunction(() => !document.querySelector("[data-first-paint]"));
    return response;
  };
  const consoleMessages: string[] = [];
  page.on("console", (m) => consoleMessages.push(`${m.type()}: ${m.text()}`));
  return { context, page, consoleMessages };
}

/** Saves a screenshot under screenshots/ (git-ignored) for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<string> {
  const dir = path.join(repoRoot, "screenshots");
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** Polls a database query until it returns a value satisfying the check (writes are async from the page). */
export async function waitForRow<T>(fn: () => Promise<T>, check: (v: T) => boolean, timeoutMs = 5000): Promise<T> {
  const start = Date.now();
  let last = await fn();
  while (!check(last)) {
    if (Date.now() - start > timeoutMs) throw new Error(`Timed out waiting; last value: ${JSON.stringify(last)}`);
    await new Promise((r) => setTimeout(r, 100));
    last = await fn();
  }
  return last;
}

/** Text of the toasts currently shown (sonner). */
export async function toastTexts(page: Page): Promise<string[]> {
  return page.locator("[data-sonner-toast]").allInnerTexts();
}

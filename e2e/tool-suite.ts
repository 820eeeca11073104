import { afterAll, beforeAll, expect } from "vitest";
import type { Browser, Locator, Page, Request } from "playwright-core";
import type { AppConfig } from "../src/server/config";
import { launchBrowser, newPage, startServer, type PageOptions, type TestServer } from "./harness";

/**
 * What every tool screen's browser tests share: one server and one browser per test file (started
 * before the first test, closed after the last), opening the screen, and counting its calculations.
 */

export interface OpenOptions extends PageOptions {
  /** Appended to the tool's path, e.g. "?q=json". */
  query?: string;
  /** Leave the email popup free to appear (by default it is marked dismissed so it never covers the screen). */
  popup?: boolean;
}

export interface OpenedTool {
  page: Page;
  context: Awaited<ReturnType<typeof newPage>>["context"];
  /** Addresses outside the test server the page tried to reach; they are always aborted. */
  outside: string[];
}

export interface SuiteSetup {
  server?: Partial<AppConfig>;
  /** Runs before the server starts (e.g. a local site for the server to fetch). */
  before?: () => Promise<unknown>;
  after?: () => Promise<unknown>;
}

export interface ToolSuite {
  readonly server: TestServer;
  readonly browser: Browser;
  open(opts?: OpenOptions): Promise<OpenedTool>;
  /** Calculations recorded for this tool so far. */
  calculations(): Promise<number>;
}

/** Registers the file's beforeAll/afterAll and returns the tool's helpers. */
export function toolSuite(tool: { path: string; title: string }, setup: SuiteSetup = {}): ToolSuite {
  let server: TestServer | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    await setup.before?.();
    server = await startServer(setup.server);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await setup.after?.();
  });

  const suite: ToolSuite = {
    get server() {
      if (!server) throw new Error("the test server is not started yet (use it inside a test or hook)");
      return server;
    },
    get browser() {
      if (!browser) throw new Error("the browser is not started yet (use it inside a test or hook)");
      return browser;
    },
    async open(opts = {}) {
      const storage = opts.popup ? opts.storage : { popup_dismissed: "true", ...opts.storage };
      const { page, context } = await newPage(suite.browser, { ...opts, storage });
      // No test may reach an outside host: images, links and previews of outside addresses are aborted.
      const outside: string[] = [];
      await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => {
        outside.push(route.request().url());
        return route.abort();
      });
      await page.goto(`${suite.server.url}${tool.path}${opts.query ?? ""}`);
      await page.getByRole("heading", { level: 1, name: tool.title }).waitFor();
      return { page, context, outside };
    },
    calculations: () => countCalculations(suite.server, tool.title),
  };
  return suite;
}

export async function countCalculations(server: TestServer, appletName: string): Promise<number> {
  const { rows } = await server.db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM calculations WHERE applet_name = $1",
    [appletName],
  );
  return rows[0]!.n;
}

/** The first toast (sonner) holding the text. */
export const toast = (page: Page, text: string): Locator => page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

export interface HeldRequests {
  /** JSON bodies of the requests seen so far. */
  bodies: unknown[];
  requests: Request[];
  /** Lets the held requests (and all later ones) go on to the server. */
  release(): void;
}

/**
 * Holds every request to `url` until release(), so a test can see the loading state; with
 * `{ hold: false }` it only records them.
 */
export async function holdRequests(page: Page, url: string | RegExp, opts: { hold?: boolean } = {}): Promise<HeldRequests> {
  let release: () => void = () => {};
  const gate = opts.hold === false ? Promise.resolve() : new Promise<void>((r) => (release = r));
  const held: HeldRequests = { bodies: [], requests: [], release: () => release() };
  await page.route(url, async (route) => {
    const request = route.request();
    held.requests.push(request);
    let body: unknown;
    try {
      body = request.postDataJSON();
    } catch {
      body = request.postData();
    }
    held.bodies.push(body);
    await gate;
    await route.continue();
  });
  return held;
}

/** Waits for the toast titled `title` and checks its text is exactly the title and the description. */
export async function expectToast(page: Page, title: string, description: string): Promise<void> {
  const t = toast(page, title);
  await t.waitFor();
  const lines = (await t.innerText()).split("\n").map((s) => s.trim()).filter(Boolean);
  expect(lines).toEqual(description ? [title, description] : [title]);
}

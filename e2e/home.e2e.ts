import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { readyApplets, visibleApplets } from "../src/catalogue";
import { launchBrowser, newPage, screenshot, startServer, type TestServer } from "./harness";

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

describe("home page", () => {
  it("shows the title, tagline and one card per ready tool, linking to its route", async () => {
    const { page, context } = await newPage(browser);
    await page.goto(server.url);
    await expect(page.getByRole("heading", { level: 1, name: "Data Analyst Tools" }).isVisible()).resolves.toBe(true);
    await page.getByText("A collection of powerful applets designed to save you time and turbo charge your productivity").waitFor();
    const cards = page.getByRole("list", { name: "Applets" }).getByRole("link");
    if (readyApplets.length > 0) {
      await cards.first().waitFor();
      expect(await cards.count()).toBe(readyApplets.length);
      const hrefs = await cards.evaluateAll((els) => els.map((e) => e.getAttribute("href")));
      expect(new Set(hrefs)).toEqual(new Set(readyApplets.map((a) => `/${a.slug}`)));
    } else {
      await page.getByText("No applets match your search").waitFor();
    }
    await screenshot(page, "home-wide-light");
    await context.close();
  });

  it("keeps every character typed quickly into the search box (URL state lags behind typing)", async () => {
    const { page, context } = await newPage(browser);
    await page.goto(server.url);
    const search = page.getByPlaceholder("Search...");
    for (let round = 0; round < 5; round++) {
      await search.fill("");
      await search.pressSequentially("formula generator sql", { delay: 0 });
      expect(await search.inputValue()).toBe("formula generator sql");
    }
    await page.waitForURL(/q=formula\+generator\+sql/);
    expect(await search.inputValue()).toBe("formula generator sql");
    await context.close();
  });

  it("filters by search text and by category tab", async () => {
    const { page, context } = await newPage(browser);
    await page.goto(server.url);
    const search = page.getByPlaceholder("Search...");
    await search.fill("zzzz-no-such-tool");
    await page.getByText("No applets match your search").waitFor();
    await page.getByRole("button", { name: "Clear filters" }).click();

    for (const [tab, category] of [
      ["SQL", "sql"],
      ["Design", "design resources"],
      ["General", "general"],
      ["Looker", "looker"],
    ] as const) {
      await page.getByRole("tab", { name: tab, exact: true }).click();
      const expected = visibleApplets(readyApplets, { query: "", category });
      if (expected.length === 0) {
        await page.getByText("No applets match your search").waitFor();
      } else {
        await page.waitForFunction(
          (n) => document.querySelectorAll('[aria-label="Applets"] a').length === n,
          expected.length,
        );
      }
      expect(await page.getByRole("tab", { name: tab, exact: true }).getAttribute("aria-selected")).toBe("true");
    }

    const sample = readyApplets[0];
    if (sample) {
      await page.getByRole("tab", { name: "All", exact: true }).click();
      await search.fill(sample.title.toUpperCase().slice(0, 8));
      const expected = visibleApplets(readyApplets, { query: sample.title.slice(0, 8), category: "all" });
      await page.waitForFunction(
        (n) => document.querySelectorAll('[aria-label="Applets"] a').length === n,
        expected.length,
      );
    }
    await context.close();
  });

  it("orders cards by this week's views", async () => {
    if (readyApplets.length < 2) return;
    const last = readyApplets[readyApplets.length - 1];
    for (let i = 0; i < 3; i++) {
      await server.db.query("INSERT INTO applet_views (applet_name) VALUES ($1)", [last.title]);
    }
    const { page, context } = await newPage(browser);
    await page.goto(server.url);
    const first = page.getByRole("list", { name: "Applets" }).getByRole("link").first();
    await page.waitForFunction(
      (href) => document.querySelector('[aria-label="Applets"] a')?.getAttribute("href") === href,
      `/${last.slug}`,
    );
    expect(await first.getAttribute("href")).toBe(`/${last.slug}`);
    await context.close();
  });

  it("uses a dropdown with the long labels on small screens and hides the Dashboard link", async () => {
    const { page, context } = await newPage(browser, { width: 390, height: 844 });
    await page.goto(server.url);
    expect(await page.getByRole("tab", { name: "All", exact: true }).isVisible()).toBe(false);
    expect(await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard", exact: true }).isVisible()).toBe(false);
    const select = page.getByRole("combobox", { name: "Filter by category" });
    expect(await select.locator("option").allTextContents()).toEqual([
      "All Applets", "Looker", "Tableau", "BigQuery", "SQL", "Power BI", "Design Resources", "General",
    ]);
    await select.selectOption({ label: "Design Resources" });
    await page.waitForURL(/category=design\+resources/);
    const design = visibleApplets(readyApplets, { query: "", category: "design resources" }).length;
    await page.waitForFunction((n) => document.querySelectorAll('[aria-label="Applets"] a').length === n, design);
    await select.selectOption({ label: "All Applets" });
    await screenshot(page, "home-narrow-light");
    await context.close();
  });

  it("looks right in dark mode, wide and narrow", async () => {
    for (const [w, h, name] of [
      [1280, 900, "home-wide-dark"],
      [390, 844, "home-narrow-dark"],
    ] as const) {
      const { page, context } = await newPage(browser, { width: w, height: h, colorScheme: "dark" });
      await page.goto(server.url);
      expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
      await page.getByRole("heading", { level: 1 }).waitFor();
      await screenshot(page, name);
      await context.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, newPage, startServer, waitForRow, type TestServer } from "./harness";

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

const REPORT = "https://lookerstudio.google.com/reporting/abc123/page/p_1";

async function open() {
  const { page, context } = await newPage(browser, { storage: { popup_dismissed: "true" } });
  // Nothing here may reach an outside host (the links are only rendered, never followed).
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  await page.goto(`${server.url}/looker-studio-url-builder`);
  await page.getByRole("heading", { level: 1, name: "Looker Studio URL Builder" }).waitFor();
  return { page, context };
}

async function toast(page: Page, title: string, description: string) {
  const t = page.locator("[data-sonner-toast]").filter({ hasText: title }).first();
  await t.waitFor();
  const lines = (await t.innerText()).split("\n").map((s) => s.trim()).filter(Boolean);
  expect(lines).toEqual(description ? [title, description] : [title]);
}

const results = (page: Page) => page.getByRole("list", { name: "Generated URLs" }).getByRole("listitem");
const generate = (page: Page) => page.getByRole("button", { name: "Generate URLs" }).click();
const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
const expected = (base: string, name: string, value: string) =>
  `${base}params=${encodeURIComponent(JSON.stringify({ [name]: value }))}`;

async function calculations(): Promise<number> {
  const { rows } = await server.db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM calculations WHERE applet_name = 'Looker Studio URL Builder'",
  );
  return rows[0].n;
}

describe("Looker Studio URL Builder", () => {
  it("makes one URL per non-blank value, records it and copies each URL", async () => {
    const { page, context } = await open();
    const before = await calculations();
    await page.getByLabel("Base URL").fill(REPORT);
    await page.getByLabel("Parameter Name").fill("ds0.country");
    await page.getByLabel("Parameter value 1").fill("United Kingdom");
    await page.getByRole("button", { name: "Add Value" }).click();
    await page.getByLabel("Parameter value 2").fill("   ");
    await page.getByRole("button", { name: "Add Value" }).click();
    await page.getByLabel("Parameter value 3").fill("Côte d'Ivoire");
    await generate(page);
    await results(page).first().waitFor();
    expect(await results(page).count()).toBe(2);
    const uk = expected(`${REPORT}?`, "ds0.country", "United Kingdom");
    const ci = expected(`${REPORT}?`, "ds0.country", "Côte d'Ivoire");
    expect(await results(page).locator("code").allInnerTexts()).toEqual([uk, ci]);
    await waitForRow(calculations, (n) => n === before + 1);

    await page.getByRole("button", { name: "Copy URL for Côte d'Ivoire" }).click();
    await toast(page, "Copied!", "");
    await expect(clipboard(page)).resolves.toBe(ci);
    await page.getByRole("button", { name: "Copy All" }).click();
    await page.waitForFunction(async (want) => (await navigator.clipboard.readText()) === want, `${uk}\n${ci}`);
    expect(await results(page).first().getByRole("link").getAttribute("href")).toBe(uk);
    await context.close();
  });

  it("uses & when the base URL has a query and keeps a #fragment last", async () => {
    const { page, context } = await open();
    await page.getByLabel("Base URL").fill(`${REPORT}?hl=en#top`);
    await page.getByLabel("Parameter Name").fill("df3");
    await page.getByLabel("Parameter value 1").fill("North");
    await page.getByLabel("Parameter value 1").press("Control+Enter");
    await results(page).first().waitFor();
    expect(await results(page).locator("code").innerText()).toBe(`${expected(`${REPORT}?hl=en&`, "df3", "North")}#top`);
    await context.close();
  });

  it("adds and removes values; pasting lines spreads them over rows", async () => {
    const { page, context } = await open();
    await page.evaluate(() => navigator.clipboard.writeText("North\nSouth\r\n\nEast"));
    await page.getByLabel("Parameter value 1").focus();
    await page.keyboard.press("Control+V");
    expect(await page.getByRole("textbox", { name: /^Parameter value/ }).evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value))).toEqual([
      "North",
      "South",
      "East",
    ]);
    await page.getByRole("button", { name: "Remove value 2" }).click();
    expect(await page.getByRole("textbox", { name: /^Parameter value/ }).evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value))).toEqual([
      "North",
      "East",
    ]);
    await page.getByLabel("Base URL").fill(REPORT);
    await page.getByLabel("Parameter Name").fill("ds0.region");
    await generate(page);
    await results(page).first().waitFor();
    expect(await results(page).count()).toBe(2);
    await context.close();
  });

  it("shows the spec's three 'Missing …' messages and refuses a non-http address", async () => {
    const { page, context } = await open();
    await generate(page);
    await toast(page, "Missing URL", "Please enter the Looker Studio report URL");
    await page.getByLabel("Base URL").fill("lookerstudio.google.com/reporting/abc");
    await generate(page);
    await toast(page, "Invalid URL", "The report URL must start with http:// or https://");
    await page.getByLabel("Base URL").fill(REPORT);
    await generate(page);
    await toast(page, "Missing Parameter Name", "Please enter the parameter name");
    await page.getByLabel("Parameter Name").fill("ds0.country");
    await page.getByLabel("Parameter value 1").fill("  ");
    await generate(page);
    await toast(page, "Missing Parameter Values", "Please enter at least one parameter value");
    expect(await page.getByRole("list", { name: "Generated URLs" }).count()).toBe(0);
    await context.close();
  });
});

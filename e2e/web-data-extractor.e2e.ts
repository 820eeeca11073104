import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { html, redirect, startLocalServer, type LocalServer } from "../src/server/net/local-test-server";
import { screenshot, toastTexts, waitForRow } from "./harness";
import { toolSuite, toast, holdRequests } from "./tool-suite";

const suite = toolSuite({ path: "/web-data-extractor", title: "Web Data Extractor" });
const { open, calculations } = suite;

let site: LocalServer;

const PAGE = `<!doctype html><html><head><title>Coffee prices</title></head><body>
<nav><a href="/">Home</a></nav>
<h1>Coffee prices</h1><p class="lead">Updated every morning.</p>
<h2>By origin</h2>
<table id="prices"><tr><th>Origin</th><th>Price</th></tr><tr><td>Brazil</td><td>4.10</td></tr><tr><td>Kenya</td><td>5.25</td></tr></table>
<ul><li>Arabica</li><li>Robusta</li></ul>
<script>document.body.insertAdjacentHTML("beforeend", "<p>from script</p>")</script>
</body></html>`;

beforeAll(async () => {
  site = await startLocalServer({
    "/coffee": html(PAGE),
    "/gone": html("<p>gone</p>", 404),
    "/to-metadata": redirect("http://169.254.169.254/latest/meta-data/"),
  });
  // The harness server lets 127.0.0.1 through the outbound guard (tests only).
});

afterAll(async () => {
  await site?.close();
});

const extractButton = (page: Page) => page.getByRole("button", { name: /^(Extract Data|Extracting\.\.\.)$/ });
const output = (page: Page) => page.getByRole("region", { name: "Extracted content" });

describe("Web Data Extractor", () => {
  it("requires a URL ('Please enter a URL')", async () => {
    const { page, context } = await open();
    const sent = await holdRequests(page, "**/api/functions/web-data-extractor", { hold: false });
    await page.getByLabel("Selector (optional)").fill("h1");
    await extractButton(page).click();
    await toast(page, "Please enter a URL").waitFor();
    expect(sent.requests).toHaveLength(0);
    await context.close();
  });

  it("extracts the readable text, reads 'Extracting...' while loading, copies, downloads extracted-data.txt and records a calculation", async () => {
    const before = await calculations();
    const { page, context } = await open();
    const { bodies, release } = await holdRequests(page, "**/api/functions/web-data-extractor");
    await page.getByLabel("URL").fill(`${site.url}/coffee`);
    await extractButton(page).click();
    await page.getByRole("button", { name: "Extracting..." }).waitFor();
    expect(await page.getByRole("button", { name: "Extracting..." }).isDisabled()).toBe(true);
    release();
    await output(page).waitFor();
    expect(bodies[0]).toEqual({ url: `${site.url}/coffee`, selector: null });
    const text = await output(page).innerText();
    expect(text).toContain("Coffee prices\n=============");
    expect(text).toContain("Origin | Price\n--- | ---\nBrazil | 4.10");
    expect(text).toContain("- Arabica\n- Robusta");
    expect(text).not.toContain("<");
    expect(text).not.toContain("from script");

    await page.getByRole("button", { name: "Copy", exact: true }).click();
    await toast(page, "Copied!").waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download" }).click()]);
    expect(download.suggestedFilename()).toBe("extracted-data.txt");
    expect(fs.readFileSync((await download.path())!, "utf8")).toBe(text);
    await waitForRow(calculations, (n) => n === before + 1);
    await context.close();
  });

  it("extracts with a CSS selector and with XPath", async () => {
    const { page, context } = await open({ query: `?url=${encodeURIComponent(`${site.url}/coffee`)}&selector=%23prices+td%3Afirst-child` });
    await extractButton(page).click();
    await output(page).waitFor();
    expect(await output(page).innerText()).toBe("Brazil\nKenya");
    await page.getByText("2 matches").waitFor();
    await page.getByLabel("Selector (optional)").fill("(//table[@id='prices']//td)[4]");
    await page.keyboard.press("Control+Enter");
    await page.waitForFunction(() => document.querySelector('[aria-label="Extracted content"]')?.textContent === "5.25");
    await context.close();
  });

  it("shows the server's error under 'Extraction Error', and the spec's text when the call fails", async () => {
    const { page, context } = await open();
    await page.getByLabel("URL").fill(`${site.url}/gone`);
    await extractButton(page).click();
    await toast(page, "Extraction Error").waitFor();
    expect((await toastTexts(page)).join("\n")).toContain("The page answered with HTTP 404 (Not Found).");

    await page.getByLabel("URL").fill(`${site.url}/to-metadata`);
    await extractButton(page).click();
    await page.waitForFunction(() => [...document.querySelectorAll("[data-sonner-toast]")].some((t) => t.textContent?.includes("169.254.169.254")));

    await page.getByLabel("URL").fill(`${site.url}/coffee`);
    await page.getByLabel("Selector (optional)").fill(".nothing-here");
    await extractButton(page).click();
    await page.waitForFunction(() => [...document.querySelectorAll("[data-sonner-toast]")].some((t) => t.textContent?.includes("Nothing on the page matches")));

    await page.route("**/api/functions/web-data-extractor", (route) => route.abort());
    await extractButton(page).click();
    await toast(page, "Failed to extract data from the URL").waitFor();
    expect(await output(page).count()).toBe(0);
    await context.close();
  });

  it("screenshots: wide and phone, light and dark", async () => {
    for (const [w, h, name] of [
      [1280, 900, "wide"],
      [390, 844, "phone"],
    ] as const) {
      for (const scheme of ["light", "dark"] as const) {
        const { page, context } = await open({ width: w, height: h, colorScheme: scheme, query: `?url=${encodeURIComponent(`${site.url}/coffee`)}` });
        await extractButton(page).click();
        await output(page).waitFor();
        await screenshot(page, `web-data-extractor-${name}-${scheme}`);
        await context.close();
      }
    }
  });
});

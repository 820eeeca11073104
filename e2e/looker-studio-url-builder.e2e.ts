import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { waitForRow } from "./harness";
import { toolSuite, expectToast } from "./tool-suite";

const suite = toolSuite({ path: "/looker-studio-url-builder", title: "Looker Studio URL Builder" });
const { open, calculations } = suite;

const REPORT = "https://lookerstudio.google.com/reporting/abc123/page/p_1";

const results = (page: Page) => page.getByRole("list", { name: "Generated URLs" }).getByRole("listitem");
const generate = (page: Page) => page.getByRole("button", { name: "Generate URLs" }).click();
const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
const expected = (base: string, name: string, value: string) =>
  `${base}params=${encodeURIComponent(JSON.stringify({ [name]: value }))}`;

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
    await expectToast(page, "Copied!", "");
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
    await expectToast(page, "Missing URL", "Please enter the Looker Studio report URL");
    await page.getByLabel("Base URL").fill("lookerstudio.google.com/reporting/abc");
    await generate(page);
    await expectToast(page, "Invalid URL", "The report URL must start with http:// or https://");
    await page.getByLabel("Base URL").fill(REPORT);
    await generate(page);
    await expectToast(page, "Missing Parameter Name", "Please enter the parameter name");
    await page.getByLabel("Parameter Name").fill("ds0.country");
    await page.getByLabel("Parameter value 1").fill("  ");
    await generate(page);
    await expectToast(page, "Missing Parameter Values", "Please enter at least one parameter value");
    expect(await page.getByRole("list", { name: "Generated URLs" }).count()).toBe(0);
    await context.close();
  });
});

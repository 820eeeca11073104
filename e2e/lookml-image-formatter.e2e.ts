import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { waitForRow } from "./harness";
import { toolSuite, expectToast } from "./tool-suite";

const suite = toolSuite({ path: "/lookml-image-formatter", title: "LookML Image Formatter" });
const { open, calculations } = suite;

async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).selectOption({ label: option });
}

/** The text the select shows: its chosen option's. */
const shown = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).evaluate((s) => (s as HTMLSelectElement).selectedOptions[0]?.text);
const output = (page: Page) => page.getByRole("region", { name: "LookML" });
const generate = (page: Page) => page.getByRole("button", { name: "Generate LookML" }).click();

describe("LookML Image Formatter", () => {
  it("starts with the spec's defaults and builds the measure with an image, records it and copies it", async () => {
    const { page, context } = await open();
    expect(await shown(page, "Type")).toBe("number");
    expect(await shown(page, "Value Format Name")).toBe("percent_2");
    expect(await page.getByLabel("Image Width (px)").inputValue()).toBe("200");

    const before = await calculations();
    const image = `${suite.server.url}/favicon.svg`;
    await page.getByLabel("Measure Name").fill("Conversion Rate");
    await page.getByLabel("Image URL").fill(image);
    await page.getByLabel("SQL Field").fill("conversion_rate");
    await generate(page);
    const lookml = [
      "measure: conversion_rate {",
      '  label: "Conversion Rate"',
      "  type: number",
      "  sql: ${TABLE}.conversion_rate ;;",
      "  value_format_name: percent_2",
      "  html:",
      `    <img src="${image}" width="200" alt="Conversion Rate" />`,
      "    {{ rendered_value }} ;;",
      "}",
    ].join("\n");
    await output(page).waitFor();
    expect(await output(page).innerText()).toBe(lookml);
    // The preview shows the image at the chosen width (served by this server).
    await page.getByRole("img", { name: "Preview of the image in the measure" }).waitFor();
    expect(await page.getByRole("img", { name: "Preview of the image in the measure" }).getAttribute("width")).toBe("200");
    await waitForRow(calculations, (n) => n === before + 1);

    await page.getByRole("button", { name: "Copy", exact: true }).click();
    await expectToast(page, "Copied!", "");
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(lookml);
    await context.close();
  });

  it("uses the chosen type, format and width and escapes the URL", async () => {
    const { page, context } = await open();
    await page.getByLabel("Measure Name").fill("Brand Revenue");
    await page.getByLabel("Image URL").fill("https://cdn.example.com/logo.png?size=s&v=2");
    await page.getByLabel("SQL Field").fill("${TABLE}.revenue");
    await choose(page, "Type", "sum");
    await choose(page, "Value Format Name", "usd_0");
    await page.getByLabel("Image Width (px)").fill("48");
    await page.getByLabel("Image Width (px)").press("Control+Enter");
    await output(page).waitFor();
    const text = await output(page).innerText();
    expect(text).toContain("  type: sum\n  sql: ${TABLE}.revenue ;;\n  value_format_name: usd_0\n");
    expect(text).toContain('<img src="https://cdn.example.com/logo.png?size=s&amp;v=2" width="48" alt="Brand Revenue" />');
    await context.close();
  });

  it("shows 'Missing fields' and refuses a bad address or width", async () => {
    const { page, context } = await open();
    await generate(page);
    await expectToast(page, "Missing fields", "Please provide a measure name, image URL and SQL field");
    await page.getByLabel("Measure Name").fill("Score");
    await page.getByLabel("SQL Field").fill("score");
    await generate(page);
    expect(await page.locator("[data-sonner-toast]").filter({ hasText: "Missing fields" }).count()).toBeGreaterThan(0);
    await page.getByLabel("Image URL").fill("ftp://example.com/a.png");
    await generate(page);
    await expectToast(page, "Invalid image URL", "The image URL must start with http:// or https://");
    await page.getByLabel("Image URL").fill(`${suite.server.url}/favicon.svg`);
    await page.getByLabel("Image Width (px)").fill("0");
    await generate(page);
    await expectToast(page, "Invalid width", "Enter a whole number of pixels from 1 to 2000");
    expect(await output(page).count()).toBe(0);
    await context.close();
  });
});

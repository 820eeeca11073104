import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { waitForRow } from "./harness";
import { toolSuite, expectToast } from "./tool-suite";

const suite = toolSuite({ path: "/json-formatter", title: "JSON Formatter" });
const { open, calculations } = suite;

const output = (page: Page) => page.getByRole("region", { name: "JSON output" });
const input = (page: Page) => page.getByLabel("JSON input");
const validity = (page: Page) => page.getByRole("status", { name: /JSON validity/ });

describe("JSON Formatter", () => {
  it("formats losslessly, shows the valid icon, records a calculation and copies the output", async () => {
    const { page, context } = await open();
    const before = await calculations();
    expect(await validity(page).getAttribute("aria-label")).toBe("JSON validity: unknown");
    expect(await output(page).count()).toBe(0);

    await input(page).fill('{"id":12345678901234567890,"price":1.0,"big":1e400,"zero":-0,"id":"dup","s":"caf\\u00e9"}');
    await page.getByRole("status", { name: "JSON validity: valid" }).waitFor();
    await page.getByRole("button", { name: "Format JSON" }).click();
    await output(page).waitFor();
    const expected = '{\n  "id": 12345678901234567890,\n  "price": 1.0,\n  "big": 1e400,\n  "zero": -0,\n  "id": "dup",\n  "s": "caf\\u00e9"\n}';
    expect(await output(page).innerText()).toBe(expected);
    await waitForRow(calculations, (n) => n === before + 1);

    await page.getByRole("button", { name: "Copy to Clipboard" }).click();
    await expectToast(page, "Copied!", "");
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(expected);
    await context.close();
  });

  it("minifies, and Ctrl+Enter formats", async () => {
    const { page, context } = await open();
    await input(page).fill('{\n  "a": [ 1, 2 ],\n  "b": { "c": null }\n}');
    await page.getByRole("button", { name: "Minify JSON" }).click();
    await page.getByRole("heading", { name: "Minified JSON" }).waitFor();
    expect(await output(page).innerText()).toBe('{"a":[1,2],"b":{"c":null}}');

    await input(page).fill("[1,[2]]");
    await input(page).press("Control+Enter");
    await page.getByRole("heading", { name: "Formatted JSON" }).waitFor();
    expect(await output(page).innerText()).toBe("[\n  1,\n  [\n    2\n  ]\n]");
    await context.close();
  });

  it("rejects invalid JSON with the spec toast, the red icon and the line and column", async () => {
    const { page, context } = await open();
    const before = await calculations();
    await input(page).fill('{\n  "a": 1,\n  "b": [1, 2,]\n}');
    await page.getByRole("button", { name: "Format JSON" }).click();
    await expectToast(page, "Invalid JSON", "Please check your JSON syntax");
    expect(await validity(page).getAttribute("aria-label")).toBe("JSON validity: invalid");
    const details = page.getByTestId("json-error");
    expect(await details.innerText()).toContain("Line 3, column 14: Trailing comma before ']'");
    expect(await output(page).count()).toBe(0);

    // "Show in input" puts the cursor on the error.
    await page.getByRole("button", { name: "Show in input" }).click();
    const caret = await input(page).evaluate((el) => (el as HTMLTextAreaElement).selectionStart);
    expect(caret).toBe('{\n  "a": 1,\n  "b": [1, 2,'.length);

    // Empty input is invalid too, and nothing is recorded for failures.
    await input(page).fill("");
    await page.getByRole("button", { name: "Minify JSON" }).click();
    await page.getByTestId("json-error").filter({ hasText: "The input is empty" }).waitFor();
    expect(await calculations()).toBe(before);
    await context.close();
  });

  it("refuses a file that is not UTF-8", async () => {
    const { page, context } = await open();
    await page.getByLabel("Open a JSON file").setInputFiles({ name: "latin1.json", mimeType: "application/json", buffer: Buffer.from([0x5b, 0x22, 0xe9, 0x22, 0x5d]) });
    await expectToast(page, "Invalid JSON", "The file is not valid UTF-8 (invalid byte near offset 2); JSON must be UTF-8.");
    expect(await validity(page).getAttribute("aria-label")).toBe("JSON validity: invalid");
    await context.close();
  });

  it("formats a large file in a worker while the page stays responsive", async () => {
    const { page, context } = await open();
    const items = Array.from({ length: 60_000 }, (_, i) => `{"id":${i},"name":"item ${i}","price":${i}.50,"tags":["a","b"],"ok":true}`);
    const json = `[${items.join(",")}]`;
    await page.getByLabel("Open a JSON file").setInputFiles({ name: "big.json", mimeType: "application/json", buffer: Buffer.from(json) });
    // The main thread answers at once: the formatting runs in the worker.
    await page.getByText("big.json").waitFor();
    await page.getByRole("heading", { name: "Formatted JSON" }).waitFor({ timeout: 30_000 });
    const text = await output(page).innerText();
    expect(text.startsWith('[\n  {\n    "id": 0,\n    "name": "item 0",\n    "price": 0.50,')).toBe(true);
    expect(await page.getByText(/Showing the first 100,000 of [\d,]+ characters/).count()).toBe(1);
    expect(await validity(page).getAttribute("aria-label")).toBe("JSON validity: valid");
    const responsive = await page.evaluate(async () => {
      const button = [...document.querySelectorAll("button")].find((b) => b.textContent?.includes("Minify JSON"));
      button?.click();
      // Runs while the worker minifies: only possible if the main thread is free.
      await new Promise((r) => setTimeout(r, 0));
      return document.body.textContent?.includes("Minifying...");
    });
    expect(responsive).toBe(true);
    await page.getByRole("heading", { name: "Minified JSON" }).waitFor({ timeout: 30_000 });
    await context.close();
  });

  it("finds the error in a large file without loading it into the page", async () => {
    const { page, context } = await open();
    const lines = Array.from({ length: 80_000 }, (_, i) => `  {"id": ${i}, "name": "item ${i}"},`);
    lines[70_000] = '  {"id": 70000, "name": "item 70000",},';
    const json = `[\n${lines.join("\n")}\n  {"id": -1}\n]`;
    await page.getByLabel("Open a JSON file").setInputFiles({ name: "broken.json", mimeType: "application/json", buffer: Buffer.from(json) });
    await expectToast(page, "Invalid JSON", "Please check your JSON syntax");
    const details = page.getByTestId("json-error");
    expect(await details.innerText()).toContain("Line 70002, column 38: Trailing comma before '}'");
    expect(await details.innerText()).toContain('{"id": 70000, "name": "item 70000",}');
    // The file is not put into the text box; there is nothing to point the cursor at.
    expect(await page.getByLabel("JSON input").count()).toBe(0);
    expect(await page.getByRole("button", { name: "Show in input" }).count()).toBe(0);
    await context.close();
  });
});

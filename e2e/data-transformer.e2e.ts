import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { waitForRow } from "./harness";
import { toolSuite, expectToast } from "./tool-suite";

const suite = toolSuite({ path: "/data-transformer", title: "Data Transformer" });
const { open, calculations } = suite;

async function choose(page: Page, option: string) {
  await page.getByLabel("Transformation").selectOption({ label: option });
}

const output = (page: Page) => page.getByRole("region", { name: "Output" });
const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

describe("Data Transformer", () => {
  it("lists the seven transformations of the spec", async () => {
    const { page, context } = await open();
    expect(await page.getByLabel("Transformation").locator("option").allTextContents()).toEqual([
      "UPPERCASE",
      "lowercase",
      "Proper Case",
      "Trim whitespace (each line)",
      "Remove spaces",
      "Remove duplicate lines",
      "Sort lines A → Z",
    ]);
    await context.close();
  });

  it("applies each transformation, records each use and copies the output", async () => {
    const { page, context } = await open();
    const before = await calculations();
    const cases: [string, string, string][] = [
      ["UPPERCASE", "straße élodie", "STRASSE ÉLODIE"],
      ["lowercase", "ÉLODIE Dupont", "élodie dupont"],
      ["Proper Case", "o'NEIL, sean\nélodie mary-jane", "O'Neil, Sean\nÉlodie Mary-Jane"],
      ["Trim whitespace (each line)", "  a  b  \n\tc  ", "a  b\nc"],
      ["Remove spaces", "a b\tc\nd e", "abc\nde"],
      ["Remove duplicate lines", "b\na\nb\nc\na", "b\na\nc"],
      ["Sort lines A → Z", "item 10\nÉclair\nitem 2\napple", "apple\nÉclair\nitem 2\nitem 10"],
    ];
    for (const [option, input, expected] of cases) {
      await choose(page, option);
      await page.getByLabel("Text").fill(input);
      await page.getByRole("button", { name: "Transform" }).click();
      await page.waitForFunction(
        ([want]) => document.querySelector('[aria-label="Output"]')?.textContent === want,
        [expected],
      );
    }
    await waitForRow(calculations, (n) => n === before + cases.length);
    await page.getByRole("button", { name: "Copy", exact: true }).click();
    await expectToast(page, "Copied!", "");
    await expect(clipboard(page)).resolves.toBe("apple\nÉclair\nitem 2\nitem 10");
    await context.close();
  });

  it("keeps Windows line endings from pasted text", async () => {
    const { page, context } = await open();
    await choose(page, "Remove duplicate lines");
    await page.evaluate(() => navigator.clipboard.writeText("b\r\na\r\nb\r\n"));
    await page.getByLabel("Text").focus();
    await page.keyboard.press("Control+V");
    await page.getByRole("button", { name: "Transform" }).click();
    await page.getByText("Windows line endings (CRLF) kept").waitFor();
    expect(await output(page).innerText()).toBe("b\na\n");
    await page.getByRole("button", { name: "Copy", exact: true }).click();
    await expectToast(page, "Copied!", "");
    await expect(clipboard(page)).resolves.toBe("b\r\na\r\n");
    await context.close();
  });

  it("chains: the output becomes the next input; Ctrl+Enter transforms", async () => {
    const { page, context } = await open();
    await choose(page, "Remove duplicate lines");
    await page.getByLabel("Text").fill("b\nA\nb");
    await page.getByLabel("Text").press("Control+Enter");
    await output(page).waitFor();
    await page.getByRole("button", { name: "Use as input" }).click();
    expect(await page.getByLabel("Text").inputValue()).toBe("b\nA");
    await choose(page, "Sort lines A → Z");
    await page.getByLabel("Text").press("Control+Enter");
    await page.waitForFunction(() => document.querySelector('[aria-label="Output"]')?.textContent === "A\nb");
    await context.close();
  });

  it("asks for input when the text is empty", async () => {
    const { page, context } = await open();
    await page.getByLabel("Text").fill("   \n ");
    await page.getByRole("button", { name: "Transform" }).click();
    await expectToast(page, "Missing input", "Please enter some text to transform");
    expect(await output(page).count()).toBe(0);
    await context.close();
  });

  it("fills the inputs from an example and keeps them in the URL", async () => {
    const { page, context } = await open();
    await page.getByRole("button", { name: /Tidy names/ }).click();
    await output(page).waitFor();
    expect(await output(page).innerText()).toBe("O'Neil, Sean\nÉlodie Dupont\nMary-Jane Watson\nJosé De La Cruz");
    await page.waitForFunction(() => location.search.includes("t=proper-case"));
    await context.close();
  });
});

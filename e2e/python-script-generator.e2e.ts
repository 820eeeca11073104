import fs from "node:fs";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { screenshot, toastTexts, waitForRow } from "./harness";
import { toolSuite, toast, holdRequests } from "./tool-suite";

const suite = toolSuite({ path: "/python-script-generator", title: "Python Script Generator" });
const { open, calculations } = suite;

const generateButton = (page: Page) => page.getByRole("button", { name: /^(Generate Script|Generating\.\.\.)$/ });

describe("Python Script Generator", () => {
  it("requires a description and sends nothing without one", async () => {
    const { page, context } = await open();
    const sent = await holdRequests(page, "**/api/functions/python-script-generator", { hold: false });
    await page.getByLabel("Describe the script").fill("   ");
    await generateButton(page).click();
    await toast(page, "Please describe the script you need").waitFor();
    expect(sent.requests).toHaveLength(0);
    await context.close();
  });

  it("generates a script, copies it, downloads the .py and records a calculation", async () => {
    const before = await calculations();
    const { page, context } = await open();
    const { bodies, release } = await holdRequests(page, "**/api/functions/python-script-generator");
    await page.getByLabel("Describe the script").fill("Load sales.csv, total revenue by region and save it to revenue_by_region.csv");
    await generateButton(page).click();
    await page.getByRole("button", { name: "Generating..." }).waitFor();
    expect(await page.getByRole("button", { name: "Generating..." }).isDisabled()).toBe(true);
    release();
    const code = page.getByRole("region", { name: "Generated Python script" });
    await code.waitFor();
    expect(bodies[0]).toEqual({ query: "Load sales.csv, total revenue by region and save it to revenue_by_region.csv" });
    const text = await code.innerText();
    expect(text).toContain('GROUP_BY = ["region"]');
    expect(text).toContain('if __name__ == "__main__":');
    await page.getByText("Group and aggregate with pandas · aggregate_data.py").waitFor();

    await page.getByRole("button", { name: "Copy", exact: true }).click();
    await toast(page, "Copied!").waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download .py" }).click()]);
    expect(download.suggestedFilename()).toBe("aggregate_data.py");
    expect(fs.readFileSync((await download.path())!, "utf8")).toBe(text);
    await waitForRow(calculations, (n) => n === before + 1);
    await context.close();
  });

  it("lists what it can generate; a list entry fills the description and generates", async () => {
    const { page, context } = await open();
    await page.getByRole("heading", { name: "What it can generate" }).waitFor();
    const entries = page.locator("#py-kinds + ul > li");
    expect(await entries.count()).toBe(13);
    await page.getByRole("button", { name: /^Batch rename files/ }).click();
    const code = page.getByRole("region", { name: "Generated Python script" });
    await code.waitFor();
    expect(await code.innerText()).toContain("def new_name(path: Path, position: int) -> str:");
    expect(await page.getByLabel("Describe the script").inputValue()).toMatch(/^Rename all \.jpg files/);
    await context.close();
  });

  it("shows the server's reason for a request it cannot write, and the spec's text when the call fails", async () => {
    const { page, context } = await open({ query: "?q=write+a+tetris+game" });
    await page.keyboard.press("Control+Enter");
    await toast(page, "could not match this to a script").waitFor();
    await page.route("**/api/functions/python-script-generator", (route) => route.abort());
    await generateButton(page).click();
    await toast(page, "Failed to generate Python script. Please try again.").waitFor();
    expect((await toastTexts(page)).join("\n")).toContain("Error");
    await context.close();
  });

  it("screenshots: wide and phone, light and dark", async () => {
    for (const [w, h, name] of [
      [1280, 900, "wide"],
      [390, 844, "phone"],
    ] as const) {
      for (const scheme of ["light", "dark"] as const) {
        const { page, context } = await open({
          width: w,
          height: h,
          colorScheme: scheme,
          query: "?q=Make+a+bar+chart+of+total+revenue+by+region+from+sales.csv+and+save+it+as+revenue.png",
        });
        await generateButton(page).click();
        await page.getByRole("region", { name: "Generated Python script" }).waitFor();
        await screenshot(page, `python-script-generator-${name}-${scheme}`);
        await context.close();
      }
    }
  });
});

import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, newPage, screenshot, startServer, toastTexts, waitForRow, type TestServer } from "./harness";

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

async function open(opts: { width?: number; height?: number; colorScheme?: "light" | "dark"; query?: string } = {}) {
  const { page, context } = await newPage(browser, { ...opts, storage: { popup_dismissed: "true" } });
  await page.goto(`${server.url}/python-script-generator${opts.query ?? ""}`);
  await page.getByRole("heading", { level: 1, name: "Python Script Generator" }).waitFor();
  return { page, context };
}

async function calculations(): Promise<number> {
  const { rows } = await server.db.query<{ n: number }>("SELECT count(*)::int AS n FROM calculations WHERE applet_name = 'Python Script Generator'");
  return rows[0]!.n;
}

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text }).first();
const generateButton = (page: Page) => page.getByRole("button", { name: /^(Generate Script|Generating\.\.\.)$/ });

describe("Python Script Generator", () => {
  it("requires a description and sends nothing without one", async () => {
    const { page, context } = await open();
    let calls = 0;
    await page.route("**/api/functions/python-script-generator", async (route) => {
      calls++;
      await route.continue();
    });
    await page.getByLabel("Describe the script").fill("   ");
    await generateButton(page).click();
    await toast(page, "Please describe the script you need").waitFor();
    expect(calls).toBe(0);
    await context.close();
  });

  it("generates a script, copies it, downloads the .py and records a calculation", async () => {
    const before = await calculations();
    const { page, context } = await open();
    const bodies: unknown[] = [];
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    await page.route("**/api/functions/python-script-generator", async (route) => {
      bodies.push(route.request().postDataJSON());
      await gate;
      await route.continue();
    });
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

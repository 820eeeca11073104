import fs from "node:fs";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { screenshot, toastTexts, waitForRow } from "./harness";
import { toolSuite, toast, holdRequests } from "./tool-suite";

const suite = toolSuite({ path: "/dummy-data-generator", title: "Dummy Data Generator" });
const { open, calculations } = suite;

const generateButton = (page: Page) => page.getByRole("button", { name: /^(Generate Data|Generating\.\.\.)$/ });

describe("Dummy Data Generator", () => {
  it("validates the schema and the row count on the page and sends nothing", async () => {
    const { page, context } = await open();
    const sent = await holdRequests(page, "**/api/functions/dummy-data-generator", { hold: false });
    expect(await page.getByLabel("Number of Rows").inputValue()).toBe("10");
    await generateButton(page).click();
    await toast(page, "Schema Required").waitFor();
    expect(sent.requests).toHaveLength(0);
    await context.close();

    for (const value of ["0", "1001", "2.5", ""]) {
      const { page: p, context: c } = await open({ query: "?schema=name%2C+email" });
      let sent = 0;
      await p.route("**/api/functions/dummy-data-generator", async (route) => {
        sent++;
        await route.continue();
      });
      await p.getByLabel("Number of Rows").fill(value);
      expect(await p.getByLabel("Number of Rows").inputValue()).toBe(value);
      await generateButton(p).click();
      await toast(p, "Invalid Row Count").waitFor();
      expect((await toastTexts(p)).join("\n")).toContain("Please enter a number between 1 and 1000");
      expect(sent).toBe(0);
      expect(await p.getByRole("region", { name: "Generated data table" }).count()).toBe(0);
      await c.close();
    }
  });

  it("generates CSV as a table and text, copies it, downloads dummy-data.csv and records a calculation", async () => {
    const before = await calculations();
    const { page, context } = await open();
    const { bodies, release } = await holdRequests(page, "**/api/functions/dummy-data-generator");
    await page.getByLabel("Schema Description").fill("name, email, age 18-65, plan (free, pro, team)");
    await page.getByLabel("Number of Rows").fill("25");
    await page.getByLabel("Field Names (optional)").fill("Customer, Email");
    await generateButton(page).click();
    await page.getByRole("button", { name: "Generating..." }).waitFor();
    expect(await page.getByRole("button", { name: "Generating..." }).isDisabled()).toBe(true);
    release();
    await toast(page, "Data Generated!").waitFor();
    expect(bodies[0]).toEqual({ schema: "name, email, age 18-65, plan (free, pro, team)", rowCount: 25, fieldNames: "Customer, Email" });

    const table = page.getByRole("region", { name: "Generated data table" });
    await table.waitFor();
    expect(await table.locator("thead th").allInnerTexts()).toEqual(["#", "Customer", "Email", "age", "plan"]);
    expect(await table.locator("tbody tr").count()).toBe(25);
    const ages = await table.locator("tbody tr td:nth-child(4)").allInnerTexts();
    expect(ages.every((a) => Number(a) >= 18 && Number(a) <= 65)).toBe(true);

    await page.getByRole("tab", { name: "CSV" }).click();
    const csvText = await page.getByRole("region", { name: "Generated CSV" }).innerText();
    expect(csvText.split(/\r?\n/)[0]).toBe("Customer,Email,age,plan");

    await page.getByRole("button", { name: "Copy CSV" }).click();
    await toast(page, "Copied!").waitFor();
    const clip = await page.evaluate(() => navigator.clipboard.readText());
    expect(clip.split("\r\n")).toHaveLength(26);
    expect(clip.replace(/\r\n/g, "\n")).toBe(csvText.replace(/\r\n/g, "\n").trimEnd());

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download CSV" }).click()]);
    expect(download.suggestedFilename()).toBe("dummy-data.csv");
    const saved = fs.readFileSync((await download.path())!, "utf8");
    expect(saved).toBe(clip);

    await waitForRow(calculations, (n) => n === before + 1);
    await context.close();
  });

  it("shows the spec's failure toast when generation fails", async () => {
    const { page, context } = await open({ query: "?schema=name" });
    await page.route("**/api/functions/dummy-data-generator", (route) => route.fulfill({ status: 500, body: '{"error":"boom"}', contentType: "application/json" }));
    await generateButton(page).click();
    await toast(page, "Generation Failed").waitFor();
    expect((await toastTexts(page)).join("\n")).toContain("Failed to generate dummy data. Please try again.");
    await context.close();
  });

  it("runs an example and Ctrl+Enter, and keeps inputs in the URL", async () => {
    const { page, context } = await open();
    await page.getByRole("button", { name: /Orders with weighted status/ }).click();
    await toast(page, "Data Generated!").waitFor();
    expect(await page.getByLabel("Number of Rows").inputValue()).toBe("50");
    expect(page.url()).toContain("rows=50");
    await page.getByLabel("Number of Rows").fill("3");
    await page.getByLabel("Seed (optional)").fill("7");
    await page.getByLabel("Schema Description").focus();
    await page.keyboard.press("Control+Enter");
    await page.waitForFunction(() => document.querySelectorAll('[aria-label="Generated data table"] tbody tr').length === 3);
    const first = await page.getByRole("region", { name: "Generated data table" }).innerText();
    await page.keyboard.press("Control+Enter");
    await page.waitForTimeout(500);
    expect(await page.getByRole("region", { name: "Generated data table" }).innerText()).toBe(first);
    await context.close();
  });

  it("screenshots: wide and phone, light and dark", async () => {
    for (const [w, h, name] of [
      [1280, 900, "wide"],
      [390, 844, "phone"],
    ] as const) {
      for (const scheme of ["light", "dark"] as const) {
        const { page, context } = await open({ width: w, height: h, colorScheme: scheme, query: "?schema=customers%3A+name%2C+email%2C+age+18-65%2C+signup+date+in+2024%2C+country%2C+plan+(free%2C+pro%2C+team)&rows=12&seed=3" });
        await generateButton(page).click();
        await page.getByRole("region", { name: "Generated data table" }).waitFor();
        await page.evaluate(() => document.querySelectorAll("[data-sonner-toast]").forEach((t) => t.remove()));
        await screenshot(page, `dummy-data-generator-${name}-${scheme}`);
        await context.close();
      }
    }
  });
});

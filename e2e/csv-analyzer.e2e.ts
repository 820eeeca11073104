import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, FileChooser, Page } from "playwright-core";
import { launchBrowser, newPage, startServer, waitForRow, type TestServer } from "./harness";

let server: TestServer;
let browser: Browser;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "csv-e2e-"));

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

async function open() {
  const { page, context } = await newPage(browser, { storage: { popup_dismissed: "true" } });
  await page.goto(`${server.url}/csv-analyzer`);
  await page.getByRole("heading", { level: 1, name: "CSV Analyzer" }).waitFor();
  return { page, context };
}

async function toast(page: Page, title: string, description: string) {
  const t = page.locator("[data-sonner-toast]").filter({ hasText: title });
  await t.first().waitFor();
  expect(await t.first().innerText()).toContain(description);
}

async function stats(page: Page) {
  await page.getByRole("heading", { name: "Statistics" }).waitFor({ timeout: 45_000 });
  const value = async (label: string) => page.locator(`[data-stat="${label}"]`).innerText();
  return { rows: await value("Total Rows"), duplicates: await value("Duplicate Rows"), columns: await value("Total Columns") };
}

async function calculations(): Promise<number> {
  const { rows } = await server.db.query<{ n: number }>("SELECT count(*)::int AS n FROM calculations WHERE applet_name = 'CSV Analyzer'");
  return rows[0].n;
}

// 25 data rows: a quoted comma, an escaped quote, a line break inside quotes, CRLF endings and 3 duplicates.
const header = "id,name,city,amount";
const rows = Array.from({ length: 22 }, (_, i) => `${i + 1},"Name ${i + 1}, Jr.",${i % 2 ? "Paris" : '"New\r\nYork"'},${(i * 1.5).toFixed(2)}`);
rows.push(rows[0], rows[1], rows[0]);
const csv = "\ufeff" + [header, ...rows].join("\r\n") + "\r\n";

describe("CSV Analyzer", () => {
  it("analyses a CSV: spec toast, statistics, preview with Copy, column profile, one calculation", async () => {
    const { page, context } = await open();
    const before = await calculations();
    await page.getByLabel("CSV file").setInputFiles({ name: "customers.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    await toast(page, "File loaded", "25 rows and 4 columns");
    expect(await stats(page)).toEqual({ rows: "25", duplicates: "3", columns: "4" });
    expect(await page.getByText("the header row is not counted").first().isVisible()).toBe(true);
    await waitForRow(calculations, (n) => n === before + 1);

    // Preview: the first 20 data rows, rendered as text.
    const table = page.getByRole("region", { name: "Preview of the first rows" });
    expect(await table.locator("tbody tr").count()).toBe(20);
    expect(await table.locator("thead th").allInnerTexts()).toEqual(["#", "id", "name", "city", "amount"]);
    expect(await table.locator("tbody tr").first().innerText()).toContain("Name 1, Jr.");

    await page.getByRole("button", { name: "Copy preview as CSV" }).click();
    await toast(page, "Copied!", "");
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    // The preview as CSV: header and 20 rows, minimal quoting, LF between records (the CRLF inside
    // the quoted "New\r\nYork" is data and stays).
    const expected = [header, ...rows.slice(0, 20)].join("\n") + "\n";
    expect(copied).toBe(expected);

    // Beyond the spec: a profile per column, with a histogram for numbers.
    await page.getByRole("article", { name: "Column amount" }).waitFor();
    expect(await page.getByRole("article", { name: "Column amount" }).innerText()).toContain("Decimal");
    expect(await page.getByRole("img", { name: /Histogram of amount/ }).count()).toBe(1);
    expect(await page.getByRole("article", { name: "Column city" }).innerText()).toMatch(/Paris/);
    // 25 rows: every row is profiled, and nothing claims to be a sample.
    expect(await page.locator("[data-profile-sample]").count()).toBe(0);
    await context.close();
  });

  it("refuses a file whose name does not end in .csv", async () => {
    const { page, context } = await open();
    await page.getByLabel("CSV file").setInputFiles({ name: "data.txt", mimeType: "text/plain", buffer: Buffer.from("a,b\n1,2\n") });
    await toast(page, "Invalid file", "Please upload a CSV file");
    expect(await page.getByRole("heading", { name: "Statistics" }).count()).toBe(0);
    await context.close();
  });

  it("accepts a dropped file and detects semicolons", async () => {
    const { page, context } = await open();
    await page.getByTestId("csv-drop-zone").evaluate((zone) => {
      const dt = new DataTransfer();
      dt.items.add(new File(["a;b;c\n1;2,5;x\n1;2,5;x\n"], "export.CSV", { type: "text/csv" }));
      zone.dispatchEvent(new DragEvent("drop", { dataTransfer: dt, bubbles: true, cancelable: true }));
    });
    expect(await stats(page)).toEqual({ rows: "2", duplicates: "1", columns: "3" });
    expect(await page.locator('[data-detail="Delimiter"]').innerText()).toBe("Semicolon");
    await context.close();
  });

  it("loads the sample and opens the file chooser with Ctrl+Enter", async () => {
    const { page, context } = await open();
    await page.getByRole("button", { name: "Load sample", exact: true }).click();
    expect(await stats(page)).toEqual({ rows: "12", duplicates: "2", columns: "8" });
    // The shortcut is off while a file is being read: wait until the analysis has fully finished.
    await page.waitForFunction(() => {
      const b = [...document.querySelectorAll("button")].find((e) => e.textContent?.trim() === "Choose CSV file");
      return !!b && !b.disabled;
    });
    // The screen's key listener is attached in an effect after that commit; on a loaded machine the
    // first press can come before it, so press again (at most five times) until the chooser opens.
    let chooser: FileChooser | null = null;
    for (let attempt = 0; attempt < 5 && !chooser; attempt++) {
      const opened = page.waitForEvent("filechooser", { timeout: 3000 }).catch(() => null);
      await page.keyboard.press("Control+Enter");
      chooser = await opened;
    }
    expect(chooser?.isMultiple()).toBe(false);
    await context.close();
  });

  it("streams a large file in workers with a progress bar while the page stays responsive", async () => {
    const file = path.join(tmp, "large.csv");
    const fd = fs.openSync(file, "w");
    fs.writeSync(fd, "id,when,region,amount,note\n");
    let batch = "";
    const total = 600_000;
    for (let i = 1; i <= total; i++) {
      // Rows past 500,000 repeat rows 100,001 to 200,000: duplicates of rows in the file's first half.
      const n = i > 500_000 ? i - 400_000 : i;
      batch += `${n},2024-0${(n % 9) + 1}-1${n % 10},${["North", "South", "East"][n % 3]},${(n % 997) * 1.25},"note ${n % 50}, ok"\n`;
      if (batch.length > 1 << 20) {
        fs.writeSync(fd, batch);
        batch = "";
      }
    }
    fs.writeSync(fd, batch);
    fs.closeSync(fd);

    const { page, context } = await open();
    await page.getByLabel("CSV file").setInputFiles(file);
    const progress = page.getByRole("progressbar", { name: "Analysing large.csv" });
    await progress.waitFor();
    // The main thread answers while the worker reads the file.
    expect(await page.evaluate(() => document.querySelector('[role="progressbar"]') !== null)).toBe(true);
    expect(await stats(page)).toEqual({ rows: "600,000", duplicates: "100,000", columns: "5" });
    expect(await progress.count()).toBe(0);
    // With two cores or more, the file's two halves were read at once by two workers.
    const cores = await page.evaluate(() => navigator.hardwareConcurrency);
    expect((await page.locator('[data-detail="Size"]').innerText()).includes("2 cores")).toBe(cores > 1);
    // The profile of a file this long comes from a sample of rows, and says so.
    expect(await page.locator("[data-profile-sample]").innerText()).toMatch(/^From a sample of \d{2,3},\d{3} of the 600,000 rows$/);
    expect(await page.getByRole("article", { name: "Column amount" }).innerText()).toContain("Distinct in sample");
    await toast(page, "File loaded", "600,000 rows and 5 columns");
    await context.close();
  });
});

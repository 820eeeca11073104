import fs from "node:fs";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { screenshot, toastTexts, waitForRow } from "./harness";
import { toolSuite, toast } from "./tool-suite";

const suite = toolSuite({ path: "/dashboard-layout-generator", title: "Dashboard Layout Generator" });
const { open, calculations } = suite;

const generate = (page: Page) => page.getByRole("button", { name: /^(Generate Layout|Generating\.\.\.)$/ });

describe("Dashboard Layout Generator", () => {
  it("requires a description ('Description Required')", async () => {
    const { page, context } = await open();
    for (const label of ["Dashboard Description", "KPIs", "Table Views", "Chart Types"]) await page.getByLabel(label, { exact: true }).waitFor();
    await page.getByLabel("KPIs", { exact: true }).fill("Revenue");
    await generate(page).click();
    await toast(page, "Description Required").waitFor();
    await page.getByLabel("Dashboard Description").fill("   ");
    await page.keyboard.press("Control+Enter");
    await page.waitForTimeout(200);
    expect((await toastTexts(page)).filter((t) => t.includes("Description Required")).length).toBeGreaterThanOrEqual(1);
    expect(await page.getByRole("img", { name: "Dashboard layout wireframe" }).count()).toBe(0);
    await context.close();
  });

  it("generates a layout image and description, sends 'Not specified' for empty fields, downloads dashboard-layout.png", async () => {
    const before = await calculations();
    const { page, context } = await open();
    const bodies: Record<string, string>[] = [];
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    await page.route("**/api/functions/dashboard-layout-generator", async (route) => {
      bodies.push(route.request().postDataJSON());
      await gate;
      await route.continue();
    });
    await page.getByLabel("Dashboard Description").fill("Sales performance for regional managers, by region and product");
    await page.getByLabel("KPIs", { exact: true }).fill("Revenue, Orders, Conversion rate");
    await page.getByLabel("Chart Types").fill("line chart of revenue over time, donut of sales by channel");
    await generate(page).click();
    await page.getByRole("button", { name: "Generating..." }).waitFor();
    expect(await page.getByRole("button", { name: "Generating..." }).isDisabled()).toBe(true);
    release();
    await toast(page, "Layout Generated").waitFor();
    expect(bodies[0]).toEqual({
      description: "Sales performance for regional managers, by region and product",
      kpis: "Revenue, Orders, Conversion rate",
      tableViews: "Not specified",
      chartTypes: "line chart of revenue over time, donut of sales by channel",
    });
    const img = page.getByRole("img", { name: "Dashboard layout wireframe" });
    await img.waitFor();
    await page.waitForFunction(() => {
      const el = document.querySelector<HTMLImageElement>('img[alt="Dashboard layout wireframe"]');
      return !!el && el.complete && el.naturalWidth === 1280;
    });
    const text = await page.getByText(/^Sales performance dashboard — 1280 ×/).innerText();
    expect(text).toContain("KPI row: 3 cards of equal width (4 columns each): Revenue, Orders and Conversion rate.");
    expect(text).toContain("Revenue over time: line chart, two thirds, 8 columns");
    expect(text).toContain("filters on the right: Date range, Region and Product.");
    await waitForRow(calculations, (n) => n === before + 1);

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download Layout" }).click()]);
    expect(download.suggestedFilename()).toBe("dashboard-layout.png");
    const bytes = fs.readFileSync((await download.path())!);
    expect(bytes.subarray(1, 4).toString()).toBe("PNG");
    expect(bytes.readUInt32BE(16)).toBe(1280);

    await page.getByRole("button", { name: "Copy" }).click();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(text);
    await context.close();
  });

  it("shows the server's error message, or 'Failed to generate dashboard layout'", async () => {
    const { page, context } = await open({ query: "?description=HR%20overview" });
    let fail: "message" | "network" = "message";
    await page.route("**/api/functions/dashboard-layout-generator", (route) =>
      fail === "message"
        ? route.fulfill({ status: 400, contentType: "application/json", body: JSON.stringify({ error: "KPIs must be at most 1000 characters" }) })
        : route.abort(),
    );
    await generate(page).click();
    await toast(page, "KPIs must be at most 1000 characters").waitFor();
    fail = "network";
    await generate(page).click();
    await toast(page, "Failed to generate dashboard layout").waitFor();
    expect(await page.getByRole("img", { name: "Dashboard layout wireframe" }).count()).toBe(0);
    await context.close();
  });

  it("looks right wide and on a phone, light and dark", async () => {
    for (const colorScheme of ["light", "dark"] as const) {
      for (const [width, height, label] of [[1280, 900, "wide"], [390, 844, "phone"]] as const) {
        const { page, context } = await open({ width, height, colorScheme });
        await page.getByRole("button", { name: /Regional sales/ }).click();
        await toast(page, "Layout Generated").waitFor();
        await page.mouse.move(0, 0);
        await page.locator("[data-sonner-toast]").first().waitFor({ state: "detached", timeout: 10_000 }).catch(() => undefined);
        // On phones the page scrolls to the result; a full-page shot is taken from the top.
        await page.evaluate(() => window.scrollTo(0, 0));
        await screenshot(page, `dashboard-layout-generator-${label}-${colorScheme}`);
        await context.close();
      }
    }
  });
});

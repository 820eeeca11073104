import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { screenshot, toastTexts, waitForRow } from "./harness";
import { toolSuite, toast, holdRequests } from "./tool-suite";

const suite = toolSuite({ path: "/bigquery-generator", title: "BigQuery SQL Generator" });
const { open, calculations } = suite;

const generateButton = (page: Page) => page.getByRole("button", { name: /^(Generate Query|Generating\.\.\.)$/ });
const recentList = (page: Page) => page.getByRole("list", { name: "Recent databases" });

describe("BigQuery SQL Generator", () => {
  it("requires a description ('Description required')", async () => {
    const { page, context } = await open();
    const sent = await holdRequests(page, "**/api/functions/bigquery-sql-generator", { hold: false });
    await page.getByLabel("Database / Dataset").fill("my-project.analytics");
    await generateButton(page).click();
    await toast(page, "Description required").waitFor();
    expect(sent.requests).toHaveLength(0);
    await context.close();
  });

  it("generates SQL with qualified names, copies it, records a calculation and remembers the database", async () => {
    const before = await calculations();
    const { page, context } = await open();
    const { bodies, release } = await holdRequests(page, "**/api/functions/bigquery-sql-generator");
    await page.getByLabel("Database / Dataset").fill("my-project.analytics");
    await page.getByLabel("Description").fill("Top 10 customers by revenue from orders in the last 90 days");
    await generateButton(page).click();
    await page.getByRole("button", { name: "Generating..." }).waitFor();
    expect(await page.getByRole("button", { name: "Generating..." }).isDisabled()).toBe(true);
    release();
    const sql = page.getByRole("region", { name: "Generated BigQuery SQL" });
    await sql.waitFor();
    expect(bodies[0]).toEqual({ description: "Top 10 customers by revenue from orders in the last 90 days", database: "my-project.analytics" });
    const text = await sql.innerText();
    expect(text).toContain("FROM `my-project.analytics.orders`");
    expect(text).toContain("LIMIT 10");
    await page.getByRole("button", { name: "Copy", exact: true }).click();
    await toast(page, "Copied!").waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
    await waitForRow(calculations, (n) => n === before + 1);
    expect(await recentList(page).getByRole("button", { name: "my-project.analytics", exact: true }).count()).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem("recent_bigquery_databases"))).toBe('["my-project.analytics"]');
    await context.close();
  });

  it("keeps the recent databases most recent first, without repeats, at most 10, and lets one be picked or removed", async () => {
    const stored = JSON.stringify(Array.from({ length: 10 }, (_, i) => `my-proj.ds_${i}`));
    const { page, context } = await open({ storage: { recent_bigquery_databases: stored } });
    // The list is read from this browser's storage once the page is hydrated.
    await expect.poll(() => recentList(page).getByRole("listitem").count(), { timeout: 10_000 }).toBe(10);
    await page.getByLabel("Description").fill("count of orders from orders");
    await page.getByLabel("Database / Dataset").fill("my-proj.new_ds");
    await generateButton(page).click();
    await page.getByRole("region", { name: "Generated BigQuery SQL" }).waitFor();
    const list = JSON.parse((await page.evaluate(() => localStorage.getItem("recent_bigquery_databases")))!) as string[];
    expect(list).toHaveLength(10);
    expect(list[0]).toBe("my-proj.new_ds");
    expect(list).not.toContain("my-proj.ds_9");
    // Picking an older one fills the field; using it moves it to the front.
    await recentList(page).getByRole("button", { name: "my-proj.ds_4", exact: true }).click();
    expect(await page.getByLabel("Database / Dataset").inputValue()).toBe("my-proj.ds_4");
    await generateButton(page).click();
    await page.waitForFunction(() => JSON.parse(localStorage.getItem("recent_bigquery_databases") || "[]")[0] === "my-proj.ds_4");
    const after = JSON.parse((await page.evaluate(() => localStorage.getItem("recent_bigquery_databases")))!) as string[];
    expect(after.filter((d) => d === "my-proj.ds_4")).toHaveLength(1);
    await page.getByRole("button", { name: "Remove my-proj.ds_0 from recent databases" }).click();
    expect(await recentList(page).getByRole("button", { name: "my-proj.ds_0", exact: true }).count()).toBe(0);
    await context.close();
  });

  it("shows the server's explanation and examples for a request it cannot answer, and the spec's text when the call fails", async () => {
    const { page, context } = await open({ query: "?q=write+me+a+poem+about+orders" });
    await generateButton(page).click();
    await toast(page, "did not understand").waitFor();
    await page.getByRole("note", { name: "Requests it understands" }).waitFor();
    await page.getByRole("note", { name: "Requests it understands" }).getByRole("button").first().click();
    expect(await page.getByLabel("Description").inputValue()).toMatch(/from the orders table/);
    await page.route("**/api/functions/bigquery-sql-generator", (route) => route.abort());
    await generateButton(page).click();
    await toast(page, "Failed to generate query. Please try again.").waitFor();
    await page.unroute("**/api/functions/bigquery-sql-generator");
    await page.route("**/api/functions/bigquery-sql-generator", (route) =>
      route.fulfill({ status: 502, contentType: "application/json", body: JSON.stringify({ error: "Upstream said no" }) }),
    );
    await generateButton(page).click();
    await toast(page, "Upstream said no").waitFor();
    expect((await toastTexts(page)).length).toBeGreaterThan(0);
    await context.close();
  });

  it("runs an example with Ctrl+Enter too", async () => {
    const { page, context } = await open();
    await page.getByRole("button", { name: /Latest row per key/ }).click();
    const sql = page.getByRole("region", { name: "Generated BigQuery SQL" });
    await sql.waitFor();
    expect(await sql.innerText()).toContain("QUALIFY ROW_NUMBER()");
    await page.getByLabel("Description").fill("distinct countries from customers");
    await page.keyboard.press("Control+Enter");
    await page.waitForFunction(() => document.querySelector('[aria-label="Generated BigQuery SQL"]')?.textContent?.includes("SELECT DISTINCT"));
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
          query: "?db=my-project.analytics&q=Top+3+products+by+sales+in+each+category+from+order_items+in+2024",
          storage: { recent_bigquery_databases: '["my-project.analytics","other-proj.marketing"]' },
        });
        await generateButton(page).click();
        await page.getByRole("region", { name: "Generated BigQuery SQL" }).waitFor();
        await screenshot(page, `bigquery-generator-${name}-${scheme}`);
        await context.close();
      }
    }
  });
});

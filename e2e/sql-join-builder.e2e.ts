import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { waitForRow } from "./harness";
import { toolSuite, expectToast } from "./tool-suite";

const suite = toolSuite({ path: "/sql-join-builder", title: "SQL Join Builder" });
const { open, calculations } = suite;

async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).selectOption({ label: option });
}

/** Waits for a toast with this title and checks its description (exact spec texts). */
async function fill(page: Page, values: { t1?: string; t2?: string; k1?: string; k2?: string }) {
  if (values.t1 !== undefined) await page.getByLabel("First Table", { exact: true }).fill(values.t1);
  if (values.t2 !== undefined) await page.getByLabel("Second Table", { exact: true }).fill(values.t2);
  if (values.k1 !== undefined) await page.getByLabel("First Table Join Key").fill(values.k1);
  if (values.k2 !== undefined) await page.getByLabel("Second Table Join Key").fill(values.k2);
}

const output = (page: Page) => page.getByRole("region", { name: "Generated SQL" });
const generate = (page: Page) => page.getByRole("button", { name: "Generate SQL" }).click();

describe("SQL Join Builder", () => {
  it("offers the spec's database and join types", async () => {
    const { page, context } = await open();
    expect(await page.getByLabel("Database Type").locator("option").allTextContents()).toEqual(["Standard SQL", "BigQuery", "PostgreSQL", "MySQL"]);
    expect(await page.getByLabel("Join Type").locator("option").allTextContents()).toEqual([
      "INNER JOIN",
      "LEFT JOIN",
      "RIGHT JOIN",
      "FULL OUTER JOIN",
      "UNION",
    ]);
    await context.close();
  });

  it("writes a BigQuery LEFT JOIN with the header line, records it and copies it", async () => {
    const { page, context } = await open();
    const before = await calculations();
    await choose(page, "Database Type", "BigQuery");
    await choose(page, "Join Type", "LEFT JOIN");
    await fill(page, { t1: "my-project.sales.orders", t2: "my-project.crm.customers", k1: "customer_id", k2: "id" });
    await generate(page);
    const sql = [
      "-- BigQuery",
      "SELECT o.*, c.*",
      "FROM `my-project.sales.orders` AS o",
      "LEFT JOIN `my-project.crm.customers` AS c",
      "  ON o.customer_id = c.id;",
    ].join("\n");
    await output(page).waitFor();
    expect(await output(page).innerText()).toBe(sql);
    await waitForRow(calculations, (n) => n === before + 1);
    await page.getByRole("button", { name: "Copy", exact: true }).click();
    await expectToast(page, "Copied!", "");
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(sql);
    await context.close();
  });

  it("writes MySQL's FULL OUTER JOIN as LEFT JOIN … UNION ALL … RIGHT JOIN", async () => {
    const { page, context } = await open();
    await choose(page, "Database Type", "MySQL");
    await choose(page, "Join Type", "FULL OUTER JOIN");
    await fill(page, { t1: "order", t2: "sales", k1: "product_id", k2: "product_id" });
    await page.getByLabel("Second Table Join Key").press("Control+Enter");
    await output(page).waitFor();
    const text = await output(page).innerText();
    expect(text.split("\n")[0]).toBe("-- MySQL");
    expect(text).toContain("FROM `order` AS o\nLEFT JOIN sales AS s");
    expect(text).toContain("UNION ALL");
    expect(text).toContain("RIGHT JOIN sales AS s");
    expect(text).not.toContain("FULL OUTER JOIN");
    await page.getByRole("status").filter({ hasText: "MySQL has no FULL OUTER JOIN" }).waitFor();
    await context.close();
  });

  it("hides the join keys for UNION and stacks all rows with UNION ALL", async () => {
    const { page, context } = await open();
    await choose(page, "Database Type", "PostgreSQL");
    await choose(page, "Join Type", "UNION");
    expect(await page.getByLabel("First Table Join Key").count()).toBe(0);
    expect(await page.getByLabel("Second Table Join Key").count()).toBe(0);
    await fill(page, { t1: "orders_2023", t2: "public.order" });
    await generate(page);
    await output(page).waitFor();
    expect(await output(page).innerText()).toBe(
      '-- PostgreSQL\nSELECT *\nFROM orders_2023\nUNION ALL\nSELECT *\nFROM public."order";',
    );
    await context.close();
  });

  it("shows the spec's validation messages", async () => {
    const { page, context } = await open();
    await generate(page);
    await expectToast(page, "Missing tables", "Please enter both table names");
    await fill(page, { t1: "orders" });
    await generate(page);
    expect(await page.locator("[data-sonner-toast]").filter({ hasText: "Missing tables" }).count()).toBeGreaterThan(0);

    await fill(page, { t2: "customers", k1: "customer_id" });
    await generate(page);
    await expectToast(page, "Missing join keys", "Please enter join keys for both tables");

    await fill(page, { k1: "customer_id, region", k2: "id" });
    await generate(page);
    await expectToast(page, "Join keys do not match", "Enter the same number of keys for both tables (separate several keys with commas)");
    expect(await output(page).count()).toBe(0);
    await context.close();
  });

  it("fills the inputs from an example", async () => {
    const { page, context } = await open();
    await page.getByRole("button", { name: /Employees and their managers/ }).click();
    await output(page).waitFor();
    expect(await output(page).innerText()).toBe(
      "SELECT e1.*, e2.*\nFROM employees AS e1\nINNER JOIN employees AS e2\n  ON e1.manager_id = e2.id\n  AND e1.region = e2.region;",
    );
    expect(await page.getByLabel("First Table Join Key").inputValue()).toBe("manager_id, region");
    await context.close();
  });
});

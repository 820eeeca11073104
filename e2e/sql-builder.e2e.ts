import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { newPage, waitForRow } from "./harness";
import { toolSuite, expectToast } from "./tool-suite";

const suite = toolSuite({ path: "/sql-builder", title: "SQL Query Builder" });
const { open, calculations } = suite;

async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).selectOption({ label: option });
}

const output = (page: Page) => page.getByRole("region", { name: "Generated SQL" });

describe("SQL Query Builder", () => {
  it("builds a SELECT with quoted names, records a calculation and copies the SQL", async () => {
    const { page, context } = await open();
    const before = await calculations();
    // No output box before there is a result.
    expect(await output(page).count()).toBe(0);
    await page.getByLabel("Table Name").fill("crm.customers");
    await page.getByLabel("Columns").fill("id, first name, order");
    await page.getByLabel(/WHERE Clause/).fill("status = 'active'");
    await page.getByRole("button", { name: "Build Query" }).click();
    await output(page).waitFor();
    const sql = "SELECT id, \"first name\", \"order\"\nFROM crm.customers\nWHERE status = 'active';";
    expect(await output(page).innerText()).toBe(sql);
    await waitForRow(calculations, (n) => n === before + 1);

    await page.getByRole("button", { name: "Copy", exact: true }).click();
    await expectToast(page, "Copied!", "");
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(sql);
    await context.close();
  });

  it("quotes for the chosen database and hides WHERE for INSERT", async () => {
    const { page, context } = await open();
    await choose(page, "Database Type", "MySQL");
    await choose(page, "Query Type", "INSERT");
    expect(await page.getByLabel(/WHERE Clause/).count()).toBe(0);
    await page.getByLabel("Table Name").fill("products");
    await page.getByLabel("Columns").fill("sku\nname\nin stock");
    await page.getByRole("button", { name: "Build Query" }).click();
    await output(page).waitFor();
    expect(await output(page).innerText()).toBe("INSERT INTO products (sku, name, `in stock`)\nVALUES (?, ?, ?);");
    await context.close();
  });

  it("labels the SET clause for UPDATE, hides columns for DELETE and warns about a DELETE without WHERE", async () => {
    const { page, context } = await open();
    await choose(page, "Query Type", "UPDATE");
    await page.getByLabel("Table Name").fill("users");
    await page.getByLabel("SET clause").fill("status = 'inactive'");
    await page.getByLabel(/WHERE Clause/).fill("id = 42");
    await page.getByRole("button", { name: "Build Query" }).click();
    await page.getByText("UPDATE users").waitFor();
    expect(await output(page).innerText()).toBe("UPDATE users\nSET status = 'inactive'\nWHERE id = 42;");

    await choose(page, "Query Type", "DELETE");
    expect(await page.getByLabel("Columns").count()).toBe(0);
    await page.getByLabel(/WHERE Clause/).fill("");
    // Ctrl+Enter runs the main action from any input.
    await page.getByLabel("Table Name").press("Control+Enter");
    await page.getByText("DELETE FROM users;").waitFor();
    await page.getByRole("status").filter({ hasText: "No WHERE clause: this DELETE removes every row in the table." }).waitFor();
    await context.close();
  });

  it("shows every validation message", async () => {
    const { page, context } = await open();
    const build = () => page.getByRole("button", { name: "Build Query" }).click();
    await build();
    await expectToast(page, "Missing table", "Please enter a table name");

    await page.getByLabel("Table Name").fill("sales..orders");
    await build();
    await expectToast(page, "Invalid table name", "Check the table name: a part of the name is empty");

    await page.getByLabel("Table Name").fill("orders");
    await page.getByLabel(/WHERE Clause/).fill("(total > 10");
    await build();
    await expectToast(page, "Check the WHERE clause", "A quote or parenthesis is not closed");

    await choose(page, "Query Type", "INSERT");
    await build();
    await expectToast(page, "Missing columns", "Please enter the columns to insert");

    await choose(page, "Query Type", "UPDATE");
    await page.getByLabel("SET clause").fill("");
    await build();
    await expectToast(page, "Missing SET clause", "Please enter the columns to update, for example status = 'active'");
    expect(await output(page).count()).toBe(0);
    await context.close();
  });

  it("keeps the inputs in the URL and fills them from an example", async () => {
    const { page, context } = await open();
    await page.getByRole("button", { name: /Deactivate a user/ }).click();
    await output(page).waitFor();
    expect(await output(page).innerText()).toBe(
      "UPDATE users\nSET\n  status = 'inactive',\n  updated_at = CURRENT_TIMESTAMP\nWHERE id = 42;",
    );
    await page.waitForFunction(() => location.search.includes("type=UPDATE") && location.search.includes("table=users"));
    const url = page.url();
    await context.close();

    const { page: again, context: ctx2 } = await newPage(suite.browser, { storage: { popup_dismissed: "true" } });
    await again.goto(url);
    await again.getByRole("heading", { level: 1, name: "SQL Query Builder" }).waitFor();
    expect(await again.getByLabel("Table Name").inputValue()).toBe("users");
    expect(await again.getByLabel("SET clause").inputValue()).toBe("status = 'inactive', updated_at = CURRENT_TIMESTAMP");
    expect(await again.getByLabel(/WHERE Clause/).inputValue()).toBe("id = 42");
    await ctx2.close();
  });
});

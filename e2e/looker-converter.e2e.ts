import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { waitForRow } from "./harness";
import { toolSuite, expectToast } from "./tool-suite";

const suite = toolSuite({ path: "/looker-converter", title: "Looker Studio to LookML" });
const { open, calculations } = suite;

async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).selectOption({ label: option });
}

const output = (page: Page) => page.getByRole("region", { name: "LookML" });
const convert = (page: Page) => page.getByRole("button", { name: "Convert to LookML" }).click();

describe("Looker Studio to LookML", () => {
  it("converts a dimension, says 'Conversion complete', records it and copies the LookML", async () => {
    const { page, context } = await open();
    const before = await calculations();
    await page.getByLabel("Field Name").fill("Profit Margin Percent");
    await page.getByLabel("Formula").fill("(Revenue - Cost) / Revenue");
    await convert(page);
    await expectToast(page, "Conversion complete", "Your LookML dimension profit_margin_percent is ready to copy.");
    const lookml = [
      "dimension: profit_margin_percent {",
      '  label: "Profit Margin Percent"',
      "  type: number",
      "  sql: (${TABLE}.Revenue - ${TABLE}.Cost) / NULLIF(${TABLE}.Revenue, 0) ;;",
      "  value_format_name: percent_2",
      "}",
    ].join("\n");
    expect(await output(page).innerText()).toBe(lookml);
    await waitForRow(calculations, (n) => n === before + 1);
    await page.getByRole("button", { name: "Copy LookML" }).click();
    await expectToast(page, "Copied!", "");
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(lookml);
    await context.close();
  });

  it("turns an aggregation into a measure type and can reference LookML fields", async () => {
    const { page, context } = await open();
    await page.getByLabel("Field Name").fill("Total Revenue");
    await choose(page, "Field Type", "Measure");
    await choose(page, "Field References", "${field} (LookML fields)");
    await page.getByLabel("Formula").fill("SUM(Order Revenue)");
    await page.getByLabel("Formula").press("Control+Enter");
    await output(page).waitFor();
    expect(await output(page).innerText()).toBe(
      'measure: total_revenue {\n  label: "Total Revenue"\n  type: sum\n  sql: ${order_revenue} ;;\n}',
    );
    await context.close();
  });

  it("shows three conversion examples that fill the inputs", async () => {
    const { page, context } = await open();
    const examples = page.getByRole("region", { name: "Conversion examples" }).getByRole("button");
    expect(await examples.count()).toBe(3);
    await page.getByRole("button", { name: /Order Size \(Dimension\)/ }).click();
    await output(page).waitFor();
    expect(await output(page).innerText()).toContain("    CASE\n      WHEN ${TABLE}.order_value >= 1000 THEN 'Large'");
    expect(await page.getByLabel("Field Name").inputValue()).toBe("Order Size");
    await page.getByRole("button", { name: /Conversion Rate Percentage \(Measure\)/ }).click();
    await page.getByText("sql: SUM(${TABLE}.Conversions) / NULLIF(COUNT(DISTINCT ${TABLE}.session_id), 0) ;;").waitFor();
    expect(await output(page).innerText()).toContain("type: number");
    await context.close();
  });

  it("shows the spec's 'Missing fields' message and reports formula errors", async () => {
    const { page, context } = await open();
    await convert(page);
    await expectToast(page, "Missing fields", "Please provide both field name and formula");
    await page.getByLabel("Field Name").fill("Broken");
    await page.getByLabel("Formula").fill("SUM(Revenue");
    await convert(page);
    await expectToast(page, "Invalid formula", "Expected ) but found the end of the formula");
    expect(await output(page).count()).toBe(0);
    await context.close();
  });
});

import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { screenshot, toastTexts, waitForRow } from "./harness";
import { toolSuite, toast, holdRequests } from "./tool-suite";

const suite = toolSuite({ path: "/bqml-model-builder", title: "BQML Model Builder" });
const { open, calculations } = suite;

const generateButton = (page: Page) => page.getByRole("button", { name: /^(Generate SQL|Generating\.\.\.)$/ });
const FULL = "?type=logistic_reg&table=my-project.crm.customers&model=churn_model&target=churned&predictors=tenure_months%2C+plan";

async function chooseType(page: Page, label: string) {
  await page.getByRole("combobox", { name: "Model Type" }).selectOption({ label });
}

describe("BQML Model Builder", () => {
  it("asks for every field ('Missing Information: Please fill in all required fields')", async () => {
    const { page, context } = await open();
    const sent = await holdRequests(page, "**/api/functions/bqml-model-builder", { hold: false });
    await generateButton(page).click();
    await toast(page, "Missing Information").waitFor();
    expect((await toastTexts(page)).join("\n")).toContain("Please fill in all required fields");
    // Everything but the predictors: still missing.
    await chooseType(page, "Linear regression");
    await page.getByLabel("Dataset / Table").fill("sales.orders");
    await page.getByLabel("Model Name").fill("m");
    await page.getByLabel("Target Variable").fill("revenue");
    await page.getByLabel("Predictor Variables").fill("   ");
    await generateButton(page).click();
    await page.waitForTimeout(300);
    expect(sent.requests).toHaveLength(0);
    expect(await page.getByRole("region", { name: "Generated BQML SQL" }).count()).toBe(0);
    await context.close();
  });

  it("builds CREATE MODEL with evaluate and predict, copies it and records a calculation", async () => {
    const before = await calculations();
    const { page, context } = await open();
    const { bodies, release } = await holdRequests(page, "**/api/functions/bqml-model-builder");
    await chooseType(page, "Boosted tree classifier (XGBoost)");
    await page.getByLabel("Dataset / Table").fill("my-project.crm.customers");
    await page.getByLabel("Model Name").fill("churn_model");
    await page.getByLabel("Target Variable").fill("churned");
    await page.getByLabel("Predictor Variables").fill("tenure_months, monthly_charges, contract_type");
    await generateButton(page).click();
    await page.getByRole("button", { name: "Generating..." }).waitFor();
    expect(await page.getByRole("button", { name: "Generating..." }).isDisabled()).toBe(true);
    release();
    const sql = page.getByRole("region", { name: "Generated BQML SQL" });
    await sql.waitFor();
    expect(bodies[0]).toEqual({
      modelType: "boosted_tree_classifier",
      dataset: "my-project.crm.customers",
      modelName: "churn_model",
      targetVariable: "churned",
      predictorInputs: "tenure_months, monthly_charges, contract_type",
    });
    const text = await sql.innerText();
    expect(text).toContain("CREATE OR REPLACE MODEL `my-project.crm.churn_model`");
    expect(text).toContain("model_type = 'BOOSTED_TREE_CLASSIFIER'");
    expect(text).toContain("input_label_cols = ['churned']");
    expect(text).toContain("ML.EVALUATE(MODEL `my-project.crm.churn_model`)");
    expect(text).toContain("ML.PREDICT(");
    await page.getByRole("button", { name: "Copy" }).click();
    await toast(page, "Copied!").waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text.replace(/\r\n/g, "\n"));
    await waitForRow(calculations, (n) => n === before + 1);
    await context.close();
  });

  it("changes the hints with the model type and writes ML.FORECAST for ARIMA_PLUS", async () => {
    const { page, context } = await open({ query: "?type=arima_plus&table=retail.daily_sales&model=forecast&target=total_sales&predictors=sale_date%2C+store_id" });
    await page.getByText("The date or timestamp column first").waitFor();
    await page.keyboard.press("Control+Enter");
    const sql = page.getByRole("region", { name: "Generated BQML SQL" });
    await sql.waitFor();
    const text = await sql.innerText();
    expect(text).toContain("time_series_timestamp_col = 'sale_date'");
    expect(text).toContain("ML.FORECAST(");
    await chooseType(page, "K-means clustering");
    await page.getByText("K-means has no label").waitFor();
    await context.close();
  });

  it("shows the spec's failure toast with the server's reason for invalid names", async () => {
    const { page, context } = await open({ query: FULL.replace("churned", "churned%3B+DROP") });
    await generateButton(page).click();
    await toast(page, "Failed to generate BQML model SQL").waitFor();
    expect((await toastTexts(page)).join("\n")).toMatch(/not a valid column name/);
    await context.close();
  });

  it("runs an example", async () => {
    const { page, context } = await open();
    await page.getByRole("button", { name: /Customer segments \(k-means\)/ }).click();
    const sql = page.getByRole("region", { name: "Generated BQML SQL" });
    await sql.waitFor();
    expect(await sql.innerText()).toContain("num_clusters = 5");
    expect(await page.getByLabel("Model Name").inputValue()).toBe("segments");
    await context.close();
  });

  it("screenshots: wide and phone, light and dark", async () => {
    for (const [w, h, name] of [
      [1280, 900, "wide"],
      [390, 844, "phone"],
    ] as const) {
      for (const scheme of ["light", "dark"] as const) {
        const { page, context } = await open({ width: w, height: h, colorScheme: scheme, query: FULL });
        await generateButton(page).click();
        await page.getByRole("region", { name: "Generated BQML SQL" }).waitFor();
        await screenshot(page, `bqml-model-builder-${name}-${scheme}`);
        await context.close();
      }
    }
  });
});

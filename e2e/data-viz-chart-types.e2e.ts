import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { chartCategories } from "../src/engines/charts/chart-types";
import { screenshot } from "./harness";
import { toolSuite } from "./tool-suite";

const suite = toolSuite({ path: "/data-viz-chart-types", title: "Data Viz Chart Types" });
const { open } = suite;

const cardNames = (page: Page) =>
  page.getByRole("list", { name: "Chart types" }).getByRole("article").evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")));

describe("Data Viz Chart Types", () => {
  it("shows the twenty chart types, each with our own SVG picture, description and use cases", async () => {
    const { page, context } = await open();
    expect(await cardNames(page)).toEqual([
      "Bar", "Line", "Pie", "Scatter Plot", "Area", "Histogram", "Heatmap", "Treemap", "Waterfall", "Funnel",
      "Gauge", "Radar", "Bubble", "Box Plot", "Sankey", "Donut", "Stacked Bar", "Candlestick", "Gantt", "Sunburst",
    ]);
    // Every picture is an inline SVG with drawn shapes — no image fetched from anywhere.
    const shapes = await page
      .locator('[aria-label="Chart types"] svg[role="img"]')
      .evaluateAll((svgs) => svgs.map((s) => s.querySelectorAll("rect, path, circle, polygon, line").length));
    expect(shapes).toHaveLength(20);
    expect(Math.min(...shapes)).toBeGreaterThanOrEqual(3);
    expect(await page.locator('[aria-label="Chart types"] img').count()).toBe(0);
    const funnel = page.getByRole("article", { name: "Funnel" });
    await funnel.getByText("Flow", { exact: true }).waitFor();
    await funnel.getByRole("list", { name: "Funnel use cases" }).getByText("Checkout conversion").waitFor();
    await context.close();
  });

  it("filters by category buttons (All plus the ten categories)", async () => {
    const { page, context } = await open();
    const group = page.getByRole("group", { name: "Filter by category" });
    expect(await group.getByRole("button").allTextContents()).toEqual(["All", ...chartCategories]);
    await expect(group.getByRole("button", { name: "All" }).getAttribute("aria-pressed")).resolves.toBe("true");

    await group.getByRole("button", { name: "Flow" }).click();
    await page.getByText("Showing 2 of 20 chart types").waitFor();
    expect(await cardNames(page)).toEqual(["Funnel", "Sankey"]);
    await expect(group.getByRole("button", { name: "Flow" }).getAttribute("aria-pressed")).resolves.toBe("true");
    expect(page.url()).toContain("category=Flow");

    await group.getByRole("button", { name: "Part-to-Whole" }).click();
    await page.waitForFunction(() => document.querySelectorAll('[aria-label="Chart types"] article').length === 2);
    expect(await cardNames(page)).toEqual(["Pie", "Donut"]);
    await group.getByRole("button", { name: "All" }).click();
    await page.getByText("Showing 20 of 20 chart types").waitFor();
    await context.close();
  });

  it("searches name, description and use cases, combined with the category, and shows the empty message", async () => {
    const { page, context } = await open();
    const search = page.getByLabel("Search", { exact: true });
    await search.fill("checkout"); // only in the Funnel's use cases
    await page.waitForFunction(() => document.querySelectorAll('[aria-label="Chart types"] article').length === 1);
    expect(await cardNames(page)).toEqual(["Funnel"]);
    await search.fill("QUARTILE"); // only in the Box Plot's description
    await page.waitForFunction(() => document.querySelector('[aria-label="Chart types"] article')?.getAttribute("aria-label") === "Box Plot");
    await search.fill("radar");
    await page.getByRole("group", { name: "Filter by category" }).getByRole("button", { name: "Trend" }).click();
    await page.getByText("No chart types found matching your search.").waitFor();
    await page.getByRole("button", { name: "Clear filters" }).click();
    await page.getByText("Showing 20 of 20 chart types").waitFor();
    await expect(search.inputValue()).resolves.toBe("");
    await context.close();
  });

  it("opens with the search and category from the URL and fills them from an example", async () => {
    const { page, context } = await open({ query: "?q=budget&category=Composition" });
    expect(await cardNames(page)).toEqual(["Waterfall"]);
    await page.getByRole("button", { name: /Find outliers/ }).click();
    await page.waitForFunction(() => document.querySelectorAll('[aria-label="Chart types"] article').length === 3);
    expect(await cardNames(page)).toEqual(["Scatter Plot", "Histogram", "Box Plot"]);
    await context.close();
  });

  it("looks right wide and narrow, light and dark", async () => {
    for (const colorScheme of ["light", "dark"] as const) {
      for (const [name, width, height] of [["wide", 1280, 900], ["narrow", 390, 844]] as const) {
        const { page, context } = await open({ width, height, colorScheme });
        await expect(page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).resolves.toBe(true);
        await screenshot(page, `data-viz-chart-types-${name}-${colorScheme}`);
        await context.close();
      }
    }
  });
});

import { describe, expect, it } from "vitest";
import { chartCategories, chartTypes, filterChartTypes, parseChartCategory } from "./chart-types";

const specNames = [
  "Bar", "Line", "Pie", "Scatter Plot", "Area", "Histogram", "Heatmap", "Treemap", "Waterfall", "Funnel",
  "Gauge", "Radar", "Bubble", "Box Plot", "Sankey", "Donut", "Stacked Bar", "Candlestick", "Gantt", "Sunburst",
];

describe("chart types", () => {
  it("has exactly the spec's twenty, in the spec's order, with unique slugs", () => {
    expect(chartTypes.map((c) => c.name)).toEqual(specNames);
    expect(new Set(chartTypes.map((c) => c.slug)).size).toBe(20);
  });

  it("uses every one of the ten categories and fills every field", () => {
    expect(chartCategories).toHaveLength(10);
    for (const cat of chartCategories) expect(chartTypes.some((c) => c.category === cat), cat).toBe(true);
    for (const c of chartTypes) {
      expect(c.description.length, c.name).toBeGreaterThan(60);
      expect(c.avoidWhen.length, c.name).toBeGreaterThan(20);
      expect(c.useCases.length, c.name).toBeGreaterThanOrEqual(3);
    }
  });

  it("filters by category and by search over name, description and use cases", () => {
    expect(filterChartTypes(chartTypes, { query: "", category: "all" })).toHaveLength(20);
    expect(filterChartTypes(chartTypes, { query: "", category: "Flow" }).map((c) => c.name)).toEqual(["Funnel", "Sankey"]);
    expect(filterChartTypes(chartTypes, { query: "GANTT", category: "all" }).map((c) => c.name)).toEqual(["Gantt"]);
    // "checkout" appears only in the Funnel's use cases.
    expect(filterChartTypes(chartTypes, { query: "checkout", category: "all" }).map((c) => c.name)).toEqual(["Funnel"]);
    // "quartile" appears only in the Box Plot description.
    expect(filterChartTypes(chartTypes, { query: "quartile", category: "all" }).map((c) => c.name)).toEqual(["Box Plot"]);
    expect(filterChartTypes(chartTypes, { query: "checkout", category: "Trend" })).toEqual([]);
    expect(filterChartTypes(chartTypes, { query: "xyzzy", category: "all" })).toEqual([]);
  });

  it("parses the category filter from the URL", () => {
    expect(parseChartCategory("Part-to-Whole")).toBe("Part-to-Whole");
    expect(parseChartCategory("nope")).toBe("all");
    expect(parseChartCategory(null)).toBe("all");
  });
});

import { describe, expect, it } from "vitest";
import { GRID, packCharts, planLayout } from "./plan";
import { dashboardTitle, detectChartKind, detectFilters, parseCharts, parseTableItem } from "./parse";
import { presetFor } from "./domains";
import { splitList } from "./text";

const NS = "Not specified";

describe("splitList", () => {
  it("splits on commas, semicolons, new lines and bullets, keeping parentheses whole", () => {
    expect(splitList("Revenue, Orders; AOV\n- Margin")).toEqual(["Revenue", "Orders", "AOV", "Margin"]);
    expect(splitList("Orders (id, date, total), Customers")).toEqual(["Orders (id, date, total)", "Customers"]);
    expect(splitList("revenue and profit")).toEqual(["revenue", "profit"]);
  });
});

describe("detectChartKind", () => {
  it("prefers a named kind, the longest name winning", () => {
    expect(detectChartKind("stacked bar of sales by region")?.kind).toBe("stacked-bar");
    expect(detectChartKind("bar chart of revenue by region")?.kind).toBe("bar");
    expect(detectChartKind("donut")?.kind).toBe("donut");
  });
  it("falls back to hints", () => {
    expect(detectChartKind("revenue over time")?.kind).toBe("line");
    expect(detectChartKind("customers by country")?.kind).toBe("map");
    expect(detectChartKind("signup conversion")?.kind).toBe("funnel");
    expect(detectChartKind("widgets")).toBeNull();
  });
});

describe("parseCharts", () => {
  it("titles a chart from its words and a bare kind from the domain", () => {
    const { charts } = parseCharts("line chart of revenue over time, funnel, pie", presetFor("sales pipeline"));
    expect(charts.items).toEqual([
      { title: "Revenue over time", kind: "line" },
      { title: "Pipeline by stage", kind: "funnel" },
      { title: "Share by segment", kind: "pie" },
    ]);
  });
  it("moves tables named among the charts to the tables", () => {
    const { charts, tables } = parseCharts("bar chart of sales, pivot table of orders", presetFor("sales"));
    expect(charts.items.map((c) => c.kind)).toEqual(["bar"]);
    expect(tables).toHaveLength(1);
  });
});

describe("parseTableItem", () => {
  it("reads columns in parentheses", () => {
    expect(parseTableItem("Recent orders (id, customer, total)")).toEqual({ title: "Recent orders", columns: ["Id", "Customer", "Total"] });
    expect(parseTableItem("Top customers table")).toEqual({ title: "Top customers", columns: [] });
  });
});

describe("detectFilters and dashboardTitle", () => {
  it("finds the dimensions the description slices by, not every word", () => {
    expect(detectFilters("Revenue by region and product for managers")).toEqual(["Date range", "Region", "Product"]);
    expect(detectFilters("Customer support team overview")).toEqual(["Date range"]);
  });
  it("makes a short title", () => {
    expect(dashboardTitle("Sales performance for regional managers. Show revenue.")).toBe("Sales performance dashboard");
    expect(dashboardTitle("Build a dashboard for our marketing team to track leads")).toBe("Marketing team dashboard");
    expect(dashboardTitle("Executive overview")).toBe("Executive overview");
  });
});

describe("packCharts", () => {
  const rowsOf = (kinds: string[]) =>
    packCharts(kinds.map((k, i) => ({ title: `c${i}`, kind: k as never }))).map((r) => r.map((c) => `${c.spec.kind}:${c.span}`));

  it("fills every row to exactly 12 columns", () => {
    const cases = [["line"], ["line", "donut"], ["pie", "pie", "pie", "pie"], ["bar", "line", "map", "gauge", "heatmap"], ["sankey", "radar", "box-plot", "treemap", "waterfall"]];
    for (const kinds of cases) {
      for (const row of packCharts(kinds.map((k, i) => ({ title: `c${i}`, kind: k as never })))) {
        expect(row.reduce((n, c) => n + c.span, 0), kinds.join()).toBe(GRID.columns);
      }
    }
  });

  it("puts a wide trend next to a narrow chart", () => {
    expect(rowsOf(["line", "donut"])).toEqual([["line:8", "donut:4"]]);
  });

  it("looks ahead so a narrow chart fills the hole beside a wide one", () => {
    expect(rowsOf(["line", "bar", "gauge"])).toEqual([["line:8", "gauge:4"], ["bar:12"]]);
  });

  it("squeezes a lone narrow chart into the row above rather than stretching it", () => {
    expect(rowsOf(["bar", "map", "funnel"])).toEqual([["bar:4", "map:4", "funnel:4"]]);
  });

  it("keeps importance order within a row", () => {
    const rows = packCharts([{ title: "a", kind: "line" }, { title: "b", kind: "bar" }, { title: "c", kind: "gauge" }]);
    for (const row of rows) expect(row.map((c) => c.rank)).toEqual([...row.map((c) => c.rank)].sort());
  });
});

describe("planLayout", () => {
  const input = { description: "Sales dashboard by region", kpis: "Revenue, Orders, AOV", chartTypes: "line chart of revenue over time, donut of channel mix", tableViews: "Recent orders (id, total)" };

  it("sizes the KPI row to the number of KPIs", () => {
    for (const [kpis, perRow] of [["A, B", 2], ["A, B, C", 3], ["A, B, C, D", 4], ["A, B, C, D, E, F", 6]] as const) {
      const plan = planLayout({ ...input, kpis });
      expect(plan.kpis).toHaveLength(perRow);
      expect(new Set(plan.kpis.map((k) => k.row)).size).toBe(1);
      expect(plan.kpis[0].span).toBe(12 / perRow);
      const right = plan.kpis[plan.kpis.length - 1];
      expect(Math.round(right.x + right.w)).toBe(GRID.width - GRID.margin);
    }
    const eight = planLayout({ ...input, kpis: "A, B, C, D, E, F, G, H" });
    expect(new Set(eight.kpis.map((k) => k.row)).size).toBe(2);
  });

  it("stacks header, KPIs, charts, then tables without overlap", () => {
    const plan = planLayout(input);
    const kpiBottom = Math.max(...plan.kpis.map((k) => k.y + k.h));
    const chartTop = Math.min(...plan.charts.map((c) => c.y));
    const chartBottom = Math.max(...plan.charts.map((c) => c.y + c.h));
    const tableTop = Math.min(...plan.tables.map((t) => t.y));
    expect(plan.header.y + plan.header.h).toBeLessThan(plan.kpis[0].y);
    expect(kpiBottom).toBeLessThan(chartTop);
    expect(chartBottom).toBeLessThan(tableTop);
    expect(plan.height).toBeGreaterThan(Math.max(...plan.tables.map((t) => t.y + t.h)));
    expect(plan.charts[0]).toMatchObject({ kind: "line", span: 8, col: 0, rank: 1 });
    expect(plan.tables[0]).toMatchObject({ title: "Recent orders", span: 12, columns: ["Id", "Total"] });
  });

  it("suggests KPIs, charts and tables from the description when 'Not specified'", () => {
    const plan = planLayout({ description: "Support desk ticket overview", kpis: NS, chartTypes: NS, tableViews: NS });
    expect(plan.domain).toBe("support");
    expect(plan.suggested).toEqual({ kpis: true, charts: true, tables: true });
    expect(plan.kpis.map((k) => k.label)).toContain("CSAT");
    expect(plan.charts.length).toBeGreaterThanOrEqual(3);
    expect(plan.tables.length).toBe(1);
  });

  it("caps what it draws and counts what it left off", () => {
    const plan = planLayout({ ...input, kpis: "a,b,c,d,e,f,g,h,i,j", chartTypes: "bar,line,pie,map,funnel,gauge,area,heatmap,scatter,radar" });
    expect(plan.kpis).toHaveLength(8);
    expect(plan.dropped).toMatchObject({ kpis: 2, charts: 2 });
  });
});

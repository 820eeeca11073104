/**
 * How long the dashboard layout engine takes: planning, SVG and PNG rendering.
 * Run: npx tsx bench/layout-generate.ts
 */
import { generateDashboardLayout, planLayout, renderLayoutSvg } from "../src/engines/layout";

const inputs = {
  "suggested (all Not specified)": { description: "Customer support overview", kpis: "Not specified", tableViews: "Not specified", chartTypes: "Not specified" },
  "full (8 KPIs, 8 charts, 4 tables)": {
    description: "Sales performance dashboard by region and product",
    kpis: "Revenue, Orders, AOV, Conversion rate, Margin, Returns, New customers, NPS",
    chartTypes: "line chart of revenue over time, donut of channel mix, map by region, funnel, bar chart of top products, heatmap of orders by hour, scatter of price vs volume, waterfall of margin",
    tableViews: "Recent orders (id, customer, date, total), Top customers (name, orders, revenue), Returns (order, reason), Stock (sku, units)",
  },
};

for (const [label, input] of Object.entries(inputs)) {
  const first = performance.now();
  await generateDashboardLayout(input);
  const cold = performance.now() - first;
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < 10; i++) {
    const t = performance.now();
    const r = await generateDashboardLayout(input);
    times.push(performance.now() - t);
    bytes = r.imageUrl.length;
  }
  times.sort((a, b) => a - b);
  const t = performance.now();
  for (let i = 0; i < 100; i++) renderLayoutSvg(planLayout(input));
  const planMs = (performance.now() - t) / 100;
  console.log(
    `${label}: plan+svg ${planMs.toFixed(2)} ms; full render median ${times[5].toFixed(0)} ms (best ${times[0].toFixed(0)}, first ${cold.toFixed(0)}); data URL ${(bytes / 1024).toFixed(0)} KiB`,
  );
}

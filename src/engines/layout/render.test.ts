import { describe, expect, it } from "vitest";
import { PNG } from "pngjs";
import { describeLayout } from "./describe";
import { generateDashboardLayout } from "./generate";
import { planLayout } from "./plan";
import { renderLayoutSvg } from "./render-svg";

const input = {
  description: "R&D <script>alert(1)</script> costs by region",
  kpis: "Revenue, Orders, Conversion rate",
  chartTypes: "line chart of revenue over time, donut of sales by channel, map of customers by country",
  tableViews: "Recent orders (id, customer, total)",
};

describe("renderLayoutSvg", () => {
  it("writes user text as escaped text", () => {
    const svg = renderLayoutSvg(planLayout(input));
    expect(svg).not.toContain("<script>");
    expect(svg).toContain("&lt;script&gt;");
    expect(svg).toContain(">Revenue</text>");
    expect(svg).toContain(">Revenue over time</text>");
  });

  it("shortens long labels with an ellipsis", () => {
    const svg = renderLayoutSvg(planLayout({ ...input, kpis: "A very long key performance indicator name that cannot fit, B, C, D, E, F" }));
    expect(svg).toMatch(/A very long[^<]*…<\/text>/);
  });
});

describe("generateDashboardLayout", () => {
  it("returns a PNG data URL of the planned size whose labels are drawn", async () => {
    const layout = await generateDashboardLayout(input);
    expect(layout.imageUrl.startsWith("data:image/png;base64,")).toBe(true);
    const png = PNG.sync.read(Buffer.from(layout.imageUrl.split(",")[1], "base64"));
    expect([png.width, png.height]).toEqual([layout.plan.width, layout.plan.height]);
    // Text renders: the KPI label area of the first card holds dark glyph pixels, not only card white.
    const k = layout.plan.kpis[0];
    let dark = 0;
    for (let y = Math.round(k.y + 16); y < k.y + 34; y++) {
      for (let x = Math.round(k.x + 18); x < k.x + 90; x++) {
        const i = (png.width * y + x) * 4;
        if (png.data[i] < 150 && png.data[i + 1] < 150 && png.data[i + 2] < 170) dark++;
      }
    }
    expect(dark).toBeGreaterThan(40);
  });

  it("describes the layout in reading order", async () => {
    const text = describeLayout(planLayout(input));
    expect(text).toMatch(/KPI row: 3 cards of equal width \(4 columns each\): Revenue, Orders and Conversion rate/);
    expect(text.indexOf("KPI row")).toBeLessThan(text.indexOf("Charts"));
    expect(text.indexOf("Charts")).toBeLessThan(text.indexOf("Tables"));
    expect(text).toContain("Revenue over time: line chart, two thirds, 8 columns");
    expect(text).toContain("Recent orders: full width with columns Id, Customer and Total.");
  });
});

import { describe, expect, it } from "vitest";
import { isPercentName, lookmlString, toLookmlName } from "./names";

describe("LookML names", () => {
  it("snake_cases names into LookML's a–z, 0–9 and _ alphabet", () => {
    expect(toLookmlName("Profit Margin")).toBe("profit_margin");
    expect(toLookmlName("Profit Margin %")).toBe("profit_margin_pct");
    expect(toLookmlName("orderValue")).toBe("order_value");
    expect(toLookmlName("CTR (Email)")).toBe("ctr_email");
    expect(toLookmlName("Émissions CO₂")).toBe("emissions_co2");
    expect(toLookmlName("2024 Revenue")).toBe("f_2024_revenue");
    expect(toLookmlName("R&D Spend")).toBe("r_and_d_spend");
    expect(toLookmlName("利润")).toBe("");
  });

  it("spots percentage names", () => {
    expect(isPercentName("Conversion Percentage")).toBe(true);
    expect(isPercentName("percent_complete")).toBe(true);
    expect(isPercentName("Margin %")).toBe(true);
    expect(isPercentName("Revenue")).toBe(false);
  });

  it("escapes LookML strings", () => {
    expect(lookmlString('a "b" \\ c')).toBe('"a \\"b\\" \\\\ c"');
  });
});

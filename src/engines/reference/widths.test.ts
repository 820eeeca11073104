import { describe, expect, it } from "vitest";
import { aspectRatio, displayWidth, parseBorderStyle, parseImageWidth } from "./widths";

describe("width and border settings", () => {
  it("accepts only the spec's widths, defaulting to 160", () => {
    expect(parseImageWidth("320")).toBe(320);
    expect(parseImageWidth("81")).toBe(160);
    expect(parseImageWidth(null)).toBe(160);
    expect(displayWidth(640)).toBe(320);
  });
  it("accepts only the spec's border styles; circular is 1:1, the others 3:2", () => {
    expect(parseBorderStyle("circular")).toBe("circular");
    expect(parseBorderStyle("square")).toBe("none");
    expect(aspectRatio("circular")).toBe(1);
    expect(aspectRatio("rounded")).toBe(1.5);
    expect(aspectRatio("none")).toBe(1.5);
  });
});

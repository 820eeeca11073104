import { describe, expect, it } from "vitest";
import { PNG } from "pngjs";
import { parse, wcagContrast } from "culori";
import { iconSvg } from "./draw";
import { generateIconSet } from "./generate";
import { lucide } from "./lucide";
import { schemeForHue } from "./scheme";

function decode(dataUrl: string): PNG {
  expect(dataUrl.startsWith("data:image/png;base64,")).toBe(true);
  return PNG.sync.read(Buffer.from(dataUrl.slice("data:image/png;base64,".length), "base64"));
}

function pixel(png: PNG, x: number, y: number): [number, number, number, number] {
  const i = (png.width * y + x) * 4;
  return [png.data[i], png.data[i + 1], png.data[i + 2], png.data[i + 3]];
}

describe("schemeForHue", () => {
  it("gives white glyphs at least 4.5:1 contrast on the base colour for every hue", () => {
    for (let h = 0; h < 360; h += 15) {
      const s = schemeForHue(h);
      expect(wcagContrast(parse(s.base)!, parse("#ffffff")!), `hue ${h}`).toBeGreaterThanOrEqual(4.5);
      expect(wcagContrast(parse(s.base)!, parse(s.tint)!), `hue ${h}`).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe("iconSvg", () => {
  const scheme = schemeForHue(250);
  const glyph = lucide().nodes["shield-check"];

  it("draws the requested shape", () => {
    expect(iconSvg(glyph, { shape: "circular", style: "filled", size: 256, scheme })).toContain("<circle cx=\"128\"");
    const rounded = iconSvg(glyph, { shape: "rounded", style: "outline", size: 256, scheme });
    const square = iconSvg(glyph, { shape: "square", style: "outline", size: 256, scheme });
    const rx = (svg: string) => Number(/<rect [^>]*rx="([\d.]+)"/.exec(svg)![1]);
    expect(rx(rounded)).toBeGreaterThan(rx(square) * 5);
  });

  it("fills with a gradient and a white glyph when filled, strokes when outlined", () => {
    const filled = iconSvg(glyph, { shape: "rounded", style: "filled", size: 256, scheme });
    expect(filled).toContain("linearGradient");
    expect(filled).toContain('stroke="#ffffff"');
    const outline = iconSvg(glyph, { shape: "rounded", style: "outline", size: 256, scheme });
    expect(outline).not.toContain("linearGradient");
    expect(outline).toContain(`stroke="${scheme.base}"`);
    expect(outline).toContain(`fill="${scheme.tint}"`);
  });
});

describe("generateIconSet", () => {
  it("returns count PNG icons of the requested size with ids 1..n and lucide names", async () => {
    const set = await generateIconSet({ topic: "security", shape: "rounded", style: "outline", size: 128, count: 8 });
    expect(set.icons.map((i) => i.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(set.icons[0].name).toBe("shield-check");
    for (const icon of set.icons) {
      const png = decode(icon.imageData);
      expect([png.width, png.height]).toEqual([128, 128]);
    }
  });

  it("paints a circular filled icon: transparent corners, base colour inside", async () => {
    const set = await generateIconSet({ topic: "finance", shape: "circular", style: "filled", size: 256, count: 8 });
    const png = decode(set.icons[0].imageData);
    expect(pixel(png, 2, 2)[3]).toBe(0); // outside the circle
    const [r, g, b, a] = pixel(png, 128, 240); // near the bottom of the circle: the gradient's base end
    expect(a).toBe(255);
    const base = parse(set.scheme.base)!;
    const rgb = { mode: "rgb" as const, r: r / 255, g: g / 255, b: b / 255 };
    expect(wcagContrast(rgb, base)).toBeLessThan(1.3);
  });

  it("keeps a square icon opaque to its edges but a rounded one clear in the corners", async () => {
    const square = await generateIconSet({ topic: "weather", shape: "square", style: "filled", size: 128, count: 8 });
    const rounded = await generateIconSet({ topic: "weather", shape: "rounded", style: "filled", size: 128, count: 8 });
    expect(pixel(decode(square.icons[0].imageData), 8, 8)[3]).toBe(255);
    expect(pixel(decode(rounded.icons[0].imageData), 8, 8)[3]).toBe(0);
  });

  it("uses one colour scheme across a set", async () => {
    const set = await generateIconSet({ topic: "travel", shape: "square", style: "filled", size: 128, count: 12 });
    const colours = new Set(set.icons.map((i) => pixel(decode(i.imageData), 10, 118).join(",")));
    expect(colours.size).toBe(1);
  });
});

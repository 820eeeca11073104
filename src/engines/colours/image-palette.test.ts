import { describe, expect, it } from "vitest";
import jpeg from "jpeg-js";
import { PNG } from "pngjs";
import { decodeImage, ImageDecodeError, parseDataUrl, sniffFormat } from "./decode-image";
import { deltaE } from "./oklch";
import { dominantColours } from "./quantise";
import { paletteFromImage } from "./index";

/** A striped test image: each colour covers its share of the width, with a little noise. */
function striped(colours: [number, number, number][], shares: number[], w = 240, h = 80, noise = 14, alphaStripe = false) {
  const data = new Uint8Array(w * h * 4);
  let seed = 7;
  const rnd = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let k = 0;
      let edge = shares[0];
      while (x / w >= edge && k < shares.length - 1) edge += shares[++k];
      const i = (y * w + x) * 4;
      for (let c = 0; c < 3; c++) data[i + c] = Math.max(0, Math.min(255, colours[k][c] + Math.round((rnd() - 0.5) * noise)));
      data[i + 3] = alphaStripe && k === colours.length - 1 ? 0 : 255;
    }
  }
  return { width: w, height: h, data };
}

const hex = ([r, g, b]: [number, number, number]) => `#${[r, g, b].map((v) => v.toString(16).padStart(2, "0")).join("")}`;
const pngDataUrl = (img: ReturnType<typeof striped>) => {
  const png = new PNG({ width: img.width, height: img.height });
  png.data = Buffer.from(img.data);
  return `data:image/png;base64,${PNG.sync.write(png).toString("base64")}`;
};

const KNOWN: [number, number, number][] = [
  [30, 60, 200],
  [240, 180, 20],
  [20, 160, 90],
  [230, 230, 230],
  [200, 40, 60],
];
const SHARES = [0.4, 0.25, 0.15, 0.12, 0.08];

describe("dominantColours", () => {
  it("finds the known colours of a generated image, most common first", () => {
    const found = dominantColours(striped(KNOWN, SHARES));
    expect(found).toHaveLength(5);
    found.forEach((f, i) => {
      expect(deltaE(f.hex, hex(KNOWN[i])), `${f.hex} vs ${hex(KNOWN[i])}`).toBeLessThan(2);
      expect(f.share).toBeCloseTo(SHARES[i], 1);
    });
  });

  it("survives JPEG compression", () => {
    const img = striped(KNOWN, SHARES);
    const bytes = jpeg.encode({ width: img.width, height: img.height, data: Buffer.from(img.data) }, 80).data;
    const found = dominantColours(decodeImage(bytes)).slice(0, 5);
    found.forEach((f, i) => expect(deltaE(f.hex, hex(KNOWN[i]))).toBeLessThan(4));
  });

  it("ignores transparent pixels", () => {
    const found = dominantColours(striped(KNOWN, SHARES, 240, 80, 14, true));
    expect(found).toHaveLength(4);
    expect(found.every((f) => deltaE(f.hex, hex(KNOWN[4])) > 10)).toBe(true);
  });

  it("returns fewer colours for an image that has fewer", () => {
    const found = dominantColours(striped([[255, 0, 0], [0, 0, 255]], [0.5, 0.5], 100, 50, 0));
    expect(found.map((f) => f.hex).sort()).toEqual(["#0000ff", "#ff0000"]);
  });

  it("never returns more than 8", () => {
    const rainbow = Array.from({ length: 14 }, (_, i) => [Math.round(127 + 127 * Math.sin(i)), Math.round(127 + 127 * Math.sin(i + 2)), Math.round(127 + 127 * Math.sin(i + 4))] as [number, number, number]);
    expect(dominantColours(striped(rainbow, rainbow.map(() => 1 / 14))).length).toBeLessThanOrEqual(8);
  });
});

describe("decodeImage and parseDataUrl", () => {
  it("reads a PNG data URL end to end", () => {
    const colours = paletteFromImage(pngDataUrl(striped(KNOWN, SHARES)));
    expect(deltaE(colours[0], hex(KNOWN[0]))).toBeLessThan(2);
  });

  it("refuses other formats with a helpful message", () => {
    const gif = Buffer.from("GIF89a\x01\x00\x01\x00", "latin1");
    expect(sniffFormat(gif)).toBe("gif");
    expect(() => decodeImage(gif)).toThrow(/GIF images cannot be read here: use a PNG or JPEG image/);
    expect(() => decodeImage(Buffer.from("hello"))).toThrow(ImageDecodeError);
  });

  it("refuses damaged files and non-data URLs", () => {
    const good = Buffer.from(pngDataUrl(striped(KNOWN, SHARES)).split(",")[1], "base64");
    expect(() => decodeImage(good.subarray(0, 60))).toThrow(/could not be read/);
    expect(() => parseDataUrl("https://example.com/a.png")).toThrow(/data: URL/);
    expect(() => parseDataUrl("data:image/png;base64,")).toThrow(/empty/);
  });

  it("refuses images over 40 megapixels before inflating them", () => {
    const img = new PNG({ width: 1, height: 1 });
    const bytes = PNG.sync.write(img);
    bytes.writeUInt32BE(10_000, 16);
    bytes.writeUInt32BE(5_000, 20);
    expect(() => decodeImage(bytes)).toThrow(/too large/);
  });
});

import { describe, expect, it } from "vitest";
import { converter } from "culori";
import { contrast, deltaE } from "./oklch";
import { COLOUR_CONTRAST, matchWords, MIN_DELTA_E, NEUTRAL_CONTRAST, paletteFromText, PALETTE_SIZE } from "./text-palette";
import { phrases, vocabulary } from "./vocabulary";

const oklch = converter("oklch");

const PROMPTS = [
  "ocean", "sunset", "corporate", "forest", "pastel", "neon", "pastel ocean breeze", "luxury gold and black",
  "cyberpunk city at night", "calm spa", "Halloween party", "autumn forest walk", "dark mode dashboard",
  "monochrome blue", "friendly fintech startup", "kids education app", "earth tones", "tropical beach bar",
  "qwerty asdf", "", "Christmas", "coffee shop", "vintage wedding", "green energy", "minimal scandinavian interior",
];

describe("vocabulary", () => {
  it("knows at least 150 words, each bringing colours or a mood", () => {
    const words = Object.keys(vocabulary);
    expect(words.length).toBeGreaterThanOrEqual(150);
    for (const w of words) expect(vocabulary[w].anchors?.length || vocabulary[w].mood, w).toBeTruthy();
    for (const [, key] of Object.entries(phrases)) expect(vocabulary[key], key).toBeDefined();
  });

  it("has anchors inside the OKLCH ranges", () => {
    for (const [w, e] of Object.entries(vocabulary)) {
      for (const [h, l, c] of e.anchors ?? []) {
        expect(h >= 0 && h < 360 && l >= 0 && l <= 1 && c >= 0 && c <= 0.37, w).toBe(true);
      }
    }
  });
});

describe("matchWords", () => {
  it("finds words, plurals and phrases in order", () => {
    expect(matchWords("Sunsets over the OCEAN")).toEqual(["sunset", "ocean"]);
    expect(matchWords("green energy company")).toEqual(["green_energy"]);
    expect(matchWords("nothing here")).toEqual([]);
  });
});

describe("paletteFromText rules", () => {
  for (const prompt of PROMPTS) {
    it(`"${prompt}": 5–8 distinct, readable colours`, () => {
      const { colours } = paletteFromText(prompt);
      expect(colours.length).toBeGreaterThanOrEqual(PALETTE_SIZE.min);
      expect(colours.length).toBeLessThanOrEqual(PALETTE_SIZE.max);
      for (const c of colours) expect(c).toMatch(/^#[0-9a-f]{6}$/);
      for (let i = 0; i < colours.length; i++) {
        for (let j = i + 1; j < colours.length; j++) {
          expect(deltaE(colours[i], colours[j]), `${colours[i]} vs ${colours[j]}`).toBeGreaterThanOrEqual(MIN_DELTA_E);
        }
      }
      // The last two are the background and text neutrals.
      const [n1, n2] = colours.slice(-2);
      expect(contrast(n1, n2)).toBeGreaterThanOrEqual(NEUTRAL_CONTRAST);
      for (const c of colours.slice(0, -2)) {
        expect(Math.max(contrast(c, n1), contrast(c, n2)), c).toBeGreaterThanOrEqual(COLOUR_CONTRAST);
      }
    });
  }

  it("is deterministic", () => {
    expect(paletteFromText("sunset beach")).toEqual(paletteFromText("sunset beach"));
  });

  const chromatic = (prompt: string) =>
    paletteFromText(prompt)
      .colours.slice(0, -2)
      .map((c) => oklch(c)!);

  it("keeps an ocean palette in blues and teals", () => {
    for (const c of chromatic("ocean")) {
      expect(c.h!).toBeGreaterThan(170);
      expect(c.h!).toBeLessThan(270);
    }
  });

  it("makes pastel light and neon vivid", () => {
    const pastel = chromatic("pastel ocean");
    const neon = chromatic("neon");
    const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    expect(avg(pastel.map((c) => c.l))).toBeGreaterThan(0.65);
    expect(avg(neon.map((c) => c.c ?? 0))).toBeGreaterThan(avg(pastel.map((c) => c.c ?? 0)) * 2);
  });

  it("puts a dark background first in dark themes", () => {
    const colours = paletteFromText("dark mode dashboard").colours;
    expect(oklch(colours.at(-2)!)!.l).toBeLessThan(0.25);
    expect(oklch(colours.at(-1)!)!.l).toBeGreaterThan(0.9);
  });

  it("still answers a prompt it does not understand, the same way each time", () => {
    const a = paletteFromText("zxqv");
    expect(a.matched).toEqual([]);
    expect(a.colours.length).toBeGreaterThanOrEqual(5);
    expect(paletteFromText("zxqv")).toEqual(a);
    expect(paletteFromText("wobble").colours).not.toEqual(a.colours);
  });
});

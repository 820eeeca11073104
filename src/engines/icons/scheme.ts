import { formatHex, toGamut } from "culori";

/** The colours one icon set is drawn in: every icon of a set shares them. */
export interface IconScheme {
  /** Main colour: outline strokes and glyphs, and the filled shape's darker end. */
  base: string;
  /** The filled shape's lighter end (a soft top-to-bottom gradient). */
  light: string;
  /** Background inside an outline shape: a very pale tint, so the icon reads on dark pages too. */
  tint: string;
  /** Glyph on a filled shape. */
  onBase: string;
}

const clampToSrgb = toGamut("rgb", "oklch");

function oklchHex(l: number, c: number, h: number): string {
  return formatHex(clampToSrgb({ mode: "oklch", l, c, h }));
}

/**
 * A scheme from one hue, built in OKLCH so every hue gets the same perceived lightness: the base
 * (L 0.52) keeps white glyphs above 4.5:1 contrast and reads on a pale tint.
 */
export function schemeForHue(hue: number): IconScheme {
  const h = ((hue % 360) + 360) % 360;
  return {
    base: oklchHex(0.52, 0.17, h),
    light: oklchHex(0.62, 0.16, h),
    tint: oklchHex(0.97, 0.02, h),
    onBase: "#ffffff",
  };
}

/** A stable hue for a topic no built-in topic names, so the same request always looks the same. */
export function hueForText(text: string): number {
  let hash = 2166136261;
  for (const ch of text.toLowerCase()) {
    hash ^= ch.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 16777619);
  }
  return (hash >>> 0) % 360;
}

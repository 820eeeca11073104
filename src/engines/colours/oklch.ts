import { converter, differenceCiede2000, formatHex, toGamut, wcagContrast, type Oklch } from "culori";

/** A colour in OKLCH: lightness 0..1, chroma 0..~0.37, hue in degrees. The perceptual space we plan in. */
export interface Lch {
  l: number;
  c: number;
  h: number;
}

const toOklch = converter("oklch");
const intoSrgb = toGamut("rgb", "oklch");
const ciede = differenceCiede2000();

export function wrapHue(h: number): number {
  return ((h % 360) + 360) % 360;
}

/** The nearest displayable sRGB colour as #rrggbb (chroma is reduced, hue and lightness kept). */
export function toHex(c: Lch): string {
  return formatHex(intoSrgb({ mode: "oklch", l: clamp(c.l, 0, 1), c: Math.max(0, c.c), h: wrapHue(c.h) }));
}

/** OKLCH of a CSS colour string or hex; undefined when it does not parse. */
export function fromCss(css: string): Lch | undefined {
  const c = toOklch(css) as Oklch | undefined;
  if (!c || Number.isNaN(c.l)) return undefined;
  return { l: c.l, c: c.c ?? 0, h: c.h ?? 0 };
}

/** CIEDE2000 colour difference between two hex colours (≈2.3 is just noticeable; 10+ reads as different). */
export function deltaE(a: string, b: string): number {
  return ciede(a, b);
}

export function contrast(a: string, b: string): number {
  return wcagContrast(a, b);
}

export function clamp(v: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, v));
}

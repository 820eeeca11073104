import { coloursInCss, coloursInValue, type PageStyles, type WeightedColour } from "./css-colours";
import { rgbToOklab } from "./quantise";

/** A page's colours, ranked. */
export interface PagePalette {
  colours: string[];
  /** How many colour uses were read, and from where. */
  found: { themeColor: number; styleBlocks: number; inlineStyles: number; stylesheets: number };
}

/** Colours closer than this (OKLab distance, ≈ΔE2000 3) count as one colour. */
const SAME_COLOUR = 0.03;
/** Greys, near-white and near-black are kept, but at most this many, so brand colours are not crowded out. */
const MAX_NEUTRALS = 3;

function isNeutral(hex: string): boolean {
  const r = parseInt(hex.slice(1, 3), 16);
  const g = parseInt(hex.slice(3, 5), 16);
  const b = parseInt(hex.slice(5, 7), 16);
  const { a, b: bb } = rgbToOklab(r, g, b);
  return Math.hypot(a, bb) < 0.025;
}

/**
 * Ranks the colours of a page's CSS: meta theme-color counts most, then brand-like custom properties,
 * backgrounds, text colours, borders; every use adds weight. Near-identical colours are merged.
 */
export function rankPageColours(styles: PageStyles, stylesheets: string[], max = 8): PagePalette {
  const uses: WeightedColour[] = [];
  for (const c of styles.themeColors) for (const hex of coloursInValue(c)) uses.push({ hex, weight: 25 });
  const blockUses = styles.styleBlocks.flatMap((css) => coloursInCss(css));
  const inlineUses = styles.inlineStyles.flatMap((css) => coloursInCss(css));
  // Linked stylesheets are often whole frameworks; their uses count a little less than the page's own.
  const sheetUses = stylesheets.flatMap((css) => coloursInCss(css, 0.6));
  uses.push(...blockUses, ...inlineUses, ...sheetUses);

  // Same hex first (cheap), then near-identical colours, heaviest first so each group keeps its main colour.
  const byHex = new Map<string, number>();
  for (const use of uses) byHex.set(use.hex, (byHex.get(use.hex) ?? 0) + use.weight);
  const groups: { l: number; a: number; b: number; weight: number; hex: string }[] = [];
  for (const [hex, weight] of [...byHex.entries()].sort((x, y) => y[1] - x[1])) {
    const lab = rgbToOklab(parseInt(hex.slice(1, 3), 16), parseInt(hex.slice(3, 5), 16), parseInt(hex.slice(5, 7), 16));
    const g = groups.find((x) => Math.hypot(x.l - lab.l, x.a - lab.a, x.b - lab.b) < SAME_COLOUR);
    if (g) g.weight += weight;
    else groups.push({ ...lab, weight, hex });
  }
  const ranked = groups.sort((x, y) => y.weight - x.weight).map((g) => g.hex);
  const colours: string[] = [];
  let neutrals = 0;
  for (const hex of ranked) {
    if (colours.length >= max) break;
    if (isNeutral(hex)) {
      if (neutrals >= MAX_NEUTRALS) continue;
      neutrals++;
    }
    if (!colours.includes(hex)) colours.push(hex);
  }
  return {
    colours,
    found: {
      themeColor: styles.themeColors.length,
      styleBlocks: blockUses.length,
      inlineStyles: inlineUses.length,
      stylesheets: sheetUses.length,
    },
  };
}

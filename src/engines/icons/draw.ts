import type { IconElement } from "./lucide";
import type { IconScheme } from "./scheme";

export type IconShape = "square" | "rounded" | "circular";
export type IconStyle = "outline" | "filled";

export interface DrawOptions {
  shape: IconShape;
  style: IconStyle;
  /** Width and height in px. */
  size: number;
  scheme: IconScheme;
}

function escapeAttr(value: string | number): string {
  return String(value).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;");
}

function elementSvg([tag, attrs]: IconElement): string {
  const parts = Object.entries(attrs)
    .filter(([k]) => k !== "key")
    .map(([k, v]) => `${k}="${escapeAttr(v)}"`);
  return `<${tag} ${parts.join(" ")}/>`;
}

/**
 * One icon as SVG: the shape (square, rounded square or circle) and the lucide glyph centred in it.
 * Filled: a gradient shape with a white glyph. Outline: a pale shape with a coloured border and glyph.
 * Proportions scale with `size`, so every size of a set looks the same.
 */
export function iconSvg(elements: IconElement[], opts: DrawOptions): string {
  const { size, scheme, shape, style } = opts;
  const filled = style === "filled";
  const border = filled ? 0 : Math.max(2, size * 0.03);
  // Keep the border inside the canvas: half the stroke lies outside the shape's edge.
  const inset = size * 0.04 + border / 2;
  const extent = size - 2 * inset;
  const fill = filled ? "url(#g)" : scheme.tint;
  const stroke = filled ? "none" : scheme.base;

  let shapeSvg: string;
  if (shape === "circular") {
    shapeSvg = `<circle cx="${size / 2}" cy="${size / 2}" r="${extent / 2}" fill="${fill}" stroke="${stroke}" stroke-width="${border}"/>`;
  } else {
    const rx = shape === "rounded" ? extent * 0.22 : extent * 0.02;
    shapeSvg = `<rect x="${inset}" y="${inset}" width="${extent}" height="${extent}" rx="${rx}" fill="${fill}" stroke="${stroke}" stroke-width="${border}"/>`;
  }

  // The glyph fills about half the shape (a little less in a circle, whose corners are cut away).
  const glyph = size * (shape === "circular" ? 0.46 : 0.5);
  const scale = glyph / 24;
  const offset = (size - glyph) / 2;
  const glyphColour = filled ? scheme.onBase : scheme.base;

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">`,
    filled
      ? `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${scheme.light}"/><stop offset="1" stop-color="${scheme.base}"/></linearGradient></defs>`
      : "",
    shapeSvg,
    `<g transform="translate(${offset} ${offset}) scale(${scale})" fill="none" stroke="${glyphColour}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">`,
    ...elements.map(elementSvg),
    "</g></svg>",
  ].join("");
}

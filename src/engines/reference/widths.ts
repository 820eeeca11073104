/** Spec section 9: image widths offered by the flag and crest references, and their defaults. */
export const imageWidths = [80, 160, 320, 640] as const;
export type ImageWidth = (typeof imageWidths)[number];
export const defaultImageWidth: ImageWidth = 160;

/** Border styles; circular shows a 1:1 picture, the others 3:2. */
export const borderStyles = ["none", "rounded", "circular"] as const;
export type BorderStyle = (typeof borderStyles)[number];
export const defaultBorderStyle: BorderStyle = "none";

export function parseImageWidth(raw: string | null | undefined): ImageWidth {
  const n = Number(raw);
  return (imageWidths as readonly number[]).includes(n) ? (n as ImageWidth) : defaultImageWidth;
}

export function parseBorderStyle(raw: string | null | undefined): BorderStyle {
  return (borderStyles as readonly string[]).includes(raw ?? "") ? (raw as BorderStyle) : defaultBorderStyle;
}

/** Cards show the picture at half the chosen width (spec section 9). */
export function displayWidth(width: ImageWidth): number {
  return width / 2;
}

/** Width / height of the picture frame for a border style. */
export function aspectRatio(border: BorderStyle): number {
  return border === "circular" ? 1 : 3 / 2;
}

export { paletteFromText, matchWords, PALETTE_SIZE, MIN_DELTA_E, NEUTRAL_CONTRAST, COLOUR_CONTRAST, type TextPalette } from "./text-palette";
export { vocabulary, phrases } from "./vocabulary";
export { decodeImage, parseDataUrl, sniffFormat, ImageDecodeError, MAX_PIXELS, type RgbaImage } from "./decode-image";
export { dominantColours, kMeans, rgbToOklab, type DominantColour } from "./quantise";
export { readPageStyles, coloursInCss, coloursInValue, sameSite, MAX_STYLESHEETS, type PageStyles } from "./css-colours";
export { rankPageColours, type PagePalette } from "./page-palette";
export { deltaE, contrast } from "./oklch";

import { decodeImage, parseDataUrl } from "./decode-image";
import { dominantColours } from "./quantise";

/** The dominant colours of an image sent as a data: URL, most common first. */
export function paletteFromImage(dataUrl: string, max = 8): string[] {
  return dominantColours(decodeImage(parseDataUrl(dataUrl)), max).map((c) => c.hex);
}

import type { GeneratedIcon } from "../../../contracts/functions/icon-set-generator";
import { downloadText, downloadUrl } from "../../lib/download";
import { svgWrapper } from "./svg-wrapper";

export type IconFormat = "PNG" | "SVG";

/** PNG: the image data itself, saved as {name}.png. SVG: a size × size wrapper, saved as {name}.svg. */
export function downloadIcon(icon: GeneratedIcon, format: IconFormat, size: number): void {
  if (format === "PNG") downloadUrl(`${icon.name}.png`, icon.imageData);
  else downloadText(`${icon.name}.svg`, svgWrapper(icon.imageData, size), "image/svg+xml");
}

/**
 * Every icon, each one 100 ms × its id later than the start (spec section 9), so browsers that limit
 * bursts of downloads let them all through. Returns a cancel function for unmounting.
 */
export function downloadAll(icons: GeneratedIcon[], format: IconFormat, size: number): () => void {
  const timers = icons.map((icon) => window.setTimeout(() => downloadIcon(icon, format, size), 100 * icon.id));
  return () => timers.forEach((t) => window.clearTimeout(t));
}

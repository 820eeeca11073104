import { renderAsync, type ResvgRenderOptions } from "@resvg/resvg-js";

// Icons carry no text, so system fonts are not loaded: scanning them would cost more than the drawing.
const OPTIONS: ResvgRenderOptions = { font: { loadSystemFonts: false }, shapeRendering: 2, logLevel: "off" };

/**
 * SVG → PNG with resvg, off the main thread (libuv's pool), so a set of 24 renders in parallel.
 * resvg's own abort signal is not the web AbortSignal, so a cancelled request is checked between renders.
 */
export async function svgToPng(svg: string, signal?: AbortSignal): Promise<Buffer> {
  signal?.throwIfAborted();
  const image = await renderAsync(svg, OPTIONS);
  return image.asPng();
}

export function pngDataUrl(png: Buffer): string {
  return `data:image/png;base64,${png.toString("base64")}`;
}

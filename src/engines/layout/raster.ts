import path from "node:path";
import { createRequire } from "node:module";
import { renderAsync, type ResvgRenderOptions } from "@resvg/resvg-js";
import { FONT } from "./svg-kit";

let options: ResvgRenderOptions | null = null;

/**
 * resvg options with DejaVu Sans loaded from the dejavu-fonts-ttf package, so labels render the same
 * on every machine (a bare Debian or container image may have no system fonts at all) and no time is
 * spent scanning system font folders.
 */
function renderOptions(): ResvgRenderOptions {
  if (!options) {
    const require = createRequire(import.meta.url);
    const dir = path.join(path.dirname(require.resolve("dejavu-fonts-ttf/package.json")), "ttf");
    options = {
      font: {
        loadSystemFonts: false,
        fontFiles: [path.join(dir, "DejaVuSans.ttf"), path.join(dir, "DejaVuSans-Bold.ttf")],
        defaultFontFamily: FONT,
        sansSerifFamily: FONT,
      },
      shapeRendering: 2,
      textRendering: 1,
      logLevel: "off",
    };
  }
  return options;
}

/** SVG → PNG bytes, rendered off the main thread. */
export async function svgToPng(svg: string): Promise<Buffer> {
  const image = await renderAsync(svg, renderOptions());
  return image.asPng();
}

import { iconSvg, type IconShape, type IconStyle } from "./draw";
import { lucide } from "./lucide";
import { chooseIcons } from "./match";
import { pngDataUrl, svgToPng } from "./raster";
import { hueForText, schemeForHue, type IconScheme } from "./scheme";

export interface IconSetRequest {
  topic: string;
  shape: IconShape;
  style: IconStyle;
  /** Width and height of each icon in px. */
  size: number;
  count: number;
}

export interface GeneratedIcon {
  /** 1-based position in the set. */
  id: number;
  /** The lucide icon name, e.g. "shield-check" (also the download file name). */
  name: string;
  /** PNG data URL, `size` × `size` px. */
  imageData: string;
}

export interface IconSet {
  icons: GeneratedIcon[];
  scheme: IconScheme;
  /** The built-in topic that matched, or null when the icons came from tags alone. */
  topic: string | null;
}

/** Draws `count` icons for a topic, in one shape, style and colour scheme, as PNG data URLs. */
export async function generateIconSet(req: IconSetRequest, signal?: AbortSignal): Promise<IconSet> {
  const { icons, primary } = chooseIcons(req.topic, req.count);
  const scheme = schemeForHue(primary ? primary.hue : hueForText(req.topic));
  const { nodes } = lucide();
  const generated = await Promise.all(
    icons.map(async (name, i) => {
      const svg = iconSvg(nodes[name], { shape: req.shape, style: req.style, size: req.size, scheme });
      return { id: i + 1, name, imageData: pngDataUrl(await svgToPng(svg, signal)) };
    }),
  );
  return { icons: generated, scheme, topic: primary?.id ?? null };
}

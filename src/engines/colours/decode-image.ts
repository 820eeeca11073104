import jpeg from "jpeg-js";
import { PNG } from "pngjs";

/** Decoded pixels, 4 bytes (R, G, B, A) per pixel, row by row. */
export interface RgbaImage {
  width: number;
  height: number;
  data: Uint8Array;
}

/** An image we cannot read; the message is shown to the person who sent it. */
export class ImageDecodeError extends Error {}

/** Largest image decoded: 40 megapixels (a 6000×6000 photo fits; a decompression bomb does not). */
export const MAX_PIXELS = 40_000_000;

const DATA_URL = /^data:([a-z0-9.+/-]*)(;[a-z0-9=.+-]+)*?(;base64)?,/i;

/** Splits a data: URL into its bytes. Accepts base64 or percent-encoded payloads. */
export function parseDataUrl(dataUrl: string): Buffer {
  const m = DATA_URL.exec(dataUrl.slice(0, 200));
  if (!m) throw new ImageDecodeError("The image must be sent as a data: URL (data:image/png;base64,…)");
  const payload = dataUrl.slice(m[0].length);
  const bytes = m[3] ? Buffer.from(payload, "base64") : Buffer.from(decodeURIComponent(payload), "latin1");
  if (bytes.length === 0) throw new ImageDecodeError("The image is empty");
  return bytes;
}

type Format = "png" | "jpeg" | "gif" | "webp" | "bmp" | "svg" | "unknown";

export function sniffFormat(bytes: Buffer): Format {
  if (bytes.length >= 8 && bytes.readUInt32BE(0) === 0x89504e47) return "png";
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.subarray(0, 4).toString("latin1") === "GIF8") return "gif";
  if (bytes.subarray(0, 4).toString("latin1") === "RIFF" && bytes.subarray(8, 12).toString("latin1") === "WEBP") return "webp";
  if (bytes.subarray(0, 2).toString("latin1") === "BM") return "bmp";
  if (/^\s*(<\?xml|<svg)/i.test(bytes.subarray(0, 100).toString("utf8"))) return "svg";
  return "unknown";
}

/**
 * Decodes PNG (pngjs) or JPEG (jpeg-js), both pure JavaScript. The screen converts any picture the
 * browser can show into PNG before sending, so other formats only arrive from direct API calls.
 */
export function decodeImage(bytes: Buffer): RgbaImage {
  const format = sniffFormat(bytes);
  try {
    if (format === "png") {
      // Width and height sit in the IHDR chunk: refuse huge images before inflating them.
      const width = bytes.readUInt32BE(16);
      const height = bytes.readUInt32BE(20);
      if (width * height > MAX_PIXELS) throw new ImageDecodeError("The image is too large (at most 40 megapixels)");
      const png = PNG.sync.read(bytes);
      return { width: png.width, height: png.height, data: png.data };
    }
    if (format === "jpeg") {
      const img = jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true, maxResolutionInMP: MAX_PIXELS / 1e6, maxMemoryUsageInMB: 512 });
      return { width: img.width, height: img.height, data: img.data };
    }
  } catch (err) {
    if (err instanceof ImageDecodeError) throw err;
    if (/maxResolutionInMP|maxMemoryUsage/i.test(String((err as Error).message))) {
      throw new ImageDecodeError("The image is too large (at most 40 megapixels)");
    }
    throw new ImageDecodeError(`The ${format.toUpperCase()} image could not be read: it may be damaged`);
  }
  const name = format === "unknown" ? "This file type" : `${format.toUpperCase()} images`;
  throw new ImageDecodeError(`${name} cannot be read here: use a PNG or JPEG image`);
}

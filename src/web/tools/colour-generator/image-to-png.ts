/** Longest side, in px, of the copy of an image sent to the server: plenty for dominant colours. */
export const MAX_SIDE = 512;

/**
 * Reads any image the browser can show (PNG, JPEG, WebP, GIF, AVIF, SVG…) and returns a PNG data URL
 * of a downscaled copy, so uploads stay small and the server only needs to read PNG.
 */
export async function imageFileToPngDataUrl(file: File): Promise<{ dataUrl: string; width: number; height: number }> {
  const url = URL.createObjectURL(file);
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    const w = img.naturalWidth || 300;
    const h = img.naturalHeight || 150;
    const scale = Math.min(1, MAX_SIDE / Math.max(w, h));
    const canvas = document.createElement("canvas");
    canvas.width = Math.max(1, Math.round(w * scale));
    canvas.height = Math.max(1, Math.round(h * scale));
    const ctx = canvas.getContext("2d");
    if (!ctx) throw new Error("Canvas is not available");
    ctx.imageSmoothingQuality = "high";
    ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
    return { dataUrl: canvas.toDataURL("image/png"), width: w, height: h };
  } finally {
    URL.revokeObjectURL(url);
  }
}

/**
 * The spec's SVG download: a wrapper of the icon's size that embeds the PNG image data.
 * The data URL comes from our own server; it is still attribute-escaped.
 */
export function svgWrapper(imageData: string, size: number): string {
  const href = imageData.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">`,
    `<image width="${size}" height="${size}" href="${href}" xlink:href="${href}"/>`,
    "</svg>",
  ].join("");
}

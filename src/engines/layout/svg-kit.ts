/** Tiny SVG-building helpers for the wireframe: escaping, rounding, text that fits its box. */

export const FONT = "DejaVu Sans";

/** Wireframe palette: slate greys and one indigo accent ramp (darkest first). */
export const ink = {
  page: "#f4f6fa",
  card: "#ffffff",
  border: "#dfe4ec",
  grid: "#edf0f5",
  placeholder: "#d5dbe5",
  placeholderLight: "#e6eaf0",
  title: "#172033",
  label: "#5b6678",
  faint: "#8a94a6",
  accent: ["#4f46e5", "#6d68f0", "#8f8cf5", "#b4b3f8", "#d7d7fb", "#ececfd"],
  positive: "#16a34a",
  negative: "#e05263",
} as const;

/** XML-escapes text and drops control characters, which are not allowed in XML at all. */
export function esc(text: string): string {
  return [...text]
    .filter((ch) => {
      const c = ch.codePointAt(0) ?? 0;
      return c === 9 || c === 10 || c === 13 || (c >= 32 && c !== 127);
    })
    .join("")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

export const r1 = (n: number) => Math.round(n * 10) / 10;

/** Average advance of DejaVu Sans per em (regular, bold): wide enough to never overflow in practice. */
const EM = { regular: 0.6, bold: 0.66 };

/** Cuts text with an ellipsis so it fits `maxWidth` px at `size` px. */
export function fit(text: string, maxWidth: number, size: number, bold = false): string {
  const per = size * (bold ? EM.bold : EM.regular);
  const max = Math.floor(maxWidth / per);
  if (text.length <= max) return text;
  if (max <= 1) return "";
  return `${text.slice(0, max - 1).trimEnd()}…`;
}

export function text(
  x: number,
  y: number,
  content: string,
  opts: { size: number; fill: string; bold?: boolean; anchor?: "start" | "middle" | "end"; maxWidth?: number },
): string {
  const shown = opts.maxWidth ? fit(content, opts.maxWidth, opts.size, opts.bold) : content;
  if (!shown) return "";
  return `<text x="${r1(x)}" y="${r1(y)}" font-family="${FONT}" font-size="${opts.size}"${opts.bold ? ' font-weight="bold"' : ""} fill="${opts.fill}"${opts.anchor && opts.anchor !== "start" ? ` text-anchor="${opts.anchor}"` : ""}>${esc(shown)}</text>`;
}

export function rect(x: number, y: number, w: number, h: number, fill: string, extra = ""): string {
  return `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(Math.max(0, w))}" height="${r1(Math.max(0, h))}" fill="${fill}" ${extra}/>`;
}

/** A deterministic pseudo-random sequence, so the same layout always draws the same wireframe. */
export function seeded(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

export function hashText(t: string): number {
  let h = 2166136261;
  for (let i = 0; i < t.length; i++) h = Math.imul(h ^ t.charCodeAt(i), 16777619);
  return h >>> 0;
}

import { formatHex, toGamut } from "culori";
import type { RgbaImage } from "./decode-image";

/** A point in OKLab (perceptual: equal distances look about equally different). */
interface Lab {
  l: number;
  a: number;
  b: number;
}

export interface DominantColour {
  hex: string;
  /** Fraction of the (opaque) image this colour stands for, 0..1. */
  share: number;
}

const SRGB_TO_LINEAR = new Float64Array(256);
for (let i = 0; i < 256; i++) {
  const c = i / 255;
  SRGB_TO_LINEAR[i] = c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** sRGB (0..255 each, may be fractional means) → OKLab, Björn Ottosson's matrices. */
export function rgbToOklab(r: number, g: number, b: number): Lab {
  const lin = (v: number) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const R = Number.isInteger(r) ? SRGB_TO_LINEAR[r] : lin(r);
  const G = Number.isInteger(g) ? SRGB_TO_LINEAR[g] : lin(g);
  const B = Number.isInteger(b) ? SRGB_TO_LINEAR[b] : lin(b);
  const l = Math.cbrt(0.4122214708 * R + 0.5363325363 * G + 0.0514459929 * B);
  const m = Math.cbrt(0.2119034982 * R + 0.6806995451 * G + 0.1073969566 * B);
  const s = Math.cbrt(0.0883024619 * R + 0.2817188376 * G + 0.6299787005 * B);
  return {
    l: 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s,
    a: 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s,
    b: 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s,
  };
}

const intoSrgb = toGamut("rgb", "oklch");

export function oklabToHex(c: Lab): string {
  return formatHex(intoSrgb({ mode: "oklab", l: c.l, a: c.a, b: c.b }));
}

function dist2(p: Lab, q: Lab): number {
  return (p.l - q.l) ** 2 + (p.a - q.a) ** 2 + (p.b - q.b) ** 2;
}

/** Seeded generator: the same image always gives the same palette. */
function rng(seed = 0x9e3779b9): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

interface Point extends Lab {
  w: number;
}

/**
 * Pixels → weighted points: a 5-bit-per-channel histogram keeps the exact mean colour of each bin and
 * how many pixels it holds, so k-means runs on a few thousand points instead of millions. Transparent
 * pixels (alpha < 50%) are skipped: a logo's background is not one of its colours.
 */
export function histogramPoints(img: RgbaImage, maxSamples = 500_000): Point[] {
  const total = img.width * img.height;
  const stride = Math.max(1, Math.floor(total / maxSamples));
  const bins = new Map<number, [number, number, number, number]>();
  for (let p = 0; p < total; p += stride) {
    const i = p * 4;
    if (img.data[i + 3] < 128) continue;
    const r = img.data[i];
    const g = img.data[i + 1];
    const b = img.data[i + 2];
    const key = ((r >> 3) << 10) | ((g >> 3) << 5) | (b >> 3);
    const bin = bins.get(key);
    if (bin) {
      bin[0] += r;
      bin[1] += g;
      bin[2] += b;
      bin[3]++;
    } else bins.set(key, [r, g, b, 1]);
  }
  return [...bins.values()].map(([r, g, b, n]) => ({ ...rgbToOklab(r / n, g / n, b / n), w: n }));
}

/**
 * Weighted k-means with k-means++ seeding, in OKLab. Points live in flat typed arrays: a photo gives
 * tens of thousands of histogram bins and this loop runs k × bins × iterations times.
 */
export function kMeans(points: Point[], k: number, iterations = 24): Point[] {
  if (points.length <= k) return points.map((p) => ({ ...p }));
  const n = points.length;
  const L = new Float64Array(n);
  const A = new Float64Array(n);
  const B = new Float64Array(n);
  const W = new Float64Array(n);
  points.forEach((p, i) => {
    L[i] = p.l;
    A[i] = p.a;
    B[i] = p.b;
    W[i] = p.w;
  });
  const cl: number[] = [];
  const ca: number[] = [];
  const cb: number[] = [];
  const random = rng();
  // k-means++: the first centre is the heaviest bin; each next one is drawn far from those chosen.
  let heaviest = 0;
  for (let i = 1; i < n; i++) if (W[i] > W[heaviest]) heaviest = i;
  cl.push(L[heaviest]);
  ca.push(A[heaviest]);
  cb.push(B[heaviest]);
  const d = new Float64Array(n).fill(Infinity);
  while (cl.length < k) {
    const j = cl.length - 1;
    let sum = 0;
    for (let i = 0; i < n; i++) {
      const dl = L[i] - cl[j];
      const da = A[i] - ca[j];
      const db = B[i] - cb[j];
      const dd = dl * dl + da * da + db * db;
      if (dd < d[i]) d[i] = dd;
      sum += d[i] * W[i];
    }
    if (sum === 0) break;
    let target = random() * sum;
    let chosen = n - 1;
    for (let i = 0; i < n; i++) {
      target -= d[i] * W[i];
      if (target <= 0) {
        chosen = i;
        break;
      }
    }
    cl.push(L[chosen]);
    ca.push(A[chosen]);
    cb.push(B[chosen]);
  }

  const kk = cl.length;
  const assign = new Int32Array(n).fill(-1);
  const sl = new Float64Array(kk);
  const sa = new Float64Array(kk);
  const sb = new Float64Array(kk);
  const sw = new Float64Array(kk);
  for (let it = 0; it < iterations; it++) {
    sl.fill(0);
    sa.fill(0);
    sb.fill(0);
    sw.fill(0);
    let moved = false;
    for (let i = 0; i < n; i++) {
      let best = 0;
      let bestD = Infinity;
      for (let c = 0; c < kk; c++) {
        const dl = L[i] - cl[c];
        const da = A[i] - ca[c];
        const db = B[i] - cb[c];
        const dd = dl * dl + da * da + db * db;
        if (dd < bestD) {
          bestD = dd;
          best = c;
        }
      }
      if (assign[i] !== best) moved = true;
      assign[i] = best;
      sl[best] += L[i] * W[i];
      sa[best] += A[i] * W[i];
      sb[best] += B[i] * W[i];
      sw[best] += W[i];
    }
    for (let c = 0; c < kk; c++) {
      if (sw[c] > 0) {
        cl[c] = sl[c] / sw[c];
        ca[c] = sa[c] / sw[c];
        cb[c] = sb[c] / sw[c];
      }
    }
    if (!moved) break;
  }
  const out: Point[] = [];
  for (let c = 0; c < kk; c++) if (sw[c] > 0) out.push({ l: cl[c], a: ca[c], b: cb[c], w: sw[c] });
  return out;
}

/** Clusters closer than this (OKLab distance) are one colour to the eye: about ΔE2000 4. */
const MERGE_DISTANCE = 0.045;
/** Clusters smaller than this share are specks, not dominant colours. */
const MIN_SHARE = 0.005;

/**
 * The dominant colours of an image, most common first: k-means (k = 12) over the pixel histogram in
 * OKLab, near-identical clusters merged, specks dropped, at most `max` returned.
 */
export function dominantColours(img: RgbaImage, max = 8): DominantColour[] {
  const points = histogramPoints(img);
  const total = points.reduce((n, p) => n + p.w, 0);
  if (total === 0) return [];
  let clusters = kMeans(points, 12).sort((a, b) => b.w - a.w);
  // Merge near-identical clusters into the bigger one, weighted.
  const merged: Point[] = [];
  for (const c of clusters) {
    const into = merged.find((m) => Math.sqrt(dist2(m, c)) < MERGE_DISTANCE);
    if (!into) {
      merged.push({ ...c });
      continue;
    }
    const w = into.w + c.w;
    into.l = (into.l * into.w + c.l * c.w) / w;
    into.a = (into.a * into.w + c.a * c.w) / w;
    into.b = (into.b * into.w + c.b * c.w) / w;
    into.w = w;
  }
  clusters = merged.filter((c) => c.w / total >= MIN_SHARE).sort((a, b) => b.w - a.w);
  return clusters.slice(0, max).map((c) => ({ hex: oklabToHex(c), share: c.w / total }));
}

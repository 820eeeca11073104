import type { ChartKind } from "./chart-kinds";
import { ink, r1, rect, seeded } from "./svg-kit";

/** The plot area of a chart card, in px. */
export interface PlotArea {
  x: number;
  y: number;
  w: number;
  h: number;
}

const A = ink.accent;

function gridLines(p: PlotArea, n = 4): string {
  let out = "";
  for (let i = 0; i <= n; i++) {
    const y = p.y + (p.h * i) / n;
    out += `<line x1="${r1(p.x)}" y1="${r1(y)}" x2="${r1(p.x + p.w)}" y2="${r1(y)}" stroke="${ink.grid}" stroke-width="1"/>`;
  }
  return out;
}

/** A smooth-looking rising series in 0..1, the same for every chart of a seed. */
function series(n: number, rnd: () => number, trend = 0.5): number[] {
  const out: number[] = [];
  let v = 0.35 + rnd() * 0.15;
  for (let i = 0; i < n; i++) {
    v += (trend / n) * 0.8 + (rnd() - 0.5) * 0.16;
    out.push(Math.min(0.92, Math.max(0.08, v)));
  }
  return out;
}

function points(p: PlotArea, values: number[]): [number, number][] {
  return values.map((v, i) => [p.x + (p.w * i) / (values.length - 1), p.y + p.h * (1 - v)]);
}

function polyline(pts: [number, number][], colour: string, width: number, dash = ""): string {
  return `<polyline points="${pts.map(([x, y]) => `${r1(x)},${r1(y)}`).join(" ")}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round"${dash ? ` stroke-dasharray="${dash}"` : ""}/>`;
}

function arcPath(cx: number, cy: number, r: number, a0: number, a1: number, inner = 0): string {
  const p = (a: number, rad: number) => `${r1(cx + rad * Math.cos(a))} ${r1(cy + rad * Math.sin(a))}`;
  const large = a1 - a0 > Math.PI ? 1 : 0;
  if (inner <= 0) return `M${r1(cx)} ${r1(cy)} L${p(a0, r)} A${r1(r)} ${r1(r)} 0 ${large} 1 ${p(a1, r)} Z`;
  return `M${p(a0, r)} A${r1(r)} ${r1(r)} 0 ${large} 1 ${p(a1, r)} L${p(a1, inner)} A${r1(inner)} ${r1(inner)} 0 ${large} 0 ${p(a0, inner)} Z`;
}

function legend(x: number, y: number, w: number, n: number): string {
  let out = "";
  for (let i = 0; i < n; i++) {
    const yy = y + i * 22;
    out += rect(x, yy, 10, 10, A[i], 'rx="2"') + rect(x + 18, yy + 1, Math.max(20, w * (0.7 - i * 0.08)), 8, ink.placeholder, 'rx="4"');
  }
  return out;
}

function pieLike(p: PlotArea, hole: boolean): string {
  const r = Math.min(p.h / 2, p.w * 0.28);
  const cx = p.x + r + Math.max(0, (p.w * 0.55 - 2 * r) / 2);
  const cy = p.y + p.h / 2;
  const shares = [0.38, 0.26, 0.18, 0.11, 0.07];
  let a = -Math.PI / 2;
  let out = "";
  shares.forEach((s, i) => {
    const a1 = a + s * Math.PI * 2;
    out += `<path d="${arcPath(cx, cy, r, a, a1, hole ? r * 0.58 : 0)}" fill="${A[i]}" stroke="${ink.card}" stroke-width="2"/>`;
    a = a1;
  });
  const lx = cx + r + 24;
  return out + legend(lx, cy - 52, p.x + p.w - lx - 24, 5);
}

/** Draws a simplified, recognisable picture of a chart kind inside its plot area. */
export function chartGlyph(kind: ChartKind, p: PlotArea, seed: number): string {
  const rnd = seeded(seed);
  switch (kind) {
    case "line": {
      const a = points(p, series(12, rnd, 0.6));
      const b = points(p, series(12, rnd, 0.2).map((v) => v * 0.8));
      return gridLines(p) + polyline(b, A[3], 2.5, "6 5") + polyline(a, A[0], 3);
    }
    case "area": {
      const pts = points(p, series(14, rnd, 0.7));
      const path = `M${r1(p.x)} ${r1(p.y + p.h)} ${pts.map(([x, y]) => `L${r1(x)} ${r1(y)}`).join(" ")} L${r1(p.x + p.w)} ${r1(p.y + p.h)} Z`;
      return gridLines(p) + `<path d="${path}" fill="${A[4]}"/>` + polyline(pts, A[0], 3);
    }
    case "combo": {
      const n = 12;
      const bw = (p.w / n) * 0.56;
      const vals = series(n, rnd, 0.4);
      let out = gridLines(p);
      vals.forEach((v, i) => {
        const h = p.h * v * 0.85;
        out += rect(p.x + (p.w / n) * (i + 0.22), p.y + p.h - h, bw, h, A[3], 'rx="2"');
      });
      const line = vals.map((_, i) => Math.min(0.95, 0.45 + i * 0.035 + (rnd() - 0.5) * 0.06));
      const pts = line.map((v, i) => [p.x + (p.w / n) * (i + 0.5), p.y + p.h * (1 - v)] as [number, number]);
      return out + polyline(pts, A[0], 3);
    }
    case "bar": {
      const n = Math.max(3, Math.min(7, Math.floor(p.h / 30)));
      const gap = p.h / n;
      const labelW = Math.min(90, p.w * 0.22);
      let out = "";
      for (let i = 0; i < n; i++) {
        const y = p.y + i * gap + gap * 0.2;
        out += rect(p.x, y + gap * 0.18, labelW * (0.6 + rnd() * 0.4), 8, ink.placeholder, 'rx="4"');
        out += rect(p.x + labelW + 10, y, (p.w - labelW - 10) * (0.95 - i * (0.6 / n)), gap * 0.6, i === 0 ? A[0] : A[2], 'rx="3"');
      }
      return out;
    }
    case "column":
    case "histogram": {
      const n = kind === "histogram" ? 14 : 8;
      const slot = p.w / n;
      const bw = kind === "histogram" ? slot - 2 : slot * 0.6;
      let out = gridLines(p);
      for (let i = 0; i < n; i++) {
        const v = kind === "histogram" ? 0.1 + 0.85 * Math.exp(-(((i - n / 2 + 0.5) / (n / 4.5)) ** 2)) : 0.3 + rnd() * 0.6;
        out += rect(p.x + i * slot + (slot - bw) / 2, p.y + p.h * (1 - v), bw, p.h * v, kind === "histogram" ? A[1] : A[i % 2 === 0 ? 0 : 2], 'rx="2"');
      }
      return out;
    }
    case "stacked-bar": {
      const n = Math.max(3, Math.min(6, Math.floor(p.h / 34)));
      const gap = p.h / n;
      let out = "";
      for (let i = 0; i < n; i++) {
        const y = p.y + i * gap + gap * 0.2;
        let x = p.x;
        const total = p.w * (0.65 + rnd() * 0.35);
        [0.45, 0.33, 0.22].forEach((s, k) => {
          out += rect(x, y, total * s - 2, gap * 0.6, A[k * 2], 'rx="2"');
          x += total * s;
        });
      }
      return out;
    }
    case "pie":
      return pieLike(p, false);
    case "donut":
      return pieLike(p, true);
    case "scatter": {
      let out = gridLines(p);
      for (let i = 0; i < 34; i++) {
        const t = rnd();
        const x = p.x + 8 + t * (p.w - 16);
        const y = p.y + p.h - 8 - (t * 0.7 + rnd() * 0.3) * (p.h - 16);
        out += `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(3.5 + rnd() * 3)}" fill="${A[1]}" fill-opacity="0.7"/>`;
      }
      return out;
    }
    case "heatmap": {
      const rows = 7;
      const cols = Math.max(8, Math.min(24, Math.floor(p.w / 26)));
      const cw = p.w / cols;
      const ch = p.h / rows;
      let out = "";
      for (let r = 0; r < rows; r++) {
        for (let c = 0; c < cols; c++) {
          const v = Math.min(1, 0.15 + 0.6 * Math.sin((c / cols) * Math.PI) * (r < 5 ? 1 : 0.5) + rnd() * 0.3);
          out += rect(p.x + c * cw + 1, p.y + r * ch + 1, cw - 2, ch - 2, A[Math.min(5, Math.floor((1 - v) * 6))], 'rx="2"');
        }
      }
      return out;
    }
    case "map": {
      // A tile map: hexagons laid out like a landmass, shaded by value.
      const size = Math.max(9, Math.min(16, p.h / 11));
      const w = Math.sqrt(3) * size;
      const cols = Math.floor(p.w / w) - 1;
      const rows = Math.floor(p.h / (size * 1.5)) - 1;
      const cx0 = p.x + (p.w - cols * w) / 2;
      const cy0 = p.y + (p.h - rows * size * 1.5) / 2 + size / 2;
      let out = "";
      for (let r = 0; r < rows; r++) {
        for (let c = 0; c < cols; c++) {
          const nx = (c - cols / 2) / (cols / 2);
          const ny = (r - rows / 2) / (rows / 2);
          const blob = nx * nx * 0.9 + ny * ny + 0.35 * Math.sin(c * 0.9 + r * 1.7);
          if (blob > 0.95) continue;
          const x = cx0 + c * w + (r % 2) * (w / 2);
          const y = cy0 + r * size * 1.5;
          const hex = Array.from({ length: 6 }, (_, k) => {
            const a = (Math.PI / 3) * k + Math.PI / 6;
            return `${r1(x + (size - 1) * Math.cos(a))},${r1(y + (size - 1) * Math.sin(a))}`;
          }).join(" ");
          out += `<polygon points="${hex}" fill="${A[Math.floor(rnd() * 5)]}"/>`;
        }
      }
      return out;
    }
    case "funnel": {
      const n = 5;
      const h = p.h / n;
      const cx = p.x + p.w / 2;
      const maxW = Math.min(p.w, p.h * 1.8);
      let out = "";
      for (let i = 0; i < n; i++) {
        const top = maxW * (1 - i * 0.17);
        const bottom = maxW * (1 - (i + 1) * 0.17);
        const y = p.y + i * h;
        out += `<polygon points="${r1(cx - top / 2)},${r1(y)} ${r1(cx + top / 2)},${r1(y)} ${r1(cx + bottom / 2)},${r1(y + h - 3)} ${r1(cx - bottom / 2)},${r1(y + h - 3)}" fill="${A[i]}"/>`;
      }
      return out;
    }
    case "gauge": {
      // The arc, its stroke and round caps must all stay inside the plot area.
      const r0 = Math.min(p.w / 2, p.h * 0.85);
      const stroke = Math.max(12, r0 * 0.18);
      const r = r0 - stroke / 2 - 4;
      const cx = p.x + p.w / 2;
      const cy = p.y + (p.h - (r + stroke)) / 2 + r + stroke / 2;
      const arc = (a0: number, a1: number, colour: string) =>
        `<path d="M${r1(cx + r * Math.cos(a0))} ${r1(cy + r * Math.sin(a0))} A${r1(r)} ${r1(r)} 0 0 1 ${r1(cx + r * Math.cos(a1))} ${r1(cy + r * Math.sin(a1))}" fill="none" stroke="${colour}" stroke-width="${r1(stroke)}" stroke-linecap="round"/>`;
      const value = Math.PI + Math.PI * 0.68;
      return (
        arc(Math.PI, 2 * Math.PI, ink.placeholderLight) +
        arc(Math.PI, value, A[0]) +
        rect(cx - r * 0.3, cy - r * 0.28, r * 0.6, Math.max(12, r * 0.16), ink.placeholder, 'rx="6"')
      );
    }
    case "treemap": {
      const cells: [number, number, number, number, number][] = [
        [0, 0, 0.5, 1, 0],
        [0.5, 0, 0.5, 0.55, 1],
        [0.5, 0.55, 0.28, 0.45, 2],
        [0.78, 0.55, 0.22, 0.25, 3],
        [0.78, 0.8, 0.22, 0.2, 4],
      ];
      return cells.map(([x, y, w, h, i]) => rect(p.x + x * p.w + 1, p.y + y * p.h + 1, w * p.w - 2, h * p.h - 2, A[i], 'rx="3"')).join("");
    }
    case "waterfall": {
      const steps = [0.55, 0.12, 0.08, -0.1, 0.15, -0.06];
      const n = steps.length + 1;
      const slot = p.w / n;
      let level = 0;
      let out = gridLines(p);
      const scale = p.h / 0.85;
      steps.forEach((s, i) => {
        const from = level;
        level += s;
        const top = Math.max(from, level);
        const colour = i === 0 ? A[0] : s >= 0 ? A[2] : ink.negative;
        out += rect(p.x + i * slot + slot * 0.18, p.y + p.h - top * scale, slot * 0.64, Math.abs(s) * scale, colour, 'rx="2"');
      });
      out += rect(p.x + steps.length * slot + slot * 0.18, p.y + p.h - level * scale, slot * 0.64, level * scale, A[0], 'rx="2"');
      return out;
    }
    case "sankey": {
      const nodeW = 12;
      const colsX = [p.x, p.x + p.w / 2 - nodeW / 2, p.x + p.w - nodeW];
      const left = [0.5, 0.3, 0.2];
      const mid = [0.6, 0.4];
      const right = [0.35, 0.4, 0.25];
      const stack = (shares: number[]) => {
        const gap = 8;
        const usable = p.h - gap * (shares.length - 1);
        let y = p.y;
        return shares.map((s) => {
          const box = { y, h: usable * s };
          y += usable * s + gap;
          return box;
        });
      };
      const L = stack(left);
      const M = stack(mid);
      const R = stack(right);
      const band = (x0: number, y0: number, h0: number, x1: number, y1: number, colour: string) => {
        const mx = (x0 + x1) / 2;
        return `<path d="M${r1(x0)} ${r1(y0)} C${r1(mx)} ${r1(y0)} ${r1(mx)} ${r1(y1)} ${r1(x1)} ${r1(y1)} L${r1(x1)} ${r1(y1 + h0)} C${r1(mx)} ${r1(y1 + h0)} ${r1(mx)} ${r1(y0 + h0)} ${r1(x0)} ${r1(y0 + h0)} Z" fill="${colour}" fill-opacity="0.55"/>`;
      };
      let out = "";
      let mOffset = [0, 0];
      L.forEach((l, i) => {
        const to = i === 0 ? 0 : 1;
        out += band(colsX[0] + nodeW, l.y, l.h * 0.98, colsX[1], M[to].y + mOffset[to], A[2 + (i % 3)]);
        mOffset = mOffset.map((o, k) => (k === to ? o + l.h * 0.98 : o));
      });
      R.forEach((r, i) => {
        const from = i < 2 ? 0 : 1;
        out += band(colsX[1] + nodeW, M[from].y + (i === 1 ? R[0].h : 0), r.h * 0.95, colsX[2], r.y, A[3]);
      });
      for (const [x, boxes] of [[colsX[0], L], [colsX[1], M], [colsX[2], R]] as const) {
        for (const b of boxes) out += rect(x, b.y, nodeW, b.h, A[0], 'rx="2"');
      }
      return out;
    }
    case "radar": {
      const r = Math.min(p.w, p.h) / 2 - 6;
      const cx = p.x + p.w / 2;
      const cy = p.y + p.h / 2;
      const n = 6;
      const ring = (k: number, values?: number[]) =>
        Array.from({ length: n }, (_, i) => {
          const a = -Math.PI / 2 + (2 * Math.PI * i) / n;
          const rr = r * (values ? values[i] : k);
          return `${r1(cx + rr * Math.cos(a))},${r1(cy + rr * Math.sin(a))}`;
        }).join(" ");
      let out = "";
      for (const k of [1, 0.66, 0.33]) out += `<polygon points="${ring(k)}" fill="none" stroke="${ink.grid}" stroke-width="1.5"/>`;
      out += `<polygon points="${ring(0, [0.9, 0.6, 0.75, 0.45, 0.8, 0.55])}" fill="${A[3]}" fill-opacity="0.6" stroke="${A[0]}" stroke-width="2.5"/>`;
      return out;
    }
    case "box-plot": {
      const n = 5;
      const slot = p.w / n;
      let out = gridLines(p);
      for (let i = 0; i < n; i++) {
        const mid = 0.35 + rnd() * 0.3;
        const spread = 0.12 + rnd() * 0.1;
        const cx = p.x + slot * (i + 0.5);
        const y = (v: number) => p.y + p.h * (1 - v);
        out += `<line x1="${r1(cx)}" y1="${r1(y(mid + spread * 2.2))}" x2="${r1(cx)}" y2="${r1(y(mid - spread * 2))}" stroke="${A[1]}" stroke-width="2"/>`;
        out += rect(cx - slot * 0.25, y(mid + spread), slot * 0.5, (spread * 2) * p.h, A[4], `stroke="${A[1]}" stroke-width="2" rx="2"`);
        out += `<line x1="${r1(cx - slot * 0.25)}" y1="${r1(y(mid))}" x2="${r1(cx + slot * 0.25)}" y2="${r1(y(mid))}" stroke="${A[0]}" stroke-width="2.5"/>`;
      }
      return out;
    }
  }
}

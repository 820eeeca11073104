import { chartKinds } from "./chart-kinds";
import { chartGlyph } from "./chart-glyphs";
import type { ChartBlock, KpiBlock, LayoutPlan, TableBlock } from "./plan";
import { hashText, ink, r1, rect, seeded, text } from "./svg-kit";

const CARD = `fill="${ink.card}" stroke="${ink.border}" stroke-width="1" rx="10"`;

function card(x: number, y: number, w: number, h: number): string {
  return `<rect x="${r1(x) + 0.5}" y="${r1(y) + 0.5}" width="${r1(w) - 1}" height="${r1(h) - 1}" ${CARD}/>`;
}

function header(plan: LayoutPlan): string {
  const { x, y, w } = plan.header;
  let out = text(x, y + 30, plan.title, { size: 24, bold: true, fill: ink.title, maxWidth: w * 0.55 });
  out += text(x, y + 54, "Wireframe · 12-column grid", { size: 12, fill: ink.faint });
  // Filter chips, right-aligned, each sized to its label.
  let right = x + w;
  for (const f of [...plan.filters].reverse()) {
    const chipW = Math.max(96, f.length * 7.4 + 44);
    const cx = right - chipW;
    out += `<rect x="${r1(cx) + 0.5}" y="${r1(y + 14) + 0.5}" width="${r1(chipW) - 1}" height="35" rx="8" fill="${ink.card}" stroke="${ink.border}"/>`;
    out += text(cx + 14, y + 37, f, { size: 13, fill: ink.label, maxWidth: chipW - 36 });
    out += `<path d="M${r1(cx + chipW - 20)} ${r1(y + 28)} l4 4 l4 -4" fill="none" stroke="${ink.faint}" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round"/>`;
    right = cx - 10;
  }
  return out;
}

function kpi(k: KpiBlock, i: number): string {
  const rnd = seeded(hashText(k.label) + i);
  let out = card(k.x, k.y, k.w, k.h);
  out += text(k.x + 18, k.y + 30, k.label, { size: 14, fill: ink.label, maxWidth: k.w - 36 });
  // The value is a placeholder bar: a wireframe shows where a number goes, not a made-up number.
  out += rect(k.x + 18, k.y + 46, Math.min(130, k.w * 0.45), 24, ink.placeholder, 'rx="5"');
  const up = rnd() > 0.3;
  out += text(k.x + 18, k.y + 90, up ? "▲ vs last period" : "▼ vs last period", {
    size: 11,
    fill: up ? ink.positive : ink.negative,
    maxWidth: k.w * 0.5,
  });
  // A sparkline on the right when the card is wide enough.
  if (k.w > 180) {
    const sx = k.x + k.w * 0.58;
    const sw = k.w * 0.42 - 18;
    const vals = Array.from({ length: 8 }, (_, j) => 0.3 + (up ? j * 0.07 : 0.5 - j * 0.05) + rnd() * 0.15);
    const pts = vals.map((v, j) => `${r1(sx + (sw * j) / 7)},${r1(k.y + 84 - v * 40)}`).join(" ");
    out += `<polyline points="${pts}" fill="none" stroke="${ink.accent[2]}" stroke-width="2.2" stroke-linejoin="round" stroke-linecap="round"/>`;
  }
  return out;
}

function chart(c: ChartBlock): string {
  let out = card(c.x, c.y, c.w, c.h);
  out += text(c.x + 20, c.y + 32, c.title, { size: 16, bold: true, fill: ink.title, maxWidth: c.w - 40 });
  out += text(c.x + 20, c.y + 52, `${chartKinds[c.kind].label} · ${c.span} of 12 columns`, { size: 12, fill: ink.faint, maxWidth: c.w - 40 });
  const plot = { x: c.x + 22, y: c.y + 74, w: c.w - 44, h: c.h - 96 };
  return out + chartGlyph(c.kind, plot, hashText(c.title));
}

function table(t: TableBlock): string {
  let out = card(t.x, t.y, t.w, t.h);
  out += text(t.x + 20, t.y + 32, t.title, { size: 16, bold: true, fill: ink.title, maxWidth: t.w - 40 });
  const cols = t.columns.length > 0 ? t.columns : ["", "", "", ""];
  const innerX = t.x + 20;
  const innerW = t.w - 40;
  const colW = innerW / cols.length;
  const headY = t.y + 50;
  out += rect(innerX, headY, innerW, 34, ink.grid, 'rx="6"');
  cols.forEach((name, i) => {
    const cx = innerX + i * colW + 12;
    if (name) out += text(cx, headY + 22, name, { size: 12, bold: true, fill: ink.label, maxWidth: colW - 20 });
    else out += rect(cx, headY + 13, Math.min(70, colW * 0.5), 8, ink.placeholder, 'rx="4"');
  });
  const rnd = seeded(hashText(t.title));
  const rowH = 34;
  const rows = Math.floor((t.h - 96) / rowH);
  for (let r = 0; r < rows; r++) {
    const ry = headY + 34 + r * rowH;
    cols.forEach((_, i) => {
      const w = Math.min(colW - 24, colW * (i === 0 ? 0.55 + rnd() * 0.25 : 0.3 + rnd() * 0.3));
      out += rect(innerX + i * colW + 12, ry + 13, w, 8, i === 0 ? ink.placeholder : ink.placeholderLight, 'rx="4"');
    });
    if (r < rows - 1) out += `<line x1="${r1(innerX)}" y1="${r1(ry + rowH)}" x2="${r1(innerX + innerW)}" y2="${r1(ry + rowH)}" stroke="${ink.grid}"/>`;
  }
  return out;
}

/** The whole wireframe as one SVG document (text as real text, drawn with DejaVu Sans). */
export function renderLayoutSvg(plan: LayoutPlan): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${plan.width}" height="${plan.height}" viewBox="0 0 ${plan.width} ${plan.height}">`,
    rect(0, 0, plan.width, plan.height, ink.page),
    header(plan),
    ...plan.kpis.map(kpi),
    ...plan.charts.map(chart),
    ...plan.tables.map(table),
    "</svg>",
  ].join("");
}

import type { ReactNode } from "react";

/**
 * Hand-drawn pictures of the twenty chart types: small SVGs on a 120×80 canvas, coloured with
 * theme-aware Tailwind classes so they read well in light and dark mode.
 */
const c1 = "fill-indigo-500 dark:fill-indigo-400";
const c2 = "fill-sky-400 dark:fill-sky-300";
const c3 = "fill-amber-400 dark:fill-amber-300";
const c4 = "fill-rose-400 dark:fill-rose-400";
const c5 = "fill-emerald-500 dark:fill-emerald-400";
const s1 = "stroke-indigo-500 dark:stroke-indigo-400";
const s2 = "stroke-sky-400 dark:stroke-sky-300";
const axis = "stroke-muted-foreground/45";
const grid = "stroke-muted-foreground/20";
const gap = "stroke-card";

function Axes() {
  return <path d="M10 6 V70 H114" className={axis} strokeWidth={1.5} fill="none" strokeLinecap="round" />;
}

function polar(cx: number, cy: number, r: number, turn: number): [number, number] {
  const a = turn * 2 * Math.PI - Math.PI / 2;
  return [cx + r * Math.cos(a), cy + r * Math.sin(a)];
}

/** An annular sector between two radii from one fraction of a turn to another (r0 = 0 for a pie slice). */
function sector(cx: number, cy: number, r0: number, r1: number, from: number, to: number): string {
  const large = to - from > 0.5 ? 1 : 0;
  const [x1, y1] = polar(cx, cy, r1, from);
  const [x2, y2] = polar(cx, cy, r1, to);
  if (r0 === 0) return `M${cx} ${cy} L${x1} ${y1} A${r1} ${r1} 0 ${large} 1 ${x2} ${y2} Z`;
  const [x3, y3] = polar(cx, cy, r0, to);
  const [x4, y4] = polar(cx, cy, r0, from);
  return `M${x1} ${y1} A${r1} ${r1} 0 ${large} 1 ${x2} ${y2} L${x3} ${y3} A${r0} ${r0} 0 ${large} 0 ${x4} ${y4} Z`;
}

function Slices({ r0, r1, parts, cx = 60, cy = 40 }: { r0: number; r1: number; parts: [number, string][]; cx?: number; cy?: number }) {
  let at = 0;
  return (
    <>
      {parts.map(([share, cls], i) => {
        const d = sector(cx, cy, r0, r1, at, at + share);
        at += share;
        return <path key={i} d={d} className={`${cls} ${gap}`} strokeWidth={1.5} strokeLinejoin="round" />;
      })}
    </>
  );
}

const pictures: Record<string, ReactNode> = {
  bar: (
    <>
      <Axes />
      {[30, 48, 22, 56, 40].map((h, i) => (
        <rect key={i} x={18 + i * 19} y={70 - h} width={13} height={h} rx={2} className={i === 3 ? c1 : c2} />
      ))}
    </>
  ),
  line: (
    <>
      <Axes />
      <path d="M16 62 L32 56 L48 59 L64 48 L80 51 L100 40" fill="none" className={s2} strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" />
      <path d="M16 56 L32 44 L48 49 L64 30 L80 35 L100 16" fill="none" className={s1} strokeWidth={2.5} strokeLinecap="round" strokeLinejoin="round" />
      {[[16, 56], [32, 44], [48, 49], [64, 30], [80, 35], [100, 16]].map(([x, y], i) => (
        <circle key={i} cx={x} cy={y} r={3} className={`${c1} ${gap}`} strokeWidth={1.5} />
      ))}
    </>
  ),
  pie: <Slices r0={0} r1={32} parts={[[0.45, c1], [0.25, c2], [0.18, c3], [0.12, c4]]} />,
  "scatter-plot": (
    <>
      <Axes />
      <path d="M16 64 L108 14" className={`${s1} opacity-40`} strokeWidth={1.5} strokeDasharray="4 3" />
      {[[18, 60], [24, 52], [30, 58], [38, 48], [44, 50], [50, 40], [56, 46], [62, 36], [70, 38], [76, 28], [84, 30], [92, 22], [100, 24], [104, 12], [40, 28]].map(([x, y], i) => (
        <circle key={i} cx={x} cy={y} r={3} className={i === 14 ? c4 : c1} fillOpacity={0.85} />
      ))}
    </>
  ),
  area: (
    <>
      <Axes />
      <path d="M12 48 L30 40 L48 44 L66 28 L84 32 L110 16 V70 H12 Z" className={c2} fillOpacity={0.55} />
      <path d="M12 60 L30 54 L48 57 L66 46 L84 50 L110 38 V70 H12 Z" className={c1} fillOpacity={0.85} />
      <path d="M12 48 L30 40 L48 44 L66 28 L84 32 L110 16" fill="none" className={s2} strokeWidth={2} strokeLinejoin="round" />
    </>
  ),
  histogram: (
    <>
      <Axes />
      {[6, 14, 26, 40, 52, 46, 32, 20, 10, 4].map((h, i) => (
        <rect key={i} x={13 + i * 10} y={70 - h} width={10} height={h} className={`${c1} ${gap}`} strokeWidth={1} />
      ))}
    </>
  ),
  heatmap: (
    <>
      {[
        [0.15, 0.3, 0.5, 0.35, 0.2, 0.1, 0.15],
        [0.3, 0.55, 0.85, 0.7, 0.4, 0.2, 0.25],
        [0.25, 0.6, 1, 0.9, 0.55, 0.3, 0.2],
        [0.1, 0.25, 0.45, 0.5, 0.3, 0.15, 0.1],
      ].flatMap((row, r) =>
        row.map((v, c) => (
          <rect key={`${r}-${c}`} x={8 + c * 15.2} y={6 + r * 17.5} width={14} height={16} rx={2} className={c1} fillOpacity={0.12 + v * 0.88} />
        )),
      )}
    </>
  ),
  treemap: (
    <g className={gap} strokeWidth={2}>
      <rect x={6} y={6} width={58} height={68} rx={3} className={c1} />
      <rect x={64} y={6} width={50} height={38} rx={3} className={c2} />
      <rect x={64} y={44} width={28} height={30} rx={3} className={c3} />
      <rect x={92} y={44} width={22} height={30} rx={3} className={c4} />
      <rect x={6} y={48} width={30} height={26} rx={3} className={c1} fillOpacity={0.7} />
      <rect x={36} y={48} width={28} height={26} rx={3} className={c1} fillOpacity={0.5} />
    </g>
  ),
  waterfall: (
    <>
      <Axes />
      <rect x={15} y={40} width={13} height={30} rx={1.5} className={c1} />
      <rect x={33} y={24} width={13} height={16} rx={1.5} className={c5} />
      <rect x={51} y={24} width={13} height={20} rx={1.5} className={c4} />
      <rect x={69} y={18} width={13} height={26} rx={1.5} className={c5} />
      <rect x={87} y={18} width={13} height={52} rx={1.5} className={c1} />
      <path d="M28 40 H33 M46 24 H51 M64 44 H69 M82 18 H87" className={axis} strokeWidth={1} strokeDasharray="2 2" />
    </>
  ),
  funnel: (
    <>
      {[
        [8, 112, 0.95],
        [20, 100, 0.8],
        [32, 88, 0.65],
        [44, 76, 0.5],
      ].map(([l, r, o], i) => (
        <path key={i} d={`M${l} ${6 + i * 18} H${r} L${r - 10} ${22 + i * 18} H${l + 10} Z`} className={c1} fillOpacity={o} />
      ))}
    </>
  ),
  gauge: (
    <>
      <path d={sector(60, 66, 34, 46, -0.25, -0.1)} className={c4} />
      <path d={sector(60, 66, 34, 46, -0.1, 0.08)} className={c3} />
      <path d={sector(60, 66, 34, 46, 0.08, 0.25)} className={c5} />
      <path d="M60 66 L86 44" className={`${s1} dark:stroke-indigo-300`} strokeWidth={3} strokeLinecap="round" />
      <circle cx={60} cy={66} r={5} className={c1} />
    </>
  ),
  radar: (
    <>
      {[30, 20, 10].map((r) => (
        <polygon
          key={r}
          points={[0, 1, 2, 3, 4].map((k) => polar(60, 42, r, k / 5).join(",")).join(" ")}
          fill="none"
          className={grid}
          strokeWidth={1}
        />
      ))}
      {[0, 1, 2, 3, 4].map((k) => {
        const [x, y] = polar(60, 42, 30, k / 5);
        return <line key={k} x1={60} y1={42} x2={x} y2={y} className={grid} strokeWidth={1} />;
      })}
      <polygon
        points={[26, 18, 28, 12, 22].map((r, k) => polar(60, 42, r, k / 5).join(",")).join(" ")}
        className={`${c2} ${s2}`}
        fillOpacity={0.35}
        strokeWidth={1.5}
      />
      <polygon
        points={[18, 28, 14, 24, 27].map((r, k) => polar(60, 42, r, k / 5).join(",")).join(" ")}
        className={`${c1} ${s1}`}
        fillOpacity={0.4}
        strokeWidth={2}
        strokeLinejoin="round"
      />
    </>
  ),
  bubble: (
    <>
      <Axes />
      {[[24, 56, 6, c2], [40, 42, 11, c1], [62, 50, 7, c3], [74, 28, 14, c1], [96, 20, 9, c4], [92, 52, 5, c2]].map(([x, y, r, cls], i) => (
        <circle key={i} cx={x as number} cy={y as number} r={r as number} className={cls as string} fillOpacity={0.7} />
      ))}
    </>
  ),
  "box-plot": (
    <>
      <Axes />
      {[
        [28, 14, 30, 40, 48, 62],
        [60, 20, 34, 42, 52, 64],
        [92, 10, 22, 28, 38, 52],
      ].map(([x, top, q3, med, q1, bottom], i) => (
        <g key={i}>
          <path d={`M${x} ${top} V${q3} M${x} ${q1} V${bottom} M${x - 6} ${top} H${x + 6} M${x - 6} ${bottom} H${x + 6}`} className={axis} strokeWidth={1.5} />
          <rect x={x - 11} y={q3} width={22} height={q1 - q3} rx={2} className={`${i === 1 ? c1 : c2}`} fillOpacity={0.85} />
          <path d={`M${x - 11} ${med} H${x + 11}`} className="stroke-card" strokeWidth={2.5} />
        </g>
      ))}
      <circle cx={92} cy={62} r={2.5} className={c4} />
    </>
  ),
  sankey: (
    <>
      <path d="M18 8 C60 8 60 6 102 6 V26 C60 26 60 28 18 28 Z" className={c1} fillOpacity={0.45} />
      <path d="M18 28 C60 28 60 34 102 34 V46 C60 46 60 40 18 40 Z" className={c2} fillOpacity={0.55} />
      <path d="M18 40 C60 40 60 54 102 54 V60 C60 60 60 46 18 46 Z" className={c3} fillOpacity={0.6} />
      <path d="M18 52 C60 52 60 60 102 60 V74 C60 74 60 72 18 72 Z" className={c4} fillOpacity={0.5} />
      <rect x={10} y={8} width={8} height={38} rx={1.5} className={c1} />
      <rect x={10} y={52} width={8} height={20} rx={1.5} className={c4} />
      <rect x={102} y={6} width={8} height={20} rx={1.5} className={c1} />
      <rect x={102} y={34} width={8} height={26} rx={1.5} className={c2} />
      <rect x={102} y={60} width={8} height={14} rx={1.5} className={c4} />
    </>
  ),
  donut: (
    <>
      <Slices r0={19} r1={32} parts={[[0.52, c1], [0.26, c2], [0.22, c3]]} />
      <text x={60} y={44} textAnchor="middle" className="fill-foreground text-[11px] font-semibold">
        52%
      </text>
    </>
  ),
  "stacked-bar": (
    <>
      <Axes />
      {[
        [18, 14, 10],
        [24, 18, 12],
        [14, 12, 8],
        [28, 16, 14],
        [22, 20, 10],
      ].map((segs, i) => {
        let y = 70;
        return (
          <g key={i}>
            {segs.map((h, k) => {
              y -= h;
              return <rect key={k} x={18 + i * 19} y={y} width={13} height={h} className={`${[c1, c2, c3][k]} ${gap}`} strokeWidth={1} />;
            })}
          </g>
        );
      })}
    </>
  ),
  candlestick: (
    <>
      <path d="M10 70 H114" className={axis} strokeWidth={1.5} />
      {[
        [18, 50, 60, 44, 66],
        [32, 42, 52, 36, 58],
        [46, 46, 36, 30, 50],
        [60, 34, 24, 18, 40],
        [74, 28, 36, 22, 44],
        [88, 34, 22, 14, 40],
        [102, 20, 12, 6, 26],
      ].map(([x, open, close, high, low], i) => {
        const up = close < open;
        const cls = up ? c5 : c4;
        return (
          <g key={i}>
            <line x1={x} y1={high} x2={x} y2={low} className={up ? "stroke-emerald-500 dark:stroke-emerald-400" : "stroke-rose-400"} strokeWidth={1.5} />
            <rect x={x - 4.5} y={Math.min(open, close)} width={9} height={Math.abs(open - close)} rx={1} className={cls} />
          </g>
        );
      })}
    </>
  ),
  gantt: (
    <>
      {[0, 1, 2, 3, 4].map((r) => (
        <line key={r} x1={6} x2={114} y1={12 + r * 14} y2={12 + r * 14} className={grid} strokeWidth={0.75} />
      ))}
      {[
        [8, 32, c1],
        [26, 30, c1],
        [44, 40, c2],
        [60, 34, c2],
        [76, 26, c3],
      ].map(([x, w, cls], r) => (
        <rect key={r} x={x as number} y={14 + r * 14} width={w as number} height={9} rx={2.5} className={cls as string} />
      ))}
      <path d="M110 69 l5.5 5.5 l-5.5 5.5 l-5.5 -5.5 Z" className={c4} />
      <line x1={70} x2={70} y1={6} y2={76} className={`${s1} opacity-60`} strokeWidth={1.5} strokeDasharray="3 2" />
    </>
  ),
  sunburst: (
    <>
      <circle cx={60} cy={40} r={11} className={c1} />
      <Slices r0={12} r1={22} parts={[[0.5, c1], [0.3, c2], [0.2, c3]]} />
      <Slices
        r0={23}
        r1={34}
        parts={[
          [0.3, c1],
          [0.2, c1],
          [0.18, c2],
          [0.12, c2],
          [0.12, c3],
          [0.08, c3],
        ]}
      />
    </>
  ),
};

export function ChartPicture({ slug, name }: { slug: string; name: string }) {
  return (
    <svg viewBox="0 0 120 80" role="img" aria-label={`${name} chart illustration`} className="h-auto w-full max-w-[15rem]">
      {pictures[slug]}
    </svg>
  );
}

export const pictureSlugs = Object.keys(pictures);

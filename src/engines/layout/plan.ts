import { chartKinds, timeKinds, type ChartKind } from "./chart-kinds";
import { presetFor } from "./domains";
import { dashboardTitle, detectFilters, parseCharts, parseKpis, parseTables, type ChartSpec, type TableSpec } from "./parse";

export interface LayoutInput {
  description: string;
  kpis: string;
  tableViews: string;
  chartTypes: string;
}

/** The page grid: 12 columns with fixed margins and gutters, as most BI tools and design kits use. */
export const GRID = { width: 1280, columns: 12, margin: 32, gutter: 20 } as const;
const COLUMN_WIDTH = (GRID.width - 2 * GRID.margin - (GRID.columns - 1) * GRID.gutter) / GRID.columns;
const HEIGHTS = { header: 64, kpi: 104, heroChart: 320, chart: 280, smallChart: 260, table: 300, sectionGap: 28, rowGap: GRID.gutter } as const;

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
  /** First grid column (0-based) and number of columns. */
  col: number;
  span: number;
  /** Row within its section (0-based). */
  row: number;
}

export interface KpiBlock extends Box {
  label: string;
}
export interface ChartBlock extends Box, ChartSpec {
  /** 1 = most important; the order the user listed them in. */
  rank: number;
}
export interface TableBlock extends Box, TableSpec {}

export interface LayoutPlan {
  title: string;
  filters: string[];
  domain: string;
  width: number;
  height: number;
  header: Box;
  kpis: KpiBlock[];
  charts: ChartBlock[];
  tables: TableBlock[];
  /** Which sections were filled in from the description because the field was 'Not specified'. */
  suggested: { kpis: boolean; charts: boolean; tables: boolean };
  /** Items left off because the page holds at most so many. */
  dropped: { kpis: number; charts: number; tables: number };
}

/** x and width in px of a run of grid columns. */
export function columnsToPx(col: number, span: number): { x: number; w: number } {
  return {
    x: GRID.margin + col * (COLUMN_WIDTH + GRID.gutter),
    w: span * COLUMN_WIDTH + (span - 1) * GRID.gutter,
  };
}

/**
 * Packs charts into rows of 12 columns in order of importance: each takes its preferred width; the
 * next chart that fits the room left joins the row (looking ahead a little, so a wide trend and a
 * narrow donut share a row instead of leaving a hole); leftover columns go to the row's charts,
 * most important first.
 */
export function packCharts(charts: ChartSpec[]): { spec: ChartSpec; rank: number; span: number }[][] {
  const queue = charts.map((spec, i) => ({ spec, rank: i + 1 }));
  const rows: { spec: ChartSpec; rank: number; span: number }[][] = [];
  const LOOK_AHEAD = 3;
  while (queue.length > 0) {
    const first = queue.shift()!;
    const row = [{ ...first, span: chartKinds[first.spec.kind].span.preferred }];
    let remaining = GRID.columns - row[0].span;
    while (remaining > 0 && queue.length > 0) {
      const window = queue.slice(0, LOOK_AHEAD);
      let j = window.findIndex((c) => chartKinds[c.spec.kind].span.preferred <= remaining);
      let span = j >= 0 ? chartKinds[window[j].spec.kind].span.preferred : 0;
      if (j < 0) {
        j = window.findIndex((c) => chartKinds[c.spec.kind].span.min <= remaining);
        span = remaining;
      }
      if (j < 0) break;
      const [taken] = queue.splice(j, 1);
      row.push({ ...taken, span });
      remaining -= span;
    }
    // Give leftover columns to charts below their maximum, most important first; a lone chart takes all.
    let leftover = GRID.columns - row.reduce((n, c) => n + c.span, 0);
    while (leftover > 0) {
      const growable = row.filter((c) => c.span < chartKinds[c.spec.kind].span.max);
      const targets = growable.length > 0 ? growable : row;
      for (const c of targets) {
        if (leftover === 0) break;
        c.span++;
        leftover--;
      }
    }
    rows.push(row.sort((a, b) => a.rank - b.rank));
  }
  // A narrow chart left alone on the last row would stretch across the page: squeeze it into the row above.
  const last = rows[rows.length - 1];
  const above = rows[rows.length - 2];
  if (last?.length === 1 && above && chartKinds[last[0].spec.kind].span.max < GRID.columns) {
    const merged = [...above, last[0]];
    const minimum = merged.reduce((n, c) => n + chartKinds[c.spec.kind].span.min, 0);
    if (minimum <= GRID.columns) {
      for (const c of merged) c.span = chartKinds[c.spec.kind].span.min;
      let leftover = GRID.columns - minimum;
      for (let grew = true; leftover > 0 && grew; ) {
        grew = false;
        for (const c of merged) {
          if (leftover > 0 && c.span < chartKinds[c.spec.kind].span.preferred) {
            c.span++;
            leftover--;
            grew = true;
          }
        }
      }
      for (let i = 0; leftover > 0; i = (i + 1) % merged.length, leftover--) merged[i].span++;
      rows.splice(rows.length - 2, 2, merged);
    }
  }
  return rows;
}

function chartRowHeight(rowIndex: number, kinds: ChartKind[]): number {
  if (rowIndex === 0 && kinds.some((k) => timeKinds.has(k))) return HEIGHTS.heroChart;
  return kinds.every((k) => chartKinds[k].span.preferred <= 4) ? HEIGHTS.smallChart : HEIGHTS.chart;
}

/** KPI cards: one row of equal cards up to six, two rows beyond. */
function kpiRows(count: number): number[] {
  if (count === 0) return [];
  if (count <= 6) return [count];
  return [Math.ceil(count / 2), Math.floor(count / 2)];
}

/** Tables: the first full width; the rest side by side in pairs unless they have many columns. */
function tableRows(tables: TableSpec[]): TableSpec[][] {
  const rows: TableSpec[][] = [];
  tables.forEach((t, i) => {
    const last = rows[rows.length - 1];
    const wide = t.columns.length > 5;
    if (i > 0 && !wide && last && last.length === 1 && rows.length > 1 && last[0].columns.length <= 5) last.push(t);
    else rows.push([t]);
  });
  return rows;
}

/** Plans the whole page from the four fields of the form. */
export function planLayout(input: LayoutInput): LayoutPlan {
  const preset = presetFor(`${input.description} ${input.kpis} ${input.chartTypes} ${input.tableViews}`);
  const kpis = parseKpis(input.kpis, preset);
  const { charts, tables: tablesFromCharts } = parseCharts(input.chartTypes, preset);
  const tables = parseTables(input.tableViews, preset);
  const allTables = tables.suggested && tablesFromCharts.length > 0 ? tablesFromCharts : [...tables.items, ...tablesFromCharts];
  const tableItems = allTables.slice(0, 4);

  let y = GRID.margin;
  const header: Box = { x: GRID.margin, y, w: GRID.width - 2 * GRID.margin, h: HEIGHTS.header, col: 0, span: 12, row: 0 };
  y += HEIGHTS.header + HEIGHTS.sectionGap;

  const kpiBlocks: KpiBlock[] = [];
  const innerWidth = GRID.width - 2 * GRID.margin;
  let index = 0;
  kpiRows(kpis.items.length).forEach((perRow, row) => {
    const w = (innerWidth - (perRow - 1) * GRID.gutter) / perRow;
    for (let i = 0; i < perRow; i++) {
      const x = GRID.margin + i * (w + GRID.gutter);
      // Columns are reported only where the cards land on the grid (1, 2, 3, 4, 6 per row).
      const span = GRID.columns % perRow === 0 ? GRID.columns / perRow : 0;
      kpiBlocks.push({ label: kpis.items[index++], x, y, w, h: HEIGHTS.kpi, col: span * i, span, row });
    }
    y += HEIGHTS.kpi + HEIGHTS.rowGap;
  });
  if (kpiBlocks.length > 0) y += HEIGHTS.sectionGap - HEIGHTS.rowGap;

  const chartBlocks: ChartBlock[] = [];
  packCharts(charts.items).forEach((row, r) => {
    const h = chartRowHeight(r, row.map((c) => c.spec.kind));
    let col = 0;
    for (const c of row) {
      chartBlocks.push({ ...c.spec, rank: c.rank, ...columnsToPx(col, c.span), y, h, col, span: c.span, row: r });
      col += c.span;
    }
    y += h + HEIGHTS.rowGap;
  });
  if (chartBlocks.length > 0) y += HEIGHTS.sectionGap - HEIGHTS.rowGap;

  const tableBlocks: TableBlock[] = [];
  tableRows(tableItems).forEach((row, r) => {
    const span = GRID.columns / row.length;
    row.forEach((t, i) => tableBlocks.push({ ...t, ...columnsToPx(i * span, span), y, h: HEIGHTS.table, col: i * span, span, row: r }));
    y += HEIGHTS.table + HEIGHTS.rowGap;
  });
  if (tableBlocks.length > 0) y -= HEIGHTS.rowGap;
  else y -= HEIGHTS.sectionGap;

  return {
    title: dashboardTitle(input.description),
    filters: detectFilters(input.description),
    domain: preset.id,
    width: GRID.width,
    height: Math.round(y + GRID.margin),
    header,
    kpis: kpiBlocks,
    charts: chartBlocks,
    tables: tableBlocks,
    suggested: { kpis: kpis.suggested, charts: charts.suggested, tables: tables.suggested && tablesFromCharts.length === 0 },
    dropped: { kpis: kpis.dropped, charts: charts.dropped, tables: Math.max(0, allTables.length - tableItems.length) + tables.dropped },
  };
}

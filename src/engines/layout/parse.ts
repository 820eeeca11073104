import { chartKinds, type ChartKind } from "./chart-kinds";
import type { DomainPreset } from "./domains";
import { isUnspecified, mentions, sentenceCase, splitList, unique } from "./text";

/** Most a readable dashboard holds; extra items are listed in the description as left out. */
export const LIMITS = { kpis: 8, charts: 8, tables: 4, filters: 3 } as const;

export interface ChartSpec {
  title: string;
  kind: ChartKind;
}

export interface TableSpec {
  title: string;
  columns: string[];
}

export interface Parsed<T> {
  items: T[];
  /** True when the user left the field empty and the items come from the description's domain. */
  suggested: boolean;
  /** Items beyond the limit, left off the layout. */
  dropped: number;
}

function capped<T>(items: T[], max: number, suggested: boolean): Parsed<T> {
  return { items: items.slice(0, max), suggested, dropped: Math.max(0, items.length - max) };
}

export function parseKpis(text: string, preset: DomainPreset): Parsed<string> {
  if (isUnspecified(text)) return capped(preset.kpis, LIMITS.kpis, true);
  return capped(unique(splitList(text).map(sentenceCase)), LIMITS.kpis, false);
}

interface KindMatch {
  kind: ChartKind;
  phrase: string;
}

function longestMatch(item: string, field: "names" | "hints"): KindMatch | null {
  let best: KindMatch | null = null;
  for (const [kind, info] of Object.entries(chartKinds) as [ChartKind, (typeof chartKinds)[ChartKind]][]) {
    for (const phrase of info[field]) {
      if (mentions(item, phrase) && (!best || phrase.length > best.phrase.length)) best = { kind, phrase };
    }
  }
  return best;
}

/** The chart kind an item names ("stacked bar of sales by region") or suggests ("revenue over time"). */
export function detectChartKind(item: string): { kind: ChartKind; named: string | null } | null {
  const named = longestMatch(item, "names");
  if (named) return { kind: named.kind, named: named.phrase };
  const hinted = longestMatch(item, "hints");
  return hinted ? { kind: hinted.kind, named: null } : null;
}

/** Generic titles for a chart the user named only by its kind ("pie"). */
const GENERIC_TITLES: Partial<Record<ChartKind, string>> = {
  line: "Trend over time",
  area: "Cumulative total over time",
  combo: "Actual vs target over time",
  bar: "Comparison by category",
  column: "Comparison by period",
  "stacked-bar": "Composition by category",
  pie: "Share by segment",
  donut: "Share by segment",
  map: "By region",
  funnel: "Conversion funnel",
  gauge: "Progress to target",
  histogram: "Distribution",
  heatmap: "Intensity by day and hour",
  scatter: "Relationship between two measures",
  waterfall: "Change bridge",
  treemap: "Breakdown by hierarchy",
  sankey: "Flow between stages",
  radar: "Profile across dimensions",
  "box-plot": "Spread by group",
};

function chartTitle(item: string, named: string | null): string {
  let t = item;
  if (named) t = t.replace(new RegExp(named.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "i"), " ");
  t = t
    .replace(/\b(charts?|graphs?|plots?|diagrams?|visual(?:isation|ization)?s?)\b/gi, " ")
    .replace(/^\s*(?:a|an|the|of|for|showing|with|to show)\b/i, " ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^(?:of|for|showing|with|on)\s+/i, "")
    .trim();
  return sentenceCase(t);
}

const TABLE_WORDS = /\b(table|pivot|grid|list|details?)\b/i;

/**
 * Chart items from the user's text. An item naming only a kind ("pie") takes an unused title the
 * domain suggests for that kind, else a generic one; an item that is really a table moves to `tables`.
 */
export function parseCharts(text: string, preset: DomainPreset): { charts: Parsed<ChartSpec>; tables: TableSpec[] } {
  if (isUnspecified(text)) return { charts: capped(preset.charts, LIMITS.charts, true), tables: [] };
  const charts: ChartSpec[] = [];
  const tables: TableSpec[] = [];
  const usedPreset = new Set<string>();
  for (const item of unique(splitList(text))) {
    const detected = detectChartKind(item);
    if (!detected && TABLE_WORDS.test(item)) {
      tables.push(parseTableItem(item));
      continue;
    }
    const kind = detected?.kind ?? "bar";
    let title = chartTitle(item, detected?.named ?? null);
    if (!title) {
      const fromPreset = preset.charts.find((c) => c.kind === kind && !usedPreset.has(c.title));
      title = fromPreset?.title ?? GENERIC_TITLES[kind] ?? chartKinds[kind].label;
      if (fromPreset) usedPreset.add(fromPreset.title);
    }
    charts.push({ title, kind });
  }
  return { charts: capped(charts, LIMITS.charts, false), tables };
}

/** "Orders (id, date, total)" → a table titled Orders with three columns. */
export function parseTableItem(item: string): TableSpec {
  const m = /^(.*?)\s*\((.*)\)\s*$/.exec(item);
  if (!m) return { title: sentenceCase(item.replace(/\btable\b/i, "").replace(/\s+/g, " ").trim()) || "Details", columns: [] };
  const columns = unique(
    m[2]
      .split(/[,;/]/)
      .map((c) => sentenceCase(c.trim()))
      .filter(Boolean),
  ).slice(0, 8);
  return { title: sentenceCase(m[1].replace(/\btable\b/i, "").trim()) || "Details", columns };
}

export function parseTables(text: string, preset: DomainPreset): Parsed<TableSpec> {
  if (isUnspecified(text)) return capped(preset.tables, LIMITS.tables, true);
  return capped(unique(splitList(text)).map(parseTableItem), LIMITS.tables, false);
}

/** Dimensions people slice dashboards by; each one the description names becomes a filter chip. */
const FILTER_DIMENSIONS = [
  "region", "country", "product", "category", "channel", "team", "department", "store", "segment", "customer",
  "campaign", "plan", "location", "brand", "course", "ward", "carrier", "warehouse", "source", "device", "rep", "market",
];

/**
 * Filters: the dimensions the description slices by ("by region and product", "per store", "filter on
 * channel"). A dimension merely mentioned ("customer support") is not a filter.
 */
export function detectFilters(description: string): string[] {
  const phrases: string[] = [];
  const re = /\b(?:by|per|across|each|filter(?:ed|s)?\s+(?:by|on|for))\s+([a-z][a-z ,&/-]*)/gi;
  for (let m = re.exec(description); m; m = re.exec(description)) {
    phrases.push(m[1].split(/\b(?:to|for|with|so|that|which|showing|over|in)\b/i)[0]);
  }
  const text = phrases.join(" | ");
  const found = FILTER_DIMENSIONS.filter((d) => mentions(text, d) || mentions(text, `${d}s`))
    .map((d) => ({ d, at: text.toLowerCase().search(new RegExp(`\\b${d}`)) }))
    .sort((a, b) => a.at - b.at)
    .map(({ d }) => sentenceCase(d));
  return ["Date range", ...found.slice(0, LIMITS.filters)];
}

/** A short page title from the description ("Sales performance for regional managers" → "Sales performance dashboard"). */
export function dashboardTitle(description: string): string {
  let t = description
    .split(/[.\n;:!?]|,\s|\s[-–—]\s/)[0]
    .replace(/^\s*(?:please\s+)?(?:build|create|design|make|generate|show|i need|we need|i want|we want)\s+(?:me\s+)?/i, "")
    .replace(/^\s*(?:a|an|the)\s+/i, "")
    .replace(/^(?:dashboard|report|view)\s+(?:for|of|about|on|showing|to track)\s+/i, "")
    .replace(/^\s*(?:our|my|the|a|an)\s+/i, "")
    .split(/\s+(?:to|that|which|showing|so that|where|with|for)\s+/i)[0]
    .trim();
  if (t.length > 48) t = `${t.slice(0, 48).replace(/\s+\S*$/, "")}`;
  t = sentenceCase(t.replace(/[\s,]+$/, ""));
  if (!t) return "Dashboard";
  return /\b(dashboard|report|overview|scorecard|cockpit)\b/i.test(t) ? t : `${t} dashboard`;
}

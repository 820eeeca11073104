/** The chart kinds the layout planner knows, how people name them, and how much room each wants. */
export type ChartKind =
  | "line"
  | "area"
  | "bar"
  | "column"
  | "stacked-bar"
  | "combo"
  | "pie"
  | "donut"
  | "scatter"
  | "heatmap"
  | "map"
  | "funnel"
  | "gauge"
  | "histogram"
  | "treemap"
  | "waterfall"
  | "sankey"
  | "radar"
  | "box-plot";

export interface ChartKindInfo {
  label: string;
  /** Phrases that name this kind outright ("stacked bar"); the longest match wins ("stacked bar" beats "bar"). */
  names: string[];
  /** Phrases that suggest it ("over time", "by region"): used only when no kind is named outright. */
  hints: string[];
  /** Columns of the 12-column grid it prefers, and the least and most it may take. */
  span: { preferred: number; min: number; max: number };
}

export const chartKinds: Record<ChartKind, ChartKindInfo> = {
  line: { label: "Line chart", names: ["line chart", "line graph", "line"], hints: ["trend", "time series", "timeseries", "over time", "sparkline", "daily", "weekly", "monthly", "by month", "by week", "by day", "per month", "history"], span: { preferred: 8, min: 6, max: 12 } },
  area: { label: "Area chart", names: ["stacked area", "area chart", "area"], hints: ["cumulative"], span: { preferred: 8, min: 6, max: 12 } },
  bar: { label: "Bar chart", names: ["horizontal bar", "bar chart", "bar graph", "bars", "bar"], hints: ["ranking", "leaderboard", "top 10", "top ten", "top n", "top 5", "top five", "comparison", "compare"], span: { preferred: 6, min: 4, max: 8 } },
  column: { label: "Column chart", names: ["column chart", "vertical bar", "columns", "column"], hints: [], span: { preferred: 6, min: 4, max: 8 } },
  "stacked-bar": { label: "Stacked bar chart", names: ["stacked bar", "stacked column", "100% bar", "stacked"], hints: [], span: { preferred: 6, min: 4, max: 8 } },
  combo: { label: "Combo chart", names: ["combo chart", "combo", "combination", "dual axis", "dual-axis", "bar and line", "line and bar"], hints: ["vs expenses", "versus"], span: { preferred: 8, min: 6, max: 12 } },
  pie: { label: "Pie chart", names: ["pie chart", "pie"], hints: [], span: { preferred: 4, min: 3, max: 6 } },
  donut: { label: "Donut chart", names: ["donut chart", "doughnut chart", "donut", "doughnut", "ring chart"], hints: ["share", "split", "mix", "composition", "breakdown", "proportion"], span: { preferred: 4, min: 3, max: 6 } },
  scatter: { label: "Scatter plot", names: ["scatter plot", "scatterplot", "scatter", "bubble chart", "bubble"], hints: ["correlation", "relationship"], span: { preferred: 6, min: 4, max: 8 } },
  heatmap: { label: "Heatmap", names: ["heat map", "heatmap"], hints: ["cohort", "calendar", "matrix", "hour of day", "day of week"], span: { preferred: 6, min: 4, max: 12 } },
  map: { label: "Map", names: ["choropleth", "geo map", "filled map", "map"], hints: ["geographic", "geography", "by country", "by region", "by state", "by city", "by location", "per country", "per region", "territory", "territories"], span: { preferred: 6, min: 4, max: 8 } },
  funnel: { label: "Funnel chart", names: ["funnel chart", "funnel"], hints: ["conversion", "pipeline stages", "pipeline", "stages"], span: { preferred: 4, min: 4, max: 6 } },
  gauge: { label: "Gauge", names: ["gauge", "dial", "speedometer", "bullet chart", "bullet"], hints: ["progress to target", "vs target", "target", "attainment", "utilisation", "utilization", "quota"], span: { preferred: 4, min: 3, max: 6 } },
  histogram: { label: "Histogram", names: ["histogram"], hints: ["distribution", "frequency", "spread"], span: { preferred: 6, min: 4, max: 8 } },
  treemap: { label: "Treemap", names: ["tree map", "treemap"], hints: ["hierarchy", "sunburst", "nested"], span: { preferred: 6, min: 4, max: 8 } },
  waterfall: { label: "Waterfall chart", names: ["waterfall"], hints: ["bridge", "walk", "variance"], span: { preferred: 6, min: 4, max: 12 } },
  sankey: { label: "Sankey diagram", names: ["sankey"], hints: ["flow diagram", "flows", "flow", "journey", "paths"], span: { preferred: 8, min: 6, max: 12 } },
  radar: { label: "Radar chart", names: ["radar", "spider chart", "spider", "web chart"], hints: [], span: { preferred: 4, min: 4, max: 6 } },
  "box-plot": { label: "Box plot", names: ["box plot", "boxplot", "box and whisker"], hints: ["whisker"], span: { preferred: 6, min: 4, max: 8 } },
};

/** Kinds that show change over time: they read best wide, so the most important one leads the page. */
export const timeKinds = new Set<ChartKind>(["line", "area", "combo", "waterfall", "sankey"]);

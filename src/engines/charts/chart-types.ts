/**
 * The twenty chart types of the Data Viz Chart Types reference (spec section 3: name, image,
 * description, useCases, category). The picture is drawn by the web layer from `slug`; this file
 * holds the words: what each chart shows, when it is the right choice, and when it is not.
 */
export const chartCategories = [
  "Comparison",
  "Trend",
  "Composition",
  "Relationship",
  "Distribution",
  "Hierarchy",
  "Flow",
  "Part-to-Whole",
  "Time",
  "Specialized",
] as const;
export type ChartCategory = (typeof chartCategories)[number];

/** The filter adds "All" in front of the ten categories; it starts at all (spec section 4). */
export type ChartCategoryFilter = "all" | ChartCategory;

export interface ChartType {
  slug: string;
  name: string;
  category: ChartCategory;
  /** What it shows and when to reach for it. */
  description: string;
  /** When another chart serves better. */
  avoidWhen: string;
  useCases: string[];
}

export const chartTypes: readonly ChartType[] = [
  {
    slug: "bar",
    name: "Bar",
    category: "Comparison",
    description:
      "Rectangular bars whose length encodes a value, one bar per category. Lengths from a common baseline are the most accurately read visual encoding, so this is the default choice for comparing amounts across categories. Horizontal bars suit long labels and rankings.",
    avoidWhen: "The axis would not start at zero, or the categories are points in time that form a continuous trend (use a line).",
    useCases: ["Sales by region", "Top 10 products by revenue", "Survey answers by option", "Headcount by department"],
  },
  {
    slug: "line",
    name: "Line",
    category: "Trend",
    description:
      "Points joined in order along a continuous axis, usually time. The slope makes rises, falls, seasonality and turning points easy to see, and several series can share one chart for comparison.",
    avoidWhen: "The x-axis is unordered categories, or there are more than about five overlapping series (use small multiples).",
    useCases: ["Monthly revenue", "Daily active users", "Stock or index price over time", "Website traffic by week"],
  },
  {
    slug: "pie",
    name: "Pie",
    category: "Part-to-Whole",
    description:
      "A circle split into slices whose angles are shares of one total that adds up to 100%. Works when there are two to five parts and one of them clearly dominates or the message is a simple split.",
    avoidWhen: "There are many slices, slices are close in size, or you need to compare several totals (use a bar or stacked bar).",
    useCases: ["Market share of a few players", "Budget split across 3–4 lines", "Device type of visitors", "Yes / no / undecided answers"],
  },
  {
    slug: "scatter-plot",
    name: "Scatter Plot",
    category: "Relationship",
    description:
      "One dot per observation placed by two numeric variables. Reveals correlation, clusters, gaps and outliers, and is the starting point for any regression or trend-line analysis.",
    avoidWhen: "One of the variables is categorical, or there are so many points that they overplot (use a heatmap or hexbin).",
    useCases: ["Ad spend vs. conversions", "Price vs. units sold", "Height vs. weight", "Spotting outliers before modelling"],
  },
  {
    slug: "area",
    name: "Area",
    category: "Trend",
    description:
      "A line chart with the space below it filled, stressing the volume or cumulative size of a measure over time. Stacked areas show how parts of a total evolve.",
    avoidWhen: "Series overlap without stacking (back ones get hidden) or precise values of middle layers matter.",
    useCases: ["Cumulative sign-ups", "Traffic by channel over time", "Energy use by source", "Inventory levels"],
  },
  {
    slug: "histogram",
    name: "Histogram",
    category: "Distribution",
    description:
      "Adjacent bars counting how many values fall into each interval (bin) of one numeric variable. Shows the shape of a distribution: centre, spread, skew, several peaks and outliers.",
    avoidWhen: "The data are categories rather than a continuous measure (use a bar chart); try a few bin widths before trusting the shape.",
    useCases: ["Order value distribution", "Response times", "Exam scores", "Customer age profile"],
  },
  {
    slug: "heatmap",
    name: "Heatmap",
    category: "Relationship",
    description:
      "A grid of cells coloured by value across two categorical or binned dimensions. Makes patterns, hot spots and correlations across many combinations visible at a glance.",
    avoidWhen: "Readers need exact values, or the colour scale is not perceptually ordered (use a sequential or diverging palette).",
    useCases: ["Sales by weekday and hour", "Correlation matrix", "Website click density", "Cohort retention tables"],
  },
  {
    slug: "treemap",
    name: "Treemap",
    category: "Hierarchy",
    description:
      "Nested rectangles whose areas are proportional to values, grouped by levels of a hierarchy. Fits hundreds of items in a small space and shows which branches and leaves dominate.",
    avoidWhen: "Values are negative, items are of similar size, or the hierarchy itself (not the sizes) is the point.",
    useCases: ["Disk usage by folder", "Revenue by category and product", "Portfolio weights by sector", "Budget by department and team"],
  },
  {
    slug: "waterfall",
    name: "Waterfall",
    category: "Composition",
    description:
      "Floating bars that start from an opening value and step up or down with each positive or negative contribution to a closing total. Explains how you got from one number to another.",
    avoidWhen: "The contributions are not additive, or there are so many steps that individual bars become unreadable.",
    useCases: ["Profit and loss bridge", "Budget vs. actual variance", "Month-over-month change in headcount", "Cash flow walk"],
  },
  {
    slug: "funnel",
    name: "Funnel",
    category: "Flow",
    description:
      "Stacked stages of a process drawn narrower as values drop, showing how many items survive each step and where the largest drop-off occurs.",
    avoidWhen: "Stages are not sequential, or items can skip or re-enter stages (use a Sankey).",
    useCases: ["Sales pipeline", "Checkout conversion", "Recruitment stages", "Marketing campaign journey"],
  },
  {
    slug: "gauge",
    name: "Gauge",
    category: "Specialized",
    description:
      "A dial showing a single value against a range, often with coloured bands for bad, acceptable and good. Gives an instant status reading for one KPI against its target.",
    avoidWhen: "Several KPIs need comparing or the trend matters (use bullet charts or a line); gauges use a lot of space for one number.",
    useCases: ["KPI vs. target on a dashboard", "Capacity utilisation", "Customer satisfaction score", "Service level attainment"],
  },
  {
    slug: "radar",
    name: "Radar",
    category: "Comparison",
    description:
      "Several quantitative variables on axes radiating from a centre, joined into a polygon per item. Compares the profile of a few items across the same five to eight attributes.",
    avoidWhen: "Axes have different scales, there are more than three items, or precise comparison matters (use grouped bars).",
    useCases: ["Product feature comparison", "Player or employee skill profiles", "Vendor evaluation scores", "Quality audit areas"],
  },
  {
    slug: "bubble",
    name: "Bubble",
    category: "Relationship",
    description:
      "A scatter plot whose marker size encodes a third numeric variable (and colour can add a fourth). Shows the relationship of two measures while weighting each point by importance.",
    avoidWhen: "Sizes must be compared precisely (area is read poorly) or bubbles overlap heavily.",
    useCases: ["Countries by GDP, life expectancy and population", "Products by margin, growth and revenue", "Risk vs. return by asset size", "Market opportunity maps"],
  },
  {
    slug: "box-plot",
    name: "Box Plot",
    category: "Distribution",
    description:
      "A box from the first to the third quartile with a line at the median, whiskers to the typical range and dots for outliers. Compares distributions across many groups compactly.",
    avoidWhen: "The audience is unfamiliar with quartiles, or the distribution has several peaks the box would hide (use a histogram or violin).",
    useCases: ["Salary ranges by role", "Delivery times by carrier", "Test results by class", "Latency by server"],
  },
  {
    slug: "sankey",
    name: "Sankey",
    category: "Flow",
    description:
      "Nodes joined by bands whose widths are proportional to the quantity flowing between them. Shows how totals split, merge and move between stages or categories.",
    avoidWhen: "There are too many nodes and crossing links, or flows do not conserve quantity from one stage to the next.",
    useCases: ["Energy from source to use", "User paths through a website", "Budget allocation flows", "Customer movement between plans"],
  },
  {
    slug: "donut",
    name: "Donut",
    category: "Part-to-Whole",
    description:
      "A pie chart with the centre removed, read by arc length instead of angle, with room in the middle for the total or a headline figure. Same strengths and limits as a pie: few parts of one whole.",
    avoidWhen: "There are more than five parts or you compare several wholes side by side (use a stacked bar).",
    useCases: ["Share of budget spent", "Progress toward a goal", "Traffic source split", "Ticket status breakdown"],
  },
  {
    slug: "stacked-bar",
    name: "Stacked Bar",
    category: "Composition",
    description:
      "Bars divided into coloured segments for the parts of each total. Compares totals across categories and shows what they are made of; a 100% stacked version compares the mix.",
    avoidWhen: "Readers must compare middle segments precisely (they lack a common baseline), or there are more than four or five segments.",
    useCases: ["Revenue by region and product line", "Survey responses on a Likert scale", "Tickets by team and priority", "Spend by quarter and category"],
  },
  {
    slug: "candlestick",
    name: "Candlestick",
    category: "Specialized",
    description:
      "For each period a box between open and close prices, coloured by direction, with wicks to the high and low. The standard view of price movement and volatility in financial markets.",
    avoidWhen: "The data has no open, high, low and close values, or the audience is not used to reading financial charts.",
    useCases: ["Daily stock prices", "Cryptocurrency trading", "Commodity or FX price analysis", "Spotting volatility and reversals"],
  },
  {
    slug: "gantt",
    name: "Gantt",
    category: "Time",
    description:
      "Horizontal bars placed on a time axis showing when each task starts and ends, often with dependencies and milestones. The standard way to plan and track a schedule.",
    avoidWhen: "Only durations matter rather than dates, or there are hundreds of tasks (group them into phases).",
    useCases: ["Project plans", "Release or sprint schedules", "Resource allocation over time", "Event planning timelines"],
  },
  {
    slug: "sunburst",
    name: "Sunburst",
    category: "Hierarchy",
    description:
      "Concentric rings, one per level of a hierarchy, with each segment's angle proportional to its value. Shows how a total breaks down through several levels from the centre outward.",
    avoidWhen: "Precise comparison of sizes matters or the hierarchy is more than three or four levels deep (use a treemap or an indented table).",
    useCases: ["Sales by region, country and city", "File system usage", "Organisation structure by headcount", "Customer journeys by step"],
  },
];

/**
 * Cards matching the search (case-insensitive, over name, description and use cases, spec) within
 * the chosen category.
 */
export function filterChartTypes(
  list: readonly ChartType[],
  { query, category }: { query: string; category: ChartCategoryFilter },
): ChartType[] {
  const q = query.trim().toLowerCase();
  return list.filter((c) => {
    if (category !== "all" && c.category !== category) return false;
    if (!q) return true;
    return [c.name, c.description, ...c.useCases].some((f) => f.toLowerCase().includes(q));
  });
}

export function parseChartCategory(raw: string | null | undefined): ChartCategoryFilter {
  return (chartCategories as readonly string[]).includes(raw ?? "") ? (raw as ChartCategory) : "all";
}

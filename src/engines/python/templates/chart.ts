import { pyStr } from "../py-literals";
import type { ChartKind } from "../slots";
import { pythonScriptKind } from "../../../contracts/functions/python-script-generator";
import { header, inputFile, PANDAS_IO, type ScriptTemplate } from "../template";

const CHART_NAMES: Record<ChartKind, string> = { bar: "bar chart", line: "line chart", pie: "pie chart", scatter: "scatter plot", hist: "histogram" };

export const chart: ScriptTemplate = {
  ...pythonScriptKind("chart"),
  score(lower) {
    let s = 0;
    if (/\b(chart|plot|graph|visuali[sz]|histogram|matplotlib|pie|scatter)\b/.test(lower)) s += 6;
    if (/\.png\b/.test(lower)) s += 1;
    return s;
  },
  filename: () => "make_chart.py",
  render(slots) {
    const input = inputFile(slots, "sales.csv");
    const kind: ChartKind = slots.chart ?? "bar";
    const x = slots.groupBy[0] ?? (kind === "line" ? (slots.dateColumns[0] ?? "date") : kind === "scatter" ? "x" : "category");
    const charted = /\b(?:chart|plot|graph|histogram|distribution|visuali[sz]e)\s+(?:of|showing|for)\s+(?:the\s+)?(?:total\s+|sum\s+of\s+|average\s+|avg\s+|mean\s+|count\s+of\s+|number\s+of\s+)?(\w+)|\b(?:plot|graph|visuali[sz]e|chart)\s+(?:the\s+)?(\w+)\s+(?:over|by|per|against|across)\b/i.exec(slots.request);
    const y = slots.measure ?? charted?.[1] ?? charted?.[2] ?? (kind === "scatter" ? "y" : "value");
    const agg = slots.agg ?? (kind === "hist" ? "sum" : "sum");
    const output = slots.output && /\.(png|svg|pdf|jpg)$/i.test(slots.output) ? slots.output : `${kind}_chart.png`;
    const scatterPair = /\b([\w]+)\s+(?:vs\.?|versus|against)\s+([\w]+)/i.exec(slots.request);
    const sx = scatterPair?.[2] ?? x;
    const sy = scatterPair?.[1] ?? y;
    return `${header({
      title: `${CHART_NAMES[kind][0]!.toUpperCase()}${CHART_NAMES[kind].slice(1)} from ${input} with matplotlib.`,
      purpose: [
        "Loads the table, prepares the data for the chart (grouping and sorting where it",
        "helps), draws it with readable labels and saves a PNG. Runs without a display.",
      ],
      usage: `python make_chart.py --input ${input} --output ${output}`,
      requires: ["pandas", "matplotlib"],
      request: slots.request,
    })}
import argparse
from pathlib import Path

import matplotlib

matplotlib.use("Agg")  # draw to files; no window needed
import matplotlib.pyplot as plt  # noqa: E402
import pandas as pd  # noqa: E402

CHART = ${pyStr(kind)}  # "bar", "line", "pie", "scatter" or "hist"
X = ${pyStr(kind === "scatter" ? sx : x)}
Y = ${pyStr(kind === "scatter" ? sy : y)}
AGGREGATION = ${pyStr(agg)}  # how rows with the same X combine
TOP_N = 15  # bar and pie charts show the largest groups only
${PANDAS_IO}

def prepare(df: pd.DataFrame) -> pd.DataFrame:
    needed = [Y] if CHART == "hist" else [X, Y]
    missing = [c for c in needed if c not in df.columns]
    if missing:
        raise SystemExit(f"Column(s) not found: {missing}. Available: {list(df.columns)}")
    df[Y] = pd.to_numeric(df[Y], errors="coerce")
    if CHART in ("hist", "scatter"):
        if CHART == "scatter":
            df[X] = pd.to_numeric(df[X], errors="coerce")
        return df.dropna(subset=needed)
    grouped = df.groupby(X, dropna=True)[Y].agg(AGGREGATION).reset_index()
    if CHART == "line":
        as_dates = pd.to_datetime(grouped[X], errors="coerce")
        if as_dates.notna().all():
            grouped[X] = as_dates
        return grouped.sort_values(X)
    return grouped.sort_values(Y, ascending=False).head(TOP_N)


def draw(data: pd.DataFrame, output: Path) -> None:
    fig, ax = plt.subplots(figsize=(10, 6), dpi=150)
    if CHART == "bar":
        ax.bar(data[X].astype(str), data[Y], color="#2563eb")
        ax.tick_params(axis="x", rotation=45)
    elif CHART == "line":
        ax.plot(data[X], data[Y], marker="o", color="#2563eb")
        fig.autofmt_xdate()
    elif CHART == "pie":
        ax.pie(data[Y], labels=data[X].astype(str), autopct="%1.1f%%", startangle=90, counterclock=False)
        ax.axis("equal")
    elif CHART == "scatter":
        ax.scatter(data[X], data[Y], alpha=0.6, color="#2563eb")
    else:
        ax.hist(data[Y], bins=30, color="#2563eb", edgecolor="white")
    title = f"{Y} distribution" if CHART == "hist" else f"{Y} by {X}"
    ax.set_title(title.replace("_", " ").capitalize())
    if CHART != "pie":
        ax.set_xlabel(Y if CHART == "hist" else X)
        ax.set_ylabel("count" if CHART == "hist" else Y)
        ax.grid(axis="y", alpha=0.3)
    fig.tight_layout()
    output.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(output)
    plt.close(fig)


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description="Draw a chart from a table with matplotlib.")
    parser.add_argument("--input", type=Path, default=Path(${pyStr(input)}))
    parser.add_argument("--output", type=Path, default=Path(${pyStr(output)}))
    return parser.parse_args()


def main() -> None:
    args = parse_args()
    data = prepare(load_table(args.input))
    draw(data, args.output)
    print(f"Saved the {CHART} chart ({len(data):,} points) to {args.output}")


if __name__ == "__main__":
    main()
`;
  },
};

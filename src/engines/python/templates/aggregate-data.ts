import { pyList, pyStr } from "../py-literals";
import { pythonScriptKind } from "../../../contracts/functions/python-script-generator";
import { header, inputFile, outputFile, PANDAS_IO, requirementsFor, type ScriptTemplate } from "../template";

export const aggregateData: ScriptTemplate = {
  ...pythonScriptKind("aggregate-data"),
  score(lower, slots) {
    let s = 0;
    if (/\bgroup(ed)? ?by\b|\bgroup\b.*\bby\b|\baggregat|\bsummari[sz]/.test(lower)) s += 5;
    if (slots.agg && slots.groupBy.length) s += 4;
    else if (slots.agg) s += 1;
    if (/\b(per|by)\b/.test(lower) && slots.files.length) s += 1;
    return s;
  },
  filename: () => "aggregate_data.py",
  render(slots) {
    const input = inputFile(slots, "sales.csv");
    const groupBy = slots.groupBy.length ? slots.groupBy : ["category"];
    const measure = slots.measure ?? "amount";
    const agg = slots.agg ?? "sum";
    const output = outputFile(slots, `by_${groupBy.join("_")}`);
    return `${header({
      title: `${agg === "nunique" ? "Count distinct" : agg[0]!.toUpperCase() + agg.slice(1)} of ${measure} by ${groupBy.join(", ")} with pandas.`,
      purpose: [
        "Loads the table, groups it by the chosen columns, aggregates the measure,",
        "adds each group's share of the total and the row count, sorts the result and saves it.",
      ],
      usage: `python aggregate_data.py --input ${input} --output ${output}`,
      requires: requirementsFor(output, ["pandas"]),
      request: slots.request,
    })}
import argparse
from pathlib import Path

import pandas as pd

GROUP_BY = ${pyList(groupBy)}
MEASURE = ${pyStr(measure)}
# pandas aggregation: "sum", "mean", "median", "count", "nunique", "min" or "max".
AGGREGATION = ${pyStr(agg)}
${PANDAS_IO}

def aggregate(df: pd.DataFrame) -> pd.DataFrame:
    missing = [c for c in GROUP_BY + [MEASURE] if c not in df.columns]
    if missing:
        raise SystemExit(f"Column(s) not found: {', '.join(missing)}. Available: {', '.join(map(str, df.columns))}")
    if AGGREGATION not in ("count", "nunique"):
        # Amounts stored as text ("1,200") still add up.
        df[MEASURE] = pd.to_numeric(df[MEASURE].astype(str).str.replace(",", "", regex=False), errors="coerce")
    result = (
        df.groupby(GROUP_BY, dropna=False)
        .agg(value=(MEASURE, AGGREGATION), rows=(MEASURE, "size"))
        .reset_index()
        .rename(columns={"value": f"{AGGREGATION}_{MEASURE}"})
    )
    value_column = f"{AGGREGATION}_{MEASURE}"
    if AGGREGATION in ("sum", "count", "nunique"):
        total = result[value_column].sum()
        result["share_pct"] = (100 * result[value_column] / total).round(2) if total else 0.0
    return result.sort_values(value_column, ascending=False, ignore_index=True)


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description="Group and aggregate a table with pandas.")
    parser.add_argument("--input", type=Path, default=Path(${pyStr(input)}))
    parser.add_argument("--output", type=Path, default=Path(${pyStr(output)}))
    return parser.parse_args()


def main() -> None:
    args = parse_args()
    df = load_table(args.input)
    result = aggregate(df)
    print(result.head(20).to_string(index=False))
    save_table(result, args.output)
    print(f"Saved {len(result):,} groups to {args.output}")


if __name__ == "__main__":
    main()
`;
  },
};

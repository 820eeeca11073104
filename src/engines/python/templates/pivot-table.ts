import { pyStr } from "../py-literals";
import { pythonScriptKind } from "../../../contracts/functions/python-script-generator";
import { header, inputFile, outputFile, PANDAS_IO, requirementsFor, type ScriptTemplate } from "../template";

export const pivotTable: ScriptTemplate = {
  ...pythonScriptKind("pivot-table"),
  score(lower) {
    let s = 0;
    if (/\bpivot|\bcross ?tab|\bcrosstab/.test(lower)) s += 8;
    if (/\bas (the )?rows\b|\bas (the )?columns\b/.test(lower)) s += 2;
    return s;
  },
  filename: () => "pivot_table.py",
  render(slots) {
    const input = inputFile(slots, "sales.csv");
    const index = slots.pivot?.index ?? slots.groupBy[0] ?? "region";
    const columns = slots.pivot?.columns && slots.pivot.columns !== index ? slots.pivot.columns : (slots.groupBy[1] ?? "month");
    const values = slots.pivot?.values ?? slots.measure ?? "revenue";
    const agg = slots.agg ?? "sum";
    const output = outputFile(slots, "pivot");
    return `${header({
      title: `Pivot: ${index} × ${columns}, ${agg} of ${values}, with pandas.`,
      purpose: [
        "Loads the table and builds a pivot table with row and column totals. A date column",
        "used as the columns is grouped by month (YYYY-MM).",
      ],
      usage: `python pivot_table.py --input ${input} --output ${output}`,
      requires: requirementsFor(output, ["pandas"]),
      request: slots.request,
    })}
import argparse
from pathlib import Path

import pandas as pd

INDEX = ${pyStr(index)}
COLUMNS = ${pyStr(columns)}
VALUES = ${pyStr(values)}
AGGREGATION = ${pyStr(agg)}
${PANDAS_IO}

def build_pivot(df: pd.DataFrame) -> pd.DataFrame:
    missing = [c for c in (INDEX, COLUMNS, VALUES) if c not in df.columns]
    if missing:
        raise SystemExit(f"Column(s) not found: {missing}. Available: {list(df.columns)}")
    if AGGREGATION not in ("count", "nunique"):
        df[VALUES] = pd.to_numeric(df[VALUES], errors="coerce")
    # A date column across the top reads best per month.
    parsed = pd.to_datetime(df[COLUMNS], errors="coerce") if df[COLUMNS].dtype == object else df[COLUMNS]
    if pd.api.types.is_datetime64_any_dtype(parsed) and parsed.notna().mean() > 0.9:
        df[COLUMNS] = parsed.dt.to_period("M").astype(str)
    return pd.pivot_table(
        df,
        index=INDEX,
        columns=COLUMNS,
        values=VALUES,
        aggfunc=AGGREGATION,
        fill_value=0,
        margins=True,
        margins_name="Total",
    )


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description="Build a pivot table with pandas.")
    parser.add_argument("--input", type=Path, default=Path(${pyStr(input)}))
    parser.add_argument("--output", type=Path, default=Path(${pyStr(output)}))
    return parser.parse_args()


def main() -> None:
    args = parse_args()
    pivot = build_pivot(load_table(args.input))
    print(pivot.to_string())
    save_table(pivot.reset_index(), args.output)
    print(f"Saved the pivot ({pivot.shape[0]} rows x {pivot.shape[1]} columns) to {args.output}")


if __name__ == "__main__":
    main()
`;
  },
};

import { pyList, pyStr } from "../py-literals";
import { pythonScriptKind } from "../../../contracts/functions/python-script-generator";
import { header, outputFile, PANDAS_IO, requirementsFor, type ScriptTemplate } from "../template";

export const mergeData: ScriptTemplate = {
  ...pythonScriptKind("merge-data"),
  score(lower, slots) {
    let s = 0;
    if (/\b(merge|join|combine|vlookup|lookup|match up|enrich)\b/.test(lower)) s += 5;
    if (slots.files.length >= 2) s += 3;
    if (slots.joinKeys.length) s += 2;
    return s;
  },
  filename: () => "merge_data.py",
  render(slots) {
    const left = slots.files[0] ?? "left.csv";
    const right = slots.files[1] ?? "right.csv";
    const keys = slots.joinKeys.length ? slots.joinKeys : ["id"];
    const how = slots.joinHow ?? "inner";
    const output = slots.output ?? outputFile({ ...slots, files: [left] }, "merged");
    return `${header({
      title: `Merge two tables on ${keys.join(", ")} (${how} join) with pandas.`,
      purpose: [
        "Loads both files, checks the key columns exist, joins them, reports how many rows",
        "matched on both sides or only one, and saves the joined table.",
      ],
      usage: `python merge_data.py --left ${left} --right ${right} --output ${output}`,
      requires: requirementsFor(output, ["pandas"]),
      request: slots.request,
    })}
import argparse
from pathlib import Path

import pandas as pd

KEYS = ${pyList(keys)}
# "inner" keeps matches only; "left" keeps every left row; "outer" keeps everything.
HOW = ${pyStr(how)}
${PANDAS_IO}

def merge(left: pd.DataFrame, right: pd.DataFrame) -> pd.DataFrame:
    for name, df in (("left", left), ("right", right)):
        missing = [k for k in KEYS if k not in df.columns]
        if missing:
            raise SystemExit(f"Key column(s) {missing} not in the {name} file. Columns: {list(df.columns)}")
    # Keys compared as text avoid 1 vs "1" mismatches between files.
    for df in (left, right):
        for key in KEYS:
            df[key] = df[key].astype(str).str.strip()
    if right.duplicated(KEYS).any():
        print(f"Warning: {int(right.duplicated(KEYS).sum())} duplicate keys in the right file; matching rows repeat.")
    merged = left.merge(right, on=KEYS, how=HOW, suffixes=("", "_right"), indicator=True)
    counts = merged["_merge"].value_counts()
    print(f"Matched: {counts.get('both', 0):,}  left only: {counts.get('left_only', 0):,}  right only: {counts.get('right_only', 0):,}")
    return merged.drop(columns="_merge")


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description="Merge two tables with pandas.")
    parser.add_argument("--left", type=Path, default=Path(${pyStr(left)}))
    parser.add_argument("--right", type=Path, default=Path(${pyStr(right)}))
    parser.add_argument("--output", type=Path, default=Path(${pyStr(output)}))
    return parser.parse_args()


def main() -> None:
    args = parse_args()
    merged = merge(load_table(args.left), load_table(args.right))
    save_table(merged, args.output)
    print(f"Saved {len(merged):,} rows to {args.output}")


if __name__ == "__main__":
    main()
`;
  },
};

import { pyList, pyStr } from "../py-literals";
import { pythonScriptKind } from "../../../contracts/functions/python-script-generator";
import { header, inputFile, outputFile, PANDAS_IO, requirementsFor, type ScriptTemplate } from "../template";

export const cleanData: ScriptTemplate = {
  ...pythonScriptKind("clean-data"),
  score(lower) {
    let s = 0;
    if (/\bclean(s|ing|up)?\b|\btidy\b|\bsanitis|\bsanitiz/.test(lower)) s += 5;
    if (/\b(duplicates?|dedup|de-dup)/.test(lower)) s += 3;
    if (/\b(missing|null|nan|blank|empty) values?\b|\bwhitespace|\btrim\b|\bstrip\b/.test(lower)) s += 3;
    if (/\bstandardi[sz]e|\bnormali[sz]e column/.test(lower)) s += 2;
    return s;
  },
  filename: () => "clean_data.py",
  render(slots) {
    const input = inputFile(slots);
    const output = outputFile(slots, "clean");
    const missing = slots.missing ?? "report";
    return `${header({
      title: "Clean a data file with pandas.",
      purpose: [
        "Standardises column names, trims text, drops empty rows and exact duplicates,",
        "turns numeric-looking text into numbers, parses date columns and handles missing",
        `values (${missing === "report" ? "reported, not changed" : `strategy: ${missing}`}), then saves the cleaned table.`,
      ],
      usage: `python clean_data.py --input ${input} --output ${output}`,
      requires: requirementsFor(output, ["pandas"]),
      request: slots.request,
    })}
import argparse
import re
from pathlib import Path

import pandas as pd

# Columns to parse as dates (besides any column whose name ends in _date, _at or _time).
DATE_COLUMNS = ${pyList(slots.dateColumns)}
# What to do with missing values: "report" (leave them), "drop", "zero", "median" or "mean".
MISSING_VALUES = ${pyStr(missing)}
${PANDAS_IO}

def snake_case(name: object) -> str:
    """'Order Date ' -> 'order_date'."""
    text = re.sub(r"([a-z0-9])([A-Z])", r"\\1_\\2", str(name).strip())
    return re.sub(r"[^0-9a-zA-Z]+", "_", text).strip("_").lower() or "column"


def clean(df: pd.DataFrame) -> pd.DataFrame:
    df = df.copy()
    df.columns = [snake_case(c) for c in df.columns]

    # Trim text cells; empty strings become missing values.
    for column in df.select_dtypes(include="object").columns:
        df[column] = df[column].map(lambda v: v.strip() if isinstance(v, str) else v)
    df = df.replace("", pd.NA).dropna(how="all")

    before = len(df)
    df = df.drop_duplicates()
    print(f"Removed {before - len(df):,} duplicate rows")

    # Text columns that are (almost) all numbers become numeric.
    for column in df.select_dtypes(include="object").columns:
        as_number = pd.to_numeric(df[column].astype(str).str.replace(",", "", regex=False), errors="coerce")
        if as_number.notna().sum() >= 0.9 * df[column].notna().sum() and df[column].notna().any():
            df[column] = as_number

    # Dates: the listed columns plus any whose name looks like a date.
    wanted = set(DATE_COLUMNS) | {c for c in df.columns if re.search(r"(_date|_at|_time)$|^date$", c)}
    for column in sorted(wanted & set(df.columns)):
        df[column] = pd.to_datetime(df[column], errors="coerce")

    missing = df.isna().sum()
    missing = missing[missing > 0]
    if not missing.empty:
        print("Missing values per column:")
        print(missing.to_string())
    numeric = df.select_dtypes(include="number").columns
    if MISSING_VALUES == "drop":
        df = df.dropna()
    elif MISSING_VALUES == "zero":
        df[numeric] = df[numeric].fillna(0)
    elif MISSING_VALUES == "median":
        df[numeric] = df[numeric].fillna(df[numeric].median())
    elif MISSING_VALUES == "mean":
        df[numeric] = df[numeric].fillna(df[numeric].mean())
    return df.reset_index(drop=True)


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description="Clean a data file with pandas.")
    parser.add_argument("--input", type=Path, default=Path(${pyStr(input)}), help="file to clean")
    parser.add_argument("--output", type=Path, default=Path(${pyStr(output)}), help="where to save the result")
    return parser.parse_args()


def main() -> None:
    args = parse_args()
    df = load_table(args.input)
    print(f"Loaded {len(df):,} rows and {len(df.columns)} columns from {args.input}")
    cleaned = clean(df)
    save_table(cleaned, args.output)
    print(f"Saved {len(cleaned):,} clean rows to {args.output}")


if __name__ == "__main__":
    main()
`;
  },
};

import { pyStr } from "../py-literals";
import { pythonScriptKind } from "../../../contracts/functions/python-script-generator";
import { header, inputFile, PANDAS_IO, type ScriptTemplate } from "../template";

export const profileData: ScriptTemplate = {
  ...pythonScriptKind("profile-data"),
  score(lower) {
    let s = 0;
    if (/\b(profile|profiling|explore|exploratory|eda|overview|describe|summary statistics|summary stats|data quality|inspect)\b/.test(lower)) s += 5;
    if (/\bmissing values\b|\bnull counts?\b|\bdata types\b|\bdtypes\b/.test(lower)) s += 1;
    return s;
  },
  filename: () => "profile_data.py",
  render(slots) {
    const input = inputFile(slots);
    const output = slots.output && /\.(md|txt)$/.test(slots.output) ? slots.output : `${input.replace(/\.[^.]+$/, "").split("/").pop()}_profile.md`;
    return `${header({
      title: "Profile a dataset with pandas.",
      purpose: [
        "Prints the number of rows and columns, each column's type, missing values and",
        "distinct values, summary statistics for numbers and the most common values for",
        "text, and writes the same report as Markdown.",
      ],
      usage: `python profile_data.py --input ${input} --report ${output}`,
      requires: ["pandas"],
      request: slots.request,
    })}
import argparse
from pathlib import Path

import pandas as pd
${PANDAS_IO}

def profile(df: pd.DataFrame) -> str:
    lines = [f"# Profile\\n", f"{len(df):,} rows, {len(df.columns)} columns, {int(df.duplicated().sum()):,} duplicate rows\\n"]
    overview = pd.DataFrame(
        {
            "type": df.dtypes.astype(str),
            "missing": df.isna().sum(),
            "missing_pct": (100 * df.isna().mean()).round(1),
            "distinct": df.nunique(dropna=True),
        }
    )
    lines += ["## Columns\\n", overview.to_string(), ""]
    numeric = df.select_dtypes(include="number")
    if not numeric.empty:
        lines += ["## Numbers\\n", numeric.describe().T.round(3).to_string(), ""]
    text = df.select_dtypes(exclude="number")
    for column in text.columns[:20]:
        top = text[column].value_counts(dropna=True).head(5)
        lines += [f"## {column}: most common values\\n", top.to_string(), ""]
    return "\\n".join(lines)


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description="Profile a dataset with pandas.")
    parser.add_argument("--input", type=Path, default=Path(${pyStr(input)}))
    parser.add_argument("--report", type=Path, default=Path(${pyStr(output)}))
    return parser.parse_args()


def main() -> None:
    args = parse_args()
    report = profile(load_table(args.input))
    print(report)
    args.report.write_text(report, encoding="utf-8")
    print(f"\\nSaved the report to {args.report}")


if __name__ == "__main__":
    main()
`;
  },
};

import { pyStr } from "../py-literals";
import { pythonScriptKind } from "../../../contracts/functions/python-script-generator";
import { header, inputFile, requirementsFor, type ScriptTemplate } from "../template";

export const convertFile: ScriptTemplate = {
  ...pythonScriptKind("convert-file"),
  score(lower, slots) {
    let s = 0;
    if (/\bconvert|\btransform .* (to|into) (csv|excel|json)|\bturn .* into\b/.test(lower)) s += 5;
    if (/\b(read|load|open|import)\b/.test(lower) && /\b(excel|xlsx|json|csv|sheet)/.test(lower)) s += 2;
    if (/\bsheets?\b|\bworkbook\b/.test(lower)) s += 2;
    if (slots.outputFormat && slots.files.length && slots.files[0]!.split(".").pop() !== slots.outputFormat) s += 2;
    return s;
  },
  filename: () => "convert_file.py",
  render(slots) {
    const input = inputFile(slots, "data.xlsx");
    const inExt = input.split(".").pop()!.toLowerCase();
    const outExt = slots.output?.split(".").pop()?.toLowerCase() ?? slots.outputFormat ?? (inExt === "csv" ? "json" : "csv");
    const output = slots.output ?? `${input.replace(/\.[^.]+$/, "")}.${outExt === inExt ? `converted.${outExt}` : outExt}`;
    return `${header({
      title: `Convert ${input} to ${outExt.toUpperCase()}.`,
      purpose: [
        "Reads CSV, TSV, JSON or Excel (every sheet of a workbook), prints each table's shape",
        "and column types, and writes it in the format of the output's extension. Several",
        "sheets become several files (CSV/JSON/Parquet) or several sheets (Excel).",
      ],
      usage: `python convert_file.py --input ${input} --output ${output}`,
      requires: requirementsFor(`${input} ${output}`.includes(".xls") ? "x.xlsx" : output, ["pandas"]),
      request: slots.request,
    })}
import argparse
from pathlib import Path

import pandas as pd


def read_tables(path: Path) -> dict[str, pd.DataFrame]:
    """Every table in the file, by name (sheet name for Excel, file stem otherwise)."""
    suffix = path.suffix.lower()
    if suffix in (".xlsx", ".xls"):
        return pd.read_excel(path, sheet_name=None)  # needs openpyxl
    if suffix == ".json":
        try:
            return {path.stem: pd.read_json(path)}
        except ValueError:
            return {path.stem: pd.read_json(path, lines=True)}  # JSON Lines
    if suffix in (".tsv", ".txt"):
        return {path.stem: pd.read_csv(path, sep="\\t")}
    if suffix == ".parquet":
        return {path.stem: pd.read_parquet(path)}
    return {path.stem: pd.read_csv(path)}


def write_tables(tables: dict[str, pd.DataFrame], output: Path) -> list[Path]:
    output.parent.mkdir(parents=True, exist_ok=True)
    suffix = output.suffix.lower()
    if suffix in (".xlsx", ".xls"):
        with pd.ExcelWriter(output) as writer:
            for name, df in tables.items():
                df.to_excel(writer, sheet_name=str(name)[:31], index=False)
        return [output]
    written = []
    for name, df in tables.items():
        target = output if len(tables) == 1 else output.with_name(f"{output.stem}_{name}{suffix}")
        if suffix == ".json":
            df.to_json(target, orient="records", indent=2, date_format="iso")
        elif suffix == ".parquet":
            df.to_parquet(target, index=False)
        else:
            df.to_csv(target, index=False)
        written.append(target)
    return written


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description="Convert between CSV, Excel, JSON and Parquet.")
    parser.add_argument("--input", type=Path, default=Path(${pyStr(input)}))
    parser.add_argument("--output", type=Path, default=Path(${pyStr(output)}))
    return parser.parse_args()


def main() -> None:
    args = parse_args()
    tables = read_tables(args.input)
    for name, df in tables.items():
        print(f"{name}: {df.shape[0]:,} rows x {df.shape[1]} columns")
        print(df.dtypes.to_string(), end="\\n\\n")
    for path in write_tables(tables, args.output):
        print(f"Wrote {path}")


if __name__ == "__main__":
    main()
`;
  },
};

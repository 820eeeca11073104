import { pyStr } from "../py-literals";
import { pythonScriptKind } from "../../../contracts/functions/python-script-generator";
import { header, type ScriptTemplate } from "../template";

export const renameFiles: ScriptTemplate = {
  ...pythonScriptKind("rename-files"),
  score(lower) {
    let s = 0;
    if (/\brenam(e|ing)\b/.test(lower)) s += 8;
    if (/\bfiles?\b|\bfolder\b|\bdirectory\b/.test(lower)) s += 1;
    return s;
  },
  filename: () => "rename_files.py",
  render(slots) {
    const folder = slots.folder ?? ".";
    const r = slots.rename;
    const noRule = !r.prefix && !r.suffix && !r.lowercase && !r.spaces && !r.datePrefix && !r.numbered && !r.replace;
    return `${header({
      title: "Batch rename files in a folder.",
      purpose: [
        "Builds each new name from the rules below, shows old -> new, and renames only with",
        "--apply. Never overwrites: a name that is already taken is skipped and reported.",
      ],
      usage: `python rename_files.py --folder ${folder}${slots.extension ? ` --ext ${slots.extension}` : ""} [--apply]`,
      requires: [],
      request: slots.request,
    })}
from __future__ import annotations

import argparse
import datetime as dt
import re
from pathlib import Path

# Rules, applied in this order to the name without its extension.
PREFIX = ${pyStr(r.prefix ?? "")}
SUFFIX = ${pyStr(r.suffix ?? "")}
REPLACE = ${r.replace ? `(${pyStr(r.replace[0])}, ${pyStr(r.replace[1])})` : "None"}  # (find, replace with)
LOWERCASE = ${r.lowercase || noRule ? "True" : "False"}
SPACES_TO_UNDERSCORES = ${r.spaces || noRule ? "True" : "False"}
DATE_PREFIX = ${r.datePrefix ? "True" : "False"}  # the file's modified date, YYYY-MM-DD_
NUMBERED = ${r.numbered ? "True" : "False"}  # 001_, 002_, ... in name order


def new_name(path: Path, position: int) -> str:
    stem, suffix = path.stem, path.suffix
    if REPLACE:
        stem = stem.replace(REPLACE[0], REPLACE[1])
    if SPACES_TO_UNDERSCORES:
        stem = re.sub(r"\\s+", "_", stem.strip())
    if LOWERCASE:
        stem, suffix = stem.lower(), suffix.lower()
    stem = f"{PREFIX}{stem}{SUFFIX}"
    if DATE_PREFIX:
        modified = dt.datetime.fromtimestamp(path.stat().st_mtime)
        stem = f"{modified:%Y-%m-%d}_{stem}"
    if NUMBERED:
        stem = f"{position:03d}_{stem}"
    return stem + suffix


def plan(folder: Path, extension: str | None) -> list[tuple[Path, Path]]:
    files = sorted(p for p in folder.iterdir() if p.is_file() and (not extension or p.suffix.lower() == extension.lower()))
    return [(p, p.with_name(new_name(p, i))) for i, p in enumerate(files, start=1)]


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description="Batch rename files in a folder.")
    parser.add_argument("--folder", type=Path, default=Path(${pyStr(folder)}))
    parser.add_argument("--ext", default=${slots.extension ? pyStr(slots.extension) : "None"}, help="only files with this extension, e.g. .jpg")
    parser.add_argument("--apply", action="store_true", help="really rename (default: dry run)")
    return parser.parse_args()


def main() -> None:
    args = parse_args()
    if not args.folder.is_dir():
        raise SystemExit(f"Not a folder: {args.folder}")
    renamed = skipped = 0
    taken = {p.name for p in args.folder.iterdir()}
    for old, new in plan(args.folder, args.ext):
        if old.name == new.name:
            continue
        if new.name in taken:
            print(f"skip   {old.name} -> {new.name} (name already taken)")
            skipped += 1
            continue
        print(f"{'rename' if args.apply else 'would'} {old.name} -> {new.name}")
        if args.apply:
            old.rename(new)
            taken.discard(old.name)
            taken.add(new.name)
        renamed += 1
    verb = "Renamed" if args.apply else "Would rename"
    print(f"{verb} {renamed} file(s); skipped {skipped}." + ("" if args.apply else " Run with --apply to rename."))


if __name__ == "__main__":
    main()
`;
  },
};

import { pyStr } from "../py-literals";
import { pythonScriptKind } from "../../../contracts/functions/python-script-generator";
import { header, type ScriptTemplate } from "../template";

export const bigQueryClient: ScriptTemplate = {
  ...pythonScriptKind("bigquery-client"),
  score(lower) {
    return /\bbig ?query\b|\bbq\b|google-cloud-bigquery/.test(lower) ? 9 : 0;
  },
  filename: () => "bigquery_query.py",
  render(slots) {
    const table = slots.table && slots.table.includes(".") ? slots.table : "your-project.your_dataset.your_table";
    const sql =
      slots.sql ??
      `SELECT *\nFROM \`${table}\`\nWHERE DATE(created_at) >= @start_date\nLIMIT 1000`;
    const usesStart = sql.includes("@start_date");
    const output = slots.output ?? "bigquery_results.csv";
    const project = table.split(".").length === 3 ? table.split(".")[0]! : "";
    return `${header({
      title: "Run a BigQuery query and save the rows to CSV.",
      purpose: [
        "Authenticates with Application Default Credentials (gcloud auth application-default",
        "login, or GOOGLE_APPLICATION_CREDENTIALS), can estimate the bytes a query scans with",
        "--dry-run, runs it with query parameters and writes the result to CSV.",
      ],
      usage: `python bigquery_query.py --output ${output}${usesStart ? " --start-date 2024-01-01" : ""} [--dry-run]`,
      requires: ["google-cloud-bigquery"],
      request: slots.request,
    })}
from __future__ import annotations

import argparse
import csv
import datetime as dt
from pathlib import Path

from google.cloud import bigquery

PROJECT = ${pyStr(project)} or None  # None: the default project of your credentials
QUERY = ${pyStr(sql)}


def query_parameters(args: argparse.Namespace) -> list[bigquery.ScalarQueryParameter]:
    params = []
    if "@start_date" in QUERY:
        params.append(bigquery.ScalarQueryParameter("start_date", "DATE", args.start_date))
    return params


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description="Run a BigQuery query and save the rows to CSV.")
    parser.add_argument("--output", type=Path, default=Path(${pyStr(output)}))
    parser.add_argument(
        "--start-date",
        type=dt.date.fromisoformat,
        default=dt.date.today() - dt.timedelta(days=30),
        help="value of @start_date (YYYY-MM-DD)",
    )
    parser.add_argument("--dry-run", action="store_true", help="only report how many bytes the query would scan")
    return parser.parse_args()


def main() -> None:
    args = parse_args()
    client = bigquery.Client(project=PROJECT)
    config = bigquery.QueryJobConfig(query_parameters=query_parameters(args))
    if args.dry_run:
        config.dry_run = True
        config.use_query_cache = False
        job = client.query(QUERY, job_config=config)
        print(f"This query would process {job.total_bytes_processed / 1e9:.2f} GB.")
        return
    job = client.query(QUERY, job_config=config)
    rows = job.result()  # waits for the query to finish
    args.output.parent.mkdir(parents=True, exist_ok=True)
    with args.output.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        writer.writerow([field.name for field in rows.schema])
        count = 0
        for row in rows:
            writer.writerow(list(row.values()))
            count += 1
    print(f"Saved {count:,} rows to {args.output} ({(job.total_bytes_processed or 0) / 1e9:.2f} GB processed)")


if __name__ == "__main__":
    main()
`;
  },
};

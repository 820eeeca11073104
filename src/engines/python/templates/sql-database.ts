import { pyStr } from "../py-literals";
import { pythonScriptKind } from "../../../contracts/functions/python-script-generator";
import { header, requirementsFor, type ScriptTemplate } from "../template";
import type { Slots } from "../slots";

const DRIVERS: Record<NonNullable<Slots["database"]>, { url: string; pip: string[] }> = {
  postgresql: { url: "postgresql+psycopg2://user:password@localhost:5432/dbname", pip: ["psycopg2-binary"] },
  mysql: { url: "mysql+pymysql://user:password@localhost:3306/dbname", pip: ["pymysql"] },
  sqlite: { url: "sqlite:///data.db", pip: [] },
  mssql: { url: "mssql+pyodbc://user:password@server/dbname?driver=ODBC+Driver+18+for+SQL+Server", pip: ["pyodbc"] },
  oracle: { url: "oracle+oracledb://user:password@host:1521/?service_name=ORCL", pip: ["oracledb"] },
};

export const sqlDatabase: ScriptTemplate = {
  ...pythonScriptKind("sql-database"),
  score(lower, slots) {
    let s = 0;
    if (/\bsqlalchemy\b/.test(lower)) s += 8;
    if (slots.database) s += 5;
    if (/\b(database|db|sql query|run (a )?sql)\b/.test(lower)) s += 2;
    return s;
  },
  filename: () => "query_database.py",
  render(slots) {
    const db = slots.database ?? "postgresql";
    const table = slots.table && !slots.table.includes(".") ? slots.table : "orders";
    const sql = slots.sql ?? `SELECT *\nFROM ${table}\nWHERE created_at >= :since\nORDER BY created_at DESC`;
    const output = slots.output ?? `${table}.csv`;
    const driver = DRIVERS[db];
    return `${header({
      title: `Query a ${db} database with SQLAlchemy and pandas.`,
      purpose: [
        "Reads the connection URL from the DATABASE_URL environment variable (never hard-code",
        "passwords), runs a parameterised query with SQLAlchemy, loads the rows into pandas",
        "and saves them.",
        `Example URL: ${driver.url}`,
      ],
      usage: `DATABASE_URL='${driver.url}' python query_database.py --output ${output}`,
      requires: requirementsFor(output, ["sqlalchemy", "pandas", ...driver.pip]),
      request: slots.request,
    })}
import argparse
import datetime as dt
import os
from pathlib import Path

import pandas as pd
from sqlalchemy import create_engine, text

QUERY = ${pyStr(sql)}


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description="Run a SQL query and save the result.")
    parser.add_argument("--output", type=Path, default=Path(${pyStr(output)}))
    parser.add_argument("--since", type=dt.date.fromisoformat, default=dt.date.today() - dt.timedelta(days=7), help="value of :since")
    return parser.parse_args()


def main() -> None:
    args = parse_args()
    url = os.environ.get("DATABASE_URL")
    if not url:
        raise SystemExit("Set DATABASE_URL, e.g. ${driver.url}")
    engine = create_engine(url, pool_pre_ping=True)
    params = {"since": args.since} if ":since" in QUERY else {}
    with engine.connect() as connection:
        df = pd.read_sql(text(QUERY), connection, params=params)
    print(df.head(20).to_string(index=False))
    args.output.parent.mkdir(parents=True, exist_ok=True)
    if args.output.suffix.lower() in (".xlsx", ".xls"):
        df.to_excel(args.output, index=False)
    else:
        df.to_csv(args.output, index=False)
    print(f"Saved {len(df):,} rows to {args.output}")


if __name__ == "__main__":
    main()
`;
  },
};

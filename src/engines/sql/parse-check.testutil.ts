import pkg from "node-sql-parser";
import type { Dialect } from "./dialects";

const { Parser } = pkg;
const parser = new Parser();

/**
 * node-sql-parser grammar used to check each dialect's output. Standard SQL is checked with the
 * PostgreSQL grammar: it is the closest to ANSI (double-quoted identifiers, FULL OUTER JOIN,
 * :name host variables) of the grammars the library ships.
 */
export const parserDatabase: Record<Dialect, string> = {
  standard: "postgresql",
  bigquery: "bigquery",
  postgresql: "postgresql",
  mysql: "mysql",
};

/** Parses SQL with the dialect's grammar; throws with the SQL in the message when it does not parse. */
export function parseSql(sql: string, dialect: Dialect): unknown {
  try {
    return parser.astify(sql, { database: parserDatabase[dialect] });
  } catch (err) {
    throw new Error(`${dialect} SQL did not parse: ${(err as Error).message.slice(0, 200)}\n${sql}`, { cause: err });
  }
}

/** Table names node-sql-parser finds, as "type::db::table" strings. */
export function tablesOf(sql: string, dialect: Dialect): string[] {
  return parser.tableList(sql, { database: parserDatabase[dialect] });
}

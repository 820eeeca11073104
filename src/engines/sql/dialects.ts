/** The SQL dialects the builders write for (spec section 2: Standard SQL, BigQuery, PostgreSQL, MySQL). */
export const dialects = ["standard", "bigquery", "postgresql", "mysql"] as const;
export type Dialect = (typeof dialects)[number];

export const dialectLabels: Record<Dialect, string> = {
  standard: "Standard SQL",
  bigquery: "BigQuery",
  postgresql: "PostgreSQL",
  mysql: "MySQL",
};

export function isDialect(value: unknown): value is Dialect {
  return typeof value === "string" && (dialects as readonly string[]).includes(value);
}

/**
 * Identifier quote character: backticks for BigQuery and MySQL, double quotes (the SQL standard's
 * delimited identifier) for PostgreSQL and Standard SQL.
 */
export function quoteCharOf(dialect: Dialect): "`" | '"' {
  return dialect === "bigquery" || dialect === "mysql" ? "`" : '"';
}

/**
 * The comment header line naming the database (spec section 9: added for BigQuery, PostgreSQL and MySQL,
 * not for Standard SQL).
 */
export function headerComment(dialect: Dialect): string | null {
  return dialect === "standard" ? null : `-- ${dialectLabels[dialect]}`;
}

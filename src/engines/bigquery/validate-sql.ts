import pkg from "node-sql-parser";

const { Parser } = pkg;
const parser = new Parser();

export type SqlCheck = { ok: true } | { ok: false; problem: string };

/**
 * Checks SQL written by someone else (the optional AI provider) before it is shown: one statement,
 * a query (SELECT or WITH … SELECT) that BigQuery's grammar accepts, and — when a dataset was
 * given — table names qualified with a dataset. Names defined by the query's own WITH clauses are fine.
 */
export function checkBigQuerySelect(sql: string, requireQualified: boolean): SqlCheck {
  const body = sql.replace(/--[^\n]*$/gm, "").trim().replace(/;\s*$/, "");
  if (!body) return { ok: false, problem: "The query is empty." };
  let ast: unknown;
  try {
    ast = parser.astify(body, { database: "bigquery" });
  } catch (err) {
    return { ok: false, problem: `It does not parse as BigQuery SQL: ${(err as Error).message.slice(0, 160)}` };
  }
  const statements = Array.isArray(ast) ? ast : [ast];
  if (statements.length !== 1) return { ok: false, problem: "It is more than one statement." };
  if ((statements[0] as { type?: string }).type !== "select") return { ok: false, problem: "It is not a SELECT query." };
  if (requireQualified) {
    const ctes = new Set(
      (((statements[0] as { with?: { name?: { value?: string } }[] | null }).with ?? []) as { name?: { value?: string } }[])
        .map((w) => w.name?.value?.toLowerCase())
        .filter(Boolean),
    );
    const tables = parser.tableList(body, { database: "bigquery" }).map((t) => t.split("::").slice(2).join("::"));
    const bare = tables.filter((t) => !t.includes(".") && !ctes.has(t.toLowerCase()));
    if (bare.length) return { ok: false, problem: `Table names are not qualified with a dataset: ${bare.join(", ")}.` };
  }
  return { ok: true };
}

import pkg from "node-sql-parser";

const { Parser } = pkg;
const parser = new Parser();

/** The `sql:` text of a LookML field block (single- or multi-line), or null. */
export function sqlOf(lookml: string): string | null {
  const m = /\n {2}sql:([\s\S]*?) ;;\n/.exec(lookml);
  return m ? m[1].trim() : null;
}

/**
 * Checks the SQL of a LookML block with BigQuery's grammar (Looker Studio's functions follow
 * BigQuery): `${TABLE}.col` becomes `t.col` and `${field}` becomes `field`, then it must parse
 * as a SELECT expression.
 */
export function assertSqlParses(sql: string): void {
  const plain = sql.replace(/\$\{TABLE\}\./g, "t.").replace(/\$\{([a-z0-9_.]+)\}/g, "$1");
  try {
    parser.astify(`SELECT ${plain} AS v FROM t`, { database: "bigquery" });
  } catch (err) {
    throw new Error(`SQL did not parse: ${(err as Error).message.slice(0, 160)}\n${sql}`, { cause: err });
  }
}

/** Structural checks every generated block must pass: header, balanced braces, LookML name, ;; ends. */
export function assertLookmlShape(lookml: string, kind: "dimension" | "measure"): void {
  const lines = lookml.split("\n");
  const head = new RegExp(`^${kind}: [a-z][a-z0-9_]* \\{$`);
  if (!head.test(lines[0])) throw new Error(`bad header: ${lines[0]}`);
  if (lines[lines.length - 1] !== "}") throw new Error("block does not end with }");
  // Substitutions (${…}) and Liquid ({{ … }}, {% … %}) are not block braces.
  const blocks = lookml.replace(/\$\{[^}]*\}|\{\{[\s\S]*?\}\}|\{%[\s\S]*?%\}/g, "");
  const opens = (blocks.match(/\{/g) ?? []).length;
  const closes = (blocks.match(/\}/g) ?? []).length;
  if (opens !== 1 || closes !== 1) throw new Error(`unbalanced braces in\n${lookml}`);
  for (const param of ["sql", "html"]) {
    const starts = lookml.split("\n").filter((l) => l.startsWith(`  ${param}:`)).length;
    if (starts > 1) throw new Error(`${param} appears twice`);
  }
  // ";;" inside a quoted label is harmless: only sql: and html: blocks end at it.
  const ends = (lookml.replace(/^ {2}label: .*$/m, "").match(/;;/g) ?? []).length;
  const params = (lookml.match(/\n {2}(sql|html):/g) ?? []).length;
  if (ends !== params) throw new Error(`expected ${params} ";;" but found ${ends}`);
}

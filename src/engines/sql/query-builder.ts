import type { Dialect } from "./dialects";
import {
  asNamePath,
  formatColumnPath,
  formatTablePath,
  parseIdentifierPath,
  quoteIdentifier,
  tooManyParts,
} from "./identifiers";
import { invalidName, sqlMessages, unbalanced, type BuilderProblem } from "./messages";
import { scanTopLevel, splitList, topLevelMatches } from "./scan";

export const queryTypes = ["SELECT", "INSERT", "UPDATE", "DELETE"] as const;
export type QueryType = (typeof queryTypes)[number];

export interface QueryBuilderInput {
  queryType: QueryType;
  table: string;
  /** SELECT and INSERT: column list. UPDATE: the SET clause (`col = value, …`). Ignored for DELETE. */
  columns: string;
  /** Optional condition; ignored for INSERT (the spec hides it). */
  where: string;
  dialect: Dialect;
}

export type QueryBuildResult =
  | { ok: true; sql: string; warnings: string[] }
  | { ok: false; problem: BuilderProblem };

export const queryWarnings = {
  deleteAll: "No WHERE clause: this DELETE removes every row in the table.",
  updateAll: "No WHERE clause: this UPDATE changes every row in the table.",
};

/** Short lists stay on one line; long ones get one item per line, indented. */
const INLINE_MAX = 60;

function isShort(items: string[]): boolean {
  const inline = items.join(", ");
  return inline.length <= INLINE_MAX && !inline.includes("\n");
}

function indented(items: string[]): string {
  return items.map((item) => `  ${item.replace(/\n/g, "\n  ")}`).join(",\n");
}

/** "(a, b)" or a parenthesised block with one item per line. */
function parenList(items: string[]): string {
  return isShort(items) ? `(${items.join(", ")})` : `(\n${indented(items)}\n)`;
}

/** After a keyword: " a, b" on the same line, or one item per line below it. */
function clauseList(items: string[]): string {
  return isShort(items) ? ` ${items.join(", ")}` : `\n${indented(items)}`;
}

/** One placeholder per value, in the style each database's drivers and consoles accept. */
function placeholders(columns: string[], dialect: Dialect): string[] {
  if (dialect === "mysql") return columns.map(() => "?");
  if (dialect === "postgresql") return columns.map((_, i) => `$${i + 1}`);
  // Named parameters: BigQuery's @name, the SQL standard's :name host variable.
  const prefix = dialect === "bigquery" ? "@" : ":";
  const used = new Set<string>();
  return columns.map((col, i) => {
    let name = col
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9_]+/g, "_")
      .replace(/^_+|_+$/g, "");
    if (!name || /^\d/.test(name)) name = `p${i + 1}`;
    let unique = name;
    for (let n = 2; used.has(unique); n++) unique = `${name}_${n}`;
    used.add(unique);
    return `${prefix}${unique}`;
  });
}

/** The WHERE text as the user meant it: without a leading WHERE or a trailing semicolon. */
function cleanCondition(text: string): { condition: string } | { problem: BuilderProblem } {
  const condition = text
    .trim()
    .replace(/^where\b\s*/i, "")
    .replace(/[\s;]+$/, "");
  if (!condition) return { condition: "" };
  if (scanTopLevel(condition, () => {})) return { problem: unbalanced("WHERE clause") };
  if (topLevelMatches(condition, /;/g).length > 0) {
    return { problem: { title: "Check the WHERE clause", description: "Write a single condition, without ;" } };
  }
  return { condition };
}

function lastColumnPart(parts: string[]): string {
  return parts[parts.length - 1];
}

/** A SELECT item: a name is quoted as needed; an expression (COUNT(*), price * qty) is kept as written. */
function selectItem(item: string, dialect: Dialect): string {
  const aliases = topLevelMatches(item, /\s+as\s+/gi);
  const alias = aliases[aliases.length - 1];
  if (alias) {
    const expr = item.slice(0, alias.index);
    const name = item.slice(alias.index + alias.length).trim();
    const aliasPath = asNamePath(name);
    const formattedAlias = aliasPath && aliasPath.length === 1 ? quoteIdentifier(aliasPath[0], dialect) : name;
    return `${selectItem(expr, dialect)} AS ${formattedAlias}`;
  }
  const path = asNamePath(item);
  return path ? formatColumnPath(path, dialect) : item.trim();
}

/**
 * Builds a SELECT, INSERT, UPDATE or DELETE statement. Names are quoted when the dialect needs it
 * (spaces, reserved words); expressions and conditions are kept as the user wrote them.
 */
export function buildQuery(input: QueryBuilderInput): QueryBuildResult {
  const { queryType, dialect } = input;
  if (!input.table.trim()) return { ok: false, problem: sqlMessages.missingTable };
  const tablePath = parseIdentifierPath(input.table);
  if (!tablePath.ok) return { ok: false, problem: invalidName("table name", tablePath.reason) };
  const partsProblem = tooManyParts(tablePath.parts, dialect);
  if (partsProblem) return { ok: false, problem: invalidName("table name", partsProblem) };
  const table = formatTablePath(tablePath.parts, dialect);

  const list = splitList(input.columns);
  if (list.problem && queryType !== "DELETE") return { ok: false, problem: unbalanced(queryType === "UPDATE" ? "SET clause" : "columns") };
  if (queryType === "INSERT" && list.parts.length === 0) return { ok: false, problem: sqlMessages.missingInsertColumns };
  if (queryType === "UPDATE" && list.parts.length === 0) return { ok: false, problem: sqlMessages.missingSetClause };

  // Problems are reported in the order of the fields on screen: table, columns, then WHERE.
  let whereLine = "";
  if (queryType !== "INSERT") {
    const cleaned = cleanCondition(input.where);
    if ("problem" in cleaned) return { ok: false, problem: cleaned.problem };
    if (cleaned.condition) whereLine = `\nWHERE ${cleaned.condition}`;
  }
  const warnings: string[] = [];

  switch (queryType) {
    case "SELECT": {
      let items = list.parts;
      let distinct = "";
      if (items.length > 0 && /^distinct\s+/i.test(items[0])) {
        distinct = " DISTINCT";
        items = [items[0].replace(/^distinct\s+/i, ""), ...items.slice(1)];
      }
      const columns = items.length ? items.map((item) => selectItem(item, dialect)) : ["*"];
      return { ok: true, sql: `SELECT${distinct}${clauseList(columns)}\nFROM ${table}${whereLine};`, warnings };
    }
    case "INSERT": {
      const names: string[] = [];
      for (const item of list.parts) {
        const path = asNamePath(item);
        if (!path || path.includes("*")) return { ok: false, problem: invalidName("columns", `"${item}" is not a column name`) };
        names.push(lastColumnPart(path));
      }
      const cols = names.map((n) => quoteIdentifier(n, dialect));
      const values = placeholders(names, dialect);
      return {
        ok: true,
        sql: `INSERT INTO ${table} ${parenList(cols)}\nVALUES ${parenList(values)};`,
        warnings,
      };
    }
    case "UPDATE": {
      const bare: string[] = [];
      const assignments: { column: string; value: string | null }[] = [];
      for (const item of list.parts) {
        // The first top-level "=" that is not part of <=, >=, != or ==.
        const eq = topLevelMatches(item, /(?<![<>!=])=(?!=)/g)[0];
        const left = eq ? item.slice(0, eq.index) : item;
        const path = asNamePath(left);
        if (!path || path.includes("*")) return { ok: false, problem: invalidName("SET clause", `"${left.trim()}" is not a column name`) };
        const column = lastColumnPart(path);
        const value = eq ? item.slice(eq.index + eq.length).trim() : null;
        if (eq && !value) return { ok: false, problem: invalidName("SET clause", `"${column}" has no value`) };
        if (!eq) bare.push(column);
        assignments.push({ column, value });
      }
      // Columns typed without "= value" get a placeholder to fill in, like INSERT's VALUES row.
      const fill = placeholders(bare, dialect);
      let k = 0;
      const sets = assignments.map((a) => `${quoteIdentifier(a.column, dialect)} = ${a.value ?? fill[k++]}`);
      if (!whereLine) warnings.push(queryWarnings.updateAll);
      const setBlock = sets.length === 1 ? ` ${sets[0]}` : `\n${indented(sets)}`;
      return { ok: true, sql: `UPDATE ${table}\nSET${setBlock}${whereLine};`, warnings };
    }
    case "DELETE": {
      if (!whereLine) warnings.push(queryWarnings.deleteAll);
      return { ok: true, sql: `DELETE FROM ${table}${whereLine};`, warnings };
    }
  }
}

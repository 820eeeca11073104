import { headerComment, type Dialect } from "./dialects";
import { formatColumnPath, formatTablePath, parseIdentifierPath, tooManyParts } from "./identifiers";
import { invalidName, sqlMessages, type BuilderProblem } from "./messages";
import { isReservedAnywhere } from "./reserved-words";
import { splitTopLevel } from "./scan";

export const joinTypes = ["INNER", "LEFT", "RIGHT", "FULL OUTER", "UNION"] as const;
export type JoinType = (typeof joinTypes)[number];

export interface JoinBuilderInput {
  dialect: Dialect;
  joinType: JoinType;
  leftTable: string;
  rightTable: string;
  /** Join key of the first table; several keys separated by commas. Ignored for UNION. */
  leftKey: string;
  rightKey: string;
}

export type JoinBuildResult =
  | { ok: true; sql: string; notes: string[] }
  | { ok: false; problem: BuilderProblem };

export const joinNotes = {
  union:
    "UNION ALL returns every row from both tables, duplicates included. Both tables need the same number of columns, in the same order, with compatible types.",
  mysqlFullOuter:
    "MySQL has no FULL OUTER JOIN: this is a LEFT JOIN plus the rows of the RIGHT JOIN that found no match. UNION ALL with the IS NULL filter keeps rows that really are duplicated, which a plain UNION would drop.",
};

/**
 * A short alias from the table's own name: orders → o, order_items → oi, customerOrders → co.
 * Falls back to t1/t2 when that is not a safe bare word, and numbers the two when they collide.
 */
function aliasFor(tableParts: string[], fallback: string): string {
  const last = tableParts[tableParts.length - 1];
  const words = last
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  const alias = words
    .map((w) => w[0])
    .join("")
    .toLowerCase()
    .slice(0, 4);
  return /^[a-z][a-z0-9]*$/.test(alias) && !isReservedAnywhere(alias) ? alias : fallback;
}

function pickAliases(left: string[], right: string[]): [string, string] {
  const a = aliasFor(left, "t1");
  const b = aliasFor(right, "t2");
  if (a !== b) return [a, b];
  const one = `${a}1`;
  const two = `${b}2`;
  return isReservedAnywhere(one) || isReservedAnywhere(two) ? ["t1", "t2"] : [one, two];
}

type KeysResult = { ok: true; keys: string[][] } | { ok: false; problem: BuilderProblem };

/**
 * Parses "customer_id" or "region, customer_id" into column paths. A key typed with its table's
 * name in front (orders.customer_id) loses that prefix: the alias takes its place.
 */
function parseKeys(text: string, tableParts: string[]): KeysResult {
  const { parts, problem } = splitTopLevel(text, ",");
  if (problem) return { ok: false, problem: invalidName("join keys", "a quote is not closed") };
  const keys: string[][] = [];
  for (const raw of parts) {
    if (!raw.trim()) continue;
    const parsed = parseIdentifierPath(raw);
    if (!parsed.ok) return { ok: false, problem: invalidName("join keys", parsed.reason) };
    let path = parsed.parts;
    for (let n = Math.min(tableParts.length, path.length - 1); n > 0; n--) {
      const suffix = tableParts.slice(tableParts.length - n);
      if (suffix.every((p, i) => p.toLowerCase() === path[i].toLowerCase())) {
        path = path.slice(n);
        break;
      }
    }
    keys.push(path);
  }
  return { ok: true, keys };
}

const joinKeyword: Record<Exclude<JoinType, "UNION">, string> = {
  INNER: "INNER JOIN",
  LEFT: "LEFT JOIN",
  RIGHT: "RIGHT JOIN",
  "FULL OUTER": "FULL OUTER JOIN",
};

/**
 * Writes a join (or a UNION ALL) of two tables for the chosen database: names quoted the way that
 * database needs, a header comment naming it (BigQuery, PostgreSQL, MySQL), and MySQL's
 * FULL OUTER JOIN emulated with LEFT JOIN … UNION ALL … RIGHT JOIN.
 */
export function buildJoin(input: JoinBuilderInput): JoinBuildResult {
  const { dialect, joinType } = input;
  if (!input.leftTable.trim() || !input.rightTable.trim()) return { ok: false, problem: sqlMessages.missingTables };
  const leftPath = parseIdentifierPath(input.leftTable);
  if (!leftPath.ok) return { ok: false, problem: invalidName("first table name", leftPath.reason) };
  const rightPath = parseIdentifierPath(input.rightTable);
  if (!rightPath.ok) return { ok: false, problem: invalidName("second table name", rightPath.reason) };
  for (const [which, path] of [["first table name", leftPath.parts], ["second table name", rightPath.parts]] as const) {
    const reason = tooManyParts(path, dialect);
    if (reason) return { ok: false, problem: invalidName(which, reason) };
  }
  const left = formatTablePath(leftPath.parts, dialect);
  const right = formatTablePath(rightPath.parts, dialect);
  const header = headerComment(dialect);
  const lines: string[] = header ? [header] : [];

  if (joinType === "UNION") {
    lines.push("SELECT *", `FROM ${left}`, "UNION ALL", "SELECT *", `FROM ${right};`);
    return { ok: true, sql: lines.join("\n"), notes: [joinNotes.union] };
  }

  if (!input.leftKey.trim() || !input.rightKey.trim()) return { ok: false, problem: sqlMessages.missingJoinKeys };
  const leftKeys = parseKeys(input.leftKey, leftPath.parts);
  if (!leftKeys.ok) return leftKeys;
  const rightKeys = parseKeys(input.rightKey, rightPath.parts);
  if (!rightKeys.ok) return rightKeys;
  if (leftKeys.keys.length !== rightKeys.keys.length) return { ok: false, problem: sqlMessages.joinKeyCount };

  const [a, b] = pickAliases(leftPath.parts, rightPath.parts);
  const leftCol = (key: string[]) => formatColumnPath([a, ...key], dialect);
  const rightCol = (key: string[]) => formatColumnPath([b, ...key], dialect);
  const on = leftKeys.keys.map((key, i) => `${i === 0 ? "  ON" : "  AND"} ${leftCol(key)} = ${rightCol(rightKeys.keys[i])}`);
  const select = `SELECT ${a}.*, ${b}.*`;

  if (dialect === "mysql" && joinType === "FULL OUTER") {
    lines.push(
      select,
      `FROM ${left} AS ${a}`,
      `LEFT JOIN ${right} AS ${b}`,
      ...on,
      "UNION ALL",
      select,
      `FROM ${left} AS ${a}`,
      `RIGHT JOIN ${right} AS ${b}`,
      ...on,
      // Matched rows have a non-NULL left key (equality never holds for NULL), so this keeps only
      // the right-hand rows the LEFT JOIN could not produce.
      `WHERE ${leftCol(leftKeys.keys[0])} IS NULL;`,
    );
    return { ok: true, sql: lines.join("\n"), notes: [joinNotes.mysqlFullOuter] };
  }

  lines.push(select, `FROM ${left} AS ${a}`, `${joinKeyword[joinType]} ${right} AS ${b}`, ...on);
  lines[lines.length - 1] += ";";
  return { ok: true, sql: lines.join("\n"), notes: [] };
}

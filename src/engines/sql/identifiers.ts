import { quoteCharOf, type Dialect } from "./dialects";
import { isReservedWord } from "./reserved-words";
import { splitTopLevel } from "./scan";

/** A bare identifier every dialect accepts without quotes. */
const PLAIN = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * A name part as people type it: words of letters, digits, `_` or `$`, joined by single spaces or
 * hyphens ("first name", "order-id"). "price - discount" (spaced operator) is not a name.
 */
const NAME_PART = /^[\p{L}\p{M}\p{N}_$]+(?:[ -][\p{L}\p{M}\p{N}_$]+)*$/u;

/**
 * Words that make a multi-word item an expression ("name DESC", "DISTINCT id", "x IS NULL") rather
 * than a name. Words that also occur in real column names ("in stock", "end date", "is active",
 * "terms and conditions") are deliberately absent.
 */
const EXPRESSION_WORDS = new Set("AS ASC DESC DISTINCT NULL LIKE BETWEEN OVER".split(" "));

const QUOTES: Record<string, string> = { '"': '"', "`": "`", "[": "]" };

export type PathResult = { ok: true; parts: string[] } | { ok: false; reason: string };

function unquote(part: string): string | null {
  const close = QUOTES[part[0]];
  if (!close || part.length < 2 || part[part.length - 1] !== close) return null;
  const inner = part.slice(1, -1);
  if (close === "]") return inner.replace(/\]\]/g, "]");
  if (close === "`") return inner.replace(/``/g, "`").replace(/\\`/g, "`");
  return inner.replace(/""/g, '"');
}

/**
 * Parses a dotted name such as `project.dataset.table`, `"my schema"."order"` or `sales.order items`
 * into its parts (unquoted). Quotes the user already typed are understood in any dialect's style.
 */
export function parseIdentifierPath(text: string): PathResult {
  const trimmed = text.trim();
  if (!trimmed) return { ok: false, reason: "the name is empty" };
  const { parts, problem } = splitTopLevel(trimmed, ".");
  if (problem === "unclosed-quote") return { ok: false, reason: "a quote is not closed" };
  const out: string[] = [];
  for (const raw of parts) {
    const part = raw.trim();
    if (!part) return { ok: false, reason: "a part of the name is empty" };
    const quoted = unquote(part);
    if (quoted !== null) {
      if (!quoted) return { ok: false, reason: "a quoted part is empty" };
      out.push(quoted);
      continue;
    }
    if (!NAME_PART.test(part)) return { ok: false, reason: `"${part}" is not a valid name` };
    out.push(part);
  }
  return { ok: true, parts: out };
}

/** Most parts a table name can have: MySQL database.table; the others catalog/project.schema/dataset.table. */
export function maxTableParts(dialect: Dialect): number {
  return dialect === "mysql" ? 2 : 3;
}

/** Checks the number of parts of a table name for the dialect; returns a reason when there are too many. */
export function tooManyParts(parts: readonly string[], dialect: Dialect): string | null {
  const max = maxTableParts(dialect);
  if (parts.length <= max) return null;
  const shape = dialect === "mysql" ? "database.table" : dialect === "bigquery" ? "project.dataset.table" : "database.schema.table";
  return `use at most ${max} parts (${shape})`;
}

/** True when a single identifier must be quoted in the dialect: not a plain word, or a reserved word. */
export function needsQuoting(name: string, dialect: Dialect): boolean {
  return !PLAIN.test(name) || isReservedWord(name, dialect);
}

/** Quotes one identifier when the dialect needs it, escaping the quote character inside. */
export function quoteIdentifier(name: string, dialect: Dialect): string {
  if (!needsQuoting(name, dialect)) return name;
  const q = quoteCharOf(dialect);
  // BigQuery escapes a backtick with a backslash; MySQL and the standard double the quote.
  const escaped = dialect === "bigquery" ? name.replace(/[\\`]/g, (c) => `\\${c}`) : name.split(q).join(q + q);
  return `${q}${escaped}${q}`;
}

/**
 * A table path for the FROM clause. BigQuery writes a path that needs quoting as one backticked
 * path (`my-project.sales.orders`), its documented form; other dialects quote each part.
 */
export function formatTablePath(parts: readonly string[], dialect: Dialect): string {
  if (dialect === "bigquery" && parts.length > 1 && parts.some((p) => needsQuoting(p, dialect))) {
    if (parts.every((p) => !/[.`\\]/.test(p))) return `\`${parts.join(".")}\``;
  }
  return parts.map((p) => quoteIdentifier(p, dialect)).join(".");
}

/** A column path (alias.column, struct.field): every part quoted on its own when needed. */
export function formatColumnPath(parts: readonly string[], dialect: Dialect): string {
  return parts.map((p) => (p === "*" ? p : quoteIdentifier(p, dialect))).join(".");
}

/**
 * When a list item is a name (possibly dotted, possibly ending in `.*`) rather than an expression,
 * returns its parts. Multi-word parts that contain SQL keywords ("name DESC", "DISTINCT id") are
 * expressions, and so are bare numbers.
 */
export function asNamePath(text: string): string[] | null {
  const trimmed = text.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return null;
  let body = trimmed;
  let star = false;
  if (trimmed === "*") return ["*"];
  if (trimmed.endsWith(".*")) {
    body = trimmed.slice(0, -2);
    star = true;
  }
  const parsed = parseIdentifierPath(body);
  if (!parsed.ok) return null;
  for (const part of parsed.parts) {
    const words = part.split(/[ -]/);
    if (words.length > 1 && words.some((w) => EXPRESSION_WORDS.has(w.toUpperCase()))) {
      // A keyword inside a quoted part is fine: the user quoted it on purpose.
      if (!body.includes(`"${part}"`) && !body.includes(`\`${part}\``) && !body.includes(`[${part}]`)) return null;
    }
  }
  return star ? [...parsed.parts, "*"] : parsed.parts;
}

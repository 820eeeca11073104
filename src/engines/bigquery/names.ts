/**
 * BigQuery resource and column names: parsing "project.dataset.table" as people type it (with or
 * without backticks) and checking each part against BigQuery's naming rules, so generated SQL never
 * carries an identifier BigQuery would reject or one that could break out of its quotes.
 */

/** Project ids: 6–30 lower-case letters, digits or hyphens, starting with a letter; optionally "domain.com:project". */
const PROJECT = /^(?:[a-z][a-z0-9.-]*[a-z0-9]:)?[a-z][a-z0-9-]{4,28}[a-z0-9]$/;
/** Datasets: letters, digits and underscores, at most 1024. */
const DATASET = /^[A-Za-z0-9_]{1,1024}$/;
/** Tables, views and models: letters, marks, digits, underscores and hyphens (no dots, quotes or spaces here). */
const TABLE = /^[\p{L}\p{M}\p{N}_-]{1,1024}$/u;
/** Columns: a letter or underscore, then letters, digits, underscores; at most 300. */
const COLUMN = /^[A-Za-z_][A-Za-z0-9_]{0,299}$/;

export class BigQueryNameError extends Error {}

export interface TableRef {
  project?: string;
  dataset: string;
  table: string;
}

export interface DatasetRef {
  project?: string;
  dataset: string;
}

function parts(raw: string): string[] {
  const s = raw.trim().replace(/^`|`$/g, "").replace(/`\.`/g, ".");
  if (s.includes("`")) throw new BigQueryNameError(`"${raw.trim()}" has a stray backtick.`);
  // A project may contain dots only in its "domain.com:project" prefix.
  const colon = s.indexOf(":");
  if (colon >= 0) {
    const rest = s.slice(colon + 1).split(".");
    return [`${s.slice(0, colon)}:${rest[0]}`, ...rest.slice(1)];
  }
  return s.split(".");
}

function checkProject(p: string): string {
  if (!PROJECT.test(p)) {
    throw new BigQueryNameError(`"${p}" is not a valid project id (6–30 lower-case letters, digits or hyphens, starting with a letter).`);
  }
  return p;
}
function checkDataset(d: string): string {
  if (!DATASET.test(d)) throw new BigQueryNameError(`"${d}" is not a valid dataset name (letters, digits and underscores only).`);
  return d;
}
function checkTable(t: string, what = "table"): string {
  if (!TABLE.test(t)) throw new BigQueryNameError(`"${t}" is not a valid ${what} name (letters, digits, underscores and hyphens only).`);
  return t;
}

/** "dataset" or "project.dataset". */
export function parseDataset(raw: string): DatasetRef {
  const p = parts(raw);
  if (p.length === 1) return { dataset: checkDataset(p[0]!) };
  if (p.length === 2) return { project: checkProject(p[0]!), dataset: checkDataset(p[1]!) };
  throw new BigQueryNameError(`"${raw.trim()}" should be a dataset, written as dataset or project.dataset.`);
}

/** "dataset.table" or "project.dataset.table". */
export function parseTable(raw: string, what = "table"): TableRef {
  const p = parts(raw);
  if (p.length === 2) return { dataset: checkDataset(p[0]!), table: checkTable(p[1]!, what) };
  if (p.length === 3) return { project: checkProject(p[0]!), dataset: checkDataset(p[1]!), table: checkTable(p[2]!, what) };
  throw new BigQueryNameError(`"${raw.trim()}" should name a ${what} as dataset.${what} or project.dataset.${what}.`);
}

/** A table/model name with or without its dataset; the default dataset fills in what is missing. */
export function parseTableIn(raw: string, inDataset: DatasetRef, what = "table"): TableRef {
  const p = parts(raw);
  if (p.length === 1) return { ...inDataset, table: checkTable(p[0]!, what) };
  return parseTable(raw, what);
}

export function checkColumn(name: string): string {
  const c = name.trim().replace(/^`|`$/g, "");
  if (!COLUMN.test(c)) {
    throw new BigQueryNameError(`"${name.trim()}" is not a valid column name (a letter or underscore, then letters, digits or underscores).`);
  }
  return c;
}

/** The backticked, fully qualified name BigQuery expects: `project.dataset.table`. */
export function qualified(ref: TableRef): string {
  return `\`${[ref.project, ref.dataset, ref.table].filter(Boolean).join(".")}\``;
}

/** Column names that are reserved words in GoogleSQL must be backticked. */
const RESERVED = new Set(
  (
    "all and any array as asc assert_rows_modified at between by case cast collate contains create cross cube current default " +
    "define desc distinct else end enum escape except exclude exists extract false fetch following for from full group grouping " +
    "groups hash having if ignore in inner intersect interval into is join lateral left like limit lookup merge natural new no not " +
    "null nulls of on or order outer over partition preceding proto qualify range recursive respect right rollup rows select set " +
    "some struct tablesample then to treesample true unbounded union unnest using when where window with within"
  ).split(" "),
);

export function col(name: string): string {
  return RESERVED.has(name.toLowerCase()) ? `\`${name}\`` : name;
}

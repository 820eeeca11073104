import type { Condition, DateBound, Intent, Metric, TimeGrain } from "./intent";
import { col as quoteReserved, parseTable, qualified, type DatasetRef } from "./names";
import { singular } from "./text";

/** A column name as SQL: reserved words and names starting with a digit are backticked. */
function ident(name: string): string {
  if (/^\d/.test(name)) return `\`${name}\``;
  return quoteReserved(name);
}

const CREATED_AT_TABLES = new Set([
  "users", "customers", "accounts", "members", "subscribers", "leads", "clients", "employees", "contacts", "profiles", "companies",
]);

function baseName(table: string): string {
  return table.split(".").at(-1)!;
}

function defaultDateColumn(table: string): string {
  const base = baseName(table).toLowerCase();
  if (CREATED_AT_TABLES.has(base)) return "created_at";
  const s = singular(base);
  return s === base ? "created_at" : `${s}_date`;
}

function isTimestampColumn(name: string): boolean {
  return /(_at|_time|_timestamp|_ts)$|^(timestamp|datetime|date_time)$/.test(name);
}

export function qualifyTable(name: string, db: DatasetRef | undefined, notes: string[]): string {
  const parts = name.split(".");
  let full: string;
  if (parts.length === 1) {
    if (db) full = [db.project, db.dataset, name].filter(Boolean).join(".");
    else {
      full = `your_dataset.${name}`;
      const note = "Fill in the Database / Dataset field to get fully qualified table names (your_dataset is a placeholder).";
      if (!notes.includes(note)) notes.push(note);
    }
  } else if (parts.length === 2 && db?.project) full = `${db.project}.${name}`;
  else full = name;
  return qualified(parseTable(full));
}

function metricSql(m: Metric): string {
  const c = m.column ? ident(m.column) : "";
  switch (m.fn) {
    case "SUM":
      return `SUM(${c})`;
    case "AVG":
      return `AVG(${c})`;
    case "COUNT":
      return m.column ? `COUNT(${c})` : "COUNT(*)";
    case "COUNT_DISTINCT":
      return `COUNT(DISTINCT ${c})`;
    case "MAX":
      return `MAX(${c})`;
    case "MIN":
      return `MIN(${c})`;
    case "MEDIAN":
      return `APPROX_QUANTILES(${c}, 2)[OFFSET(1)]`;
    case "STDDEV":
      return `STDDEV(${c})`;
    case "PERCENTILE":
      return `APPROX_QUANTILES(${c}, 100)[OFFSET(${m.percentile})]`;
  }
}

function periodSql(grain: TimeGrain, dateCol: string): string {
  const c = ident(dateCol);
  const ts = isTimestampColumn(dateCol);
  if (grain === "HOUR") return `TIMESTAMP_TRUNC(${c}, HOUR)`;
  const d = ts ? `DATE(${c})` : c;
  if (grain === "DAY") return d;
  return `DATE_TRUNC(${d}, ${grain === "WEEK" ? "WEEK(MONDAY)" : grain})`;
}

function dateConditions(bound: DateBound, dateCol: string, notes: string[]): string[] {
  const c = ident(dateCol);
  const d = isTimestampColumn(dateCol) ? `DATE(${c})` : c;
  if (bound.kind === "hours") {
    if (!isTimestampColumn(dateCol)) notes.push(`Hour ranges need a TIMESTAMP column; ${dateCol} is assumed to be one.`);
    return [`${c} >= TIMESTAMP_SUB(CURRENT_TIMESTAMP(), INTERVAL ${bound.hours} HOUR)`];
  }
  if (bound.kind === "equals") return [`${d} = ${bound.value}`];
  const out: string[] = [];
  if (bound.from) out.push(`${d} ${bound.fromExclusive ? ">" : ">="} ${bound.from}`);
  if (bound.to) out.push(`${d} ${bound.toInclusive ? "<=" : "<"} ${bound.to}`);
  return out;
}

/** WHERE lines (joined by AND); user conditions that mix in OR stay together in parentheses. */
function whereClause(filters: Condition[], dateConds: string[]): string[] {
  const hasOr = filters.some((f, i) => i > 0 && f.join === "OR");
  if (!hasOr) return [...dateConds, ...filters.map((f) => f.sql)];
  const joined = filters.map((f, i) => (i === 0 ? f.sql : `${f.join} ${f.sql}`)).join(" ");
  return [...dateConds, dateConds.length ? `(${joined})` : joined];
}

interface SelectItem {
  sql: string;
  alias?: string;
  grouped: boolean;
}

function item(sql: string, alias?: string, grouped = false): SelectItem {
  return { sql, alias, grouped };
}

function renderItem(s: SelectItem): string {
  return s.alias && s.alias !== s.sql ? `${s.sql} AS ${s.alias}` : s.sql;
}

/** Turns the intent into formatted GoogleSQL with comments for every assumption made. */
export function renderSql(it: Intent, db: DatasetRef | undefined): string {
  const notes = [...it.assumptions];
  const [mainTable, joinTable] = it.tables as [string, string | undefined];
  const from = qualifyTable(mainTable, db, notes);
  const fromLines = [`FROM ${from}`];
  if (joinTable && it.join) {
    const other = qualifyTable(joinTable, db, notes);
    if (it.join.using) fromLines.push(`${it.join.type} JOIN ${other} USING (${ident(it.join.using)})`);
    else if (it.join.on) {
      fromLines[0] = `FROM ${from} AS a`;
      fromLines.push(`${it.join.type} JOIN ${other} AS b ON a.${ident(it.join.on[0])} = b.${ident(it.join.on[1])}`);
    }
    notes.push("Columns are not prefixed with a table: add one where a name exists in both tables.");
  }

  const needsDate = !!(it.grain || it.dateBound || it.latest || (it.window && ["running", "moving", "growth"].includes(it.window.kind)));
  const byDate = it.order?.some((o) => o.expr === "__date__");
  let dateCol = it.dateColumn;
  if ((needsDate || byDate) && !dateCol) {
    dateCol = it.dateBound?.kind === "hours" || it.grain === "HOUR" ? "created_at" : defaultDateColumn(mainTable);
    notes.push(`Uses ${dateCol} as the date column; change it if yours is named differently.`);
  }
  if (byDate) it = { ...it, order: it.order!.map((o) => (o.expr === "__date__" ? { ...o, expr: dateCol! } : o)) };
  const dateConds = it.dateBound && dateCol ? dateConditions(it.dateBound, dateCol, notes) : [];
  const where = whereClause(it.filters, dateConds);

  const lines: string[] = [];
  const aggregate =
    it.metrics.length > 0 || !!it.grain || it.dimensions.length > 0 || !!it.perGroup || !!it.rankedEntity || !!it.window || it.having.length > 0;

  if (it.latest) {
    const cols = Array.isArray(it.columns) ? it.columns.map(ident).join(",\n  ") : "*";
    lines.push(`SELECT${cols === "*" ? " *" : `\n  ${cols}`}`, ...fromLines);
    // BigQuery wants QUALIFY next to a WHERE, GROUP BY or HAVING: WHERE TRUE when there is no filter.
    lines.push(where.length ? `WHERE ${where.join("\n  AND ")}` : "WHERE TRUE");
    lines.push(`QUALIFY ROW_NUMBER() OVER (PARTITION BY ${ident(it.latest.key)} ORDER BY ${ident(dateCol!)} ${it.latest.direction}) = 1`);
    if (it.order?.length) lines.push(`ORDER BY ${it.order.map((o) => `${ident(o.expr)} ${o.direction}`).join(", ")}`);
    if (it.limit) lines.push(`LIMIT ${it.limit}`);
  } else if (aggregate) {
    renderAggregate(it, dateCol, fromLines, where, lines, notes);
  } else if (it.distinct?.length) {
    const cols = it.distinct.map(ident);
    lines.push(`SELECT DISTINCT\n  ${cols.join(",\n  ")}`, ...fromLines);
    if (where.length) lines.push(`WHERE ${where.join("\n  AND ")}`);
    lines.push(`ORDER BY ${cols.join(", ")}`);
    if (it.limit) lines.push(`LIMIT ${it.limit}`);
  } else {
    const cols = Array.isArray(it.columns) ? it.columns.map(ident) : ["*"];
    lines.push(cols[0] === "*" ? "SELECT *" : `SELECT\n  ${cols.join(",\n  ")}`, ...fromLines);
    if (where.length) lines.push(`WHERE ${where.join("\n  AND ")}`);
    const order = it.order?.length
      ? it.order.map((o) => `${ident(o.expr === "__first_dimension__" ? (Array.isArray(it.columns) ? it.columns[0]! : "1") : o.expr)} ${o.direction}`)
      : it.rankColumn
        ? [`${ident(it.rankColumn)} ${it.rankDirection ?? "DESC"}`]
        : [];
    if (order.length) lines.push(`ORDER BY ${order.join(", ")}`);
    if (it.limit) lines.push(`LIMIT ${it.limit}`);
  }

  const header = notes.map((n) => `-- Note: ${n}`);
  return [...header, lines.join("\n")].join("\n") + ";\n";
}

function renderAggregate(it: Intent, dateCol: string | undefined, fromLines: string[], where: string[], lines: string[], notes: string[]): void {
  const items: SelectItem[] = [];
  let grain = it.grain;
  if (!grain && it.window && ["running", "moving", "growth"].includes(it.window.kind)) grain = "DAY";
  const periodAlias = grain ? grain.toLowerCase() : undefined;
  if (grain && dateCol) items.push(item(periodSql(grain, dateCol), periodAlias, true));
  const dims = [...it.dimensions];
  if (it.rankedEntity && !dims.includes(it.rankedEntity)) dims.push(it.rankedEntity);
  if (it.perGroup && !dims.includes(it.perGroup.partition)) dims.unshift(it.perGroup.partition);
  for (const d of dims) items.push(item(ident(d), undefined, true));

  const metrics = [...it.metrics];
  if (metrics.length === 0) {
    metrics.push({ fn: "COUNT", alias: "row_count" });
    if (it.rankedEntity) notes.push("Ranks by number of rows; add a measure (e.g. by revenue) to rank by it.");
  }
  for (const m of metrics) items.push(item(metricSql(m), m.alias));
  const main = metrics[0]!;
  const mainSql = metricSql(main);

  const partitionOf = (extra: string[]) => (extra.length ? `PARTITION BY ${extra.join(", ")} ` : "");
  const nonPeriodDims = dims.map(ident);
  let orderBy: string[] = [];
  if (it.window) {
    const w = it.window;
    const period = periodAlias ? periodSql(grain!, dateCol!) : undefined;
    if (w.kind === "running" && period) {
      items.push(item(`SUM(${mainSql}) OVER (${partitionOf(nonPeriodDims)}ORDER BY ${period} ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW)`, `running_${main.alias}`));
    } else if (w.kind === "moving" && period) {
      items.push(item(`AVG(${mainSql}) OVER (${partitionOf(nonPeriodDims)}ORDER BY ${period} ROWS BETWEEN ${w.periods - 1} PRECEDING AND CURRENT ROW)`, `moving_avg_${w.periods}_${main.alias}`));
    } else if (w.kind === "growth" && period) {
      const lag = `LAG(${mainSql}) OVER (${partitionOf(nonPeriodDims)}ORDER BY ${period})`;
      items.push(item(`${lag}`, `previous_${main.alias}`));
      items.push(item(`SAFE_DIVIDE(${mainSql} - ${lag}, ${lag})`, `${main.alias}_growth`));
    } else if (w.kind === "share") {
      const part = period ? `PARTITION BY ${period}` : "";
      items.push(item(`ROUND(100 * SAFE_DIVIDE(${mainSql}, SUM(${mainSql}) OVER (${part})), 2)`, `pct_of_${main.alias}`));
    } else if (w.kind === "rank") {
      const part = w.partition ? `PARTITION BY ${ident(w.partition)} ` : "";
      items.push(item(`RANK() OVER (${part}ORDER BY ${mainSql} ${it.rankDirection ?? "DESC"})`, `${main.alias}_rank`));
      orderBy = [...(w.partition ? [ident(w.partition)] : []), `${main.alias}_rank`];
    }
  }

  lines.push(`SELECT\n  ${items.map(renderItem).join(",\n  ")}`, ...fromLines);
  if (where.length) lines.push(`WHERE ${where.join("\n  AND ")}`);
  const groupBy = items.filter((i) => i.grouped).map((i) => i.alias ?? i.sql);
  if (groupBy.length) lines.push(`GROUP BY ${groupBy.join(", ")}`);
  if (it.having.length) lines.push(`HAVING ${it.having.map((h) => h.sql).join(" AND ")}`);
  if (it.perGroup) {
    if (!groupBy.length && !where.length && !it.having.length) lines.push("WHERE TRUE");
    lines.push(`QUALIFY ROW_NUMBER() OVER (PARTITION BY ${ident(it.perGroup.partition)} ORDER BY ${mainSql} ${it.rankDirection ?? "DESC"}) <= ${it.perGroup.n}`);
    orderBy = [ident(it.perGroup.partition), `${main.alias} ${it.rankDirection ?? "DESC"}`];
  }

  if (it.order?.length) {
    orderBy = it.order.map((o) => {
      let expr = o.expr;
      if (expr === "period") expr = periodAlias ?? "1";
      else if (expr === "__first_dimension__") expr = groupBy[0] ?? "1";
      else {
        const m = metrics.find((x) => x.column === expr || x.alias === expr);
        expr = m ? m.alias : ident(expr);
      }
      return `${expr} ${o.direction}`;
    });
  } else if (orderBy.length === 0) {
    if (periodAlias && !it.limit) orderBy = [periodAlias, ...nonPeriodDims];
    else if (it.limit || it.rankedEntity || dims.length) orderBy = [`${main.alias} ${it.rankDirection ?? "DESC"}`];
    else if (periodAlias) orderBy = [periodAlias];
  }
  if (orderBy.length) lines.push(`ORDER BY ${orderBy.join(", ")}`);
  if (it.limit) lines.push(`LIMIT ${it.limit}`);
}

/** The small intermediate form between a request in words and its SQL (see request-parser.ts and render-sql.ts). */

export type TimeGrain = "HOUR" | "DAY" | "WEEK" | "MONTH" | "QUARTER" | "YEAR";
export type AggregateFn = "SUM" | "AVG" | "COUNT" | "COUNT_DISTINCT" | "MAX" | "MIN" | "MEDIAN" | "STDDEV" | "PERCENTILE";

export interface Metric {
  fn: AggregateFn;
  /** Column aggregated; absent for COUNT(*). */
  column?: string;
  /** For PERCENTILE: 1–99. */
  percentile?: number;
  alias: string;
}

/** A condition already rendered as safe SQL (identifiers checked, literals quoted). */
export interface Condition {
  sql: string;
  /** Joins with the previous condition. */
  join: "AND" | "OR";
}

export type DateBound =
  | { kind: "range"; from?: string; to?: string; toInclusive?: boolean; fromExclusive?: boolean }
  | { kind: "equals"; value: string }
  /** Hours apply to the timestamp itself, not its date. */
  | { kind: "hours"; hours: number };

export type WindowIntent =
  | { kind: "running" }
  | { kind: "moving"; periods: number }
  | { kind: "growth" }
  | { kind: "share" }
  | { kind: "rank"; partition?: string };

export interface Intent {
  tables: string[];
  join?: { type: "INNER" | "LEFT" | "RIGHT" | "FULL OUTER"; using?: string; on?: [string, string] };
  /** Explicit columns to show ("*" for all). */
  columns?: string[] | "*";
  distinct?: string[];
  metrics: Metric[];
  dimensions: string[];
  grain?: TimeGrain;
  dateColumn?: string;
  /** "by <date column>": grouped by day unless a grain word says otherwise. */
  byDate?: boolean;
  dateBound?: DateBound;
  filters: Condition[];
  having: Condition[];
  window?: WindowIntent;
  /** Top N per group: ROW_NUMBER() per partition. */
  perGroup?: { partition: string; n: number };
  /** Latest (or first) row per key. */
  latest?: { key: string; direction: "DESC" | "ASC" };
  order?: { expr: string; direction: "ASC" | "DESC" }[];
  /** Which way "top"/"bottom" sorts the ranking metric. */
  rankDirection?: "ASC" | "DESC";
  /** Column to sort rows by when ranking without aggregation ("top 10 orders by amount"). */
  rankColumn?: string;
  limit?: number;
  /** The entity ranked by "top N <entity> by …", grouped when it is not the table's own rows. */
  rankedEntity?: string;
  assumptions: string[];
}

export function emptyIntent(): Intent {
  return { tables: [], metrics: [], dimensions: [], filters: [], having: [], assumptions: [] };
}

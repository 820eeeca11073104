import type { Delimiter, Newline } from "./detect";
import type { HistogramBin } from "./histogram";
import type { CsvParseWarning } from "./stream-parser";

/** What a column's values look like. "empty" when every cell is empty or blank. */
export type ColumnType = "integer" | "decimal" | "boolean" | "date" | "text" | "empty";

export interface ValueCount {
  value: string;
  count: number;
}

export interface ColumnProfile {
  index: number;
  name: string;
  type: ColumnType;
  /** Cells that are exactly "" (not counting rows that are too short to have this column); every row. */
  empty: number;
  /** Cells made only of whitespace (e.g. a single NO-BREAK SPACE): they look empty but are not ""; every row. */
  blank: number;
  /**
   * Cells with a value (not empty, not blank) in the profile sample: this and every figure below
   * come from the CsvAnalysis.profileRows rows that were profiled (all rows of a smaller file).
   */
  filled: number;
  /** Filled cells that do not match the column's type (e.g. "n/a" in a number column). */
  mismatched: number;
  /** Distinct non-empty values: exact up to the cap, then a HyperLogLog estimate. */
  distinct: { count: number; exact: boolean };
  /** Most frequent values, most frequent first: exact counts, or estimates once approximate (never below the true count). */
  topValues: ValueCount[];
  topExact: boolean;
  /** Shortest and longest value, in characters. */
  length: { min: number; max: number } | null;
  numeric: NumericSummary | null;
  /** Earliest and latest ISO date, for date columns. */
  dates: { min: string; max: string } | null;
}

export interface NumericSummary {
  count: number;
  min: number;
  max: number;
  mean: number;
  histogram: HistogramBin[];
}

export interface CsvAnalysis {
  /** Data records, not counting the header record and skipped blank lines. */
  rows: number;
  /** Fields in the header record. */
  columns: number;
  /** rows - distinctRows: data rows equal, field for field, to an earlier data row. */
  duplicates: number;
  distinctRows: number;
  header: string[];
  /** The first data rows, as parsed. */
  preview: string[][];
  delimiter: Delimiter;
  newline: Newline;
  encoding: string;
  bytes: number;
  /** Lines with nothing on them; skipped, not counted as rows. */
  blankLines: number;
  /** Data rows whose number of fields differs from the header's. */
  raggedRows: number;
  /** Most fields seen in one record. */
  maxFields: number;
  warnings: CsvParseWarning[];
  warningCount: number;
  /** 2 when the file was read in two halves at once (two workers, see split.ts), else 1. */
  parts: number;
  profiles: ColumnProfile[];
  /**
   * Data rows the column profiles were computed from (all but their empty and blank counts):
   * every row of a file of up to `sampleRows` rows, otherwise every k-th row, spread through
   * the whole file. 0 when no profile was asked for.
   */
  profileRows: number;
}

import { ColumnProfiler } from "./column-profile";
import { detach } from "./detach";
import { DistinctHashes } from "./distinct-hashes";
import { fmix32, mixInto, MutableHash64, RecordHasher, ROW_K1, ROW_K2, StringHasher } from "./hash";
import type { ColumnProfile } from "./types";

export interface CsvAnalyzerOptions {
  /** Data rows kept for the preview. */
  previewRows?: number;
  /** Distinct values per column counted exactly before switching to an estimate. */
  distinctCap?: number;
  /** Read "1,5" as a number (set for ';'-delimited files, where the comma is the decimal mark). */
  decimalComma?: boolean;
  /**
   * Profile every column (types, distinct and top values, numbers, histogram). Without it only
   * rows, columns, duplicates and empty cells are counted; the benchmark uses this to show what
   * the profile costs.
   */
  profile?: boolean;
}

export interface CsvRecordStats {
  rows: number;
  columns: number;
  duplicates: number;
  distinctRows: number;
  header: string[];
  preview: string[][];
  blankLines: number;
  raggedRows: number;
  maxFields: number;
  profiles: ColumnProfile[];
}

/**
 * Consumes parsed records one at a time: the first non-blank record is the header, the rest are
 * data rows. Nothing per row is kept except a 64-bit hash (for duplicates) and the preview rows.
 */
export class CsvAnalyzer {
  private header: string[] | null = null;
  private profilers: ColumnProfiler[] = [];
  private rows = 0;
  private blankLines = 0;
  private raggedRows = 0;
  private maxFields = 0;
  private readonly preview: string[][] = [];
  private readonly rowHashes = new DistinctHashes();
  private readonly hasher = new StringHasher();
  private readonly recordHasher = new RecordHasher();
  private readonly rowHash = new MutableHash64();
  private readonly previewRows: number;
  private readonly distinctCap: number;
  private readonly profileColumns: boolean;
  /** Empty cells per column, counted here when the profilers do not run. */
  private emptyCells = new Float64Array(0);
  /** Settable until the header arrives (the delimiter is known only after the first chunk). */
  decimalComma: boolean;

  constructor(options: CsvAnalyzerOptions = {}) {
    this.previewRows = options.previewRows ?? 20;
    this.distinctCap = options.distinctCap ?? 10_000;
    this.decimalComma = options.decimalComma ?? false;
    this.profileColumns = options.profile ?? true;
  }

  /** Records as Papa Parse returns them (arrays of field strings). */
  addRecords(records: string[][]): void {
    for (let r = 0; r < records.length; r++) this.addRecord(records[r]);
  }

  addRecord(fields: string[]): void {
    const n = fields.length;
    // A line with nothing on it: skipped, as spreadsheet tools and pandas do.
    if (n === 1 && fields[0] === "") {
      this.blankLines++;
      return;
    }
    if (n > this.maxFields) this.maxFields = n;
    if (this.header === null) {
      this.header = fields.map(detach);
      this.profilers = this.header.map((name, i) => new ColumnProfiler(i, name, this.distinctCap, this.decimalComma));
      this.emptyCells = new Float64Array(n);
      return;
    }
    this.rows++;
    if (n !== this.profilers.length) this.raggedRows++;
    if (this.preview.length < this.previewRows) this.preview.push(fields.map(detach));

    if (this.profileColumns) this.profileRecord(fields, n);
    else this.countRecord(fields, n);
  }

  /** Cell hashes feed the column profiles, and the record's hash is made of them. */
  private profileRecord(fields: string[], n: number): void {
    const profilers = this.profilers;
    const columns = profilers.length;
    const hasher = this.hasher;
    let h1 = 0x2545f491 ^ n;
    let h2 = 0x6c8e9cf5 ^ n;
    for (let i = 0; i < n; i++) {
      const cell = fields[i];
      hasher.hash(cell);
      const hi = hasher.hi;
      const lo = hasher.lo;
      if (i < columns) profilers[i].add(cell, hasher);
      h1 = mixInto(h1, hi, ROW_K1);
      h2 = mixInto(h2, lo, ROW_K2);
    }
    const rowHash = this.rowHash;
    rowHash.hi = fmix32(h1 ^ n);
    rowHash.lo = fmix32(h2 + h1);
    this.rowHashes.add(rowHash);
  }

  /** Counts only: one hash over the record's characters, and empty cells. */
  private countRecord(fields: string[], n: number): void {
    const empty = this.emptyCells;
    const columns = empty.length;
    const hasher = this.recordHasher;
    hasher.start(n);
    for (let i = 0; i < n; i++) {
      const cell = fields[i];
      if (cell.length === 0 && i < columns) empty[i]++;
      hasher.field(cell);
    }
    hasher.finish();
    this.rowHashes.add(hasher);
  }

  result(): CsvRecordStats {
    const header = this.header ?? [];
    const distinctRows = this.rowHashes.size;
    return {
      rows: this.rows,
      columns: header.length,
      duplicates: this.rows - distinctRows,
      distinctRows,
      header,
      preview: this.preview,
      blankLines: this.blankLines,
      raggedRows: this.raggedRows,
      maxFields: this.maxFields,
      profiles: this.profilers.map((p) => {
        const profile = p.profile();
        return this.profileColumns ? profile : { ...profile, empty: this.emptyCells[p.index] };
      }),
    };
  }
}

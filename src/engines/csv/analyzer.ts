import { ColumnProfiler, isBlank } from "./column-profile";
import { detach } from "./detach";
import { DistinctHashes } from "./distinct-hashes";
import { RecordHasher, StringHasher } from "./hash";
import { RecordReader, type RecordText } from "./record-text";
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
  /**
   * Rows the column profile is computed from (default 100,000). A longer file is profiled on
   * every k-th row, k chosen from the file's size once its first rows have been read, so the
   * sample spreads over the whole file. Rows, duplicates, and empty and blank cells still count
   * every row. Infinity profiles every row.
   */
  sampleRows?: number;
  /**
   * The second part of a split file: its header is in the first part, which has this many
   * columns. Every record is a data row, and the rows picked for the profile are kept (as JSON)
   * for the first part to profile, instead of being profiled here (see split.ts).
   */
  partOf?: { columns: number };
}

/** What the second part of a split file hands to the first (see split.ts). */
export interface CsvPartStats {
  rows: number;
  blankLines: number;
  raggedRows: number;
  maxFields: number;
  emptyCells: Float64Array;
  blankCells: Float64Array;
  /** The part's distinct row hashes, as DistinctHashes.toWords(). */
  rowHashes: Uint32Array<ArrayBuffer>;
  /** The part's first rows, for a preview the first part cannot fill. */
  preview: string[][];
  /** The rows picked for the profile not yet handed over (see takeSample), as one JSON array of arrays of strings. */
  sampleJson: string;
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
  profileRows: number;
}

/**
 * Consumes parsed records one at a time: the first non-blank record is the header, the rest are
 * data rows. Nothing per row is kept except a 64-bit hash (for duplicates) and the preview rows.
 *
 * Cost: every row is hashed for duplicates (one pass over its characters) and its empty and
 * blank cells counted. The profile (a hash per cell, distinct and top values, types, numbers,
 * lengths, histograms) costs several times that per row, so past `sampleRows` rows it runs on
 * an evenly spread sample of rows. On bench/csv-throughput.ts's 100 MB file, profiling every
 * row took about 1.6 times the CPU time of the counts alone; a 100,000-row sample about 1.05.
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
  /** The delimiter's character code: part of every record's hash (see RecordHasher), so it must not change between records. */
  private delimiter = 0x2c;
  /** The first character code of each non-empty field of the record being added. */
  private firsts = new Int32Array(64);
  private readonly previewRows: number;
  private readonly distinctCap: number;
  private readonly profileColumns: boolean;
  private readonly sampleRows: number;
  /** Profile every `stride`-th row; 1 until planSample() has seen enough of the file. */
  private stride = 1;
  private untilSample = 1;
  private planned = false;
  private profiledRows = 0;
  /** Per column, over every row: empty and blank cells. */
  private emptyCells = new Float64Array(0);
  private blankCells = new Float64Array(0);
  /** Part mode: the sampled rows, each as JSON (a fresh string, which keeps no parsed chunk alive). */
  private sampleJson: string[] | null = null;
  /** Settable until the header arrives (the delimiter is known only after the first chunk). */
  decimalComma: boolean;

  constructor(options: CsvAnalyzerOptions = {}) {
    this.previewRows = options.previewRows ?? 20;
    this.distinctCap = options.distinctCap ?? 10_000;
    this.decimalComma = options.decimalComma ?? false;
    this.profileColumns = options.profile ?? true;
    this.sampleRows = options.sampleRows ?? 100_000;
    if (options.partOf) {
      const n = options.partOf.columns;
      this.header = [];
      this.profilers = [];
      this.partColumns = n;
      this.emptyCells = new Float64Array(n);
      this.blankCells = new Float64Array(n);
      this.sampleJson = [];
    }
  }

  /** Part mode: the header's column count (the part has no profilers of its own). */
  private partColumns = -1;

  /** The header's column count, once the header has been read (in part mode: from the start). */
  get columns(): number | null {
    if (this.partColumns >= 0) return this.partColumns;
    return this.header === null ? null : this.header.length;
  }

  /** Data rows so far. */
  get rowCount(): number {
    return this.rows;
  }

  get samplePlanned(): boolean {
    return this.planned;
  }

  /**
   * Chooses the sampling stride once, before the first records are added: `records` were parsed
   * from the first `fractionRead` of the input (bytes or characters), from which the file's
   * total rows are estimated. Until then every row is profiled.
   */
  planSample(records: number, fractionRead: number): void {
    if (this.planned || records === 0 || !(fractionRead > 0)) return;
    this.planned = true;
    const expectedRows = records / Math.min(1, fractionRead);
    this.stride = Number.isFinite(this.sampleRows) && this.sampleRows > 0 ? Math.max(1, Math.ceil(expectedRows / this.sampleRows)) : 1;
    this.untilSample = this.stride;
  }

  /**
   * Records as Papa Parse returns them (arrays of field strings), with the text they were parsed
   * from when it is at hand: the records are then hashed from that text (see RecordReader), which
   * is faster and gives the same hashes.
   */
  addRecords(records: string[][], source?: RecordText | null): void {
    if (source) this.delimiter = source.delimiter.charCodeAt(0);
    const reader = source?.text ? new RecordReader(source.text, source.delimiter, source.newline, this.recordHasher) : null;
    let r = 0;
    // Once a record could not be read from the text, where the next one starts is unknown.
    if (reader) {
      for (; r < records.length; r++) {
        const fields = records[r];
        if (fields.length > this.firsts.length) this.firsts = new Int32Array(2 * fields.length);
        if (!reader.next(fields, this.firsts)) break;
        this.take(fields);
      }
    }
    for (; r < records.length; r++) this.addRecord(records[r]);
  }

  addRecord(fields: string[]): void {
    const n = fields.length;
    const hasher = this.recordHasher;
    hasher.start(n);
    hasher.fields(fields, this.delimiter);
    if (n > this.firsts.length) this.firsts = new Int32Array(2 * n);
    for (let i = 0; i < n; i++) this.firsts[i] = fields[i].length > 0 ? fields[i].charCodeAt(0) : -1;
    this.take(fields);
  }

  /** A record whose hash is in recordHasher (not finished), its fields' first characters in `firsts`. */
  private take(fields: string[]): void {
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
      this.blankCells = new Float64Array(n);
      return;
    }
    this.rows++;
    if (n !== (this.partColumns < 0 ? this.profilers.length : this.partColumns)) this.raggedRows++;
    if (this.preview.length < this.previewRows) this.preview.push(fields.map(detach));

    this.countRecord(fields, n);
    if (this.profileColumns && --this.untilSample === 0) {
      this.untilSample = this.stride;
      if (this.sampleJson) this.sampleJson.push(JSON.stringify(fields));
      else this.profileRecord(fields, n);
    }
  }

  /** Part mode: rows picked for the profile since the last call. */
  get sampleWaiting(): number {
    return this.sampleJson?.length ?? 0;
  }

  /** Part mode: the rows picked for the profile since the last call, as one JSON array (for profileSample). */
  takeSample(): string {
    const rows = this.sampleJson ?? [];
    if (this.sampleJson) this.sampleJson = [];
    return `[${rows.join(",")}]`;
  }

  /** Profiles rows another part picked (takeSample's JSON); counted in profileRows. */
  profileSample(json: string): void {
    if (!this.profileColumns) return;
    const sample = JSON.parse(json) as string[][];
    for (let r = 0; r < sample.length; r++) this.profileRecord(sample[r], sample[r].length);
  }

  /** Part mode: everything the first part needs to take this part in (see absorb). */
  partStats(): CsvPartStats {
    return {
      rows: this.rows,
      blankLines: this.blankLines,
      raggedRows: this.raggedRows,
      maxFields: this.maxFields,
      emptyCells: this.emptyCells,
      blankCells: this.blankCells,
      rowHashes: this.rowHashes.toWords(),
      preview: this.preview,
      sampleJson: this.takeSample(),
    };
  }

  /**
   * Takes in the second part of the file (analysed elsewhere from the first record after this
   * part's last): counts add up, row hashes join this part's (so a row repeated across the two
   * parts is a duplicate), and the other part's sampled rows are profiled here.
   */
  absorb(part: CsvPartStats): void {
    this.rows += part.rows;
    this.blankLines += part.blankLines;
    this.raggedRows += part.raggedRows;
    if (part.maxFields > this.maxFields) this.maxFields = part.maxFields;
    for (let i = 0; i < this.emptyCells.length && i < part.emptyCells.length; i++) {
      this.emptyCells[i] += part.emptyCells[i];
      this.blankCells[i] += part.blankCells[i];
    }
    this.rowHashes.addWords(part.rowHashes);
    for (let r = 0; this.preview.length < this.previewRows && r < part.preview.length; r++) this.preview.push(part.preview[r]);
    this.profileSample(part.sampleJson);
  }

  /** Every row: the record's hash (already computed, see take), empty and blank cells. */
  private countRecord(fields: string[], n: number): void {
    const empty = this.emptyCells;
    const columns = n < empty.length ? n : empty.length;
    // Each non-empty cell's first character is in `firsts` (see take).
    const firsts = this.firsts;
    for (let i = 0; i < columns; i++) {
      const cell = fields[i];
      if (cell.length === 0) empty[i]++;
      else if (isBlank(cell, firsts[i])) this.blankCells[i]++;
    }
    const hasher = this.recordHasher;
    hasher.finish();
    this.rowHashes.add(hasher);
  }

  /** Sampled rows: a hash per cell feeds the column profiles. */
  private profileRecord(fields: string[], n: number): void {
    this.profiledRows++;
    const profilers = this.profilers;
    const columns = n < profilers.length ? n : profilers.length;
    const hasher = this.hasher;
    for (let i = 0; i < columns; i++) {
      const cell = fields[i];
      if (cell.length === 0) continue;
      hasher.hash(cell);
      profilers[i].add(cell, hasher);
    }
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
        const i = p.index;
        return p.profile({ empty: this.emptyCells[i], blank: this.blankCells[i] });
      }),
      profileRows: this.profileColumns ? this.profiledRows : 0,
    };
  }
}

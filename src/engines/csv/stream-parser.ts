import Papa from "papaparse";
import { detectDelimiter, detectNewline, type Delimiter, type Newline } from "./detect";
import type { RecordText } from "./record-text";

export interface CsvParseWarning {
  /** 1-based record number in the file (the header is record 1). */
  record: number;
  message: string;
}

export interface CsvStreamOptions {
  /** Force a delimiter instead of detecting one. */
  delimiter?: Delimiter;
  /** Force a line ending instead of detecting one (with a delimiter: no sample is collected first). */
  newline?: Newline;
  /**
   * The text does not start at the beginning of a file (the second part of a split file), so a
   * leading U+FEFF is a character of the first record, not a byte order mark.
   */
  midFile?: boolean;
  /** Characters to collect before detecting the delimiter and line ending. */
  sampleChars?: number;
  /** Parse once this many new characters have arrived. */
  chunkChars?: number;
  /**
   * Longest unfinished record to carry between chunks. A quote that is never closed would
   * otherwise make the rest of the file one "record" held in memory.
   */
  maxRecordChars?: number;
}

/**
 * Incremental RFC 4180 parsing with Papa Parse's core parser. Text arrives in pieces (from a
 * streaming decoder); complete records go to `onRecords`; the unfinished last record is carried
 * to the next piece.
 *
 * Why not Papa.parse(file, { chunk }): its FileStreamer decodes each byte slice on its own, so a
 * multi-byte UTF-8 character cut by a slice boundary turns into two U+FFFD (PapaParse issues #751,
 * #1132), and it guesses the line ending from the first slice only. Here the caller decodes with
 * a streaming TextDecoder and the line ending and delimiter are detected from a whole-record sample.
 */
export class CsvStreamParser {
  delimiter: Delimiter | null;
  newline: Newline | null = null;
  /** Records delivered so far (header included, blank lines included). */
  records = 0;
  /** Characters parsed into those records. */
  consumed = 0;
  warningCount = 0;
  readonly warnings: CsvParseWarning[] = [];

  private pending = "";
  private carried = 0;
  private first = true;
  private readonly sampleChars: number;
  private readonly chunkChars: number;
  private readonly maxRecordChars: number;

  constructor(
    /** `source`: the text the records were parsed from, with the delimiter and line ending (see RecordText). */
    private readonly onRecords: (records: string[][], source: RecordText) => void,
    options: CsvStreamOptions = {},
  ) {
    this.delimiter = options.delimiter ?? null;
    if (options.newline && options.delimiter) this.newline = options.newline;
    this.first = !options.midFile;
    this.sampleChars = options.sampleChars ?? 64 * 1024;
    this.chunkChars = options.chunkChars ?? 64 * 1024;
    this.maxRecordChars = options.maxRecordChars ?? 16 * 1024 * 1024;
  }

  push(text: string): void {
    if (this.first && text.length > 0) {
      this.first = false;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1); // a BOM left by a decoder that keeps it
    }
    if (this.newline === null) {
      this.pending += text;
      if (this.pending.length < this.sampleChars) return;
      this.detect(false);
      text = this.pending.slice(this.carried);
      this.pending = this.pending.slice(0, this.carried);
    }
    // Parse in modest steps: the records of a step are garbage by the next one, which keeps them
    // in the young generation (cheap to collect) instead of promoting megabytes of small strings.
    // A piece of at least half a step is parsed at once (the blob reader hands over 64 KB of
    // bytes at a time, slightly fewer characters); waiting for a second one would double the step.
    for (let start = 0; start < text.length; start += this.chunkChars) {
      const piece = start === 0 && text.length <= this.chunkChars ? text : text.slice(start, start + this.chunkChars);
      // Joined, not `+=`: concatenation makes a rope (a V8 cons string), and reading characters
      // through one (Papa, and the record hasher: see RecordReader) costs more than from a flat string.
      this.pending = this.pending.length === 0 ? piece : [this.pending, piece].join("");
      if (2 * (this.pending.length - this.carried) >= this.chunkChars) this.parse(false);
    }
  }

  /**
   * Parses everything pushed so far and tells whether it ends exactly between two records (true)
   * or inside one, e.g. in a quoted field that goes on in text not yet pushed (false).
   */
  flush(): boolean {
    if (this.newline === null) this.detect(false);
    this.parse(false);
    return this.pending.length === 0;
  }

  end(): void {
    if (this.newline === null) this.detect(true);
    this.parse(true);
  }

  private detect(complete: boolean): void {
    const sample = this.pending.slice(0, this.sampleChars * 4);
    this.newline = detectNewline(sample);
    this.delimiter ??= detectDelimiter(sample, this.newline, complete);
  }

  private parse(final: boolean): void {
    const input = this.pending;
    if (input.length === 0) return;
    const parser = new Papa.Parser({ delimiter: this.delimiter ?? ",", newline: this.newline ?? "\n", quoteChar: '"' });
    const result = parser.parse(input, 0, !final) as Papa.ParseResult<string[]>;
    let records = result.data;
    let source: RecordText = { text: input, delimiter: this.delimiter ?? ",", newline: this.newline ?? "\n" };
    this.consumed += final ? input.length : result.meta.cursor;
    if (final) {
      // "a\n1\n" ends with a line break, not with an empty record after it.
      const last = records[records.length - 1];
      if (last && last.length === 1 && last[0] === "" && (input.endsWith("\n") || input.endsWith("\r"))) records = records.slice(0, -1);
      this.pending = "";
      this.carried = 0;
    } else {
      this.pending = input.slice(result.meta.cursor);
      this.carried = this.pending.length;
      if (this.carried > this.maxRecordChars) {
        // Give up waiting for the closing quote: emit what we have and carry on from here.
        const stuck = new Papa.Parser({ delimiter: this.delimiter ?? ",", newline: this.newline ?? "\n", quoteChar: '"' });
        const rest = stuck.parse(this.pending, 0, false) as Papa.ParseResult<string[]>;
        this.note(this.records + records.length, `A record longer than ${this.maxRecordChars.toLocaleString("en-US")} characters was cut: probably a quote that is never closed`);
        records = records.concat(rest.data);
        source = { ...source, text: null }; // (rare) not one text: the records are hashed from their fields
        this.pending = "";
        this.carried = 0;
      }
    }
    for (const e of result.errors) {
      this.note(this.records + (e.row ?? 0) + 1, e.message);
    }
    this.records += records.length;
    if (records.length > 0) this.onRecords(records, source);
  }

  /** Counts the records and warnings of the part of the file that follows this one (see split.ts). */
  adopt(part: { records: number; warnings: readonly CsvParseWarning[]; warningCount: number }): void {
    for (const w of part.warnings) if (this.warnings.length < 10) this.warnings.push({ record: this.records + w.record, message: w.message });
    this.warningCount += part.warningCount;
    this.records += part.records;
  }

  private note(record: number, message: string): void {
    this.warningCount++;
    if (this.warnings.length < 10) this.warnings.push({ record, message });
  }
}

/**
 * Analysing a large UTF-8 file in two halves at once (two workers on two cores).
 *
 * The split point is just after the first line feed past the middle of the file. That is a
 * record boundary unless the line feed sits inside a quoted field, which cannot be known without
 * parsing everything before it; so the second half is analysed speculatively from there while
 * the first half is analysed from the start up to it. When the first half gets there, its parser
 * says whether it stands between two records (CsvStreamParser.flush). If it does, the second half
 * was parsed exactly as a single pass would have parsed it, and its counts, row hashes and profile
 * sample are taken in (CsvAnalyzer.absorb); if not, the second half's work is thrown away and the
 * first half reads on to the end alone. Either way the result is the single pass's result.
 *
 * The second half hands over the rows it picks for the profile in batches as it goes; the first
 * half keeps them unread until it knows the split is good, then profiles them while the second
 * half finishes, so little work is left for the end.
 */
import { CsvAnalyzer, type CsvPartStats } from "./analyzer";
import type { Delimiter, Newline } from "./detect";
import { readText } from "./read-text";
import { CsvStreamParser, type CsvParseWarning } from "./stream-parser";

/** Smaller files are read in one pass: a second worker's start-up would cost more than it saves. */
export const MIN_SPLIT_BYTES = 8 * 1024 * 1024;
/** How far past the middle to look for a line feed before giving up on splitting. */
const SEARCH_BYTES = 1024 * 1024;

/** What the second half needs to know, from the first half's first records. */
export interface CsvPartPlan {
  /** Byte offset of the part's first record. */
  start: number;
  delimiter: Delimiter;
  newline: Newline;
  /** Fields in the header record (which is in the first half). */
  columns: number;
  /** Rows of this part to pick for the profile. */
  sampleRows: number;
  profile: boolean;
}

export interface CsvPart extends CsvPartStats {
  /** Records parsed (blank lines included): the part's warnings are numbered after the first half's. */
  records: number;
  warnings: CsvParseWarning[];
  warningCount: number;
}

/** How the first half reaches the second (a worker, in the browser; a direct call in tests). */
export interface SecondPart {
  /** Byte offset where the second part starts (from findSplit). */
  at: number;
  /**
   * Starts analysing the file from plan.start to its end; called once. `onSample` hears batches
   * of the rows the part picks for the profile while it runs (analyzeCsvPart's onSample), so the
   * first part can profile them while it waits for the rest.
   */
  start(plan: CsvPartPlan, onSample: (json: string) => void): Promise<CsvPart>;
  /** The second part is not (or no longer) needed: stop it if it still runs. */
  stop(): void;
}

/**
 * Where to split `blob`: just after the first line feed at or after its middle, or null when
 * the file is too small to be worth it or has no line feed near its middle (one huge record, or
 * old Mac line endings).
 */
export async function findSplit(blob: Blob, minBytes = MIN_SPLIT_BYTES): Promise<number | null> {
  if (blob.size < Math.max(2, minBytes)) return null;
  const middle = Math.floor(blob.size / 2);
  const bytes = new Uint8Array(await blob.slice(middle, Math.min(blob.size, middle + SEARCH_BYTES)).arrayBuffer());
  const lf = bytes.indexOf(0x0a);
  if (lf < 0 || middle + lf + 1 >= blob.size) return null;
  return middle + lf + 1;
}

/** Analyses the second part of a UTF-8 file (see the top of this file); throws a TypeError if it is not UTF-8. */
export async function analyzeCsvPart(
  blob: Blob,
  plan: CsvPartPlan,
  options: {
    chunkBytes?: number;
    signal?: AbortSignal;
    onProgress?: (progress: { bytesRead: number; rows: number }) => void;
    /** Hears the rows picked for the profile, as JSON, every `sampleBatch` rows; the rest come in the result's sampleJson. */
    onSample?: (json: string) => void;
    sampleBatch?: number;
  } = {},
): Promise<CsvPart> {
  const sampleBatch = options.sampleBatch ?? 4096;
  const analyzer = new CsvAnalyzer({ partOf: { columns: plan.columns }, sampleRows: plan.sampleRows, profile: plan.profile });
  const partBytes = blob.size - plan.start;
  let pushedBytes = 0;
  let pushedChars = 0;
  const parser: CsvStreamParser = new CsvStreamParser(
    (records, source) => {
      if (!analyzer.samplePlanned) analyzer.planSample(records.length, (pushedBytes * (parser.consumed / Math.max(1, pushedChars))) / Math.max(1, partBytes));
      analyzer.addRecords(records, source);
      if (options.onSample && analyzer.sampleWaiting >= sampleBatch) options.onSample(analyzer.takeSample());
    },
    { delimiter: plan.delimiter, newline: plan.newline, midFile: true },
  );
  // ignoreBOM: a U+FEFF here is a character of a record, not a byte order mark.
  const decoder = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
  await readText(
    blob,
    plan.start,
    blob.size,
    decoder,
    options,
    (text, bytesEnd) => {
      pushedBytes = bytesEnd - plan.start;
      pushedChars += text.length;
      parser.push(text);
    },
    (bytesEnd) => options.onProgress?.({ bytesRead: bytesEnd - plan.start, rows: analyzer.rowCount }),
  );
  parser.push(decoder.decode());
  parser.end();
  return { ...analyzer.partStats(), records: parser.records, warnings: parser.warnings, warningCount: parser.warningCount };
}

import { CsvAnalyzer, type CsvAnalyzerOptions } from "./analyzer";
import type { Delimiter } from "./detect";
import { readText } from "./read-text";
import type { CsvPart, CsvPartPlan, SecondPart } from "./split";
import { CsvStreamParser } from "./stream-parser";
import type { CsvAnalysis } from "./types";

export interface AnalyzeOptions extends CsvAnalyzerOptions {
  /** Force a delimiter instead of detecting one. */
  delimiter?: Delimiter;
  /** Bytes read from the file per step (each step reports progress). */
  chunkBytes?: number;
  signal?: AbortSignal;
  onProgress?: (progress: { bytesRead: number; totalBytes: number; rows: number }) => void;
  /**
   * Analyse the file from `secondPart.at` on elsewhere (another worker) at the same time, and
   * take that part in at the end (see split.ts). UTF-8 files only; anything else, or a split
   * that falls inside a quoted field, is read on here alone.
   */
  secondPart?: SecondPart;
}

/** Analyses CSV text already in memory (tests, small inputs). */
export function analyzeCsvText(text: string, options: AnalyzeOptions = {}): CsvAnalysis {
  const { analyzer, parser } = pipeline(options, () => parser.consumed / Math.max(1, text.length));
  parser.push(text);
  parser.end();
  return finish(analyzer, parser, "UTF-8", new TextEncoder().encode(text).length);
}

/**
 * Analyses a file (a Blob: a browser File, or fs.openAsBlob in Node) by reading it in slices and
 * decoding with a streaming TextDecoder, so memory does not grow with the file and a multi-byte
 * character cut by a slice boundary is decoded correctly.
 *
 * Encoding: a UTF-16 byte order mark selects UTF-16; otherwise the file must be UTF-8 (with or
 * without a BOM). A file that is not valid UTF-8 is read again as Windows-1252, which is what
 * Excel writes on Western-European Windows machines; the result says which encoding was used.
 */
export async function analyzeCsvBlob(blob: Blob, options: AnalyzeOptions = {}): Promise<CsvAnalysis> {
  const head = new Uint8Array(await blob.slice(0, 4).arrayBuffer());
  let encoding = "utf-8";
  if (head[0] === 0xff && head[1] === 0xfe) encoding = "utf-16le";
  else if (head[0] === 0xfe && head[1] === 0xff) encoding = "utf-16be";
  try {
    return await analyzeWithEncoding(blob, encoding, encoding === "utf-8", options);
  } catch (err) {
    if (!(err instanceof TypeError) || encoding !== "utf-8" || options.signal?.aborted) throw err;
    return analyzeWithEncoding(blob, "windows-1252", false, options);
  }
}

async function analyzeWithEncoding(blob: Blob, encoding: string, fatal: boolean, options: AnalyzeOptions): Promise<CsvAnalysis> {
  const totalBytes = blob.size;
  const split = encoding === "utf-8" && options.secondPart && options.secondPart.at > 0 && options.secondPart.at < totalBytes ? options.secondPart : undefined;
  // Read alone up to the split, then (if the second part is taken in) stop there.
  let until = split ? split.at : totalBytes;
  const sampleRows = options.sampleRows ?? 100_000;
  const ownSample = split && Number.isFinite(sampleRows) ? Math.max(1, Math.round((sampleRows * split.at) / totalBytes)) : sampleRows;
  const decoder = new TextDecoder(encoding, { fatal });
  // The share of this part parsed, to plan the profile sample: the parser may hold back a piece
  // of text, so its characters parsed are scaled by the bytes per character decoded so far.
  let pushedBytes = 0;
  let pushedChars = 0;
  // The second part's profile rows that arrived before the split was confirmed (null after).
  let sampleBatches: string[] | null = [];
  // A holder, not a plain variable: it is set from the pipeline's callback.
  const second: { outcome: Promise<{ part: CsvPart } | { error: unknown }> | null } = { outcome: null };
  const { analyzer, parser } = pipeline(
    { ...options, sampleRows: ownSample },
    () => (pushedBytes * (parser.consumed / Math.max(1, pushedChars))) / Math.max(1, until),
    () => {
      // The header and the delimiter are known: the second part can start.
      if (!split || second.outcome || analyzer.columns === null || !parser.delimiter || !parser.newline) return;
      const plan: CsvPartPlan = {
        start: split.at,
        delimiter: parser.delimiter,
        newline: parser.newline,
        columns: analyzer.columns,
        sampleRows: Number.isFinite(sampleRows) ? Math.max(1, sampleRows - ownSample) : sampleRows,
        profile: options.profile ?? true,
      };
      second.outcome = split.start(plan, (json) => {
        // Unread until the split is known to be good: then profiled at once.
        if (sampleBatches) sampleBatches.push(json);
        else analyzer.profileSample(json);
      }).then(
        (part) => ({ part }),
        (error: unknown) => ({ error }),
      );
    },
  );
  const onText = (text: string, bytesEnd: number) => {
    pushedBytes = bytesEnd;
    pushedChars += text.length;
    parser.push(text);
  };
  const onSlice = (bytesEnd: number) => options.onProgress?.({ bytesRead: bytesEnd, totalBytes, rows: Math.max(0, parser.records - 1) });
  let parts = 1;
  try {
    await readText(blob, 0, until, decoder, options, onText, onSlice);
    if (split) {
      let taken = false;
      // `at` follows a line feed; it is a record boundary unless that line feed is inside quotes.
      // (Flushed first: on a short first part the header may only now reach the analyzer.)
      const atBoundary = parser.flush();
      const pending = second.outcome;
      if (pending && atBoundary) {
        for (const json of sampleBatches) analyzer.profileSample(json);
        sampleBatches = null;
        const outcome = await pending;
        if ("part" in outcome) {
          analyzer.absorb(outcome.part);
          parser.adopt(outcome.part);
          taken = true;
          parts = 2;
        } else if (outcome.error instanceof TypeError) {
          throw outcome.error; // the second half is not UTF-8: the whole file is read again as Windows-1252
        } else {
          // The second worker failed after some of its rows were profiled here: start again alone.
          split.stop();
          return analyzeWithEncoding(blob, encoding, fatal, { ...options, secondPart: undefined });
        }
      }
      if (!taken) {
        split.stop();
        until = totalBytes;
        await readText(blob, split.at, totalBytes, decoder, options, onText, onSlice);
      }
    }
  } finally {
    split?.stop();
  }
  parser.push(decoder.decode());
  parser.end();
  return finish(analyzer, parser, labelOf(encoding), totalBytes, parts);
}

/**
 * Parser → analyzer; the analyzer learns the delimiter before it sees the first record, and
 * plans its profile sample from how many records the first part of the input (`fractionRead()`
 * of it) holds. `afterRecords` runs after each batch of records.
 */
function pipeline(
  options: AnalyzeOptions,
  fractionRead: () => number,
  afterRecords?: () => void,
): { analyzer: CsvAnalyzer; parser: CsvStreamParser } {
  const analyzer = new CsvAnalyzer(options);
  const parser: CsvStreamParser = new CsvStreamParser(
    (records, source) => {
      if (options.decimalComma === undefined) analyzer.decimalComma = parser.delimiter === ";";
      if (!analyzer.samplePlanned) analyzer.planSample(records.length, fractionRead());
      analyzer.addRecords(records, source);
      afterRecords?.();
    },
    { delimiter: options.delimiter },
  );
  return { analyzer, parser };
}

function finish(analyzer: CsvAnalyzer, parser: CsvStreamParser, encoding: string, bytes: number, parts = 1): CsvAnalysis {
  const stats = analyzer.result();
  return {
    ...stats,
    delimiter: parser.delimiter ?? ",",
    newline: parser.newline ?? "\n",
    encoding,
    bytes,
    warnings: parser.warnings,
    warningCount: parser.warningCount,
    parts,
  };
}

function labelOf(encoding: string): string {
  switch (encoding) {
    case "utf-8":
      return "UTF-8";
    case "utf-16le":
      return "UTF-16 LE";
    case "utf-16be":
      return "UTF-16 BE";
    default:
      return "Windows-1252";
  }
}

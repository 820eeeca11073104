import { CsvAnalyzer, type CsvAnalyzerOptions } from "./analyzer";
import type { Delimiter } from "./detect";
import { CsvStreamParser } from "./stream-parser";
import type { CsvAnalysis } from "./types";

export interface AnalyzeOptions extends CsvAnalyzerOptions {
  /** Force a delimiter instead of detecting one. */
  delimiter?: Delimiter;
  /** Bytes read from the file per step (each step reports progress). */
  chunkBytes?: number;
  signal?: AbortSignal;
  onProgress?: (progress: { bytesRead: number; totalBytes: number; rows: number }) => void;
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
  const chunkBytes = options.chunkBytes ?? 4 * 1024 * 1024;
  // An even chunk size keeps UTF-16 code units whole (the decoder would cope, but this is cheaper).
  const step = chunkBytes + (chunkBytes % 2);
  const decoder = new TextDecoder(encoding, { fatal });
  const totalBytes = blob.size;
  // The share of the file parsed, to plan the profile sample: the parser may hold back a piece
  // of text, so its characters parsed are scaled by the bytes per character decoded so far.
  let pushedBytes = 0;
  let pushedChars = 0;
  const { analyzer, parser } = pipeline(options, () => (pushedBytes * (parser.consumed / Math.max(1, pushedChars))) / Math.max(1, totalBytes));
  for (let offset = 0; offset < totalBytes; offset += step) {
    if (options.signal?.aborted) throw abortError();
    const bytes = new Uint8Array(await blob.slice(offset, Math.min(offset + step, totalBytes)).arrayBuffer());
    // Decoded 64 KB at a time: Papa parses a fresh string of that size noticeably faster than a
    // slice of one 4 MB string (measured: about 20% of its parse time), and the text of one slice
    // is never held whole.
    for (let at = 0; at < bytes.length; at += DECODE_BYTES) {
      const end = Math.min(at + DECODE_BYTES, bytes.length);
      const text = decoder.decode(bytes.subarray(at, end), { stream: true });
      pushedBytes = offset + end;
      pushedChars += text.length;
      parser.push(text);
    }
    options.onProgress?.({ bytesRead: Math.min(offset + step, totalBytes), totalBytes, rows: Math.max(0, parser.records - 1) });
  }
  parser.push(decoder.decode());
  parser.end();
  return finish(analyzer, parser, labelOf(encoding), totalBytes);
}

const DECODE_BYTES = 64 * 1024;

/**
 * Parser → analyzer; the analyzer learns the delimiter before it sees the first record, and
 * plans its profile sample from how many records the first part of the input (`fractionRead()`
 * of it) holds.
 */
function pipeline(options: AnalyzeOptions, fractionRead: () => number): { analyzer: CsvAnalyzer; parser: CsvStreamParser } {
  const analyzer = new CsvAnalyzer(options);
  const parser: CsvStreamParser = new CsvStreamParser(
    (records) => {
      if (options.decimalComma === undefined) analyzer.decimalComma = parser.delimiter === ";";
      if (!analyzer.samplePlanned) analyzer.planSample(records.length, fractionRead());
      analyzer.addRecords(records);
    },
    { delimiter: options.delimiter },
  );
  return { analyzer, parser };
}

function finish(analyzer: CsvAnalyzer, parser: CsvStreamParser, encoding: string, bytes: number): CsvAnalysis {
  const stats = analyzer.result();
  return {
    ...stats,
    delimiter: parser.delimiter ?? ",",
    newline: parser.newline ?? "\n",
    encoding,
    bytes,
    warnings: parser.warnings,
    warningCount: parser.warningCount,
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

function abortError(): Error {
  const err = new Error("The analysis was cancelled");
  err.name = "AbortError";
  return err;
}

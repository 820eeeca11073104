export { analyzeCsvText, analyzeCsvBlob, type AnalyzeOptions } from "./analyze";
export { CsvAnalyzer, type CsvAnalyzerOptions } from "./analyzer";
export { CsvStreamParser, type CsvParseWarning, type CsvStreamOptions } from "./stream-parser";
export { detectDelimiter, detectNewline, delimiterName, CANDIDATE_DELIMITERS, type Delimiter, type Newline } from "./detect";
export { toCsv } from "./write";
export type { CsvAnalysis, ColumnProfile, ColumnType, NumericSummary, ValueCount } from "./types";
export type { HistogramBin } from "./histogram";
export { analyzeCsvPart, findSplit, MIN_SPLIT_BYTES, type CsvPart, type CsvPartPlan, type SecondPart } from "./split";

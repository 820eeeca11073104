export { reformatJson, formatJson, minifyJson, validateJson } from "./reformat";
export type { JsonLayout, JsonSyntaxError, JsonStats, ReformatResult, ReformatOptions } from "./reformat";
export { positionOf, lineAt } from "./position";
export { decodeJsonBytes, firstInvalidUtf8, type DecodeResult } from "./decode";

export * from "./transformations";
export { toProperCase } from "./proper-case";
export { detectLineEnding, splitLines, joinLines, type LineEnding } from "./line-endings";

export { generateDummyData, readSchema, DummyDataError, MAX_COLUMNS } from "./generate";
export { toCsv, csvField } from "./csv";
export { MIN_ROWS, MAX_ROWS, DEFAULT_ROWS, type DummyDataRequest, type DummyDataResult, type FieldSpec, type FieldKind } from "./types";

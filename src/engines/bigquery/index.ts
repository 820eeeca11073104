export { generateBigQuerySql, UnsupportedRequest, SUPPORTED_EXAMPLES, type BigQueryGeneration } from "./generate";
export { BigQueryNameError, parseDataset, parseTable, qualified, checkColumn } from "./names";
export { checkBigQuerySelect, type SqlCheck } from "./validate-sql";

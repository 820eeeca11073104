import { BigQueryNameError, parseDataset, type DatasetRef } from "./names";
import { parseRequest, UnsupportedRequest, SUPPORTED_EXAMPLES } from "./request-parser";
import { renderSql } from "./render-sql";

export { UnsupportedRequest, SUPPORTED_EXAMPLES };

export interface BigQueryGeneration {
  query: string;
}

/**
 * Turns a request in words into BigQuery Standard SQL against tables of the given dataset
 * ("project.dataset" or "dataset"). Throws UnsupportedRequest (with examples) when it cannot
 * answer honestly, and BigQueryNameError for an invalid dataset or table name.
 */
export function generateBigQuerySql(description: string, database: string | null | undefined): BigQueryGeneration {
  let db: DatasetRef | undefined;
  if (database && database.trim()) db = parseDataset(database);
  const intent = parseRequest(description);
  try {
    return { query: renderSql(intent, db) };
  } catch (err) {
    if (err instanceof BigQueryNameError) throw new UnsupportedRequest(err.message, SUPPORTED_EXAMPLES);
    throw err;
  }
}

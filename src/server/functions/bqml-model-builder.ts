import { bqmlRequest, type BqmlResponse } from "../../contracts/functions/bqml-model-builder";
import { BqmlInputError, buildBqmlSql } from "../../engines/bqml";
import { HttpError } from "../http-error";
import { defineFunction } from "./types";

/** `bqml-model-builder`: CREATE OR REPLACE MODEL plus the evaluate/predict statements to run next. */
export default defineFunction({
  name: "bqml-model-builder",
  request: bqmlRequest,
  async handle(body): Promise<BqmlResponse & Record<string, unknown>> {
    try {
      const result = buildBqmlSql(body);
      return { sql: result.sql, model: result.model, table: result.table, engine: "built-in" };
    } catch (err) {
      if (err instanceof BqmlInputError) throw new HttpError(422, { error: err.message });
      throw err;
    }
  },
});

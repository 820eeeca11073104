import { dummyDataRequest, INVALID_ROW_COUNT, invalidRowCountError, type DummyDataResponse } from "../../contracts/functions/dummy-data-generator";
import { DummyDataError, generateDummyData } from "../../engines/dummy-data";
import { HttpError } from "../http-error";
import { defineFunction } from "./types";

/** `dummy-data-generator`: CSV rows for a schema described in words, a field list, DDL or JSON. */
export default defineFunction({
  name: "dummy-data-generator",
  request: dummyDataRequest,
  async handle(body): Promise<DummyDataResponse & Record<string, unknown>> {
    if (body.rowCount === INVALID_ROW_COUNT) throw new HttpError(400, { error: invalidRowCountError });
    try {
      const result = generateDummyData({ schema: body.schema, rowCount: body.rowCount, fieldNames: body.fieldNames, seed: body.seed });
      return { data: result.csv, columns: result.columns, rowCount: result.rows.length, seed: result.seed, engine: "built-in" };
    } catch (err) {
      if (err instanceof DummyDataError) throw new HttpError(422, { error: err.message });
      throw err;
    }
  },
});

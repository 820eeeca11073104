import { z } from "zod";
import { dummyData, dummyDataMessages, INVALID_ROW_COUNT } from "./dummy-data-generator-texts";

// The texts and limits live apart from the zod schemas so the screens can import them without zod.
export * from "./dummy-data-generator-texts";

const rowCount = z
  .unknown()
  .optional()
  .transform((v): number | typeof INVALID_ROW_COUNT => {
    if (v === undefined || v === null) return dummyData.defaultRows;
    const n = typeof v === "string" && v.trim() !== "" ? Number(v) : v;
    if (typeof n !== "number" || !Number.isInteger(n) || n < dummyData.minRows || n > dummyData.maxRows) return INVALID_ROW_COUNT;
    return n;
  });

const schema = z.unknown().optional().transform((v, ctx): string => {
  if (typeof v !== "string" || !v.trim()) {
    ctx.addIssue({ code: "custom", message: dummyDataMessages.schemaRequired });
    return z.NEVER;
  }
  if (v.length > dummyData.schemaMaxLength) {
    ctx.addIssue({ code: "custom", message: `The schema must be at most ${dummyData.schemaMaxLength} characters` });
    return z.NEVER;
  }
  return v.trim();
});

/** "a, b, c" or ["a", "b"] → ["a", "b", "c"]; blank → null. */
const fieldNames = z
  .union([z.string().max(5000), z.array(z.string().max(200)).max(dummyData.maxFieldNames)], {
    error: "fieldNames must be a comma-separated string, a list of names or null",
  })
  .nullable()
  .optional()
  .transform((v): string[] | null => {
    if (v === null || v === undefined) return null;
    const list = (Array.isArray(v) ? v : v.split(/[,\n]/)).map((s) => s.trim()).filter(Boolean);
    return list.length ? list : null;
  })
  .refine((v) => !v || v.length <= dummyData.maxFieldNames, { message: `At most ${dummyData.maxFieldNames} field names` });

/** Body of `dummy-data-generator`: {schema, rowCount, fieldNames or null} (spec section 7), plus an optional seed. */
export const dummyDataRequest = z.object({
  schema,
  rowCount,
  fieldNames,
  /** Same seed + same request on the same day = the same rows. */
  seed: z
    .number({ error: "seed must be a whole number" })
    .int({ message: "seed must be a whole number" })
    .min(0, { message: "seed must be between 0 and 2147483647" })
    .max(2147483647, { message: "seed must be between 0 and 2147483647" })
    .optional(),
});
export type DummyDataRequest = z.input<typeof dummyDataRequest>;

export interface DummyDataColumn {
  name: string;
  /** The kind of value the engine read from the schema (e.g. "email", "integer", "enum"). */
  kind: string;
  /** The schema words this column came from. */
  source: string;
}

/** What the screen reads: `data`, the CSV text (spec section 7). */
export interface DummyDataResponse {
  data: string;
  columns: DummyDataColumn[];
  rowCount: number;
  seed: number;
  engine: "built-in";
}

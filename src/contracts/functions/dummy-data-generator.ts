import { z } from "zod";

/** Dummy Data Generator constants (spec section 9). */
export const dummyData = { minRows: 1, maxRows: 1000, defaultRows: 10, schemaMaxLength: 5000, maxFieldNames: 100 } as const;

/** Texts of the Dummy Data Generator (spec sections 5 and 8), copied exactly. */
export const dummyDataMessages = {
  schemaRequired: "Schema Required",
  invalidRowCountTitle: "Invalid Row Count",
  invalidRowCount: "Please enter a number between 1 and 1000",
  failedTitle: "Generation Failed",
  failed: "Failed to generate dummy data. Please try again.",
  success: "Data Generated!",
} as const;

/** The server's 400 text for a bad row count: the spec's title and message together. */
export const invalidRowCountError = `${dummyDataMessages.invalidRowCountTitle}: ${dummyDataMessages.invalidRowCount}`;

/**
 * Row count as the screen sends it (a number; a numeric string is accepted too); absent means the
 * default 10. An out-of-range value becomes INVALID_ROW_COUNT rather than a zod issue: the shared
 * validation path prefixes messages that start with "Invalid" with the field name, and the spec's
 * text must reach the client exactly, so the function answers 400 with it itself.
 */
export const INVALID_ROW_COUNT = "invalid" as const;
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

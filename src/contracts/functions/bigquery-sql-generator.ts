import { z } from "zod";
import { bigQueryMessages, bigQuery } from "./bigquery-sql-generator-texts";

// The texts and limits live apart from the zod schemas so the screens can import them without zod.
export * from "./bigquery-sql-generator-texts";

/** Body of `bigquery-sql-generator`: {description, database or null} (spec section 7). */
export const bigQueryRequest = z.object({
  description: z
    .unknown()
    .optional()
    .transform((v, ctx): string => {
      if (typeof v !== "string" || !v.trim()) {
        ctx.addIssue({ code: "custom", message: bigQueryMessages.descriptionRequired });
        return z.NEVER;
      }
      if (v.length > bigQuery.descriptionMaxLength) {
        ctx.addIssue({ code: "custom", message: `The description must be at most ${bigQuery.descriptionMaxLength} characters` });
        return z.NEVER;
      }
      return v.trim();
    }),
  database: z
    .string({ error: "database must be text or null" })
    .max(bigQuery.databaseMaxLength, { message: `The database must be at most ${bigQuery.databaseMaxLength} characters` })
    .nullable()
    .optional()
    .transform((v) => (v && v.trim() ? v.trim() : null)),
});
export type BigQueryRequest = z.input<typeof bigQueryRequest>;

/** What the screen reads: `query` (spec section 7). */
export interface BigQueryResponse {
  query: string;
  engine: "built-in" | "ai";
}

/** A 422 answer: the request could not be turned into SQL honestly. */
export interface BigQueryUnsupported {
  error: string;
  suggestions: string[];
}

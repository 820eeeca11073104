import type { z } from "zod";
import { HttpError, zodMessage } from "../http-error";

/** Validates with a contract; unknown fields are dropped by the schema, problems become 400s. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw new HttpError(400, { error: zodMessage(result.error) });
  return result.data;
}

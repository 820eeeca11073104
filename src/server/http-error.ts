import type { ZodError } from "zod";

/** An error with the HTTP status and JSON body the client should see. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: { error: string; [key: string]: unknown },
  ) {
    super(body.error);
  }
}

export const DB_UNAVAILABLE = "The database is unavailable right now. Please try again in a moment.";

/** The first problem of a failed validation, in words a person can act on. */
export function zodMessage(err: ZodError): string {
  const issue = err.issues[0];
  if (!issue) return "Invalid request body";
  const where = issue.path.map(String).join(".");
  // Zod's own wording ("Invalid input: expected string…") needs the field name; our messages do not.
  const generic = /^Invalid input\b/.test(issue.message);
  if (!where && issue.code === "invalid_type") return "Request body must be a JSON object";
  return where && generic ? `${where}: ${issue.message}` : issue.message;
}

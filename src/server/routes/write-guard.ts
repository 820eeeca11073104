import type { FastifyInstance } from "fastify";
import { pgErrorCode } from "../db/types";
import { DB_UNAVAILABLE, HttpError } from "../http-error";

/** Per-route options for a write: a per-IP rate limit and a small body cap. */
export function writeRouteOptions(app: FastifyInstance, bodyLimit = 16 * 1024) {
  return {
    bodyLimit,
    config: { rateLimit: { max: app.appConfig.writeRateLimit, timeWindow: "1 minute" } },
  };
}

/** Runs a database write; failures of the database itself become a clear 503, never a 500. */
export async function dbWrite<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof HttpError) throw err;
    // SQLSTATE class 22 is "data exception": the input, not the database, is the problem.
    if (pgErrorCode(err)?.startsWith("22")) {
      throw new HttpError(400, { error: "Some of the text could not be stored. Remove unusual characters and try again." });
    }
    throw new HttpError(503, { error: DB_UNAVAILABLE });
  }
}

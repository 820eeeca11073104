import type { FastifyBaseLogger } from "fastify";
import type { z } from "zod";
import type { AppConfig } from "../config";

/** What a generator function may use besides its request: configuration and a logger. */
export interface FunctionContext {
  config: AppConfig;
  log: FastifyBaseLogger;
  /** Aborted when the client goes away or the server shuts down. */
  signal: AbortSignal;
}

/**
 * A backend function of spec section 7, served at POST /api/functions/{name}.
 * Thin by design: validate (the contract) → engine → the response shape the spec names.
 * Throw HttpError for answers other than 200 (400 bad input, 422 cannot answer, 502 upstream failed).
 */
export interface GeneratorFunction<S extends z.ZodType = z.ZodType> {
  name: string;
  request: S;
  /** Largest accepted request body in bytes (default 64 KiB). */
  bodyLimit?: number;
  handle(body: z.output<S>, ctx: FunctionContext): Promise<Record<string, unknown>>;
}

/** Helps TypeScript infer the body type from the schema. */
export function defineFunction<S extends z.ZodType>(fn: GeneratorFunction<S>): GeneratorFunction<S> {
  return fn;
}

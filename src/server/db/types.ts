/** The small database surface the server needs; PGlite and node-postgres both fit behind it. */
export interface Db {
  readonly kind: "pglite" | "postgres";
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  /** Runs several statements with no parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs fn in one transaction on one connection. */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** LISTEN on a channel; the returned function stops listening. Survives reconnects on PostgreSQL. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export type Tx = Pick<Db, "query" | "exec">;

/** Error codes we react to (PostgreSQL SQLSTATE). */
export const UNIQUE_VIOLATION = "23505";

export function pgErrorCode(err: unknown): string | undefined {
  if (err && typeof err === "object" && "code" in err && typeof (err as { code: unknown }).code === "string") {
    return (err as { code: string }).code;
  }
  return undefined;
}

import pg from "pg";
import type { Db, Tx } from "./types";

// BIGINT and COUNT come back as strings by default; our counts fit comfortably in a JS number.
pg.types.setTypeParser(20, (v) => Number(v));

/**
 * PostgreSQL server through node-postgres: a pool for queries, and one dedicated client for LISTEN
 * that reconnects with backoff, so a database restart does not silence the live badge.
 */
export async function openPostgres(connectionString: string, opts: { max?: number } = {}): Promise<Db> {
  const pool = new pg.Pool({
    connectionString,
    max: opts.max ?? 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client that loses its connection emits here; without a listener the process would crash.
  pool.on("error", () => {});
  // Fail fast at start-up when the database is unreachable.
  const probe = await pool.connect();
  probe.release();

  const listeners = new Map<string, Set<(payload: string) => void>>();
  let listenClient: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let closed = false;
  let retryTimer: NodeJS.Timeout | null = null;

  async function connectListener(): Promise<void> {
    if (closed) return;
    const client = new pg.Client({ connectionString });
    client.on("notification", (msg) => {
      const set = listeners.get(msg.channel);
      if (set) for (const fn of set) fn(msg.payload ?? "");
    });
    const reconnect = () => {
      if (listenClient !== client || closed) return;
      listenClient = null;
      client.removeAllListeners("error");
      client.on("error", () => {});
      client.end().catch(() => {});
      scheduleReconnect(500);
    };
    client.on("error", reconnect);
    client.on("end", reconnect);
    await client.connect();
    for (const channel of listeners.keys()) await client.query(`LISTEN ${quoteIdent(channel)}`);
    listenClient = client;
  }

  function scheduleReconnect(delay: number) {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      ensureListener().catch(() => scheduleReconnect(Math.min(delay * 2, 5_000)));
    }, delay);
    retryTimer.unref();
  }

  function ensureListener(): Promise<void> {
    if (listenClient) return Promise.resolve();
    if (!connecting) {
      connecting = connectListener().finally(() => {
        connecting = null;
      });
    }
    return connecting;
  }

  return {
    kind: "postgres",
    async query<T>(sql: string, params: unknown[] = []) {
      const res = await pool.query(sql, params);
      return { rows: res.rows as T[] };
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async transaction<T>(fn: (tx: Tx) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        const result = await fn({
          async query<R>(sql: string, params: unknown[] = []) {
            const res = await client.query(sql, params);
            return { rows: res.rows as R[] };
          },
          async exec(sql: string) {
            await client.query(sql);
          },
        });
        await client.query("COMMIT");
        return result;
      } catch (err) {
        await client.query("ROLLBACK").catch(() => {});
        throw err;
      } finally {
        client.release();
      }
    },
    async listen(channel: string, onPayload: (payload: string) => void) {
      let set = listeners.get(channel);
      const isNew = !set;
      if (!set) listeners.set(channel, (set = new Set()));
      set.add(onPayload);
      try {
        await ensureListener();
        if (isNew && listenClient) await listenClient.query(`LISTEN ${quoteIdent(channel)}`);
      } catch {
        scheduleReconnect(500);
      }
      return async () => {
        set!.delete(onPayload);
        if (set!.size === 0) {
          listeners.delete(channel);
          await listenClient?.query(`UNLISTEN ${quoteIdent(channel)}`).catch(() => {});
        }
      };
    },
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      const c = listenClient;
      listenClient = null;
      if (c) await c.end().catch(() => {});
      await pool.end();
    },
  };
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

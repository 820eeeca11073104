import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { Db, Tx } from "./types";

/**
 * Embedded PostgreSQL (WASM) stored in `<dataDir>/pglite`. Pass `null` for an in-memory database (tests).
 * PGlite runs in this process, so LISTEN/NOTIFY only reaches this process — which is all there is.
 */
export async function openPglite(dataDir: string | null): Promise<Db> {
  let dir: string | undefined;
  if (dataDir) {
    dir = path.join(dataDir, "pglite");
    fs.mkdirSync(dir, { recursive: true });
  }
  const pg = await PGlite.create(dir ? { dataDir: dir } : {});
  const db: Db = {
    kind: "pglite",
    async query<T>(sql: string, params: unknown[] = []) {
      const res = await pg.query<T>(sql, params);
      return { rows: res.rows };
    },
    async exec(sql: string) {
      await pg.exec(sql);
    },
    async transaction<T>(fn: (tx: Tx) => Promise<T>) {
      return pg.transaction(async (tx) =>
        fn({
          async query<R>(sql: string, params: unknown[] = []) {
            const res = await tx.query<R>(sql, params);
            return { rows: res.rows };
          },
          async exec(sql: string) {
            await tx.exec(sql);
          },
        }),
      );
    },
    async listen(channel: string, onPayload: (payload: string) => void) {
      const unsub = await pg.listen(channel, onPayload);
      return async () => {
        await unsub();
      };
    },
    async close() {
      if (!pg.closed) await pg.close();
    },
  };
  return db;
}

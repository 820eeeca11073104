import type { AppConfig } from "../config";
import { lockDataDir } from "./data-dir-lock";
import { migrate } from "./migrations";
import { openPglite } from "./pglite";
import { openPostgres } from "./postgres";
import type { Db } from "./types";

/** Opens the configured database (PostgreSQL when DATABASE_URL is set, else PGlite) and migrates it. */
export async function openDatabase(
  config: Pick<AppConfig, "databaseUrl" | "dataDir"> & Partial<Pick<AppConfig, "dataDirMinFreeBytes">>,
  opts: { inMemory?: boolean } = {},
): Promise<Db> {
  if (config.databaseUrl) {
    const db = await openPostgres(config.databaseUrl);
    try {
      await migrate(db);
    } catch (err) {
      await db.close();
      throw err;
    }
    return db;
  }
  if (opts.inMemory) {
    const db = await openPglite(null);
    await migrate(db);
    return db;
  }
  const unlock = await lockDataDir(config.dataDir, config.dataDirMinFreeBytes);
  let db: Db;
  try {
    db = await openPglite(config.dataDir);
    await migrate(db);
  } catch (err) {
    await unlock().catch(() => {});
    throw err;
  }
  const close = db.close.bind(db);
  return {
    ...db,
    kind: db.kind,
    async close() {
      await close();
      await unlock().catch(() => {});
    },
  };
}

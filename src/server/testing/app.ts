import type { FastifyInstance } from "fastify";
import { buildApp } from "../app";
import { configFromEnv, type AppConfig } from "../config";
import { openDatabase } from "../db/open";
import type { Db } from "../db/types";

/** An app with an in-memory PGlite (or the given DATABASE_URL) and no web build, for app.inject tests. */
export async function testApp(overrides: Partial<AppConfig> = {}): Promise<{ app: FastifyInstance; db: Db; close(): Promise<void> }> {
  const config: AppConfig = { ...configFromEnv({}), webDir: undefined, ...overrides };
  const db = await openDatabase(config, { inMemory: !config.databaseUrl });
  const app = await buildApp({ config, db });
  await app.ready();
  return {
    app,
    db,
    async close() {
      await app.close();
      await db.close();
    },
  };
}

import { randomBytes } from "node:crypto";
import pg from "pg";

/**
 * A throwaway PostgreSQL database for one test run, created on the server named by TEST_DATABASE_URL
 * and dropped afterwards, so runs never see each other's rows. Undefined when TEST_DATABASE_URL is unset.
 */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return undefined;
  const name = `dat_test_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

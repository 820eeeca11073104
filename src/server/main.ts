import { buildApp } from "./app";
import { configFromEnv } from "./config";
import { openDatabase } from "./db/open";

/** Reads configuration, opens the database, listens. Everything else lives in buildApp. */
async function main() {
  const config = configFromEnv();
  let db;
  try {
    db = await openDatabase(config);
  } catch (err) {
    console.error(`\nCould not open the database: ${(err as Error).message}\n`);
    process.exit(1);
  }
  const app = await buildApp({
    config,
    db,
    logger: { level: config.logLevel, redact: ["req.headers.cookie", "req.headers.authorization"] },
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await db.close();
    } finally {
      process.exit(0);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    console.error(`\nCould not listen on port ${config.port}: ${(err as Error).message}\n`);
    await db.close();
    process.exit(1);
  }
  const where = config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${config.dataDir}`;
  console.log(`\nData Analyst Tools is running on http://localhost:${config.port} — database: ${where}\n`);
}

void main();

import type { FastifyInstance } from "fastify";
import { latestMigration } from "../db/migrations";

/** Liveness (/api/health: the database answers) and readiness (/api/ready: and it is fully migrated). */
export async function healthRoutes(app: FastifyInstance) {
  app.get("/api/health", async (_req, reply) => {
    reply.header("cache-control", "no-store");
    try {
      await withTimeout(app.db.query("SELECT 1"), 2_000);
      return { status: "ok", database: app.db.kind };
    } catch {
      return reply.code(503).send({ status: "unavailable", database: app.db.kind });
    }
  });

  app.get("/api/ready", async (_req, reply) => {
    reply.header("cache-control", "no-store");
    try {
      const { rows } = await withTimeout(
        app.db.query<{ v: number | null }>("SELECT max(version) AS v FROM schema_migrations"),
        2_000,
      );
      const version = Number(rows[0]?.v ?? 0);
      if (version < latestMigration) {
        return reply.code(503).send({ status: "migrating", migration: version, expected: latestMigration });
      }
      return { status: "ready", database: app.db.kind, migration: version };
    } catch {
      return reply.code(503).send({ status: "unavailable", database: app.db.kind });
    }
  });
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const t = setTimeout(() => reject(new Error("timeout")), ms);
    p.then(
      (v) => {
        clearTimeout(t);
        resolve(v);
      },
      (e) => {
        clearTimeout(t);
        reject(e);
      },
    );
  });
}

import type { FastifyInstance } from "fastify";
import { appletNameBody, weeklyQuery } from "../../contracts/data-api";
import { DB_UNAVAILABLE, HttpError } from "../http-error";
import { parse } from "./validate";
import { dbWrite, writeRouteOptions } from "./write-guard";

export async function appletViewRoutes(app: FastifyInstance) {
  app.post("/api/applet-views", writeRouteOptions(app), async (req, reply) => {
    const { applet_name } = parse(appletNameBody, req.body);
    await dbWrite(() => app.db.query("INSERT INTO applet_views (applet_name) VALUES ($1)", [applet_name]));
    return reply.code(201).send({ ok: true });
  });

  // Counts per applet since a moment the browser chooses (its own Sunday 00:00), aggregated in SQL.
  app.get("/api/applet-views/weekly", async (req) => {
    const { since } = parse(weeklyQuery, req.query);
    try {
      const { rows } = await app.db.query<{ applet_name: string; n: number }>(
        `SELECT applet_name, count(*)::int AS n FROM applet_views
         WHERE viewed_at >= $1 GROUP BY applet_name`,
        [new Date(since).toISOString()],
      );
      const counts: Record<string, number> = {};
      for (const r of rows) counts[r.applet_name] = Number(r.n);
      return { counts };
    } catch {
      throw new HttpError(503, { error: DB_UNAVAILABLE });
    }
  });
}

import type { FastifyInstance } from "fastify";

/** Public, non-secret settings the web app shows (the footer credit). */
export async function siteRoutes(app: FastifyInstance) {
  app.get("/api/site", async (_req, reply) => {
    reply.header("cache-control", "public, max-age=300");
    return { creatorName: app.appConfig.creatorName, creatorUrl: app.appConfig.creatorUrl };
  });
}

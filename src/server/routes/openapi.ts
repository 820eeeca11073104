import type { FastifyInstance } from "fastify";
import { docsPage } from "../openapi/docs-page";
import { openApiDocument } from "../openapi/document";

export async function openApiRoutes(app: FastifyInstance) {
  // Built once: the contracts do not change while the server runs.
  const doc = openApiDocument(app.appConfig.basePath);
  const page = docsPage(doc as Parameters<typeof docsPage>[0], app.appConfig.basePath);
  app.get("/api/openapi.json", async () => doc);
  app.get("/api/docs", async (_req, reply) => reply.type("text/html; charset=utf-8").send(page));
}

import type { FastifyInstance } from "fastify";
import { generatorFunctions } from "../functions";
import { HttpError } from "../http-error";
import { parse } from "./validate";

const DEFAULT_BODY_LIMIT = 64 * 1024;

export async function functionRoutes(app: FastifyInstance) {
  for (const fn of generatorFunctions) {
    app.post(
      `/api/functions/${fn.name}`,
      {
        bodyLimit: fn.bodyLimit ?? DEFAULT_BODY_LIMIT,
        config: { rateLimit: { max: app.appConfig.generatorRateLimit, timeWindow: "1 minute" } },
      },
      async (req, reply) => {
        const body = parse(fn.request, req.body);
        // Abort the work when the client goes away before we answered. (The request's own "close"
        // fires as soon as its body has been read, so the response's is the one that means "gone".)
        const controller = new AbortController();
        const onClose = () => {
          if (!reply.raw.writableFinished) controller.abort();
        };
        reply.raw.on("close", onClose);
        try {
          return await fn.handle(body, { config: app.appConfig, log: req.log, signal: controller.signal });
        } finally {
          reply.raw.off("close", onClose);
        }
      },
    );
  }

  app.all("/api/functions/:name", async (req) => {
    const { name } = req.params as { name: string };
    throw new HttpError(404, { error: `Unknown function: ${String(name).slice(0, 80)}` });
  });
}

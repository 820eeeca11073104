import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { ServerResponse } from "node:http";
import Fastify, { type FastifyInstance } from "fastify";
import compress from "@fastify/compress";
import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import fastifyStatic from "@fastify/static";
import type { AppConfig } from "./config";
import type { Db } from "./db/types";
import { HttpError } from "./http-error";
import { CalculationEvents } from "./realtime/calculation-events";
import { CountCache } from "./realtime/count-cache";
import { appletViewRoutes } from "./routes/applet-views";
import { calculationRoutes } from "./routes/calculations";
import { flagImageRoutes } from "./routes/flag-images";
import { functionRoutes } from "./routes/functions";
import { healthRoutes } from "./routes/health";
import { openApiRoutes } from "./routes/openapi";
import { siteRoutes } from "./routes/site";
import { submissionRoutes } from "./routes/submissions";
import { loadFirstPaints } from "./first-paint";
import { inlineHead } from "./inline-head";
import { renderIndex, type ViteManifest } from "./prerender";
import { clientRoutes } from "./web-routes";

declare module "fastify" {
  interface FastifyInstance {
    db: Db;
    appConfig: AppConfig;
    calculationEvents: CalculationEvents;
    calculationCount: CountCache;
    sseStreams: Set<ServerResponse>;
  }
}

export interface BuildOptions {
  config: AppConfig;
  db: Db;
  /** Pino logger options; tests pass false. */
  logger?: boolean | object;
}

/** The whole HTTP surface. Tests call it with app.inject or listen on a port; main.ts only wires config. */
export async function buildApp({ config, db, logger = false }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    trustProxy: config.trustProxy as boolean | string,
    bodyLimit: 64 * 1024,
    // Prototype-pollution keys in JSON bodies are refused outright (400), not silently kept.
    onProtoPoisoning: "error",
    onConstructorPoisoning: "error",
    requestIdHeader: "x-request-id",
    genReqId: () => randomUUID(),
    // Request logs carry method, path, status and the request id — never bodies (emails, feedback).
  });
  app.addHook("onSend", async (req, reply) => {
    reply.header("x-request-id", req.id);
  });
  app.decorate("db", db);
  app.decorate("appConfig", config);
  app.decorate("calculationEvents", new CalculationEvents(db));
  app.decorate("sseStreams", new Set<ServerResponse>());
  await app.calculationEvents.start();
  app.decorate("calculationCount", new CountCache(db, app.calculationEvents));

  const base = config.basePath;
  const webDir = config.webDir;
  const indexFile = webDir ? path.join(webDir, "index.html") : undefined;
  const hasWeb = !!indexFile && fs.existsSync(indexFile);
  // The page's render-blocking theme script and stylesheet go inline (the script allowed by its hash).
  const head = hasWeb ? inlineHead(fs.readFileSync(indexFile!, "utf8"), webDir!) : undefined;

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(head?.scriptHashes ?? [])],
        // React style props and Radix positioning set inline style attributes, and the page's own
        // stylesheet is inline; the only inline script allowed is the theme script, by its hash.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", "https:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", "blob:"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: "same-origin" },
  });
  await app.register(compress, { global: true, threshold: 1024, encodings: ["br", "gzip"] });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      error: `Too many requests: please wait ${Math.ceil(ctx.ttl / 1000)} seconds and try again.`,
    }),
  });

  app.setErrorHandler((err: Error, req, reply) => {
    if (err instanceof HttpError) return reply.code(err.statusCode).send(err.body);
    const status = (err as { statusCode?: number }).statusCode;
    if (status === 429) return reply.code(429).send({ error: (err as { error?: string }).error ?? err.message });
    if (status && status >= 400 && status < 500) {
      const message =
        status === 413
          ? "Request body is too large"
          : (err as { code?: string }).code === "FST_ERR_CTP_INVALID_MEDIA_TYPE"
            ? "Send JSON with content-type application/json"
            : err.message || "Bad request";
      return reply.code(status).send({ error: message });
    }
    req.log.error({ err }, "unhandled error");
    return reply.code(500).send({ error: "Something went wrong on our side. Please try again." });
  });

  // Everything lives under BASE_PATH ("" at the root), so the product can sit behind a sub-path.
  await app.register(
    async (scope) => {
      await scope.register(healthRoutes);
      await scope.register(siteRoutes);
      await scope.register(openApiRoutes);
      await scope.register(appletViewRoutes);
      await scope.register(calculationRoutes);
      await scope.register(submissionRoutes);
      await scope.register(functionRoutes);
      await scope.register(flagImageRoutes);
      if (hasWeb) {
        await scope.register(fastifyStatic, {
          root: webDir!,
          wildcard: false,
          index: false,
          setHeaders(res, filePath) {
            // Vite puts content hashes in asset names: cache them for a year; everything else revalidates.
            if (filePath.includes(`${path.sep}assets${path.sep}`)) {
              res.header("cache-control", "public, max-age=31536000, immutable");
            } else {
              res.header("cache-control", "no-cache");
            }
          },
        });
      }
    },
    { prefix: base },
  );

  // The built page gets a <base href> so its relative asset and API URLs resolve under BASE_PATH.
  const indexHtml = head
    ? head.html.replace("<head>", `<head>\n    <base href="${base}/" />`)
    : undefined;
  const known = new Set(clientRoutes().map((r) => (r === "/" ? base || "/" : `${base}${r}`)));
  // Each page's HTML (title, description, static first paint) is rendered once, at start.
  const pages = new Map<string, string>();
  if (indexHtml) {
    const manifestFile = path.join(webDir!, ".vite", "manifest.json");
    const manifest = fs.existsSync(manifestFile) ? (JSON.parse(fs.readFileSync(manifestFile, "utf8")) as ViteManifest) : undefined;
    const locals = [...known].map((route) => (base && route.startsWith(base) ? route.slice(base.length) : route) || "/");
    const firstPaints = await loadFirstPaints(webDir, base, locals, (m) => app.log.warn(m));
    for (const route of known) pages.set(route, renderIndex(indexHtml, route, base, manifest, firstPaints));
    if (base) pages.set(base, renderIndex(indexHtml, `${base}/`, base, manifest, firstPaints));
    pages.set("", renderIndex(indexHtml, "/__not_found__", base, manifest));
  }

  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split("?")[0];
    if (base && (url === "/" || url === "")) return reply.redirect(`${base}/`);
    const inBase = !base || url === base || url.startsWith(`${base}/`);
    const local = base ? url.slice(base.length) || "/" : url;
    if (
      !inBase ||
      local.startsWith("/api/") ||
      local === "/api" ||
      !indexHtml ||
      (req.method !== "GET" && req.method !== "HEAD")
    ) {
      return reply.code(404).send({ error: "Not found" });
    }
    // Client routes get the app; unknown paths get the app too (it shows the 404 page) with a real 404 status.
    const pathOnly = url.length > 1 && url.endsWith("/") ? url.slice(0, -1) : url;
    const found = known.has(pathOnly) || pathOnly === base;
    return reply
      .code(found ? 200 : 404)
      .header("cache-control", "no-cache")
      .type("text/html; charset=utf-8")
      .send(pages.get(found ? pathOnly || "/" : "") ?? indexHtml);
  });

  // Before the server stops accepting: end live streams with a retry hint, so browsers reconnect
  // (to another instance, or to this one after a restart) instead of holding the shutdown open.
  app.addHook("preClose", async () => {
    for (const res of app.sseStreams) {
      res.write("retry: 1000\n\n");
      res.end();
    }
    app.sseStreams.clear();
  });
  app.addHook("onClose", async () => {
    app.calculationCount.close();
    await app.calculationEvents.close();
  });

  return app;
}

import type { FastifyInstance } from "fastify";
import { appletNameBody } from "../../contracts/data-api";
import { DB_UNAVAILABLE, HttpError } from "../http-error";
import { parse } from "./validate";
import { dbWrite, writeRouteOptions } from "./write-guard";

/** How often an idle SSE stream sends a comment, so proxies do not close it. */
const KEEPALIVE_MS = 25_000;

// Every stream receives the same notification in one synchronous loop: build its frame once.
let lastPayload = "";
let lastFrame = "";
function insertFrame(payload: string): string {
  if (payload !== lastPayload) {
    lastPayload = payload;
    lastFrame = `event: insert\ndata: ${payload.replace(/\n/g, " ")}\n\n`;
  }
  return lastFrame;
}

export async function calculationRoutes(app: FastifyInstance) {
  app.post("/api/calculations", writeRouteOptions(app), async (req, reply) => {
    const { applet_name } = parse(appletNameBody, req.body);
    await dbWrite(() => app.db.query("INSERT INTO calculations (applet_name) VALUES ($1)", [applet_name]));
    return reply.code(201).send({ ok: true });
  });

  // Served from memory (see CountCache): a sum over 16 trigger-kept counter rows, refreshed in the
  // background and moved up by insert notifications — constant time however many calculations exist.
  app.get("/api/calculations/count", async (_req, reply) => {
    try {
      const count = await app.calculationCount.get();
      reply.header("cache-control", "no-store");
      return { count };
    } catch {
      throw new HttpError(503, { error: DB_UNAVAILABLE });
    }
  });

  app.get("/api/calculations/stream", (req, reply) => {
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache, no-transform",
      connection: "keep-alive",
      "x-accel-buffering": "no",
      "x-content-type-options": "nosniff",
    });
    // Tell EventSource to come back after 3 s if the stream drops.
    res.write("retry: 3000\n\n");
    const unsubscribe = app.calculationEvents.subscribe((payload) => {
      res.write(insertFrame(payload));
    });
    const keepAlive = setInterval(() => res.write(": keep-alive\n\n"), KEEPALIVE_MS);
    const streams = app.sseStreams;
    const end = () => {
      clearInterval(keepAlive);
      unsubscribe();
      streams.delete(res);
    };
    streams.add(res);
    req.raw.on("close", end);
    res.on("error", end);
  });
}

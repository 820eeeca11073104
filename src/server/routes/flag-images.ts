import fs from "node:fs/promises";
import path from "node:path";
import { createRequire } from "node:module";
import type { FastifyInstance } from "fastify";

/**
 * GET /api/flags/:ratio/:file — flag SVGs from the installed flag-icons package, so the Country
 * Flags Reference shows real flags with no outside service (offline, self-hosted).
 *
 * Served by a route rather than copied into the web bundle at build time: 542 files (5 MB) would
 * otherwise go through Vite on every build (small ones inlined into the JS), and a route keeps one
 * strict check of what can be read. Only `4x3` or `1x1` and a two-letter lower-case code are
 * accepted, so no request can name another path. Files are read once and kept in memory (≈5 MB
 * worst case); responses are cacheable for 30 days with an ETag tied to the package version.
 */
const require = createRequire(import.meta.url);
const pkgJson = require.resolve("flag-icons/package.json");
const flagsDir = path.join(path.dirname(pkgJson), "flags");
const version = (require("flag-icons/package.json") as { version: string }).version;

const ratios = new Set(["4x3", "1x1"]);
const fileRe = /^([a-z]{2})\.svg$/;
const cache = new Map<string, Buffer>();

async function readFlag(ratio: string, code: string): Promise<Buffer | null> {
  const key = `${ratio}/${code}`;
  const hit = cache.get(key);
  if (hit) return hit;
  try {
    const buf = await fs.readFile(path.join(flagsDir, ratio, `${code}.svg`));
    cache.set(key, buf);
    return buf;
  } catch {
    return null;
  }
}

export async function flagImageRoutes(app: FastifyInstance) {
  app.get<{ Params: { ratio: string; file: string } }>("/api/flags/:ratio/:file", async (req, reply) => {
    const { ratio, file } = req.params;
    const m = fileRe.exec(file);
    if (!ratios.has(ratio) || !m) return reply.code(404).send({ error: "Not found" });
    const code = m[1]!;
    const etag = `"flag-icons-${version}-${ratio}-${code}"`;
    if (req.headers["if-none-match"] === etag) return reply.code(304).header("etag", etag).send();
    const svg = await readFlag(ratio, code);
    if (!svg) return reply.code(404).send({ error: "Not found" });
    return reply
      .header("content-type", "image/svg+xml; charset=utf-8")
      .header("cache-control", "public, max-age=2592000, stale-while-revalidate=86400")
      .header("etag", etag)
      // The SVG is an image, never a document that runs anything, even when opened directly.
      .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .header("x-content-type-options", "nosniff")
      .send(svg);
  });
}

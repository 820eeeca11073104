import { afterAll, beforeAll, describe, expect, it } from "vitest";
import Fastify, { type FastifyInstance } from "fastify";
import { flagImageRoutes } from "./flag-images";

describe("GET /api/flags/:ratio/:file", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await app.register(flagImageRoutes);
    await app.ready();
  });
  afterAll(() => app.close());

  it("serves a flag-icons SVG with long cache headers", async () => {
    const res = await app.inject({ method: "GET", url: "/api/flags/4x3/gb.svg" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("image/svg+xml");
    expect(res.headers["cache-control"]).toContain("max-age=2592000");
    expect(res.body).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    const square = await app.inject({ method: "GET", url: "/api/flags/1x1/jp.svg" });
    expect(square.statusCode).toBe(200);
    expect(square.body).toContain('viewBox="0 0 512 512"');
  });

  it("answers 304 to a matching ETag", async () => {
    const first = await app.inject({ method: "GET", url: "/api/flags/4x3/fr.svg" });
    const again = await app.inject({
      method: "GET",
      url: "/api/flags/4x3/fr.svg",
      headers: { "if-none-match": String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it("refuses anything but a known ratio and a two-letter lower-case code", async () => {
    for (const url of [
      "/api/flags/4x3/GB.svg",
      "/api/flags/4x3/gbr.svg",
      "/api/flags/4x3/gb.png",
      "/api/flags/16x9/gb.svg",
      "/api/flags/4x3/..%2F..%2Fpackage.json",
      "/api/flags/4x3/%2e%2e.svg",
      "/api/flags/4x3/zz.svg",
    ]) {
      const res = await app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});

describe("flag coverage", () => {
  it("has a 4:3 and a 1:1 flag for every country the reference lists", async () => {
    const { allCountries } = await import("../../engines/reference/countries");
    const app = Fastify();
    await app.register(flagImageRoutes);
    const missing: string[] = [];
    for (const c of allCountries) {
      for (const ratio of ["4x3", "1x1"]) {
        const res = await app.inject({ method: "GET", url: `/api/flags/${ratio}/${c.code.toLowerCase()}.svg` });
        if (res.statusCode !== 200) missing.push(`${ratio}/${c.code}`);
      }
    }
    await app.close();
    expect(missing).toEqual([]);
  });
});

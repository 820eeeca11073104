import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { normalizeBasePath } from "./config";
import { testApp } from "./testing/app";

describe("BASE_PATH", () => {
  it("normalises the setting and refuses odd values", () => {
    expect(normalizeBasePath(undefined)).toBe("");
    expect(normalizeBasePath("/")).toBe("");
    expect(normalizeBasePath("tools/")).toBe("/tools");
    expect(normalizeBasePath("/a/b")).toBe("/a/b");
    expect(() => normalizeBasePath("/x?y")).toThrow(/BASE_PATH/);
    expect(() => normalizeBasePath("/<script>")).toThrow(/BASE_PATH/);
  });

  describe("serving under /tools", () => {
    let webDir: string;
    let t: Awaited<ReturnType<typeof testApp>>;
    beforeAll(async () => {
      webDir = fs.mkdtempSync(path.join(os.tmpdir(), "dat-web-"));
      fs.mkdirSync(path.join(webDir, "assets"));
      fs.writeFileSync(path.join(webDir, "index.html"), "<!doctype html><html><head><title>x</title></head><body></body></html>");
      fs.writeFileSync(path.join(webDir, "assets", "app-abc.js"), "console.log(1)");
      t = await testApp({ basePath: "/tools", webDir });
    });
    afterAll(async () => {
      await t.close();
      fs.rmSync(webDir, { recursive: true, force: true });
    });

    it("serves the API, assets and pages under the prefix", async () => {
      expect((await t.app.inject({ url: "/tools/api/health" })).statusCode).toBe(200);
      expect((await t.app.inject({ url: "/api/health" })).statusCode).toBe(404);
      const asset = await t.app.inject({ url: "/tools/assets/app-abc.js" });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers["cache-control"]).toContain("immutable");
      const home = await t.app.inject({ url: "/tools/" });
      expect(home.statusCode).toBe(200);
      expect(home.body).toContain('<base href="/tools/" />');
      expect((await t.app.inject({ url: "/tools" })).statusCode).toBe(200);
      expect((await t.app.inject({ url: "/tools/no-such-page" })).statusCode).toBe(404);
      const root = await t.app.inject({ url: "/" });
      expect(root.statusCode).toBe(302);
      expect(root.headers.location).toBe("/tools/");
      expect((await t.app.inject({ url: "/elsewhere" })).statusCode).toBe(404);
    });

    it("records writes through the prefixed API", async () => {
      const res = await t.app.inject({ method: "POST", url: "/tools/api/calculations", payload: { applet_name: "CSV Analyzer" } });
      expect(res.statusCode).toBe(201);
      expect((await t.app.inject({ url: "/tools/api/calculations/count" })).json()).toEqual({ count: 1 });
    });
  });
});

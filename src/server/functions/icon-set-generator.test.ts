import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { testApp } from "../testing/app";

describe("POST /api/functions/icon-set-generator", () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, close } = await testApp());
  });
  afterAll(async () => close?.());

  const call = (payload: unknown) =>
    app.inject({ method: "POST", url: "/api/functions/icon-set-generator", payload: payload as object });
  const valid = { topic: "  security ", shape: "rounded", size: 256, count: 12, style: "outline" };

  it("returns the spec's {icons: [{id, name, imageData}]}", async () => {
    const res = await call(valid);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { icons: { id: number; name: string; imageData: string }[] };
    expect(body.icons).toHaveLength(12);
    expect(body.icons[0]).toEqual({ id: 1, name: "shield-check", imageData: expect.stringMatching(/^data:image\/png;base64,/) });
  });

  it("refuses a blank topic with the spec's message", async () => {
    const res = await call({ ...valid, topic: "   " });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: "Please enter a topic for your icon set" });
    expect((await call({ ...valid, topic: undefined })).json().error).toBe("Please enter a topic for your icon set");
  });

  it("refuses sizes and counts off the sliders' steps and ranges", async () => {
    for (const bad of [{ size: 100 }, { size: 576 }, { size: 200 }, { count: 4 }, { count: 28 }, { count: 10 }, { count: 12.5 }]) {
      const res = await call({ ...valid, ...bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().error).toMatch(/size|count/);
    }
  });

  it("refuses unknown shapes and styles", async () => {
    expect((await call({ ...valid, shape: "hexagon" })).statusCode).toBe(400);
    expect((await call({ ...valid, style: "3d" })).json().error).toMatch(/style/);
  });
});

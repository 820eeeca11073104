import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { testApp } from "../testing/app";

describe("POST /api/functions/dashboard-layout-generator", () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, close } = await testApp());
  });
  afterAll(async () => close?.());

  const call = (payload: unknown) =>
    app.inject({ method: "POST", url: "/api/functions/dashboard-layout-generator", payload: payload as object });

  it("returns {imageUrl, description}", async () => {
    const res = await call({ description: "Marketing leads dashboard", kpis: "Leads, CPL", tableViews: "", chartTypes: "line chart of leads over time" });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { imageUrl: string; description: string };
    expect(body.imageUrl).toMatch(/^data:image\/png;base64,/);
    expect(body.description).toContain("Leads and CPL");
    expect(body.description).toContain("Leads over time: line chart");
  });

  it("treats missing optional fields as 'Not specified'", async () => {
    const res = await call({ description: "HR headcount" });
    expect(res.statusCode).toBe(200);
    expect(res.json().description).toContain("Suggested from the description");
  });

  it("requires a description with the spec's message", async () => {
    for (const body of [{}, { description: "   " }, { description: 5 }]) {
      const res = await call(body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: "Description Required" });
    }
  });

  it("caps field sizes", async () => {
    const res = await call({ description: "x", kpis: "a".repeat(1001) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/KPIs must be at most/);
  });
});

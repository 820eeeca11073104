import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generatorFunctions } from "../functions";
import { testApp } from "../testing/app";
import { functionDocs } from "./function-docs";

let t: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => t.close());

describe("OpenAPI", () => {
  it("describes every data endpoint and every generator function", async () => {
    const res = await t.app.inject({ url: "/api/openapi.json" });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe("3.1.0");
    for (const p of ["/api/health", "/api/applet-views", "/api/applet-views/weekly", "/api/calculations", "/api/calculations/count", "/api/calculations/stream", "/api/email-subscribers", "/api/feedback", "/api/applet-suggestions"]) {
      expect(doc.paths[p], p).toBeDefined();
    }
    for (const fn of generatorFunctions) {
      expect(doc.paths[`/api/functions/${fn.name}`], fn.name).toBeDefined();
      expect(functionDocs[fn.name], `docs for ${fn.name}`).toBeDefined();
    }
    expect(doc.paths["/api/feedback"].post.requestBody.content["application/json"].schema.properties).toHaveProperty("feedback_text");
  });

  it("has a human-readable page with no script", async () => {
    const res = await t.app.inject({ url: "/api/docs" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.body).toContain("/api/calculations/count");
    expect(res.body).not.toContain("<script");
  });

  it("gives example requests that the functions accept", async () => {
    for (const fn of generatorFunctions) {
      const doc = functionDocs[fn.name];
      // These two reach out to the network; their examples are for people, not for this offline test.
      if (!doc || fn.name === "web-data-extractor" || fn.name === "colour-generator") continue;
      const res = await t.app.inject({ method: "POST", url: `/api/functions/${fn.name}`, payload: doc.example });
      expect(res.statusCode, `${fn.name}: ${res.body.slice(0, 200)}`).toBe(200);
    }
  });
});

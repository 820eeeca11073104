import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeChat, type FakeChatServer } from "../ai/test-support/fake-chat";
import { testApp } from "../testing/app";

describe("POST /api/functions/bigquery-sql-generator", () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, close } = await testApp());
  });
  afterAll(async () => close?.());

  const call = (payload: unknown) => app.inject({ method: "POST", url: "/api/functions/bigquery-sql-generator", payload: payload as object });

  it("returns {query} with fully qualified names from the database", async () => {
    const res = await call({ description: "total revenue by month from orders", database: "my-project.analytics" });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { query: string; engine: string };
    expect(body.query).toContain("FROM `my-project.analytics.orders`");
    expect(body.engine).toBe("built-in");
  });

  it("accepts a null or missing database", async () => {
    for (const database of [null, undefined, "  "]) {
      const res = await call({ description: "count of orders from orders", database });
      expect(res.statusCode).toBe(200);
      expect(res.json().query).toContain("`your_dataset.orders`");
    }
  });

  it("answers the spec's message for a blank description", async () => {
    for (const description of [undefined, "", "   ", 7]) {
      const res = await call({ description, database: null });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: "Description required" });
    }
  });

  it("answers 422 with an explanation and examples instead of inventing SQL", async () => {
    const res = await call({ description: "write me a poem about orders", database: null });
    expect(res.statusCode).toBe(422);
    const body = res.json() as { error: string; suggestions: string[] };
    expect(body.error).toMatch(/did not understand/);
    expect(body.suggestions.length).toBeGreaterThan(0);
    expect((await call({ description: "count of orders from orders", database: "bad name!" })).statusCode).toBe(422);
  });

  it("refuses oversized input", async () => {
    expect((await call({ description: "x".repeat(2001) })).statusCode).toBe(400);
  });
});

describe("bigquery-sql-generator with the optional AI provider", () => {
  let fake: FakeChatServer;
  let fallback: { app: FastifyInstance; close: () => Promise<void> };
  let prefer: { app: FastifyInstance; close: () => Promise<void> };
  beforeAll(async () => {
    fake = await startFakeChat();
    const ai = { baseUrl: fake.baseUrl, apiKey: "test", model: "m", timeoutMs: 3000 };
    fallback = await testApp({ ai: { ...ai, mode: "fallback" } });
    prefer = await testApp({ ai: { ...ai, mode: "prefer" } });
  });
  afterAll(async () => {
    await fallback?.close();
    await prefer?.close();
    await fake?.close();
  });
  const call = (app: FastifyInstance, description: string) =>
    app.inject({ method: "POST", url: "/api/functions/bigquery-sql-generator", payload: { description, database: "my-project.analytics" } });

  it("answers what the built-in engine understands without asking the model (fallback mode)", async () => {
    fake.requests.length = 0;
    const res = await call(fallback.app, "count of orders from orders");
    expect(res.json().engine).toBe("built-in");
    expect(fake.requests).toHaveLength(0);
  });

  it("asks the model for the rest and keeps its query only when it parses as one qualified SELECT", async () => {
    fake.reply = { content: JSON.stringify({ query: "SELECT customer_id FROM `my-project.analytics.customers` WHERE ltv > acquisition_cost", explanation: "" }) };
    const ok = await call(fallback.app, "customers whose lifetime value exceeds their acquisition cost from customers");
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ query: "SELECT customer_id FROM `my-project.analytics.customers` WHERE ltv > acquisition_cost;\n", engine: "ai" });
    expect(fake.requests.at(-1)!.messages[0]!.content).toContain("`my-project.analytics.orders`");

    for (const bad of ["DELETE FROM `my-project.analytics.customers` WHERE TRUE", "SELECT * FROM customers", "SELEC oops", ""]) {
      fake.reply = { content: JSON.stringify({ query: bad, explanation: "no" }) };
      const res = await call(fallback.app, "customers whose lifetime value exceeds their acquisition cost from customers");
      expect(res.statusCode, bad).toBe(422);
      expect(res.json().error).toMatch(/did not understand/);
    }
    fake.reply = { status: 500 };
    expect((await call(fallback.app, "write me a poem about orders")).statusCode).toBe(422);
  });

  it("asks the model first in prefer mode and falls back to the built-in engine", async () => {
    fake.reply = { content: JSON.stringify({ query: "SELECT COUNT(*) AS n FROM `my-project.analytics.orders`", explanation: "" }) };
    expect((await call(prefer.app, "count of orders from orders")).json().engine).toBe("ai");
    fake.reply = { content: "not json" };
    const res = await call(prefer.app, "count of orders from orders");
    expect(res.json()).toMatchObject({ engine: "built-in", query: expect.stringContaining("COUNT(*)") });
  });
});

import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QUERY_MAX_LENGTH, quickCalcNames, quickCalcSchemas, quickCalcTexts } from "../../contracts/functions/quick-calc";
import { type FakeChatServer, startFakeChat } from "../ai/test-support/fake-chat";
import type { AiConfig } from "../config";
import { testApp } from "../testing/app";

const examples: Record<string, { query: string; contains: string }> = {
  "tableau-calculator": { query: "running total of sales", contains: "RUNNING_SUM(SUM([Sales]))" },
  "looker-studio-calculator": { query: "CTR from clicks and impressions", contains: "SUM(Clicks) / SUM(Impressions)" },
  "power-bi-calculator": { query: "YTD sales", contains: "TOTALYTD(SUM(Sales[Sales]), 'Date'[Date])" },
  "looker-google-calculator": { query: "percent of total for ${orders.count}", contains: "${orders.count} / sum(${orders.count})" },
  "excel-calculator": { query: "sum of sales where region is East", contains: '=SUMIFS(B:B, A:A, "East")' },
};

describe("quick-calc functions (built-in engine)", () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, close } = await testApp());
  });
  afterAll(async () => close?.());

  const call = (name: string, payload: unknown) => app.inject({ method: "POST", url: `/api/functions/${name}`, payload: payload as object });

  for (const name of quickCalcNames) {
    it(`${name}: 200 {calculatedField, explanation, engine: "built-in"}`, async () => {
      const res = await call(name, { query: examples[name]!.query });
      expect(res.statusCode).toBe(200);
      const body = quickCalcSchemas.response.parse(res.json());
      expect(body.engine).toBe("built-in");
      expect(body.calculatedField).toContain(examples[name]!.contains);
      expect(body.explanation.length).toBeGreaterThan(20);
      expect(Object.keys(res.json() as object).sort()).toEqual(["calculatedField", "engine", "explanation"]);
    });

    it(`${name}: a blank or missing query is 400 with the spec's message`, async () => {
      for (const payload of [{ query: "" }, { query: "   \n " }, {}, { query: 42 }, { query: null }]) {
        const res = await call(name, payload);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ error: quickCalcTexts[name].required });
      }
    });

    it(`${name}: an oversized query is 400`, async () => {
      const res = await call(name, { query: "sum of sales ".repeat(Math.ceil((QUERY_MAX_LENGTH + 10) / 13)) });
      expect(res.statusCode).toBe(400);
      expect((res.json() as { error: string }).error).toMatch(/at most 2000 characters/);
    });

    it(`${name}: a request it cannot honestly answer is 422 with suggestions`, async () => {
      const res = await call(name, { query: "write me a poem about the sea" });
      expect(res.statusCode).toBe(422);
      const body = quickCalcSchemas.unanswerable.parse(res.json());
      expect(body.error.length).toBeGreaterThan(10);
      expect(body.suggestions.length).toBeGreaterThan(0);
    });
  }

  it("spec messages are exact", () => {
    expect(quickCalcTexts["tableau-calculator"].required).toBe("Please enter a description of your calculation");
    expect(quickCalcTexts["looker-studio-calculator"].required).toBe("Input required");
    expect(quickCalcTexts["power-bi-calculator"].required).toBe("Input required");
    expect(quickCalcTexts["looker-google-calculator"].required).toBe("Input required: Please describe the table calculation you want to create.");
    expect(quickCalcTexts["excel-calculator"].required).toBe("Please enter a description of the formula you need");
  });

  it("Looker Studio declines window calculations with the chart setting to use", async () => {
    const res = await call("looker-studio-calculator", { query: "running total of sessions" });
    expect(res.statusCode).toBe(422);
    expect((res.json() as { error: string }).error).toMatch(/Running calculation/);
  });
});

describe("quick-calc functions with an AI provider", () => {
  let fake: FakeChatServer;
  let ai: AiConfig;
  beforeAll(async () => {
    fake = await startFakeChat();
    ai = { baseUrl: fake.baseUrl, apiKey: "test", model: "test-model", mode: "fallback", timeoutMs: 1500 };
  });
  afterAll(async () => fake.close());

  type Call = (name: string, query: string) => Promise<{ statusCode: number; json: () => unknown }>;
  async function withApp<T>(config: AiConfig, run: (call: Call) => Promise<T>) {
    const { app, close } = await testApp({ ai: config });
    try {
      return await run((name, query) => app.inject({ method: "POST", url: `/api/functions/${name}`, payload: { query } }));
    } finally {
      await close();
    }
  }

  it("fallback mode: the built-in engine answers what it can, without calling the model", async () => {
    fake.requests.length = 0;
    await withApp(ai, async (call) => {
      const res = await call("tableau-calculator", "running total of sales");
      expect(res.json()).toMatchObject({ engine: "built-in" });
    });
    expect(fake.requests).toHaveLength(0);
  });

  it("fallback mode: the model answers what the engine declines, after validation", async () => {
    fake.reply = { content: JSON.stringify({ formula: "WINDOW_MAX(SUM([Sales]))", explanation: "Largest sales value in the view." }) };
    await withApp(ai, async (call) => {
      const res = await call("tableau-calculator", "write me a poem about the sea");
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ calculatedField: "WINDOW_MAX(SUM([Sales]))", explanation: "Largest sales value in the view.", engine: "ai" });
    });
    const req = fake.requests[fake.requests.length - 1]!;
    expect(req.messages[0]!.content).toMatch(/Tableau/);
    expect(req.messages[1]!.content).toBe("write me a poem about the sea");
  });

  it("an invalid model answer falls back to the engine's honest 422", async () => {
    fake.reply = { content: JSON.stringify({ formula: "CALCULATE(SUM(Sales[Amount]))", explanation: "DAX, not Tableau" }) };
    await withApp(ai, async (call) => {
      const res = await call("tableau-calculator", "write me a poem about the sea");
      expect(res.statusCode).toBe(422);
      expect((res.json() as { suggestions: string[] }).suggestions.length).toBeGreaterThan(0);
    });
  });

  it("prefer mode: the model answers everything; a failure or timeout falls back to the engine", async () => {
    const prefer = { ...ai, mode: "prefer" as const, timeoutMs: 300 };
    fake.reply = { content: JSON.stringify({ formula: "=SUMIFS(C:C, A:A, \"East\")", explanation: "Sums column C for East." }) };
    await withApp(prefer, async (call) => {
      expect((await call("excel-calculator", "sum of sales where region is East")).json()).toMatchObject({ engine: "ai", calculatedField: '=SUMIFS(C:C, A:A, "East")' });
      fake.reply = { status: 503 };
      expect((await call("excel-calculator", "sum of sales where region is East")).json()).toMatchObject({ engine: "built-in", calculatedField: '=SUMIFS(B:B, A:A, "East")' });
      fake.reply = { hang: true };
      expect((await call("excel-calculator", "sum of sales where region is East")).json()).toMatchObject({ engine: "built-in" });
      fake.reply = { content: "not json at all" };
      expect((await call("power-bi-calculator", "YTD sales")).json()).toMatchObject({ engine: "built-in" });
    });
  });
});

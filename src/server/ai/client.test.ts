import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { AiConfig } from "../config";
import { AiFailure, askJson, extractJson } from "./client";
import { aiFormula, systemPrompt } from "./formulas";
import { type FakeChatServer, startFakeChat } from "./test-support/fake-chat";

describe("AI provider (OpenAI-compatible chat completions)", () => {
  let fake: FakeChatServer;
  let config: AiConfig;
  beforeAll(async () => {
    fake = await startFakeChat();
    config = { baseUrl: fake.baseUrl, apiKey: "test-key", model: "test-model", mode: "fallback", timeoutMs: 2000 };
  });
  afterAll(async () => fake.close());

  const schema = z.object({ answer: z.number() });
  const ask = (cfg = config) => askJson(cfg, { system: "sys", user: "question", schema });

  it("sends the model, a system and a user message, and asks for JSON", async () => {
    fake.reply = { content: '{"answer": 42}' };
    fake.requests.length = 0;
    await expect(ask()).resolves.toEqual({ answer: 42 });
    const req = fake.requests[0]!;
    expect(req.model).toBe("test-model");
    expect(req.messages.map((m) => m.role)).toEqual(["system", "user"]);
    expect(req.response_format).toEqual({ type: "json_object" });
  });

  it("accepts JSON wrapped in a code fence or prose", async () => {
    fake.reply = { content: 'Sure!\n```json\n{"answer": 7}\n```' };
    await expect(ask()).resolves.toEqual({ answer: 7 });
    expect(extractJson('Here: {"a": 1} done')).toEqual({ a: 1 });
  });

  it("fails with 'invalid' for prose, the wrong shape, or no content", async () => {
    for (const content of ["I think the answer is 42.", '{"answer": "many"}', ""]) {
      fake.reply = { content };
      const err = await ask().catch((e: unknown) => e);
      expect(err).toBeInstanceOf(AiFailure);
      expect((err as AiFailure).reason).toBe("invalid");
    }
  });

  it("fails with 'http' on a server error and does not retry", async () => {
    fake.reply = { status: 500 };
    fake.requests.length = 0;
    const err = (await ask().catch((e: unknown) => e)) as AiFailure;
    expect(err.reason).toBe("http");
    expect(fake.requests).toHaveLength(1);
  });

  it("asks again without response_format when the server refuses it", async () => {
    fake.requests.length = 0;
    fake.reply = (req) =>
      req.response_format ? { status: 400, body: { error: { message: "response_format is not supported", type: "invalid_request_error" } } } : { content: '{"answer": 1}' };
    await expect(ask()).resolves.toEqual({ answer: 1 });
    expect(fake.requests).toHaveLength(2);
  });

  it("gives up after the configured timeout", async () => {
    fake.reply = { hang: true };
    const err = (await ask({ ...config, timeoutMs: 150 }).catch((e: unknown) => e)) as AiFailure;
    expect(err.reason).toBe("timeout");
  });

  it("stops when the caller aborts", async () => {
    fake.reply = { hang: true };
    const controller = new AbortController();
    const pending = askJson(config, { system: "s", user: "u", schema, signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    expect(((await pending) as AiFailure).reason).toBe("aborted");
  });

  it("fails with 'network' when nothing listens", async () => {
    const err = (await ask({ ...config, baseUrl: "http://127.0.0.1:9/v1" }).catch((e: unknown) => e)) as AiFailure;
    expect(["network", "timeout"]).toContain(err.reason);
  });
});

describe("aiFormula", () => {
  let fake: FakeChatServer;
  let config: AiConfig;
  beforeAll(async () => {
    fake = await startFakeChat();
    config = { baseUrl: fake.baseUrl, apiKey: "k", model: "m", mode: "fallback", timeoutMs: 2000 };
  });
  afterAll(async () => fake.close());

  it("uses a dialect-specific system prompt with worked examples", () => {
    expect(systemPrompt("dax")).toMatch(/DAX/);
    expect(systemPrompt("dax")).toMatch(/TOTALYTD|DIVIDE/);
    expect(systemPrompt("looker")).toMatch(/\$\{view/);
    expect(systemPrompt("excel")).not.toBe(systemPrompt("tableau"));
  });

  it("returns a formula that passes the dialect's validation", async () => {
    fake.reply = { content: JSON.stringify({ formula: "WINDOW_MAX(SUM([Sales]))", explanation: "Largest monthly sales in the view." }) };
    await expect(aiFormula(config, "tableau", "highest monthly sales in the view")).resolves.toEqual({
      formula: "WINDOW_MAX(SUM([Sales]))",
      explanation: "Largest monthly sales in the view.",
    });
  });

  it("rejects another dialect's formula, unknown functions and unparseable Excel", async () => {
    const cases: Array<[Parameters<typeof aiFormula>[1], string]> = [
      ["tableau", "CALCULATE(SUM(Sales[Amount]), Sales[Region] = \"East\")"],
      ["looker-studio", "SUM([Sales])"],
      ["dax", "Total = MAGICSUM(Sales[Amount])"],
      ["excel", "=SUM(A2:A10"],
      ["looker", "RUNNING_TOTAL(${orders.count})"],
    ];
    for (const [dialect, formula] of cases) {
      fake.reply = { content: JSON.stringify({ formula, explanation: "x" }) };
      const err = (await aiFormula(config, dialect, "q").catch((e: unknown) => e)) as AiFailure;
      expect(err, `${dialect}: ${formula}`).toBeInstanceOf(AiFailure);
      expect(err.reason).toBe("invalid");
    }
  });

  it("treats an empty formula as the model declining", async () => {
    fake.reply = { content: JSON.stringify({ formula: "", explanation: "Not a calculation." }) };
    const err = (await aiFormula(config, "excel", "tell me a joke").catch((e: unknown) => e)) as AiFailure;
    expect(err.message).toBe("Not a calculation.");
  });
});

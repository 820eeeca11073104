import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeChat, type FakeChatServer } from "../ai/test-support/fake-chat";
import { testApp } from "../testing/app";

describe("POST /api/functions/python-script-generator", () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, close } = await testApp());
  });
  afterAll(async () => close?.());

  const call = (payload: unknown) => app.inject({ method: "POST", url: "/api/functions/python-script-generator", payload: payload as object });

  it("returns {script} with its kind and a file name", async () => {
    const res = await call({ query: "total revenue by region from sales.csv" });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { script: string; kind: string; filename: string; engine: string };
    expect(body.script).toContain('GROUP_BY = ["region"]');
    expect(body).toMatchObject({ kind: "aggregate-data", filename: "aggregate_data.py", engine: "built-in" });
  });

  it("refuses a blank description", async () => {
    for (const query of [undefined, "", "  ", 3]) {
      const res = await call({ query });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: "Please describe the script you need" });
    }
  });

  it("answers 422 with the list of what it can write", async () => {
    const res = await call({ query: "write a tetris game" });
    expect(res.statusCode).toBe(422);
    const body = res.json() as { error: string; suggestions: string[] };
    expect(body.error).toMatch(/could not match/);
    expect(body.suggestions).toContain("Batch rename files");
  });
});

describe("python-script-generator with the optional AI provider", () => {
  let fake: FakeChatServer;
  let fallback: { app: FastifyInstance; close: () => Promise<void> };
  beforeAll(async () => {
    fake = await startFakeChat();
    fallback = await testApp({ ai: { baseUrl: fake.baseUrl, apiKey: "test", model: "m", timeoutMs: 3000, mode: "fallback" } });
  });
  afterAll(async () => {
    await fallback?.close();
    await fake?.close();
  });
  const call = (query: string) => fallback.app.inject({ method: "POST", url: "/api/functions/python-script-generator", payload: { query } });
  const script = '#!/usr/bin/env python3\n"""Tetris."""\n\n\ndef main() -> None:\n    print("tetris")\n\n\nif __name__ == "__main__":\n    main()\n';

  it("uses a valid AI script for a request no template fits, with a safe file name", async () => {
    fake.reply = { content: JSON.stringify({ script, filename: "../../Tetris Game.py" }) };
    const res = await call("write a tetris game");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ script, filename: "tetris_game.py", kind: "ai", engine: "ai" });
  });

  it("refuses an AI script without main() and keeps the built-in answer for template requests", async () => {
    fake.reply = { content: JSON.stringify({ script: "print('hi')", filename: "x.py" }) };
    expect((await call("write a tetris game")).statusCode).toBe(422);
    fake.requests.length = 0;
    expect((await call("total revenue by region from sales.csv")).json().engine).toBe("built-in");
    expect(fake.requests).toHaveLength(0);
  });
});

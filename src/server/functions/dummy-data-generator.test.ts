import Papa from "papaparse";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testApp } from "../testing/app";

describe("POST /api/functions/dummy-data-generator", () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, close } = await testApp());
  });
  afterAll(async () => close?.());

  const call = (payload: unknown) =>
    app.inject({ method: "POST", url: "/api/functions/dummy-data-generator", payload: payload as object });

  it("returns {data} as CSV with the requested rows", async () => {
    const res = await call({ schema: "name, email, age 18-65", rowCount: 25, fieldNames: null });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { data: string; engine: string; rowCount: number; columns: { name: string }[] };
    expect(body.engine).toBe("built-in");
    const parsed = Papa.parse<string[]>(body.data.trim(), { newline: "\r\n" }).data;
    expect(parsed[0]).toEqual(["name", "email", "age"]);
    expect(parsed).toHaveLength(26);
    expect(body.columns.map((c) => c.name)).toEqual(["name", "email", "age"]);
  });

  it("defaults to 10 rows, accepts field names as text, and repeats with a seed", async () => {
    const a = (await call({ schema: "name, city", fieldNames: "Customer, Town", seed: 5 })).json() as { data: string };
    const b = (await call({ schema: "name, city", fieldNames: ["Customer", "Town"], seed: 5 })).json() as { data: string };
    expect(a.data).toBe(b.data);
    const rows = a.data.split("\r\n");
    expect(rows[0]).toBe("Customer,Town");
    expect(rows).toHaveLength(11);
  });

  it("refuses a missing or blank schema with the spec's message", async () => {
    for (const schema of [undefined, "", "   ", 42]) {
      const res = await call({ schema, rowCount: 10 });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: "Schema Required" });
    }
  });

  it("refuses row counts outside 1–1000 with the spec's message", async () => {
    for (const rowCount of [0, 1001, 2.5, -3, "abc", true]) {
      const res = await call({ schema: "name", rowCount });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: "Invalid Row Count: Please enter a number between 1 and 1000" });
    }
    expect((await call({ schema: "name", rowCount: 1000 })).statusCode).toBe(200);
    expect((await call({ schema: "name", rowCount: "3" })).statusCode).toBe(200);
  });

  it("refuses bad field names and seeds", async () => {
    expect((await call({ schema: "name", fieldNames: 5 })).statusCode).toBe(400);
    expect((await call({ schema: "name", seed: -1 })).json()).toEqual({ error: "seed must be between 0 and 2147483647" });
  });

  it("answers 422 for a schema with too many columns", async () => {
    const res = await call({ schema: Array.from({ length: 120 }, (_, i) => `col${i}`).join(", ") });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatch(/At most 100 columns/);
  });
});

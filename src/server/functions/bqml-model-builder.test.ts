import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testApp } from "../testing/app";

describe("POST /api/functions/bqml-model-builder", () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, close } = await testApp());
  });
  afterAll(async () => close?.());

  const call = (payload: unknown) => app.inject({ method: "POST", url: "/api/functions/bqml-model-builder", payload: payload as object });
  const valid = {
    modelType: "logistic_reg",
    dataset: "analytics.customers",
    modelName: "churn_model",
    targetVariable: "churned",
    predictorInputs: "tenure, plan",
  };

  it("returns {sql}", async () => {
    const res = await call(valid);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { sql: string; engine: string; model: string };
    expect(body.sql).toContain("CREATE OR REPLACE MODEL `analytics.churn_model`");
    expect(body.model).toBe("`analytics.churn_model`");
    expect(body.engine).toBe("built-in");
  });

  it("accepts predictors as a list", async () => {
    const res = await call({ ...valid, predictorInputs: ["tenure", "plan"] });
    expect(res.json().sql).toMatch(/tenure,\n\s+plan,\n\s+churned/);
  });

  it("answers the spec's message when any field is blank or missing", async () => {
    for (const key of Object.keys(valid)) {
      for (const value of [undefined, "", "  "]) {
        const res = await call({ ...valid, [key]: value });
        expect(res.statusCode, `${key}=${JSON.stringify(value)}`).toBe(400);
        expect(res.json()).toEqual({ error: "Missing Information: Please fill in all required fields" });
      }
    }
  });

  it("refuses an unknown model type and invalid names", async () => {
    expect((await call({ ...valid, modelType: "random_forest" })).json().error).toMatch(/modelType must be one of: linear_reg/);
    const res = await call({ ...valid, targetVariable: "x; DROP" });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatch(/not a valid column name/);
  });
});

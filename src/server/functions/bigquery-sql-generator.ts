import { z } from "zod";
import { bigQueryRequest, type BigQueryResponse } from "../../contracts/functions/bigquery-sql-generator";
import { BigQueryNameError, checkBigQuerySelect, generateBigQuerySql, SUPPORTED_EXAMPLES, UnsupportedRequest } from "../../engines/bigquery";
import { AiFailure, askJson } from "../ai";
import type { AiConfig } from "../config";
import { HttpError } from "../http-error";
import { defineFunction, type FunctionContext } from "./types";

const aiAnswer = z.object({ query: z.string().max(20_000), explanation: z.string().max(2000).default("") });

function systemPrompt(database: string | null): string {
  const db = database ?? "your_dataset";
  const examples = SUPPORTED_EXAMPLES.slice(0, 3)
    .map((request) => {
      try {
        return `Request: ${request}\n${JSON.stringify({ query: generateBigQuerySql(request, database).query, explanation: "" })}`;
      } catch {
        return null;
      }
    })
    .filter(Boolean)
    .join("\n\n");
  return [
    "You write BigQuery Standard SQL (GoogleSQL) for data analysts.",
    `Tables live in the dataset ${db}: write every table as a fully qualified, backticked name such as \`${db}.orders\`.`,
    "Write exactly one read-only query (SELECT, or WITH … SELECT). Never write INSERT, UPDATE, DELETE, MERGE, CREATE or DROP. Use DATE_TRUNC for periods, QUALIFY with window functions for per-group picks (QUALIFY needs a WHERE, GROUP BY or HAVING: use WHERE TRUE if there is none), SAFE_DIVIDE for ratios. Put any assumption (an assumed column name) in a -- comment line above the query.",
    'Answer with a JSON object only: {"query": "...", "explanation": "..."}. If the request is not a question about data, answer {"query": "", "explanation": "<why>"}.',
    `Examples:\n\n${examples}`,
  ].join("\n\n");
}

/** The AI provider's query, only if it passes the same grammar the built-in queries are tested with. */
async function aiQuery(ai: AiConfig, description: string, database: string | null, signal: AbortSignal): Promise<string> {
  const answer = await askJson(ai, { system: systemPrompt(database), user: description, schema: aiAnswer, signal, maxTokens: 1500 });
  const query = answer.query.trim();
  if (!query) throw new AiFailure("invalid", answer.explanation.trim() || "The model declined the request.");
  const check = checkBigQuerySelect(query, database !== null);
  if (!check.ok) throw new AiFailure("invalid", `The model's query failed validation: ${check.problem}`);
  return `${query.replace(/;?\s*$/, "")};\n`;
}

async function tryAi(ctx: FunctionContext, description: string, database: string | null): Promise<string | null> {
  if (!ctx.config.ai) return null;
  try {
    return await aiQuery(ctx.config.ai, description, database, ctx.signal);
  } catch (err) {
    if (!(err instanceof AiFailure)) throw err;
    ctx.log.warn({ reason: err.reason, message: err.message }, "AI provider answer not used for bigquery-sql-generator");
    return null;
  }
}

/**
 * `bigquery-sql-generator`: BigQuery Standard SQL from a request in words. The built-in engine
 * answers what it understands and says honestly (422, with examples) what it does not; the optional
 * AI provider may answer the rest (or everything, with AI_MODE=prefer), validated, with the built-in
 * engine as the fallback.
 */
export default defineFunction({
  name: "bigquery-sql-generator",
  request: bigQueryRequest,
  async handle(body, ctx): Promise<BigQueryResponse & Record<string, unknown>> {
    if (ctx.config.ai?.mode === "prefer") {
      const query = await tryAi(ctx, body.description, body.database);
      if (query) return { query, engine: "ai" };
    }
    try {
      const { query } = generateBigQuerySql(body.description, body.database);
      return { query, engine: "built-in" };
    } catch (err) {
      if (err instanceof BigQueryNameError) throw new HttpError(422, { error: err.message, suggestions: [] });
      if (!(err instanceof UnsupportedRequest)) throw err;
      if (ctx.config.ai?.mode === "fallback") {
        const query = await tryAi(ctx, body.description, body.database);
        if (query) return { query, engine: "ai" };
      }
      throw new HttpError(422, { error: err.message, suggestions: err.suggestions });
    }
  },
});

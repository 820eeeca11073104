import OpenAI from "openai";
import type { z } from "zod";
import type { AiConfig } from "../config";

/**
 * The optional AI provider: any OpenAI-compatible chat-completions endpoint (OpenAI, Ollama, vLLM,
 * llama.cpp...) set by AI_BASE_URL, AI_API_KEY and AI_MODEL. Generators ask it for a JSON answer
 * that must pass a zod schema; anything else — an error, a timeout, prose, a wrong shape — is an
 * AiFailure, and the caller falls back to its built-in engine.
 */

export type AiFailureReason = "timeout" | "aborted" | "http" | "network" | "invalid";

export class AiFailure extends Error {
  constructor(
    readonly reason: AiFailureReason,
    message: string,
  ) {
    super(message);
  }
}

export interface JsonRequest<S extends z.ZodType> {
  /** Instructions for the model: role, rules, answer format. */
  system: string;
  /** The user's request. */
  user: string;
  /** Shape the answer must have. */
  schema: S;
  /** Aborted when the client goes away. */
  signal?: AbortSignal;
  maxTokens?: number;
}

const clients = new Map<string, OpenAI>();

function clientFor(config: AiConfig): OpenAI {
  const key = `${config.baseUrl}\u0000${config.apiKey}`;
  let client = clients.get(key);
  if (!client) {
    // Retries would multiply the user's wait; the built-in engine is the fallback instead.
    client = new OpenAI({ baseURL: config.baseUrl, apiKey: config.apiKey, maxRetries: 0, timeout: config.timeoutMs });
    clients.set(key, client);
  }
  return client;
}

/** The JSON object in a model's reply, tolerating a ```json fence or text around it. */
export function extractJson(content: string): unknown {
  const trimmed = content.trim();
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(trimmed);
  const candidate = fenced ? fenced[1]!.trim() : trimmed;
  try {
    return JSON.parse(candidate);
  } catch {
    const start = candidate.indexOf("{");
    const end = candidate.lastIndexOf("}");
    if (start >= 0 && end > start) {
      try {
        return JSON.parse(candidate.slice(start, end + 1));
      } catch {
        /* fall through */
      }
    }
    throw new AiFailure("invalid", "The model did not answer with JSON.");
  }
}

function failureOf(err: unknown, timedOut: boolean, aborted: boolean): AiFailure {
  if (err instanceof AiFailure) return err;
  if (timedOut || err instanceof OpenAI.APIConnectionTimeoutError) return new AiFailure("timeout", "The AI provider did not answer in time.");
  if (aborted || err instanceof OpenAI.APIUserAbortError) return new AiFailure("aborted", "The request was cancelled.");
  if (err instanceof OpenAI.APIConnectionError) return new AiFailure("network", "The AI provider could not be reached.");
  if (err instanceof OpenAI.APIError) return new AiFailure("http", `The AI provider answered ${err.status ?? "with an error"}.`);
  return new AiFailure("invalid", err instanceof Error ? err.message : "The AI provider failed.");
}

/**
 * Asks the model for a JSON object and validates it. Time-limited by config.timeoutMs and by the
 * caller's signal. Throws AiFailure; never returns an unchecked answer.
 */
export async function askJson<S extends z.ZodType>(config: AiConfig, req: JsonRequest<S>): Promise<z.output<S>> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, config.timeoutMs);
  const onAbort = () => controller.abort();
  if (req.signal?.aborted) controller.abort();
  req.signal?.addEventListener("abort", onAbort, { once: true });
  const messages = [
    { role: "system" as const, content: req.system },
    { role: "user" as const, content: req.user },
  ];
  try {
    const client = clientFor(config);
    const create = (jsonMode: boolean) =>
      client.chat.completions.create(
        {
          model: config.model,
          messages,
          temperature: 0,
          max_tokens: req.maxTokens ?? 800,
          ...(jsonMode ? { response_format: { type: "json_object" as const } } : {}),
        },
        { signal: controller.signal, timeout: config.timeoutMs, maxRetries: 0 },
      );
    let completion;
    try {
      completion = await create(true);
    } catch (err) {
      // Some OpenAI-compatible servers refuse response_format; ask once more without it.
      if (err instanceof OpenAI.BadRequestError && /response_format|json/i.test(err.message)) completion = await create(false);
      else throw err;
    }
    const content = completion.choices?.[0]?.message?.content;
    if (typeof content !== "string" || !content.trim()) throw new AiFailure("invalid", "The model returned no content.");
    const parsed = req.schema.safeParse(extractJson(content));
    if (!parsed.success) throw new AiFailure("invalid", "The model's answer did not have the expected shape.");
    return parsed.data;
  } catch (err) {
    throw failureOf(err, timedOut, req.signal?.aborted ?? false);
  } finally {
    clearTimeout(timer);
    req.signal?.removeEventListener("abort", onAbort);
  }
}

import { z } from "zod";
import { pythonScriptKinds, pythonScriptRequest, type PythonScriptResponse } from "../../contracts/functions/python-script-generator";
import { checkPythonScript, generatePythonScript, UnsupportedScript } from "../../engines/python";
import { AiFailure, askJson } from "../ai";
import type { AiConfig } from "../config";
import { HttpError } from "../http-error";
import { defineFunction, type FunctionContext } from "./types";

const aiAnswer = z.object({ script: z.string().max(120_000), filename: z.string().max(100).default("script.py") });

const SYSTEM_PROMPT = [
  "You write complete, runnable Python 3 scripts for data analysts.",
  "Rules: start with #!/usr/bin/env python3 and a docstring that says what the script does, how to run it and which packages to pip install; take file paths and options with argparse; keep secrets in environment variables; comment the why; put the work in functions and call them from def main() -> None, ending with if __name__ == \"__main__\":\\n    main().",
  "Prefer the standard library, pandas, matplotlib (with the Agg backend), requests (with timeouts and retries) and BeautifulSoup.",
  'Answer with a JSON object only: {"script": "...", "filename": "snake_case_name.py"}. If the request is not a scripting task, answer {"script": "", "filename": ""}.',
].join("\n\n");

function safeFilename(name: string): string {
  const base = name.trim().toLowerCase().replace(/\.py$/, "").replace(/[^a-z0-9_]+/g, "_").replace(/^_+|_+$/g, "");
  return `${base || "script"}.py`;
}

async function aiScript(ai: AiConfig, query: string, signal: AbortSignal): Promise<{ script: string; filename: string }> {
  const answer = await askJson(ai, { system: SYSTEM_PROMPT, user: query, schema: aiAnswer, signal, maxTokens: 4000 });
  if (!answer.script.trim()) throw new AiFailure("invalid", "The model declined the request.");
  const check = checkPythonScript(answer.script);
  if (!check.ok) throw new AiFailure("invalid", `The model's script failed validation: ${check.problem}`);
  return { script: check.script, filename: safeFilename(answer.filename) };
}

async function tryAi(ctx: FunctionContext, query: string) {
  if (!ctx.config.ai) return null;
  try {
    return await aiScript(ctx.config.ai, query, ctx.signal);
  } catch (err) {
    if (!(err instanceof AiFailure)) throw err;
    ctx.log.warn({ reason: err.reason, message: err.message }, "AI provider answer not used for python-script-generator");
    return null;
  }
}

/**
 * `python-script-generator`: a complete, commented script from the built-in template that fits
 * the request; the optional AI provider may write the others (validated), the built-in engine
 * remaining the fallback.
 */
export default defineFunction({
  name: "python-script-generator",
  request: pythonScriptRequest,
  async handle(body, ctx): Promise<PythonScriptResponse & Record<string, unknown>> {
    if (ctx.config.ai?.mode === "prefer") {
      const ai = await tryAi(ctx, body.query);
      if (ai) return { ...ai, kind: "ai", engine: "ai" };
    }
    try {
      const result = generatePythonScript(body.query);
      return { script: result.script, kind: result.kind, filename: result.filename, engine: "built-in" };
    } catch (err) {
      if (!(err instanceof UnsupportedScript)) throw err;
      if (ctx.config.ai?.mode === "fallback") {
        const ai = await tryAi(ctx, body.query);
        if (ai) return { ...ai, kind: "ai", engine: "ai" };
      }
      throw new HttpError(422, { error: err.message, suggestions: pythonScriptKinds.map((k) => k.title) });
    }
  },
});

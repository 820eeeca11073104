const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

interface Operation {
  summary?: string;
  requestBody?: { content?: Record<string, { schema?: unknown; example?: unknown }> };
  responses?: Record<string, { description?: string }>;
}

/** A plain, script-free HTML page listing every operation of the OpenAPI document, with curl examples. */
export function docsPage(
  doc: { info: { title: string; description: string }; paths: Record<string, Record<string, Operation>> },
  basePath: string,
): string {
  const sections = Object.entries(doc.paths)
    .flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => {
        const body = op.requestBody?.content?.["application/json"];
        const curl = body?.example
          ? `curl -s -X POST http://localhost:3000${basePath}${path} \\\n  -H 'content-type: application/json' \\\n  -d '${JSON.stringify(body.example).replace(/'/g, "'\\''")}'`
          : undefined;
        const responses = Object.entries(op.responses ?? {})
          .map(([code, r]) => `<li><code>${escape(code)}</code> ${escape(r.description ?? "")}</li>`)
          .join("");
        return `<section><h2><span class="m ${method}">${method.toUpperCase()}</span> <code>${escape(basePath + path)}</code></h2>
<p>${escape(op.summary ?? "")}</p>
${body?.schema ? `<details><summary>Request schema</summary><pre>${escape(JSON.stringify(body.schema, null, 2))}</pre></details>` : ""}
${curl ? `<pre>${escape(curl)}</pre>` : ""}
<ul>${responses}</ul></section>`;
      }),
    )
    .join("\n");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(doc.info.title)}</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;max-width:960px;margin:2rem auto;padding:0 1rem;color:#1f2430;background:#fafafa}
h1{font-size:1.8rem}h2{font-size:1.05rem;margin:0 0 .25rem}section{background:#fff;border:1px solid #e3e5ea;border-radius:10px;padding:1rem 1.2rem;margin:1rem 0}
pre{background:#f3f4f7;padding:.75rem;border-radius:8px;overflow:auto;font-size:13px}code{font-family:ui-monospace,Menlo,monospace}
.m{display:inline-block;min-width:3.5rem;text-align:center;border-radius:6px;color:#fff;font-size:12px;padding:2px 6px}.get{background:#1d4ed8}.post{background:#047857}
@media (prefers-color-scheme:dark){body{background:#15171c;color:#e8e9ec}section{background:#1d2027;border-color:#2c3039}pre{background:#262a33}a{color:#93c5fd}}
</style></head><body>
<h1>${escape(doc.info.title)}</h1><p>${escape(doc.info.description)}</p>
<p>Machine-readable: <a href="${escape(basePath)}/api/openapi.json">openapi.json</a> (OpenAPI 3.1).</p>
${sections}
</body></html>`;
}

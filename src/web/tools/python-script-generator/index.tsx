import { useEffect, useRef, type FormEvent } from "react";
import { Download, FileCode, Loader2 } from "lucide-react";
import {
  pythonMessages as msg,
  pythonScript,
  pythonScriptKinds,
  type PythonScriptRequest,
  type PythonScriptResponse,
} from "../../../contracts/functions/python-script-generator";
import { ApiRequestError } from "../../lib/api";
import { downloadText } from "../../lib/download";
import { toastError } from "../../lib/toasts";
import { useRunShortcut } from "../../lib/use-run-shortcut";
import { useUrlState } from "../../lib/use-url-state";
import { Button } from "../../ui/button";
import { CodeBlock } from "../../ui/code-block";
import { CopyButton } from "../../ui/copy-button";
import { Textarea } from "../../ui/textarea";
import { Field, Pane, ToolGrid, ToolPage, useGenerator, type ToolExample } from "../frame";

const SLUG = "python-script-generator";
/** Non-breaking spaces keep the shortcut on one line. */
const RUN_HINT = "Ctrl/⌘\u00a0+\u00a0Enter generates.";

export default function PythonScriptGeneratorScreen() {
  const [query, setQuery] = useUrlState("q");
  const output = useRef<HTMLDivElement>(null);

  const gen = useGenerator<PythonScriptRequest, PythonScriptResponse>({
    slug: SLUG,
    functionName: "python-script-generator",
    failure: {
      title: "Error",
      // Only a message the server wrote itself; a bare status or a network failure gets the spec's text.
      description: (server, err) => (err instanceof ApiRequestError && typeof err.body?.error === "string" && server ? server : msg.failed),
    },
    accept: (res) => typeof res?.script === "string" && res.script.length > 0,
  });

  useEffect(() => {
    const el = output.current;
    if (gen.result && el && el.getBoundingClientRect().top > window.innerHeight * 0.75) el.scrollIntoView({ behavior: "smooth", block: "start" });
  }, [gen.result]);

  const generate = (q = query) => {
    if (gen.loading) return;
    if (!q.trim()) {
      toastError(msg.descriptionRequired);
      return;
    }
    void gen.run({ query: q.trim() });
  };
  useRunShortcut(() => generate());
  const submit = (e: FormEvent) => {
    e.preventDefault();
    generate();
  };
  const fill = (text: string) => {
    setQuery(text);
    generate(text);
  };
  const examples: ToolExample[] = pythonScriptKinds
    .filter((k) => ["aggregate-data", "chart", "rest-api", "web-scraping"].includes(k.id))
    .map((k) => ({ label: k.title, detail: k.example, apply: () => fill(k.example) }));
  const kind = gen.result ? pythonScriptKinds.find((k) => k.id === gen.result!.kind) : undefined;

  return (
    <ToolPage
      slug={SLUG}
      howItWorks={[
        "Describe the task: name the files, columns, URL, table or schedule you have in mind.",
        "The generator picks the script that fits and fills it in: file names, columns, aggregation, chart type, join keys, pagination, selector, schedule.",
        "Scripts are complete and commented, take their paths as command-line options, and start from main(). Copy it or download the .py file.",
      ]}
      examples={examples}
      aside={
        <section aria-labelledby="py-kinds" className="rounded-xl border bg-card p-5 lg:col-span-2">
          <h2 id="py-kinds" className="mb-3 font-semibold">
            What it can generate
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2">
            {pythonScriptKinds.map((k) => (
              <li key={k.id}>
                <button
                  type="button"
                  onClick={() => fill(k.example)}
                  className="h-full w-full cursor-pointer rounded-lg border bg-background px-3 py-2 text-left transition-colors hover:border-primary/50 hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
                >
                  <span className="block text-sm font-medium">{k.title}</span>
                  <span className="mt-0.5 block text-xs text-muted-foreground">{k.summary}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      }
    >
      <ToolGrid>
        <Pane title="Task">
          <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Python script inputs">
            <Field label="Describe the script" htmlFor="py-query" hint={RUN_HINT}>
              <Textarea
                id="py-query"
                value={query}
                rows={5}
                maxLength={pythonScript.queryMaxLength}
                placeholder="e.g. Load sales.csv, total revenue by region and product, and save it to revenue_by_region.csv"
                className="field-sizing-content min-h-28"
                onChange={(e) => setQuery(e.target.value)}
              />
            </Field>
            <Button type="submit" disabled={gen.loading} className="w-full sm:w-auto sm:justify-self-start">
              {gen.loading ? <Loader2 className="animate-spin" aria-hidden="true" /> : <FileCode aria-hidden="true" />}
              {gen.loading ? "Generating..." : "Generate Script"}
            </Button>
          </form>
        </Pane>

        {gen.result && (
          <div ref={output} className="min-w-0 scroll-mt-20">
            <Pane
              title="Generated Script"
              description={`${kind ? kind.title : gen.result.engine === "ai" ? "Written by the AI provider" : "Script"} · ${gen.result.filename}`}
              actions={
                <>
                  <CopyButton text={gen.result.script} />
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => downloadText(gen.result!.filename, gen.result!.script, "text/x-python;charset=utf-8")}
                  >
                    <Download aria-hidden="true" />
                    Download .py
                  </Button>
                </>
              }
            >
              <CodeBlock code={gen.result.script} language="python" label="Generated Python script" className="max-h-[40rem]" />
            </Pane>
          </div>
        )}
      </ToolGrid>
    </ToolPage>
  );
}

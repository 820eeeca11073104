import { useEffect, useRef, useState, type FormEvent } from "react";
import { DatabaseZap, History, Loader2, X } from "lucide-react";
import { bigQuery, bigQueryMessages as msg } from "../../../contracts/functions/bigquery-sql-generator-texts";
import type { BigQueryRequest, BigQueryResponse } from "../../../contracts/functions/bigquery-sql-generator";
import { ApiRequestError } from "../../lib/api";
import { toastError } from "../../lib/toasts";
import { useRunShortcut } from "../../lib/use-run-shortcut";
import { useUrlState } from "../../lib/use-url-state";
import { Button } from "../../ui/button";
import { CodeBlock } from "../../ui/code-block";
import { CopyButton } from "../../ui/copy-button";
import { Input } from "../../ui/input";
import { Textarea } from "../../ui/textarea";
import { Field, Pane, ToolGrid, ToolPage, useGenerator, type ToolExample } from "../frame";
import { useRecentDatabases } from "./recent-databases";

const SLUG = "bigquery-generator";
/** Non-breaking spaces keep the shortcut on one line. */
const RUN_HINT = "Ctrl/⌘\u00a0+\u00a0Enter generates.";

const EXAMPLES: [string, string][] = [
  ["Revenue by month", "Total revenue by month in 2024 from the orders table"],
  ["Top customers", "Top 10 customers by revenue from orders in the last 90 days"],
  ["Latest row per key", "Latest order for each customer from orders"],
  ["Top N per group", "Top 3 products by sales in each category from order_items"],
  ["Running total", "Running total of sales by day from the sales table this year"],
  ["Join two tables", "Total amount per country from orders joined with customers on customer_id where status = 'shipped'"],
];

export default function BigQueryGeneratorScreen() {
  const [database, setDatabase] = useUrlState("db");
  const [description, setDescription] = useUrlState("q");
  const { recent, remember, forget } = useRecentDatabases();
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const output = useRef<HTMLDivElement>(null);

  const gen = useGenerator<BigQueryRequest, BigQueryResponse>({
    slug: SLUG,
    functionName: "bigquery-sql-generator",
    failure: {
      title: "Error",
      description: (server, err) => {
        const list = err instanceof ApiRequestError ? err.body?.suggestions : undefined;
        setSuggestions(Array.isArray(list) ? list.filter((s): s is string => typeof s === "string") : []);
        // Only a message the server wrote itself; a bare status or a network failure gets the spec's text.
        return err instanceof ApiRequestError && typeof err.body?.error === "string" && server ? server : msg.failed;
      },
    },
    accept: (res) => typeof res?.query === "string" && res.query.length > 0,
    onSuccess: (_res, req) => {
      setSuggestions([]);
      if (typeof req.database === "string") remember(req.database);
    },
  });

  useEffect(() => {
    const el = output.current;
    if (gen.result && el && el.getBoundingClientRect().top > window.innerHeight * 0.75) el.scrollIntoView({ behavior: "smooth", block: "start" });
  }, [gen.result]);

  const generate = (d = description, db = database) => {
    if (gen.loading) return;
    if (!d.trim()) {
      toastError(msg.descriptionRequired);
      return;
    }
    void gen.run({ description: d.trim(), database: db.trim() ? db.trim() : null });
  };
  useRunShortcut(() => generate());
  const submit = (e: FormEvent) => {
    e.preventDefault();
    generate();
  };
  const example = ([label, text]: [string, string]): ToolExample => ({
    label,
    detail: text,
    apply: () => {
      setDescription(text);
      generate(text);
    },
  });

  return (
    <ToolPage
      slug={SLUG}
      howItWorks={[
        "Enter your project and dataset (project.dataset or dataset) so tables come out fully qualified; it is kept in a recent list on this device.",
        "Describe the question and name the table(s): totals and averages by month, top N, distinct counts, date ranges, running totals, ranks, the latest row per key, top N per group, joins on a key.",
        "The query is BigQuery Standard SQL. Anything assumed (a date column name, a join key) is written as a comment above it; a request the generator cannot read is explained instead of guessed.",
      ]}
      examples={EXAMPLES.map(example)}
    >
      <ToolGrid>
        <Pane title="Question">
          <form onSubmit={submit} noValidate className="grid gap-4" aria-label="BigQuery SQL inputs">
            <Field label="Database / Dataset" htmlFor="bq-db" hint="Optional: project.dataset or dataset.">
              <Input
                id="bq-db"
                value={database}
                maxLength={bigQuery.databaseMaxLength}
                placeholder="e.g. my-project.analytics"
                spellCheck={false}
                autoComplete="off"
                onChange={(e) => setDatabase(e.target.value)}
              />
            </Field>
            {recent.length > 0 && (
              <div className="-mt-1 grid gap-1.5">
                <p id="bq-recent" className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
                  <History className="size-3.5" aria-hidden="true" />
                  Recent databases
                </p>
                <ul aria-labelledby="bq-recent" className="flex flex-wrap gap-1.5">
                  {recent.map((d) => (
                    <li key={d} className="inline-flex items-center rounded-md border bg-background text-xs">
                      <button
                        type="button"
                        className="cursor-pointer rounded-l-md px-2 py-1 font-mono hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
                        onClick={() => setDatabase(d)}
                      >
                        {d}
                      </button>
                      <button
                        type="button"
                        aria-label={`Remove ${d} from recent databases`}
                        className="cursor-pointer rounded-r-md border-l px-1.5 py-1 text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
                        onClick={() => forget(d)}
                      >
                        <X className="size-3" aria-hidden="true" />
                      </button>
                    </li>
                  ))}
                </ul>
              </div>
            )}
            <Field label="Description" htmlFor="bq-description" hint={`Name the table(s) and the columns you know. ${RUN_HINT}`}>
              <Textarea
                id="bq-description"
                value={description}
                rows={4}
                maxLength={bigQuery.descriptionMaxLength}
                placeholder="e.g. Top 10 customers by revenue from orders in the last 90 days"
                className="field-sizing-content min-h-24"
                onChange={(e) => setDescription(e.target.value)}
              />
            </Field>
            <Button type="submit" disabled={gen.loading} className="w-full sm:w-auto sm:justify-self-start">
              {gen.loading ? <Loader2 className="animate-spin" aria-hidden="true" /> : <DatabaseZap aria-hidden="true" />}
              {gen.loading ? "Generating..." : "Generate Query"}
            </Button>
            {suggestions.length > 0 && !gen.loading && (
              <div className="grid gap-2 rounded-lg border border-dashed p-3" role="note" aria-label="Requests it understands">
                <p className="text-sm text-muted-foreground">Requests it understands look like these:</p>
                <ul className="grid gap-1">
                  {suggestions.slice(0, 5).map((s) => (
                    <li key={s}>
                      <button
                        type="button"
                        className="cursor-pointer text-left text-sm text-primary underline-offset-4 hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
                        onClick={() => setDescription(s)}
                      >
                        {s}
                      </button>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </form>
        </Pane>

        {gen.result && (
          <div ref={output} className="min-w-0 scroll-mt-20">
            <Pane
              title="Generated SQL"
              description={gen.result.engine === "ai" ? "Written by the AI provider; checked with a BigQuery SQL parser." : undefined}
              actions={<CopyButton text={gen.result.query} />}
            >
              <CodeBlock code={gen.result.query} language="sql" label="Generated BigQuery SQL" />
            </Pane>
          </div>
        )}
      </ToolGrid>
    </ToolPage>
  );
}

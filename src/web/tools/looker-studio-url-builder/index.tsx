import { useEffect, useState } from "react";
import { ExternalLink, Link2 } from "lucide-react";
import { buildLookerStudioUrls, type GeneratedUrl, type UrlBuilderInput } from "../../../engines/looker-url";
import { useRunShortcut } from "../../lib/use-run-shortcut";

import { CopyButton } from "../../ui/copy-button";
import { Input } from "../../ui/input";
import { Field, Notes, Pane, RunButton, ToolGrid, ToolPage, useQueryFields, useEngineRun, useReveal, type ToolExample } from "../frame";
import { ValueList, newRow, type ValueRow } from "./ValueList";

const SLUG = "looker-studio-url-builder";

const defaults = { base: "", param: "", values: "" };

const REPORT = "https://lookerstudio.google.com/reporting/0b1c2d3e-4f50-6172-8394-a5b6c7d8e9f0/page/p_k3x9m2";

export default function LookerStudioUrlBuilderScreen() {
  const [fields, setFields] = useQueryFields(defaults);
  const [rows, setRows] = useState<ValueRow[]>(() => {
    const initial = fields.values ? fields.values.split("\n").map((v) => newRow(v)) : [];
    return initial.length ? initial : [newRow()];
  });
  const [result, setResult] = useState<{ urls: GeneratedUrl[]; notes: string[] } | null>(null);
  const outputRef = useReveal<HTMLDivElement>(result);

  // The values travel in the URL as one newline-separated query value.
  useEffect(() => {
    setFields({ values: rows.map((r) => r.value).join("\n").replace(/\n+$/, "") });
  }, [rows, setFields]);

  const run = useEngineRun(SLUG, buildLookerStudioUrls, (r) => setResult({ urls: r.urls, notes: r.notes }));

  const generate = () => run({ baseUrl: fields.base, parameterName: fields.param, values: rows.map((r) => r.value) });
  useRunShortcut(generate);

  const example = (label: string, detail: string, input: UrlBuilderInput): ToolExample => ({
    label,
    detail,
    apply: () => {
      setFields({ base: input.baseUrl, param: input.parameterName });
      setRows(input.values.map((v) => newRow(v)));
      run(input);
    },
  });

  const allUrls = result?.urls.map((u) => u.url).join("\n") ?? "";

  return (
    <ToolPage
      slug={SLUG}
      howItWorks={[
        "Paste the Looker Studio report link (open the report, then copy the address bar).",
        "Enter the parameter name as the report expects it, for example ds0.country for a data source parameter.",
        "Add one value per link (paste a whole column at once), then Generate URLs: each link opens the report with that value set.",
      ]}
      examples={[
        example("One link per country", "Three values for a data source parameter", {
          baseUrl: REPORT,
          parameterName: "ds0.country",
          values: ["United Kingdom", "France", "Côte d'Ivoire"],
        }),
        example("Links for each sales region", "Base URL that already has a query", {
          baseUrl: `${REPORT}?hl=en`,
          parameterName: "ds0.region",
          values: ["North", "South", "East", "West"],
        }),
      ]}
    >
      <ToolGrid>
        <Pane title="Report and parameter">
          <Field label="Base URL" htmlFor="lsu-base" hint="The report's address, starting with https://.">
            <Input
              id="lsu-base"
              type="url"
              inputMode="url"
              value={fields.base}
              placeholder="https://lookerstudio.google.com/reporting/…"
              autoComplete="off"
              spellCheck={false}
              onChange={(e) => setFields({ base: e.target.value })}
            />
          </Field>
          <Field label="Parameter Name" htmlFor="lsu-param" hint="The parameter's ID in the report, e.g. ds0.country.">
            <Input
              id="lsu-param"
              value={fields.param}
              placeholder="e.g. ds0.country"
              autoComplete="off"
              spellCheck={false}
              onChange={(e) => setFields({ param: e.target.value })}
            />
          </Field>
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">Parameter Values</legend>
            <ValueList rows={rows} onChange={setRows} />
            <p className="text-xs text-muted-foreground">Blank values are skipped. Paste several lines to add them all.</p>
          </fieldset>
          <RunButton onClick={generate} icon={<Link2 />}>
            Generate URLs
          </RunButton>
        </Pane>

        {result && (
          <div ref={outputRef} className="min-w-0 scroll-mt-20">
            <Pane
              title="Generated URLs"
              description={`${result.urls.length} link${result.urls.length === 1 ? "" : "s"}, one per value.`}
              actions={<CopyButton text={allUrls} label="Copy All" />}
            >
              <ul className="grid max-h-[32rem] gap-2 overflow-auto pr-1" aria-label="Generated URLs">
                {result.urls.map((u) => (
                  <li key={u.url} className="grid gap-1.5 rounded-lg border bg-muted/30 p-3">
                    <div className="flex items-center justify-between gap-2">
                      <span className="min-w-0 truncate text-sm font-medium" title={u.value}>
                        {u.value}
                      </span>
                      <div className="flex shrink-0 items-center gap-1">
                        <a
                          href={u.url}
                          target="_blank"
                          rel="noopener noreferrer"
                          className="inline-flex size-8 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
                          aria-label={`Open the link for ${u.value}`}
                          title="Open in a new tab"
                        >
                          <ExternalLink className="size-4" aria-hidden="true" />
                        </a>
                        <CopyButton text={u.url} aria-label={`Copy URL for ${u.value}`} />
                      </div>
                    </div>
                    <code className="font-mono text-xs break-all text-muted-foreground">{u.url}</code>
                  </li>
                ))}
              </ul>
              <Notes items={result.notes} />
            </Pane>
          </div>
        )}
      </ToolGrid>
    </ToolPage>
  );
}

import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { Download, Globe, Loader2 } from "lucide-react";
import { extractor, extractorMessages as msg } from "../../../contracts/functions/web-data-extractor-texts";
import type { ExtractorRequest, ExtractorResponse } from "../../../contracts/functions/web-data-extractor";
import { ApiRequestError, callFunction } from "../../lib/api";
import { downloadText } from "../../lib/download";
import { toastError } from "../../lib/toasts";
import { useRunShortcut } from "../../lib/use-run-shortcut";
import { useUrlState } from "../../lib/use-url-state";
import { Button } from "../../ui/button";
import { CodeBlock } from "../../ui/code-block";
import { CopyButton } from "../../ui/copy-button";
import { Input } from "../../ui/input";
import { Field, Pane, ToolGrid, ToolPage, useRecordCalculation, type ToolExample } from "../frame";

const SLUG = "web-data-extractor";

export default function WebDataExtractorScreen() {
  const [url, setUrl] = useUrlState("url");
  const [selector, setSelector] = useUrlState("selector");
  const [result, setResult] = useState<ExtractorResponse | null>(null);
  const [loading, setLoading] = useState(false);
  const record = useRecordCalculation(SLUG);
  const abort = useRef<AbortController | null>(null);
  const output = useRef<HTMLDivElement>(null);
  useEffect(() => () => abort.current?.abort(), []);

  useEffect(() => {
    const el = output.current;
    if (result && el && el.getBoundingClientRect().top > window.innerHeight * 0.75) el.scrollIntoView({ behavior: "smooth", block: "start" });
  }, [result]);

  const extract = useCallback(
    async (u: string, s: string) => {
      if (!u.trim()) {
        toastError(msg.urlRequired);
        return;
      }
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      setLoading(true);
      try {
        const body: ExtractorRequest = { url: u.trim(), selector: s.trim() ? s.trim() : null };
        const res = await callFunction<ExtractorResponse & { error?: string }>("web-data-extractor", body, controller.signal);
        if (res?.error) {
          toastError(msg.errorTitle, res.error);
          return;
        }
        if (typeof res?.content !== "string") throw new Error("No content in the answer");
        setResult(res);
        record();
      } catch (err) {
        if ((err as Error).name === "AbortError") return;
        // The server's explanation ("…is not a public internet address", "HTTP 404") under the spec's title;
        // anything else (network down, malformed answer) gets the spec's generic text.
        if (err instanceof ApiRequestError && err.status !== 0 && typeof err.body?.error === "string") toastError(msg.errorTitle, err.message);
        else toastError("Error", msg.failed);
      } finally {
        if (abort.current === controller) {
          abort.current = null;
          setLoading(false);
        }
      }
    },
    [record],
  );

  const run = () => {
    if (!loading) void extract(url, selector);
  };
  useRunShortcut(run);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    run();
  };
  const example = (label: string, u: string, s: string, detail: string): ToolExample => ({
    label,
    detail,
    apply: () => {
      setUrl(u);
      setSelector(s);
      void extract(u, s);
    },
  });

  return (
    <ToolPage
      slug={SLUG}
      howItWorks={[
        "Enter the address of a public web page (https:// is added when you leave it out).",
        "Leave the selector empty for the page's readable text: title, headings, paragraphs, lists and tables as text. Or give a CSS selector (table tr, .price, h2 a) or an XPath expression starting with / or ( such as //table//td[2] or (//h2)[1].",
        "The page is fetched by the server with strict limits: public http(s) addresses only, 10 seconds, 5 MB, HTML and plain text. Copy the result or download it as extracted-data.txt.",
      ]}
      examples={[
        example("Readable text of a page", "https://en.wikipedia.org/wiki/Data_analysis", "", "Wikipedia: Data analysis, no selector"),
        example("All second-level headings (CSS)", "https://en.wikipedia.org/wiki/Data_analysis", "h2", "CSS selector h2"),
        example("Table cells (XPath)", "https://en.wikipedia.org/wiki/List_of_countries_by_population_(United_Nations)", "(//table[contains(@class,'wikitable')])[1]//tr/td[1]", "First column of the first wikitable"),
      ]}
    >
      <ToolGrid>
        <Pane title="Page">
          <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Web data extractor inputs">
            <Field label="URL" htmlFor="wde-url">
              <Input
                id="wde-url"
                type="url"
                inputMode="url"
                value={url}
                maxLength={extractor.urlMaxLength}
                placeholder="https://example.com/page"
                spellCheck={false}
                autoComplete="url"
                onChange={(e) => setUrl(e.target.value)}
              />
            </Field>
            <Field label="Selector (optional)" htmlFor="wde-selector" hint="CSS selector, or XPath when it starts with / or (.">
              <Input
                id="wde-selector"
                value={selector}
                maxLength={extractor.selectorMaxLength}
                placeholder="e.g. table tr  or  //h2"
                spellCheck={false}
                className="font-mono text-[13px]"
                onChange={(e) => setSelector(e.target.value)}
              />
            </Field>
            <Button type="submit" disabled={loading} className="w-full sm:w-auto sm:justify-self-start">
              {loading ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Globe aria-hidden="true" />}
              {loading ? msg.extracting : "Extract Data"}
            </Button>
          </form>
        </Pane>

        {result && (
          <div ref={output} className="min-w-0 scroll-mt-20">
            <Pane
              title="Extracted Data"
              description={
                <span className="break-all">
                  {[result.title, result.matches !== undefined ? `${result.matches} match${result.matches === 1 ? "" : "es"}` : null, result.url]
                    .filter(Boolean)
                    .join(" · ")}
                </span>
              }
              actions={
                <>
                  <CopyButton text={result.content} />
                  <Button variant="outline" size="sm" onClick={() => downloadText(msg.downloadName, result.content)}>
                    <Download aria-hidden="true" />
                    Download
                  </Button>
                </>
              }
            >
              <CodeBlock code={result.content} language="plain" label="Extracted content" className="break-words whitespace-pre-wrap" />
            </Pane>
          </div>
        )}
      </ToolGrid>
    </ToolPage>
  );
}

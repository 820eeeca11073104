import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Bot, Cpu, Info, Loader2, Sparkles } from "lucide-react";
import { quickCalcCatalogue } from "../../../contracts/functions/quick-calc-catalogue";
import { QUERY_MAX_LENGTH, quickCalcTexts, type QuickCalcName, type QuickCalcResponse } from "../../../contracts/functions/quick-calc";
import { toastError } from "../../lib/toasts";
import { useRunShortcut } from "../../lib/use-run-shortcut";
import { useUrlState } from "../../lib/use-url-state";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { CodeBlock } from "../../ui/code-block";
import { CopyButton } from "../../ui/copy-button";
import { Textarea } from "../../ui/textarea";
import { Field, Pane, ToolGrid, ToolPage, type ToolExample } from "../frame";
import { useQuickCalc } from "./use-quick-calc";

export interface QuickCalcScreenProps {
  slug: string;
  name: QuickCalcName;
  /** Label of the description box. */
  inputLabel: string;
  placeholder: string;
  /** Main button text (the spec's loading label replaces it while generating). */
  buttonLabel: string;
  howItWorks: ReactNode[];
  /** Called after each successful generation (the Looker screen counts them for the email popup). */
  onSuccess?: (res: QuickCalcResponse) => void;
}

/**
 * The screen all five quick-calc tools share: a description box, a generate button with its
 * loading state, the formula with Copy once there is one, the explanation, and the supported
 * calculations with clickable examples. A request the engine declines shows the spec's failure
 * toast and, on the screen, why and the closest requests it can answer.
 */
export function QuickCalcScreen({ slug, name, inputLabel, placeholder, buttonLabel, howItWorks, onSuccess }: QuickCalcScreenProps) {
  const texts = quickCalcTexts[name];
  const catalogue = quickCalcCatalogue[texts.dialect];
  const [query, setQuery] = useUrlState("q");
  const [invalid, setInvalid] = useState(false);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const outputRef = useRef<HTMLDivElement>(null);
  const calc = useQuickCalc(name, slug, onSuccess);
  const inputId = `${slug}-query`;
  const hintId = `${slug}-query-hint`;
  const errorId = `${slug}-query-error`;

  // On phones the answer lands below the form: bring it into view.
  const shown = calc.result ?? calc.decline;
  useEffect(() => {
    const el = outputRef.current;
    if (shown && el && el.getBoundingClientRect().top > window.innerHeight * 0.75) el.scrollIntoView({ behavior: "smooth", block: "start" });
  }, [shown]);

  const generate = (q = query) => {
    if (calc.loading) return;
    if (!q.trim()) {
      setInvalid(true);
      toastError(texts.requiredToast.title, texts.requiredToast.description);
      inputRef.current?.focus();
      return;
    }
    setInvalid(false);
    void calc.run(q.trim());
  };
  useRunShortcut(() => generate());

  const submit = (e: FormEvent) => {
    e.preventDefault();
    generate();
  };

  const applyExample = (text: string) => {
    setQuery(text);
    setInvalid(false);
    generate(text);
  };

  const examples: ToolExample[] = catalogue.slice(0, 6).map((c) => ({ label: c.example, detail: c.title, apply: () => applyExample(c.example) }));
  const titles = [...new Map(catalogue.map((c) => [c.title, c])).values()];

  return (
    <ToolPage
      slug={slug}
      howItWorks={howItWorks}
      examples={examples}
      examplesTitle="Try an example"
      aside={
        <section aria-labelledby={`${slug}-supported`} className="rounded-xl border bg-card p-5 lg:col-span-2">
          <h2 id={`${slug}-supported`} className="mb-1 font-semibold">
            Supported calculations
          </h2>
          <p className="mb-3 text-sm text-muted-foreground">Select one to fill in an example request.</p>
          <ul className="flex flex-wrap gap-2">
            {titles.map((c) => (
              <li key={c.title}>
                <button
                  type="button"
                  title={c.example}
                  onClick={() => applyExample(c.example)}
                  className="cursor-pointer rounded-lg border bg-background px-3 py-1 text-left text-sm transition-colors hover:border-primary/50 hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
                >
                  {c.title}
                </button>
              </li>
            ))}
          </ul>
        </section>
      }
    >
      <ToolGrid>
        <Pane title="Describe your calculation">
          <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Calculation request">
            <Field label={inputLabel} htmlFor={inputId}>
              <Textarea
                id={inputId}
                ref={inputRef}
                value={query}
                rows={4}
                maxLength={QUERY_MAX_LENGTH}
                placeholder={placeholder}
                aria-invalid={invalid || undefined}
                aria-describedby={invalid ? `${errorId} ${hintId}` : hintId}
                className="field-sizing-content min-h-28"
                onChange={(e) => {
                  setQuery(e.target.value);
                  if (invalid && e.target.value.trim()) setInvalid(false);
                }}
              />
              {invalid && (
                <p id={errorId} className="text-sm text-destructive">
                  {texts.required}
                </p>
              )}
              <p id={hintId} className="text-xs text-muted-foreground">
                Name your fields in plain words, [brackets] or "quotes". Ctrl/⌘ + Enter generates.
              </p>
            </Field>
            <Button type="submit" disabled={calc.loading} className="w-full sm:w-auto sm:justify-self-start">
              {calc.loading ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Sparkles aria-hidden="true" />}
              {calc.loading ? "Generating..." : buttonLabel}
            </Button>
          </form>
        </Pane>

        {calc.result && (
          <div ref={outputRef} className="min-w-0 scroll-mt-20">
            <Pane
              title={texts.outputLabel}
              description={
                <span className="inline-flex items-center gap-1.5">
                  {calc.result.engine === "ai" ? <Bot className="size-3.5" aria-hidden="true" /> : <Cpu className="size-3.5" aria-hidden="true" />}
                  {calc.result.engine === "ai" ? "Written by the AI model, checked by the validator" : "Written by the built-in engine"}
                </span>
              }
              actions={<CopyButton text={calc.result.calculatedField} />}
            >
              {/* Long one-line formulas wrap rather than hide behind a scrollbar; copying gives the exact text. */}
              <CodeBlock
                code={calc.result.calculatedField}
                language={texts.codeLanguage}
                label={texts.outputLabel}
                className="whitespace-pre-wrap [overflow-wrap:anywhere]"
              />
              <div className="flex gap-2 rounded-lg bg-muted/40 p-3 text-sm">
                <Info className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                <p aria-label="Explanation">{calc.result.explanation}</p>
              </div>
            </Pane>
          </div>
        )}

        {!calc.result && calc.decline && (
          <div ref={outputRef} className="min-w-0 scroll-mt-20">
            <Pane title="Not one I can write" description="Nothing was made up: here is why, and what is supported instead.">
              <p role="status" className="rounded-lg border border-destructive/30 bg-destructive/5 p-3 text-sm">
                {calc.decline.error}
              </p>
              {calc.decline.suggestions.length > 0 && (
                <div className="grid gap-2">
                  <h3 className="text-sm font-medium">Closest supported calculations</h3>
                  <ul className="grid gap-2" aria-label="Suggestions">
                    {calc.decline.suggestions.map((s) => (
                      <li key={s}>
                        <button
                          type="button"
                          onClick={() => applyExample(s)}
                          className="w-full cursor-pointer rounded-lg border bg-background px-3 py-2 text-left text-sm transition-colors hover:border-primary/50 hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
                        >
                          {s}
                        </button>
                      </li>
                    ))}
                  </ul>
                </div>
              )}
              <Badge variant="outline" className="font-normal text-muted-foreground">
                Tip: describe one calculation at a time and name the fields.
              </Badge>
            </Pane>
          </div>
        )}
      </ToolGrid>
    </ToolPage>
  );
}

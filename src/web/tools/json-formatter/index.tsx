import { useCallback, useEffect, useRef, useState } from "react";
import { Download, FileJson, FolderOpen, Minimize2, Wand2, X } from "lucide-react";
import { decodeJsonBytes, lineAt, validateJson, type JsonLayout, type JsonStats, type JsonSyntaxError } from "../../../engines/json";
import { downloadText } from "../../lib/download";
import { toastError } from "../../lib/toasts";
import { useRunShortcut } from "../../lib/use-run-shortcut";
import { Button } from "../../ui/button";
import { CopyButton } from "../../ui/copy-button";
import { Textarea } from "../../ui/textarea";
import { Field, Pane, ToolGrid, ToolPage, useRecordCalculation } from "../frame";
import { ErrorDetails } from "./ErrorDetails";
import { apiResponse, brokenJson, prettyConfig } from "./examples";
import { JsonOutput } from "./JsonOutput";
import { jsonMessages } from "./messages";
import { useJsonEngine, WORKER_THRESHOLD } from "./use-json-engine";
import { ValidityBadge, type Validity } from "./ValidityBadge";

const SLUG = "json-formatter";
/** Files larger than this are kept out of the text box (a browser textarea crawls with megabytes). */
const EDITABLE_LIMIT = 2 * 1024 * 1024;

interface Output {
  text: string;
  layout: Exclude<JsonLayout, "validate">;
  stats: JsonStats;
}

interface ShownError {
  error: JsonSyntaxError;
  /** The input line holding the error. */
  line: string;
}

function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  return `${(n / (1024 * 1024)).toFixed(1)} MB`;
}

export default function JsonFormatterScreen() {
  const [input, setInput] = useState("");
  // A file too large for the text box: it goes to the worker as is and is never decoded here.
  const [bigFile, setBigFile] = useState<File | null>(null);
  const [output, setOutput] = useState<Output | null>(null);
  const [validity, setValidity] = useState<Validity>("unknown");
  const [error, setError] = useState<ShownError | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<JsonLayout | null>(null);
  const record = useRecordCalculation(SLUG);
  const engine = useJsonEngine();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const outputRef = useRef<HTMLDivElement>(null);

  // Live check while typing (small inputs only; large ones are checked when formatted).
  useEffect(() => {
    if (bigFile) return;
    if (input.trim() === "" || input.length > WORKER_THRESHOLD) {
      setValidity("unknown");
      setError(null);
      return;
    }
    const timer = window.setTimeout(() => {
      const r = validateJson(input);
      setValidity(r.ok ? "valid" : "invalid");
      setError(!r.ok && r.error ? { error: r.error, line: lineAt(input, r.error.line) } : null);
    }, 250);
    return () => window.clearTimeout(timer);
  }, [input, bigFile]);

  const run = useCallback(
    async (layout: Exclude<JsonLayout, "validate">, source: string | File = bigFile ?? input) => {
      setBusy(layout);
      const answer = await engine(source, layout);
      if (answer === null) return; // superseded by a newer request
      setBusy(null);
      setProblem(null);
      const result = answer.result;
      if (!result) {
        setValidity("invalid");
        setError(null);
        setOutput(null);
        setProblem(answer.decodeError ?? "The document could not be read.");
        toastError(jsonMessages.invalidTitle, answer.decodeError ?? jsonMessages.invalidBody);
      } else if (result.ok) {
        setValidity("valid");
        setError(null);
        setOutput({ text: result.output, layout, stats: result.stats });
        record();
        requestAnimationFrame(() => {
          const el = outputRef.current;
          if (el && el.getBoundingClientRect().top > window.innerHeight - 80) el.scrollIntoView({ block: "start" });
        });
      } else if (result.tooLarge) {
        setValidity("valid");
        setError(null);
        setOutput(null);
        setProblem(result.tooLarge.message);
        toastError("Output too large", result.tooLarge.message);
      } else {
        setValidity("invalid");
        setError(result.error ? { error: result.error, line: answer.errorLine ?? "" } : null);
        setOutput(null);
        toastError(jsonMessages.invalidTitle, jsonMessages.invalidBody);
      }
    },
    [engine, input, bigFile, record],
  );

  useRunShortcut(() => void run("format"));

  const changeInput = (text: string) => {
    setInput(text);
    setBigFile(null);
    setProblem(null);
  };

  const openFile = async (file: File) => {
    setOutput(null);
    setProblem(null);
    setValidity("unknown");
    setError(null);
    if (file.size > EDITABLE_LIMIT) {
      setInput("");
      setBigFile(file);
      void run("format", file);
      return;
    }
    const decoded = decodeJsonBytes(new Uint8Array(await file.arrayBuffer()));
    if (!decoded.ok) {
      setValidity("invalid");
      setError(null);
      setOutput(null);
      setProblem(decoded.message);
      toastError(jsonMessages.invalidTitle, decoded.message);
      return;
    }
    setInput(decoded.text);
    setBigFile(null);
    void run("format", decoded.text);
  };

  const locateError = () => {
    const ta = textareaRef.current;
    if (!ta || !error) return;
    ta.focus();
    const { offset, line } = error.error;
    ta.setSelectionRange(offset, Math.min(offset + 1, input.length));
    // Scroll the textarea so the error line is visible.
    const lineHeight = parseFloat(getComputedStyle(ta).lineHeight) || 20;
    ta.scrollTop = Math.max(0, (line - 3) * lineHeight);
  };

  const example = (label: string, detail: string, text: string, layout: Exclude<JsonLayout, "validate">) => ({
    label,
    detail,
    apply: () => {
      changeInput(text);
      void run(layout, text);
    },
  });

  const outputName = output?.layout === "minify" ? "minified.json" : "formatted.json";

  return (
    <ToolPage
      slug={SLUG}
      howItWorks={[
        "Paste JSON into the input box, or open a .json file.",
        "Press Format JSON for two-space indentation, or Minify JSON for a single line. Ctrl/Cmd+Enter formats.",
        "If the JSON is invalid you get the line and column of the first error; Show in input puts the cursor there.",
        "Copy the result to the clipboard or download it. Large files are formatted in the background, so the page stays responsive.",
      ]}
      examples={[
        example("API response with big IDs", "Numbers like 12345678901234567890 and 1.0 come out exactly as written", apiResponse, "format"),
        example("Config file to one line", "Minify keeps escapes such as \\u00e9 untouched", prettyConfig, "minify"),
        example("Broken JSON", "A trailing comma and single quotes: see where it breaks", brokenJson, "format"),
      ]}
      aside={
        <section aria-labelledby="json-rules" className="rounded-xl border bg-card p-5 lg:col-span-2">
          <h2 id="json-rules" className="mb-3 font-semibold">
            What stays exactly as you wrote it
          </h2>
          <ul className="grid list-disc gap-x-10 gap-y-1.5 pl-5 text-sm text-muted-foreground marker:text-foreground/40 sm:grid-cols-2">
            <li>Numbers of any size or precision: 12345678901234567890, 1.0, 1e400 and -0.</li>
            <li>Key order and duplicate keys.</li>
            <li>Strings and their escapes, character for character (\u00e9 stays \u00e9).</li>
            <li>Only whitespace between values changes.</li>
            <li>Strict JSON (RFC 8259): no comments, trailing commas, single quotes, NaN or Infinity.</li>
            <li>Files must be UTF-8; a byte order mark at the start is ignored.</li>
          </ul>
        </section>
      }
    >
      <ToolGrid className={output ? undefined : "lg:grid-cols-1"}>
        <Pane
          title="Input"
          actions={<ValidityBadge validity={validity} checking={busy !== null && (bigFile !== null || input.length > WORKER_THRESHOLD)} />}
        >
          {bigFile ? (
            <div className="flex items-center gap-3 rounded-lg border bg-muted/40 p-4">
              <FileJson className="size-8 shrink-0 text-muted-foreground" aria-hidden="true" />
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium">{bigFile.name}</p>
                <p className="text-sm text-muted-foreground">
                  {formatBytes(bigFile.size)} loaded. Too large to edit here; Format and Minify work on the whole file.
                </p>
              </div>
              <Button variant="ghost" size="sm" onClick={() => changeInput("")}>
                <X />
                Clear
              </Button>
            </div>
          ) : (
            <Field label="JSON input" htmlFor="json-input">
              <Textarea
                id="json-input"
                ref={textareaRef}
                value={input}
                onChange={(e) => changeInput(e.target.value)}
                placeholder={'Paste JSON here, e.g. {"name": "Ana", "sales": [120, 135]}'}
                spellCheck={false}
                autoCapitalize="off"
                autoCorrect="off"
                aria-invalid={validity === "invalid" || undefined}
                aria-describedby={error ? "json-error-summary" : undefined}
                className="min-h-80 font-mono text-[13px] leading-5"
              />
            </Field>
          )}

          {error && (
            <div id="json-error-summary">
              <ErrorDetails error={error.error} line={error.line} onLocate={bigFile ? undefined : locateError} />
            </div>
          )}
          {problem && (
            <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm">
              {problem}
            </p>
          )}

          <div className="flex flex-wrap items-center gap-2">
            <Button onClick={() => void run("format")} disabled={busy !== null}>
              <Wand2 />
              {busy === "format" ? "Formatting..." : "Format JSON"}
            </Button>
            <Button variant="secondary" onClick={() => void run("minify")} disabled={busy !== null}>
              <Minimize2 />
              {busy === "minify" ? "Minifying..." : "Minify JSON"}
            </Button>
            <Button variant="ghost" onClick={() => fileRef.current?.click()}>
              <FolderOpen />
              Open file
            </Button>
            <input
              ref={fileRef}
              type="file"
              accept=".json,application/json,text/plain"
              className="sr-only"
              tabIndex={-1}
              aria-label="Open a JSON file"
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = "";
                if (file) void openFile(file);
              }}
            />
            {input && !bigFile && !busy && (
              <Button variant="ghost" onClick={() => changeInput("")} className="ml-auto">
                <X />
                Clear
              </Button>
            )}
          </div>
        </Pane>

        {output && (
          <div ref={outputRef} className="min-w-0 scroll-mt-20">
            <Pane
              title={output.layout === "minify" ? "Minified JSON" : "Formatted JSON"}
              description={`${output.stats.values.toLocaleString("en-US")} values · depth ${output.stats.maxDepth} · ${formatBytes(output.stats.outputBytes)}`}
              actions={
                <>
                  <Button variant="outline" size="sm" onClick={() => downloadText(outputName, output.text, "application/json")}>
                    <Download />
                    Download
                  </Button>
                  <CopyButton text={output.text} label="Copy to Clipboard" />
                </>
              }
            >
              <JsonOutput text={output.text} />
            </Pane>
          </div>
        )}
      </ToolGrid>
    </ToolPage>
  );
}

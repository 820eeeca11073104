import { useCallback, useState } from "react";
import { ArrowDownToLine, Wand2 } from "lucide-react";
import {
  isTransformation,
  transformText,
  transformationHints,
  transformationLabels,
  transformations,
  transformerMessages,
  type Transformation,
} from "../../../engines/transform";
import { useRunShortcut } from "../../lib/use-run-shortcut";
import { toastError } from "../../lib/toasts";
import { Button } from "../../ui/button";
import { CodeBlock } from "../../ui/code-block";
import { CopyButton } from "../../ui/copy-button";
import { ChoiceSelect } from "../../ui/choice-select";
import { Textarea } from "../../ui/textarea";
import { Field, Pane, RunButton, ToolGrid, ToolPage, useQueryFields, useRecordCalculation, useReveal, type ToolExample } from "../frame";

const SLUG = "data-transformer";

const defaults = { t: "uppercase", text: "" };

interface Result {
  output: string;
  linesIn: number;
  linesOut: number;
  kind: Transformation;
  crlf: boolean;
}

function plural(n: number, word: string): string {
  return `${n.toLocaleString()} ${word}${n === 1 ? "" : "s"}`;
}

export default function DataTransformerScreen() {
  // Long inputs stay out of the URL; the transformation and short texts are shareable.
  const [fields, setFields] = useQueryFields(defaults, { maxLength: 1500 });
  const [result, setResult] = useState<Result | null>(null);
  // A textarea turns pasted Windows line breaks (CRLF) into LF; remember the pasted style so the
  // output (and what Copy puts on the clipboard) keeps the line endings the text came with.
  const [eol, setEol] = useState<"\n" | "\r\n">("\n");
  const record = useRecordCalculation(SLUG);
  const outputRef = useReveal<HTMLDivElement>(result);
  const kind: Transformation = isTransformation(fields.t) ? fields.t : "uppercase";

  const run = useCallback(
    (text: string, t: Transformation, lineEnding: "\n" | "\r\n" = "\n") => {
      if (!text.trim()) {
        toastError(transformerMessages.missingInput.title, transformerMessages.missingInput.description);
        return;
      }
      const locale = typeof navigator !== "undefined" ? navigator.language : undefined;
      const input = lineEnding === "\r\n" ? text.replace(/\r?\n/g, "\r\n") : text;
      setResult({ ...transformText(input, t, { locale }), kind: t, crlf: lineEnding === "\r\n" });
      record();
    },
    [record],
  );

  const transform = () => run(fields.text, kind, eol);
  useRunShortcut(transform);

  const example = (label: string, detail: string, t: Transformation, text: string): ToolExample => ({
    label,
    detail,
    apply: () => {
      setFields({ t, text });
      setEol("\n");
      run(text, t);
    },
  });

  return (
    <ToolPage
      slug={SLUG}
      howItWorks={[
        "Paste text or a list, one item per line.",
        "Choose a transformation and press Transform.",
        "Copy the output, or use it as the next input to chain transformations. Line endings stay as they were (Windows CRLF included).",
      ]}
      examples={[
        example("Tidy names", "Proper case that gets O'Neil and Élodie right", "proper-case", "o'NEIL, SEAN\nélodie DUPONT\nmary-jane watson\nJOSÉ DE LA CRUZ"),
        example("De-duplicate an email list", "Keeps the first of each line", "remove-duplicates", "ana@example.com\nbo@example.com\nana@example.com\ncy@example.com\nbo@example.com"),
        example("Sort product codes", "Alphabetical, numbers in number order", "sort", "SKU-10\nSKU-2\nsku-1\nSKU-21\nÉtagère\nArmoire"),
        example("Trim a pasted column", "Removes spaces at both ends of each line", "trim", "   London  \n\tParis\nNew York   \n  Zürich"),
      ]}
    >
      <ToolGrid>
        <Pane title="Input">
          <Field label="Transformation" htmlFor="dt-kind" hint={transformationHints[kind]}>
            <ChoiceSelect
              id="dt-kind"
              value={kind}
              choices={transformations}
              label={(t) => transformationLabels[t]}
              onChange={(t) => setFields({ t })}
            />
          </Field>
          <Field label="Text" htmlFor="dt-input">
            <Textarea
              id="dt-input"
              value={fields.text}
              placeholder={"Paste your text here\none item per line"}
              spellCheck={false}
              className="min-h-56 font-mono text-[13px]"
              onChange={(e) => {
                setFields({ text: e.target.value });
                if (!e.target.value) setEol("\n");
              }}
              onPaste={(e) => {
                const pasted = e.clipboardData.getData("text");
                if (/\r\n/.test(pasted)) setEol("\r\n");
                else if (/\n/.test(pasted)) setEol("\n");
              }}
            />
          </Field>
          <RunButton onClick={transform} icon={<Wand2 />}>
            Transform
          </RunButton>
        </Pane>

        {result && (
          <div ref={outputRef} className="min-w-0 scroll-mt-20">
            <Pane
              title="Output"
              description={`${transformationLabels[result.kind]} · ${plural(result.linesIn, "line")} in, ${plural(result.linesOut, "line")} out${result.crlf ? " · Windows line endings (CRLF) kept" : ""}`}
              actions={
                <>
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => setFields({ text: result.output.replace(/\r\n/g, "\n") })}
                    title="Put the output in the input box to apply another transformation"
                  >
                    <ArrowDownToLine />
                    Use as input
                  </Button>
                  <CopyButton text={result.output} />
                </>
              }
            >
              {result.output ? (
                <CodeBlock code={result.output.replace(/\r\n?/g, "\n")} language="plain" label="Output" className="min-h-56 break-words whitespace-pre-wrap" />
              ) : (
                <p className="rounded-lg border bg-muted/40 px-3 py-2.5 text-sm text-muted-foreground">
                  The result is empty: the text had nothing left after this transformation.
                </p>
              )}
            </Pane>
          </div>
        )}
      </ToolGrid>
    </ToolPage>
  );
}

import { useState } from "react";
import { Image as ImageIcon } from "lucide-react";
import {
  MAX_IMAGE_WIDTH,
  buildImageMeasure,
  imageMeasureDefaults,
  imageMeasureTypes,
  valueFormatNames,
} from "../../../engines/lookml";
import { useRunShortcut } from "../../lib/use-run-shortcut";
import { CodeBlock } from "../../ui/code-block";
import { CopyButton } from "../../ui/copy-button";
import { Input } from "../../ui/input";
import { ChoiceSelect } from "../../ui/choice-select";
import { Field, Notes, Pane, RunButton, ToolGrid, ToolPage, useQueryFields, useEngineRun, useReveal, type ToolExample } from "../frame";

const SLUG = "lookml-image-formatter";
const NO_FORMAT = "none";
const formatChoices: readonly string[] = [...valueFormatNames, NO_FORMAT];

const defaults: Record<"name" | "url" | "sql" | "type" | "format" | "width", string> = {
  name: "",
  url: "",
  sql: "",
  type: imageMeasureDefaults.type,
  format: imageMeasureDefaults.valueFormatName,
  width: String(imageMeasureDefaults.imageWidth),
};

interface Result {
  lookml: string;
  notes: string[];
  previewUrl: string | null;
  width: number;
}

/** A preview only for a plain http(s) address: one with Liquid in it depends on the row's value. */
function previewable(url: string): string | null {
  const u = url.trim();
  return /^https?:\/\/\S+$/i.test(u) && !/\{[{%]/.test(u) ? u : null;
}

export default function LookmlImageFormatterScreen() {
  const [fields, setFields] = useQueryFields(defaults);
  const [result, setResult] = useState<Result | null>(null);
  const [previewFailed, setPreviewFailed] = useState(false);
  const outputRef = useReveal<HTMLDivElement>(result);

  const run = useEngineRun(SLUG, buildImageMeasure, (r, input) => {
    setPreviewFailed(false);
    setResult({ lookml: r.lookml, notes: r.notes, previewUrl: previewable(input.imageUrl), width: Number(input.imageWidth) });
  });

  const generate = () =>
    run({
      measureName: fields.name,
      imageUrl: fields.url,
      sqlField: fields.sql,
      type: fields.type,
      valueFormatName: fields.format === NO_FORMAT ? "" : fields.format,
      imageWidth: fields.width,
    });
  useRunShortcut(generate);

  const example = (label: string, detail: string, f: typeof defaults): ToolExample => ({
    label,
    detail,
    apply: () => {
      setFields(f);
      run({ measureName: f.name, imageUrl: f.url, sqlField: f.sql, type: f.type, valueFormatName: f.format, imageWidth: f.width });
    },
  });

  return (
    <ToolPage
      slug={SLUG}
      howItWorks={[
        "Name the measure and give the image's address (https://…). Liquid such as {{ value }} in the address is kept, so the picture can change with the value.",
        "Give the SQL field: a column name becomes ${TABLE}.column; ${field} references and expressions are used as written.",
        "Pick the type, value format and image width, then Generate LookML and paste the measure into your view.",
      ]}
      examples={[
        example("KPI with a status icon", "Percentage measure with a 24 px icon", {
          name: "Target Hit Rate",
          url: "https://cdn.example.com/icons/target.png",
          sql: "hit_rate",
          type: "average",
          format: "percent_2",
          width: "24",
        }),
        example("Brand logo next to revenue", "Sum in dollars with a 120 px logo", {
          name: "Brand Revenue",
          url: "https://cdn.example.com/logos/{{ brand._value | downcase }}.png",
          sql: "${TABLE}.revenue",
          type: "sum",
          format: "usd_0",
          width: "120",
        }),
      ]}
    >
      <ToolGrid>
        <Pane title="Measure">
          <Field label="Measure Name" htmlFor="lif-name" hint="Becomes a snake_case LookML name; your wording stays as the label.">
            <Input
              id="lif-name"
              value={fields.name}
              placeholder="e.g. Conversion Rate"
              autoComplete="off"
              onChange={(e) => setFields({ name: e.target.value })}
            />
          </Field>
          <Field label="Image URL" htmlFor="lif-url">
            <Input
              id="lif-url"
              type="url"
              inputMode="url"
              value={fields.url}
              placeholder="https://example.com/icon.png"
              autoComplete="off"
              spellCheck={false}
              onChange={(e) => setFields({ url: e.target.value })}
            />
          </Field>
          <Field label="SQL Field" htmlFor="lif-sql" hint="conversion_rate, ${TABLE}.conversion_rate or ${conversion_rate}.">
            <Input
              id="lif-sql"
              value={fields.sql}
              placeholder="e.g. conversion_rate"
              autoComplete="off"
              spellCheck={false}
              className="font-mono text-[13px]"
              onChange={(e) => setFields({ sql: e.target.value })}
            />
          </Field>
          <div className="grid gap-4 sm:grid-cols-3">
            <Field label="Type" htmlFor="lif-type" className="min-w-0">
              <ChoiceSelect
                id="lif-type"
                value={fields.type}
                choices={imageMeasureTypes}
                onChange={(type) => setFields({ type })}
              />
            </Field>
            <Field label="Value Format Name" htmlFor="lif-format" className="min-w-0">
              <ChoiceSelect
                id="lif-format"
                value={fields.format || NO_FORMAT}
                choices={formatChoices}
                label={(f) => (f === NO_FORMAT ? "No format" : f)}
                onChange={(format) => setFields({ format })}
              />
            </Field>
            <Field label="Image Width (px)" htmlFor="lif-width" className="min-w-0">
              <Input
                id="lif-width"
                type="number"
                inputMode="numeric"
                min={1}
                max={MAX_IMAGE_WIDTH}
                step={1}
                value={fields.width}
                onChange={(e) => setFields({ width: e.target.value })}
              />
            </Field>
          </div>
          <RunButton onClick={generate} icon={<ImageIcon />}>
            Generate LookML
          </RunButton>
        </Pane>

        {result && (
          <div ref={outputRef} className="min-w-0 scroll-mt-20">
            <Pane title="LookML" description="Paste this measure into your view file." actions={<CopyButton text={result.lookml} />}>
              <CodeBlock code={result.lookml} language="lookml" label="LookML" />
              <Notes items={result.notes} />
              {result.previewUrl && !previewFailed && (
                <figure className="grid gap-2">
                  <figcaption className="text-xs font-medium text-muted-foreground">Image preview</figcaption>
                  <div className="overflow-auto rounded-lg border bg-muted/30 p-3">
                    <img
                      src={result.previewUrl}
                      width={result.width}
                      alt="Preview of the image in the measure"
                      className="max-w-none"
                      referrerPolicy="no-referrer"
                      onError={() => setPreviewFailed(true)}
                    />
                  </div>
                </figure>
              )}
            </Pane>
          </div>
        )}
      </ToolGrid>
    </ToolPage>
  );
}

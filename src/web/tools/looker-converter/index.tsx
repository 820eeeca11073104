import { useState } from "react";
import { ArrowRightLeft } from "lucide-react";
import { convertToLookml, type ConvertInput, type FieldType, type RefStyle } from "../../../engines/lookml";
import { useRunShortcut } from "../../lib/use-run-shortcut";
import { toastSuccess } from "../../lib/toasts";
import { CodeBlock } from "../../ui/code-block";
import { CopyButton } from "../../ui/copy-button";
import { Input } from "../../ui/input";
import { ChoiceSelect } from "../../ui/choice-select";
import { Textarea } from "../../ui/textarea";
import { Field, Notes, Pane, RunButton, ToolGrid, ToolPage, useQueryFields, useEngineRun, useReveal, type ToolExample } from "../frame";

const SLUG = "looker-converter";
const fieldTypes: readonly FieldType[] = ["dimension", "measure"];
const fieldTypeLabels: Record<FieldType, string> = { dimension: "Dimension", measure: "Measure" };
const refStyles: readonly RefStyle[] = ["table", "lookml"];
const refStyleLabels: Record<RefStyle, string> = { table: "${TABLE}.column", lookml: "${field} (LookML fields)" };

const defaults = { name: "", kind: "dimension", formula: "", refs: "table" };

const examples: (ConvertInput & { label: string })[] = [
  { label: "Total Revenue", fieldName: "Total Revenue", fieldType: "measure", formula: "SUM(Revenue)" },
  {
    label: "Conversion Rate Percentage",
    fieldName: "Conversion Rate Percentage",
    fieldType: "measure",
    formula: "SUM(Conversions) / COUNT_DISTINCT(Session ID)",
  },
  {
    label: "Order Size",
    fieldName: "Order Size",
    fieldType: "dimension",
    formula: 'CASE WHEN Order Value >= 1000 THEN "Large" WHEN Order Value >= 100 THEN "Medium" ELSE "Small" END',
  },
];

interface Result {
  lookml: string;
  notes: string[];
  kind: FieldType;
}

export default function LookerConverterScreen() {
  const [fields, setFields] = useQueryFields(defaults);
  const [result, setResult] = useState<Result | null>(null);
  const outputRef = useReveal<HTMLDivElement>(result);
  const fieldType: FieldType = fields.kind === "measure" ? "measure" : "dimension";
  const refStyle: RefStyle = fields.refs === "lookml" ? "lookml" : "table";

  const run = useEngineRun(SLUG, convertToLookml, (r) => {
    setResult({ lookml: r.lookml, notes: r.notes, kind: r.kind });
    toastSuccess("Conversion complete", `Your LookML ${r.kind} ${r.name} is ready to copy.`);
  });

  const convert = () => run({ fieldName: fields.name, fieldType, formula: fields.formula, refStyle });
  useRunShortcut(convert);

  const toolExamples: ToolExample[] = examples.map((ex) => ({
    label: `${ex.label} (${ex.fieldType === "measure" ? "Measure" : "Dimension"})`,
    detail: ex.formula,
    apply: () => {
      setFields({ name: ex.fieldName, kind: ex.fieldType, formula: ex.formula });
      run({ ...ex, refStyle });
    },
  }));

  return (
    <ToolPage
      slug={SLUG}
      examplesTitle="Conversion examples"
      examples={toolExamples}
      howItWorks={[
        "Enter the calculated field's name and say whether it is a dimension or a measure.",
        "Paste the Looker Studio formula. Field names may contain spaces, or be written in backticks.",
        "Convert: field references become ${TABLE}.column (or ${field}), functions become SQL, and SUM, AVG, COUNT, COUNT_DISTINCT, MAX and MIN become measure types.",
      ]}
    >
      <ToolGrid>
        <Pane title="Looker Studio field">
          <Field label="Field Name" htmlFor="lc-name" hint="Becomes a snake_case LookML name; your wording stays as the label.">
            <Input
              id="lc-name"
              value={fields.name}
              placeholder="e.g. Profit Margin"
              autoComplete="off"
              onChange={(e) => setFields({ name: e.target.value })}
            />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Field Type" htmlFor="lc-kind" className="min-w-0">
              <ChoiceSelect
                id="lc-kind"
                value={fieldType}
                choices={fieldTypes}
                label={(k) => fieldTypeLabels[k]}
                onChange={(kind) => setFields({ kind })}
              />
            </Field>
            <Field label="Field References" htmlFor="lc-refs" className="min-w-0">
              <ChoiceSelect
                id="lc-refs"
                value={refStyle}
                choices={refStyles}
                label={(r) => refStyleLabels[r]}
                onChange={(refs) => setFields({ refs })}
              />
            </Field>
          </div>
          <Field label="Formula" htmlFor="lc-formula" hint="As written in Looker Studio, e.g. (Revenue - Cost) / Revenue.">
            <Textarea
              id="lc-formula"
              value={fields.formula}
              placeholder="SUM(Revenue) / COUNT_DISTINCT(Order ID)"
              spellCheck={false}
              className="min-h-28 font-mono text-[13px]"
              onChange={(e) => setFields({ formula: e.target.value })}
            />
          </Field>
          <RunButton onClick={convert} icon={<ArrowRightLeft />}>
            Convert to LookML
          </RunButton>
        </Pane>

        {result && (
          <div ref={outputRef} className="min-w-0 scroll-mt-20">
            <Pane
              title="LookML"
              description={`Paste this ${result.kind} into your view file.`}
              actions={<CopyButton text={result.lookml} label="Copy LookML" />}
            >
              <CodeBlock code={result.lookml} language="lookml" label="LookML" />
              <Notes items={result.notes} />
            </Pane>
          </div>
        )}
      </ToolGrid>
    </ToolPage>
  );
}

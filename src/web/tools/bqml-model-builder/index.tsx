import { useEffect, useRef, type FormEvent } from "react";
import { BrainCircuit, Loader2 } from "lucide-react";
import { bqmlMessages as msg, bqmlModelTypeInfo, bqmlModelTypes, type BqmlModelTypeName } from "../../../contracts/functions/bqml-model-builder-texts";
import type { BqmlRequest, BqmlResponse } from "../../../contracts/functions/bqml-model-builder";
import { toastError } from "../../lib/toasts";
import { useRunShortcut } from "../../lib/use-run-shortcut";
import { useUrlState } from "../../lib/use-url-state";
import { Button } from "../../ui/button";
import { CodeBlock } from "../../ui/code-block";
import { CopyButton } from "../../ui/copy-button";
import { Input } from "../../ui/input";
import { ChoiceSelect } from "../../ui/choice-select";
import { Textarea } from "../../ui/textarea";
import { Field, Pane, ToolGrid, ToolPage, useGenerator, type ToolExample } from "../frame";

const SLUG = "bqml-model-builder";

interface Inputs {
  modelType: string;
  dataset: string;
  modelName: string;
  targetVariable: string;
  predictorInputs: string;
}

function isModelType(v: string): v is BqmlModelTypeName {
  return (bqmlModelTypes as readonly string[]).includes(v);
}

export default function BqmlModelBuilderScreen() {
  const [modelType, setModelType] = useUrlState("type");
  const [dataset, setDataset] = useUrlState("table");
  const [modelName, setModelName] = useUrlState("model");
  const [targetVariable, setTarget] = useUrlState("target");
  const [predictorInputs, setPredictors] = useUrlState("predictors");
  const output = useRef<HTMLDivElement>(null);
  const info = isModelType(modelType) ? bqmlModelTypeInfo[modelType] : undefined;

  const gen = useGenerator<BqmlRequest, BqmlResponse>({
    slug: SLUG,
    functionName: "bqml-model-builder",
    failure: { title: msg.failed, description: (server) => server },
    accept: (res) => typeof res?.sql === "string" && res.sql.length > 0,
  });

  useEffect(() => {
    const el = output.current;
    if (gen.result && el && el.getBoundingClientRect().top > window.innerHeight * 0.75) el.scrollIntoView({ behavior: "smooth", block: "start" });
  }, [gen.result]);

  const generate = (v: Inputs = { modelType, dataset, modelName, targetVariable, predictorInputs }) => {
    if (gen.loading) return;
    if (!isModelType(v.modelType) || [v.dataset, v.modelName, v.targetVariable, v.predictorInputs].some((x) => !x.trim())) {
      toastError(msg.missingTitle, msg.missing);
      return;
    }
    void gen.run({
      modelType: v.modelType,
      dataset: v.dataset.trim(),
      modelName: v.modelName.trim(),
      targetVariable: v.targetVariable.trim(),
      predictorInputs: v.predictorInputs.trim(),
    });
  };
  useRunShortcut(() => generate());
  const submit = (e: FormEvent) => {
    e.preventDefault();
    generate();
  };

  const example = (label: string, v: Inputs): ToolExample => ({
    label,
    detail: `${bqmlModelTypeInfo[v.modelType as BqmlModelTypeName].label} on ${v.dataset}`,
    apply: () => {
      setModelType(v.modelType);
      setDataset(v.dataset);
      setModelName(v.modelName);
      setTarget(v.targetVariable);
      setPredictors(v.predictorInputs);
      generate(v);
    },
  });

  return (
    <ToolPage
      slug={SLUG}
      howItWorks={[
        "Pick a model type and name the training table (dataset.table or project.dataset.table), the model, the target and the predictor columns.",
        "You get CREATE OR REPLACE MODEL with options that suit the type (labels for supervised models, clusters for k-means, time series columns for ARIMA_PLUS, a budget for AutoML), then the ML.EVALUATE and ML.PREDICT (or ML.FORECAST) statements to run next.",
        "Names are checked against BigQuery's rules before any SQL is written. A model name without a dataset goes into the table's dataset.",
      ]}
      examples={[
        example("Churn (logistic regression)", {
          modelType: "logistic_reg",
          dataset: "my-project.crm.customers",
          modelName: "churn_model",
          targetVariable: "churned",
          predictorInputs: "tenure_months, monthly_charges, contract_type, support_tickets",
        }),
        example("Revenue (boosted trees)", {
          modelType: "boosted_tree_regressor",
          dataset: "sales.orders",
          modelName: "order_value_model",
          targetVariable: "order_value",
          predictorInputs: "channel, device, country, items, discount_pct",
        }),
        example("Customer segments (k-means)", {
          modelType: "kmeans",
          dataset: "my-project.crm.customer_features",
          modelName: "segments",
          targetVariable: "5",
          predictorInputs: "recency_days, frequency, monetary_value",
        }),
        example("Daily sales forecast (ARIMA_PLUS)", {
          modelType: "arima_plus",
          dataset: "my-project.retail.daily_sales",
          modelName: "sales_forecast",
          targetVariable: "total_sales",
          predictorInputs: "sale_date, store_id",
        }),
      ]}
      aside={
        <section aria-labelledby="bqml-types" className="rounded-xl border bg-card p-5 lg:col-span-2">
          <h2 id="bqml-types" className="mb-3 font-semibold">
            Model types
          </h2>
          <ul className="grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2">
            {bqmlModelTypes.map((t) => (
              <li key={t}>
                <code className="rounded bg-muted px-1 py-0.5 text-[12px]">{t}</code>{" "}
                <span className="text-muted-foreground">{bqmlModelTypeInfo[t].label}</span>
              </li>
            ))}
          </ul>
        </section>
      }
    >
      <ToolGrid>
        <Pane title="Model">
          <form onSubmit={submit} noValidate className="grid gap-4" aria-label="BQML model inputs">
            <Field label="Model Type" htmlFor="bqml-type">
              <ChoiceSelect
                id="bqml-type"
                aria-label="Model Type"
                className=""
                value={isModelType(modelType) ? modelType : ""}
                choices={bqmlModelTypes}
                label={(t) => bqmlModelTypeInfo[t].label}
                onChange={setModelType}
                placeholder="Choose a model type"
              />
            </Field>
            <Field label="Dataset / Table" htmlFor="bqml-table" hint="The training data: dataset.table or project.dataset.table.">
              <Input id="bqml-table" value={dataset} maxLength={1100} placeholder="e.g. my-project.crm.customers" spellCheck={false} onChange={(e) => setDataset(e.target.value)} />
            </Field>
            <Field label="Model Name" htmlFor="bqml-model" hint="Letters, digits and underscores; add a dataset to store it elsewhere.">
              <Input id="bqml-model" value={modelName} maxLength={1100} placeholder="e.g. churn_model" spellCheck={false} onChange={(e) => setModelName(e.target.value)} />
            </Field>
            <Field label={info?.family === "clustering" ? "Target Variable (clusters or id column)" : "Target Variable"} htmlFor="bqml-target" hint={info?.targetHint ?? "The column the model predicts."}>
              <Input id="bqml-target" value={targetVariable} maxLength={300} placeholder={info?.family === "clustering" ? "e.g. 4" : "e.g. churned"} spellCheck={false} onChange={(e) => setTarget(e.target.value)} />
            </Field>
            <Field label="Predictor Variables" htmlFor="bqml-predictors" hint={info?.predictorsHint ?? "Columns separated by commas."}>
              <Textarea
                id="bqml-predictors"
                value={predictorInputs}
                rows={3}
                maxLength={20000}
                spellCheck={false}
                placeholder={info?.family === "time-series" ? "e.g. sale_date, store_id" : "e.g. tenure_months, monthly_charges, contract_type"}
                className="field-sizing-content min-h-20 font-mono text-[13px]"
                onChange={(e) => setPredictors(e.target.value)}
              />
            </Field>
            <Button type="submit" disabled={gen.loading} className="w-full sm:w-auto sm:justify-self-start">
              {gen.loading ? <Loader2 className="animate-spin" aria-hidden="true" /> : <BrainCircuit aria-hidden="true" />}
              {gen.loading ? "Generating..." : "Generate SQL"}
            </Button>
          </form>
        </Pane>

        {gen.result && (
          <div ref={output} className="min-w-0 scroll-mt-20">
            <Pane title="Model SQL" description={gen.result.model.replace(/`/g, "")} actions={<CopyButton text={gen.result.sql} />}>
              <CodeBlock code={gen.result.sql} language="sql" label="Generated BQML SQL" className="max-h-[36rem]" />
            </Pane>
          </div>
        )}
      </ToolGrid>
    </ToolPage>
  );
}

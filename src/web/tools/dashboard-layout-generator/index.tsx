import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { Download, LayoutDashboard, Loader2 } from "lucide-react";
import { dashboardLayoutLimits, dashboardLayoutMessages as msg } from "../../../contracts/functions/dashboard-layout-generator-texts";
import type { DashboardLayoutRequest, DashboardLayoutResponse } from "../../../contracts/functions/dashboard-layout-generator";
import { ApiRequestError, callFunction } from "../../lib/api";
import { downloadUrl } from "../../lib/download";
import { toastError, toastSuccess } from "../../lib/toasts";
import { useRunShortcut } from "../../lib/use-run-shortcut";
import { useUrlState } from "../../lib/use-url-state";
import { Button } from "../../ui/button";
import { CopyButton } from "../../ui/copy-button";
import { Textarea } from "../../ui/textarea";
import { Field, Pane, ToolGrid, ToolPage, useRecordCalculation, type ToolExample } from "../frame";

const SLUG = "dashboard-layout-generator";

interface Fields {
  description: string;
  kpis: string;
  tableViews: string;
  chartTypes: string;
}

/** Empty optional fields are sent as the spec's 'Not specified'. */
function orNotSpecified(v: string): string {
  return v.trim() || msg.notSpecified;
}

export default function DashboardLayoutScreen() {
  const [description, setDescription] = useUrlState("description");
  const [kpis, setKpis] = useUrlState("kpis");
  const [tableViews, setTableViews] = useUrlState("tables");
  const [chartTypes, setChartTypes] = useUrlState("charts");
  const [result, setResult] = useState<DashboardLayoutResponse | null>(null);
  const [loading, setLoading] = useState(false);
  const record = useRecordCalculation(SLUG);
  const abort = useRef<AbortController | null>(null);
  const output = useRef<HTMLDivElement>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const generate = useCallback(
    async (f: Fields) => {
      if (!f.description.trim()) {
        toastError(msg.descriptionRequired);
        return;
      }
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      setLoading(true);
      try {
        const body: DashboardLayoutRequest = {
          description: f.description.trim(),
          kpis: orNotSpecified(f.kpis),
          tableViews: orNotSpecified(f.tableViews),
          chartTypes: orNotSpecified(f.chartTypes),
        };
        const res = await callFunction<DashboardLayoutResponse>("dashboard-layout-generator", body, controller.signal);
        if (!res?.imageUrl) throw new Error("No layout in the answer");
        setResult(res);
        record();
        toastSuccess(msg.success);
        // On phones the result lands below the form: bring it into view when it is out of sight.
        requestAnimationFrame(() => {
          const el = output.current;
          if (el && el.getBoundingClientRect().top > window.innerHeight * 0.75) el.scrollIntoView({ behavior: "smooth", block: "start" });
        });
      } catch (err) {
        if ((err as Error).name === "AbortError") return;
        const message = err instanceof ApiRequestError && err.status !== 0 ? err.message : undefined;
        toastError(message || msg.failed);
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
    if (!loading) void generate({ description, kpis, tableViews, chartTypes });
  };
  useRunShortcut(run);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    run();
  };

  const example = (label: string, f: Fields): ToolExample => ({
    label,
    detail: f.description,
    apply: () => {
      setDescription(f.description);
      setKpis(f.kpis);
      setTableViews(f.tableViews);
      setChartTypes(f.chartTypes);
      void generate(f);
    },
  });

  const field = (
    id: string,
    label: string,
    value: string,
    set: (v: string) => void,
    placeholder: string,
    hint: string,
    max: number,
    rows = 2,
  ) => (
    <Field label={label} htmlFor={id} hint={hint}>
      <Textarea id={id} value={value} rows={rows} maxLength={max} placeholder={placeholder} className="field-sizing-content min-h-16" onChange={(e) => set(e.target.value)} />
    </Field>
  );

  return (
    <ToolPage
      slug={SLUG}
      howItWorks={[
        "Describe the dashboard: who it is for and what it tracks. Words such as “by region” or “per product” become filters.",
        "List KPIs, table views and chart types, separated by commas (a table can list its columns in brackets). Leave a field empty and it is sent as 'Not specified': the layout then suggests what a dashboard of that kind usually shows.",
        "The layout puts a KPI row sized to the number of KPIs at the top, the charts in order of importance on a 12-column grid (wide trends first, narrow charts beside them), and tables below. Download it as a PNG wireframe.",
      ]}
      examples={[
        example("Regional sales", {
          description: "Sales performance for regional managers, by region and product",
          kpis: "Revenue, Orders, Average order value, Conversion rate",
          tableViews: "Top customers (name, region, orders, revenue)",
          chartTypes: "line chart of revenue over time, donut of sales by channel, map of revenue by region, bar chart of top products",
        }),
        example("Support team (suggested contents)", {
          description: "Customer support team overview for the help desk lead",
          kpis: "",
          tableViews: "",
          chartTypes: "",
        }),
        example("SaaS metrics", {
          description: "SaaS subscription metrics for the leadership team, by plan",
          kpis: "MRR, Active customers, Churn rate, Net revenue retention, CAC payback",
          tableViews: "Accounts at risk (account, plan, MRR, health score, renewal date)",
          chartTypes: "area chart of MRR over time, waterfall of MRR movements, cohort retention heatmap",
        }),
      ]}
    >
      <ToolGrid>
        <Pane title="Dashboard">
          <form onSubmit={submit} className="grid gap-4" aria-label="Dashboard layout inputs">
            {field(
              "dlg-description",
              "Dashboard Description",
              description,
              setDescription,
              "e.g. Sales performance for regional managers, by region and product",
              "Required. Who is it for, and what should it show?",
              dashboardLayoutLimits.description,
              3,
            )}
            {field("dlg-kpis", "KPIs", kpis, setKpis, "e.g. Revenue, Orders, Conversion rate", "Separate with commas; up to 8 fit the page.", dashboardLayoutLimits.field)}
            {field(
              "dlg-tables",
              "Table Views",
              tableViews,
              setTableViews,
              "e.g. Recent orders (id, customer, date, total)",
              "Columns in brackets are drawn as the table's header.",
              dashboardLayoutLimits.field,
            )}
            {field(
              "dlg-charts",
              "Chart Types",
              chartTypes,
              setChartTypes,
              "e.g. line chart of revenue over time, donut of sales by channel",
              "Most important first; line, bar, pie, donut, map, funnel, gauge, heatmap, scatter, waterfall and more.",
              dashboardLayoutLimits.field,
            )}
            <Button type="submit" disabled={loading} className="w-full sm:w-auto sm:justify-self-start">
              {loading ? <Loader2 className="animate-spin" aria-hidden="true" /> : <LayoutDashboard aria-hidden="true" />}
              {loading ? "Generating..." : "Generate Layout"}
            </Button>
          </form>
        </Pane>

        {result && (
          <div ref={output} className="grid min-w-0 scroll-mt-20 gap-6">
            <Pane
              title="Generated Layout"
              actions={
                <Button variant="outline" size="sm" onClick={() => downloadUrl(msg.downloadName, result.imageUrl)}>
                  <Download aria-hidden="true" />
                  Download Layout
                </Button>
              }
            >
              <div className="overflow-hidden rounded-lg border">
                <img src={result.imageUrl} alt="Dashboard layout wireframe" className="block h-auto w-full" />
              </div>
            </Pane>
            <Pane title="Layout Description" actions={<CopyButton text={result.description} />}>
              <p className="text-sm leading-relaxed whitespace-pre-wrap">{result.description}</p>
            </Pane>
          </div>
        )}
      </ToolGrid>
    </ToolPage>
  );
}

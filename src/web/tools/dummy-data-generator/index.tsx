import { useEffect, useRef, useState, type FormEvent } from "react";
import { Download, Loader2, Rows3 } from "lucide-react";
import { dummyData, dummyDataMessages as msg } from "../../../contracts/functions/dummy-data-generator-texts";
import type { DummyDataRequest, DummyDataResponse } from "../../../contracts/functions/dummy-data-generator";
import { downloadText } from "../../lib/download";
import { toastError, toastSuccess } from "../../lib/toasts";
import { useRunShortcut } from "../../lib/use-run-shortcut";
import { useUrlState } from "../../lib/use-url-state";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { CodeBlock } from "../../ui/code-block";
import { CopyButton } from "../../ui/copy-button";
import { Input } from "../../ui/input";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../ui/tabs";
import { Textarea } from "../../ui/textarea";
import { Field, Pane, ToolGrid, ToolPage, useGenerator, type ToolExample } from "../frame";
import { CsvTable } from "./CsvTable";

const SLUG = "dummy-data-generator";
/** Non-breaking spaces keep the shortcut on one line. */
const RUN_HINT = "Ctrl/⌘\u00a0+\u00a0Enter generates.";
const DOWNLOAD_NAME = "dummy-data.csv";

/** Readable names for the engine's column kinds. */
const KIND_LABELS: Record<string, string> = {
  rowId: "row number", integerId: "id", uuid: "UUID", firstName: "first name", lastName: "last name", fullName: "name",
  email: "email", username: "username", password: "password", phone: "phone", streetAddress: "street", fullAddress: "address",
  city: "city", state: "region", country: "country", countryCode: "country code", zipCode: "postcode", latitude: "latitude",
  longitude: "longitude", company: "company", jobTitle: "job title", department: "department", integer: "integer",
  decimal: "decimal", money: "amount", percent: "percent", boolean: "true/false", date: "date", timestamp: "timestamp",
  time: "time", year: "year", month: "month", weekday: "weekday", enum: "one of", product: "product",
  productCategory: "category", sku: "SKU", url: "URL", domain: "domain", ipv4: "IPv4", ipv6: "IPv6", macAddress: "MAC",
  userAgent: "user agent", sentence: "text", paragraph: "text", word: "word", gender: "gender", currency: "currency",
  color: "colour", creditCard: "card number", iban: "IBAN",
};

/** Spec rule: a whole number from 1 to 1000. */
function validRowCount(raw: string): number | null {
  const n = Number(raw.trim());
  return raw.trim() !== "" && Number.isInteger(n) && n >= dummyData.minRows && n <= dummyData.maxRows ? n : null;
}

export default function DummyDataScreen() {
  const [schema, setSchema] = useUrlState("schema");
  // The row count keeps its own state so the field can be empty while typing; the URL gets valid values.
  const [rowsInUrl, setRowsInUrl] = useUrlState("rows", String(dummyData.defaultRows));
  const [rows, setRowsState] = useState(rowsInUrl);
  const setRows = (v: string) => {
    setRowsState(v);
    if (v.trim()) setRowsInUrl(v.trim());
  };
  const [fieldNames, setFieldNames] = useUrlState("fields");
  const [seed, setSeed] = useUrlState("seed");
  const [tab, setTab] = useState("table");
  const output = useRef<HTMLDivElement>(null);

  const gen = useGenerator<DummyDataRequest, DummyDataResponse>({
    slug: SLUG,
    functionName: "dummy-data-generator",
    failure: { title: msg.failedTitle, description: msg.failed },
    accept: (res) => typeof res?.data === "string" && res.data.length > 0,
    onSuccess: (res) => toastSuccess(msg.success, `${res.rowCount} rows × ${res.columns.length} columns`),
  });
  const result = gen.result;

  // On phones the result lands below the form: bring it into view.
  useEffect(() => {
    const el = output.current;
    if (result && el && el.getBoundingClientRect().top > window.innerHeight * 0.75) el.scrollIntoView({ behavior: "smooth", block: "start" });
  }, [result]);

  const generate = (s = schema, r = rows, f = fieldNames, sd = seed) => {
    if (gen.loading) return;
    if (!s.trim()) {
      toastError(msg.schemaRequired);
      return;
    }
    const rowCount = validRowCount(r);
    if (rowCount === null) {
      toastError(msg.invalidRowCountTitle, msg.invalidRowCount);
      return;
    }
    const seedNumber = sd.trim() === "" ? undefined : Number(sd);
    void gen.run({
      schema: s.trim(),
      rowCount,
      fieldNames: f.trim() ? f.trim() : null,
      ...(seedNumber !== undefined && Number.isInteger(seedNumber) && seedNumber >= 0 ? { seed: seedNumber } : {}),
    });
  };
  useRunShortcut(() => generate());
  const submit = (e: FormEvent) => {
    e.preventDefault();
    generate();
  };

  const example = (label: string, s: string, r = "10", f = ""): ToolExample => ({
    label,
    detail: s,
    apply: () => {
      setSchema(s);
      setRows(r);
      setFieldNames(f);
      generate(s, r, f, seed);
    },
  });

  return (
    <ToolPage
      slug={SLUG}
      howItWorks={[
        "Describe the columns in words (“age 18-65, signup date in 2024, plan (free, pro, team)”), one per line (“price: decimal 5-50”), or paste a CREATE TABLE or a JSON object.",
        "Ranges, date periods (“last 90 days”, “since 2020”), value lists with optional weights (“status (active 80%, churned 20%)”) and “(10% empty)” are understood; names, emails, cities and countries agree within each row.",
        "Optional field names rename the columns in order (extra names add columns). A seed gives the same rows again. Copy the CSV or download it.",
      ]}
      examples={[
        example("Customers (the classic)", "customers: name, email, age 18-65, signup date in 2024, country, plan (free, pro, team), monthly revenue 0-500", "25"),
        example("Orders with weighted status", "order_id, customer_id, order date last 90 days, product, quantity 1-5, unit price $5-$120, status (delivered 70%, shipped 20%, returned 10%)", "50"),
        example("Field list with types", "id: uuid\nfull_name: string\nemail\ncreated_at: timestamp since 2023\nis_active: boolean\nscore: int 0-100", "20"),
        example("Just name the rows", "employees", "15", "Employee ID, Name, Email, Title, Department, Hired, Salary"),
      ]}
      aside={
        <section aria-labelledby="dd-types" className="rounded-xl border bg-card p-5 lg:col-span-2">
          <h2 id="dd-types" className="mb-3 font-semibold">
            Column types it recognises
          </h2>
          <p className="text-sm text-muted-foreground">
            Names (first, last, full), emails and usernames that match the name, phones, street addresses, cities, regions, countries and codes,
            postcodes, coordinates, companies, job titles, departments, ids and UUIDs, integers and decimals with ranges, prices and amounts,
            percentages, ratings, booleans, dates and timestamps with ranges, years, months, weekdays, value lists, products, categories, SKUs,
            URLs, domains, IP and MAC addresses, user agents, currencies, colours, card numbers, IBANs and free text.
          </p>
        </section>
      }
    >
      <ToolGrid>
        <Pane title="Schema">
          <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Dummy data inputs">
            <Field label="Schema Description" htmlFor="dd-schema" hint={`Columns in words, one per line, DDL or JSON. ${RUN_HINT}`}>
              <Textarea
                id="dd-schema"
                value={schema}
                rows={5}
                maxLength={dummyData.schemaMaxLength}
                placeholder="e.g. customers: name, email, age 18-65, signup date in 2024, country, plan (free, pro, team)"
                className="field-sizing-content min-h-28 font-mono text-[13px]"
                onChange={(e) => setSchema(e.target.value)}
              />
            </Field>
            <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
              <Field label="Number of Rows" htmlFor="dd-rows" hint="1 to 1000">
                <Input
                  id="dd-rows"
                  type="number"
                  inputMode="numeric"
                  min={dummyData.minRows}
                  max={dummyData.maxRows}
                  step={1}
                  value={rows}
                  onChange={(e) => setRows(e.target.value)}
                />
              </Field>
              <Field label="Field Names (optional)" htmlFor="dd-fields" hint="Comma-separated; replace the column names in order.">
                <Input id="dd-fields" value={fieldNames} maxLength={5000} placeholder="e.g. Customer, Email, Age" onChange={(e) => setFieldNames(e.target.value)} />
              </Field>
            </div>
            <Field label="Seed (optional)" htmlFor="dd-seed" hint="The same seed and schema give the same rows again.">
              <Input
                id="dd-seed"
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                value={seed}
                placeholder="e.g. 42"
                className="sm:max-w-40"
                onChange={(e) => setSeed(e.target.value)}
              />
            </Field>
            <Button type="submit" disabled={gen.loading} className="w-full sm:w-auto sm:justify-self-start">
              {gen.loading ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Rows3 aria-hidden="true" />}
              {gen.loading ? "Generating..." : "Generate Data"}
            </Button>
          </form>
        </Pane>

        {result && (
          <div ref={output} className="min-w-0 scroll-mt-20">
            <Pane
              title="Generated Data"
              description={`${result.rowCount} rows × ${result.columns.length} columns · seed ${result.seed}`}
              actions={
                <>
                  <CopyButton text={result.data} label="Copy CSV" />
                  <Button variant="outline" size="sm" onClick={() => downloadText(DOWNLOAD_NAME, result.data, "text/csv;charset=utf-8")}>
                    <Download aria-hidden="true" />
                    Download CSV
                  </Button>
                </>
              }
            >
              <div className="flex flex-wrap gap-1.5" aria-label="How the schema was read">
                {result.columns.map((c) => (
                  <Badge key={c.name} variant="secondary" title={c.source} className="font-normal">
                    <span className="font-medium">{c.name}</span>
                    <span className="text-muted-foreground">{KIND_LABELS[c.kind] ?? c.kind}</span>
                  </Badge>
                ))}
              </div>
              <Tabs value={tab} onValueChange={setTab}>
                <TabsList aria-label="Output view">
                  <TabsTrigger value="table">Table</TabsTrigger>
                  <TabsTrigger value="csv">CSV</TabsTrigger>
                </TabsList>
                <TabsContent value="table">
                  <CsvTable csv={result.data} />
                </TabsContent>
                <TabsContent value="csv">
                  <CodeBlock code={result.data} language="plain" label="Generated CSV" />
                </TabsContent>
              </Tabs>
            </Pane>
          </div>
        )}
      </ToolGrid>
    </ToolPage>
  );
}

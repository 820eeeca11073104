import { useState } from "react";
import { Hammer } from "lucide-react";
import { buildQuery, isDialect, queryTypes, type Dialect, type QueryBuilderInput, type QueryType } from "../../../engines/sql";
import { useRunShortcut } from "../../lib/use-run-shortcut";
import { CodeBlock } from "../../ui/code-block";
import { CopyButton } from "../../ui/copy-button";
import { Input } from "../../ui/input";
import { ChoiceSelect } from "../../ui/choice-select";
import { Textarea } from "../../ui/textarea";
import { Field, Notes, Pane, RunButton, ToolGrid, ToolPage, useQueryFields, useEngineRun, useReveal, type ToolExample } from "../frame";
import { DialectSelect } from "./DialectSelect";

const SLUG = "sql-builder";

const defaults = { db: "standard", type: "SELECT", table: "", columns: "", where: "" };

function isQueryType(v: string): v is QueryType {
  return (queryTypes as readonly string[]).includes(v);
}

const columnCopy: Record<QueryType, { label: string; placeholder: string; hint: string }> = {
  SELECT: {
    label: "Columns",
    placeholder: "id, first name, email",
    hint: "Comma-separated or one per line; empty selects *. Names with spaces or reserved words are quoted for you; expressions such as COUNT(*) AS n are kept.",
  },
  INSERT: {
    label: "Columns",
    placeholder: "sku, name, price",
    hint: "The columns to fill. VALUES gets one placeholder per column, in your database's parameter style.",
  },
  UPDATE: {
    label: "SET clause",
    placeholder: "status = 'inactive', updated_at = CURRENT_TIMESTAMP",
    hint: "column = value pairs separated by commas. A column without a value gets a placeholder.",
  },
  DELETE: { label: "Columns", placeholder: "", hint: "" },
};

export default function SqlBuilderScreen() {
  const [fields, setFields] = useQueryFields(defaults);
  const [result, setResult] = useState<{ sql: string; warnings: string[] } | null>(null);
  const outputRef = useReveal<HTMLDivElement>(result);

  const dialect: Dialect = isDialect(fields.db) ? fields.db : "standard";
  const queryType: QueryType = isQueryType(fields.type) ? fields.type : "SELECT";

  const run = useEngineRun(SLUG, buildQuery, (r) => setResult({ sql: r.sql, warnings: r.warnings }));

  const build = () => run({ queryType, dialect, table: fields.table, columns: fields.columns, where: fields.where });
  useRunShortcut(build);

  const example = (label: string, detail: string, input: Omit<QueryBuilderInput, "dialect">): ToolExample => ({
    label,
    detail,
    apply: () => {
      setFields({ type: input.queryType, table: input.table, columns: input.columns, where: input.where });
      run({ ...input, dialect });
    },
  });

  const copy = columnCopy[queryType];

  return (
    <ToolPage
      slug={SLUG}
      howItWorks={[
        "Pick your database and the kind of statement.",
        "Enter the table and the columns (or, for UPDATE, the SET clause) and an optional WHERE condition.",
        "Build Query writes the statement with names quoted the way your database needs; copy it into your editor.",
      ]}
      examples={[
        example("Active customers", "SELECT with a name that needs quotes", {
          queryType: "SELECT",
          table: "crm.customers",
          columns: "id, first name, email, order",
          where: "status = 'active'",
        }),
        example("Add a product", "INSERT with one placeholder per column", {
          queryType: "INSERT",
          table: "products",
          columns: "sku, name, price, in stock",
          where: "",
        }),
        example("Deactivate a user", "UPDATE two columns of one row", {
          queryType: "UPDATE",
          table: "users",
          columns: "status = 'inactive', updated_at = CURRENT_TIMESTAMP",
          where: "id = 42",
        }),
        example("Clear old log rows", "DELETE with a date condition", {
          queryType: "DELETE",
          table: "audit log",
          columns: "",
          where: "created_at < '2024-01-01'",
        }),
      ]}
    >
      <ToolGrid>
        <Pane title="Query">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Database Type" htmlFor="sql-db" className="min-w-0">
              <DialectSelect id="sql-db" value={dialect} onChange={(db) => setFields({ db })} />
            </Field>
            <Field label="Query Type" htmlFor="sql-type" className="min-w-0">
              <ChoiceSelect
                id="sql-type"
                value={queryType}
                choices={queryTypes}
                onChange={(type) => setFields({ type })}
              />
            </Field>
          </div>
          <Field label="Table Name" htmlFor="sql-table" hint="Schema or dataset in front if you need it: sales.orders, my-project.sales.orders.">
            <Input
              id="sql-table"
              value={fields.table}
              placeholder="e.g. customers"
              autoComplete="off"
              spellCheck={false}
              onChange={(e) => setFields({ table: e.target.value })}
            />
          </Field>
          {queryType !== "DELETE" && (
            <Field label={copy.label} htmlFor="sql-columns" hint={copy.hint}>
              <Textarea
                id="sql-columns"
                value={fields.columns}
                placeholder={copy.placeholder}
                spellCheck={false}
                className="min-h-20 font-mono text-[13px]"
                onChange={(e) => setFields({ columns: e.target.value })}
              />
            </Field>
          )}
          {queryType !== "INSERT" && (
            <Field
              label={
                <>
                  WHERE Clause <span className="font-normal text-muted-foreground">(optional)</span>
                </>
              }
              htmlFor="sql-where"
              hint="A condition as you would write it after WHERE, for example status = 'active' AND country = 'UK'."
            >
              <Textarea
                id="sql-where"
                value={fields.where}
                placeholder="status = 'active'"
                spellCheck={false}
                className="min-h-16 font-mono text-[13px]"
                onChange={(e) => setFields({ where: e.target.value })}
              />
            </Field>
          )}
          <RunButton onClick={build} icon={<Hammer />}>
            Build Query
          </RunButton>
        </Pane>

        {result && (
          <div ref={outputRef} className="min-w-0 scroll-mt-20">
            <Pane title="Generated SQL" actions={<CopyButton text={result.sql} />}>
              <CodeBlock code={result.sql} language="sql" label="Generated SQL" />
              <Notes items={result.warnings} tone="warning" />
            </Pane>
          </div>
        )}
      </ToolGrid>
    </ToolPage>
  );
}

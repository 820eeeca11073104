import { useState } from "react";
import { Merge } from "lucide-react";
import { buildJoin, isDialect, joinTypes, type Dialect, type JoinBuilderInput, type JoinType } from "../../../engines/sql";
import { useRunShortcut } from "../../lib/use-run-shortcut";
import { CodeBlock } from "../../ui/code-block";
import { CopyButton } from "../../ui/copy-button";
import { Input } from "../../ui/input";
import { ChoiceSelect } from "../../ui/choice-select";
import { Field, Notes, Pane, RunButton, ToolGrid, ToolPage, useQueryFields, useEngineRun, useReveal, type ToolExample } from "../frame";
import { DialectSelect } from "../sql-builder/DialectSelect";

const SLUG = "sql-join-builder";

const defaults = { db: "standard", join: "INNER", t1: "", t2: "", k1: "", k2: "" };

const joinLabels: Record<JoinType, string> = {
  INNER: "INNER JOIN",
  LEFT: "LEFT JOIN",
  RIGHT: "RIGHT JOIN",
  "FULL OUTER": "FULL OUTER JOIN",
  UNION: "UNION",
};

function isJoinType(v: string): v is JoinType {
  return (joinTypes as readonly string[]).includes(v);
}

export default function SqlJoinBuilderScreen() {
  const [fields, setFields] = useQueryFields(defaults);
  const [result, setResult] = useState<{ sql: string; notes: string[] } | null>(null);
  const outputRef = useReveal<HTMLDivElement>(result);

  const dialect: Dialect = isDialect(fields.db) ? fields.db : "standard";
  const joinType: JoinType = isJoinType(fields.join) ? fields.join : "INNER";

  const run = useEngineRun(SLUG, buildJoin, (r) => setResult({ sql: r.sql, notes: r.notes }));

  const generate = () =>
    run({ dialect, joinType, leftTable: fields.t1, rightTable: fields.t2, leftKey: fields.k1, rightKey: fields.k2 });
  useRunShortcut(generate);

  const example = (label: string, detail: string, input: JoinBuilderInput): ToolExample => ({
    label,
    detail,
    apply: () => {
      setFields({
        db: input.dialect,
        join: input.joinType,
        t1: input.leftTable,
        t2: input.rightTable,
        k1: input.leftKey,
        k2: input.rightKey,
      });
      run(input);
    },
  });

  return (
    <ToolPage
      slug={SLUG}
      howItWorks={[
        "Choose the database: names are quoted its way and BigQuery, PostgreSQL and MySQL get a header comment.",
        "Choose the join type and enter both tables; for a join, the key column of each (several keys: separate with commas).",
        "Generate SQL and copy it. UNION stacks all rows of both tables; MySQL's missing FULL OUTER JOIN is written as LEFT JOIN … UNION ALL … RIGHT JOIN.",
      ]}
      examples={[
        example("Orders with their customers", "BigQuery LEFT JOIN across a project", {
          dialect: "bigquery",
          joinType: "LEFT",
          leftTable: "my-project.sales.orders",
          rightTable: "my-project.crm.customers",
          leftKey: "customer_id",
          rightKey: "id",
        }),
        example("Every product and every sale", "MySQL FULL OUTER JOIN, the MySQL way", {
          dialect: "mysql",
          joinType: "FULL OUTER",
          leftTable: "products",
          rightTable: "sales",
          leftKey: "product_id",
          rightKey: "product_id",
        }),
        example("Two years of orders", "PostgreSQL UNION of two tables", {
          dialect: "postgresql",
          joinType: "UNION",
          leftTable: "orders_2023",
          rightTable: "orders_2024",
          leftKey: "",
          rightKey: "",
        }),
        example("Employees and their managers", "Self join on two keys", {
          dialect: "standard",
          joinType: "INNER",
          leftTable: "employees",
          rightTable: "employees",
          leftKey: "manager_id, region",
          rightKey: "id, region",
        }),
      ]}
    >
      <ToolGrid>
        <Pane title="Join">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Database Type" htmlFor="join-db" className="min-w-0">
              <DialectSelect id="join-db" value={dialect} onChange={(db) => setFields({ db })} />
            </Field>
            <Field label="Join Type" htmlFor="join-type" className="min-w-0">
              <ChoiceSelect
                id="join-type"
                value={joinType}
                choices={joinTypes}
                label={(t) => joinLabels[t]}
                onChange={(join) => setFields({ join })}
              />
            </Field>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="First Table" htmlFor="join-t1" className="min-w-0">
              <Input
                id="join-t1"
                value={fields.t1}
                placeholder="e.g. orders"
                autoComplete="off"
                spellCheck={false}
                onChange={(e) => setFields({ t1: e.target.value })}
              />
            </Field>
            <Field label="Second Table" htmlFor="join-t2" className="min-w-0">
              <Input
                id="join-t2"
                value={fields.t2}
                placeholder="e.g. customers"
                autoComplete="off"
                spellCheck={false}
                onChange={(e) => setFields({ t2: e.target.value })}
              />
            </Field>
          </div>
          {joinType !== "UNION" && (
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label="First Table Join Key" htmlFor="join-k1" className="min-w-0">
                <Input
                  id="join-k1"
                  value={fields.k1}
                  placeholder="e.g. customer_id"
                  autoComplete="off"
                  spellCheck={false}
                  onChange={(e) => setFields({ k1: e.target.value })}
                />
              </Field>
              <Field label="Second Table Join Key" htmlFor="join-k2" className="min-w-0">
                <Input
                  id="join-k2"
                  value={fields.k2}
                  placeholder="e.g. id"
                  autoComplete="off"
                  spellCheck={false}
                  onChange={(e) => setFields({ k2: e.target.value })}
                />
              </Field>
            </div>
          )}
          <p className="text-xs text-muted-foreground">
            Tables can carry a schema or project: <span className="font-mono">sales.orders</span>,{" "}
            <span className="font-mono">my-project.sales.orders</span>.
          </p>
          <RunButton onClick={generate} icon={<Merge />}>
            Generate SQL
          </RunButton>
        </Pane>

        {result && (
          <div ref={outputRef} className="min-w-0 scroll-mt-20">
            <Pane title="Generated SQL" actions={<CopyButton text={result.sql} />}>
              <CodeBlock code={result.sql} language="sql" label="Generated SQL" />
              <Notes items={result.notes} />
            </Pane>
          </div>
        )}
      </ToolGrid>
    </ToolPage>
  );
}

import type { Expr, Intent } from "../ir";
import { eachNode } from "./intent-walk";
import type { Doc } from "./text";

/**
 * DAX: "cancellation rate - cancelled bookings / all bookings, status is Bookings[Status] = "Cancelled"",
 * "count of Members rows where Members[Status] = "Cancelled" divided by COUNTROWS(Members)": a share of a
 * table's rows that pass a written test is the filtered row count over the row count. A ratio read as a sum
 * of an invented column ("Cancelled Bookings") or of "Count of Rows" is put right.
 */
export function rowShare(intent: Intent, doc: Doc): void {
  if (intent.family !== "ratio") return;
  // The written test: T[C] = "V".
  const m = /(?:'([^'\n]+)'|([A-Za-z_]\w*))\[([^\]\n]+)\]\s*(?:=|==|is|equals)\s*["']([^"'\n]+)["']/.exec(doc.raw);
  if (!m) return;
  const table = (m[1] ?? m[2])!;
  const ref = { text: m[3]!.trim() };
  const value = { text: m[4]! };
  const v = value.text.toLowerCase();
  const rowsOfTable = (e: Expr): boolean =>
    e.kind === "measure" &&
    ((e.measure.agg === "count" && !e.measure.field && e.measure.table === table) ||
      (e.measure.agg === "countd" && !!e.measure.entity && !!e.measure.field?.assumed && e.measure.field.table === table) ||
      (!!e.measure.field && e.measure.field.table === table && /^count of rows\b/i.test(e.measure.field.name)));
  const namedForValue = (e: Expr): boolean =>
    e.kind === "measure" && !!e.measure.field && e.measure.field.table === table && !e.measure.field.assumed && e.measure.field.name.toLowerCase().includes(v.replace(/ed$/, "")) && !doc.quoted.some((q) => q.kind === "dax" && q.text === e.measure.field!.name);
  const num = intent.numerator;
  const den = intent.denominator;
  if (!(rowsOfTable(den) || (den.kind === "measure" && den.filters?.length && rowsOfTable({ ...den, filters: undefined })))) return;
  if (!(rowsOfTable(num) || namedForValue(num))) return;
  const count: Expr = { kind: "measure", measure: { agg: "count", field: null, table } };
  intent.numerator = { ...count, filters: [{ field: { name: ref.text, table }, op: "=", value: value.text }] };
  intent.denominator = count;
  // ("cancellation rate - ...": the name said before the dash or colon; else the share of the value.)
  const label = /^\s*([a-z][a-z ]{2,30}?(?:rate|share|ratio|percentage|percent|%))\s*(?:[-:=]|\s-\s)/i.exec(doc.raw);
  if (label) intent.name = label[1]!.trim().replace(/\b[a-z]/g, (c) => c.toUpperCase());
  else if (/^(?:% |.* per )/.test(intent.name)) intent.name = `% ${value.text}`;
}

/**
 * DAX: "count late deliveries where Deliveries[Status] = "Late"": the things counted are the rows of the table
 * named for them, so COUNTROWS(Deliveries) - not a distinct count of a "Delivery ID" column nobody wrote.
 */
export function entityRows(intent: Intent, doc: Doc): void {
  eachNode(intent, (o) => {
    const f = o.field as { name?: string; table?: string } | undefined;
    if (!(o.entity === true && o.agg === "countd" && f?.name && f.table && / ID$/.test(f.name) && !doc.raw.includes(`[${f.name}]`))) return;
    const noun = f.name.replace(/ ID$/, "").toLowerCase().replace(/\s+/g, "");
    const table = f.table.toLowerCase().replace(/\s+/g, "");
    if (table === `${noun}s` || table === `${noun}es` || table === noun.replace(/y$/, "ies") || table === noun) {
      o.agg = "count";
      o.table = f.table;
      o.field = null;
      delete o.entity;
    }
  });
}

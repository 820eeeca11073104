import { fieldsOf } from "../fields";
import type { Dialect, FieldRef, Intent } from "../ir";
import type { Doc, Quoted } from "./text";

/**
 * Model references the user wrote (DAX Table[Column], Looker ${view.field}) are the user's real
 * names, so the answer should use them:
 * - "ytd revenue, Orders[Revenue]", "number of distinct patients from Visits[PatientID]": a written
 *   reference the answer does not use stands in for the one field the answer made up or read from
 *   plain words (Sales[Revenue], an invented Patient ID);
 * - "distinct count of Enrollments[StudentID] where status = 'Active'": when every written reference
 *   is in one table (or view), the plain-word fields are in it too, not in the default "Sales" table.
 * A date table (Date, Calendar) is left out of both rules: time intelligence reads it apart.
 */
const DATE_TABLE = /^(?:date|dates|calendar|time|period|dim ?date|date ?dim)$/i;

const isWritten = (q: Quoted): boolean => q.kind === "dax" || q.kind === "looker";
const homeOf = (q: Quoted): string | undefined => q.table ?? q.view;
const sameRef = (f: FieldRef, q: Quoted): boolean => f.name === q.text && (f.table ?? f.view) === homeOf(q);
const isDateLike = (f: { name: string; table?: string }): boolean => /\bdate\b|\bdates$/i.test(f.name) || (!!f.table && DATE_TABLE.test(f.table));

export function useWrittenReferences(intent: Intent, doc: Doc, dialect: Dialect): void {
  if (dialect !== "dax" && dialect !== "looker") return;
  const written = doc.quoted.filter((q) => isWritten(q) && !(q.table && DATE_TABLE.test(q.table)) && !/\bdate\b/i.test(q.text));
  if (!written.length) return;
  const fields = fieldsOf(intent);
  // "for each Policy[Line of Business]", "by Product[Category]": a grouping of the view, not the measure.
  const grouping = (q: Quoted): boolean => {
    const i = doc.quoted.indexOf(q);
    return new RegExp(`\\b(?:for each|for every|by|per|across(?: all)?|within|over|each|all)\\s+(?:the\\s+)?§${i}\\b`).test(doc.text);
  };
  const unused = written.filter((q) => !fields.some((f) => sameRef(f, q)) && !grouping(q));
  const plain = uniqueByName(fields.filter((f) => !f.table && !f.view && !f.column && !f.isMeasureRef && !isDateLike(f)));
  if (unused.length === 1 && plain.length === 1) {
    const q = unused[0]!;
    for (const f of fields.filter((x) => x.name === plain[0]!.name && !x.table && !x.view)) {
      f.name = q.text;
      delete f.assumed;
      if (q.table) f.table = q.table;
      if (q.view) f.view = q.view;
    }
  }
  const homes = new Set(written.map(homeOf).filter((h): h is string => !!h));
  if (homes.size !== 1) return;
  const home = [...homes][0]!;
  for (const f of fieldsOf(intent)) {
    if (f.table || f.view || f.column || f.isMeasureRef || isDateLike(f)) continue;
    if (dialect === "dax") f.table = home;
    else f.view = home;
  }
  if (dialect === "dax") countRowsIn(intent, home);
}

function uniqueByName(fs: FieldRef[]): FieldRef[] {
  return fs.filter((f, i) => fs.findIndex((g) => g.name === f.name) === i);
}

/** A row count with no table ("number of rows") counts the one table the user named. */
function countRowsIn(intent: Intent, table: string): void {
  const visit = (v: unknown): void => {
    if (!v || typeof v !== "object") return;
    if (Array.isArray(v)) return v.forEach(visit);
    const o = v as Record<string, unknown>;
    if ("agg" in o && o.field === null && !o.table) o.table = table;
    for (const x of Object.values(o)) visit(x);
  };
  visit(intent);
}

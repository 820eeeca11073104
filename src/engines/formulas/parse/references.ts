import { fieldsOf } from "../fields";
import type { Dialect, FieldRef, Intent } from "../ir";
import { type Doc, type Quoted, PLACEHOLDER, displayWord, wordsOf } from "./text";

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

/**
 * "ytd donations using Gift Amount and Gift Date", "average deal size for Closed Won only, columns
 * Stage and Amount": columns listed at the end are the user's real names for what the request said in
 * plain words, so they replace the fields the answer took from those words (a date for a date, the
 * measure for a measure-like name, a tested field for the other).
 */
export function useListedColumns(intent: Intent, doc: Doc): void {
  const listed = listedColumns(doc);
  if (listed.length === 0) return oneTrailingColumn(intent, doc);
  if (listed.length < 2) return;
  const fields = uniqueByName(fieldsOf(intent));
  const has = (n: string) => fields.some((f) => f.name.toLowerCase() === n.toLowerCase());
  const unused = listed.filter((n) => !has(n));
  if (!unused.length) return;
  const tested = conditionFields(intent);
  const others = fields.filter((f) => !listed.some((n) => n.toLowerCase() === f.name.toLowerCase()) && !f.table && !f.view && !f.column);
  const rename = (f: FieldRef, n: string) => {
    for (const g of fieldsOf(intent)) if (g.name === f.name) { g.name = n; delete g.assumed; }
  };
  const dateName = (n: string) => /\b(?:date|day|time|month|year|week)\b/i.test(n);
  for (const isDate of [true, false]) {
    const names = unused.filter((n) => dateName(n) === isDate);
    const fs = others.filter((f) => isDateLike(f) === isDate);
    if (names.length === 1 && fs.length === 1) rename(fs[0]!, names[0]!);
    else if (names.length === 2 && fs.length === 2 && !isDate) {
      const measureName = names.find((n) => MEASURE_LIKE.test(n));
      const testedField = fs.find((f) => tested.has(f.name));
      if (!measureName || !testedField || names.every((n) => MEASURE_LIKE.test(n))) continue;
      rename(fs.find((f) => f !== testedField)!, measureName);
      rename(testedField, names.find((n) => n !== measureName)!);
    }
  }
}

const MEASURE_LIKE = /\b(?:amount|sales|revenue|cost|costs|price|value|qty|quantity|count|total|spend|profit|score|units|hours|fee|fees|balance|income|margin|weight|duration|minutes|points)\b/i;

function conditionFields(intent: Intent): Set<string> {
  const out = new Set<string>();
  const visit = (v: unknown): void => {
    if (!v || typeof v !== "object") return;
    if (Array.isArray(v)) return v.forEach(visit);
    const o = v as Record<string, unknown>;
    if (typeof o.op === "string" && o.field && typeof (o.field as FieldRef).name === "string") out.add((o.field as FieldRef).name);
    for (const x of Object.values(o)) visit(x);
  };
  visit(intent);
  return out;
}

const ITEM = "(?:§\\d+|[a-z][a-z0-9_]*(?:\\s+[a-z][a-z0-9_]*){0,3}?)";
const LISTED = new RegExp(`(?:^|,|\\s)\\s*(?:using|from|with|columns?|cols?|fields?|based on)\\s+(?:the\\s+)?(?:columns?\\s+|fields?\\s+)?(${ITEM}(?:\\s*,\\s*${ITEM})*\\s*,?\\s+and\\s+${ITEM})\\s*$`);

function listedColumns(doc: Doc): string[] {
  const m = LISTED.exec(doc.text);
  if (!m) return [];
  const saidColumns = /\b(?:columns?|cols?|fields?)\s/.test(m[0]);
  const items = m[1]!.split(/\s*,\s*(?:and\s+)?|\s+and\s+/).map((x) => x.trim()).filter(Boolean);
  const out: string[] = [];
  for (const item of items) {
    const ph = PLACEHOLDER.exec(item);
    if (ph && item === ph[0]) {
      const q = doc.quoted[Number(ph[1])]!;
      if (q.kind === "quote" || q.kind === "column") return [];
      out.push(q.text);
      continue;
    }
    const ws = wordsOf(item);
    // Plain lower-case words are names only after "columns"; otherwise they must be written in Title Case.
    if (!saidColumns && !ws.every((w) => /^[A-Z]/.test(doc.casing.get(w) ?? ""))) return [];
    out.push(ws.map((w) => displayWord(w, doc.casing)).join(" "));
  }
  return out;
}

/**
 * "revenue from paid search only, Channel = 'Paid Search'": the same value read twice, once for a
 * field the engine guessed and once for the field the user named. The guessed test goes.
 */
export function dropEchoedConditions(intent: Intent): void {
  const visit = (v: unknown): void => {
    if (!v || typeof v !== "object") return;
    if (Array.isArray(v)) {
      const conds = v.filter(isCondition);
      if (conds.length > 1) {
        for (const c of conds) {
          const same = (d: { op: string; value: unknown }) => d.op === c.op && String(d.value).toLowerCase() === String(c.value).toLowerCase();
          // A guessed field, or a shorter name of the field the user wrote ("prepaid plans" → Plan; "Plan Type = Prepaid").
          const echo = conds.some((d) => d !== c && same(d) && ((c.field.assumed && !d.field.assumed) || d.field.name.toLowerCase().startsWith(`${c.field.name.toLowerCase()} `)));
          if (echo) v.splice(v.indexOf(c), 1);
        }
      }
      return v.forEach(visit);
    }
    for (const x of Object.values(v as Record<string, unknown>)) visit(x);
  };
  visit(intent);
}

function isCondition(x: unknown): x is { field: FieldRef; op: string; value: unknown } {
  return !!x && typeof x === "object" && typeof (x as { op?: unknown }).op === "string" && !!(x as { field?: unknown }).field;
}

const squash = (n: string) => n.toLowerCase().replace(/[^a-z0-9]/g, "");

/**
 * "how many unique students, student_id": a column named after a comma is the one the answer had to
 * guess (or the same name spelled the user's way).
 */
function oneTrailingColumn(intent: Intent, doc: Doc): void {
  const m = /,\s*(?:(?:the\s+)?(?:column|field|col)\s+)?(§\d+|[a-z][a-z0-9]*_[a-z0-9_]+)\s*$/.exec(doc.text);
  if (!m) return;
  const ph = PLACEHOLDER.exec(m[1]!);
  const q = ph ? doc.quoted[Number(ph[1])]! : null;
  if (q && q.kind !== "bracket" && q.kind !== "name") return;
  const name = q ? q.text : (doc.casing.get(m[1]!) ?? m[1]!);
  const fields = uniqueByName(fieldsOf(intent));
  if (fields.some((f) => f.name === name)) return;
  const pick = fields.filter((f) => f.assumed || squash(f.name) === squash(name));
  if (pick.length !== 1) return;
  for (const g of fieldsOf(intent)) if (g.name === pick[0]!.name) { g.name = name; delete g.assumed; }
}

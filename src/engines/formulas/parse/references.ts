import { fieldsOf } from "../fields";
import { eachNode } from "./intent-walk";
import type { Dialect, FieldRef, Intent } from "../ir";
import { type SheetLayout, sheetLayout } from "./sheet-layout";
import { type Doc, PLACEHOLDER, displayWord, singular, wordsOf } from "./text";

/**
 * Names the user wrote as names (DAX Table[Column], Looker ${view.field}, [Bracketed], snake_case) are
 * the user's real columns, so the answer should use them:
 * - "ytd revenue, Orders[Revenue]", "Ytd deposits ..., deposit_amount, dated by transaction_date",
 *   "number of distinct patients from Visits[PatientID]": a written name the answer does not use
 *   stands in for the field the answer read from plain words or made up, the one sharing most words
 *   with it (a date for a date); with no shared word, the only such field;
 * - "distinct count of Enrollments[StudentID] where status = 'Active'": when every written reference
 *   is in one table (or view), the plain-word fields are in it too, not in the default "Sales" table.
 * A date table (Date, Calendar) is not a home for the other fields.
 */
export const DATE_TABLE = /^(?:date|dates|calendar|time|period|dim ?date|date ?dim)$/i;

interface Written {
  name: string;
  table?: string;
  view?: string;
  /** Where it sits in the text: a placeholder or the snake_case token itself. */
  token: string;
  /** Written as [Name] alone: in DAX, a measure. */
  bracket?: boolean;
}

/** Snake_case words that are functions or URL parameters, not columns ("is_null check", "the utm_source value"). */
const NOT_A_COLUMN =
  /^(?:is_null|is_not_null|if_null|is_blank|not_null|count_distinct|running_total|offset_list|pivot_offset|pivot_row|pivot_column|diff_days|diff_months|diff_years|diff_hours|diff_minutes|diff_seconds|trunc_days|trunc_weeks|trunc_months|trunc_quarters|trunc_years|extract_years|extract_months|extract_days|date_diff|date_trunc|datetime_diff|datetime_trunc|format_datetime|regexp_extract|regexp_match|regexp_replace|left_text|right_text|approx_count_distinct|contains_text|utm_[a-z_]+|gclid|fbclid|msclkid)$/;

const homeOf = (q: { table?: string; view?: string }): string | undefined => q.table ?? q.view;
export const isDateLike = (f: { name: string; table?: string }): boolean =>
  // ("avg_handle_time", "Wait Time", "total_response_time": a duration, a number.)
  !/(?:^|[\s_])(?:avg|average|total|sum|mean|handle|handling|wait|waiting|response|resolution|processing|lead|cycle|talk|hold|travel|transit|delivery|prep|run|idle|down|up|screen|watch|play|session)[\s_]+time$/i.test(f.name) &&
  // ("On Time Rate", "On-Time Deliveries": punctuality, not a time.)
  !/\bon[\s_-]?time\b/i.test(f.name) &&
  (/\b(?:date|dates|datetime|timestamp|time)\b|_(?:date|dt|at|time|datetime|timestamp)$|^(?:date|dt)_|\s(?:At|On)$/i.test(f.name) || /[a-z](?:Date|DateTime|Datetime|Timestamp)$/.test(f.name) || (!!f.table && DATE_TABLE.test(f.table)));
const stems = (s: string): Set<string> =>
  new Set(
    s
      // ("BookingDate" has the words of "Booking Date".)
      .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((w) => w && !/^(?:the|of|a|an|total|sum|number|count|avg|average)$/.test(w))
      .map((w) => (w === "datetime" || w === "dt" ? "date" : /^[a-z]{2}s$/.test(w) ? w.slice(0, 2) : singular(w))),
  );

function writtenNames(doc: Doc): Written[] {
  const out: Written[] = [];
  doc.quoted.forEach((q, i) => {
    if (q.kind === "dax" || q.kind === "looker" || q.kind === "bracket" || (q.kind === "name" && /\(.+\)$/.test(q.text) && !doc.quoted.some((o) => o.kind === "quote" && o.text.includes(q.text)))) out.push({ name: q.text, ...(q.table ? { table: q.table } : {}), ...(q.view ? { view: q.view } : {}), token: `§${i}`, ...(q.kind === "bracket" ? { bracket: true } : {}) });
  });
  // Names given as context before the ask ("yield table with Harvest Year and Yield Tonnes, I need ...").
  for (const c of doc.context ?? []) out.push({ name: c.name, ...(c.table ? { table: c.table } : {}), ...(c.view ? { view: c.view } : {}), token: "" });
  for (const m of doc.text.matchAll(/(?<![§\w])[a-z][a-z0-9]*_[a-z0-9_]*[a-z0-9](?![\w])/g)) {
    if (!NOT_A_COLUMN.test(m[0])) out.push({ name: doc.casing.get(m[0]) ?? m[0], token: m[0] });
  }
  // "from the PriceList sheet": a sheet or table, not a column.
  return out.filter((w) => !w.token || !new RegExp(`${w.token}\\s+(?:sheet|tab|table|worksheet|workbook|list)\\b`).test(doc.text));
}

export function useWrittenReferences(intent: Intent, doc: Doc, dialect: Dialect): void {
  useContext(intent, doc);
  const written = writtenNames(doc);
  if (!written.length) return;
  countIds(intent, /\b(?:distinct|unique)\b/.test(doc.text));
  const fields = fieldsOf(intent);
  const same = (f: FieldRef, w: Written): boolean => f.name.toLowerCase() === w.name.toLowerCase() && (!homeOf(w) || homeOf(f) === homeOf(w));
  // ("ytd kwh sold ..., fields are [kWh Sold] and [Invoice Date]": a field read from words takes the written name's letters.)
  for (const f of fields) {
    const w = written.find((x) => same(f, x) && x.name !== f.name && /[a-z][A-Z]/.test(x.name));
    if (w && !f.table && !f.view && !f.column) f.name = w.name;
  }
  // "for each Policy[Line of Business]", "by Product[Category]": a grouping of the view, not the measure.
  // ("% of total permits for each permit type (Permits[Permit Type])": a context name said after "for each" is the grouping too.)
  const grouping = (w: Written): boolean =>
    new RegExp(`\\b(?:for each|for every|by|per|across(?: all)?|within|over|each|all)\\s+(?:the\\s+)?${w.token || w.name.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\w])`).test(doc.text);
  const unused = written.filter((w) => !fields.some((f) => same(f, w)) && (w.token || !grouping(w)));
  const isWrittenField = (f: FieldRef) => written.some((w) => same(f, w));
  // (A field placed in the home table the request named, "the Orders table ... with Orders[Amount]", is still plain words.)
  const counted = /\b(?:how many|number of|count of|count)\b/.test(doc.text) && !MEASURE_WRITTEN_COUNT.test(doc.text) ? countedIds(intent) : new Set<string>();
  const plain = uniqueByName(fields.filter((f) => !counted.has(f.name) && !f.column && !f.isMeasureRef && !isWrittenField(f) && (!homeOf(f) || (isDateLike(f) && f.assumed) || (!!f.table && !doc.raw.includes(`${f.table}[${f.name}]`) && (written.some((w) => w.table === f.table) || (dialect === "dax" && written.every((w) => !w.table && !w.view)))))));
  const taken = new Set<FieldRef>();
  const rename = (target: FieldRef, w: Written) => {
    // "Value Group" for an assumed "Value" is named for the column that takes its place.
    if (target.assumed && "name" in intent && typeof intent.name === "string" && intent.name.startsWith(`${target.name} `) && /^(?:Group|Tier|Band|Bin|Flag)$/.test(intent.name.slice(target.name.length + 1))) intent.name = `${w.name}${intent.name.slice(target.name.length)}`;
    for (const f of fields.filter((x) => x.name === target.name && homeOf(x) === homeOf(target))) {
      // ("... in the visits table? column is clinic id": a column named apart stays in the table said in words.)
      const home = !w.table && !w.view && f.table && !doc.raw.includes(`${f.table}[`) ? f.table : undefined;
      f.name = w.name;
      delete f.assumed;
      delete f.table;
      delete f.view;
      if (home) f.table = home;
      // ("... daily new cases. The measure [New Cases] already exists": a DAX name in brackets alone is a measure.)
      if (dialect === "dax" && w.bracket && !f.isMeasureRef && /\b(?:measure|measures|already exists?|exists already|existing)\b/i.test(doc.raw)) {
        delete f.table;
        f.isMeasureRef = true;
      }
      if (w.table) f.table = w.table;
      if (w.view) f.view = w.view;
    }
    taken.add(target);
    renamed.push(w.name);
  };
  const renamed: string[] = [];
  for (const isDate of [true, false]) {
    const ws = unused.filter((w) => isDateLike({ name: w.name, ...(w.table ? { table: w.table } : {}) }) === isDate);
    const cands = () => plain.filter((f) => !taken.has(f) && isDateLike(f) === isDate);
    const left: Written[] = [];
    for (const w of ws) {
      const wStems = stems(`${w.name} ${homeOf(w) ?? ""}`);
      const scored = cands().map((f) => ({ f, n: [...stems(f.name)].filter((x) => wStems.has(x)).length }));
      const best = Math.max(0, ...scored.map((x) => x.n));
      const top = scored.filter((x) => x.n === best);
      if (best > 0 && top.length === 1) rename(top[0]!.f, w);
      else left.push(w);
    }
    // No shared word: the only field of that kind the answer read from plain words.
    const loose = left.filter((w) => !grouping(w));
    if (loose.length === 1 && cands().length === 1 && (isDate || cands()[0]!.assumed || dialect === "dax" || dialect === "looker" || loose[0]!.token === "" || loose[0]!.token.startsWith("§"))) rename(cands()[0]!, loose[0]!);
    // ("sales for Gold members only (the column is Loyalty Tier)": the one guessed field is the one named.)
    else if (loose.length === 1 && cands().filter((f) => f.assumed).length === 1 && loose[0]!.token === "") rename(cands().find((f) => f.assumed)!, loose[0]!);
  }
  // A renamed field's aggregation follows what it now names: an ID is counted, a count column summed.
  if (renamed.length) countIds(intent, /\b(?:distinct|unique|number of|how many)\b/.test(doc.text));
  for (const name of renamed) sumCountColumns(intent, name);
  if (dialect !== "dax" && dialect !== "looker") return;
  const homes = new Set([...written.filter((w) => !(w.table && DATE_TABLE.test(w.table))).map(homeOf), ...(dialect === "dax" ? (doc.tables ?? []).filter((t) => !DATE_TABLE.test(t)) : [])].filter((h): h is string => !!h));
  if (homes.size !== 1) return;
  const home = [...homes][0]!;
  // "sales amount for the East region only (Stores[Region])": a dimension table written for its filter
  // holds no sales; an unwritten money or quantity measure stays in the fact table.
  const lookupTable = dialect === "dax" && /^(?:stores?|products?|customers?|regions?|categor(?:y|ies)|employees?|territor(?:y|ies)|branch(?:es)?|locations?|departments?|suppliers?|vendors?|geograph(?:y|ies)|channels?|segments?|accounts?)$/i.test(home);
  for (const f of fieldsOf(intent)) {
    // ("running total of Opportunities[Amount] by close date": a date the user named lives with the measure;
    // a guessed one is left to the date table.)
    if (f.table || f.view || f.column || f.isMeasureRef || (isDateLike(f) && (f.assumed || DATE_TABLE.test(f.name)))) continue;
    if (lookupTable && MEASURE_LIKE.test(f.name) && !/\b(?:count|score|balance)\b/i.test(f.name)) continue;
    if (dialect === "dax") f.table = home;
    else f.view = home;
  }
  if (dialect === "dax") countRowsIn(intent, home);
}

/** The IDs of things counted ("how many shipments" counts Shipment ID): never renamed to a listed amount. */
function countedIds(intent: Intent): Set<string> {
  const counted = new Set<string>();
  eachNode(intent, (o) => {
    if (o.entity === true && o.field && typeof (o.field as FieldRef).name === "string") counted.add((o.field as FieldRef).name);
  });
  return counted;
}

function uniqueByName(fs: FieldRef[]): FieldRef[] {
  return fs.filter((f, i) => fs.findIndex((g) => g.name === f.name) === i);
}

/** A row count with no table ("number of rows") counts the one table the user named. */
function countRowsIn(intent: Intent, table: string): void {
  eachNode(intent, (o) => {
    if ("agg" in o && o.field === null && !o.table) o.table = table;
  });
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
  // (The ID of a counted thing - "how many shipments" - is counted, not a listed amount: it is not renamed to "Weight".)
  const counted = countedIds(intent);
  const others = fields.filter((f) => !listed.some((n) => n.toLowerCase() === f.name.toLowerCase()) && !f.table && !f.view && !f.column && !counted.has(f.name));
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

/** "count of ... [Order ID]"-style asks that name the counted column themselves. */
const MEASURE_WRITTEN_COUNT = /\b(?:count|number)\s+of\s+(?:distinct\s+|unique\s+)?§\d+/;

const MEASURE_LIKE = /\b(?:amount|sales|revenue|cost|costs|price|value|qty|quantity|count|total|spend|profit|score|units|hours|fee|fees|balance|income|margin|weight|duration|minutes|points)\b/i;

function conditionFields(intent: Intent): Set<string> {
  const out = new Set<string>();
  eachNode(intent, (o) => {
    if (typeof o.op === "string" && o.field && typeof (o.field as FieldRef).name === "string") out.add((o.field as FieldRef).name);
  });
  return out;
}

const ITEM = "(?:§\\d+|[a-z][a-z0-9_]*(?:\\s+[a-z][a-z0-9_]*){0,3}?)";
const LISTED = new RegExp(`(?:^|,|\\s)\\s*(?:using|from|with|columns?|cols?|fields?|based on)\\s+(?:the\\s+)?(?:columns?\\s+|fields?\\s+)?(?:(?:are|is)\\s+|:\\s*)?(${ITEM}(?:\\s*,\\s*${ITEM})*\\s*,?\\s+and\\s+${ITEM})\\s*$`);

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
          // "late deliveries where Days Late > 0": a guessed Status = "Late" repeats the written test on Days Late.
          const word = typeof c.value === "string" ? c.value.toLowerCase() : null;
          const described = !!word && !!c.field.assumed && c.op === "=" && conds.some((d) => d !== c && !d.field.assumed && new RegExp(`\\b${word.replace(/[^a-z0-9 ]/g, "")}\\b`).test(d.field.name.toLowerCase()));
          if (echo || described) v.splice(v.indexOf(c), 1);
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

/**
 * What the context says beyond names: the two dates of a difference in the order given ("Ship Date and
 * Delivery Date columns, how many days in transit?") and the sheet a lookup reads.
 */
function useContext(intent: Intent, doc: Doc): void {
  const context = doc.context ?? [];
  const dates = context.filter((c) => isDateLike({ name: c.name }));
  if (intent.family === "dateDiff" && dates.length === 2) {
    const [start, end] = [intent.start, intent.end];
    const open = (x: FieldRef | "today") => x !== "today" && !dates.some((d) => d.name.toLowerCase() === x.name.toLowerCase());
    if (open(start) && open(end)) {
      intent.start = { name: dates[0]!.name };
      intent.end = { name: dates[1]!.name };
    }
  }
  if (intent.family === "lookup" && intent.source === "Lookup" && doc.tables?.length) intent.source = doc.tables[doc.tables.length - 1]!;
  // The key the context names: the one of its columns that is not the value fetched (an ID, SKU or code first).
  if (intent.family === "lookup" && intent.key.assumed) {
    const others = context.filter((c) => c.name.toLowerCase() !== intent.result.name.toLowerCase());
    const key = others.find((c) => /\b(?:id|sku|code|key|number|no)\b|id$/i.test(c.name)) ?? (others.length === 1 ? others[0] : undefined);
    if (key) intent.key = { name: key.name };
  }
}

/** Excel: each field the context placed ("Order Date in A") keeps that column (once names are settled). */
export function placeContextColumns(intent: Intent, doc: Doc, dialect: Dialect): void {
  if (dialect !== "excel") return;
  placeNamedLetters(intent, doc);
  const ctx = doc.context ?? [];
  // "columns are Class Name and Attendees": a sheet's columns listed without letters sit in that order (A, B, ...).
  const inOrder = ctx.length >= 2 && ctx.length <= 26 && ctx.every((x) => !x.column && !x.view && !x.table) && /\b(?:columns?|cols?|headers?)\s+(?:are|is|:)|\b(?:sheet|tab|table)\s+(?:has|holds|contains|includes|lists)\s+(?:the\s+)?(?:columns?\s+)?[A-Z]/i.test(`${doc.contextText ?? ""} ${doc.raw}`);
  for (const f of fieldsOf(intent)) {
    const at = ctx.findIndex((x) => x.name.toLowerCase() === f.name.toLowerCase());
    const c = ctx[at];
    if (c?.column && !f.column) f.column = c.column;
    else if (c && inOrder && !f.column) f.column = String.fromCharCode(65 + at);
  }
  // ("months in column A, spend in column B. need month over month % change": a field the tool had to guess that
  // sits in a column the user named takes that column's name.)
  const letters = [...ctx.filter((c) => c.column).map((c) => ({ text: c.name, column: c.column! })), ...contextLetters(doc.contextText ? sheetLayout(doc.contextText) : undefined)];
  const open = uniqueByName(fieldsOf(intent).filter((f) => f.assumed && !f.column && !isDateLike(f)));
  if (open.length === 1) {
    const used = new Set(fieldsOf(intent).flatMap((f) => (f.column ? [f.column] : [])));
    const free = letters.filter((l, i, all) => !used.has(l.column) && all.findIndex((x) => x.column === l.column) === i && !isDateLike({ name: l.text }) && !/^(?:months?|weeks?|days?|years?|quarters?|periods?|dates?)$/i.test(l.text.trim()));
    if (free.length === 1) for (const f of fieldsOf(intent).filter((x) => x.name === open[0]!.name)) f.column = free[0]!.column;
  }
  const guessed = uniqueByName(fieldsOf(intent).filter((f) => f.assumed && f.column));
  for (const g of guessed) {
    const named = letters.find((l) => l.column === g.column);
    if (!named || fieldsOf(intent).some((f) => !f.assumed && f.column === g.column)) continue;
    const name = named.text.replace(/\b[a-z]/g, (x) => x.toUpperCase());
    for (const f of fieldsOf(intent).filter((x) => x.name === g.name)) {
      f.name = name;
      delete f.assumed;
    }
    if ("name" in intent && typeof intent.name === "string" && intent.name.includes(g.name)) (intent as { name: string }).name = intent.name.replace(g.name, name);
  }
}

/** An ID column is counted (distinct), never summed: "sum of Traveler ID" is always a slip of reading. */
/** A column that identifies rows: "Customer ID", "PlayerID", "order_id". */
const ID_NAME = /(?:\bID|\bId|_id|[a-z]ID)$/;

function countIds(intent: Intent, distinctSaid: boolean): void {
  eachNode(intent, (o) => {
    const f = o.field as FieldRef | null | undefined;
    // ("number of paying players (distinct Purchases[PlayerID])": a count of IDs said to be distinct.)
    if ((o.agg === "sum" || (o.agg === "count" && distinctSaid)) && f && typeof f.name === "string" && ID_NAME.test(f.name)) {
      o.agg = "countd";
      o.entity = true;
    }
  });
}

/** "orders" counted as distinct IDs, then named Orders[Order Count]: a column of counts is summed. */
function sumCountColumns(intent: Intent, name: string): void {
  if (ID_NAME.test(name)) return;
  eachNode(intent, (o) => {
    const f = o.field as FieldRef | null | undefined;
    if (o.entity === true && o.agg === "countd" && f && f.name === name) {
      o.agg = "sum";
      delete o.entity;
    }
  });
}

/**
 * DAX: "a 'Calendar' date table", "the date table is Dates", "with our Calendar table": the date column of
 * time intelligence is that table's Date (the default is 'Date'[Date]). "count of outages" in an Outages
 * table counts its rows.
 */
export function useDateTable(intent: Intent, doc: Doc, dialect: Dialect): void {
  if (dialect !== "dax") return;
  const said = `${doc.contextText ?? ""} ${doc.raw}`;
  const m =
    /(?:'([^']+)'|\b([A-Z][\w]*))\s+(?:date\s+table|calendar\s+table|date\s+dimension)\b/.exec(said) ??
    /\bdate\s+table\s+(?:is|=|:|called|named)\s+(?:'([^']+)'|([A-Za-z_]\w*))/i.exec(said) ??
    /(?:'([^']+)'|\b([A-Z]\w*))\s+table\b/.exec(said);
  const name = m ? (m[1] ?? m[2])! : null;
  if (name && DATE_TABLE.test(name) && name !== "Date") {
    const visit = (v: unknown, key?: string): void => {
      if (!v || typeof v !== "object") return;
      if (Array.isArray(v)) return v.forEach((x) => visit(x));
      const o = v as Record<string, unknown>;
      if (key === "date" && typeof o.name === "string" && (o.assumed || (o.name === "Date" && !o.table))) {
        o.name = "Date";
        o.table = name;
        delete o.assumed;
      }
      for (const [k, x] of Object.entries(o)) visit(x, k);
    };
    visit(intent);
  }
  // "Installs[InstallDate] relates to 'Date'[Date]", "Memberships[Start Date] is linked to 'Date'[Date]": time
  // runs on the date table the fact's date is related to (filters on the fact's own column would miss the model's calendar).
  const related = /(?:relates?|related|linked|joined|connected|mapped)\s+to\s+(?:'([^']+)'|([A-Za-z_]\w*))\s*\[([^\]]+)\]/i.exec(said);
  // ("date table 'Date'[Date] is related to Sessions[SessionDate]": the date table may be the one said first.)
  const first = related ? /(?:'([^']+)'|([A-Za-z_]\w*))\s*\[([^\]]+)\]\s+(?:is\s+|are\s+)?(?:relates?|related|linked|joined|connected|mapped)\s+to\s+(?:'[^']+'|[A-Za-z_]\w*)\s*\[[^\]]+\]/i.exec(said) : null;
  const side = related && first && !DATE_TABLE.test((related[1] ?? related[2])!) && DATE_TABLE.test((first[1] ?? first[2])!) ? first : related;
  if (side) {
    const table = (side[1] ?? side[2])!;
    const column = side[3]!;
    const visit = (v: unknown, key?: string): void => {
      if (!v || typeof v !== "object") return;
      if (Array.isArray(v)) return v.forEach((x) => visit(x));
      const o = v as Record<string, unknown>;
      if (key === "date" && typeof o.name === "string" && o.table !== table) {
        o.name = column;
        o.table = table;
        delete o.assumed;
      }
      for (const [k, x] of Object.entries(o)) visit(x, k);
    };
    visit(intent);
  }
  // Outages[Outages]: a count of the table's own name is its row count.
  const rows = (v: unknown): void => {
    if (!v || typeof v !== "object") return;
    if (Array.isArray(v)) return v.forEach(rows);
    const o = v as Record<string, unknown>;
    const f = o.field as FieldRef | null | undefined;
    // ("how many quiz attempts passed, a pass is Quizzes[Score] >= 70": a count of words no column was written for,
    // in the one table the request names, counts that table's rows.)
    const written = (n: string) => doc.quoted.some((q) => (q.kind === "dax" || q.kind === "bracket") && q.text.toLowerCase() === n.toLowerCase());
    const tables = new Set(doc.quoted.filter((q) => q.kind === "dax" && q.table).map((q) => q.table!.toLowerCase()));
    const unwrittenCount = o.agg === "count" && !!f?.table && !written(f.name) && tables.size === 1 && tables.has(f.table.toLowerCase()) && !f.assumed && !/\b(?:id|key|code|number|name|date)$/i.test(f.name);
    if (((o.agg === "count" || o.agg === "countd") && f?.table && f.name.toLowerCase() === f.table.toLowerCase()) || unwrittenCount) {
      o.agg = "count";
      o.field = null;
      o.table = f.table;
      delete o.entity;
    }
    for (const x of Object.values(o)) rows(x);
  };
  rows(intent);
}

/**
 * Excel: "list date is in D and sold date is in E", "the plan name is in column C": a field the answer
 * read from words sits in the column the user gave a name of the same words. The sheet and first data
 * row the user named ("on the Requests sheet", "header in row 3") hold for every field of the data.
 */
function placeNamedLetters(intent: Intent, doc: Doc): void {
  const said = doc.contextText ? sheetLayout(doc.contextText) : undefined;
  const named: Array<{ text: string; column?: string }> = [...doc.quoted.filter((q) => q.kind === "column" && q.column && !q.cell && q.text !== q.column), ...contextLetters(said)];
  const fields = fieldsOf(intent);
  const taken = new Set(fields.flatMap((f) => (f.column ? [f.column.toUpperCase()] : [])));
  for (const f of fields) {
    if (f.column || f.range || f.table || f.view) continue;
    const own = stems(f.name);
    // Every word of the field in the name given (a generic date/name/value aside), else its last word
    // ("donation amount" for "amount is in column F").
    const whole = named.filter((q) => !taken.has(q.column!) && [...stems(q.text)].some((w) => own.has(w)) && [...own].every((w) => stems(q.text).has(w) || /^(?:date|name|value)$/.test(w)));
    const head = [...own].pop();
    // ("rank dealers by units sold, units are in D2:D30": a shorter name whose words are all the field's, its first among them.)
    const part = named.filter((q) => !taken.has(q.column!) && stems(q.text).size > 0 && [...stems(q.text)].every((w) => own.has(w) && !/^(?:date|name|value|id|number)$/.test(w)) && own.has([...stems(q.text)][0]!) && [...own][0] === [...stems(q.text)][0]);
    const best = whole.length ? whole : part.length === 1 ? part : named.filter((q) => !taken.has(q.column!) && !!head && !/^(?:date|name|value)$/.test(head) && [...stems(q.text)].pop() === head);
    const letters = new Set(best.map((q) => q.column!));
    if (letters.size !== 1) continue;
    const l = [...letters][0]!;
    for (const g of fields.filter((x) => x.name === f.name)) g.column = l;
    taken.add(l);
  }
  // "year to date donations - add up column C by the dates in column A": the fields still without a
  // column take the columns the user pointed at and no field uses, a date for a date, one of each.
  // ("values in C2:C101": a range said only as values holds the one measure, and keeps its bounds.)
  const unused = doc.quoted.filter((q) => q.kind === "column" && q.column && !q.cell && (!q.range || q.text === q.column || /^(?:amounts?|values?|numbers?|figures?|totals?|data)$/i.test(q.text)) && !taken.has(q.column));
  const open = uniqueByName(fields.filter((f) => !f.column && !f.range && !f.table && !f.view));
  for (const isDate of [true, false]) {
    // ("dates in column A, amounts in column C": a column named only "amounts" or "values" holds the one measure.)
    const qs = unused.filter((q) => isDateLike({ name: q.text }) === isDate && (isDate || q.text === q.column || /^(?:amounts?|values?|numbers?|figures?|totals?)$/i.test(q.text)));
    // (A field the tool only assumed - the ranked "Customer" nobody named - does not compete for the column.)
    const alike = open.filter((f) => isDateLike(f) === isDate);
    // ("rank sites by enrolled participants, numbers in C2:C40": of several, the one the answer measures.)
    const measured = "measure" in intent ? (intent.measure as { field?: FieldRef | null } | undefined)?.field : undefined;
    const fs = alike.length > 1 && alike.filter((f) => !f.assumed).length === 1 ? alike.filter((f) => !f.assumed) : alike.length > 1 && !isDate && measured && alike.some((f) => f.name === measured.name) && saidAsNumbers(doc.raw, qs[0]?.column) ? alike.filter((f) => f.name === measured.name) : alike;
    if (qs.length !== 1 || fs.length !== 1 || new Set(unused.map((q) => q.column)).size !== unused.length) continue;
    for (const g of fields.filter((x) => x.name === fs[0]!.name)) {
      g.column = qs[0]!.column!;
      if (qs[0]!.range) g.range = qs[0]!.range;
      delete g.assumed;
    }
  }
  // ("rank the drivers by deliveries, numbers are in E2:E60": a range said only as the numbers holds the measure.)
  const m = "measure" in intent ? (intent.measure as { field?: FieldRef | null } | undefined)?.field : undefined;
  if (m && !m.column && !m.range) {
    const said = [...doc.text.matchAll(/\b(?:numbers|values|amounts|figures|scores|totals|data)\s+(?:are\s+|is\s+|sit\s+|live\s+)?(?:in|from)\s+§(\d+)/g)].map((x) => doc.quoted[Number(x[1])]!).filter((q) => q?.kind === "column" && q.range && !taken.has(q.column!));
    if (said.length === 1) {
      for (const g of fields.filter((x) => x.name === m.name)) {
        g.column = said[0]!.column!;
        g.range = said[0]!.range!;
      }
    }
  }
  // "look up the price for the SKU in cell B1 from the Prices sheet": the key is the one cell typed, not a
  // column ("the customer name in A2" is the first row's key, filled down).
  if (intent.family === "lookup") {
    const cells = doc.quoted.map((q, i) => ({ q, i })).filter(({ q }) => q.kind === "column" && q.cell);
    const typed = (c: { q: { cell?: string }; i: number }) => !/^[A-Z]+2$/.test(c.q.cell!) || new RegExp(`\\b(?:typed|entered|input|keyed|written|put)\\s+(?:in|into|at)\\s+§${c.i}(?!\\d)`).test(doc.text);
    if (intent.source && !intent.lookupCell && !intent.key.column && cells.length === 1 && typed(cells[0]!)) intent.lookupCell = cells[0]!.q.cell!;
    return;
  }
  // ("My data is on the Orders sheet, headers in row 3. ..." says it before the ask.)
  const sheet = doc.sheet ?? said?.sheet;
  const firstRow = doc.firstRow ?? said?.firstRow;
  for (const f of fields) {
    if (sheet) f.sheet = sheet;
    if (firstRow) f.firstRow = firstRow;
  }
}

/** "numbers in C2:C40", "values are in column C": the column holds the numbers the answer works on. */
function saidAsNumbers(raw: string, column: string | undefined): boolean {
  return !!column && new RegExp(`\\b(?:numbers?|values?|amounts?|figures?)\\s+(?:are\\s+|is\\s+|sit\\s+)?(?:in|from)\\s+(?:col(?:umn)?\\s+)?\\$?${column}(?![A-Z])`, "i").test(raw.replace(/\b([a-z])(?=\d)/g, (l: string) => l.toUpperCase()));
}

/** "F has the amount and D has the state" said before the ask: the names the context gives to letters. */
function contextLetters(layout: SheetLayout | undefined): Array<{ text: string; column: string }> {
  if (!layout) return [];
  const out = [...layout.names].map(([column, name]) => ({ text: name, column }));
  for (const m of layout.s.matchAll(/\b((?:[A-Z][A-Za-z]*\s+(?=[A-Z]))?[A-Za-z]+(?:\s+[A-Za-z]+)?)\s+in\s+(?:col(?:umn)?\s+)?([A-Z])(?:\d+\s*:\s*[A-Z]\d+)?\b/g)) {
    const words = m[1]!.split(/\s+/).filter((w) => !/^(?:the|a|an|and|is|are|has|have|with|of)$/i.test(w));
    if (words.length && !out.some((o) => o.column === m[2])) out.push({ text: words.map((w) => (w === w.toLowerCase() ? w.charAt(0).toUpperCase() + w.slice(1) : w)).join(" "), column: m[2]! });
  }
  return out;
}

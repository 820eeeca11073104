import type { Expr, FieldRef, Intent } from "../ir";
import { ENTITIES } from "./phrases";
import { eachNode } from "./intent-walk";
import { type Doc, singular } from "./text";

/**
 * What a request says around its calculation, read before the families (and applied to the intent after):
 * the measure's column said apart, values read as 0 when empty, rows a sheet or a phrase describes, and
 * the count measures each dialect names its own way.
 */


/** What a request says around its calculation: the DAX home table, a zero-divisor value, the counted table, the measure's column. */
export interface ParseState {
  name: string | null;
  whenZero?: number | string;
  rowsOf?: string;
  /** "amount field is [Donation Amount]": the column the measure reads, named apart from the ask. */
  measureField?: FieldRef;
  /** "We show service revenue by year ...": what the context says is charted, for an ask that names no measure. */
  contextMeasure?: FieldRef;
  /** "..., counting Trip ID": the measure counts that column's distinct values. */
  measureCounts?: boolean;
  /** "treat blanks as 0": the names of the values to read as 0 when empty ([] = every value of the arithmetic). */
  zeroIfNull?: string[];
}

/**
 * "Treat blanks as 0 and give me net revenue = [Gross Amount] minus the discount", "[Gross] - ZN([Discount])":
 * in arithmetic, the values said to count as 0 when empty. Alone ("replace nulls with 0") it is a null default.
 */
export function takeZeroIfNull(doc: Doc, state: ParseState): void {
  const name = (x: string | undefined) => (x ? (/^§\d+$/.test(x) ? doc.quoted[Number(x.slice(1))]?.text ?? x : x) : undefined);
  const found: Array<string | undefined> = [];
  let text = doc.text
    .replace(/\b(?:zn|ifnull|coalesce|isnull|nz)\s*\(?\s*(§\d+)\s*(?:,?\s*0\s*)?\)?/g, (_, x: string) => (found.push(name(x)), x))
    .replace(/\s*[,;(]?\s*(?:and\s+)?(?:please\s+)?(?:treat(?:ing)?|count(?:ing)?|us(?:e|ing)|read(?:ing)?|consider(?:ing)?|with)\s+(?:the\s+|any\s+|all\s+)?(?:blanks?|nulls?|null values|empty values|empty cells|empties|missing values|missing ones|empty ones|blank ones)(?:\s+(?:in|for|on|of)\s+(?:the\s+)?(§\d+|[a-z_]+(?:\s+[a-z_]+){0,2}?))?\s+as\s+(?:0|zero)\b\s*\)?(?:\s+and\b)?/g, (_, x?: string) => (found.push(name(x)), " "))
    .replace(/\s*[,;(]?\s*(?:and\s+)?(?:treat(?:ing)?|count(?:ing)?|with)\s+(?:a\s+|any\s+)?(?:null|blank|empty|missing)\s+((?:§\d+|[a-z_]+)(?:\s+[a-z_]+){0,2}?)\s+as\s+(?:0|zero)\b\s*\)?/g, (_, x: string) => (found.push(name(x)), " "));
  // ("Our extract leaves [Discount Amount] empty ... Treat blanks as 0 and give me ...": said in the context.)
  if (!found.length && doc.contextText && /\b(?:treat|count|use|read|consider)\s+(?:the\s+|any\s+|all\s+)?(?:blanks?|nulls?|empty values|empty cells|empties|missing values)\s+as\s+(?:0|zero)\b/i.test(doc.contextText)) found.push(undefined);
  if (!found.length) return;
  text = text.replace(/\s+/g, " ").trim();
  // Only arithmetic reads a value as 0; a lone "treat blanks as 0" asks for the null default itself.
  if (!/\s[-+*]\s|\b(?:minus|plus|less|subtract|subtracting|add|adding|times)\b|\s=\s/.test(text)) return;
  doc.text = text;
  state.zeroIfNull = found.some((f) => !f) ? [] : (found as string[]);
}

/** Marks the arithmetic's values that read as 0 when empty. */
export function useZeroIfNull(intent: Intent, names: string[] | undefined): void {
  if (!names || intent.family !== "arithmetic") return;
  // ("blanks in discount amount": "amount" alone would match every amount.)
  const words = (n: string) => {
    const all = n.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w.length > 2);
    const own = all.filter((w) => !/^(?:amount|amounts|value|values|total|count|qty|number|sum)$/.test(w));
    return new Set(own.length ? own : all);
  };
  const visit = (e: Expr): void => {
    if (e.kind === "bin") return (visit(e.left), visit(e.right));
    if (e.kind !== "measure" || !e.measure.field) return;
    const own = words(e.measure.field.name);
    if (!names.length || names.some((n) => [...words(n)].some((w) => own.has(w)))) e.measure.zeroIfNull = true;
  };
  visit(intent.expr);
}

/**
 * "I have a sheet of ED visits ... How many ... visits waited more than 30 minutes?": a sheet whose rows
 * are the things counted counts its rows (COUNTIFS), not a column named for them.
 */
export function sheetRows(doc: Doc): void {
  const said = /\b(?:sheet|list|table|log|export|tab|file)\s+of\s+(?:all\s+|our\s+|the\s+)?(?:[A-Za-z]+\s+)?([a-z]+s)\b|\bone\s+row\s+(?:per|for each|for every)\s+([a-z]+)\b/i.exec(doc.contextText ?? "");
  if (!said) return;
  const noun = singular((said[1] ?? said[2]!).toLowerCase());
  doc.text = doc.text.replace(new RegExp(`\\b(how many|number of|count of|count)\\s+((?:[a-z§0-9]+\\s+){0,6}?)${noun}s\\b`), (_m, lead: string, between: string) => `${lead} ${between}rows`);
}

/**
 * "How many level 1 or 2 visits waited more than 30 minutes?": a field word and its values before the rows,
 * and a duration said as what the rows did, are tests on the columns those words name ("Triage Level",
 * "Wait Minutes"); the context's column is used when one carries the word.
 */
export function describedConditions(doc: Doc): void {
  const names = [...(doc.context ?? []).map((c) => c.name), ...doc.quoted.filter((q) => q.kind !== "quote").map((q) => q.text)];
  const column = (words: string[], fallback: string) => {
    const hit = names.find((n) => words.some((w) => new RegExp(`\\b${w}`, "i").test(n)));
    if (hit) {
      const at = doc.quoted.findIndex((q) => q.kind !== "quote" && q.text === hit);
      if (at >= 0) return `§${at}`;
      doc.quoted.push({ text: hit, kind: "name" });
      return `§${doc.quoted.length - 1}`;
    }
    doc.quoted.push({ text: fallback, kind: "name" });
    return `§${doc.quoted.length - 1}`;
  };
  // "level 1 or 2 visits", "priority 1 tickets", "tier 3 customers".
  doc.text = doc.text.replace(/\b(level|priority|tier|severity|stage|grade)\s+(\d+(?:\s*(?:,|or)\s*\d+)*)\s+([a-z]+s)\b/g, (m, word: string, values: string, rows: string) => {
    if (!ENTITIES.has(singular(rows)) && !/^(?:visits|calls|cases|patients|tickets|incidents|requests|claims|students|accounts|customers|bugs|issues|alerts)$/.test(rows)) return m;
    return `${rows} where ${column([word], word.charAt(0).toUpperCase() + word.slice(1))} is ${values}`;
  });
  // "visits that waited more than 30 minutes", "calls lasting over 10 minutes", "sessions that were longer than 60 minutes".
  doc.text = doc.text.replace(/\b(?:that\s+|who\s+|which\s+)?(waited|waiting|took|taking|lasted|lasting|stayed|staying|spent|ran|running|(?:were|was|are|is|being)(?=\s+(?:longer|shorter)\s+than))\s+(?:for\s+)?(more than|over|longer than|at least|less than|under|fewer than|shorter than|up to)\s+(\d+(?:\.\d+)?)\s+(minutes?|mins?|hours?|hrs?|days?|seconds?|secs?|weeks?)\b/g, (_m, verb: string, op: string, n: string, unit: string) => {
    const stem = /^wait/.test(verb) ? "wait" : /^(?:stay|spent)/.test(verb) ? "stay" : "duration";
    const u = unit.replace(/^mins?$/, "minutes").replace(/^hrs?$/, "hours").replace(/^secs?$/, "seconds").replace(/([^s])$/, "$1s");
    const field = column([stem, u, "duration", "length"], `${stem.charAt(0).toUpperCase()}${stem.slice(1)} ${u.charAt(0).toUpperCase()}${u.slice(1)}`);
    const cmp = /^(?:longer than|more than|over)$/.test(op) ? "more than" : /^(?:shorter than|less than|under|fewer than)$/.test(op) ? "less than" : op === "up to" ? "at most" : op;
    return `where ${field} ${cmp} ${n}`;
  });
}

/** "7 day moving avg of ticket count" in Looker: the count of an entity is its view's count measure, ${tickets.count}. */
export function lookerCounts(intent: Intent): void {
  // (Only where the calculation reads each row's value; a column aggregate counts IDs in the table.)
  if (!["movingAverage", "runningTotal", "periodChange", "percentOfTotal", "rank", "topN"].includes(intent.family)) return;
  eachNode(intent, (o) => {
    const f = o.field as FieldRef | null | undefined;
    if (!(o.entity === true && o.agg === "countd" && f && !f.view && / ID$/.test(f.name))) return;
    const entity = f.name.replace(/ ID$/, "").toLowerCase().replace(/\s+/g, "_");
    o.field = { name: "count", view: /(?:s|x|ch|sh)$/.test(entity) ? `${entity}es` : /[^aeiou]y$/.test(entity) ? `${entity.slice(0, -1)}ies` : `${entity}s` };
    o.agg = "sum";
    delete o.entity;
    return true;
  });
}

/**
 * "% of total visits across all Visits[Clinic]": a measure named like its own table (Visits[Visits]),
 * which the user never wrote, is the table's rows counted.
 */
export function countTableNamedMeasures(intent: Intent, doc: Doc): void {
  eachNode(intent, (o) => {
    const f = o.field as FieldRef | null | undefined;
    // (Sales[Sales] is money; only a table of things, "Visits", counts its rows.)
    const things = !!f && (ENTITIES.has(singular(f.name.toLowerCase())) || /^(?:visits|signups|sessions|events|enrol(?:l)?ments|admissions|requests|cases|calls|donations|registrations|referrals|trips|rides|flights)$/i.test(f.name));
    if (!((o.agg === "sum" || o.agg === "count") && f && things && f.table && f.name.toLowerCase() === f.table.toLowerCase() && !doc.raw.includes(`[${f.name}]`))) return;
    o.agg = "count";
    o.field = null;
    o.table = f.table;
    delete o.entity;
    return true;
  });
}

/** "..., amount field is [Donation Amount]", "(the value column is Amount)": the measure's column, said on its own. */
export function takeMeasureHint(doc: Doc, state: ParseState): void {
  // ("pivoted on ${enrollments.term_year} with ${enrollments.count} as the measure. I want the change in enrolment ...")
  const said = doc.contextText ?? "";
  const charted = /\b(?:we|i)\s+(?:show|track|report|chart|plot|graph|look at)\s+(?:the\s+|our\s+|total\s+)?([a-z]+(?:\s+[a-z]+){0,2}?)\s+(?:by|per|over|across|for each)\s+(?:year|month|quarter|week|day)\b/i.exec(said);
  if (charted) state.contextMeasure = { name: charted[1]!.replace(/\b[a-z]/g, (c) => c.toUpperCase()) };
  const asMeasure =
    /\$\{\s*(\w+)\.(\w+)\s*\}\s+as\s+(?:the\s+|my\s+|our\s+)?(?:measure|metric|value)\b|\b(?:measure|metric)\s+is\s+\$\{\s*(\w+)\.(\w+)\s*\}/.exec(said) ??
    /(?:'([^']+)'|\b([A-Za-z_]\w*))\[([^\]]+)\]\s+as\s+(?:the\s+|my\s+|our\s+)?(?:measure|metric|value)\b/.exec(said);
  if (asMeasure && asMeasure[0].startsWith("$")) state.measureField = { name: asMeasure[2]!, view: asMeasure[1]! };
  else if (asMeasure && asMeasure[0].includes("${")) state.measureField = { name: asMeasure[4]!, view: asMeasure[3]! };
  else if (asMeasure) state.measureField = { name: asMeasure[3]!, table: (asMeasure[1] ?? asMeasure[2])! };
  // ("avg number of trips per driver ..., counting Trip ID": the count is of that ID.)
  const counting = /\s*[,;(\-–—]?\s*(?:and\s+)?(?:by\s+)?counting\s+(?:the\s+|distinct\s+|unique\s+)?([a-z_]+(?:\s+[a-z_]+)?\s+id|§\d+)\s*\)?\s*$/.exec(doc.text);
  if (counting) {
    const t = counting[1]!;
    const q = /^§(\d+)$/.exec(t) ? doc.quoted[Number(t.slice(1))] : undefined;
    state.measureField = q && q.kind !== "quote" ? { name: q.text, ...(q.table ? { table: q.table } : {}), ...(q.view ? { view: q.view } : {}) } : { name: t.replace(/\bid$/, "ID").replace(/\b([a-z])/g, (c) => c.toUpperCase()).replace(/\bId\b/, "ID") };
    state.measureCounts = true;
    doc.text = doc.text.slice(0, counting.index).trim();
    return;
  }
  // ("..., amount is Deliveries[Fee]": without "field" the hint must open a clause, so "where amount is [Cap]" stays a test.)
  const m =
    /\s*[,;(\-–—]?\s*(?:and\s+)?(?:the\s+)?(?:amount|value|measure|metric|money|dollar|numbers?)\s+(?:field|column|col)\s+(?:is|=|:)\s+(§\d+)\s*\)?/.exec(doc.text) ??
    /(?:^|[,;(\-–—.]\s*|\band\s+|(?<=§\d+)\s+)(?:the\s+)?(?:amount|measure|metric)\s+(?:is|=|:)\s+(§\d+)\s*\)?/.exec(doc.text);
  if (!m) return;
  const q = doc.quoted[Number(m[1]!.slice(1))];
  if (!q || q.kind === "quote") return;
  state.measureField = { name: q.text, ...(q.table ? { table: q.table } : {}), ...(q.view ? { view: q.view } : {}), ...(q.column ? { column: q.column } : {}) };
  doc.text = `${doc.text.slice(0, m.index)} ${doc.text.slice(m.index + m[0].length)}`.replace(/\s+/g, " ").trim();
}

/** What the context says is charted stands in for a measure the ask left to a guess. */
export function useContextMeasure(intent: Intent, field: FieldRef | undefined): void {
  if (!field || !("measure" in intent) || !intent.measure) return;
  const m = intent.measure as { field: FieldRef | null };
  if (m.field?.assumed) m.field = { ...field };
}

/** The measure's column said apart replaces a guessed or unwritten one ("total lifetime giving" → [Donation Amount]). */
export function useMeasureHint(intent: Intent, doc: Doc, field: FieldRef | undefined, counts = false): void {
  if (!field || !("measure" in intent) || !intent.measure) return;
  const m = intent.measure as { agg: string; field: FieldRef | null; entity?: boolean };
  // (A reference the user typed wins; a run of words read as a name is what the hint names the column of.)
  const written = m.field && doc.quoted.some((q) => q.kind !== "quote" && q.kind !== "name" && q.text === m.field!.name);
  if (written && !m.field!.assumed) return;
  m.field = { ...field };
  if (counts) m.agg = "countd";
  else if (m.entity || m.agg === "countd" || m.agg === "count") m.agg = "sum";
  delete m.entity;
}


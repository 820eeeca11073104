import type { ContextName } from "./context-split";

/**
 * A plain sentence after a pasted message that names what its words mean:
 *   'Pasted from Slack: "... each user's very first session date" - user field is [User ID], date is [Session Date]'
 *   '"add YoY % for sessions to the KPI cards". base measure is [Total Sessions], calendar table 'Calendar'[Date]'
 *   '"... which company domains they come from" - email is in column A'
 *   '"... one column like google / cpc" - fields are ${sessions.source} and ${sessions.medium}'
 * The message is the ask; the tail only names its columns (and says which one is a measure or a date).
 * A clause must say it names something (a field, column, measure or table word, a written reference
 * or a column letter): "- status is Active" is a condition of the ask, not a name.
 */

const REF = String.raw`(?:(?:'[^']+'|[A-Za-z_]\w*)\[[^\]]+\]|\$\{[^}]+\}|\[[^\]]+\])`;
/** A name as written: a reference, a snake_case word or up to four capitalised words. */
const NAME = String.raw`(?:${REF}|[a-z][a-z0-9]*_[a-z0-9_]*[a-z0-9]|[A-Z][\w$%]*(?:\s+[A-Z][\w$%]*){0,3})`;
const NAMES = String.raw`${NAME}(?:\s*(?:,|&|\band\b)\s*${NAME})*`;
/** Words saying what a name stands for ("user", "base", "calendar", "order date"). */
const ROLE = String.raw`(?:(?:the|our|my|its)\s+)?((?:[a-z][\w-]*\s+){0,2}?)`;
/** At least one word of what the name stands for ("date", "the order date"), never a preposition or verb. */
const ROLE_WORD = String.raw`(?:(?:the|our|my|its)\s+)?((?:(?!(?:from|by|in|of|for|with|using|and|or|to|via|on|sorted|grouped|split|filtered|ordered)\s)[a-z][\w-]*\s+){1,2}?)`;
const NOUN = String.raw`(fields?|columns?|cols?|dimensions?|measures?|metrics?|tables?)`;

const CLAUSES: RegExp[] = [
  // "Brokers[BrokerName]", "Sales[Rep] and Sales[Gross Profit]": written references alone, in a tail that names columns.
  new RegExp(String.raw`^()()(${REF}(?:\s*(?:,|and|&)\s*${REF})*)$`, "i"),
  // "user field is [User ID]", "the field is Landing Page", "fields are A and B", "base measure is [Total Sessions]".
  new RegExp(String.raw`^${ROLE}${NOUN}\s+(?:is|are|=|:|is called|are called|called|would be|will be)\s+(?:just\s+|simply\s+|only\s+)?(${NAMES})$`, "i"),
  // "calendar table 'Calendar'[Date]", "measure [Signups]": the noun, then written references.
  new RegExp(String.raw`^${ROLE}${NOUN}\s*:?\s*(${REF}(?:\s*(?:,|and)\s*${REF})*)$`, "i"),
  // "date is [Session Date]", "dates in 'Date'[Date]": a plain word, then a written reference.
  // (The plain word is needed: 'label like "Austin, TX" from ${a} and ${b}' says what the label is made from.)
  new RegExp(String.raw`^${ROLE_WORD}()(?:is|are|=|:|in|is in|are in|comes? from|lives? in)\s+(${REF}(?:\s*(?:,|and)\s*${REF})*)$`, "i"),
];
/** "email is in column A", "emails in col B": a plain word given a sheet column. */
const LETTER = /^(?:(?:the|our|my)\s+)?((?:[a-z][\w-]*\s+){0,2}?[a-z][\w-]*)\s+(?:is\s+|are\s+)?(?:in|on)\s+(?:col(?:umn)?\s+)([A-Z]{1,2})$/i;

export interface NamingTail {
  /** The request without the tail. */
  body: string;
  names: ContextName[];
  /** Names said to be measures ("measure is [Signups]"). */
  measures: string[];
  /** What each name was said to stand for ("user" in "user field is [User ID]"), by name. */
  roles: Map<string, string>;
}

/**
 * Whether a name's role is one the message speaks of ("user field is X" after "unique users"). A role
 * the message never mentions ("sum of sales - region field is [Region]") names a column the ask does
 * not use, which must not stand in for one it does. Words that only qualify the noun ("base measure",
 * "calendar table", "date field") are no such role.
 */
export function roleSpoken(role: string | undefined, message: string): boolean {
  const words = (role ?? "").split(/\s+/).filter((w) => w && !/^(?:existing|current|base|main|primary|calendar|date|dates|time|key|the|our|my|its|value|values|amount|amounts|money|numeric|text|id|table|tables|column|columns|col|field|fields|dimension|measure|metric)$/.test(w));
  if (!words.length) return true;
  return words.some((w) => new RegExp(`\\b${w.replace(/(?:ies|es|s)$/, "").slice(0, Math.max(3, w.length - 1))}`, "i").test(message));
}

/** The names one clause gives, or null when the clause names nothing. */
function clauseNames(clause: string): { names: ContextName[]; measure: boolean; role: string; table?: boolean; bare?: boolean } | null {
  const c = clause.trim().replace(/[.?!]+$/, "");
  const letter = LETTER.exec(c);
  if (letter && !/^(?:it|this|that|they|result|answer|output|formula)$/i.test(letter[1]!.trim())) {
    // ("dates are in A", "amounts in C": a plural names the column's values; a unit or a name ending in "s" keeps it.)
    const w0 = letter[1]!.trim();
    const words = /(?:minutes|hours|seconds|days|weeks|units|points|miles|status|sales|views|clicks|loss|gross|address|class|kwh|is|us|ss)$/i.test(w0) ? w0 : w0.replace(/s$/i, "");
    return { names: [{ name: words.replace(/\b[a-z]/g, (x) => x.toUpperCase()), column: letter[2]! }], measure: false, role: words.toLowerCase() };
  }
  // "campaign id field", "we have a listener id field", "column is clinic id", "(broker id)": a name typed in lower
  // case, said to be a field or standing alone as an identifier.
  const lower =
    /^(?:(?:we|i)\s+(?:have|use|got)\s+|there\s+is\s+|there'?s\s+|use\s+|using\s+)?(?:a|an|the|our|my)?\s*([a-z][a-z0-9]*(?:\s+[a-z][a-z0-9]*){0,2})\s+(?:field|column|col|dimension)$/.exec(c) ??
    /^(?:the\s+)?(?:field|column|col|dimension)\s+(?:is|=|:|is called|called)\s+([a-z][a-z0-9]*(?:\s+[a-z][a-z0-9]*){0,2})$/.exec(c) ??
    /^([a-z][a-z0-9]*(?:\s+[a-z][a-z0-9]*)?\s+(?:id|ids|no|sku))$/.exec(c);
  if (lower && !/^(?:it|this|that|the|a|an|same|new|calculated|calc|date|text|number|numeric|one|each)\b/.test(lower[1]!)) {
    const name = lower[1]!.split(/\s+/).map((w) => (/^(?:id|sku|kpi|url|utm)$/.test(w) ? w.toUpperCase() : w.charAt(0).toUpperCase() + w.slice(1))).join(" ");
    return { names: [{ name }], measure: false, role: "" };
  }
  for (const re of CLAUSES) {
    const m = re.exec(c);
    if (!m) continue;
    const role = m[1]!.trim().toLowerCase();
    const noun = m[2]!.toLowerCase();
    const names = namesIn(m[3]!);
    if (!names.length) continue;
    const date = /\bdates?\b|\bcalendar\b/.test(role) || (/^tables?$/.test(noun) && /\b(?:date|calendar|time)\b/.test(role));
    // A date table's column is marked as the date ("calendar table 'Calendar'[Date]"); a plain date column
    // ("date is [Session Date]") is told apart by its name, like any other.
    return { names: names.map((n) => (date && n.table ? { ...n, date: true } : n)), measure: /^(?:measures?|metrics?)$/.test(noun), role, ...(/^tables?$/.test(noun) ? { table: true } : {}), ...(re === CLAUSES[0] ? { bare: true } : {}) };
  }
  return null;
}

function namesIn(s: string): ContextName[] {
  const out: ContextName[] = [];
  for (const m of s.matchAll(new RegExp(NAME, "g"))) {
    const w = m[0];
    const looker = /^\$\{\s*([A-Za-z_]\w*)\.([A-Za-z_]\w*)\s*\}$/.exec(w);
    const dax = /^(?:'([^']+)'|([A-Za-z_]\w*))\[([^\]]+)\]$/.exec(w);
    const bracket = /^\[([^\]]+)\]$/.exec(w);
    if (looker) out.push({ name: looker[2]!, view: looker[1]! });
    else if (dax) out.push({ name: dax[3]!, table: (dax[1] ?? dax[2])! });
    else if (bracket) out.push({ name: bracket[1]! });
    else if (!/^(?:and|The|A|An)$/.test(w)) out.push({ name: w.trim() });
  }
  return out;
}

/**
 * The naming clauses at the end of a request, after a closing quote or a break (" - ", ". ", "? ", ";"),
 * each separated by commas, semicolons or "and"; null when the end names nothing.
 */
export function namingTail(text: string): NamingTail | null {
  // ("... column is SupplierID. Thanks!'": thanks after the names closes the message.)
  text = text.replace(/([.!]?)\s*\b(?:thanks|thank you|thx|cheers|ty)(?:\s+(?:a lot|so much|in advance))?\s*[.!]*\s*(['"”’]?)\s*$/i, "$1$2");
  // (", fields are A and B": a comma hands over only to a clause that says it names fields.)
  const breaks = [...text.matchAll(/["”](?=\s*[-–—.,;:]?\s*\S)\s*[-–—.,;:]?\s*|\s[-–—]\s+|[.?!;]\s+|\s+\(\s*(?=[^()]*\)\s*$)|,\s+(?=(?:the\s+)?(?:fields?|columns?|measures?|metrics?)\s+(?:are|is)\s+[A-Z[$'])/g)];
  for (const b of breaks) {
    const start = b.index! + b[0].length;
    const body = text.slice(0, b.index! + (/^["”]/.test(b[0]) ? 1 : 0)).trim();
    if (body.split(/\s+/).length < 2) continue;
    // ("from the Products sheet (SKU in column A, price in column C)": an aside after a sheet names that sheet's columns.)
    if (/^\s+\(/.test(b[0]) && /\b(?:sheet|tab|table|list|workbook|range)\s*$|\bsheet\s+[A-Za-z]\w*\s*$/i.test(body)) continue;
    // (A closing quote ends a pasted message whose last sentence is the naming tail.)
    const tail = text.slice(start).replace(/\)\s*\.?\s*$/, "").replace(/\s*['"”’]\s*\.?\s*$/, "").trim();
    const parts = tail.split(/\s*[,;]\s*|\s+and\s+(?=(?:the\s+|our\s+|my\s+)?[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2}\s+(?:is|are|in|field|column|col|measure|metric|table|dimension)\b)|\.\s+/i).filter((x) => x.trim());
    // ("fields are A, B and C": a bare name continues the list before it.)
    const clauses: string[] = [];
    for (const p of parts) {
      if (clauses.length && new RegExp(`^\\s*(?:and\\s+)?${NAMES}\\s*$`).test(p) && !LETTER.test(p)) clauses[clauses.length - 1] += `, ${p.trim()}`;
      else clauses.push(p);
    }
    if (!clauses.length) continue;
    // ("Fields are A and B, guard against zero B": what follows the names is the ask's again.)
    const all = clauses.map(clauseNames);
    const naming = all.findIndex((r) => !r);
    if (naming === 0) continue;
    const read = naming < 0 ? all : all.slice(0, naming);
    // (References alone name nothing new: "- Employees[Employee ID], Employees[Department]" lists what the ask uses.)
    // (With a measure named beside them they are the measure's dimensions: "Brokers[BrokerName], existing measure [Approvals]".)
    if (read.some((r) => r?.bare) && !read.some((r) => r?.measure)) continue;
    const rest = naming < 0 ? "" : clauses.slice(naming).join(", ");
    // (Only a short chore may follow the names: "guard against zero invoiced", never a new ask.)
    if (rest && (!/^[a-z]/.test(rest.trim()) || rest.trim().split(/\s+/).length > 8 || /\b(?:need|want|can|could|please|pls|give|make|measure|formula|calc|column|step|i|we)\b/i.test(rest))) continue;
    if (rest) return withRest(read, `${body} ${rest}`);
    return withRest(read, body);
  }
  return null;
}

type Clause = NonNullable<ReturnType<typeof clauseNames>>;

function withRest(read: Array<Clause | null>, body: string): NamingTail {
  // ("Table is PurchaseOrders, column is SupplierID": the column named apart lives in the table named apart.)
  const tableClause = read.find((r) => r!.table && r!.names.length === 1 && !r!.names[0]!.table && !r!.names[0]!.view);
  if (tableClause && read.some((r) => r !== tableClause)) {
    const table = tableClause.names[0]!.name;
    read = read.filter((r) => r !== tableClause).map((r) => ({ ...r!, names: r!.names.map((n) => (n.table || n.view ? n : { ...n, table })) }));
  }
  const names: ContextName[] = [];
  const measures: string[] = [];
  const roles = new Map<string, string>();
  for (const r of read) {
    for (const n of r!.names) {
      if (r!.role) roles.set(n.name, r!.role);
      if (!names.some((o) => o.name === n.name && o.table === n.table && o.view === n.view)) names.push(n);
      if (r!.measure && !n.table && !n.view) measures.push(n.name);
    }
  }
  return { body, names, measures, roles };
}

import type { Agg, CmpOp, Condition, FieldRef, Period } from "../ir";
import { type Ctx, GAP } from "./context";
import { CATEGORY_VALUES, COUNTRY_ALT, COUNTRY_VALUES, DEVICE_VALUES, DIMENSION_WORDS, ENTITIES, REGION_VALUES, SEGMENT_VALUES, STATUS_VALUES, placeholderText } from "./phrases";
import { PLACEHOLDER, displayWord, isoFromToken, singular, wordsOf } from "./text";

/**
 * Conditions in a request: "where region is East", "for the West region only", "with quantity
 * over 10", "in 2023", "completed orders", "excluding returns". Each one found is removed from
 * the working text so the measure can be read from what is left.
 */

const OPS: Array<[string, CmpOp | "negative" | "positive" | "zero"]> = [
  ["is not null|is not blank|is not empty|is not missing|isnt null|isnt blank|not null|not blank|not empty|is present|is filled|is populated", "notnull"],
  ["is null|is blank|is empty|is missing|are null|are blank|are empty|are missing", "isnull"],
  ["is negative|are negative|below zero|less than zero|under zero|< 0", "negative"],
  ["is positive|are positive|above zero|greater than zero|more than zero|over zero|> 0", "positive"],
  ["is zero|are zero|equals zero|= 0", "zero"],
  ["is greater than or equal to|greater than or equal to|is at least|are at least|at least|>=|no less than|not less than", ">="],
  ["is less than or equal to|less than or equal to|is at most|are at most|at most|<=|no more than|not more than|up to", "<="],
  ["is greater than|are greater than|greater than|is more than|are more than|more than|is higher than|higher than|is bigger than|bigger than|larger than|is larger than|is over|are over|over|is above|are above|above|exceeds|exceed|exceeding|>", ">"],
  ["is less than|are less than|less than|is lower than|lower than|smaller than|is smaller than|fewer than|is under|are under|under|is below|are below|below|<", "<"],
  ["is not equal to|not equal to|does not equal|doesnt equal|is not|isnt|are not|arent|not equals|!=|not", "!="],
  ["contains|contain|containing|includes|include|including|has the word|like|mentions", "contains"],
  ["is equal to|equal to|equals|equal|is|are|was|were|=|matches", "="],
];

const OP_ALT = OPS.map(([w]) => w).join("|");
const OP_RE = new RegExp(`^(?:${OP_ALT})$`);

/** A word written with a capital (or a number): a value or a name, not a connecting word. */
function capitalised(ctx: Ctx, w: string): boolean {
  return /^[A-Z0-9]/.test(ctx.doc.casing.get(w) ?? (/^\d/.test(w) ? w : ""));
}

function opOf(words: string): CmpOp | "negative" | "positive" | "zero" {
  for (const [alt, op] of OPS) if (new RegExp(`^(?:${alt})$`).test(words)) return op;
  return "=";
}

/** A value phrase: a quoted text, a number, or up to three words ("new york"). */
const VALUE = `(§\\d+|-?\\d+(?:\\.\\d+)?|[a-z][a-z0-9_]*(?:\\s+(?!and\\b|or\\b|only\\b|then\\b|by\\b|per\\b|in\\b|for\\b|over\\b|with\\b|as\\b|into\\b|to\\b|from\\b|using\\b|based\\b|,|\\|)[a-z][a-z0-9_]*){0,2})`;
/** A field phrase in a condition: a placeholder or up to three words. */
const FIELD = `(§\\d+|[a-z_][a-z0-9_]*(?:\\s+(?!${OP_ALT.split("|").filter((w) => /^[a-z]+$/.test(w)).join("\\b|")}\\b|and\\b|or\\b|\\|)[a-z_][a-z0-9_]*){0,2})`;

/**
 * A known value as it will be compared. Looker Studio's GA device category holds "mobile",
 * "desktop", "tablet" in lower case, so a device typed in lower case stays that way there; other
 * values are capitalised as the data usually holds them ("east" → "East").
 */
function typedValue(ctx: Ctx, token: string): string {
  if (ctx.dialect === "looker-studio" && DEVICE_VALUES.has(token) && !ctx.doc.casing.has(token)) return token;
  return displayWord(token, ctx.doc.casing);
}

function valueOf(ctx: Ctx, raw: string, op?: string): string | number | boolean | FieldRef {
  const v = raw.trim();
  // "Readmitted = TRUE": an unquoted true/false compares a yes/no column (quoted, 'TRUE' stays text).
  if (op === "=" || op === "!=") {
    if (v === "true") return true;
    if (v === "false") return false;
  }
  // "sales > target": words after a numeric comparison name another field.
  if (op && /^[<>]=?$/.test(op) && /^[a-z]/.test(v) && !/^(zero|none|null)$/.test(v)) {
    const f = ctx.field(v);
    if (f) return f;
  }
  if (PLACEHOLDER.test(v)) {
    const q = ctx.doc.quoted[Number(PLACEHOLDER.exec(v)![1])]!;
    // A bracketed or DAX/Looker reference on the right side is a field (actual > [Target]).
    if (q.kind !== "quote") return ctx.field(v) ?? q.text;
    return placeholderText(v, ctx.doc) ?? "";
  }
  if (/^-?\d+(\.\d+)?$/.test(v)) return Number(v);
  return v
    .split(" ")
    .map((w) => typedValue(ctx, w))
    .join(" ");
}

/** Words that name a dimension a value belongs to ("the 'Documentary' genre", "the Oncology therapy area"). */
const FIELD_NOUNS =
  "genre|genres|tier|tiers|plan|plans|cabin|class|category|categories|segment|segments|channel|channels|region|regions|area|areas|type|types|program|programs|department|departments|team|teams|line|lines|brand|brands|market|markets|zone|zones|territory|territories|division|divisions|unit|units|group|groups|source|sources|medium|platform|platforms|campaign|campaigns|branch|branches|store|stores|site|sites|clinic|clinics|route|routes|carrier|carriers|status|stage|level|grade|band";

function build(field: FieldRef, op: CmpOp | "negative" | "positive" | "zero", value: string | number | boolean | FieldRef | null): Condition {
  if (op === "negative") return { field, op: "<", value: 0 };
  if (op === "positive") return { field, op: ">", value: 0 };
  if (op === "zero") return { field, op: "=", value: 0 };
  if (op === "isnull" || op === "notnull") return { field, op, value: null };
  return { field, op, value };
}

/** The field a bare value belongs to, from what kind of value it is. */
function fieldForValue(ctx: Ctx, value: string): FieldRef {
  const v = value.toLowerCase();
  if (REGION_VALUES.has(v)) return ctx.assume("Region");
  if (COUNTRY_VALUES.has(v)) return ctx.assume("Country");
  if (STATUS_VALUES.has(v)) return ctx.assume("Status");
  if (SEGMENT_VALUES.has(v)) return ctx.assume("Segment");
  if (DEVICE_VALUES.has(v)) return ctx.assume("Device");
  if (CATEGORY_VALUES.has(v)) return ctx.assume("Category");
  return ctx.assume("Category");
}

/** A country as the data holds it: "United States", "UK", "Canada". */
function countryName(token: string): string | null {
  if (!COUNTRY_VALUES.has(token)) return null;
  if (/^(usa|uk)$/.test(token)) return token.toUpperCase();
  return token.replace(/\b[a-z]/g, (c) => c.toUpperCase());
}

const isYear = (s: string) => /^(19|20)\d\d$/.test(s);

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const MONTH_WORD = "(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)";

/** The date a window ahead is on, from the verb before it ("due in the next 30 days"). */
const VERB_DATES: Array<[RegExp, string]> = [
  [/^due$/, "Due Date"],
  [/^expir/, "Expiry Date"],
  [/^renew/, "Renewal Date"],
  [/^clos/, "Close Date"],
  [/^schedul/, "Scheduled Date"],
  [/^end/, "End Date"],
  [/^start/, "Start Date"],
  [/^deliver/, "Delivery Date"],
  [/^ship/, "Ship Date"],
];

export function takeFilters(ctx: Ctx, opts: { measureField?: FieldRef | null } = {}): Condition[] {
  const out: Condition[] = [];

  // "where level is 10 or higher", "players at tier 3 or above", "with a score of 80 or more": the
  // bound comes after the number, so it is written as the operator the clauses below read.
  ctx.t = ctx.t.replace(
    /\b(where|when|if|with|whose|and|having|for|at)\s+((?:the\s+|a\s+|an\s+)?(?:§\d+|[a-z_][a-z0-9_]*(?:\s+[a-z_][a-z0-9_]*){0,2}?))\s+(?:(?:is|are|was|were|of|=)\s+)?(-?\d+(?:\.\d+)?)\s+(?:or|and)\s+(more|higher|above|over|greater|bigger|larger|later|up|older|less|lower|below|under|fewer|smaller|earlier|younger)\b/g,
    (_m, lead: string, field: string, n: string, dir: string) => `${lead === "at" ? "where" : lead} ${field} ${/^(?:less|lower|below|under|fewer|smaller|earlier|younger)$/.test(dir) ? "<=" : ">="} ${n}`,
  );

  // "in the last 30 days", "over the past 12 months", "for the previous 4 weeks".
  for (;;) {
    const m = ctx.take(/\b(?:in|over|during|for|within|from|of)?\s*(?:the\s+)?(?:last|past|previous|prior|trailing|recent)\s+(\d+)\s+(days?|weeks?|months?|quarters?|years?)\b(?:\s+only)?/);
    if (!m) break;
    const unit = m[2]!.replace(/s$/, "") as Period;
    out.push({ field: ctx.dateField(), op: "withinLast", value: Number(m[1]), unit });
  }
  // "due in the next 90 days", "within the coming 2 weeks", "renewing over the next quarter".
  for (;;) {
    const m = ctx.take(/\b(?:in|over|during|for|within)?\s*(?:the\s+)?(?:next|coming|upcoming|following)\s+(?:(\d+)\s+(days?|weeks?|months?|quarters?|years?)|(day|week|month|quarter|year))\b(?:\s+only)?/);
    if (!m) break;
    const unit = (m[2] ?? m[3]!).replace(/s$/, "") as Period;
    // What falls in the window names the date when no date field is written ("due" → Due Date).
    const before = /\b(due|expir\w*|renew\w*|clos\w*|schedul\w*|end\w*|start\w*|deliver\w*|ship\w*)\s*$/.exec(ctx.t.slice(0, m.index));
    const fallback = VERB_DATES.find(([re]) => re.test(before?.[1] ?? ""))?.[1];
    if (before && fallback && !ctx.mentionsDate()) ctx.t = ctx.t.slice(0, before.index) + ctx.t.slice(m.index);
    const date = ctx.dateField(fallback ? { fallback } : {});
    // A date named by its verb is the user's column, not a stand-in for a date table.
    const { assumed: _assumed, ...named } = date;
    out.push({ field: fallback && date.name === fallback ? named : date, op: "withinNext", value: Number(m[1] ?? 1), unit });
  }
  // "in the past week", "over the trailing year": a rolling window of one unit. ("Last month" is left
  // alone: it usually means the previous calendar month.)
  for (;;) {
    const m = ctx.take(/\b(?:in|over|during|for|within|from|of)?\s*(?:the\s+)?(?:past|trailing)\s+(day|week|month|quarter|year)\b(?:\s+only)?/);
    if (!m) break;
    out.push({ field: ctx.dateField(), op: "withinLast", value: 1, unit: m[1] as Period });
  }
  // "this year", "the current month", "year to date so far" handled elsewhere.
  for (;;) {
    const m = ctx.take(/\b(?:in|for|during|of)?\s*(?:the\s+)?(?:this|current|the current)\s+(year|quarter|month|week)\b(?:\s+only)?/);
    if (!m) break;
    out.push({ field: ctx.dateField(), op: "currentPeriod", value: null, unit: m[1] as Period });
  }
  // Calendar dates: "between 1 Jan 2024 and 31 Mar 2024", "after 2024-06-30", "since 1/1/2023".
  for (;;) {
    const m = ctx.take(/\b(?:between|from)\s+(dt\d{8})\s+(?:and|to|until|through|-)\s+(dt\d{8})\b/);
    if (!m) break;
    const date = ctx.dateField();
    out.push({ field: date, op: ">=", value: isoFromToken(m[1]!)!, dateValue: true }, { field: date, op: "<=", value: isoFromToken(m[2]!)!, dateValue: true });
  }
  for (;;) {
    const m = ctx.take(/\b(after|since|from|on or after|before|until|up to|on or before|prior to)\s+(dt\d{8})\b/);
    if (!m) break;
    const op: CmpOp = /^(after)$/.test(m[1]!) ? ">" : /^(since|from|on or after)$/.test(m[1]!) ? ">=" : /^(before|prior to)$/.test(m[1]!) ? "<" : "<=";
    out.push({ field: ctx.dateField(), op, value: isoFromToken(m[2]!)!, dateValue: true });
  }

  // "blank cells in email", "rows that have a blank email", "count of empty emails": the field is empty.
  for (;;) {
    const m =
      ctx.take(/\b(?:blank|empty|missing|null)\s+(?:cells?|values?|rows?|entries|fields?)\s+(?:in|of|for)\s+(?:the\s+)?(?:column\s+)?(§\d+|[a-z_]+(?:\s+(?!and\b|or\b|where\b|with\b)[a-z_]+)?)\b/) ??
      // "count nulls in [Email]", "number of blanks in phone".
      (/\b(?:count|counts|number of|how many)\b/.test(ctx.t) ? ctx.take(/\b(?:nulls|blanks|empties|missings?)\s+(?:in|of|for)\s+(?:the\s+)?(?:column\s+)?(§\d+|[a-z_]+(?:\s+(?!and\b|or\b|where\b|with\b)[a-z_]+)?)\b/) : null) ??
      ctx.take(/\b(?:have|has|with)\s+(?:a\s+|an\s+)?(?:blank|empty|missing|null)\s+(§\d+|[a-z_]+(?:\s+(?:date|id|name|time|number|code|address|email))?)\b/) ??
      (/\b(?:count|counts|number of|how many)\b/.test(ctx.t)
        ? ctx.take(/(?<!\bnot\s|\bnon\s)\b(?:blank|empty|missing)\s+(?!(?:cells?|values?|rows?|entries|in|of|for|and|or|the|a|an|is|are)\b)(§\d+|[a-z_]+)\b/)
        : null);
    if (!m) break;
    const raw = m[1]!;
    const f = ctx.field(PLACEHOLDER.test(raw) || !/[^s]s$/.test(raw) ? raw : singular(raw));
    if (!f) break;
    out.push({ field: f, op: "isnull", value: null });
  }

  // "rows with more than 5 sessions", "campaigns with at least 100 clicks": a metric column over a
  // number. Counting entities ("customers with more than 5 orders") is parseEntityTotalCount's (a per-customer total, then counted).
  for (;;) {
    const m = ctx.take(/\b(?:with|where|having|that have|that has|which have|who have)\s+(more than|over|above|at least|fewer than|less than|under|below|at most)\s+(-?\d+(?:\.\d+)?)\s+(?!(?:in|of|on|at|for|to|from|worth)\b)([a-z_]+)\b/);
    if (!m) break;
    const noun = m[3]!;
    if (ENTITIES.has(singular(noun)) || /^(times|percent|days?|weeks?|months?|years?|hours?)$/.test(noun)) {
      ctx.t = `${ctx.t} ${m[0]}`;
      break;
    }
    const f = ctx.field(noun);
    if (!f) break;
    const op: CmpOp = /^(more than|over|above)$/.test(m[1]!) ? ">" : m[1] === "at least" ? ">=" : m[1] === "at most" ? "<=" : "<";
    out.push({ field: f, op, value: Number(m[2]) });
  }

  // One date field against another: "ship date is after due date", "delivered later than the promised date".
  for (;;) {
    const dateWord = "(?:[a-z_]+\\s+)?(?:date|day|time|deadline|dt)|§\\d+";
    const m = ctx.take(
      new RegExp(`(?<![a-z0-9_§])((?:[a-z_]+\\s+)?(?:date|day|time|deadline)|§\\d+)\\s+(?:is\\s+|was\\s+|are\\s+|were\\s+|falls?\\s+|fell\\s+|comes?\\s+|came\\s+|lands?\\s+|landed\\s+|arrives?\\s+|arrived\\s+|happens?\\s+|happened\\s+|occurs?\\s+|occurred\\s+|ends?\\s+|ended\\s+)?(after|later than|past|before|earlier than|prior to|on or after|on or before)\\s+(?:the\\s+)?(${dateWord})\\b`),
    );
    if (!m) break;
    const left = ctx.field(m[1]!);
    const right = ctx.field(m[3]!);
    // Two fields the user named ([Actual Delivery] after [Promised Delivery]) are compared whatever their names.
    const bothNamed = /^§/.test(m[1]!) && /^§/.test(m[3]!);
    if (!left || !right || (!bothNamed && ((/^§/.test(m[1]!) && !/date|time|deadline|due/i.test(left.name)) || (/^§/.test(m[3]!) && !/date|time|deadline|due/i.test(right.name))))) break;
    const op: CmpOp = /^(after|later than|past)$/.test(m[2]!) ? ">" : /^(before|earlier than|prior to)$/.test(m[2]!) ? "<" : m[2] === "on or after" ? ">=" : "<=";
    out.push({ field: left, op, value: right });
  }

  // A date field named before its calendar period: "and Flight Date falls in January 2024", "where
  // Month is in March 2026", "Policy Date was in Q1 2025", "Order Date is in 2024".
  // (Their conditions follow the other "where" clauses, as a field named later in the request is written.)
  const namedLater: Condition[] = [];
  const namedDate = (raw: string | undefined): FieldRef => {
    const f = raw && !/^(?:it|they|that|this|the|each|every|all|a|an)$/.test(raw) ? ctx.field(raw) : null;
    return f ?? ctx.dateField();
  };
  const fieldIn = `\\b(?:where|when|with|whose|and|if|but only where|only where)\\s+(?:the\\s+|its\\s+|their\\s+)?${FIELD}\\s+(?:is|was|are|were|falls?|fell|lands?|landed|occurs?|occurred|happens?|happened|comes?|came)\\s+(?:in|within|during|inside)\\s+(?:the\\s+)?`;
  // Calendar months: "in January 2024", "for Mar 2026", "during the month of May, 2025": the month's
  // first day up to the first day of the next month.
  for (;;) {
    const m = ctx.take(new RegExp(`(?:${fieldIn}|\\b(?:in|for|during|within|of)\\s+(?:the\\s+)?)(?:month\\s+of\\s+)?${MONTH_WORD}\\s*(?:of\\s+|,\\s*)?((?:19|20)\\d\\d)\\b(?:\\s+only)?`));
    if (!m) break;
    const month = MONTHS.indexOf(m[2]!.slice(0, 3)) + 1;
    const y = Number(m[3]);
    const pad = (n: number) => String(n).padStart(2, "0");
    const date = namedDate(m[1]);
    const next = month === 12 ? `${y + 1}-01-01` : `${y}-${pad(month + 1)}-01`;
    (m[1] ? namedLater : out).push({ field: date, op: ">=", value: `${y}-${pad(month)}-01`, dateValue: true }, { field: date, op: "<", value: next, dateValue: true });
  }
  // A named date field in a calendar quarter or year: "where Ship Date is in Q1 2025", "and Order Date falls in 2024".
  for (;;) {
    const m = ctx.take(new RegExp(`${fieldIn}(?:(?:q([1-4])\\s*(?:of\\s+)?((?:19|20)\\d\\d)|((?:19|20)\\d\\d)\\s*q([1-4]))|(?:fiscal\\s+|calendar\\s+)?(?:year\\s+)?((?:19|20)\\d\\d))\\b(?:\\s+only)?`));
    if (!m) break;
    const date = namedDate(m[1]);
    if (m[6]) {
      namedLater.push({ field: date, op: "=", value: Number(m[6]), yearOf: true });
      continue;
    }
    const qn = Number(m[2] ?? m[5]);
    const y = Number(m[3] ?? m[4]);
    const pad = (n: number) => String(n).padStart(2, "0");
    const lastDay = [31, 30, 30, 31][qn - 1]!;
    namedLater.push({ field: date, op: ">=", value: `${y}-${pad(qn * 3 - 2)}-01`, dateValue: true }, { field: date, op: "<=", value: `${y}-${pad(qn * 3)}-${lastDay}`, dateValue: true });
  }
  // Calendar quarters: "for Q1 2024", "in Q3 of 2023", "2024 Q2": the quarter's first to last day.
  for (;;) {
    const m = ctx.take(/\b(?:(?:in|for|during|of|from|within)\s+)?(?:the\s+)?(?:q([1-4])\s*(?:of\s+)?((?:19|20)\d\d)|((?:19|20)\d\d)\s*q([1-4]))\b(?:\s+only)?/);
    if (!m) break;
    const qn = Number(m[1] ?? m[4]);
    const y = Number(m[2] ?? m[3]);
    const pad = (n: number) => String(n).padStart(2, "0");
    const lastDay = [31, 30, 30, 31][qn - 1]!;
    const date = ctx.dateField();
    out.push({ field: date, op: ">=", value: `${y}-${pad(qn * 3 - 2)}-01`, dateValue: true }, { field: date, op: "<=", value: `${y}-${pad(qn * 3)}-${lastDay}`, dateValue: true });
  }

  // "on weekends only", "during weekdays", "excluding weekends": the day of the week of the date.
  for (;;) {
    const m = ctx.take(/\b(?:on|during|at|over|for|in)\s+(?:the\s+)?(weekends?|weekdays?|work ?days|business days)\b(?:\s+only)?|\b(weekends?|weekdays?)\s+only\b|\b(?:excluding|except|without|not on|not at)\s+(?:the\s+)?(weekends?)\b/);
    if (!m) break;
    const weekend = m[3] ? false : /^weekend/.test(m[1] ?? m[2]!);
    out.push({ field: ctx.dateField(), op: "=", value: weekend, partOf: "weekend" });
  }

  // "in Q4", "during March": the quarter or month of every year (a year after it is a calendar range, read above or below).
  for (;;) {
    const m = ctx.take(new RegExp(`\\b(?:in|for|during|within)\\s+(?:the\\s+)?(?:q([1-4])|(1|2|3|4)(?:st|nd|rd|th)?\\s+quarter|${MONTH_WORD})\\b(?!\\s*(?:of\\s+|,\\s*)?(?:19|20)\\d\\d)(?:\\s+only)?`));
    if (!m) break;
    const month = m[3] ? MONTHS.indexOf(m[3].slice(0, 3)) + 1 : 0;
    out.push(month ? { field: ctx.dateField(), op: "=", value: month, partOf: "month" } : { field: ctx.dateField(), op: "=", value: Number(m[1] ?? m[2]), partOf: "quarter" });
  }

  // Years: "in 2023", "for fiscal year 2024", "during 2022".
  for (;;) {
    const m = ctx.take(/\b(?:in|for|during|of|from|within)\s+(?:the\s+)?(?:fiscal\s+|calendar\s+)?(?:year\s+|fy\s*)?((?:19|20)\d\d)\b(?:\s+only)?/);
    if (!m) break;
    const yearColumn = writtenYearColumn(ctx);
    out.push(yearColumn ? { field: yearColumn, op: "=", value: Number(m[1]) } : { field: ctx.dateField(), op: "=", value: Number(m[1]), yearOf: true });
  }

  // "between 10 and 20" on a named field: "where quantity is between 10 and 20".
  for (;;) {
    const m = ctx.take(new RegExp(`\\b(?:where|when|if|with|whose|for which|having|that have|that has)\\s+${FIELD}\\s+(?:is\\s+|are\\s+)?between\\s+(-?\\d+(?:\\.\\d+)?)\\s+(?:and|-)\\s+(-?\\d+(?:\\.\\d+)?)`));
    if (!m) break;
    const f = ctx.field(m[1]!);
    if (!f) continue;
    out.push({ field: f, op: ">=", value: Number(m[2]) }, { field: f, op: "<=", value: Number(m[3]) });
  }

  // "where <field> <op> <value>", chained with "and <field> <op> <value>".
  const lead = `(?:where|when|if|with|whose|for which|having|that have|that has|that are|which are|who are|who have|which have|but only for|but only when|but only where|only for|only when|only where|for|and|but only)`;
  const clause = new RegExp(`\\b${lead}\\s+(?:the\\s+)?${FIELD}\\s+(${OP_ALT})\\s+(?:to\\s+|than\\s+)?(?:the\\s+)?${VALUE}(?:\\s+only)?`);
  const unary = new RegExp(`\\b${lead}\\s+(?:the\\s+)?${FIELD}\\s+(is not null|is not blank|is not empty|is null|is blank|is empty|is missing|is negative|is positive|is zero|are negative|are positive|are null|are blank|are missing|not null|not blank)\\b`);
  let from = 0;
  for (let guard = 0; guard < 20; guard++) {
    const rest = ctx.t.slice(from);
    const u = unary.exec(rest);
    const c = clause.exec(rest);
    const m = u && (!c || u.index <= c.index) ? u : c;
    if (!m) break;
    const at = from + m.index;
    const fieldPhrase = m[1]!;
    const opWords = m[2]!;
    const leadWord = m[0].trim().split(" ")[0]!;
    const op = opOf(opWords);
    const aggM = /^(total|sum of|sum|average|avg|mean)\s+(.+)$/.exec(fieldPhrase);
    const condAgg: Agg | undefined = aggM && ctx.dialect !== "looker" ? (/^(average|avg|mean)$/.test(aggM[1]!) ? "avg" : "sum") : undefined;
    let f = /^(each|every|all|a|an|the|it|them|this|that|me|us|sum|total|average|count)$/.test(fieldPhrase) ? null : ctx.field(condAgg ? aggM![2]! : fieldPhrase);
    // "orders above 500": an entity compared with a number means its amount.
    const op0 = opOf(opWords);
    // ("where Items is more than 5": a plural written with its capital is the column itself.)
    if (f && /^[<>]=?$/.test(op0) && ENTITIES.has(singular(fieldPhrase)) && /s$/.test(fieldPhrase) && !PLACEHOLDER.test(fieldPhrase) && !capitalised(ctx, fieldPhrase)) {
      // ("average delivery minutes for orders over $50": money compares the order's amount, not a measure in minutes.)
      const money = new RegExp(`[$£€]\\s*${String(m[3] ?? "").replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`).test(ctx.doc.raw);
      const moneyMeasure = !!opts.measureField && /amount|revenue|sales|price|cost|value|total|spend|fee|profit|income|payment|gmv|margin|premium|salary|budget/i.test(opts.measureField.name);
      f = (money && !moneyMeasure ? null : opts.measureField) ?? ctx.assume(`${displayWord(singular(fieldPhrase), ctx.doc.casing)} Amount`);
    }
    // "campaigns containing 'brand'", "products like 'Pro'": the rows named in the plural, the field in the singular.
    if (f && op0 === "contains" && !PLACEHOLDER.test(fieldPhrase) && /^[a-z]+s$/.test(fieldPhrase) && !/(ss|us|is|sales)$/.test(fieldPhrase) && f.name.toLowerCase() === fieldPhrase) {
      f = ctx.field(singular(fieldPhrase)) ?? f;
    }
    // After "for" or "and" only an explicit operator makes a condition ("for each month" does not).
    const weak = /^(for|and)$/.test(leadWord) && op === "=" && !/^(is|=|equals|is equal to)$/.test(opWords);
    if (!f || !OP_RE.test(opWords) || weak) {
      from = at + 1;
      continue;
    }
    const valueRaw = m === u ? null : m[3]!;
    if (valueRaw !== null && /^(null|blank|empty)$/.test(valueRaw)) {
      out.push(build(f, op === "!=" ? "notnull" : "isnull", null));
    } else if (valueRaw !== null && isYear(valueRaw) && /date|year|time/i.test(f.name)) {
      out.push({ field: f, op: op as CmpOp, value: Number(valueRaw), yearOf: /date|time/i.test(f.name) });
    } else {
      out.push(build(f, op, valueRaw === null ? null : valueOf(ctx, valueRaw, op)));
    }
    if (condAgg) out[out.length - 1]!.agg = condAgg;
    let end = at + m[0].length;
    // "is East or West": more values for the same field.
    const last = out[out.length - 1]!;
    if ((last.op === "=" || last.op === "!=") && typeof last.value === "string") {
      const values = [last.value];
      for (;;) {
        const more = /^\s*(,|or)\s+(?:the\s+)?(§\d+|[a-z][a-z0-9]*)\b/.exec(ctx.t.slice(end));
        if (!more || /^(and|or|only|by|per|for|in)$/.test(more[2]!)) break;
        // After a comma, only a value written like the first one continues the list ("= 'Business', flights data" ends it).
        const quotedFirst = /^§\d+$/.test(valueRaw ?? "");
        if (more[1] === "," && (quotedFirst ? !/^§\d+$/.test(more[2]!) : !/^§\d+$/.test(more[2]!) && !/^[A-Z0-9]/.test(ctx.doc.casing.get(more[2]!) ?? "") && !REGION_VALUES.has(more[2]!) && !STATUS_VALUES.has(more[2]!))) break;
        more[1] = more[2]!;
        const v = valueOf(ctx, more[1]!);
        if (typeof v !== "string") break;
        values.push(v);
        end += more[0].length;
      }
      if (values.length > 1 && last.op === "=") out[out.length - 1] = { field: last.field, op: "in", value: null, values };
    } else if (last.op === "=" && typeof last.value === "number" && Number.isInteger(last.value)) {
      // "level 1 or 2", "rating 3, 4 or 5": whole numbers in a run are the range they cover.
      const nums = [last.value];
      let at2 = end;
      for (;;) {
        const more = /^\s*(?:,|or)\s+(-?\d+)\b(?!\s*(?:%|percent|days?|months?|years?))/.exec(ctx.t.slice(at2));
        if (!more) break;
        nums.push(Number(more[1]));
        at2 += more[0].length;
      }
      const run = nums.length > 1 && nums.every((n, i) => i === 0 || n === nums[i - 1]! + 1);
      if (run) {
        out[out.length - 1] = { field: last.field, op: ">=", value: nums[0]! };
        out.push({ field: last.field, op: "<=", value: nums[nums.length - 1]! });
        end = at2;
      }
    }
    ctx.t = ctx.t.slice(0, at) + GAP + ctx.t.slice(end);
    from = at;
  }

  // "average sales excluding zeros", "ignoring blanks": about the measure itself.
  for (;;) {
    const m = ctx.take(/\b(?:excluding|exclude|ignoring|ignore|except|without|not counting|skipping|skip)\s+(?:the\s+|any\s+|all\s+)?(zeros?|zeroes|0s|0 values|zero values|blanks?|nulls?|empty (?:cells|values)|empties)\b/);
    if (!m) break;
    const field = opts.measureField ?? ctx.fork(ctx.t).residualMeasure()?.field ?? ctx.assume("Value");
    out.push(/^(zeros?|zeroes|0s|0 values|zero values)$/.test(m[1]!) ? { field, op: "!=", value: 0 } : { field, op: "notnull", value: null });
  }

  // "how many times 'Yes' appears in column D": the column equals the value.
  for (;;) {
    const m = ctx.take(/\b(?:times\s+)?(§\d+|[a-z]+)\s+(?:appears|occurs|shows up|is found|exists)\s+(?:in|within|inside)\s+(?:the\s+)?(§\d+|[a-z_]+(?:\s+[a-z_]+)?)\b/);
    if (!m) break;
    const f = ctx.field(m[2]!);
    const v = PLACEHOLDER.test(m[1]!) ? placeholderText(m[1]!, ctx.doc) : displayWord(m[1]!, ctx.doc.casing);
    if (!f || v === null) break;
    out.push({ field: f, op: "=", value: /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : v });
  }

  // "cells that are not blank in column C", "rows where email is empty": presence tests.
  for (;;) {
    const m = /\b(?:that|which|where|with)?\s*(?:are|is|have)?\s*(not blank|non blank|nonblank|not empty|non empty|nonempty|filled|populated|blank|empty|missing)\s+(?:(?:in|for|on)\s+)?(§\d+|(?<=(?:in|for|on)\s+)[a-z_]+(?:\s+[a-z_]+)?)\b/.exec(ctx.t);
    if (!m) break;
    const f = ctx.field(m[2]!);
    if (!f) break;
    const present = /not|non|filled|populated/.test(m[1]!);
    out.push({ field: f, op: present ? "notnull" : "isnull", value: null });
    ctx.t = ctx.t.slice(0, m.index) + GAP + ctx.t.slice(m.index + m[0].length);
  }

  // "§0 are greater than 50": an explicit field and a comparison with no lead word.
  for (;;) {
    const m = new RegExp(`(§\\d+)\\s+(?:values?\\s+)?(${OP_ALT})\\s+(?:to\\s+|than\\s+)?${VALUE}`).exec(ctx.t);
    if (!m || !OP_RE.test(m[2]!)) break;
    const q = ctx.doc.quoted[Number(PLACEHOLDER.exec(m[1]!)![1])]!;
    if (q.kind === "quote") break;
    const f = ctx.field(m[1]!);
    if (!f) break;
    const op = opOf(m[2]!);
    out.push(build(f, op, valueOf(ctx, m[3]!, op)));
    ctx.t = ctx.t.slice(0, m.index) + ` ${m[1]} ` + GAP + ctx.t.slice(m.index + m[0].length);
  }

  // "how many tickets are still open (Status = "Open")": a comparison written with a symbol and a
  // quoted text or a number needs no lead word. (At the very start, "Margin = ..." defines a name.)
  for (;;) {
    const m = /(?<=\S\s+)(?<![<>=!]\s)([a-z_][a-z0-9_]*(?:\s+[a-z_][a-z0-9_]*){0,2})\s+(=|!=|>=|<=|>|<)\s+(§\d+|-?\d+(?:\.\d+)?)(?![\d.])/.exec(ctx.t);
    if (!m) break;
    const ph = PLACEHOLDER.exec(m[3]!);
    if (ph && ctx.doc.quoted[Number(ph[1])]?.kind !== "quote") break;
    const words = m[1]!.split(/\s+/);
    // Only the field's own words: "still open status" is "status".
    while (words.length > 1 && !DIMENSION_WORDS.has(words[0]!) && (STATUS_VALUES.has(words[0]!) || /^(?:still|currently|now|only|just|all|the|are|is|that|which|with|have|has|rows?|records?|count|number|sum|total|average|avg)$/.test(words[0]!))) words.shift();
    if (/^(?:sum|total|average|avg|count|number|the|a|an|and|or|of|then|is|are|rows?|records?)$/.test(words[words.length - 1]!)) break;
    const f = ctx.field(words.join(" "));
    if (!f) break;
    const op = opOf(m[2]!);
    out.push(build(f, op, valueOf(ctx, m[3]!, op)));
    const start = m.index + m[0].length - `${words.join(" ")} ${m[2]} ${m[3]}`.length;
    ctx.t = ctx.t.slice(0, Math.max(m.index, start)) + GAP + ctx.t.slice(m.index + m[0].length);
  }

  // "for region East", "in category 'Technology'", "from product category Bikes".
  for (;;) {
    const m = new RegExp(
      `\\b(?:for|in|from|within)\\s+(?:the\\s+)?((?:product\\s+|customer\\s+|sales\\s+|sub\\s+)?(?:region|category|segment|country|state|city|department|channel|team|store|brand|market|status|type|tier|source|campaign|product|line|customer|client|vendor|supplier|account|rep|salesperson|employee|manager|project))\\s+(§\\d+|(?!and\\b|or\\b|only\\b|by\\b|per\\b|over\\b|is\\b|=)[a-z][a-z0-9]*)\\b(?:\\s+only)?`,
    ).exec(ctx.t);
    if (!m) break;
    const value = valueOf(ctx, m[2]!);
    if (typeof value !== "string") break;
    const df = ctx.field(m[1]!);
    if (!df) break;
    out.push({ field: df, op: "=", value });
    ctx.t = ctx.t.slice(0, m.index) + GAP + ctx.t.slice(m.index + m[0].length);
  }

  // "orders with status shipped", "tickets that have priority 'High'": the field, then its value.
  for (;;) {
    const m = /\b(?:with|having|have|has|that have|which have)\s+(?:a\s+|the\s+)?(status|region|category|segment|type|tier|channel|source|device|plan|priority|stage|country|state|city|department|brand)\s+(?:of\s+)?(§\d+|(?!is\b|are\b|=|of\b|and\b|or\b|not\b|by\b|per\b|over\b|under\b|in\b|equal\b|equals\b|as\b)[a-z][a-z0-9]*)\b(?:\s+only)?/.exec(ctx.t);
    if (!m) break;
    const value = valueOf(ctx, m[2]!);
    const wf = typeof value === "string" ? ctx.field(m[1]!) : null;
    if (!wf || typeof value !== "string") break;
    out.push({ field: wf, op: "=", value });
    ctx.t = ctx.t.slice(0, m.index) + GAP + ctx.t.slice(m.index + m[0].length);
  }

  // "in the East or West region", "for East and West regions".
  for (;;) {
    const m = ctx.take(
      /\b(?:for|in|from|within)\s+(?:the\s+|either\s+)?(§\d+|[a-z][a-z0-9]*)((?:\s*(?:,|or|and)\s+(?:the\s+)?(?:§\d+|[a-z][a-z0-9]*))+)\s+(region|category|segment|country|state|city|department|channel|team|store|brand|market|status|type|tier|source|campaign|device|platform)s?\b(?:\s+only)?/,
    );
    if (!m) break;
    const tokens = [m[1]!, ...m[2]!.split(/\s*(?:,|\bor\b|\band\b)\s+/).map((x) => x.replace(/^the\s+/, "").trim()).filter(Boolean)];
    const values = tokens.map((t) => (PLACEHOLDER.test(t) ? (placeholderText(t, ctx.doc) ?? t) : (valueOf(ctx, t) as string)));
    const inf = ctx.field(m[3]!);
    if (!inf) break;
    out.push({ field: inf, op: "in", value: null, values });
  }

  // "for the East region only", "in the Furniture category", "from the 'Online' channel".
  for (;;) {
    const m = (
      /\b(?:for|in|from|within|of|at)\s+(?:the\s+)?(?!(?:unique|distinct|total|all|each|every|number|count|sum|average|avg|mean|max|min|top|bottom|new|other|same|different|individual)\b)(§\d+|[a-z][a-z0-9_]*(?:\s+(?!unique\b|distinct\b|total\b|by\b|per\b|for\b|in\b|of\b|with\b|and\b|or\b|across\b)[a-z][a-z0-9_]*)?)\s+(region|category|sub category|subcategory|segment|country|state|city|province|department|dept|channel|team|store|brand|market|territory|division|type|status|tier|source|campaign|product line|product|plan|industry|sector|branch|location|office|warehouse|device|platform|browser|gender|language|currency|customer type|ship mode|shipping mode|payment method|event)s?\b(?:\s+only)?/
    ).exec(ctx.t);
    if (!m) break;
    // "count of product category", "of Customer Segment": an entity or dimension word
    // before the dimension is part of the field's name, not a value.
    const w = m[1]!;
    // "for the United States" names a country, not a state called "United".
    if (COUNTRY_VALUES.has(m[0].replace(/^\S+\s+(?:the\s+)?/, "").replace(/\s+only$/, ""))) break;
    if (!PLACEHOLDER.test(w) && (ENTITIES.has(singular(w)) || DIMENSION_WORDS.has(singular(w)) || /^(?:ship|shipping|order|payment|sub)$/.test(w))) break;
    // ("count of adverse events": a lower-case word before "events" names the kind of event, not an Event Name.)
    if (m[2] === "event" && /^of\b/.test(m[0]) && /events\b/.test(m[0]) && !PLACEHOLDER.test(w) && !w.split(/\s+/).every((x) => capitalised(ctx, x))) break;
    ctx.t = ctx.t.slice(0, m.index) + GAP + ctx.t.slice(m.index + m[0].length);
    if (m[2] === "event") {
      out.push({ field: ctx.assume("Event Name"), op: "=", value: PLACEHOLDER.test(m[1]!) ? (placeholderText(m[1]!, ctx.doc) ?? "") : m[1]! });
      continue;
    }
    // "for the Prepaid plan type only": a lower-case word after a Title Case value goes with the field ("Plan Type").
    const vw = PLACEHOLDER.test(w) ? [] : w.split(/\s+/);
    const split = vw.length === 2 && capitalised(ctx, vw[0]!) && !capitalised(ctx, vw[1]!) && (DIMENSION_WORDS.has(singular(vw[1]!)) || /^(?:plan|product|customer|account|order|payment|ship|shipping|service|contract|member|membership|cabin|room|fuel|vehicle|policy|loan|claim|ticket|lead|deal|job|user|device|content|subscription)$/.test(vw[1]!));
    const value = PLACEHOLDER.test(m[1]!) ? (placeholderText(m[1]!, ctx.doc) ?? "") : (valueOf(ctx, split ? vw[0]! : m[1]!) as string);
    const known = typeof value === "string" && CATEGORY_VALUES.has(value.toLowerCase()) && /^product/.test(m[2]!);
    const vf = known ? ctx.assume("Category") : ctx.field(split ? `${vw[1]} ${m[2]}` : m[2] === "dept" ? "department" : m[2]!);
    if (!vf) break;
    out.push({ field: vf, op: "=", value });
  }

  // "completed orders", "active users", "returned items": a status word before an entity.
  for (;;) {
    const m = /\b(completed|complete|cancelled|canceled|pending|shipped|delivered|returned|refunded|active|inactive|open|closed|won|lost|paid|unpaid|overdue|approved|rejected|churned|converted|resolved|unresolved|late|fulfilled)\s+([a-z]+)\b/.exec(
      ctx.t,
    );
    if (!m || !ENTITIES.has(singular(m[2]!))) break;
    out.push({ field: ctx.assume("Status"), op: "=", value: displayWord(m[1]!, ctx.doc.casing) });
    ctx.t = ctx.t.slice(0, m.index) + ` ${m[2]} ` + ctx.t.slice(m.index + m[0].length);
  }

  // "for Express shipments", "of 'Gold' members": a capitalised or quoted value before the plural
  // entity it describes. A known value goes to its usual field; otherwise the entity's type
  // (assumed, so the explanation names it for renaming).
  for (;;) {
    // "how many 'VIP' users", "count Gold members": the counting words stand where a preposition would.
    const m = /\b(for|from|among|on|in|across|of|how many|count|counting)\s+(?:the\s+|all\s+)?(§\d+|[a-z][a-z0-9]*(?:-[a-z0-9]+)*(?:\s+(?:in|out|up|off|thru|through)(?=\s+[a-z]+s\b))?)\s+([a-z]+s)\b(?:\s+only)?/.exec(ctx.t);
    // ("for Emergency admissions only": any rows named in the plural, when "only" says they are a subset.)
    // ("but only for spanish courses": "only" said before the rows works the same.)
    if (!m || (!ENTITIES.has(singular(m[3]!)) && !((/\s+only$/.test(m[0]) || /\bonly\s+$/.test(ctx.t.slice(0, m.index))) && /^(?:for|from|among|on|in)$/.test(m[1]!)))) break;
    const token = m[2]!;
    let value: string | null = null;
    if (PLACEHOLDER.test(token)) {
      const q = ctx.doc.quoted[Number(PLACEHOLDER.exec(token)![1])]!;
      if (q.kind === "quote" && !/^(19|20)\d\d$/.test(q.text)) value = q.text;
    } else if (/^[A-Z]/.test(ctx.doc.casing.get(token) ?? "") && !ENTITIES.has(singular(token)) && !DIMENSION_WORDS.has(singular(token)) && !/^(?:distinct|unique|total|all|each|every|new|number|count)$/.test(token)) {
      value = displayWord(token, ctx.doc.casing);
    } else if (
      // "freight cost for air shipments only", "average check for lunch orders": a lower-case word before
      // the rows after "for" is their kind too.
      /^(?:for|from|among)$/.test(m[1]!) &&
      !ENTITIES.has(singular(token)) && !DIMENSION_WORDS.has(singular(token)) &&
      !/^(?:each|every|all|any|the|those|these|its|their|our|my|your|unique|distinct|total|other|same|different|individual|top|bottom|first|last|more|most|fewer|many|multiple|such|both|either|one|two|three|no|non|which|what|whose|that|this|per|monthly|weekly|daily|yearly|annual|quarterly|recent|previous|prior|current|next|matching|selected|filtered|remaining|given|certain|specific|some|several|few|completed|cancelled|canceled|returned|active|inactive|open|closed|paid|unpaid|late|pending)$/.test(token) &&
      !STATUS_VALUES.has(token)
    ) {
      // ("dine in orders": a word and its particle are one hyphenated value, "Dine-In".)
      value = token.split(/[-\s]+/).map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join("-");
    }
    if (value === null) break;
    const v = value.toLowerCase();
    const known = REGION_VALUES.has(v) || STATUS_VALUES.has(v) || SEGMENT_VALUES.has(v) || DEVICE_VALUES.has(v) || CATEGORY_VALUES.has(v);
    // ("for spanish courses ... fields are Quiz Score and Course Language": the column the context named for the rows' kind.)
    const noun = singular(m[3]!);
    const kinds = (ctx.doc.context ?? []).filter((c) => !c.date && !/\b(?:id|date|time)\b/i.test(c.name) && wordsOf(c.name.toLowerCase()).map(singular).includes(noun) && wordsOf(c.name).length > 1);
    // (Of "Lesson Rating" and "Lesson Language", the one that names a kind.)
    const kindColumn = kinds.find((c) => /\b(?:language|type|category|level|status|name|region|country|segment|tier|group|class|channel|mode|kind|plan|brand|format|genre)$/i.test(c.name)) ?? (kinds.length === 1 ? kinds[0] : undefined);
    const field = known ? fieldForValue(ctx, value) : kindColumn ? (ctx.field(kindColumn.name.toLowerCase()) ?? { name: kindColumn.name }) : ctx.assume(`${displayWord(noun, ctx.doc.casing)} Type`);
    out.push({ field, op: "=", value });
    // "number of Premium customers" still counts customers; "average delivery days for Express
    // shipments" already names its measure, and the entity is only whose rows they are.
    const named = ctx.fork(ctx.t.slice(0, m.index)).residualMeasure()?.field;
    const measured = !!named && !/^(number|count|total|sum|average|avg|mean|no|num|how many)$/i.test(named.name);
    ctx.t = ctx.t.slice(0, m.index) + (measured ? GAP : ` ${/^(?:of|how many|count|counting)$/.test(m[1]!) ? `${m[1]} ` : ""}${m[3]} `) + ctx.t.slice(m.index + m[0].length);
  }

  // "East sales", "total Furniture profit", "'Gold' revenue": a known value (or a quoted one) before
  // the measure, at the start of the request, is a filter on its usual field.
  for (;;) {
    const m = /^(\s*(?:(?:the|total|sum of|sum|average|avg|mean|median|count of|number of|how many|max|min)\s+)*)(§\d+|[a-z]+)(?:\s+(region|segment|category|device|channel))?\s+(?=§\d+|[a-z])/.exec(ctx.t);
    if (!m) break;
    const token = m[2]!;
    let value: string | null = null;
    if (PLACEHOLDER.test(token)) {
      const q = ctx.doc.quoted[Number(PLACEHOLDER.exec(token)![1])];
      if (q?.kind === "quote" && !/^(19|20)\d\d$/.test(q.text) && /^[A-Z]/.test(q.text) && !/\s/.test(q.text)) value = q.text;
    } else if (REGION_VALUES.has(token) || SEGMENT_VALUES.has(token) || DEVICE_VALUES.has(token) || CATEGORY_VALUES.has(token)) {
      value = typedValue(ctx, token);
    }
    if (value === null) break;
    const rest = ctx.t.slice(m.index + m[0].length);
    // The next words must name something to measure, not a connecting word ("east of", "west and").
    if (/^(?:of|and|or|to|vs|versus|is|are|=|\||,)\b/.test(rest.trim())) break;
    out.push({ field: m[3] ? (ctx.field(m[3]) ?? fieldForValue(ctx, value)) : fieldForValue(ctx, value), op: "=", value });
    ctx.t = `${m[1]} ${rest}`;
  }

  // "sessions from Organic Search", "revenue via paid search traffic": a marketing channel (GA's
  // Default Channel Group in Looker Studio, a Channel field elsewhere).
  for (;;) {
    const m = /\b(?:from|for|in|via|through)\s+(?:the\s+)?(organic search|paid search|organic social|paid social|organic shopping|paid shopping|organic video|paid video|direct|referral|email|display|affiliates?)(?:\s+(?:channel|traffic|visits|sessions))?\b/.exec(ctx.t);
    if (!m) break;
    // "spec pasted from email: ...", "forwarded from email -": where the message came from, not a channel.
    if (/\b(?:pasted|copied|forwarded|sent|quoted|taken|came|comes|copy|paste)\s*$/.test(ctx.t.slice(0, m.index)) || /^\s*[:\-—–]/.test(ctx.t.slice(m.index + m[0].length))) {
      ctx.t = ctx.t.slice(0, m.index) + GAP + ctx.t.slice(m.index + m[0].length);
      continue;
    }
    const value = m[1]!.replace(/\b[a-z]/g, (c) => c.toUpperCase());
    out.push({ field: ctx.assume(ctx.dialect === "looker-studio" ? "Default Channel Group" : "Channel"), op: "=", value });
    ctx.t = ctx.t.slice(0, m.index) + GAP + ctx.t.slice(m.index + m[0].length);
  }

  // "users who had a 'click' event", "orders that have a 'Gift' tag": the quoted value of the noun after it.
  for (;;) {
    const m = /\b(?:who|that|which)\s+(?:had|have|has|did|do|does|got|received|made|triggered|logged)\s+(?:a|an|any|at least one|the)?\s*(§\d+)\s+([a-z][a-z_]*)\b/.exec(ctx.t);
    if (!m) break;
    const value = placeholderText(m[1]!, ctx.doc);
    if (ctx.doc.quoted[Number(m[1]!.slice(1))]?.kind !== "quote" || value === null) break;
    const field = ctx.field(m[2]!, { asDimension: true });
    if (!field) break;
    out.push({ field, op: "=", value });
    ctx.t = ctx.t.slice(0, m.index) + GAP + ctx.t.slice(m.index + m[0].length);
  }

  // "who watched the 'Documentary' genre", "in the 'Gold' tier": a quoted value, then the field it belongs to.
  for (;;) {
    const m = new RegExp(`\\b(?:the\\s+|a\\s+|an\\s+)?(§\\d+)\\s+(${FIELD_NOUNS})\\b`).exec(ctx.t);
    if (!m || ctx.doc.quoted[Number(m[1]!.slice(1))]?.kind !== "quote") break;
    const field = ctx.field(m[2]!, { asDimension: true });
    if (!field) break;
    out.push({ field, op: "=", value: placeholderText(m[1]!, ctx.doc)! });
    ctx.t = ctx.t.slice(0, m.index) + GAP + ctx.t.slice(m.index + m[0].length);
  }
  // "for the Oncology therapy area only", "for Business cabin bookings": a value in Title Case, its field
  // word(s), then "only" or the rows counted.
  for (;;) {
    const m = new RegExp(`\\b(?:for|in|from|within|on)\\s+(?:the\\s+)?((?:[a-z0-9][a-z0-9_]*\\s+){1,3}?)((?:[a-z]+\\s+)?(?:${FIELD_NOUNS}))(?:\\s+(?:only|(?=[a-z]+s\\b)))`).exec(ctx.t);
    if (!m) break;
    const words = wordsOf(m[1]!);
    if (!words.every((w) => capitalised(ctx, w)) || wordsOf(m[2]!).some((w) => capitalised(ctx, w))) break;
    const field = ctx.field(m[2]!, { asDimension: true });
    if (!field) break;
    out.push({ field, op: "=", value: words.map((w) => displayWord(w, ctx.doc.casing)).join(" ") });
    ctx.t = ctx.t.slice(0, m.index) + GAP + ctx.t.slice(m.index + m[0].length).replace(/^\s*only\b/, "");
  }
  // "for the Youth Mentoring program only", "in the Gold plan only": a value in Title Case, then its field word.
  for (;;) {
    const m = /\b(?:for|in|from|within|on|at)\s+(?:the\s+)?((?:(?!(?:for|in|from|within|on|at|the)\b)[a-z0-9][a-z0-9_]*\s+){1,4}?)([a-z][a-z_]*)\s+only\b/.exec(ctx.t);
    if (!m) break;
    let words = wordsOf(m[1]!);
    // ("for the Express shipping method only": the value in Title Case, then a field of more than one word.)
    const firstLower = words.findIndex((w) => !capitalised(ctx, w));
    // ("the Auto line of business only": "of" may join the field's words, never start them.)
    const fieldWords = firstLower > 0 && words.slice(firstLower).every((w, i) => !capitalised(ctx, w) && !/^(?:only|the|a|an)$/.test(w) && !(i === 0 && w === "of")) ? words.slice(firstLower) : [];
    if (fieldWords.length) words = words.slice(0, firstLower);
    // "for savings accounts only" after a context naming Account Type: the context's column holds the value.
    const fromContext = (ctx.doc.context ?? []).find((c) => c.name.toLowerCase().split(/[\s_]+/).includes(singular(m[2]!)) && c.name.toLowerCase() !== singular(m[2]!));
    if (!fromContext && (!words.every((w) => capitalised(ctx, w)) || capitalised(ctx, m[2]!) || !(DIMENSION_WORDS.has(m[2]!) || DIMENSION_WORDS.has(singular(m[2]!)) || /^(?:program|plan|project|campaign|channel|team|branch|store|site|clinic|restaurant|hotel|property|studio|gym|club|venue|outlet|shop|school|hospital|facility|plant|campus|airport|station|depot|hub|carrier|league|kitchen|park|library|franchise|center|centre|mall|market|practice|firm|agency|fund|portfolio|department|unit|group|tier|line|brand|cabin|class|course|route|fund|grant|portfolio|method|mode|option|reason|type|kind|level|status|source|business|service|coverage|benefit)s?$/.test(m[2]!)))) break;
    const field = fromContext ? { name: fromContext.name } : ctx.field([...fieldWords, m[2]!].join(" "), { asDimension: true });
    if (!field) break;
    out.push({ field, op: "=", value: words.map((w) => displayWord(w, ctx.doc.casing)).join(" ") });
    ctx.t = ctx.t.slice(0, m.index) + GAP + ctx.t.slice(m.index + m[0].length);
  }

  // "total Tips for the Downtown restaurant", "covers at our Riverside hotel": a name in Title Case, then the
  // kind of place it names (the column is that word).
  for (;;) {
    const m = /\b(?:for|at|in|from)\s+(?:the|our)\s+((?:[a-z0-9][a-z0-9_]*\s+){1,3}?)(restaurant|hotel|property|studio|gym|club|venue|outlet|shop|school|hospital|clinic|facility|plant|campus|airport|station|depot|hub|kitchen|park|library|franchise|center|centre|mall|practice|agency)\b/.exec(ctx.t);
    if (!m) break;
    const words = wordsOf(m[1]!);
    if (!words.every((w) => capitalised(ctx, w) || /^\d+$/.test(w))) break;
    const field = ctx.field(m[2]!, { asDimension: true });
    if (!field) break;
    out.push({ field, op: "=", value: words.map((w) => displayWord(w, ctx.doc.casing)).join(" ") });
    ctx.t = ctx.t.slice(0, m.index) + GAP + ctx.t.slice(m.index + m[0].length).replace(/^\s*only\b/, "");
  }

  // "for branch Downtown only", "in plan Gold Premium only": field words, then a value written in Title Case.
  for (;;) {
    const m = /\b(?:for|in|from|within)\s+(?:the\s+)?((?:[a-z0-9][a-z0-9_]*\s+){1,4}?)only\b/.exec(ctx.t);
    if (!m) break;
    const words = wordsOf(m[1]!);
    const at = words.findIndex((w) => capitalised(ctx, w));
    if (at < 1 || at > 2 || !words.slice(at).every((w) => capitalised(ctx, w))) break;
    const field = ctx.field(words.slice(0, at).join(" "), { asDimension: true });
    if (!field) break;
    out.push({ field, op: "=", value: words.slice(at).map((w) => displayWord(w, ctx.doc.casing)).join(" ") });
    ctx.t = ctx.t.slice(0, m.index) + GAP + ctx.t.slice(m.index + m[0].length);
  }

  // "for course BIO 110", "at store NYC 01", "in department HR", "in zone Z3": a field word, then a code written in capitals.
  for (;;) {
    const m = /\b(?:for|in|from|within|at)\s+(?:the\s+)?([a-z_]+)\s+([a-z]{2,}[0-9]*|[a-z][0-9]+)(?:\s+(\d+))?\b(?:\s+only)?/.exec(ctx.t);
    if (!m) break;
    const written = ctx.doc.casing.get(m[2]!) ?? "";
    const fieldWord = DIMENSION_WORDS.has(singular(m[1]!)) || /^(?:course|class|program|plan|project|campaign|team|branch|store|site|clinic|department|dept|unit|group|tier|line|brand|route|fund|grant|code|sku|ward|school|campus|warehouse|depot|office|region|state|country|airport|market|queue|lane|bay|gate|dock|shift|aisle|bin|hub|terminal|room|floor|building|ward|pool|cohort|batch|lot|version|release|league|division)$/.test(m[1]!);
    // ("in zone Z3", "priority P1": one capital and digits is a code too.)
    if (!fieldWord || !/^(?:[A-Z]{2,}[0-9]*|[A-Z][0-9]+)$/.test(written) || /^(?:ID|YTD|MTD|QTD|YOY|MOM|DAX|KPI|LOD|SQL|AND|OR|NOT)$/.test(written)) break;
    const field = ctx.field(m[1]!, { asDimension: true });
    if (!field) break;
    out.push({ field, op: "=", value: `${written}${m[3] ? ` ${m[3]}` : ""}` });
    ctx.t = ctx.t.slice(0, m.index) + GAP + ctx.t.slice(m.index + m[0].length);
  }

  // 'total loan amount for branch "Downtown"', "for campaign 'Spring Gala'": field words, then a quoted value.
  for (;;) {
    const m = /\b(?:for|in|from|within|at)\s+(?:the\s+)?([a-z_]+(?:\s+[a-z_]+)?)\s+(§\d+)(?:\s+only)?/.exec(ctx.t);
    if (!m || ctx.doc.quoted[Number(m[2]!.slice(1))]?.kind !== "quote") break;
    const words = wordsOf(m[1]!);
    if (words.some((w) => /^(?:each|every|all|any|the|those|these|a|an|only|just|total|sum|count|average|of|and|or|is|are|=|equal|equals|like|than|when|where|if|as|by|per|with)$/.test(w))) break;
    const value = placeholderText(m[2]!, ctx.doc);
    const field = value === null ? null : ctx.field(m[1]!, { asDimension: true });
    if (!field || value === null) break;
    out.push({ field, op: "=", value });
    ctx.t = ctx.t.slice(0, m.index) + GAP + ctx.t.slice(m.index + m[0].length);
  }

  // "for East only", "in the West", "for 'Furniture'": a bare value we can place by what it is.
  for (;;) {
    const m = new RegExp(`\\b(?:for|in|from|within)\\s+(?:the\\s+)?(§\\d+|${COUNTRY_ALT}|[a-z]+)(?:\\s+only)?\\b`).exec(ctx.t);
    if (!m) break;
    const token = m[1]!;
    let value: string | null = null;
    if (PLACEHOLDER.test(token)) {
      const q = ctx.doc.quoted[Number(PLACEHOLDER.exec(token)![1])]!;
      // "in 'Order Count'" names a measure; "for 'Furniture'" names a value.
      const measureLike = /\b(count|sales|revenue|amount|total|profit|quantity|price|cost|value|sum|rate|number|units|margin|spend|sessions|users|orders)(?:\s+(?:sold|purchased|ordered|booked|received))?$/i.test(q.text);
      if (q.kind === "quote" && !/^(19|20)\d\d$/.test(q.text) && !measureLike) value = q.text;
    } else if (REGION_VALUES.has(token) || STATUS_VALUES.has(token) || SEGMENT_VALUES.has(token) || DEVICE_VALUES.has(token) || CATEGORY_VALUES.has(token) || COUNTRY_VALUES.has(token)) {
      value = countryName(token) ?? typedValue(ctx, token);
    } else if (
      (/\bonly$/.test(m[0]) || (!!ctx.doc.context?.length && !ctx.doc.context.some((c) => c.name.toLowerCase().split(/\s+/).includes(token)) && /^\s*(?:[,?.]|$)/.test(ctx.t.slice(m.index + m[0].length)))) &&
      /^[A-Z]/.test(ctx.doc.casing.get(token) ?? "") &&
      !ENTITIES.has(singular(token)) &&
      !DIMENSION_WORDS.has(token)
    ) {
      // "for Auto only"; after a context of columns ("Crop in col B, ... - total qty for Wheat"), a
      // capitalised word that names none of them is a value.
      value = ctx.doc.casing.get(token)!;
    }
    if (value === null) break;
    const field = fieldForValue(ctx, value);
    let end = m.index + m[0].length;
    // "for Closed Won only", "in North East": a known word that opens a value written in Title Case
    // is the first word of that value, not all of it.
    const cased = (w: string) => /^[A-Z]/.test(ctx.doc.casing.get(w) ?? "");
    // "closed won deals": two status words are one stage.
    const nextStatus = !PLACEHOLDER.test(token) && STATUS_VALUES.has(token) && !/\bonly$/.test(m[0]) ? /^\s+([a-z]+)\b/.exec(ctx.t.slice(end)) : null;
    if (nextStatus && STATUS_VALUES.has(nextStatus[1]!) && nextStatus[1] !== token) {
      value = `${value} ${typedValue(ctx, nextStatus[1]!)}`;
      end += nextStatus[0].length;
    } else if (!PLACEHOLDER.test(token) && capitalised(ctx, token) && !/\bonly$/.test(m[0])) {
      const more = /^(?:\s+(?!only\b|and\b|or\b)[a-z]+){1,3}/.exec(ctx.t.slice(end));
      const words = more ? wordsOf(more[0]).filter((_, i, ws) => ws.slice(0, i + 1).every(cased)) : [];
      if (words.length) {
        value = [value, ...words.map((w) => displayWord(w, ctx.doc.casing))].join(" ");
        end += new RegExp(`^(?:\\s+[a-z]+){${words.length}}`).exec(ctx.t.slice(end))![0].length;
        const only = /^\s+only\b/.exec(ctx.t.slice(end));
        if (only) end += only[0].length;
      }
    }
    out.push({ field, op: "=", value });
    ctx.t = ctx.t.slice(0, m.index) + GAP + ctx.t.slice(end);
  }

  // "excluding returns", "except the Central region", "other than 'Cancelled'".
  for (;;) {
    const m = new RegExp(`\\b(?:excluding|exclude|except(?:\\s+for)?|other than|but not|not including|without)\\s+(?:the\\s+)?(§\\d+|${COUNTRY_ALT}|[a-z]+)(?:\\s+(region|category|segment|status|country|state|channel|department|type))?\\b`).exec(ctx.t);
    if (!m) break;
    const token = m[1]!;
    const value = PLACEHOLDER.test(token) ? placeholderText(token, ctx.doc) : (countryName(token) ?? displayWord(singularStatus(token), ctx.doc.casing));
    if (value === null || (!PLACEHOLDER.test(token) && !m[2] && !REGION_VALUES.has(token) && !STATUS_VALUES.has(singularStatus(token)) && !SEGMENT_VALUES.has(token) && !COUNTRY_VALUES.has(token))) break;
    const field = (m[2] ? ctx.field(m[2]) : null) ?? fieldForValue(ctx, singularStatus(token));
    out.push({ field, op: "!=", value });
    ctx.t = ctx.t.slice(0, m.index) + GAP + ctx.t.slice(m.index + m[0].length);
  }

  // "orders over $100", "sales above 1000": a threshold right after the measure or entity.
  for (;;) {
    const m = /\b([a-z]+)\s+(over|above|greater than|more than|exceeding|under|below|less than|of at least|at least|of at most|at most|>=|<=|>|<)\s+(-?\d+(?:\.\d+)?)\b/.exec(ctx.t);
    if (!m || DIMENSION_WORDS.has(m[1]!) || /^(average|moving|rolling|days?|weeks?|months?|years?|top|bottom|last|past|next|first)$/.test(m[1]!)) break;
    const op = opOf(m[2]!.replace(/^of /, "")) as CmpOp;
    // "net revenue above 100", "discount percent over 0.2": a qualifying word before the subject
    // belongs to its name.
    const before = /([a-z]+)\s+$/.exec(ctx.t.slice(0, m.index));
    const qualifier = before && !THRESHOLD_LEAD.test(before[1]!) && !ENTITIES.has(singular(before[1]!)) && !DIMENSION_WORDS.has(before[1]!) && !ENTITIES.has(singular(m[1]!)) ? before : null;
    const subject = qualifier ? `${qualifier[1]} ${m[1]}` : m[1]!;
    if (qualifier) m.index = qualifier.index;
    let field: FieldRef;
    if (ENTITIES.has(singular(subject))) field = opts.measureField ?? ctx.assume(`${displayWord(singular(subject), ctx.doc.casing)} Amount`);
    else {
      const sf = ctx.field(subject);
      if (!sf) break;
      field = sf;
    }
    out.push({ field, op, value: Number(m[3]) });
    // Keep the subject: "orders over 100" still counts orders.
    const end = (qualifier ? qualifier.index + qualifier[0].length : m.index) + m[0].length;
    ctx.t = ctx.t.slice(0, m.index) + ` ${subject} ` + GAP + ctx.t.slice(end);
  }
  out.push(...namedLater);
  return out;
}

/**
 * "enrolled in 2024 - Enrolments[Student ID], Enrolments[Term Year]": a written column that holds the
 * year itself is tested for that year, not the year of a guessed date.
 */
function writtenYearColumn(ctx: Ctx): FieldRef | null {
  const isYear = (n: string) => /\b(?:year|yr|fy)$/i.test(n.trim()) && !/\bdate\b/i.test(n);
  for (const q of ctx.doc.quoted) {
    if (q.kind !== "quote" && isYear(q.text)) return { name: q.text, ...(q.table ? { table: q.table } : {}), ...(q.view ? { view: q.view } : {}), ...(q.column ? { column: q.column } : {}) };
  }
  const c = ctx.doc.context?.find((x) => isYear(x.name));
  return c ? { name: c.name, ...(c.table ? { table: c.table } : {}), ...(c.view ? { view: c.view } : {}), ...(c.column ? { column: c.column } : {}) } : null;
}

/** Words before a thresholded subject that are not part of its name ("rows have sales over 100"). */
const THRESHOLD_LEAD =
  /^(?:have|has|had|having|with|where|when|if|is|are|was|were|the|a|an|and|or|of|rows?|records?|count|number|how|many|much|sum|total|average|avg|mean|that|which|whose|for|in|on|by|to|from|per|each|every|all|any|only|its|their|show|shows|flag|flags|label|labels|mark|marks|tag|tags|filter|filters|keep|keeps|exclude|include|cases|lines|entries|items|not|no)$/;

function singularStatus(w: string): string {
  const s = singular(w);
  if (s === "return") return "returned";
  if (s === "cancellation") return "cancelled";
  if (s === "refund") return "refunded";
  return STATUS_VALUES.has(w) ? w : s;
}

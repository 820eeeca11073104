import type { DatePart, DateUnit, FieldRef, Intent, Period } from "../ir";
import type { Ctx } from "./context";
import { cut, trimFiller } from "./phrases";
import { isDateLike } from "./references";
import { PLACEHOLDER, displayWord, wordsOf } from "./text";

/** Date differences, date parts, truncation to a period and adding an interval. */

const DATE_WORD = /\b(date|dates|datetime|timestamp|time|day|dt|dob|birthday|deadline|expiry|expiration|anniversary|_at|_on|_date)\b|_(at|on|date|dt)\b/;

function unitOf(w: string): DateUnit {
  if (/^sec/.test(w)) return "second";
  if (/^min/.test(w)) return "minute";
  if (/^h/.test(w)) return "hour";
  if (/^w/.test(w) && !/^weekday/.test(w)) return "week";
  if (/^mon/.test(w)) return "month";
  if (/^q/.test(w)) return "quarter";
  if (/^y/.test(w)) return "year";
  return "day";
}

/** A date phrase as a field: "order" next to "ship date" becomes "Order Date". */
function dateFieldFrom(ctx: Ctx, phrase: string, addDate: boolean): FieldRef | null {
  // ("from opened at to resolved at", "restored at": a timestamp named for its event and "at" keeps the "at".)
  const at = /^(?:the\s+)?([a-z]+)\s+(at|on)\s*$/.exec(phrase.trim().replace(/\s+(?:for|per)\s+(?:each|every|the|an?)?\s*[a-z]+\s*$/, ""));
  if (at && !/^(?:date|time|day|it|that|this|the)$/.test(at[1]!) && /(?:ed|start|end)$/.test(at[1]!)) return { name: `${at[1]!.charAt(0).toUpperCase()}${at[1]!.slice(1)} ${at[2]!.charAt(0).toUpperCase()}${at[2]!.slice(1)}` };
  let p = cut(phrase.trim(), ["and", "to", "until", "till"]).replace(/\bdates\b/, "date");
  if (!p) return null;
  if (PLACEHOLDER.test(p)) return ctx.field(p);
  const isTitled = (ws: string[]) => ws.length > 1 && ws.every((w) => /^[A-Z]/.test(ctx.doc.casing.get(w) ?? ""));
  const written = wordsOf(phrase.split(/[,;:(]|\s(?:and|to|until|till|or|if|when|use|using)\s/)[0]!).filter((w) => !/^(the|a|an|its|their)$/.test(w));
  // "Closed On", written in title case, is the column's whole name: no filler to trim from it.
  const words = isTitled(written) ? written : trimFiller(wordsOf(p), ctx.doc.casing).filter((w) => !/^(the|a|an|its|their)$/.test(w));
  if (!words.length) return null;
  p = words.join(" ");
  if (p === "dob") p = "date of birth";
  if (p === "today" || p === "now" || p === "current date") return null;
  if (/^(seconds?|minutes?|hours?|days?|weeks?|months?|years?|milliseconds?)$/.test(p)) return null;
  // "HireDate", "order_date": already a date name, written as one word.
  // ("Account Created", written in title case, is the column's own name.)
  const titled = isTitled(words);
  // ("days from referral to first visit - we have Referral Date and First Visit Date": the date column the context named.)
  const named = (ctx.doc.context ?? []).find((c) => (c.date || /(?:date|time|_at|_on)$/i.test(c.name)) && wordsOf(c.name.toLowerCase()).join(" ").startsWith(`${p} `));
  if (named) return ctx.field(named.name.toLowerCase()) ?? { name: named.name };
  // ("... we have Referral Date and First Visit Date": the same, written elsewhere in the request with its capitals.)
  const esc = p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "\\s+");
  const spelled = !DATE_WORD.test(p) ? new RegExp(`\\b(${esc}\\s+(?:date|time|datetime|timestamp))\\b`, "i").exec(ctx.doc.raw) : null;
  if (spelled && /^[A-Z]/.test(spelled[1]!)) return ctx.field(spelled[1]!.toLowerCase().replace(/\s+/g, " ")) ?? { name: spelled[1]! };
  if (addDate && !titled && !DATE_WORD.test(p) && !/(?:date|_at|_on|time)$/.test(p)) p = `${p} date`;
  return ctx.field(p);
}

const VERB_DATES: Array<[RegExp, string, string]> = [
  [/\b(?:to|until|till|before)\s+(?:ship|shipping|shipment|dispatch)\b/, "Order Date", "Ship Date"],
  [/\b(?:to|until|till|before)\s+(?:deliver|delivery)\b/, "Order Date", "Delivery Date"],
  [/\b(?:to|until|till|before)\s+(?:close|closing|close the deal)\b/, "Created Date", "Close Date"],
  [/\b(?:to|until|till|before)\s+(?:resolve|resolution|resolved)\b/, "Created Date", "Resolved Date"],
  [/\b(?:to|until|till|before)\s+(?:pay|payment|paid)\b/, "Invoice Date", "Payment Date"],
  [/\b(?:to|until|till|before)\s+(?:respond|response|first response)\b/, "Created Date", "First Response Date"],
  [/\b(?:to|until|till|before)\s+(?:convert|conversion)\b/, "Signup Date", "Conversion Date"],
];

/** "excluding weekends" and its kin ask for working days; the phrase itself is no part of a field name. */
const noWeekends = /[,;]?\s*\b(?:excluding|excl\.?|without|skipping|skip|not counting|ignoring|ignore|except(?: for)?|leaving out|minus|less)\s+(?:the\s+)?(?:weekends?|saturdays? and sundays?|sat(?:urday)?s? ?(?:&|and|\/) ?sun(?:day)?s?)\b/;

/** A side of "ship date minus order date": a field whose name is a date. */
const DATE_SIDE = "(§\\d+|(?:[a-z_]+\\s+){0,2}?(?:date|datetime|timestamp|dt)|[a-z_]+_(?:at|on|date|dt))";

/**
 * "ship date minus order date", "Shipping Days = [Ship Date] - [Order Date]": subtracting one date
 * from another is the time between them (an aggregate of dates subtracted would be meaningless).
 */
function dateMinusDate(ctx: Ctx): Intent | null {
  const m = new RegExp(`(?:^|\\s)(?:the\\s+)?${DATE_SIDE}\\s+(?:minus|-|less)\\s+(?:the\\s+)?${DATE_SIDE}(?=\\s|$)`).exec(ctx.t);
  if (!m) return null;
  const dated = (raw: string) => {
    const ph = /^§(\d+)$/.exec(raw.trim());
    if (!ph) return true;
    const q = ctx.doc.quoted[Number(ph[1])];
    return !!q && q.kind !== "quote" && /date|time|_at\b|_on\b|\bdt\b/i.test(q.text);
  };
  if (!dated(m[1]!) || !dated(m[2]!)) return null;
  const end = dateFieldFrom(ctx, m[1]!, false);
  const start = dateFieldFrom(ctx, m[2]!, false);
  if (!end || !start) return null;
  const inUnit = /\bin\s+(seconds|minutes|hours|days|weeks|months|quarters|years)\b/.exec(ctx.t);
  const unit: DateUnit = inUnit ? unitOf(inUnit[1]!) : "day";
  const label = /^\s*([a-z§0-9_ ]{1,40}?)\s*[=:]\s/.exec(ctx.t);
  const words = label ? trimFiller(wordsOf(label[1]!), ctx.doc.casing) : [];
  const name = words.length ? words.map((w) => (PLACEHOLDER.test(w) ? (ctx.field(w)?.name ?? w) : displayWord(w, ctx.doc.casing))).join(" ") : `${unit.charAt(0).toUpperCase()}${unit.slice(1)}s ${start.name} to ${end.name}`;
  return { family: "dateDiff", start, end, unit, name };
}

export function parseDateDiff(ctx: Ctx): Intent | null {
  const minus = dateMinusDate(ctx);
  if (minus) return minus;
  const skipWeekends = noWeekends.test(ctx.t);
  const t = skipWeekends ? ctx.t.replace(noWeekends, "").trim() : ctx.t;
  const unitRe = /\b(business days?|working days?|work days?|workdays?|weekdays?|seconds?|secs?|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|quarters?|years?|yrs?)\b/;
  const trig =
    /\b(?:date ?diff|datediff|date difference|difference (?:in (?:days|months|years|weeks|hours) )?between|time between|duration|elapsed|lead time|cycle time|turnaround|tenure|age|ages|how long|how old|days? (?:to|since|until|till|between|from|open|overdue|late|old|ago|elapsed|remaining|left)|(?:weeks?|months?|years?|hours?|minutes?) (?:to|since|until|between|from|elapsed|old)|business days?|working days?|work days?|workdays?|weekdays|networkdays|time (?:to|since|taken)|number of days|count of days|days (?:it took|taken)|how many (?:seconds|minutes|hours|days|weeks|months|years)(?=.*\b(?:between|from|since|until|till|ago|old|left|remaining|take|took|elapsed|late|overdue)\b)|how many (?:seconds|minutes|hours|days|weeks|months|years) (?:in|to|until|till|did|does|do|was|were|is|are|it|of|on)\b|(?:did|does|do|will) it take|it (?:took|takes)|(?:number of|how many|count of)\s+nights|nights (?:stayed|booked|spent|between|from)|(?:resolution|response|handling|handle|wait|waiting|processing|fulfil?lment|delivery|transit) time|length in (?:seconds|minutes|hours|days|weeks|months|years)|(?:days|hours|time) in transit)\b|^\s*(?:seconds|minutes|hours|days|weeks|months|years)\s*:|^\s*(?:the\s+)?(?:seconds|minutes|hours|days|weeks|months|years)(?:\s+(?!from\b|between\b)[a-z]+){1,3}\s+(?:from|between)\s/;
  if (!trig.test(t)) return null;
  // "rows where age > 65", "customers with age over 40": an Age field compared, not an age computed.
  // Likewise "max age", "average age": an aggregate of an Age field.
  if (
    (/\b(?:age|ages)\s+(?:is\s+)?(?:>|<|>=|<=|=|!=|over|above|under|below|greater|less|more|at least|at most|between|of at least)\s/.test(t) ||
      /\b(?:age|ages)\s+(?:is\s+|of\s+)?\d+\s+(?:or|and)\s+(?:older|younger|more|less|over|under|above|below|higher|lower)\b/.test(t) ||
      /\b(?:min|max|minimum|maximum|median|sum|total|average|avg|mean)\s+(?:of\s+)?(?:the\s+)?(?:§\d+\s+)?age\b/.test(t)) &&
    !/\b(?:birth|dob|born|birthday|birthdate)\b/.test(t)
  ) return null;
  if (/\b(percent|percentage|pct|relative)\s+(?:difference|change|diff)\b/.test(t)) return null;
  // "revenue per rental day from Revenue and Rental Days": a rate per day-count column, not a span of dates.
  if (/\bper\s+(?:[a-z]+\s+)?days?\s+from\b/.test(t) && !/\bdates?\b|§/.test(t.replace(/^.*?\bfrom\b/, ""))) return null;
  // "count deliveries where days late > 0": a Days Late column tested in a condition, not computed.
  if (/\b(?:where|when|if|with|whose|having)\s+(?:the\s+)?(?:[a-z_]+\s+)?(?:days?|hours?|weeks?|months?|minutes?)\s+(?:late|overdue|open|old|elapsed|remaining|left|to\s+[a-z]+)\s*(?:>=?|<=?|=|!=|is\s|are\s|over\b|above\b|under\b|below\b|more than|greater than|less than|at least|at most)/.test(t)) return null;
  if (/\bthen\b|\b(?:flag|label)\b/.test(t)) return null;
  // "difference between sales and cost" is arithmetic: at least one side must look like a date.
  if (/\bbetween\s+(?:the\s+)?(?:two|2)\s+dates\b/.test(t)) {
    const start = ctx.assume("Start Date");
    const end = ctx.assume("End Date");
    return { family: "dateDiff", start, end, unit: /\b(work|business|week) ?days?\b|\bweekdays\b/.test(t) ? "day" : (/\b(months?|years?|weeks?|hours?)\b/.exec(t)?.[1]?.replace(/s$/, "") as DateUnit) ?? "day", workdays: skipWeekends || /\b(work|business|working) ?days?\b|\bweekdays\b|\bnetworkdays\b/.test(t) || undefined, name: "Days Between Dates" };
  }
  // "average days from Application Date to Hire Date": the mean of each row's difference.
  // "average resolution time in hours from ...", "mean ticket age in days ...": whatever words name the
  // duration, an average that opens a date difference is the mean of each row's difference.
  const averaged = /^\s*(?:the\s+)?(?:average|avg|mean)\b/.test(t);
  const between =
    /\b(?:between|from)\s+(.+?)\s+(?:and|to|until|till|through)\s+(.+)$/.exec(t) ??
    // "business days to approve: Submitted Date to Approved Date": two dates joined by "to".
    /(?:^|:\s*|\|\s*)((?:§\d+|[a-z_]+(?:\s+[a-z_]+)?\s+date))\s+(?:to|until|till|through|->)\s+((?:§\d+|[a-z_]+(?:\s+[a-z_]+)?\s+date))\s*$/.exec(t);
  const workdays = skipWeekends || /\b(business|working|work|week) ?days?\b|\bnetworkdays\b|\bworkdays?\b|\bweekdays\b/.test(t);
  let unit: DateUnit = "day";
  const u = unitRe.exec(t);
  if (u && !/business|working|work|weekday/.test(u[1]!)) unit = unitOf(u[1]!);
  const inUnit = /\bin\s+(seconds|minutes|hours|days|weeks|months|quarters|years)\b/.exec(t);
  if (inUnit) unit = unitOf(inUnit[1]!);
  if (/\b(age|ages|how old|tenure in years|years old)\b/.test(t) && !inUnit) unit = /\bmonths?\b/.test(t) ? "month" : "year";
  const name = (s: FieldRef, e: FieldRef | "today") =>
    `${workdays ? "Working Days" : unit.charAt(0).toUpperCase() + unit.slice(1) + "s"} ${e === "today" ? `Since ${s.name}` : `${s.name} to ${e.name}`}`;

  // "Ship Date and Delivery Date columns, how many days in transit?": with no dates in the ask, the
  // two dates the context named, in that order.
  const contextDates = (ctx.doc.context ?? []).filter((c) => c.date || isDateLike({ name: c.name }));
  const betweenThem = between && /^\s*(?:them|those|these|the two(?: dates)?|both(?: dates)?|the dates)\b/.test(between[1]!);
  if ((!between || betweenThem) && contextDates.length === 2 && !/§\d+|\b(?:since|today|now|until|till|ago)\b/.test(t)) {
    const start = { name: contextDates[0]!.name };
    const end = { name: contextDates[1]!.name };
    return { family: "dateDiff", start, end, unit, workdays: workdays || undefined, average: averaged || undefined, name: name(start, end) };
  }
  if (between) {
    const aRaw = between[1]!;
    const bRaw = between[2]!;
    const eventWord = /^(?:the\s+)?(created|shipped|delivered|ordered|signed up|signup|closed|opened|resolved|started|ended|paid|invoiced|registered|joined|cancelled|canceled|completed|submitted|approved|hired|launched)\b/;
    // A bracketed or ${view.field} reference counts as a date only when its name says so
    // ("difference between ${orders.total_revenue} and ${orders.total_cost}" is a subtraction).
    const datedRef = (raw: string) => {
      const ph = /§(\d+)/.exec(raw);
      if (!ph) return false;
      const q = ctx.doc.quoted[Number(ph[1])];
      return !q || q.kind === "quote" || /date|time|day|_at\b|_on\b|created|updated|shipped|signup|login|birth|deadline|due|month|year|week/i.test(q.text);
    };
    const bHasDate = DATE_WORD.test(cut(bRaw, ["and"])) || datedRef(bRaw) || eventWord.test(bRaw.trim());
    const aHasDate = DATE_WORD.test(aRaw) || datedRef(aRaw) || eventWord.test(aRaw.trim());
    if (!aHasDate && !bHasDate && !/\b(today|now)\b/.test(bRaw) && !trig.test(t.replace(/difference between/, ""))) return null;
    const isToday = (s: string) => /^\s*(?:the\s+)?(today|now|current date|todays date|the current date)\b/.test(s);
    const start = isToday(aRaw) ? "today" : dateFieldFrom(ctx, aRaw, bHasDate);
    const end = isToday(bRaw) ? "today" : dateFieldFrom(ctx, bRaw, aHasDate);
    if (!start || !end || (start === "today" && end === "today")) return null;
    // "to Closed Date, or today if it is still open": a blank end date counts up to today.
    if (start !== "today" && end !== "today" && /\b(?:or|use|using|else|otherwise|if|when|default(?:ing)?|still|blank|empty|null|missing|yet)\b.*\b(?:today|now|current date)\b|\b(?:today|now|current date)\b.*\b(?:if|when|for|while|where)\b/.test(bRaw)) {
      return { family: "dateDiff", start, end, unit, workdays: workdays || undefined, endOrToday: true, name: name(start, end) };
    }
    // "between today and the order date" counts up to today, like "since".
    if (start === "today" && end !== "today" && !/\buntil|till|remaining|left\b/.test(t)) {
      return { family: "dateDiff", start: end, end: "today", unit, workdays: workdays || undefined, name: name(end, "today") };
    }
    if (start === "today") return { family: "dateDiff", start, end, unit, workdays: workdays || undefined, name: `${unit.charAt(0).toUpperCase()}${unit.slice(1)}s Until ${(end as FieldRef).name}` };
    // "days between ship date and order date": "between" names no direction, and an elapsed time runs
    // from the earlier step of a record's life to the later one.
    if (end !== "today" && /\bbetween\b/.test(between[0]) && stageOf(start.name) > stageOf(end.name) && stageOf(end.name) >= 0) {
      return { family: "dateDiff", start: end, end: start, unit, workdays: workdays || undefined, name: name(end, start) };
    }
    return { family: "dateDiff", start, end, unit, workdays: workdays || undefined, average: averaged || undefined, name: `${averaged ? "Average " : ""}${name(start as FieldRef, end)}` };
  }
  // "age from date of birth", "days since last order", "tenure from hire date".
  const sinceRe = (lead: string) => new RegExp(`\\b(?:${lead})\\s+(?:the\\s+)?(?:their\\s+|the\\s+)?(.+?)(?:\\s+(?:to|until|till)\\s+(?:today|now))?\\s*(?:\\||$)`);
  const since = sinceRe("since|after").exec(t) ?? sinceRe("from|using|based on").exec(t) ?? sinceRe("of(?!\\s+(?:days|weeks|months|years|hours))").exec(t);
  for (const [re, s, e] of VERB_DATES) {
    if (re.test(t)) {
      const start = ctx.assume(s);
      const end = ctx.assume(e);
      return { family: "dateDiff", start, end, unit, workdays: workdays || undefined, name: name(start, end) };
    }
  }
  if (/\b(overdue|late)\b/.test(t) && !since) {
    const start = ctx.assume("Due Date");
    return { family: "dateDiff", start, end: "today", unit, workdays: workdays || undefined, name: "Days Overdue" };
  }
  // "days until the due date (from today)": from today forward.
  const until = /\b(?:until|till|before|left before|remaining (?:until|before))\s+(?:the\s+)?(.+?)(?:\s+(?:from|starting)\s+(?:today|now))?\s*(?:\||$)/.exec(t);
  if (until && !/\b(?:since|from)\s+(?!today|now)/.test(t)) {
    const end = dateFieldFrom(ctx, until[1]!, true);
    if (end) return { family: "dateDiff", start: "today", end, unit, workdays: workdays || undefined, name: `${unit.charAt(0).toUpperCase()}${unit.slice(1)}s Until ${end.name}` };
  }
  let start: FieldRef | null = null;
  if (since) start = dateFieldFrom(ctx, since[1]!.replace(/\b(?:in|as)\s+(?:days|weeks|months|years|hours)\b/, ""), true);
  if (!start && /\b(age|ages|how old|years old)\b/.test(t)) start = ctx.assume("Birth Date");
  if (!start && /\btenure\b/.test(t)) start = ctx.assume("Hire Date");
  if (!start) {
    const d = ctx.mentionsDate() ? ctx.dateField() : null;
    if (!d) return null;
    start = d;
  }
  return { family: "dateDiff", start, end: "today", unit, workdays: workdays || undefined, name: name(start, "today") };
}

/** Where a date falls in a record's life (order → ship → delivery → close); -1 when unknown. */
const STAGES: RegExp[] = [
  /\b(birth|dob|signup|sign up|registration|registered|created|creation|open|opened|order|ordered|purchase|request|requested|submit|submitted|hire|start|booking|application|join|joined)\b/i,
  // (Payments and receipts come early in one record's life and late in another's: a claim is received, then
  // paid; an order is paid, then received. They keep the order written.)
  /\b(approval|approved|ship|shipped|shipping|dispatch|dispatched|first response|response)\b/i,
  /\b(delivery|delivered|arrival|arrived)\b/i,
  /\b(due|close|closed|resolution|resolved|end|ended|completion|completed|cancel|cancelled|canceled|return|returned|termination|churn|churned)\b/i,
];
function stageOf(field: string): number {
  return STAGES.findIndex((re) => re.test(field));
}

const PART_WORDS: Array<[RegExp, DatePart]> = [
  // "formatted as YYYY-MM", "year-month label", "2024-Q1 style": the period as text.
  [/\byearmonth label\b/, "yearMonth"],
  [/\byearquarter label\b/, "yearQuarter"],
  [/\bquarterlabel label\b/, "quarterLabel"],
  [/\b(?:weekend|weekday or weekend|weekday vs weekend|weekend or weekday|weekend vs weekday|is weekend)\b/, "weekend"],
  [/\b(?:month name abbreviation|abbreviated month|short month|month abbreviation|3 letter month|three letter month|month short name)\b/, "monthShort"],
  // "short weekday name (Mon, Tue...)": an example of abbreviated names says which form.
  [/\b(?:day name abbreviation|abbreviated (?:day|weekday)|short (?:week)?day name|(?:week)?day short name|(?:week)?day abbreviation|3 letter (?:week)?day|weekday abbreviation)\b|\b(?:week)?day name\s+mon\s*,?\s*tue\b/, "dayShort"],
  [/\bmonth name\s+jan\s*,?\s*feb\b/, "monthShort"],
  [/\b(?:hour of (?:the )?day)\b/, "hour"],
  [/\b(?:day of (?:the )?month|day number of (?:the )?month|day of month number)\b/, "day"],
  [/\b(?:month name|name of (?:the )?month|monthname|full month)\b/, "monthName"],
  [/\b(?:day name|weekday name|day of (?:the )?week name|name of (?:the )?(?:day|weekday)|dayname)\b/, "dayName"],
  [/\b(?:day of (?:the )?week|weekday|dow|day number of (?:the )?week)\b/, "weekday"],
  [/\b(?:iso week(?: number)?|isoweeknum|isoweek|iso 8601 week)\b/, "isoWeek"],
  [/\b(?:week number|week of (?:the )?year|weeknum|week)\b/, "week"],
  [/\b(?:quarter name|quarter number|quarter|qtr)\b/, "quarter"],
  [/\b(?:month number|month)\b/, "month"],
  [/\b(?:year)\b/, "year"],
  [/\b(?:day of (?:the )?month|day number|day)\b/, "day"],
  [/\b(?:hour of (?:the )?day|hour)\b/, "hour"],
];

const PART_ALT =
  "yearmonth label|yearquarter label|quarterlabel label|weekday vs weekend|weekday or weekend|weekend|day name abbreviation|month name abbreviation|abbreviated month|month abbreviation|short month|quarter name|quarter number|month name|name of (?:the )?month|day name|weekday name|day of (?:the )?week name|name of (?:the )?(?:day|weekday)|day of (?:the )?week|weekday|week number|week of (?:the )?year|iso week|week|quarter|qtr|month number|month|year|day of (?:the )?month|day number|day|hour of (?:the )?day|hour";

function partOf(words: string): DatePart | null {
  for (const [re, p] of PART_WORDS) if (re.test(words)) return p;
  return null;
}

/**
 * "month of order date", "extract the year from [Ship Date]", "order date year", "weekday name".
 * Singular part words only: "months from" and "years since" are differences, not parts.
 */
export function parseDatePart(ctx: Ctx): Intent | null {
  // "short weekday name (Mon, Tue...)", "abbreviated month (Jan, Feb)": the short form, said or shown.
  const t = ctx.t
    .replace(/\b(?:short|abbreviated|3 letter)\s+(?:week)?day\s+name\b|\b(?:week)?day\s+name\s+mon\s*,?\s*tue\b(?:\s*,?\s*(?:wed|etc)\b)?/g, "day name abbreviation")
    .replace(/\b(?:short|abbreviated|3 letter)\s+month\s+name\b|\bmonth\s+name\s+jan\s*,?\s*feb\b(?:\s*,?\s*(?:mar|etc)\b)?/g, "month name abbreviation")
    // ("hour of day the outage started": the hour, whatever day it is of.)
    .replace(/\bhour\s+of\s+(?:the\s+)?day\b/g, "hour");
  if (/\b(between|since|until|till|how many|how long|elapsed|age|difference)\b/.test(t)) return null;
  const of = new RegExp(`\\b(${PART_ALT})\\b\\s+(?:number\\s+)?(?:of|from|in|for|out of|on)\\s+(?:the\\s+|each\\s+|every\\s+|a\\s+)?(§\\d+|[a-z_]+(?:\\s+[a-z_]+){0,2})`).exec(t);
  const after = new RegExp(`(§\\d+|\\b[a-z_]+\\s+(?:date|time|timestamp))\\s+(${PART_ALT})\\b`).exec(t);
  const extract = new RegExp(`\\b(?:extract|get|pull|return|isolate|derive|show|display|convert to|turn into)\\b(?:\\s+[a-z]+){0,2}?\\s+(${PART_ALT})\\b`).exec(t);
  // "which year did each customer sign up (${customers.signup_date})", "what month was it shipped in": a question about one part.
  // ("year the home was listed, from List Date", "the month each order was placed": the same, said as a clause.)
  const asked =
    /^\s*(?:in\s+)?(?:which|what)\s+(year|quarter|month|week|day of (?:the )?week|weekday|hour)\s+(?:did|does|do|was|were|is|are)\b/.exec(t) ??
    /^\s*(?:the\s+)?(year|quarter|month|week|day of (?:the )?week|weekday|hour)\s+(?:the|each|every|a|an|that|when)\s+(?:[a-z_]+\s+){0,2}?(?:(?:was|were|is|are|got)\s+)?[a-z]+ed\b/.exec(t);
  const named = asked ?? /\b(yearmonth label|yearquarter label|quarterlabel label|weekday vs weekend|weekday or weekend|weekend|day name abbreviation|month name abbreviation|abbreviated month|month abbreviation|month name|day name|weekday name|week number|day of (?:the )?week|weekday)\b/.exec(t);
  let part: DatePart | null;
  let date: FieldRef | null = null;
  const timeNamed = /\b(?:from|using|in|on)\s+(?:the\s+)?([a-z_]+\s+(?:time|timestamp|datetime))\b/.exec(t);
  // ("the year each home was listed (List Date)": the clause says which part, and names no field.)
  if (asked && !/^\s*(?:in\s+)?(?:which|what)\b/.test(asked[0])) ctx.t = ctx.t.replace(asked[0], " | ");
  // ("hour of Session Start": a datetime named in title case, with no date word in its name.)
  const titledName = !!of && /^(?:hour|minute|weekday)$/.test(of[1]!) && of[2]!.split(/\s+/).every((w) => /^[A-Z]/.test(ctx.doc.casing.get(w) ?? ""));
  if (of && (DATE_WORD.test(of[2]!) || PLACEHOLDER.test(of[2]!) || /^(date|it|that|this)$/.test(of[2]!) || titledName)) {
    part = partOf(of[1]!);
    date = /^(it|that|this)$/.test(of[2]!) ? null : dateFieldFrom(ctx, of[2]!, false);
  } else if (of && !asked && /^\s*(?:the\s+)?(?:year|quarter|month|week|hour|weekday|day of (?:the )?week)\s+of\s+[a-z]+\b/.test(t) && (ctx.mentionsDate(true) || timeNamed)) {
    // "the hour of arrival from Arrival Time": the words after "of" describe the date that is written elsewhere.
    part = partOf(of[1]!);
    if (timeNamed) date = dateFieldFrom(ctx, timeNamed[1]!, false);
  } else if (after) {
    part = partOf(after[2]!);
    date = dateFieldFrom(ctx, after[1]!, false);
  } else if (extract || named) {
    part = partOf((extract ?? named)![1]!);
  } else return null;
  if (!part) return null;
  // ("hour of day each trip started, from trip start": the column named at the end, ending in start, end or at.)
  const tail = /[,;]?\s*\b(?:from|using|based on)\s+(?:the\s+)?((?:§\d+)|[a-z_]+(?:\s+[a-z_]+){0,2})\s*$/.exec(t);
  if (!date && tail && (PLACEHOLDER.test(tail[1]!) || /(?:start|end|started|ended|at|on|time|timestamp|datetime)$/.test(tail[1]!))) date = dateFieldFrom(ctx, tail[1]!, false);
  if (!date) date = ctx.mentionsDate(true) ? ctx.dateField({ anyRef: true }) : ctx.assume("Order Date");
  const label: Record<DatePart, string> = {
    year: "Year",
    quarter: "Quarter",
    month: "Month",
    week: "Week Number",
    isoWeek: "ISO Week",
    day: "Day",
    weekday: "Weekday",
    monthName: "Month Name",
    dayName: "Day Name",
    monthShort: "Month Abbreviation",
    dayShort: "Day Abbreviation",
    weekend: "Weekday or Weekend",
    hour: "Hour",
    yearMonth: "Year-Month",
    yearQuarter: "Year-Quarter",
    quarterLabel: "Quarter",
  };
  return { family: "datePart", date, part, name: `${date.name} ${label[part]}` };
}

/** "weeks start on monday", "monday-start weeks", "week starting sunday": the first day of a week, when said. */
function weekStartSaid(text: string): "monday" | "sunday" | undefined {
  const m = /\b(monday|sunday)\b/.exec(text);
  return m && /\b(?:start|starts|starting|started|begin|begins|beginning|commencing|from|monday[\s-]start|sunday[\s-]start|of the week|iso)\b/.test(text) ? (m[1] as "monday" | "sunday") : undefined;
}

export function parseDateTrunc(ctx: Ctx): Intent | null {
  const t = ctx.t;
  // "year and month of order date": the date at month grain.
  if (/\b(year and month|month and year|year month|yyyy mm|month year)\b/.test(t) && !/\b(between|since|difference|name)\b/.test(t)) {
    const date = ctx.mentionsDate(true) ? ctx.dateField({ anyRef: true }) : ctx.assume("Order Date");
    return { family: "dateTrunc", date, unit: "month", name: `${date.name} Month` };
  }
  const endM = /\b(?:last day|last date|end|final day|end date|eomonth)\s+of\s+(?:the\s+|its\s+|that\s+)?(week|month|quarter|year)\b|\b(month|quarter|year|week) end(?: date)?\b|\beomonth\b/.exec(t);
  if (endM) {
    const unit = (endM[1] ?? endM[2] ?? "month") as Period;
    const date = ctx.mentionsDate(true) ? ctx.dateField({ anyRef: true }) : ctx.assume("Order Date");
    return { family: "dateTrunc", date, unit, end: true, name: `${date.name} ${unit.charAt(0).toUpperCase() + unit.slice(1)} End` };
  }
  const m =
    /\b(?:truncates|truncate|truncated|truncating|trunc|round(?:ed)? down|floor(?:ed)?|snap|start of|beginning of|first day of|first date of|first of|1 day of|start date of|(day|week|month|quarter|year) start|(day|week|month|quarter|year) level|to (?:the )?(day|week|month|quarter|year) level|(?:to|into) (?:the )?(?:start|first day|beginning) of)\b/.exec(t);
  if (!m) return null;
  const um =
    // ("the first day of the signup month": a word of the date's name may sit before the period.)
    /\b(?:start|beginning|first day|first date|first|1 day|start date)\s+of\s+(?:the\s+|its\s+|that\s+)?(?:(?!day\b|week\b|month\b|quarter\b|year\b)[a-z_]+\s+){0,2}?(day|week|month|quarter|year)\b/.exec(t) ??
    /\b(?:to|into|by)\s+(?:the\s+)?(day|week|month|quarter|year)\b/.exec(t.slice(m.index)) ??
    /\b(week|month|quarter|year|day)s?\b/.exec(t.slice(m.index)) ??
    /\b(week|month|quarter|year|day)s?\b/.exec(t);
  if (!um) return null;
  const unit = um[1] as Period;
  // "truncate Outage Start to the week": a name without a date word, written in Title Case (or ending
  // in start/end/time), between the verb and the period is the date.
  const named = /\b(?:truncates|truncate|truncated|truncating|trunc|round(?:ed)? down|floor(?:ed)?|snap)\s+(?:the\s+)?([a-z_][a-z0-9_]*(?:\s+[a-z_][a-z0-9_]*){0,3})\s+(?:down\s+)?(?:to|into|by)\s+(?:the\s+)?(?:day|week|month|quarter|year)\b/.exec(t);
  // ("shift_start truncated to month": the name before the verb, typed as the data spells it.)
  const before = named ? null : /^\s*(?:the\s+)?([a-z_][a-z0-9_]*(?:\s+[a-z_][a-z0-9_]*){0,3})\s+(?:truncated|rounded\s+down|floored|cut|snapped)\s+(?:down\s+)?(?:to|into)\s+(?:the\s+)?(?:start\s+of\s+(?:the\s+|its\s+)?)?(?:day|week|month|quarter|year)\b/.exec(t);
  if (before && /_/.test(before[1]!)) {
    const date = ctx.field(before[1]!);
    if (date) return { family: "dateTrunc", date, unit, name: `${date.name} ${unit.charAt(0).toUpperCase() + unit.slice(1)}` };
  }
  const namedWords = named ? wordsOf(named[1]!) : [];
  const namedDate = (!ctx.mentionsDate(true) || (!!named && /_/.test(named[1]!))) && namedWords.length > 0 && (namedWords.every((w) => /^[A-Z]/.test(ctx.doc.casing.get(w) ?? "")) || /(?:start|end|time|timestamp|_at|_on)$/.test(named![1]!)) ? ctx.field(named![1]!) : null;
  const date = namedDate ?? (ctx.mentionsDate(true) ? ctx.dateField({ anyRef: true }) : ctx.assume("Order Date"));
  const weekStart = unit === "week" ? weekStartSaid(ctx.doc.text) : undefined;
  return { family: "dateTrunc", date, unit, ...(weekStart ? { weekStart } : {}), name: `${date.name} ${unit.charAt(0).toUpperCase() + unit.slice(1)}` };
}

export function parseDateAdd(ctx: Ctx): Intent | null {
  const t = ctx.t;
  const unitAlt = "(days?|weeks?|months?|quarters?|years?)";
  const patterns: Array<[RegExp, (m: RegExpExecArray) => { n: number; unit: string; date: string; sign: 1 | -1 }]> = [
    [new RegExp(`\\b(?:add|adding)\\s+(\\d+)\\s+${unitAlt}\\s+(?:to|on to|onto)\\s+(.+)$`), (m) => ({ n: Number(m[1]), unit: m[2]!, date: m[3]!, sign: 1 })],
    [new RegExp(`\\b(?:subtract|subtracting|minus|take away|deduct)\\s+(\\d+)\\s+${unitAlt}\\s+(?:from)\\s+(.+)$`), (m) => ({ n: Number(m[1]), unit: m[2]!, date: m[3]!, sign: -1 })],
    [new RegExp(`\\b(\\d+)\\s+${unitAlt}\\s+(after|from|later than|past|before|prior to|earlier than|ahead of)\\s+(.+)$`), (m) => ({ n: Number(m[1]), unit: m[2]!, date: m[4]!, sign: /before|prior|earlier|ahead/.test(m[3]!) ? -1 : 1 })],
    [new RegExp(`(?:^|\\||=|is|as)\\s*(.+?)\\s+(plus|\\+|minus|-)\\s+(\\d+)\\s+${unitAlt}\\b`), (m) => ({ n: Number(m[3]), unit: m[4]!, date: m[1]!, sign: /minus|-/.test(m[2]!) ? -1 : 1 })],
  ];
  for (const [re, read] of patterns) {
    const m = re.exec(t);
    if (!m) continue;
    const r = read(m);
    const phrase = cut(r.date.split("|")[0]!.trim(), ["and"]);
    const words = trimFiller(wordsOf(phrase), ctx.doc.casing);
    const p = words.length > 3 ? words.slice(-3).join(" ") : words.join(" ");
    if (!p || (!DATE_WORD.test(p) && !PLACEHOLDER.test(p))) continue;
    const date = dateFieldFrom(ctx, p, false);
    if (!date) continue;
    const unit = unitOf(r.unit) as Period;
    return { family: "dateAdd", date, amount: r.sign * r.n, unit, name: `${date.name} ${r.sign > 0 ? "+" : "-"} ${r.n} ${unit}${r.n === 1 ? "" : "s"}` };
  }
  return null;
}

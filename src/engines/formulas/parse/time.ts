import type { Intent, Measure, Period } from "../ir";
import type { Ctx } from "./context";
import { takeFilters } from "./filters";
import { ENTITIES } from "./phrases";
import { singular } from "./text";

/** Running totals, moving averages, period-to-date and period-over-period requests. */

const UNIT_WORD = "(?:day|days|daily|week|weeks|weekly|month|months|monthly|quarter|quarters|quarterly|year|years|yearly|period|periods|row|rows|record|records|observation|observations|point|points|hour|hours|hourly|game|games|match|matches|session|sessions|event|events|entry|entries|shift|shifts|sprint|sprints|race|races|round|rounds|trade|trades|reading|readings)";

function unitOf(w: string | undefined): Period | "row" {
  if (!w) return "row";
  if (/^da/.test(w)) return "day";
  if (/^week/.test(w)) return "week";
  if (/^month/.test(w)) return "month";
  if (/^quarter/.test(w)) return "quarter";
  if (/^year/.test(w)) return "year";
  return "row";
}

/**
 * "the explore is sorted newest week first", "sorted by date descending": Looker table calculations
 * count offsets in rows, so the order the table is sorted in decides which way "previous" lies.
 */
const NEWEST_FIRST =
  /\b(?:(?:sorted|sort|ordered|order)\s+(?:by\s+)?(?:(?:the\s+)?(?:[a-z_${}.]+\s+){0,3}?)?(?:newest|latest|most recent)\s+(?:[a-z]+\s+)?(?:first|on top|at the top)|(?:newest|latest|most recent)\s+(?:[a-z]+\s+)?(?:first|on top|at the top)|(?:sorted|ordered|sort|order)\s+(?:by\s+)?(?:(?:the\s+)?(?:[a-z_${}.]+\s+){0,3}?)?(?:descending|desc)|(?:in\s+)?descending\s+(?:date\s+)?order)\b/i;

function newestFirst(ctx: Ctx): true | undefined {
  if (ctx.dialect !== "looker") return undefined;
  ctx.t = ctx.t.replace(new RegExp(`\\s*,?\\s*(?:(?:the\\s+)?(?:table|explore|data|results?)\\s+(?:is|are)\\s+)?${NEWEST_FIRST.source}`, "gi"), " ");
  return NEWEST_FIRST.test(`${ctx.doc.contextText ?? ""} ${ctx.doc.raw}`) || undefined;
}

/** "Orders" for a count of Order IDs, the field's name otherwise. */
const measureName = (m: Measure) => ((m.entity || m.agg === "countd") && m.field && / ID$/.test(m.field.name) ? `${m.field.name.replace(/ ID$/, "")}s` : (m.field?.name ?? "Rows"));

export function parseMovingAverage(ctx: Ctx): Intent | null {
  // "rolling 6 month revenue", "trailing 12 months sales", "TTM revenue": a rolling total over the window.
  ctx.t = ctx.t.replace(/\bttm\b/g, "trailing 12 months");
  if (!/\b(average|avg|mean|sum|total|ma|sma|dma)\b/.test(ctx.t)) {
    ctx.t = ctx.t.replace(new RegExp(`\\b(rolling|trailing)\\s+(\\d+)\\s+(day|days|week|weeks|month|months|quarter|quarters|year|years)\\b`), "$1 $2 $3 sum of");
  }
  ctx.t = ctx.t.replace(
    new RegExp(`\\b(moving|rolling|trailing|sliding)\\s+(\\d+\\s+${UNIT_WORD})\\s+((?:(?!average\\b|avg\\b|mean\\b|sum\\b|total\\b)[a-z§0-9_]+\\s+){1,3}?)(average|avg|mean|sum|total)\\b`),
    "$1 $2 $4 of $3",
  );
  const trigger =
    /\b(?:(moving|rolling|trailing|sliding)\s+(?:(\d+)\s+)?(?:(\d+)\s*)?(?:UNIT\s+)?(average|avg|mean|sum|total)|(\d+)\s+UNIT\s+(?:moving|rolling|trailing|sliding)?\s*(average|avg|mean|sum|total|ma|sma)|(ma|sma|dma)\s*(\d+)|(\d+)\s*(dma|sma))\b/.source.replace(/UNIT/g, UNIT_WORD);
  const re = new RegExp(trigger);
  const m = re.exec(ctx.t);
  const lastN = /\b(?:average|avg|mean)\s+(?:of\s+)?(?:[a-z§0-9_ ]+?\s+)?(?:over|across)\s+(?:the\s+)?(?:last|past|previous|prior|trailing)\s+(\d+)\s+(UNIT)\b/.source.replace(/UNIT/g, UNIT_WORD);
  const m2 = m ? null : new RegExp(lastN).exec(ctx.t);
  if (!m && !m2) return null;
  // "rolling total" with no window is a running total; let that parser have it.
  if (m && m[1] && !m[2] && !m[3] && !new RegExp(`\\b(\\d+)\\s*${UNIT_WORD}\\b`).test(ctx.t) && /total|sum/.test(m[4]!)) return null;

  let window = 3;
  let unit: Period | "row" = "row";
  let stat: "avg" | "sum" = "avg";
  if (m) {
    ctx.take(re);
    const n = m[2] ?? m[3] ?? m[5] ?? m[8] ?? m[9];
    const unitWord = m[0].match(new RegExp(`\\b(${UNIT_WORD})\\b`))?.[1];
    if (n) window = Number(n);
    unit = unitOf(unitWord);
    stat = /sum|total/.test(m[0]) ? "sum" : "avg";
    // "moving average over 7 days", "rolling average of sales (last 30 days)".
    const over = ctx.take(new RegExp(`\\b(?:over|for|across|of|in|covering|using)?\\s*(?:the\\s+)?(?:last|past|previous|prior|trailing)?\\s*(\\d+)\\s+(${UNIT_WORD})\\b(?:\\s+window)?`));
    if (over && !n) window = Number(over[1]);
    if (over && unit === "row") unit = unitOf(over[2]);
    if (!n && !over) {
      const w = ctx.take(/\b(?:window|period)\s+(?:of|=|size)?\s*(\d+)\b/);
      if (w) window = Number(w[1]);
    }
  } else if (m2) {
    window = Number(m2[1]);
    unit = unitOf(m2[2]);
    stat = /sum|total/.test(m2[0]) ? "sum" : "avg";
    ctx.take(new RegExp(`\\b(?:over|for|across|in|of)\\s+(?:the\\s+)?(?:last|past|previous|prior|trailing)\\s+\\d+\\s+${UNIT_WORD}\\b`));
    ctx.take(/\b(?:average|avg|mean|sum|total)\b/);
  }
  if (window < 2 || window > 1000) return null;
  const descending = newestFirst(ctx);
  ctx.drop(/\b(?:moving|rolling|trailing|average|avg|mean|window)\b/);
  const date = ctx.dateField();
  ctx.drop(/\b(?:over time|per day|per week|per month|by day|by week|by month|daily|weekly|monthly)\b/);
  const measure = ctx.timeMeasure();
  const unitLabel = unit === "row" ? "Period" : unit.charAt(0).toUpperCase() + unit.slice(1);
  return {
    family: "movingAverage",
    measure,
    window,
    unit,
    date,
    stat,
    newestFirst: descending,
    name: `${measureName(measure)} ${window} ${unitLabel} Moving ${stat === "sum" ? "Total" : "Average"}`,
  };
}

export function parseRunningTotal(ctx: Ctx): Intent | null {
  // ("X accumulated row by row": the participle after the measure, with nothing named after it.)
  ctx.t = ctx.t.replace(/\b(?:accumulated|accumulating)(?=\s+(?:row by row|over time|down|by|across|through|per|over)\b|\s*$)/, "cumulative").replace(/\brow by row\b/, " ");
  const re = /\b(?:(running|cumulative|cummulative|accumulated|accumulating|progressive|rolling)\s+(total|totals|sum|count|average|avg|mean|balance)|(cumulative|cummulative|cumsum|running)|(total|sum)\s+(?:so far|to date|running))\b/;
  const m = ctx.take(re);
  if (!m) return null;
  const word = m[2] ?? "";
  const stat: "sum" | "avg" | "count" = /average|avg|mean/.test(word) ? "avg" : word === "count" ? "count" : "sum";
  const reset = ctx.take(/\b(?:that\s+|which\s+)?(?:restart|restarts|restarting|reset|resets|resetting|starting over|starts over)\s+(?:at\s+|on\s+)?(?:every|each|per|by|the start of each|for each|every new|each new)\s+(year|quarter|month|week)\b/);
  const ofTotal = ctx.take(/\b(?:as\s+an?\s+)?(?:percent|percentage|pct|share)\s+(?:of\s+)?(?:the\s+)?(?:grand\s+)?(?:total|all)\b/);
  const descending = newestFirst(ctx);
  const thisYear = ctx.take(/\b(?:for|in|during|within|of)?\s*(?:the\s+)?(?:this|current)\s+(year|quarter|month)\b/);
  ctx.drop(/\b(?:sum|total|over time)\b/);
  const date = ctx.dateField();
  ctx.drop(/\b(?:by|per|over|across)\s+(?:day|week|month|quarter|year)s?\b/);
  const measure = stat === "count" ? (ctx.residualMeasure("count") ?? { agg: "count" as const, field: ctx.assume("Order ID") }) : ctx.timeMeasure();
  if (stat === "count" && measure.agg === "sum") measure.agg = "count";
  // "running count of rows": the rows themselves are counted, no column (a sheet counts an ID column instead).
  if (stat === "count" && ctx.dialect !== "excel" && measure.field && /^(?:rows?|records?)$/i.test(measure.field.name)) measure.field = null;
  // "running count of orders": distinct order IDs, one row each in a sheet.
  if (stat === "count" && measure.field && !measure.field.assumed && ENTITIES.has(singular(measure.field.name.toLowerCase())) && /s$/i.test(measure.field.name)) {
    measure.field = { name: `${singular(measure.field.name)} ID` };
    measure.agg = "countd";
    measure.entity = true;
  }
  const distinct = measure.agg === "countd" && !measure.entity && !!measure.field && !ofTotal && !reset && !thisYear && /\b(?:distinct|unique)\b/.test(ctx.doc.text);
  const label = ofTotal ? "Cumulative %" : distinct ? "Running Distinct Count" : stat === "avg" ? "Running Average" : stat === "count" ? "Running Count" : "Running Total";
  return {
    family: "runningTotal",
    measure,
    date,
    stat,
    resetEvery: reset ? (reset[1] as Period) : thisYear ? (thisYear[1] as Period) : undefined,
    ofTotal: ofTotal ? true : undefined,
    distinct: distinct || undefined,
    newestFirst: descending,
    name: `${label} ${measureName(measure)}`,
  };
}

/** "average daily sales", "average monthly revenue": the total per period, averaged over periods. */
export function parsePeriodAverage(ctx: Ctx): Intent | null {
  // "average daily rate" (ADR), "average monthly rent": a rate column averaged, not per-period totals.
  if (/\b(?:average|avg|mean)\s+(?:daily|weekly|monthly|quarterly|yearly|annual)\s+(?:rate|rates|price|prices|fee|fees|wage|wages|rent|rents|salary|temperature|score|premium)\b/.test(ctx.t)) return null;
  const m = ctx.take(/\b(?:average|avg|mean)\s+(daily|weekly|monthly|quarterly|yearly|annual)\b|\b(?:average|avg|mean)\s+(?:of\s+)?(.+?)\s+per\s+(day|week|month|quarter|year)\b/);
  if (!m) return null;
  const word = m[1] ?? m[3]!;
  const period: Period = /^da/.test(word) ? "day" : /^week/.test(word) ? "week" : /^month/.test(word) ? "month" : /^quarter/.test(word) ? "quarter" : "year";
  if (m[2]) ctx.t = ` ${m[2]} ${ctx.t}`;
  const date = ctx.dateField();
  const measure = ctx.measureOrDefault();
  if (measure.agg === "avg") measure.agg = "sum";
  const label: Record<Period, string> = { day: "Daily", week: "Weekly", month: "Monthly", quarter: "Quarterly", year: "Yearly" };
  return { family: "periodAverage", measure, period, date, name: `Average ${label[period]} ${measureName(measure)}` };
}

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const MONTH_WORD = "(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)";

/**
 * "year ends June 30", "fiscal year ending 30 June", "FY starts in July": the month a fiscal year
 * starts in (taken out of the text), or null for the calendar year.
 */
function takeFiscalStart(ctx: Ctx): number | null {
  const fy = "(?:(?:fiscal|financial)\\s+year|fy|year)";
  const end = ctx.take(new RegExp(`[,;]?\\s*(?:with\\s+|where\\s+|and\\s+)?(?:the\\s+|our\\s+|a\\s+)?${fy}\\s+(?:that\\s+)?(?:ends?|ending|closes?|closing)\\s+(?:on\\s+|in\\s+)?(?:the\\s+)?(?:(?:\\d{1,2})\\s+)?${MONTH_WORD}(?:\\s+\\d{1,2})?\\b`));
  if (end) return (MONTHS.indexOf(end[1]!.slice(0, 3)) + 1) % 12 + 1;
  const start = ctx.take(new RegExp(`[,;]?\\s*(?:with\\s+|where\\s+|and\\s+)?(?:the\\s+|our\\s+|a\\s+)?${fy}\\s+(?:that\\s+)?(?:starts?|starting|begins?|beginning)\\s+(?:on\\s+|in\\s+)?(?:the\\s+)?(?:1\\s+)?${MONTH_WORD}(?:\\s+1)?\\b`));
  if (start) return MONTHS.indexOf(start[1]!.slice(0, 3)) + 1;
  return null;
}

/**
 * Words that end a to-date window at each row's date rather than today, taken out of the text:
 * "as of each row's Date", "for every row", "per row", "up to that date", "running within the year",
 * and an explanation such as "- sum Premium from Jan 1 of that year up to that date".
 */
function takeAsOfRow(ctx: Ctx): boolean {
  let found = false;
  // An explanation after a dash or comma that starts the window at the row's own period.
  const explain = ctx.take(/\s*[-,;:(]\s*(?:i e\s+|that is\s+|meaning\s+|so\s+)?(?:(?:sum|total|add up|adding|summing|count|average)\s+(?:of\s+)?(?:[a-z§0-9_]+\s+){0,4}?)?from\s+(?:jan(?:uary)?\s+1(?:st)?|1(?:st)?\s+(?:of\s+)?jan(?:uary)?|the\s+(?:start|beginning|first day)|its\s+(?:start|beginning|first day))\b.*?\b(?:that|this|its|each|the row|the row s|each row s?)\b.*$/);
  if (explain && /\b(?:that|this|its|each|row)\b/.test(explain[0])) found = true;
  const re = [
    // ("spend up to the date on each row", "total up to this row's date": the whole phrase, so no word of it is left for a name.)
    /\b(?:up\s+)?(?:to|until|through)\s+(?:and\s+including\s+)?(?:the|this|each|every)\s+(?:row\s*s?\s+|rows\s+)?date\s+(?:on|in|of)\s+(?:the|each|this|every)\s+(?:current\s+)?row\b/,
    /\b(?:as of|as at|at|on|up to|through|thru|until|for|per|in)\s+(?:each|every|the|this|that|its)\s+(?:row|line|record)(?:\s*s)?\b/,
    /\b(?:up to|through|thru|until|as of|as at)\s+(?:and\s+including\s+)?(?:that|this|its|each|the row s?|the)\s+(?:row\s+)?(?:s\s+)?date\b/,
    /\b(?:per|each)\s+row\b/,
    /\b(?:running|cumulative)\s+(?:within|inside|through|in|across)\s+(?:the|each|that|its)\s+(?:calendar\s+|fiscal\s+)?(?:year|quarter|month|week)\b/,
  ];
  for (const r of re) {
    if (ctx.take(r)) found = true;
  }
  return found;
}

export function parsePeriodToDate(ctx: Ctx): Intent | null {
  // "ytd sales that restart every january", "running YTD of revenue": a to-date total on every row,
  // starting again with each period, which is a running total that resets.
  const toDate = /\b(?:fiscal\s+)?(ytd|year to date|qtd|quarter to date|mtd|month to date)\b/.exec(ctx.t);
  const restart = /\b(?:that\s+|which\s+)?(?:restart|restarts|restarting|reset|resets|resetting|starts? over|starting over)\s+(?:at\s+|on\s+|in\s+)?(?:the\s+start\s+of\s+)?(?:every|each|every new|each new)\s+(january|jan|year|quarter|month)\b/.exec(ctx.t);
  const running = /\b(?:running|cumulative)\s+(?:ytd|year to date|qtd|quarter to date|mtd|month to date)\b/.test(ctx.t);
  if (toDate && (restart || running) && ctx.dialect !== "looker-studio" && ctx.dialect !== "looker" && !/\b(vs|versus|compared|growth|change|difference)\b/.test(ctx.t)) {
    const period = /^(?:qtd|quarter)/.test(toDate[1]!) ? "quarter" : /^(?:mtd|month)/.test(toDate[1]!) ? "month" : "year";
    ctx.t = ctx.t.replace(restart?.[0] ?? "\u0000", " ").replace(/\b(?:running|cumulative)\s+(?=ytd|year to date|qtd|quarter to date|mtd|month to date)/, "").replace(toDate[0], ` running total restarting every ${period} `).replace(/\s+/g, " ");
    return parseRunningTotal(ctx);
  }
  const m = ctx.take(
    /\b(?:fiscal\s+)?(ytd|year to date|qtd|quarter to date|mtd|month to date|wtd|week to date|so far this (year|quarter|month|week)|(?:this|(?:for|in|during|over) the) (year|quarter|month|week) so far|since the (?:start|beginning) of the (year|quarter|month|week))\b/,
  );
  if (!m) return null;
  const word = m[2] ?? m[3] ?? m[4] ?? m[1]!;
  const period = /^(qtd|quarter)/.test(word) ? "quarter" : /^(mtd|month)/.test(word) ? "month" : /^(wtd|week)/.test(word) ? "week" : "year";
  const tag = period === "year" ? "YTD" : period === "quarter" ? "QTD" : period === "month" ? "MTD" : "WTD";
  // Only a year to date moves with the fiscal calendar; a fiscal year starting in January is the calendar one.
  const fiscal = period === "year" ? takeFiscalStart(ctx) : null;
  const fiscalStart = fiscal && fiscal !== 1 ? fiscal : undefined;
  // "YTD vs last YTD", "YTD compared to prior year YTD", "YTD growth vs last year": this window
  // against the same window a year earlier.
  const comparing = /\b(growth|vs|versus|compared|comparison|against|change|difference|delta|yoy|year over year)\b/.test(ctx.t);
  // Week to date is written for the current week only; comparisons are left to the other parsers.
  if (comparing && period === "week") return null;
  if (comparing && period !== "week") {
    const lastYear = /\b(?:last|previous|prior|same period last|a year ago|year ago|ly|py|yoy|year over year)\b/.test(ctx.t);
    const again = /\b(?:ytd|year to date|qtd|quarter to date|mtd|month to date)\b/.test(ctx.t);
    // "QTD vs last quarter", "MTD vs previous month": the same window of the period before.
    const priorPeriodRe = new RegExp(`\\b(?:last|previous|prior|preceding)\\s+${period}\\b|\\b${period === "quarter" ? "qoq|quarter over quarter" : period === "month" ? "mom|month over month" : "yoy"}\\b`);
    const againstPreviousPeriod = period !== "year" && priorPeriodRe.test(ctx.t);
    if (!lastYear || (!againstPreviousPeriod && /\b(?:last|previous|prior)\s+(?:quarter|month)\b/.test(ctx.t) && !again)) return null;
    const percent = /\b(growth|percent|percentage|pct|rate)\b|%/.test(ctx.t);
    ctx.drop(/\b(?:growth|vs|versus|compared|comparison|against|change|difference|delta|yoy|year over year|percent|percentage|pct|rate|to|with|the|same|period|for|of|in|as|a|an)\b|%/);
    ctx.drop(/\b(?:last|previous|prior|preceding|a)\s+(?:years?|quarters?|months?)\b|\b(?:ly|py|year ago|last|previous|prior|qoq|mom|quarter over quarter|month over month)\b/);
    ctx.drop(/\b(?:ytd|year to date|qtd|quarter to date|mtd|month to date|so far this (?:year|quarter|month))\b/);
    ctx.drop(/\b(?:total|sum|cumulative|running)\b/);
    const date = ctx.dateField();
    const measure = ctx.timeMeasure();
    return {
      family: "periodToDate",
      measure,
      period,
      date,
      compare: percent ? "percent" : "difference",
      againstPreviousPeriod: againstPreviousPeriod || undefined,
      fiscalStart,
      name: `${measureName(measure)} ${tag} ${percent ? "Growth %" : againstPreviousPeriod ? `vs Last ${period === "quarter" ? "Quarter" : "Month"}` : "vs Last Year"}`,
    };
  }
  if (period === "week" && /\b(?:last|previous|prior|same period last)\s+year\b|\b(?:ly|py)\b/.test(ctx.t)) return null;
  // "as of each row's Date", "for each row", "up to that date", "running within the year": the window
  // ends at each row's own date (filled down in a sheet), not today.
  const asOfRow = takeAsOfRow(ctx);
  const previousYear = !!ctx.take(/\b(?:for\s+)?(?:the\s+)?(?:last|previous|prior|same period last)\s+year\b|\b(?:ly|py)\b/);
  ctx.drop(/\b(?:total|sum|cumulative|running)\b/);
  const date = ctx.dateField();
  const measure = ctx.timeMeasure();
  return { family: "periodToDate", measure, period, date, previousYear: previousYear || undefined, fiscalStart, asOfRow: (asOfRow && !previousYear) || undefined, name: `${measureName(measure)} ${fiscalStart ? "Fiscal " : ""}${tag}${previousYear ? " Last Year" : ""}` };
}

const PERIOD_PATTERNS: Array<[RegExp, Period | "row"]> = [
  [/\b(?:yoy|y\s*o\s*y|year over year|year on year|year vs year|year to year|annual growth|vs (?:the )?(?:last|previous|prior) year|versus (?:the )?(?:last|previous|prior) year|compared (?:to|with) (?:the )?(?:last|previous|prior|same period last) year|from (?:the )?(?:last|previous|prior) year|(?:last|previous|prior) years?|same period (?:of )?(?:last|previous|prior) year|sply|py|ly)\b/, "year"],
  [/\b(?:qoq|q\s*o\s*q|quarter over quarter|quarter on quarter|vs (?:the )?(?:last|previous|prior) quarter|compared (?:to|with) (?:the )?(?:last|previous|prior) quarter|(?:last|previous|prior) quarters?)\b/, "quarter"],
  [/\b(?:mom|m\s*o\s*m|month over month|month on month|vs (?:the )?(?:last|previous|prior) month|versus (?:the )?(?:last|previous|prior) month|compared (?:to|with) (?:the )?(?:last|previous|prior) months?|(?:last|previous|prior) months?)\b/, "month"],
  [/\b(?:wow|w\s*o\s*w|week over week|week on week|vs (?:the )?(?:last|previous|prior) week|compared (?:to|with) (?:the )?(?:last|previous|prior) week|(?:last|previous|prior) weeks?)\b/, "week"],
  [/\b(?:dod|day over day|day on day|vs (?:the )?(?:previous|prior) day|compared (?:to|with) (?:the )?(?:previous|prior) day|(?:previous|prior) days?|yesterday)\b/, "day"],
  [/\b(?:(?:previous|prior|preceding) (?:pivot )?(?:column|pivot)|(?:the )?(?:one|1|column|pivot) before|period over period|pop|(?:previous|prior|last|preceding) (?:row|record|period|value|entry|line)s?|row above|lag|lagged|vs previous|versus previous|compared (?:to|with) (?:the )?previous|from (?:the )?previous|from (?:the )?prior|over (?:the )?previous|to previous|than previous)\b/, "row"],
];

export function parsePeriodChange(ctx: Ctx): Intent | null {
  const descending = newestFirst(ctx);
  const ago = ctx.take(/\b(\d+)\s+(rows?|records?|periods?|lines?)\s+(?:ago|back|before|earlier|above|prior|previous|up|higher up)\b/);
  // "revenue 2 months ago", "vs 3 years earlier": the same measure that many calendar periods back.
  // ("headcount a year ago": one period back.)
  const periodsAgo = ago ? null : ctx.take(/\b(?:(?:from|vs|versus|compared (?:to|with)|than)\s+)?(\d+|an?)\s+(days?|weeks?|months?|quarters?|years?)\s+(?:ago|back|before|earlier|prior|previously)\b/);
  if (periodsAgo && /^an?$/.test(periodsAgo[1]!)) periodsAgo[1] = "1";
  // "vs the same month last year": monthly (quarterly) rows compared with the row a year back.
  const sameGrain = ago || periodsAgo ? null : /\bsame\s+(month|quarter)\s+(?:of\s+|in\s+)?(?:the\s+)?(?:last|previous|prior)\s+year\b/.exec(ctx.t);
  // "percent of previous row", "as a % of the prior month": the value divided by the previous one.
  const ratioOf = ctx.take(/\b(?:as an?\s+)?(?:percent|percentage|pct|ratio|share)\s+(?:of|to)\s+(?:the\s+)?(?=previous|prior|last|preceding)/);
  let period: Period | "row" | null = ago ? "row" : periodsAgo ? (periodsAgo[2]!.replace(/s$/, "") as Period) : null;
  for (const [re, p] of ago || periodsAgo ? [] : PERIOD_PATTERNS) {
    if (ctx.take(re)) {
      period = p;
      break;
    }
  }
  if (period === "row") ctx.drop(/\b(?:(?:previous|prior|last|preceding)\s+)?(?:row|rows|record|records|period|periods|entry|line)\b|\b(?:offset|lag|shift)\s+(?:to\s+get\s+)?/);
  if (!period) {
    // "growth rate of sales by month": growth with a period word and nothing else.
    const g = /\b(growth|change|difference|delta|increase)\b/.test(ctx.t) ? /\b(monthly|quarterly|annual|yearly|weekly|daily)\b/.exec(ctx.t) : null;
    if (!g) return null;
    period = g[1] === "monthly" ? "month" : g[1] === "quarterly" ? "quarter" : g[1] === "weekly" ? "week" : g[1] === "daily" ? "day" : "year";
    ctx.take(/\b(monthly|quarterly|annual|yearly|weekly|daily)\b/);
  }
  // "just the difference, not a %", "absolute change rather than a percentage": the percent is ruled out.
  ctx.t = ctx.t.replace(/,?\s*\b(?:(?:not|rather than|instead of)\s+(?:as\s+)?(?:a\s+|the\s+)?(?:percent|percentage|pct|%|ratio|growth rate)(?:\s+change)?)\b/g, " ");
  const percent = /\b(growth|percent|percentage|pct|rate|ratio|relative)\b/.test(ctx.t);
  const diff = /\b(change|difference|diff|delta|variance|var|increase|decrease|gain|drop|vs|versus|compared|compare|comparison|minus)\b/.test(ctx.t) || /^\s*(?:from|vs|versus|compared|than)\b/.test(periodsAgo?.[0] ?? "");
  // "compare this year with last year": the current period is the comparison's other side, not a filter.
  ctx.drop(/\b(?:this|current|the current)\s+(?:year|quarter|month|week)\b/);
  let output: "difference" | "percent" | "previous" | "ratio" = ratioOf ? "ratio" : percent ? "percent" : diff ? "difference" : "previous";
  // "YoY" on its own is a growth rate.
  if (!ratioOf && !percent && !diff && /\b(yoy|mom|qoq|wow|dod|y o y|m o m)\b/.test(` ${ctx.doc.text} `)) output = "percent";
  const filters = takeFilters(ctx);
  ctx.drop(/\b(?:growth|percent|percentage|pct|rate|change|difference|diff|delta|variance|increase|decrease|vs|versus|compared|compare|comparison|relative|from|with|to|same|period|over|on|the|value|values|(?<!\b(?:number|count)\s)of|in|calculate|ratio)\b/);
  // (The pivot may be said in the context before the ask: "I have an explore pivoted by year ...".)
  const pivot = /\bpivot/.test(ctx.t) || /\b(?:previous|prior|preceding) (?:pivot )?(?:column|pivot)\b|\bpivot\b/.test(ctx.doc.text) || (ctx.dialect === "looker" && (/\bpivot/i.test(ctx.doc.contextText ?? "") || /\b(?:previous|prior|preceding|last)\s+(?:year'?s?|month'?s?|quarter'?s?|week'?s?|period'?s?)\s+column\b/.test(ctx.doc.text)));
  // "between each pivot and the one before": the words that name the two sides.
  ctx.drop(/\bbetween\s+(?:each|every|the)?\s*(?:pivot|column|row|period)?\s*(?:and)?\b|\beach\s+(?:pivot|column)\b/);
  ctx.drop(/\bpivot(?:ed)?\b/);
  let rowsPerPeriod: number | undefined = ago ? Number(ago[1]) : undefined;
  if (sameGrain) ctx.drop(/\bsame\s+(?:month|quarter)\b/);
  if (ago) {
    // rows back were given explicitly
  } else if (sameGrain) {
    rowsPerPeriod = sameGrain[1] === "month" ? 12 : 4;
  } else if ((period === "year" || period === "quarter") && /\b(monthly|by month|each month|per month|month level|months)\b/.test(ctx.t)) {
    rowsPerPeriod = period === "year" ? 12 : 3;
  } else if (period === "year" && /\b(quarterly|by quarter|each quarter|per quarter)\b/.test(ctx.t)) rowsPerPeriod = 4;
  ctx.drop(/\b(?:monthly|quarterly|weekly|daily|yearly|annual|by month|by quarter|by week|by day|by year|each month|per month|month level)\b/);
  const date = ctx.dateField();
  ctx.viewFilters.push(...filters);
  const measure = ctx.timeMeasure();
  const tag: Record<string, string> = { year: "YoY", quarter: "QoQ", month: "MoM", week: "WoW", day: "DoD", row: "vs Previous" };
  const periods = periodsAgo && Number(periodsAgo[1]) > 1 ? Number(periodsAgo[1]) : undefined;
  const Unit = period.charAt(0).toUpperCase() + period.slice(1);
  const name =
    output === "previous" && periods
      ? `${measureName(measure)} ${periods} ${Unit}s Ago`
      : output === "previous"
      ? `${measureName(measure)} ${period === "row" ? "Previous Period" : `Previous ${Unit}`}`
      : periods
        ? `${measureName(measure)} ${output === "percent" ? "% Change" : output === "ratio" ? "Ratio" : "Change"} vs ${periods} ${Unit}s Ago`
        : `${measureName(measure)} ${tag[period]}${output === "percent" ? " %" : output === "ratio" ? " Ratio" : " Change"}`;
  const viaDateAdd = /\bdateadd\b/.test(ctx.doc.text) || undefined;
  return { family: "periodChange", measure, period, rowsPerPeriod, periods, output, date, pivot: pivot || undefined, viaDateAdd, newestFirst: pivot ? undefined : descending, name };
}

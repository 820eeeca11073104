import { emptyIntent, type AggregateFn, type Condition, type Intent, type Metric, type TimeGrain } from "./intent";
import { GRAIN_WORDS, MONTHS, NAME, NUM, PHRASE, STOP_SET, VALUE, numberFrom } from "./phrases";
import { Reader } from "./reader";
import { ENTITY_WORDS, FACT_TABLE_WORDS, FILLER_WORDS, entityColumn, isPlural, singular, snake } from "./text";

/** A request the built-in engine cannot turn into SQL honestly; the message says why and what works. */
export class UnsupportedRequest extends Error {
  constructor(
    message: string,
    readonly suggestions: string[] = [],
  ) {
    super(message);
  }
}

export const SUPPORTED_EXAMPLES = [
  "Total revenue by month in 2024 from the orders table",
  "Top 10 customers by revenue from orders in the last 90 days",
  "Number of unique users per day this month from events",
  "Running total of sales by day from the sales table",
  "Latest order for each customer from orders",
  "Top 3 products by sales in each category from order_items",
  "Join orders and customers on customer_id where status = 'shipped'",
];

/** Words for measures that are summed, not counted, even though they look plural. */
const MEASURE_WORDS = new Set([
  "revenue", "sales", "amount", "spend", "spending", "profit", "cost", "costs", "price", "value", "quantity", "units", "income",
  "margin", "tax", "fees", "fee", "discount", "duration", "minutes", "hours", "seconds", "points", "score", "balance", "volume",
  "earnings", "payout", "gmv", "mrr", "arr",
]);

function isCountWord(word: string): boolean {
  const w = snake(word);
  if (MEASURE_WORDS.has(w)) return false;
  return ENTITY_WORDS.has(singular(w)) || (FACT_TABLE_WORDS.has(w) && w !== "sales") || w === "rows" || w === "records";
}

function aliasFor(fn: AggregateFn, column?: string, percentile?: number, label?: string): string {
  const c = column ? column.replace(/_id$/, "") : "";
  switch (fn) {
    case "SUM":
      return `total_${column}`;
    case "AVG":
      return `avg_${column}`;
    case "COUNT":
      return column ? `${singular(column)}_count` : label ? `${singular(snake(label))}_count` : "row_count";
    case "COUNT_DISTINCT":
      return `unique_${c}s`.replace(/ss$/, "s");
    case "MAX":
      return `max_${column}`;
    case "MIN":
      return `min_${column}`;
    case "MEDIAN":
      return `median_${column}`;
    case "STDDEV":
      return `stddev_${column}`;
    case "PERCENTILE":
      return `p${percentile}_${column}`;
  }
}

function addMetric(it: Intent, m: Omit<Metric, "alias"> & { label?: string }): Metric {
  const { label, ...rest } = m;
  const metric: Metric = { ...rest, alias: aliasFor(m.fn, m.column, m.percentile, label) };
  if (!it.metrics.some((x) => x.alias === metric.alias)) it.metrics.push(metric);
  return metric;
}

function sqlString(raw: string): string {
  return `'${raw.replace(/\\/g, "\\\\").replace(/'/g, "\\'")}'`;
}

/** A literal from the request: numbers and booleans as they are, text quoted and escaped. */
function literal(r: Reader, m: RegExpExecArray, group: number): string {
  const start = r.groupStart(m, group);
  const raw = r.originalSlice(start, start + m[group]!.length);
  if (/^'.*'$/.test(raw)) return sqlString(raw.slice(1, -1).replace(/''/g, "'"));
  if (/^".*"$/.test(raw)) return sqlString(raw.slice(1, -1).replace(/""/g, '"'));
  if (/^-?\d+(\.\d+)?$/.test(raw)) return raw;
  if (/^(true|false|null)$/i.test(raw)) return raw.toUpperCase();
  if (/^\d{4}-\d{2}-\d{2}$/.test(raw)) return `DATE ${sqlString(raw)}`;
  return sqlString(raw);
}

function col(name: string): string {
  return snake(name);
}

// ---------------------------------------------------------------------------------------------

function refuseUnsupported(r: Reader): void {
  if (/^\s*(delete|update|insert|drop|truncate|alter|create|merge|grant|revoke)\b/.test(r.text)) {
    throw new UnsupportedRequest("This generator writes SELECT queries only; it does not change data or tables.", SUPPORTED_EXAMPLES);
  }
  if (/\b(predict|prediction|forecast|train|machine learning|regression|classif(y|ier|ication)|cluster(ing)?)\b/.test(r.text)) {
    throw new UnsupportedRequest("Predictions and models are built with BigQuery ML: use the BQML Model Builder for those.", SUPPORTED_EXAMPLES);
  }
}

const TABLE_NAME = `[a-z_][a-z0-9_-]*`;

function readTables(r: Reader, it: Intent): void {
  const found: { at: number; name: string }[] = [];
  const add = (name: string, at: number) => {
    const clean = name.replace(/`/g, "");
    if (!found.some((f) => f.name === clean)) found.push({ at, name: clean });
    for (const part of clean.split(".")) r.knownWords.add(part);
  };
  // "on customers.id = orders.customer_id": both prefixes are tables, and this is the join condition.
  const cond = r.find(new RegExp(`\\b(?:on\\s+)?(${TABLE_NAME})\\.(${NAME})\\s*=\\s*(${TABLE_NAME})\\.(${NAME})\\b`));
  if (cond) {
    add(cond[1]!, cond.index);
    add(cond[3]!, cond.index + 1);
    it.join = { type: it.join?.type ?? "INNER", on: [cond[2]!, cond[4]!] };
    r.knownWords.add(cond[2]!).add(cond[4]!);
    r.consume(cond);
  }
  for (const m of r.findAll(/`([^`]+)`/)) {
    add(m[1]!, m.index);
    r.consume(m);
  }
  for (const m of r.findAll(new RegExp(`\\b(${TABLE_NAME}\\.${TABLE_NAME}(?:\\.${TABLE_NAME})?)\\b(?!\\(|\\s*(?:=|!=|<|>))`))) {
    if (/^\d/.test(m[1]!) || /\.\d+$/.test(m[1]!)) continue;
    add(m[1]!, m.index);
    r.consume(m);
  }
  for (const m of r.findAll(new RegExp(`\\b(?:join|joining|combine|merge|match)\\s+(?:the\\s+)?(${TABLE_NAME})\\s+(?:and|with|to)\\s+(?:the\\s+)?(${TABLE_NAME})(?:\\s+tables?)?\\b`))) {
    add(m[1]!, m.index);
    add(m[2]!, m.index + 1);
    r.consume(m);
  }
  for (const m of r.findAll(new RegExp(`\\b(${TABLE_NAME})\\s+(?:joined|combined|merged|matched)\\s+(?:with|to)\\s+(?:the\\s+)?(${TABLE_NAME})\\b`))) {
    add(m[1]!, m.index);
    add(m[2]!, m.index + 1);
    r.consume(m);
  }
  for (const m of r.findAll(new RegExp(`\\b(?:the\\s+)?(${NAME})\\s+and\\s+(${NAME})\\s+tables\\b`))) {
    add(m[1]!, m.index);
    add(m[2]!, m.index + 1);
    r.consume(m);
  }
  for (const m of r.findAll(new RegExp(`\\b(?:the\\s+)?(${NAME})\\s+table\\b`))) {
    if (FILLER_WORDS.has(m[1]!) && !isPlural(m[1]!)) continue;
    add(m[1]!, m.index);
    r.consume(m);
  }
  for (const m of r.findAll(new RegExp(`\\btable\\s+(?:called\\s+|named\\s+)?(${TABLE_NAME})\\b`))) {
    add(m[1]!, m.index);
    r.consume(m);
  }
  // "from orders", "join customers": a plural or snake_case word after from/in/join.
  for (const m of r.findAll(new RegExp(`\\b(from|in|join|joined with|joining|with)\\s+(?:the\\s+)?(${TABLE_NAME})\\b`))) {
    const word = m[2]!;
    if (FILLER_WORDS.has(word) || GRAIN_WORDS[word] || MONTHS.includes(word)) continue;
    const tableLike = word.includes("_") || FACT_TABLE_WORDS.has(word) || (isPlural(word) && word.length > 3);
    if (!tableLike) continue;
    if (m[1] === "with" && !FACT_TABLE_WORDS.has(word) && !found.length) continue;
    if (m[1] === "with" && !/\b(join|combine|merge|match)/.test(r.text)) continue;
    add(word, m.index);
    r.consume(m);
  }
  found.sort((a, b) => a.at - b.at);
  it.tables = found.map((f) => f.name);
}

/** "left join" etc.: read before the table names, which would otherwise take "join <table>". */
function readJoinType(r: Reader, it: Intent): void {
  const type = r.find(/\b(inner|left(?: outer)?|right(?: outer)?|full(?: outer)?|outer)\s+join\b/);
  if (type) {
    const t = type[1]!;
    it.join = { ...it.join, type: t.startsWith("left") ? "LEFT" : t.startsWith("right") ? "RIGHT" : t.startsWith("full") || t === "outer" ? "FULL OUTER" : "INNER" };
    r.consume(type);
  }
}

function readJoin(r: Reader, it: Intent): void {
  const joinWord = r.find(/\b(join|joined|joining|combine|combined|merge|merged|match|matched|together with)\b/);
  if (joinWord) r.consume(joinWord);
  if (/\b(including|even if|even those|with or without|who have no|without any|that have no|with no)\b/.test(r.text) && it.tables.length > 1) {
    it.join = { ...it.join, type: "LEFT" };
    const m = r.find(/\b(including those without|including|even if|even those without|with or without)\b/);
    if (m) r.consume(m);
  }
  if (it.tables.length < 2) return;
  it.join ??= { type: "INNER" };
  if (it.join.on) return;
  const on2 = r.find(new RegExp(`\\b(?:on|where)\\s+(?:${TABLE_NAME}\\.)?(${NAME})\\s*=\\s*(?:${TABLE_NAME}\\.)?(${NAME})\\b`));
  const on1 = r.find(new RegExp(`\\b(?:on|using|by|via|through|matching(?: on)?)\\s+(?:the\\s+)?(${NAME})(?:\\s+column)?\\b`));
  if (on2 && on2[1] !== on2[2]) {
    it.join.on = [on2[1]!, on2[2]!];
    r.consume(on2);
    r.knownWords.add(on2[1]!).add(on2[2]!);
  } else if (on1 && /_id$|^id$|_key$|_code$|^[a-z]+_?(number|no)$/.test(on1[1]!)) {
    it.join.using = on1[1]!;
    r.consume(on1);
    r.knownWords.add(on1[1]!);
  } else if (on2) {
    it.join.using = on2[1]!;
    r.consume(on2);
  } else {
    // Convention: the fact table holds "<other table, singular>_id".
    const [a, b] = it.tables as [string, string];
    const base = (t: string) => t.split(".").at(-1)!;
    const dimension = FACT_TABLE_WORDS.has(base(a)) && !FACT_TABLE_WORDS.has(base(b)) ? b : FACT_TABLE_WORDS.has(base(b)) ? a : b;
    it.join.using = `${singular(base(dimension))}_id`;
    it.assumptions.push(`Joins on ${it.join.using}, assumed to exist in both tables; change the USING clause if your key differs.`);
  }
}

const DATE_COL = `[a-z_][a-z0-9_]*(?:_date|_at|_time|_timestamp|_ts|_dt|_day|_on)`;

function readDateColumn(r: Reader, it: Intent): void {
  const by = `(?:\\b(by|per|for each|each)\\s+(?:the\\s+)?)?`;
  const one = r.find(new RegExp(`${by}\\b(${DATE_COL}|timestamp|date_time|datetime)\\b`));
  const two = one ? null : r.find(new RegExp(`${by}\\b(${NAME})\\s+(date|timestamp|time)\\b`));
  const m = one ?? two;
  if (m && (one || (!STOP_SET.has(m[2]!) && !GRAIN_WORDS[m[2]!] && !/^\d/.test(m[2]!)))) {
    it.dateColumn = one ? m[2]! : `${m[2]}_${m[3]}`;
    r.knownWords.add(it.dateColumn);
    if (m[1]) it.byDate = true;
    r.consume(m);
    return;
  }
  const verb = r.find(/\b(signed up|sign ?ups?|registered|joined|created)\b/);
  if (verb) {
    it.dateColumn = "created_at";
    it.assumptions.push("Uses created_at as the sign-up/creation date.");
    r.consume(verb);
  }
}

function iso(y: number, m: number, d = 1): string {
  return `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

/** An INTERVAL literal; quarters are written as months, which every GoogleSQL parser accepts. */
function interval(n: number, unit: TimeGrain): string {
  return unit === "QUARTER" ? `INTERVAL ${3 * n} MONTH` : `INTERVAL ${n} ${unit}`;
}

function readDateRange(r: Reader, it: Intent): void {
  const DATE = `\\d{4}-\\d{2}-\\d{2}`;
  let m: RegExpExecArray | null;
  const unitOf = (u: string) => u.toUpperCase().replace(/S$/, "") as TimeGrain;
  const lit = (s: string) => `DATE '${s}'`;

  if ((m = r.find(new RegExp(`\\b(?:between|from)\\s+(${DATE})\\s+(?:and|to|until|through)\\s+(${DATE})\\b`)))) {
    it.dateBound = { kind: "range", from: lit(m[1]!), to: lit(m[2]!), toInclusive: true };
  } else if ((m = r.find(new RegExp(`\\b(since|after|from|starting)\\s+(?:on\\s+)?(${DATE})\\b`)))) {
    it.dateBound = { kind: "range", from: lit(m[2]!), fromExclusive: m[1] === "after" };
  } else if ((m = r.find(new RegExp(`\\b(before|until|up to|through)\\s+(${DATE})\\b`)))) {
    it.dateBound = { kind: "range", to: lit(m[2]!), toInclusive: m[1] !== "before" };
  } else if ((m = r.find(new RegExp(`\\b(?:on)\\s+(${DATE})\\b`)))) {
    it.dateBound = { kind: "equals", value: lit(m[1]!) };
  } else if ((m = r.find(new RegExp(`\\b(?:in\\s+the\\s+|over\\s+the\\s+|during\\s+the\\s+|for\\s+the\\s+|within\\s+the\\s+)?(?:last|past|previous|trailing)\\s+(${NUM})\\s+(hours?|days?|weeks?|months?|quarters?|years?)\\b`)))) {
    const n = numberFrom(m[1]!);
    const unit = unitOf(m[2]!);
    it.dateBound =
      unit === "HOUR"
        ? { kind: "hours", hours: n }
        : { kind: "range", from: `DATE_SUB(CURRENT_DATE(), ${interval(n, unit)})` };
  } else if ((m = r.find(/\b(?:in\s+|during\s+|for\s+|over\s+)?(?:the\s+)?(last|previous|past)\s+(week|month|quarter|year)\b/))) {
    const unit = unitOf(m[2]!);
    it.dateBound = {
      kind: "range",
      from: `DATE_SUB(DATE_TRUNC(CURRENT_DATE(), ${unit}), ${interval(1, unit)})`,
      to: `DATE_TRUNC(CURRENT_DATE(), ${unit})`,
    };
  } else if ((m = r.find(/\b(?:in\s+|during\s+|for\s+)?(this|current)\s+(week|month|quarter|year)\b|\b(year|month|quarter|week)[- ]to[- ]date\b|\b(ytd|mtd|qtd|wtd)\b/))) {
    const word = m[2] ?? m[3] ?? { ytd: "year", mtd: "month", qtd: "quarter", wtd: "week" }[m[4]!]!;
    it.dateBound = { kind: "range", from: `DATE_TRUNC(CURRENT_DATE(), ${unitOf(word)})` };
  } else if ((m = r.find(/\b(?:for\s+|on\s+)?(today|yesterday)\b/))) {
    it.dateBound = { kind: "equals", value: m[1] === "today" ? "CURRENT_DATE()" : "DATE_SUB(CURRENT_DATE(), INTERVAL 1 DAY)" };
  } else if ((m = r.find(/\b(?:in\s+|during\s+|for\s+)?q([1-4])\s+(?:of\s+)?(\d{4})\b/))) {
    const q = Number(m[1]);
    const y = Number(m[2]);
    it.dateBound = { kind: "range", from: lit(iso(y, q * 3 - 2)), to: lit(q === 4 ? iso(y + 1, 1) : iso(y, q * 3 + 1)) };
  } else if ((m = r.find(new RegExp(`\\b(?:in\\s+|during\\s+|for\\s+)?(${MONTHS.join("|")}|${MONTHS.map((x) => x.slice(0, 3)).join("|")})\\.?\\s+(\\d{4})\\b`)))) {
    const month = MONTHS.findIndex((x) => x.startsWith(m![1]!.slice(0, 3))) + 1;
    const y = Number(m[2]);
    it.dateBound = { kind: "range", from: lit(iso(y, month)), to: lit(month === 12 ? iso(y + 1, 1) : iso(y, month + 1)) };
  } else if ((m = r.find(/\b(?:between|from)\s+((?:19|20)\d{2})\s+(?:and|to|through)\s+((?:19|20)\d{2})\b/))) {
    it.dateBound = { kind: "range", from: lit(iso(Number(m[1]), 1)), to: lit(iso(Number(m[2]) + 1, 1)) };
  } else if ((m = r.find(/\b(since|after|from)\s+((?:19|20)\d{2})\b/))) {
    const y = Number(m[2]);
    it.dateBound = { kind: "range", from: lit(iso(m[1] === "after" ? y + 1 : y, 1)) };
  } else if ((m = r.find(/\b(?:before)\s+((?:19|20)\d{2})\b/))) {
    it.dateBound = { kind: "range", to: lit(iso(Number(m[1]), 1)) };
  } else if ((m = r.find(/\b(?:in|during|for|of|year)\s+((?:19|20)\d{2})\b/))) {
    const y = Number(m[1]);
    it.dateBound = { kind: "range", from: lit(iso(y, 1)), to: lit(iso(y + 1, 1)) };
  }
  if (m) r.consume(m);
}

function readLatestPerKey(r: Reader, it: Intent): void {
  const m = r.find(
    new RegExp(
      `\\b(latest|most recent|newest|last|current|first|earliest|oldest)\\s+(?:(${PHRASE})\\s+)?(?:for|per|of|by|within)\\s+(?:each|every|a|the)?\\s*(${NAME})\\b`,
    ),
  );
  const dedupe = r.find(new RegExp(`\\b(?:deduplicate|de-duplicate|dedupe|remove duplicates?|drop duplicates?)(?:\\s+(?:from\\s+)?(?:${PHRASE}))?\\s+(?:by|on|per|using)\\s+(${NAME})\\b`));
  if (m) {
    const key = entityColumn(m[3]!);
    it.latest = { key, direction: /^(first|earliest|oldest)$/.test(m[1]!) ? "ASC" : "DESC" };
    r.knownWords.add(m[3]!);
    if (m[2]) r.knownWords.add(m[2]);
    r.consume(m);
  } else if (dedupe) {
    it.latest = { key: entityColumn(dedupe[1]!), direction: "DESC" };
    it.assumptions.push("Keeps the most recent row per key (by the date column).");
    r.consume(dedupe);
  }
}

/** Fixed phrases with a well-known meaning: active users per period, the N most recent rows, duplicates. */
function readSpecialPhrases(r: Reader, it: Intent): void {
  let m: RegExpExecArray | null;
  if ((m = r.find(/\b(?:(daily|weekly|monthly)\s+active\s+users|(dau|wau|mau))\b/))) {
    const word = m[1] ?? { dau: "daily", wau: "weekly", mau: "monthly" }[m[2]!]!;
    it.grain ??= GRAIN_WORDS[word];
    addMetric(it, { fn: "COUNT_DISTINCT", column: "user_id" });
    it.assumptions.push("Counts active users as distinct user_id values with at least one row in the period.");
    r.consume(m);
  }
  if (
    (m = r.find(new RegExp(`\\b(?:the\\s+)?(?:(${NUM})\\s+)?(most recent|latest|newest|oldest|earliest|last)\\s+(?:(${NUM})\\s+)?(${PHRASE})`))) &&
    (m[1] || m[3])
  ) {
    const n = numberFrom((m[1] ?? m[3])!);
    it.limit = n;
    it.order = [{ expr: "__date__", direction: /oldest|earliest/.test(m[2]!) ? "ASC" : "DESC" }];
    r.knownWords.add(m[4]!);
    r.consume(m);
  }
  if ((m = r.find(new RegExp(`\\b(?:duplicate|duplicated|repeated)\\s+(${PHRASE})|\\b(${PHRASE})\\s+(?:that\\s+)?(?:appear|occur)s?\\s+more than once`)))) {
    const phrase = (m[1] ?? m[2])!;
    const c = isPlural(phrase) && !phrase.includes("_") ? singular(phrase) : snake(phrase);
    it.dimensions.push(c);
    addMetric(it, { fn: "COUNT", label: "occurrence" });
    it.having.push({ sql: "COUNT(*) > 1", join: "AND" });
    r.consume(m);
  }
}

function readWindows(r: Reader, it: Intent): void {
  let m: RegExpExecArray | null;
  if ((m = r.find(new RegExp(`\\b(?:running|cumulative)\\s+(?:total|sum)(?:\\s+of)?(?:\\s+(${PHRASE}))?|\\b(?:running|cumulative)\\s+(${PHRASE})`)))) {
    const measure = m[1] ?? m[2];
    it.window = { kind: "running" };
    if (measure && isCountWord(measure)) addMetric(it, { fn: "COUNT", label: measure });
    else if (measure) addMetric(it, { fn: "SUM", column: col(measure) });
    r.consume(m);
    return;
  }
  if (
    (m = r.find(
      new RegExp(
        `\\b(\\d+)[- ]?(day|week|month)s?\\s+(?:moving|rolling|trailing)\\s+(?:average|avg|mean)(?:\\s+of)?\\s+(${PHRASE})|\\b(?:moving|rolling|trailing)\\s+(\\d+)[- ]?(day|week|month)s?\\s+(?:average|avg|mean)(?:\\s+of)?\\s+(${PHRASE})`,
      ),
    ))
  ) {
    const periods = Number(m[1] ?? m[4]);
    const unit = (m[2] ?? m[5])!;
    it.window = { kind: "moving", periods };
    it.grain ??= GRAIN_WORDS[unit];
    addMetric(it, { fn: "SUM", column: col((m[3] ?? m[6])!) });
    r.consume(m);
    return;
  }
  if ((m = r.find(/\b(day|week|month|quarter|year)[- ]over[- ](day|week|month|quarter|year)\b|\b(dod|wow|mom|qoq|yoy)\b/))) {
    const unit = m[1] ?? { dod: "day", wow: "week", mom: "month", qoq: "quarter", yoy: "year" }[m[3]!]!;
    it.window = { kind: "growth" };
    it.grain = GRAIN_WORDS[unit];
    r.consume(m);
    const g = r.find(new RegExp(`\\b(?:(${PHRASE})\\s+)?(?:growth|change|increase|difference)(?:\\s+rate)?(?:\\s+(?:in|of)\\s+(?:the\\s+)?(${PHRASE}))?`));
    const measure = g?.[1] ?? g?.[2];
    if (g) r.consume(g);
    if (measure) addMetric(it, isCountWord(measure) ? { fn: "COUNT", label: measure } : { fn: "SUM", column: col(measure) });
    return;
  }
  if ((m = r.find(new RegExp(`\\b(?:(daily|weekly|monthly|quarterly|yearly|annual)\\s+)?(?:(${PHRASE})\\s+)?(?:growth|change)(?:\\s+rate)?\\b`)))) {
    it.window = { kind: "growth" };
    if (m[1]) it.grain ??= GRAIN_WORDS[m[1]];
    const measure = m[2];
    if (measure) addMetric(it, isCountWord(measure) ? { fn: "COUNT", label: measure } : { fn: "SUM", column: col(measure) });
    r.consume(m);
    return;
  }
  if ((m = r.find(new RegExp(`\\b(?:percent(?:age)?|share|proportion|%|pct)\\s+of\\s+(?:the\\s+)?(?:total\\s+)?(${PHRASE})|\\b(${PHRASE})\\s+share\\b`)))) {
    it.window = { kind: "share" };
    const measure = (m[1] ?? m[2])!;
    if (isCountWord(measure)) addMetric(it, { fn: "COUNT", label: measure });
    else addMetric(it, { fn: "SUM", column: col(measure) });
    r.consume(m);
    return;
  }
  if (
    (m = r.find(
      new RegExp(`\\brank(?:ing|ed)?\\s+(?:of\\s+)?(?:the\\s+)?(?:(${PHRASE})\\s+)?(?:by|on|based on)\\s+(?:their\\s+|total\\s+)?(${PHRASE})`),
    ))
  ) {
    it.window = { kind: "rank" };
    if (m[1]) {
      const entity = entityColumn(m[1]);
      if (!tableEntityMatches(it, m[1])) it.dimensions.push(entity);
    }
    const measure = m[2]!;
    if (isCountWord(measure)) addMetric(it, { fn: "COUNT" });
    else addMetric(it, { fn: "SUM", column: col(measure) });
    r.consume(m);
    const within = r.find(new RegExp(`\\b(?:within|in|per|for)\\s+(?:each|every)\\s+(${NAME})|\\bper\\s+(${NAME})`));
    if (within) {
      const p = entityColumn((within[1] ?? within[2])!);
      it.window.partition = p;
      if (!it.dimensions.includes(p)) it.dimensions.unshift(p);
      r.consume(within);
    }
  }
}

/** True when the words name the table's own rows ("orders" for the orders table). */
function tableEntityMatches(it: Intent, words: string): boolean {
  const w = snake(words);
  return it.tables.some((t) => {
    const base = t.split(".").at(-1)!.toLowerCase();
    return base === w || singular(base) === singular(w);
  });
}

const AGGREGATES: [RegExp, AggregateFn][] = [
  [new RegExp(`\\b(?:number|count|#)\\s+of\\s+(?:unique|distinct|different|individual)\\s+(${PHRASE})`), "COUNT_DISTINCT"],
  [new RegExp(`\\bhow many\\s+(?:unique|distinct|different|individual)\\s+(${PHRASE})`), "COUNT_DISTINCT"],
  [new RegExp(`\\b(?:unique|distinct)\\s+(${PHRASE})\\s+count\\b`), "COUNT_DISTINCT"],
  [new RegExp(`\\bcount\\s+(?:of\\s+)?(?:unique|distinct)\\s+(${PHRASE})`), "COUNT_DISTINCT"],
  [new RegExp(`\\b(?:median)\\s+(?:of\\s+)?(?:the\\s+)?(${PHRASE})`), "MEDIAN"],
  [new RegExp(`\\b(?:standard deviation|stddev|std dev)\\s+(?:of\\s+)?(?:the\\s+)?(${PHRASE})`), "STDDEV"],
  [new RegExp(`\\b(?:average|avg|mean)\\s+(?:of\\s+)?(?:the\\s+)?(${PHRASE})`), "AVG"],
  [new RegExp(`\\b(?:total|sum of|sum|summed)\\s+(?:of\\s+)?(?:the\\s+)?(${PHRASE})`), "SUM"],
  [new RegExp(`\\b(?:maximum|max|highest|largest|biggest)\\s+(?:of\\s+)?(?:the\\s+)?(${PHRASE})`), "MAX"],
  [new RegExp(`\\b(?:minimum|min|lowest|smallest)\\s+(?:of\\s+)?(?:the\\s+)?(${PHRASE})`), "MIN"],
  [new RegExp(`\\b(?:number|count|#|total number)\\s+of\\s+(${PHRASE})`), "COUNT"],
  [new RegExp(`\\bhow many\\s+(${PHRASE})`), "COUNT"],
  [new RegExp(`\\b(${PHRASE})\\s+count\\b`), "COUNT"],
  [new RegExp(`\\bcount\\s+(?:the\\s+|all\\s+)?(${PHRASE})`), "COUNT"],
];

function metricFor(fn: AggregateFn, phrase: string): Omit<Metric, "alias"> & { label?: string } {
  if (fn === "COUNT") return isCountWord(phrase) || tablesMention(phrase) ? { fn: "COUNT", label: phrase } : { fn: "COUNT", column: col(phrase) };
  if (fn === "COUNT_DISTINCT") return { fn, column: entityColumn(phrase) };
  return { fn, column: col(phrase) };
}

let currentTables: string[] = [];
function tablesMention(phrase: string): boolean {
  const w = snake(phrase);
  return currentTables.some((t) => t.split(".").at(-1) === w);
}

function readTopN(r: Reader, it: Intent): void {
  const m = r.find(
    new RegExp(
      `\\b(top|best|highest|biggest|largest|most|bottom|worst|lowest|smallest|least|first)\\s+(${NUM})\\s+(?:(${PHRASE})\\s*)?(?:(?:by|based on|in terms of|ranked by|with the (?:most|highest)|with the (?:least|lowest))\\s+)?`,
    ),
  ) ?? r.find(new RegExp(`\\b(${NUM})\\s+(most|least)\\s+(?:(${PHRASE})\\s*)?`));
  if (!m) return;
  const swapped = /^\d|^(one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|fifty|hundred)$/.test(m[1]!);
  const word = swapped ? m[2]! : m[1]!;
  const n = numberFrom(swapped ? m[1]! : m[2]!);
  const asc = /^(bottom|worst|lowest|smallest|least)$/.test(word) || /least|lowest/.test(m[0]);
  it.limit = n;
  it.rankDirection = asc ? "ASC" : "DESC";
  const entity = m[3];
  r.consume(m);
  if (entity) r.knownWords.add(entity);

  // "top 3 products in each category" (before or after the measure).
  const perGroup = () => {
    const p = r.find(new RegExp(`\\b(?:per|in each|for each|within each|in every|for every|by each|of each)\\s+(${NAME})\\b`));
    if (p) {
      it.perGroup = { partition: entityColumn(p[1]!), n };
      it.limit = undefined;
      r.consume(p);
    }
  };
  perGroup();

  // What follows "by": an aggregate phrase is left to readAggregates; a bare measure is summed or counted.
  const afterStart = m.index + m[0].length;
  const after = r.text.slice(afterStart);
  const startsWithAggregate = AGGREGATES.some(([re]) => new RegExp(`^${re.source.replace(/^\\b/, "")}`).test(after));
  let measure: string | undefined;
  if (!startsWithAggregate) {
    const direct = /\bby\b|based on|in terms of|ranked by|with the/.test(m[0]);
    const b = direct
      ? r.find(new RegExp(`(?:their\\s+|the\\s+)?(${PHRASE})`), afterStart)
      : r.find(new RegExp(`\\b(?:by|based on|in terms of|ranked by)\\s+(?:their\\s+|the\\s+)?(${PHRASE})`), afterStart);
    if (b && (!direct || b.index === afterStart) && !GRAIN_WORDS[b[1]!] && !it.tables.includes(b[1]!)) {
      measure = b[1];
      r.consume(b);
    }
  }
  if (!it.perGroup) perGroup();

  const ownRows = !entity || tableEntityMatches(it, entity) || /^(rows|records|entries|results)$/.test(entity);
  if (measure) {
    if (ownRows && !isCountWord(measure)) {
      it.rankColumn = col(measure);
    } else if (isCountWord(measure)) {
      addMetric(it, { fn: "COUNT", label: measure });
    } else {
      addMetric(it, { fn: "SUM", column: col(measure) });
    }
  }
  if (entity && !ownRows) {
    it.rankedEntity = entityColumn(entity);
  }
}

const PAIR_FNS: Record<string, AggregateFn> = { max: "MAX", maximum: "MAX", min: "MIN", minimum: "MIN", average: "AVG", avg: "AVG", mean: "AVG", total: "SUM", sum: "SUM", median: "MEDIAN" };

function readAggregates(r: Reader, it: Intent): void {
  currentTables = it.tables;
  const fnWords = Object.keys(PAIR_FNS).join("|");
  let pair: RegExpExecArray | null;
  while ((pair = r.find(new RegExp(`\\b(${fnWords})\\s*(?:,|and|&)\\s*(${fnWords})\\s+(?:of\\s+)?(?:the\\s+)?(${PHRASE})`)))) {
    addMetric(it, { fn: PAIR_FNS[pair[1]!]!, column: col(pair[3]!) });
    addMetric(it, { fn: PAIR_FNS[pair[2]!]!, column: col(pair[3]!) });
    r.consume(pair);
  }
  let progress = true;
  while (progress) {
    progress = false;
    for (const [re, fn] of AGGREGATES) {
      const m = r.find(re);
      if (!m) continue;
      const phrase = m[1]!.replace(/\s+(?:column|field)$/, "");
      if (GRAIN_WORDS[phrase] || FILLER_WORDS.has(phrase)) continue;
      addMetric(it, metricFor(fn, phrase));
      r.consume(m);
      progress = true;
      break;
    }
  }
  let p: RegExpExecArray | null;
  while ((p = r.find(new RegExp(`\\b(?:p|percentile\\s+)(\\d{1,2})(?:th)?(?:\\s+percentile)?\\s+(?:of\\s+)?(?:the\\s+)?(${PHRASE})|\\b(\\d{1,2})(?:th)?\\s+percentile\\s+(?:of\\s+)?(?:the\\s+)?(${PHRASE})`)))) {
    const pct = Number(p[1] ?? p[3]);
    if (pct < 1 || pct > 99) break;
    addMetric(it, { fn: "PERCENTILE", percentile: pct, column: col((p[2] ?? p[4])!) });
    r.consume(p);
  }
}

const HAVING_OPS: Record<string, string> = {
  "more than": ">",
  over: ">",
  "at least": ">=",
  "fewer than": "<",
  "less than": "<",
  under: "<",
  "at most": "<=",
  exactly: "=",
};

function readHaving(r: Reader, it: Intent): void {
  const m = r.find(
    new RegExp(`\\b(?:with|having|who have|who has|that have|that has|who placed|who made|who bought)\\s+(more than|over|at least|fewer than|less than|under|at most|exactly)\\s+(${NUM})\\s+(${PHRASE})`),
  );
  if (!m) return;
  const op = HAVING_OPS[m[1]!]!;
  const n = numberFrom(m[2]!);
  const what = m[3]!;
  const expr = isCountWord(what) ? "COUNT(*)" : `SUM(${col(what)})`;
  it.having.push({ sql: `${expr} ${op} ${n}`, join: "AND" });
  if (it.metrics.length === 0) addMetric(it, isCountWord(what) ? { fn: "COUNT", label: what } : { fn: "SUM", column: col(what) });
  // The subject before the phrase ("customers with more than 5 orders") is what gets grouped.
  const before = r.text.slice(0, m.index).trim().split(/\s+/).at(-1);
  if (before && !FILLER_WORDS.has(before) && (ENTITY_WORDS.has(singular(before)) || before.includes("_"))) {
    const key = entityColumn(before);
    if (!it.dimensions.includes(key)) it.dimensions.push(key);
    r.knownWords.add(before);
  }
  r.consume(m);
}

/** Comparison words (need spaces around them) and symbols (spaces optional), with their SQL operator. */
const COMPARE: [string, string, string][] = [
  ["is not equal to|not equal to|not equals|is not|isn't|does not equal|doesn't equal", "!=|<>", "!="],
  ["greater than or equal to|at least|no less than", ">=", ">="],
  ["less than or equal to|at most|no more than", "<=", "<="],
  ["greater than|more than|higher than|larger than|bigger than|above|over|exceeding|exceeds", ">", ">"],
  ["less than|lower than|smaller than|fewer than|below|under", "<", "<"],
  ["equals|equal to|is equal to|is", "==|=", "="],
];

function readFilters(r: Reader, it: Intent): void {
  // Collected with their position so the WHERE clause keeps the request's order (and its ORs).
  const found: (Condition & { at: number })[] = [];
  const push = (sql: string, join: "AND" | "OR", at: number) => found.push({ sql, join, at });
  let m: RegExpExecArray | null;
  const lead = `(?:\\b(and|or)\\s+)?(?:\\b(?:where|with|whose|having|and|or|when|if)\\s+)?(?:the\\s+)?\\b`;
  const joinOf = (x: RegExpExecArray) => (x[1] === "or" ? "OR" : "AND");
  const colOk = (c: string) => !FILLER_WORDS.has(c) && !GRAIN_WORDS[c];

  // IS NULL / IS NOT NULL
  for (let from = 0; (m = r.find(new RegExp(`${lead}(${NAME})\\s+(is not null|is null|is not empty|is empty|is missing|is blank|is present|is set|is not set)\\b`), from)); ) {
    if (!colOk(m[2]!)) {
      from = m.index + 1;
      continue;
    }
    const notNull = /not null|not empty|present|is set/.test(m[3]!) && !/not set/.test(m[3]!);
    push(`${col(m[2]!)} IS ${notNull ? "NOT NULL" : "NULL"}`, joinOf(m), m.index);
    r.knownWords.add(m[2]!);
    r.consume(m);
  }
  // IN lists
  for (let from = 0; (m = r.find(new RegExp(`${lead}(${NAME})\\s+(not in|in|is one of|is any of|one of)\\s*\\(([^)]*)\\)`), from)); ) {
    if (!colOk(m[2]!)) {
      from = m.index + 1;
      continue;
    }
    const start = r.groupStart(m, 4);
    const raw = r.originalSlice(start, start + m[4]!.length);
    const items = raw.split(",").map((s) => s.trim()).filter(Boolean).map((s) => (/^-?\d+(\.\d+)?$/.test(s) ? s : sqlString(s.replace(/^['"]|['"]$/g, ""))));
    if (items.length) push(`${col(m[2]!)} ${m[3] === "not in" ? "NOT IN" : "IN"} (${items.join(", ")})`, joinOf(m), m.index);
    r.knownWords.add(m[2]!);
    r.consume(m);
  }
  // BETWEEN numbers
  for (let from = 0; (m = r.find(new RegExp(`${lead}(${NAME})\\s+(?:is\\s+)?between\\s+(-?\\d+(?:\\.\\d+)?)\\s+and\\s+(-?\\d+(?:\\.\\d+)?)`), from)); ) {
    if (!colOk(m[2]!)) {
      from = m.index + 1;
      continue;
    }
    push(`${col(m[2]!)} BETWEEN ${m[3]} AND ${m[4]}`, joinOf(m), m.index);
    r.knownWords.add(m[2]!);
    r.consume(m);
  }
  // Text matching
  for (let from = 0; (m = r.find(new RegExp(`${lead}(${NAME})\\s+(contains|containing|includes|like|starts with|starting with|begins with|ends with|ending with)\\s+(${VALUE})`), from)); ) {
    if (!colOk(m[2]!)) {
      from = m.index + 1;
      continue;
    }
    const v = literal(r, m, 4);
    const c = col(m[2]!);
    const sql = /start|begin/.test(m[3]!) ? `STARTS_WITH(${c}, ${v})` : /end/.test(m[3]!) ? `ENDS_WITH(${c}, ${v})` : m[3] === "like" ? `${c} LIKE ${v}` : `CONTAINS_SUBSTR(${c}, ${v})`;
    push(sql, joinOf(m), m.index);
    r.knownWords.add(m[2]!);
    r.consume(m);
  }
  // Comparisons
  for (const [words, symbols, op] of COMPARE) {
    const numericOnly = op !== "=" && op !== "!=";
    const value = numericOnly ? `\\d{4}-\\d{2}-\\d{2}|-?\\d+(?:\\.\\d+)?` : VALUE;
    const re = new RegExp(`${lead}\\b(${NAME})(?:\\s+(?:${words})\\s+(?:to\\s+)?|\\s*(?:${symbols})\\s*)(${value})(?![\\w-])`);
    let from = 0;
    while ((m = r.find(re, from))) {
      const c = m[2]!;
      const rawValue = m[3]!;
      if (!colOk(c) || /^(who|which|that|it|there|what)$/.test(c) || (FILLER_WORDS.has(rawValue) && !/^'|^"/.test(rawValue))) {
        from = m.index + 1;
        continue;
      }
      const v = /^\d{4}-\d{2}-\d{2}$/.test(rawValue) ? `DATE '${rawValue}'` : literal(r, m, 3);
      push(`${col(c)} ${op} ${v}`, joinOf(m), m.index);
      r.knownWords.add(c);
      r.consume(m);
    }
  }
  // "with status 'shipped'" / "for country 'US'": a column then a quoted value.
  while ((m = r.find(new RegExp(`\\b(?:with|for|where|whose)\\s+(?:a\\s+|the\\s+)?(${NAME})\\s+('[^']*'|"[^"]*")`)))) {
    push(`${col(m[1]!)} = ${literal(r, m, 2)}`, "AND", m.index);
    r.knownWords.add(m[1]!);
    r.consume(m);
  }
  // "without an email" / "with no email" → IS NULL.
  for (let from = 0; (m = r.find(new RegExp(`\\b(?:without(?:\\s+an?)?|with no|missing(?:\\s+an?)?|no)\\s+(${NAME})\\b`), from)); ) {
    if (!colOk(m[1]!) || isPlural(m[1]!)) {
      from = m.index + 1;
      continue;
    }
    push(`${col(m[1]!)} IS NULL`, "AND", m.index);
    r.consume(m);
  }
  found.sort((a, b) => a.at - b.at);
  for (const { sql, join } of found) it.filters.push({ sql, join });
}

/** Adjectives that describe a status ("active users", "cancelled orders"): status = '<word>'. */
const STATUS_WORDS = /\b(active|inactive|cancelled|canceled|completed|complete|pending|shipped|delivered|returned|refunded|failed|paid|unpaid|open|closed|churned|approved|rejected|draft|published|archived|deleted|expired|verified|unverified)\b/;

function readStatusAdjectives(r: Reader, it: Intent, beforeNounOnly = false): void {
  const m = r.find(beforeNounOnly ? new RegExp(`${STATUS_WORDS.source}(?=\\s+[a-z_]+s\\b)`) : STATUS_WORDS);
  if (!m) return;
  it.filters.push({ sql: `status = '${m[1]}'`, join: "AND" });
  it.assumptions.push(`Reads "${m[1]}" as status = '${m[1]}'; change the condition if your table marks it differently.`);
  r.consume(m);
}

function readGrainAndDimensions(r: Reader, it: Intent): void {
  const adj = r.find(/\b(hourly|daily|weekly|monthly|quarterly|yearly|annual|annually)\b/);
  if (adj) {
    it.grain ??= GRAIN_WORDS[adj[1]!];
    r.consume(adj);
  }
  const trigger = `\\b(?:grouped by|group by|broken down by|breakdown by|split by|by each|by|per|for each|for every|in each|each|every|across)`;
  let m: RegExpExecArray | null;
  while ((m = r.find(new RegExp(`${trigger}\\s+(?:the\\s+|their\\s+)?(${PHRASE}(?:\\s*(?:,|and|&)\\s*(?:the\\s+)?${PHRASE})*)`)))) {
    const parts = m[1]!.split(/\s*(?:,|\band\b|&)\s*/).map((p) => p.replace(/^the\s+/, "").trim()).filter(Boolean);
    for (const part of parts) {
      const grain = GRAIN_WORDS[part] ?? GRAIN_WORDS[part.replace(/^(calendar|fiscal)\s+/, "")];
      if (grain) {
        it.grain ??= grain;
        continue;
      }
      const dim = entityColumn(part);
      if (dim === it.dateColumn) {
        it.grain ??= "DAY";
        continue;
      }
      if (!it.dimensions.includes(dim)) it.dimensions.push(dim);
      r.knownWords.add(part);
    }
    r.consume(m);
  }
  if (it.byDate) it.grain ??= "DAY";
  // "over time" / "trend" without a grain: by day.
  const trend = r.find(/\b(over time|trend|timeline|time series)\b/);
  if (trend) {
    it.grain ??= "DAY";
    r.consume(trend);
  }
}

/** "revenue per month": a bare measure word in a grouped request is summed (or counted, for entities). */
function readBareMeasures(r: Reader, it: Intent): void {
  const grouped = it.grain || it.dimensions.length || it.window || it.perGroup || it.rankedEntity;
  if (!grouped) return;
  let m: RegExpExecArray | null;
  for (let from = 0; (m = r.find(new RegExp(`\\b(${PHRASE})\\b`), from)); ) {
    const phrase = m[1]!;
    const last = phrase.split(/\s+/).at(-1)!;
    if (!MEASURE_WORDS.has(last) && !MEASURE_WORDS.has(snake(phrase))) {
      from = m.index + m[0].length;
      continue;
    }
    addMetric(it, { fn: "SUM", column: col(phrase) });
    r.consume(m);
  }
}

function readDistinct(r: Reader, it: Intent): void {
  const m = r.find(new RegExp(`\\b(?:distinct|unique|different)\\s+(?:values\\s+(?:of|in)\\s+|list\\s+of\\s+)?(${PHRASE}(?:\\s*(?:,|and)\\s*${PHRASE})*)`));
  if (!m) return;
  it.distinct = m[1]!.split(/\s*(?:,|\band\b)\s*/).filter(Boolean).map((p) => (isPlural(p) && !p.includes("_") ? singular(p) : snake(p)));
  r.consume(m);
}

function readOrder(r: Reader, it: Intent): void {
  const m = r.find(new RegExp(`\\b(?:sorted|sort|ordered|order|arranged)\\s+(?:it\\s+|them\\s+|results\\s+)?by\\s+(?:the\\s+)?(${PHRASE})(?:\\s+(asc|ascending|desc|descending|highest first|lowest first|largest first|smallest first|newest first|oldest first))?`));
  if (m) {
    const dir = m[2] && /asc|lowest|smallest|oldest/.test(m[2]) ? "ASC" : m[2] ? "DESC" : undefined;
    const target = snake(m[1]!);
    it.order = [{ expr: GRAIN_WORDS[target] ? "period" : target, direction: dir ?? "ASC" }];
    r.consume(m);
  }
  const dirWord = r.find(/\b(?:in\s+)?(ascending|descending|alphabetical|alphabetically|highest first|lowest first|largest first|smallest first|newest first|oldest first|most recent first)(?:\s+order)?\b/);
  if (dirWord) {
    const asc = /ascending|alphabetical|lowest|smallest|oldest/.test(dirWord[1]!);
    if (it.order?.length) it.order[0]!.direction = asc ? "ASC" : "DESC";
    else it.rankDirection = asc ? "ASC" : "DESC";
    if (/alphabetical/.test(dirWord[1]!)) it.order ??= [{ expr: "__first_dimension__", direction: "ASC" }];
    r.consume(dirWord);
  }
}

function readLimit(r: Reader, it: Intent): void {
  const m = r.find(new RegExp(`\\b(?:limit(?:ed)?(?:\\s+to)?|only|just|sample of|first)\\s+(${NUM})(?:\\s+(?:rows|records|results|entries))?\\b|\\b(${NUM})\\s+(?:rows|records|results|entries)\\b`));
  if (!m) return;
  it.limit = numberFrom((m[1] ?? m[2])!);
  r.consume(m);
}

function readSelectColumns(r: Reader, it: Intent): void {
  const all = r.find(/\b(?:all|every|each)\s+(?:the\s+)?(?:columns|fields|rows|records|data|details|info|information)\b|\ball of\b|\beverything\b|\*/);
  if (all) {
    it.columns = "*";
    r.consume(all);
  }
  const m = r.find(new RegExp(`^(?:show|list|select|get|give me|return|display|find|fetch|pull|extract|retrieve)\\s+(?:me\\s+)?(?:the\\s+|all\\s+)?(${PHRASE}(?:\\s*(?:,|and)\\s*(?:the\\s+)?${PHRASE})+)\\b`));
  if (m) {
    const cols = m[1]!.split(/\s*(?:,|\band\b)\s*/).map((p) => p.replace(/^the\s+/, "").trim()).filter(Boolean);
    if (cols.every((c) => !FILLER_WORDS.has(c))) {
      it.columns = cols.map(snake);
      cols.forEach((c) => r.knownWords.add(c));
      r.consume(m);
    }
  }
}

// ---------------------------------------------------------------------------------------------

/** Reads a request into the intermediate form, or throws UnsupportedRequest. */
export function parseRequest(description: string): Intent {
  const r = new Reader(description);
  const it = emptyIntent();
  refuseUnsupported(r);
  readJoinType(r, it);
  readTables(r, it);
  readJoin(r, it);
  readDateColumn(r, it);
  readDateRange(r, it);
  readLatestPerKey(r, it);
  readSpecialPhrases(r, it);
  readWindows(r, it);
  readTopN(r, it);
  readHaving(r, it);
  readFilters(r, it);
  readStatusAdjectives(r, it, true);
  readAggregates(r, it);
  readOrder(r, it);
  readSelectColumns(r, it);
  readDistinct(r, it);
  readGrainAndDimensions(r, it);
  readBareMeasures(r, it);
  readLimit(r, it);
  readStatusAdjectives(r, it);

  // With no table named, a single plural entity word stands for the table ("number of orders in 2024").
  if (it.tables.length === 0) {
    const candidates = [...new Set(r.text.match(/\b[a-z_]+\b/g) ?? [])].filter(
      (w) => (FACT_TABLE_WORDS.has(w) || (ENTITY_WORDS.has(singular(w)) && w !== singular(w))) && !MEASURE_WORDS.has(w),
    );
    if (candidates.length === 1) {
      it.tables = [candidates[0]!];
      r.knownWords.add(candidates[0]!);
      it.assumptions.push(`Reads "${candidates[0]}" as the table name.`);
    } else {
      throw new UnsupportedRequest(
        'Name the table to query, for example "… from the orders table" (or write it as dataset.table).',
        SUPPORTED_EXAMPLES,
      );
    }
  }
  if (it.tables.length > 2) {
    throw new UnsupportedRequest("The built-in generator joins at most two tables; name one or two tables.", SUPPORTED_EXAMPLES);
  }

  const left = r.leftovers();
  if (left.length > 0) {
    throw new UnsupportedRequest(
      `The built-in generator did not understand: ${left.map((w) => `"${w}"`).join(", ")}. Rephrase with column names, or try one of the examples.`,
      SUPPORTED_EXAMPLES,
    );
  }
  return it;
}

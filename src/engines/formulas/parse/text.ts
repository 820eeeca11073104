import { sheetLayout } from "./sheet-layout";
/**
 * Turns a request into matchable text: lower case, spaced operators, numbers in digits, and every
 * explicitly marked name ("Sales", [Order Date], ${orders.count}, Sales[Amount], column C) swapped
 * for a placeholder token `§n` so that later patterns never split or re-case it.
 */

/** `name`: a column name held whole for its symbols ("Claims Paid ($)"), never a DAX measure reference. */
export type QuotedKind = "bracket" | "quote" | "looker" | "dax" | "column" | "name";

export interface Quoted {
  text: string;
  kind: QuotedKind;
  table?: string;
  view?: string;
  column?: string;
  /** An explicit range such as B2:B50. */
  range?: string;
  /** A single cell such as E2. */
  cell?: string;
}

export interface Doc {
  raw: string;
  /** Lower-case text with placeholders `§0`, `§1`... */
  text: string;
  quoted: Quoted[];
  /** Lower-case word → the spelling the user used, when it had capitals (GMV, Sales, eCommerce). */
  casing: Map<string, string>;
  /** Column names given as context before the ask ("yield table with Harvest Year and Yield Tonnes, I need ..."). */
  context?: import("./context-split").ContextName[];
  /** Tables or sheets the context named. */
  tables?: string[];
  /** The context as written (what the view looks like: "pivoted by year", "one row per day"). */
  contextText?: string;
  /** Excel: the sheet the data is on ("on the Requests sheet", "in the Attendance tab"). */
  sheet?: string;
  /** Excel: the first data row ("data starts in row 5", "headers in row 3"). */
  firstRow?: number;
}

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  fifty: 50,
  ninety: 90,
  hundred: 100,
};

export const PLACEHOLDER = /§(\d+)/;

const MONTH_NAMES = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const MONTH_RE = "(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)";

/** A calendar date as the token dtYYYYMMDD, so later rules (ranges, dashes) leave it whole. */
function token(y: number, m: number, d: number): string {
  if (m < 1 || m > 12 || d < 1 || d > 31) return "";
  return ` dt${y}${String(m).padStart(2, "0")}${String(d).padStart(2, "0")} `;
}

/** "2024-01-31", "31 Jan 2024", "Jan 31, 2024", "1/31/2024" (day first when the first number is over 12). */
function dateTokens(s: string): string {
  const mi = (name: string) => MONTH_NAMES.indexOf(name.slice(0, 3).toLowerCase()) + 1;
  s = s.replace(/\b(\d{4})-(\d{1,2})-(\d{1,2})\b/g, (m, y: string, mo: string, d: string) => token(+y, +mo, +d) || m);
  s = s.replace(new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+${MONTH_RE}\\s*,?\\s+(\\d{4})\\b`, "gi"), (m, d: string, mo: string, y: string) => token(+y, mi(mo), +d) || m);
  s = s.replace(new RegExp(`\\b${MONTH_RE}\\s+(\\d{1,2})(?:st|nd|rd|th)?\\s*,?\\s+(\\d{4})\\b`, "gi"), (m, mo: string, d: string, y: string) => token(+y, mi(mo), +d) || m);
  s = s.replace(/\b(\d{1,2})\/(\d{1,2})\/(\d{4})\b/g, (m, a: string, b: string, y: string) => (+a > 12 ? token(+y, +b, +a) : token(+y, +a, +b)) || m);
  return s;
}

/** "dt20240131" → "2024-01-31". */
export function isoFromToken(t: string): string | null {
  const m = /^dt(\d{4})(\d{2})(\d{2})$/.exec(t);
  return m ? `${m[1]}-${m[2]}-${m[3]}` : null;
}

/** Function names people write in CamelCase as a hint of what they want. */
const CAMEL_FUNCTIONS =
  /^(distinctcount|countdistinct|countrows|countifs?|sumifs?|averageifs?|maxifs|minifs|sumx|averagex|rankx|dateadd|datediff|datetrunc|datesytd|datesinperiod|sameperiodlastyear|parallelperiod|previous(?:day|month|quarter|year)|totalytd|totalqtd|totalmtd|lookupvalue|vlookup|xlookup|hlookup|indexmatch|ifnull|isnull|iferror|isblank|runningsum|runningtotal|windowavg|windowsum|leftb|rightb|textjoin|concatenate|regexpextract|regexpmatch|regexpreplace|netwworkdays|networkdays|yearfrac|eomonth|weeknum|weekday|isoweeknum|youtube|linkedin|paypal|iphone|ipad|macbook|powerpoint|javascript|typescript|github|wordpress|hubspot|salesforce|woocommerce|shopify|mailchimp|facebook|tiktok|instagram|bigquery|postgresql|mysql|openai)$/;

/** Title-case words that start a request rather than a column name ("Sum Claims Paid ($)", "Show Basket Size (USD)"). */
const NOT_NAME_START =
  /^(?:what|which|how|show|give|get|calculate|compute|create|make|find|return|sum|summ?ed|average|avg|mean|median|count|number|min|max|minimum|maximum|rank|percent|percentage|share|running|rolling|moving|cumulative|bucket|group|flag|label|round|if|the|a|an|of|for|by|per|and|or|in|on|with|from|to|i|we|my|our|please|hey|hi|can|could|would|need|want)$/i;

/**
 * "Claims Paid ($)", "Basket Size (USD)", "Weight (kg)": a title-case column named with its unit in
 * parentheses. Removing the parentheses (as the normaliser does with every other bracket) would
 * rename the column, so the whole name is held like one written in [brackets].
 */
function unitSuffixedNames(s: string, hold: (q: Quoted) => string): string {
  const unit = "(?:[$€£¥%#]|[A-Z]{2,5}|\\$[A-Z]{0,3}|usd|eur|gbp|hrs?|hours|mins?|minutes|secs?|seconds|days|weeks|months|years|kg|kgs|lbs?|km|mi|miles|pct|k|m|bn|000s|units)";
  const re = new RegExp(`((?:\\b[A-Z][A-Za-z0-9&'.-]*\\s+){0,4}\\b[A-Z][A-Za-z0-9&'.-]*)\\s*\\((${unit})\\)`, "g");
  return s.replace(re, (m, words: string, u: string) => {
    // "(YTD)", "(YoY)" say what to calculate, not a unit.
    if (/^(?:YTD|MTD|QTD|WTD|YOY|MOM|QOQ|WOW|LOD|DAX|SQL|LY|PY|TY)$/i.test(u)) return m;
    const ws = words.split(/\s+/);
    let dropped = 0;
    while (dropped < ws.length && NOT_NAME_START.test(ws[dropped]!)) dropped++;
    if (dropped === ws.length) return m;
    const lead = new RegExp(`^(?:\\S+\\s+){${dropped}}`).exec(m)![0];
    return lead + hold({ text: `${ws.slice(dropped).join(" ")} (${u})`, kind: "name" });
  });
}

/**
 * "Add To Carts", "Cost Of Goods": a metric named in title case with a capitalised connecting word.
 * Read as words, the connector ("to", "of") would end the phrase and cut the name ("Carts"), so the
 * run is held whole. A request written entirely in title case says nothing about names, so it is
 * left alone.
 */
function titledConnectorNames(s: string, hold: (q: Quoted) => string): string {
  const plain = s.replace(/§\d+/g, " ").match(/[A-Za-z][A-Za-z0-9']*/g) ?? [];
  if (plain.length > 3 && plain.every((w) => /^[A-Z0-9]/.test(w))) return s;
  if (plain.some((w) => w.length > 1 && /^(?:BY|OF|PER|FOR|AND|WHERE|THE|IN|TO|FROM|WITH|IS)$/.test(w))) return s;
  // "Length of Stay", "Date of Birth": a lower-case "of" between capitalised nouns joins them too,
  // unless the word before it says what to calculate ("Sum of Sales", "Number of Orders").
  const re = /((?:\b[A-Z][A-Za-z0-9]*\s+){0,3}\b[A-Z][A-Za-z0-9]*)((?:\s+(?:To|Of|And|Per|For|On|In|At|From|With|of)\s+[A-Z][A-Za-z0-9]*)+)\b/g;
  return s.replace(re, (m, head: string, tail: string) => {
    const ws = head.split(/\s+/);
    if (/^\s+of\s/i.test(tail) && (CALC_WORDS.test(ws[ws.length - 1]!) || OF_LEAD.test(ws[ws.length - 1]!))) return m;
    // ("Day Of Week of signup date": a date part written in title case.)
    if (/^(?:day|week|month|quarter|hour)$/i.test(ws[ws.length - 1]!) && /^\s+of\s+(?:the\s+)?(?:week|month|year|quarter|day)\b/i.test(tail)) return m;
    let dropped = 0;
    while (dropped < ws.length && NOT_NAME_START.test(ws[dropped]!)) dropped++;
    if (dropped === ws.length) return m;
    const lead = new RegExp(`^(?:\\S+\\s+){${dropped}}`).exec(m)![0];
    return lead + hold({ text: `${ws.slice(dropped).join(" ")}${tail.replace(/\s+/g, " ")}`, kind: "name" });
  });
}

/** Words before "of" that make a phrase, not a name ("Number of Orders", "Top of Funnel", "End of Month"). */
const OF_LEAD =
  /^(?:number|count|amount|rest|most|all|part|top|bottom|first|last|end|start|beginning|middle|day|week|month|year|quarter|hour|minute|max|maximum|min|minimum|proportion|fraction|portion|half|list|lots|one|each|none|any|some|sum|total|average|avg|mean|median|percent|percentage|share|ratio|rate|rank|ranking|difference|growth|change|string|text|characters?|letters?|digits?|words?|part)$/i;

/** Words that say what to calculate, never part of a column's name. */
const CALC_WORDS =
  /^(?:growth|change|changes|average|avg|mean|median|total|sum|count|rank|ranking|trend|rolling|running|moving|cumulative|yoy|mom|qoq|wow|percent|percentage|pct|share|rate|ratio|difference|diff|variance|by|per|for|of|in|vs|versus|to|from|and|or|with|where|when|if|as|is|are|sumifs?|averageifs?|countifs?|maxifs|minifs)$/i;

/**
 * "Monthly Revenue", "Annual Contract Value", "Daily Active Users": a period adjective starting a
 * title-case name is part of the column's name (read as words it would be taken for the grain and
 * dropped). The run stops at the first word that says what to calculate ("Monthly Sales Growth").
 */
function periodAdjectiveNames(s: string, hold: (q: Quoted) => string): string {
  return s.replace(/\b(Daily|Weekly|Monthly|Quarterly|Yearly|Annual|Annualized|Annualised)((?:\s+[A-Z][A-Za-z0-9]*)+)/g, (m, adj: string, rest: string) => {
    const words = rest.trim().split(/\s+/);
    const keep: string[] = [];
    for (const w of words) {
      if (CALC_WORDS.test(w)) break;
      keep.push(w);
    }
    const tail = words.slice(keep.length).join(" ");
    // ("Monthly Sales Growth": the adjective is the grain of a change, not part of a name.)
    if (!keep.length || /^(?:growth|change|changes|trend|difference|diff|variance|increase|decrease)\b/i.test(tail)) return m;
    return `${hold({ text: `${adj} ${keep.join(" ")}`, kind: "name" })}${tail ? ` ${tail}` : ""}`;
  });
}

/** Words that end a lower-case metric name after a period adjective ("daily sales by region"). */
const NAME_END = /^(?:pls|plz|please|thanks|thx|asap|now|here|by|per|for|of|in|on|at|to|from|and|or|with|where|when|if|as|is|are|over|across|vs|versus|the|a|an|each|every|only|excluding|including|using|trend|growth|change|changes|difference|diff|variance|increase|decrease|total|sum|count|average|avg|rank|share|percent|rate|ratio|last|this|next|previous|prior|ytd|mtd|qtd)$/;

/**
 * "7 day moving average of daily active users": a lower-case period adjective before the noun phrase
 * a moving or rolling window is taken of is part of the metric's name (the window says the span).
 * "daily sales trend by day" keeps "daily" as the period.
 */
function lowerPeriodNames(s: string, hold: (q: Quoted) => string): string {
  const windowed = /\b\d+[\s-]*(?:day|days|week|weeks|month|months|d|w|m)\b[^§]*?\b(?:moving|rolling|trailing)\b|\b(?:moving|rolling|trailing)\s+(?:\d+[\s-]*(?:day|week|month)s?\s+)?(?:average|avg|mean|sum|total)\b/i.test(s);
  return s.replace(/(^|[\s(,:])(?:(of|for)\s+(?:the\s+)?)?(daily|weekly|monthly)\s+([a-z]+(?:\s+[a-z]+){0,2})(?=$|[\s),.;:?!])/g, (m, pre: string, of: string | undefined, adj: string, rest: string) => {
    const words = rest.split(/\s+/);
    const keep: string[] = [];
    for (const w of words) {
      if (NAME_END.test(w) || CALC_WORDS.test(w)) break;
      keep.push(w);
    }
    if (!keep.length) return m;
    if (!windowed || !of) return m;
    const name = keep;
    const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
    const tail = words.slice(name.length).join(" ");
    return `${pre}${of ? `${of} ` : ""}${hold({ text: `${cap(adj)} ${name.map(cap).join(" ")}`, kind: "name" })}${tail ? ` ${tail}` : ""}`;
  });
}

/** Words that cannot be part of a table's name written before Table[Column] ("sum of sales[revenue]"). */
const TABLE_WORD_STOP =
  /^(?:a|an|the|of|from|in|on|by|for|per|to|and|or|with|without|using|use|over|vs|versus|into|as|at|is|are|be|than|then|if|when|where|while|whose|which|that|this|these|those|my|our|their|its|each|every|all|only|not|no|sum|sumx|total|totals|avg|average|averagex|mean|median|count|counta|countrows|countx|distinct|distinctcount|unique|max|maximum|min|minimum|ytd|mtd|qtd|wtd|yoy|mom|qoq|wow|running|cumulative|rolling|moving|rank|rankx|ranking|percent|percentage|pct|share|growth|change|diff|difference|calculate|calc|compute|show|get|give|return|make|create|divide|divided|minus|plus|times|multiply|ratio|rate|margin|measure|column|field|table|new|previous|prior|last|next|same|period|year|years|month|months|quarter|quarters|week|weeks|day|days|filter|filtered|lookup|related|dateadd|datesytd|sameperiodlastyear|totalytd|top|bottom|first|latest|earliest|highest|lowest|number|amount|value|values|divided|blank|blanks|null|nulls|ignoring|regardless|including|excluding|across|within|between|vs|it|them|one|two|three|dax|measure|want|need|like|please|pls|can|could|you|i|we|me|us|do|does|how|what|write|add|sort|group|split|since|until|before|after|up|down|daily|weekly|monthly|yearly|annual|quarterly|per|just|also|so|but|uppercase|lowercase|upper|lower|proper|trim|bucket|buckets|band|cap|limit|clamp|floor|truncate|extract|round|concat|concatenate|combine|join|split|else|elseif|different|clean|replace|fill|format|convert|parse|sort|fixed|include|exclude|ignore|level|divided|sumifs|countifs|averageifs|calculated|rows|row|times)$/i;

/** People whose name is made of a first and a last name ("agent name from first name and last name"). */
const PERSON = /^(?:agent|customer|employee|member|patient|student|user|client|guest|donor|player|rep|contact|person|staff|owner|driver|doctor|teacher|attorney|volunteer|author|seller|buyer|applicant|candidate|tenant|resident|passenger|traveller|traveler|athlete|coach|nurse|physician|provider|manager|worker|hire|lead|subscriber|account)$/;

/**
 * Casing slips in a typed name: "ORder value" (a held Shift), "Cost Of goods" (a capital connector, then lower
 * case). Mended before names are read from their capitals.
 */
function mendCasing(s: string): string {
  return s
    // ("have Reviews[Rating] of 4 or higher": a value of N or more is a test on the column.)
    .replace(/(\]|\}|\b[A-Za-z_]+)\s+of\s+(-?\d+(?:\.\d+)?)\s+or\s+(higher|more|above|greater|over|lower|less|below|under|fewer)\b/g, (_, a: string, n: string, dir: string) => `${a} ${/higher|more|above|greater|over/.test(dir) ? ">=" : "<="} ${n}`)
    .replace(/\b([A-Z])([A-Z])([a-z]{2,})\b/g, (_, a: string, b: string, c: string) => `${a}${b.toLowerCase()}${c}`)
    .replace(/\b([A-Z][a-z]+)\s+(Of|And|Per|To|For)\s+([a-z]{3,})\b/g, (_, a: string, conn: string, b: string) => `${a} ${conn.toLowerCase()} ${b.charAt(0).toUpperCase()}${b.slice(1)}`)
    // ("change in Order value": one capital, mid-sentence, then the name's own noun in lower case.)
    .replace(/(?<=\b[a-z]+\s)(?!(?:Sum|Total|Average|Avg|Count|Max|Min|Number|Percent|Running|Rank|Top|Each|Every|The|If|When|Where)\b)([A-Z][a-z]+)\s+(value|amount|date|total|rate|name|id|number|cost|price|qty|quantity|status|score|size|level|code)\b(?!\s+[A-Z])/g, (_, a: string, b: string) => `${a} ${b === "id" ? "ID" : `${b.charAt(0).toUpperCase()}${b.slice(1)}`}`);
}

export function normalize(raw: string): Doc {
  raw = mendCasing(raw);
  const quoted: Quoted[] = [];
  // A quote keeps its words as written, even when a name inside it was held first ('Delivered On Time').
  const hold = (q: Quoted) => {
    const text = q.kind === "quote" ? q.text.replace(/\s*§(\d+)\s*/g, (m, n: string) => (quoted[Number(n)] ? quoted[Number(n)]!.text : m)) : q.text;
    return ` §${quoted.push({ ...q, text }) - 1} `;
  };
  let s = raw.replace(/[\u201C\u201D\u201E]/g, '"').replace(/[\u2018\u2019]/g, "'").replace(/\u2013|\u2014/g, "-");
  s = s.replace(/\u2264/g, "<=").replace(/\u2265/g, ">=").replace(/\u2260/g, "!=");
  // "the table shows ∅ for X": the empty-set sign BI tools print for a null.
  s = s.replace(/\s*[\u2205\u00D8]\s*(?=\s|$|[,.;:)])/g, " null ");
  const layout = sheetLayout(s);
  s = layout.s;

  // ${view.field} (Looker) and view.field written bare.
  s = s.replace(/\$\{\s*([A-Za-z_][\w]*)\.([A-Za-z_][\w]*)\s*\}/g, (_, v: string, fl: string) => hold({ text: fl, kind: "looker", view: v }));
  // 'Table Name'[Column] and Table[Column] (DAX).
  s = s.replace(/'([^'\]\n]+)'\[([^\]\n]+)\]/g, (_, t: string, c: string) => hold({ text: c.trim(), kind: "dax", table: t.trim() }));
  // "crop sales[revenue]": a table named in several words written without its quotes ('Crop Sales'[Revenue]).
  s = s.replace(/\b((?:[A-Za-z]+\s+){0,2})([A-Za-z_][\w]*)\[([^\]\n]+)\]/g, (_, before: string, t: string, c: string) => {
    const words = before.trim().split(/\s+/).filter(Boolean);
    let k = words.length;
    while (k > 0 && !TABLE_WORD_STOP.test(words[k - 1]!)) k--;
    const lead = words.slice(k);
    const kept = words.slice(0, k).join(" ");
    const all = [...lead, t];
    // Only a reference typed wholly in lower case: "East Sales[Sales]" is a value and a table.
    const lower = all.every((w) => w === w.toLowerCase()) && c === c.toLowerCase();
    if (!lead.length || t.includes("_") || !lower) return `${before}${hold({ text: c.trim(), kind: "dax", table: t })}`;
    const cap = (x: string) => x.replace(/\b[a-z]/g, (l) => l.toUpperCase());
    const table = lower ? all.map(cap).join(" ") : all.join(" ");
    return `${kept ? `${kept} ` : ""}${hold({ text: lower ? cap(c.trim()) : c.trim(), kind: "dax", table })}`;
  });
  s = s.replace(/\[([^\]\n]+)\]/g, (_, c: string) => hold({ text: c.trim(), kind: "bracket" }));
  s = s.replace(/"([^"\n]*)"/g, (_, c: string) => hold({ text: c, kind: "quote" }));
  // "for project P-220", "where route is R-7": a code written with a dash is one value (its dash no minus).
  // ("formatted FARM-0042-W", "like INV-001": an example of the text, which the text readers take as written.)
  s = s.replace(/(^|[\s(=,:])([A-Z]{1,6}-\d[A-Z0-9]*(?:-[A-Z0-9]+)*)(?=$|[\s),.;:?!])/g, (m, pre: string, code: string, at: number, all: string) =>
    /\b(?:like|as|e\.?g\.?|eg|formatted|format|looks?|such as|example|examples|ex|i\.?e\.?|->|→)\s*[:(]?\s*$/i.test(all.slice(0, at + pre.length)) || /^\s*(?:->|→|=>)/.test(all.slice(at + m.length)) ? m : pre + hold({ text: code, kind: "quote" }),
  );
  // "1Y Return", "3M Growth", "30D Volume": a period code in capitals, then a Title Case word, is a name
  // (after "rolling", "last" and the like it is the window: "rolling 3M Sales").
  s = s.replace(/(^|[\s(=,:])(\d+[DWMQYH])\s+((?!(?:By|For|Per|And|Or|Where|In|Of|To|Vs|With|From|Is)\b)[A-Z][A-Za-z]+(?:\s+(?!(?:By|For|Per|And|Or|Where|In|Of|To|Vs|With|From|Is)\b)[A-Z][A-Za-z]+){0,2})(?=$|[\s),.;:?!])/g, (m, pre: string, code: string, words: string, at: number, all: string) =>
    /\b(?:rolling|moving|trailing|last|past|next|previous|prior|first|over|within|every|per|of the|in the)\s*$/i.test(all.slice(0, at + pre.length)) || /^(?:Moving|Rolling|Average|Avg|Window|Running|Sum|Total)\b/.test(words)
      ? m
      : pre + hold({ text: `${code} ${words}`, kind: "name" }),
  );
  s = unitSuffixedNames(s, hold);
  s = titledConnectorNames(s, hold);
  s = periodAdjectiveNames(s, hold);
  s = lowerPeriodNames(s, hold);
  // "Monthly Usage kWh", "Peak Load MW": a unit written in its own capitals after a held name is the end of that name.
  s = s.replace(/§(\d+)\s+(kWh|MWh|GWh|TWh|Wh|kW|MW|GW|kVA|kVAh|kVArh|USD|EUR|GBP|CAD|AUD|kg|km|mph|kph|GB|MB|TB|PPM|ppm)(?![\w])/g, (m, n: string, unit: string) => {
    const q = quoted[Number(n)];
    if (!q || q.kind !== "name") return m;
    q.text = `${q.text} ${unit}`;
    return `§${n}`;
  });
  // `orders.count` in backticks is a Looker field written bare, not a text value.
  s = s.replace(/`([^`\n]+)`/g, (_, c: string) => {
    const dotted = /^\s*([a-z_][a-z0-9_]*)\.([a-z_][a-z0-9_]*)\s*$/.exec(c);
    return dotted ? hold({ text: dotted[2]!, kind: "looker", view: dotted[1]! }) : hold({ text: c.trim(), kind: "quote" });
  });
  // Single quotes only as quotes, not as apostrophes (customer's, don't).
  s = s.replace(/(^|[\s(=,:])'([^'\n]*[^'\s\n]|)'(?=$|[\s),.;:?!])/g, (_, pre: string, c: string) => pre + hold({ text: c, kind: "quote" }));
  // A quoted space on its own: ' ' (the separator in "first name & ' ' & last name").
  s = s.replace(/(^|[\s(=,:&+])'( {1,3})'(?=$|[\s),.;:?!&+])/g, (_, pre: string, c: string) => pre + hold({ text: c, kind: "quote" }));
  // "total Net Sales (Status = \"Open\")": a comparison in parentheses is a condition on the rows.
  // Written as a "where" clause, so that once the parentheses are gone its field is not read
  // together with the words before it ("Net Sales Status").
  s = s.replace(/,?\s*\(\s*((?:§\d+|[A-Za-z_][A-Za-z0-9_]*)(?:\s+[A-Za-z_][A-Za-z0-9_]*){0,3})\s*(=|!=|<>|>=|<=|>|<)\s*(§\d+|-?\d+(?:\.\d+)?|[A-Za-z][A-Za-z0-9_]*(?:\s+[A-Za-z][A-Za-z0-9_]*){0,2})\s*\)/g, (_, f: string, op: string, v: string) => ` where ${f} ${op} ${v} `);
  // A punctuation separator with a space after it: ', ', '; '.
  s = s.replace(/(^|[\s(=,:])'([^\sA-Za-z0-9'][^'\n]{0,2})'(?=$|[\s),.;:?!])/g, (_, pre: string, c: string) => pre + hold({ text: c, kind: "quote" }));
  // A separator written with spaces: ' / ', ' - '.
  s = s.replace(/(^|\s)'(\s[^'\n]{1,3}\s)'(?=$|[\s),.;:?!])/g, (_, pre: string, c: string) => pre + hold({ text: c, kind: "quote" }));
  // An unquoted delimiter after "before/after/up to": "text after the ; in tags", "before the # in code".
  s = s.replace(
    /\b(before|after|up to|following|preceding|left of|right of)\s+((?:the\s+)?(?:first\s+|last\s+)?)([^\sA-Za-z0-9'"`[\]{}()$§<>=!]{1,3})(?=\s|$)/gi,
    (_, w: string, the: string, sym: string) => `${w} ${the}` + hold({ text: sym, kind: "quote" }),
  );
  // Bare dotted Looker names such as orders.total_revenue (not numbers, not e-mails or domains in quotes).
  s = s.replace(/(^|\s)([a-z_][a-z0-9_]*)\.([a-z_][a-z0-9_]*)(?=$|[\s,.;:?!)])/g, (m, pre: string, v: string, fl: string) =>
    /^(e|i|etc|vs|mr|mrs|dr|www)$/.test(v) || /^(com|org|net|io|co|uk|edu|gov|de|fr|txt|csv|xlsx|pdf)$/.test(fl)
      ? m
      : pre + hold({ text: fl, kind: "looker", view: v }),
  );
  // Excel cell references and columns: "column C", "col B", "A2:A100", "B:B", "cell D2".
  s = s.replace(/\b(?:[Cc]olumns?|[Cc]ols?)\s+([A-Z]{1,2})\b(?![a-z])/g, (_, c: string) => hold({ text: layout.names.get(c) ?? c, kind: "column", column: c }));
  s = s.replace(/\$?\b([A-Z]{1,2})\$?(\d*):\$?([A-Z]{1,2})\$?(\d*)\b/g, (m, a: string, r1: string, b: string, r2: string) =>
    a === b ? hold({ text: a, kind: "column", column: a, ...(r1 && r2 ? { range: `${a}${r1}:${a}${r2}` } : {}) }) : m,
  );
  s = s.replace(/\bcell\s+\$?([A-Z]{1,2})\$?([1-9]\d{0,5})\b/g, (_, c: string, n: string) => hold({ text: c, kind: "column", column: c, cell: `${c}${n}` }));
  s = s.replace(/(^|[\s(=,:])\$?([A-Z])\$?([1-9]\d{0,5})\b/g, (m, pre: string, c: string, n: string, at: number, all: string) =>
    // ("sales in H2" is a half-year; "the id typed in H2" is a cell.)
    (/^(Q[1-4]|H[12])$/.test(c + n) && !/\b(?:typed|entered|put|written|keyed|input|found)\s+(?:in|into|at)\s*$/i.test(all.slice(0, at + pre.length))) ||
    // "priority is P1 or P2", "severity = S2": a level or code compared as a value, not a cell.
    (/^[PSLTVG][0-5]$/.test(c + n) && /\b(?:is|are|=|equals|or|and|not|priority|severity|level|tier|grade)\s*$/i.test(all.slice(0, at + pre.length))) ||
    // ("where Route is R12", "gate = B7": a code compared with a field is a value.)
    /\b(?:is|are|was|=|equals|route|code|zone|gate|aisle|bay|line|store|branch|plant|unit|ward|room|dock)\s*$/i.test(all.slice(0, at + pre.length))
      ? m
      : pre + hold({ text: c, kind: "column", column: c, cell: `${c}${n}` }),
  );

  // "profit is in C and revenue in B": a lone capital letter after "in" is a column.
  s = s.replace(/\b((?:is|are)\s+)?in\s+(?:col\s+)?([A-Z])(?=$|[\s,.;)])/g, (_, lead: string | undefined, c: string) => `${lead ? "" : ""}in ${hold({ text: c, kind: "column", column: c })}`);
  // "birthdate in column B", "sales from B2:B50": the words name the column the user pointed at.
  // ("Cycle Time Min in column D": a name written in capitals keeps all its words.)
  s = s.replace(/(?<!['’])\b((?:[A-Za-z_]+\s+(?:of|per)\s+)?(?:[A-Z][A-Za-z_]*\s+(?=[A-Z][A-Za-z_]*\s+[A-Z]))?(?:[A-Za-z_]+\s+)?[A-Za-z_]+(?:\s+(?:is|are))?)\s+(?:in|from)\s+§(\d+)(?!\d)/g, (m, words: string, n: string) => {
    const q = quoted[Number(n)];
    // ("date of birth in D2": a name joined by "of" is one name.)
    const ofName = /^([A-Za-z_]+)\s+of\s+([A-Za-z_]+)$/.exec(words);
    if (ofName && q?.kind === "column" && /^(?:date|place|country|cost|length|time|reason|point|port|mode|method|state|city|year|month|day|terms?|unit|bill|proof|school|department|type)$/i.test(ofName[1]!)) {
      if (q.cell && !/2$/.test(q.cell)) return m;
      q.text = `${ofName[1]!.charAt(0).toUpperCase()}${ofName[1]!.slice(1)} of ${ofName[2]!.charAt(0).toUpperCase()}${ofName[2]!.slice(1)}`;
      return ` §${n} `;
    }
    // ("energy per desk is in E2:E40": a rate named with "per" is one name.)
    const perName = /^([A-Za-z_]+)\s+per\s+([A-Za-z_]+)(?:\s+(?:is|are))?$/.exec(words);
    if (perName && q?.kind === "column" && !/^(?:sum|total|count|average|avg|number|revenue|sales|cost)$/i.test(perName[1]!) && !q.cell) {
      const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
      q.text = `${cap(perName[1]!)} per ${cap(perName[2]!)}`;
      return ` §${n} `;
    }
    // (Otherwise the words up to "of" belong to the sentence: "sum of sales in column C".)
    const before = /\bof\b/.test(words) ? /^.*\bof\s+/.exec(words)![0] : "";
    words = words.slice(before.length);
    const all = words.split(/\s+/);
    // ("list date in D": a date word after a name is part of it; "dates in column A" alone names a date column.)
    const dated = /^dates?$/i.test(all[all.length - 1]!);
    const ws = words.split(/\s+/).filter((w, i) => (dated && i === all.length - 1) || !/^(the|a|an|of|values?|cells?|numbers?|dates?|data|text|value|all|is|are|and|or|to|by|for|date|from|in|where|when|if|with|then|whose|which|that|has|have|holds|contains|lists|includes|label|labels|flag|bucket|tag|mark|classify|categori[sz]e|band|group)$/i.test(w));
    const notNouns = /^(appears?|occurs?|exists?|found|shows?|how|many|much|sum|count|average|avg|mean|total|max|min|maximum|minimum|largest|smallest|highest|lowest|biggest|unique|distinct|blank|blanks|empty|not|non|nonblank|missing|null|first|last|top|bottom|median|percent|percentage|rank|running|cumulative|number|extract|get|find|show|return|cumulative|duplicates?|different)$/i;
    // ("count of unique skus in C2:C300": the words that say what to do come before the name, which keeps its own.)
    // ("first name in A", "last name in B": a person's name parts, not the first or last of something.)
    const namePart = (i: number) => /^(?:first|last|middle)$/i.test(ws[i]!) && /^names?$/i.test(ws[i + 1] ?? "");
    while (ws.length > 1 && notNouns.test(ws[0]!) && ws[0] === ws[0]!.toLowerCase() && !namePart(0)) ws.shift();
    // ("Actual Count in column B": a word written with its capital is part of a name.)
    if (!q || q.kind !== "column" || !ws.length || ws.some((w, i) => notNouns.test(w) && !namePart(i) && (w === w.toLowerCase() || ws.length === 1))) return m;
    // ("Qty in D2", "date of birth in D2": a name given a cell of the first data row is that column; other cells
    // - "the id typed in F2" - are values looked up, left as they are.)
    // ("everything after the dash in A2": a mark or a part of a text is no column's name.)
    if (q.cell && (!/2$/.test(q.cell) || /\b(?:typed|entered|put|written|keyed|input|found|id|key|code|sku|number|ticker|value)\s*$/i.test(words) || /\b(?:dash|hyphen|space|spaces|comma|slash|colon|period|dot|underscore|characters?|chars?|letters?|digits?|text|string|words?|part|bit|everything|anything|left|right|first|last|symbol|sign|bracket|parenthesis|at)\b/i.test(words) || (dated && ws.length === 1))) return m;
    q.text = ws.length === 1 && dated ? "Date" : ws.map((w) => (w === w.toLowerCase() ? w.charAt(0).toUpperCase() + w.slice(1) : w)).join(" ");
    // Keep connecting words ("from", "of") that belong to the sentence, not to the name
    // ("how many unique members are in B2:B400": the verb before "in" goes with the name).
    const lead = words.split(/\s+/).filter((w) => !ws.includes(w) && !/^(?:is|are)$/i.test(w)).join(" ");
    return ` ${before}${lead} §${n} `;
  });
  // "Date of Birth in column B": a name held earlier, then the column it sits in.
  s = s.replace(/§(\d+)\s+(?:is\s+|are\s+)?(?:in|from)\s+§(\d+)(?!\d)/g, (m, a: string, n: string) => {
    const name = quoted[Number(a)];
    const col = quoted[Number(n)];
    if (!name || name.kind !== "name" || !col || col.kind !== "column" || col.cell || col.text !== col.column) return m;
    col.text = name.text;
    return ` §${n} `;
  });
  // "Order Date -> year", "email → domain": the arrow points from a field to what to take from it.
  // ("< 0.8 → 'On Track', 1 or more → 'Over Budget'": several arrows are a list of labels, each given by its arrow.)
  if ((s.match(/->|\u2192/g) ?? []).length > 1) s = s.replace(/\s*(?:->|\u2192)\s*/g, " = ");
  // ("('NE-0412' -> 'NE')": an example of a value and its result, both quoted, says what the rest asks.)
  s = s.replace(/\(?\s*§(\d+)\s*(?:->|\u2192|=>)\s*§(\d+)\s*\)?/g, (m, a: string, b: string) => (quoted[Number(a)]?.kind === "quote" && quoted[Number(b)]?.kind === "quote" ? " " : m));
  s = s.replace(/^(.+?)\s*(?:->|\u2192)\s*(.+)$/, (_m, from: string, to: string) => `${to} of ${from}`);
  s = dateTokens(s);
  // OrderDate, CustomerKey, firstName: a CamelCase word is a column name typed as it is in the data,
  // so it is held whole like [OrderDate] (never split, re-cased or read as words). Function names
  // written as hints (DistinctCount, DateAdd) are left to be read as words.
  // One being defined ("calculate ProfitMargin from Revenue and Cost", "GrossMargin = ...") names the
  // calculation instead, so its words are read.
  s = s.replace(/(^|[\s(=,:])([A-Z][a-z]+(?:[A-Z][a-z0-9]+)+|[a-z]{2,}(?:[A-Z][a-z0-9]+)+)(?=$|[\s),.;:?!'])(\s+(?:from|using|based on)\s|\s*=(?!=))?/g, (m, pre: string, w: string, defined?: string) =>
    CAMEL_FUNCTIONS.test(w.toLowerCase())
      ? m
      : defined
        ? pre + w.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase() + defined
        : pre + hold({ text: w, kind: "bracket" }),
  );

  const casing = new Map<string, string>();
  // "RANK customers BY SALES": caps lock on the connecting words is emphasis, not a column's spelling.
  // A field word alone in capitals ("combine CITY and STATE", "CREDIT_SCORE") is how the data spells it.
  const shouting = /\b(?:BY|OF|PER|FOR|AND|WHERE|THE|IN|TO|FROM|WITH|IS|EACH|AS)\b/.test(s);
  // "CAMPAIGN NAME in all caps": a run of capitalised words, one of them long, is emphasis too (acronyms come alone).
  const runs = new Set((s.match(/\b[A-Z]{2,}(?:\s+[A-Z]{2,})+\b/g) ?? []).filter((r) => r.split(/\s+/).some((w) => w.length >= 5)).flatMap((r) => r.split(/\s+/)));
  for (const w of s.match(/[A-Za-z][A-Za-z0-9_']*/g) ?? []) {
    const lower = w.toLowerCase();
    const caps = w.length > 1 && w === w.toUpperCase();
    if (caps && (shouting || runs.has(w))) continue;
    if (w !== lower && !casing.has(lower)) casing.set(lower, w);
  }
  // ("discount pct": "pct" is read as "percent"; a name shows it as written.)
  const pct = /\b(pct|Pct|PCT)\b/.exec(s);
  if (pct && !/\bpercent\b/i.test(s) && !casing.has("percent")) casing.set("percent", pct[1] === "pct" ? "Pct" : pct[1]!);

  let t = s.toLowerCase();
  // ("month over month % change on each row", "a flag for every row": where each result goes, not a field.)
  t = t.replace(/\s+(?:on|in|at)\s+(?:each|every)\s+row\b(?!\s+(?:of|in|where|with))/g, " ");
  // ("Medium (60 to 80 inclusive)", "0-30 inclusive": whether an end belongs to a band is said by the bounds; no label.)
  t = t.replace(/(\d)\s+(?:inclusive|incl|included|both ends included)\b/g, "$1");
  // ("i need buckets for ticket amount: under 5, ...", "CASE field on Months Subscribed: 0-3 -> ..."): what is bucketed, said after the kind of answer.
  t = t.replace(/^(\s*(?:i\s+need\s+|we\s+need\s+|can\s+you\s+(?:make|do|give\s+me)\s+)?(?:(?:a|the|some)\s+)?)(?:buckets?|bins?|bands?|tiers?|groups?|groupings?|case(?:\s+when)?(?:\s+(?:field|statement|calc|formula))?|ifs?(?:\s+(?:field|statement|formula))?)\s+(?:for|on|of|from)\s+(?:the\s+)?((?:§\d+|[a-z_]+)(?:\s+[a-z_]+){0,3}?)\s*:\s*(?=[^:]*\d)/, "$1bucket $2 : ");
  // ("grade class pls - Grade Pct under 0.5 is Waste, ...": the result's name, then the bands of the field after the dash.)
  t = t.replace(/^\s*(?:[a-z]+\s+){0,3}(?:class|band|bands|bucket|buckets|tier|tiers|group|groups|category|categories|level|levels|label|labels|segment|segments)\s+(?:pls\s+|please\s+|plz\s+)?(?:-|:)\s+(?=(?:§\d+|[a-z_]+(?:\s+[a-z_]+){0,2})\s+(?:under|below|over|above|less than|more than|<|>|<=|>=)\s*-?\d)/, "bucket ");
  // ("count distinct truck id - how many unique haul trucks ran": the same ask said again after a dash.)
  t = t.replace(/^(\s*(?:count\s+distinct|distinct\s+count\s+of|unique\s+count\s+of)\s+(?:§\d+|[a-z_]+(?:\s+[a-z_]+){0,2}?))\s+-\s+(?:how\s+many|number\s+of|the\s+number\s+of)\b.*$/, "$1");
  // ("Results are sorted by ${cases.report_week} ascending.", "explore sorted by month, oldest first": the order a
  // previous row follows; ascending is what offset(-1) reads anyway.)
  t = t.replace(/(?:^|[.;|,]\s*|\s+)(?:and\s+)?(?:the\s+)?(?:results?|rows?|explore|table|data|view|report)\s+(?:(?:are|is)\s+)?sorted\s+(?:by\s+)?(?:§\d+|[a-z_]+(?:\s+[a-z_]+)?)\s*,?\s*(?:ascending|asc|oldest\s+first|earliest\s+first)\b\s*[.;]?/g, " | ");
  // ("running sum of quote value week by week": the period said twice is the period.)
  t = t.replace(/\b(day|week|month|quarter|year)\s+by\s+\1\b/g, "by $1");
  // ("Strong (above 7) - abv is stored like 6.2": a note on how the field is kept, after the last band.)
  t = t.replace(/\s+-\s+(?:the\s+)?(?:§\d+|[a-z_]+(?:\s+[a-z_]+)?)\s+(?:is|are)\s+(?:stored|kept|held|written|recorded|saved|entered)\b(?:[^|.;]|\.\d)*$/, "");
  // ("a rank measure for mine sites by ...", "a running total calc of ..."): the kind of answer said between the calculation and its subject.
  t = t.replace(/\b(rank|ranking|running total|moving average|rolling average|ytd|yoy|mom)\s+(?:measure|calc|calculation|field|column|formula)\s+(?:for|of|on)\s+/g, "$1 ");
  // ("put the month-on-month % change ...", "show the running total"): the verb that places the result names nothing.
  t = t.replace(/^(\s*)(?:put|place|insert|show|give me|get me|make|create|write|build|set up)\s+(?=(?:a|an|the|my|our)\s)/, "$1");
  // A date written as period text: "formatted as YYYY-MM", "year-month label", "year and quarter label like 2024-Q1".
  t = t
    .replace(/\b(?:formatted|format(?:ted)?\s+it|shown|written)?\s*(?:as|like|to)\s+(?:text\s+)?(?:like\s+)?yyyy-?mm\b/g, " yearmonth label ")
    .replace(/\byear[\s-]*(?:and\s+)?month\s+(?:label|text|string)\b/g, " yearmonth label ")
    .replace(/\byear[\s-]*(?:and\s+)?quarter\s+(?:label|text|string)(?:\s+like\s+\d{4}\s*-?\s*q[1-4])?/g, " yearquarter label ")
    .replace(/\b(?:formatted\s+as|as|like)\s+(?:yyyy-?q[1-4n]?|\d{4}-q[1-4])\b/g, " yearquarter label ")
    // "quarter label like Q1, Q2", "quarter as Q1-Q4": the quarter as text without the year.
    .replace(/\bquarter\s+(?:(?:label|name|text|string)\s+)?(?:(?:like|as|e\.?g\.?|such as|formatted as)\s+)?\(?q[1-4n](?:\s*(?:,|-|to|\/)\s*q[1-4n])*(?:\s*,?\s*(?:etc|\.\.\.))?\)?(?![a-z0-9])|\bquarter\s+(?:label|text|string)\b/g, " quarterlabel label ");
  // "from jan 1 this year through today": the year-to-date window written out (its "this" is not "this row").
  t = t.replace(/\b(from\s+(?:jan(?:uary)?\s+1(?:st)?|1(?:st)?\s+(?:of\s+)?jan(?:uary)?))\s+(?:of\s+)?(?:this|the current)\s+year(?=\s+(?:through|thru|to|until|till|up to)\s+(?:today|now)\b)/g, "$1");
  t = t.replace(/(\d),(\d{3})\b/g, "$1$2").replace(/(\d),(\d{3})\b/g, "$1$2");
  t = t.replace(/\$\s*(\d)/g, "$1").replace(/(\d+(?:\.\d+)?)\s*(k|m|bn)\b/g, (_, d: string, u: string) => String(Math.round(Number(d) * (u === "k" ? 1e3 : u === "m" ? 1e6 : 1e9))));
  // "Watch from 2% to 5%": a range of shares, as fractions like the bounds around it.
  const share = (n: string) => String(Number((Number(n) / 100).toFixed(6)));
  t = t.replace(/(\d+(?:\.\d+)?)\s*%\s*(?:-|to|through|thru|and)\s*(\d+(?:\.\d+)?)\s*%/g, (_m, a: string, b: string) => `${share(a)} - ${share(b)}`);
  // "Low if under 50, Mid from 50 to 80, High ...": a label's range in a list of labels, said as "if 50 - 80".
  if (/\b(?:label|labels|bucket|buckets|band|bands|tier|tiers|categori[sz]e|classify|grade|mark|tag)\b/.test(t)) t = t.replace(/(,\s*(?:and\s+)?[a-z§0-9_]+)\s+(?:from|between|is|for)\s+(-?\d+(?:\.\d+)?)\s*(?:-|to|through|thru|and)\s*(-?\d+(?:\.\d+)?)(?=\s*(?:,|$))/g, "$1 if $2 - $3");
  // "discount over 30%": a share, written as a fraction in formulas.
  t = t.replace(/\b(over|above|under|below|more than|less than|greater than|at least|at most|>=|<=|>|<|=)\s*(\d+(?:\.\d+)?)\s*%/g, (_m, op: string, n: string) => `${op} ${Number((Number(n) / 100).toFixed(6))}`);
  t = t.replace(/(\d)\s*%/g, "$1 percent").replace(/%/g, " percent ");
  t = t.replace(/\bp\.?c\.?t\b/g, "percent");
  t = t.replace(/#/g, " number ");
  t = t.replace(/\bexcl\b\.?/g, "excluding").replace(/\bincl\b\.?/g, "including");
  // "distinct # of customers" is the number of distinct customers; "pls"/"plz" is "please".
  // "how many different regions", "count of different SKUs": different ones are distinct ones.
  t = t.replace(/\b(how many|number of|count of|count|counting|total)\s+(?:different|separate|individual)\b/g, "$1 distinct");
  t = t.replace(/\b(distinct|unique)\s+number\s+of\b/g, "number of $1").replace(/\b(?:pls|plz|plse)\b/g, "please");
  t = t.replace(/\btrue\s*\/\s*false\b/g, "true or false").replace(/\byes\s*\/\s*no\b/g, "yes or no");
  t = t.replace(/&/g, " and ");
  t = t.replace(/(\d)\s*\+/g, "$1 plus");
  t = t.replace(/([a-z])-(?=[a-z])/g, "$1 ");
  t = t.replace(/(\d)-(?=[a-z])/g, "$1 ");
  // (Not the digits of a placeholder: "§0 to 14".)
  t = t.replace(/(?<!§\d*)(\d)\s*(?:-|to|–)\s*(\d)/g, "$1 - $2");
  t = t.replace(/>=|=>/g, " >= ").replace(/<=|=</g, " <= ").replace(/!=|<>/g, " != ").replace(/==/g, " = ");
  t = t.replace(/(^|[^<>!=])([<>=])(?![<>=])/g, "$1 $2 ");
  t = t.replace(/(^|\s)(\d+)(st|nd|rd|th)\b/g, "$1$2");
  t = t.replace(/\b(?:a\s+)?new\s+(?:calculated\s+)?(?:field|column|measure|calculation|calc|formula|metric)\b/g, " field ");
  t = t.replace(/(^|[^0-9]):|:(?![0-9])/g, "$1 : ");
  // "values in column B", "the cells in [Sales]": the column itself.
  // ("average order value from Sales[Revenue] and ...": a compound name ending in "value" is no such phrase.)
  // (A word before it that is no aggregation or connective makes a compound name: "worked value from [A] and [B]".)
  t = t.replace(/(\S+\s+)?(?:\bthe\s+)?\b(?:values?|entries|items|cells?|records|numbers|amounts|dates?)\s+(?:in|of|from)\s+(?=§\d+)/g, (m, before?: string) =>
    !before || /[,;:=/]\s*$/.test(before) || /^(?:sum|total|average|avg|mean|count|of|all|each|every|and|or|,|=|\/|for|in|from|by|with|get|show|max|min|median|distinct|unique|the|those|these|over|across|add|up|to|into|rank|round|trim|clean|combine|join|concat|concatenate|is|are|where|when|if|then|else|:|largest|smallest|highest|lowest|biggest|latest|earliest|newest|oldest|first|last|top|bottom|between|find|list|blank|empty|any|some|numeric|text|date|both|two|second)\s+$/.test(before) ? `${before ?? ""} ` : m);
  // "month number (1-12)", "weekday (1-7)": the range of a date part's values, not arithmetic.
  t = t.replace(/\s*\(\s*(?:1\s*-\s*(?:12|4|7|31|52|53|24|366)|0\s*-\s*(?:6|23|11))\s*\)/g, " ");
  // "days between Order Date and Delivery Date (Delivery Date minus Order Date)": the same difference said again.
  t = t.replace(/(\bbetween\b.+?)\s*\(\s*(?:i\.?e\.?\s*,?\s*)?(?:§\d+|[a-z_]+(?:\s+[a-z_]+){0,2})\s+(?:minus|-|less)\s+(?:§\d+|[a-z_]+(?:\s+[a-z_]+){0,2})\s*\)\s*$/, "$1");
  t = t.replace(/[?!;]/g, " ").replace(/,/g, " , ").replace(/\.(?=\s|$)/g, " ").replace(/[(){}]/g, " ").replace(/\//g, " / ").replace(/\*/g, " * ");
  t = t.replace(/\b([a-z]+)'s\b/g, "$1").replace(/'/g, "");
  t = t.replace(/\s+/g, " ").trim();
  // Conversational openings carry no meaning: "how do I calculate", "what's the formula for", "that returns".
  // Greetings and thanks around the request ("hey, ...", "hi there, can you ...", "... thanks").
  t = t
    .replace(/^\s*(?:(?:hey|hi|hello|hiya|yo|ok|okay|so|um|well|quick question)(?:\s+(?:there|team|all|guys|folks))?\s*,?\s+)+/, " ")
    .replace(/\s*,?\s*\b(?:thanks|thank you|thx|ty|cheers|many thanks)(?:\s+(?:a lot|so much|in advance))?\s*$/, " ")
    .trim();
  // "that ignores whatever is in the view", "independent of the filters", "no matter what is filtered": the words the LOD reader knows.
  t = t
    .replace(/\b(?:that|which)\s+(?:ignores?|ignored)\b|\b(?:ignores|ignored)\b/g, "ignoring")
    .replace(/\b(?:(?:that|which)\s+(?:is|are)\s+)?(?:independent of|unaffected by|not affected by|no matter)\b/g, "regardless of")
    // ("lifetime sales per Customer ID that doesn't change with the other dimensions in the view")
    .replace(/\b(?:(?:that|which|so it|so that it|and)\s+)?(?:doesn'?t|does not|won'?t|will not|never|shouldn'?t|should not)\s+(?:change|move|vary|shift)\s+(?:with|when|based on|depending on)\s+(?:the\s+)?(?:other\s+)?(?:dimensions?|filters?|view|whatever|what(?:ever)?\s+is)(?:\s+(?:in|on)\s+the\s+(?:view|dashboard|sheet))?/g, "regardless of the view")
    .replace(/\b(regardless of|ignoring)\s+(?:whatever|what|anything)\s+(?:is|s|gets|are)?\s*(?:in|on|shown in|filtered in)?\s*(?:the\s+)?(view|filters?|dashboard|sheet|worksheet|report)\b/g, "$1 the $2");
  // "cumulative cash flow down the sheet", "running total going down the column": where the rows run, not a name.
  t = t.replace(/\s*,?\s*\b(?:going\s+|all\s+the\s+way\s+)?down\s+(?:the|my|this|each)\s+(?:sheet|spreadsheet|table|column|rows|list|page|results?)\b/g, " ").trim();
  // "..., so I can put it next to this month", "... for my boss": why the user wants it says nothing about the formula.
  t = t
    .replace(/(\S)\s*,?\s+\bso\s+(?:that\s+)?(?:i|we|they|you|it|my|our|the\s+(?:team|boss|manager|client))\s+(?:can|could|will|may|might|see|get|have|know|compare|show|use|put|plot|add)\b.*$/, "$1")
    .replace(/(\S)\s*,?\s+\b(?:for|on|in)\s+(?:my|our)\s+(?:(?:line|bar|pie|area|kpi|summary|weekly|monthly|exec|executive|sales)\s+)?(?:chart|graph|dashboard|report|deck|boss|manager|team|client|presentation|scorecard)\b(?:\s+please)?\s*$/, "$1")
    .trim();
  t = t
    .replace(/^\s*(?:how\s+(?:do|can|would|should|could)\s+(?:i|we|you)|how\s+to|what\s+is|whats|what s|what are)\b/, " ")
    // "can u make a pass rate from ...", "could you give me the ...": a request for what follows.
    .replace(/^\s*(?:can|could|would|will)\s+(?:you|u|ya|someone|anyone)\s+(?:please\s+|pls\s+|plz\s+)?(?:make|create|write|build|give|get|do|add|calculate|calc|compute|work out|figure out|set up|put together)\s+(?:me\s+|us\s+)?(?:(?:a|an|the)\s+)?(?:(?:new\s+)?(?:dax\s+)?(?:measure|calc(?:ulation)?|calculated\s+(?:field|column)|field|column|formula|table\s+calc(?:ulation)?)\s+(?:for|that|which|to|of|showing|giving)\s+(?:the\s+|me\s+)?)?/, " ")
    // "my boss wants a ...", "the ops lead needs ...": who asks says nothing about the formula.
    .replace(/^\s*(?:(?:my|our|the)\s+)?(?:[a-z&]+\s+){0,2}?(?:boss|manager|lead|director|vp|cfo|ceo|coo|cmo|head|client|stakeholders?|team|exec|execs|finance|ops|operations|marketing|leadership|management|procurement|hr|accounting|product|support|legal|board|estimator|analyst|planner|buyer|controller|accountant|supervisor|coordinator|owner|partner|dispatcher|scheduler|recruiter|editor|producer|trainer|teacher|principal|nurse|doctor|vet|pharmacist)\s+(?:wants|needs|asked\s+(?:me\s+)?for|is\s+asking\s+for|would\s+like)\s+(?:(?:me|us)\s+to\s+(?:make|build|create|add|show|calculate|get)\s+|to\s+see\s+)?(?:(?:a|an|the)\s+)?/, " ")
    // "every booking row to show its hotel's total room revenue": the total per hotel, on each row.
    .replace(/\b(?:each|every|all)\s+(?:[a-z_]+\s+){0,2}?(?:rows?|records?|lines?)\s+(?:to\s+|should\s+|must\s+|needs\s+to\s+)?(?:shows?|shows|display|displays|carry|carries|get|gets|have|has)\s+(?:its|their|the)\s+((?:§\d+|[a-z_]+)(?:\s+[a-z_]+)??)(?:\s+s)?\s+(total|sum|average|avg|count|number of|max|maximum|min|minimum|first|last|earliest|latest)\s+(.+?)(?=\s*(?:[,;.]|\bregardless\b|\bno matter\b|\bignoring\b|\bfixed\b|$))/g, "$2 $3 per $1")
    // (Unless a quoted value follows: "a field that shows 'No Phone' when ..." says what to show.)
    .replace(/\b(?:that|which|to|will|should|it)\s+(?:returns?|shows?|gives?|calculates?|computes?|displays?|outputs?)\b(?!\s+§)/g, " that ");
  // "flag 1 if status is open, everything else 0", "1 if churned else 0": a number before its test.
  t = t.replace(/^\s*(?:(?:flag|mark|tag|return|show|give)\s+(?:it\s+|as\s+|with\s+)?)?(-?\d+(?:\.\d+)?)\s+(?:if|when|where|for)\s+(.+?)\s*[,;]?\s*(?:(?:and\s+)?(?:else|otherwise|everything\s+else|anything\s+else|all\s+else|the\s+rest|others)\s+(?:is\s+|=\s+|gets\s+|as\s+)?)(-?\d+(?:\.\d+)?)\s*$/, "if $2 then $1 else $3");
  // "sum of Amount where Campaign = 'X', everything else counts as 0": what a conditional sum does anyway.
  t = t.replace(/\s*[,;(]?\s*(?:and\s+)?(?:everything|anything|all|the\s+rest|others?|other\s+rows)\s+else\s+(?:counts?\s+as|is|=|gets|as|should\s+be|becomes?)\s+(?:0|zero)\b\s*\)?/g, (m) => (/\b(?:sum|total|count|how many)\b/.test(t) ? " " : m));
  // "there's a 'Date' table marked as date table": how the model is set up; useDateTable reads the raw text.
  t = t.replace(/\s*,?\s*\b(?:(?:and\s+)?(?:there\s+s|there\s+is|we\s+have|i\s+have|with|using)\s+)?(?:(?:a|an|the|our|my)\s+)?(?:(?:proper|real|separate|dedicated|standard)\s+)?(?:§\d+\s+|(?:date|calendar)\s+)?(?:table\s+)?(?:which\s+is\s+|that\s+is\s+|is\s+)?marked\s+as\s+(?:(?:a|the|our)\s+)?date\s+table\b/g, " ");
  // "RANKX measure: rank each ...", "SUMIFS formula: ...": a function named as the kind of answer is a hint, not the result's name.
  t = t.replace(/^\s*(rankx|rank|calculate|divide|totalytd|dateadd|sumx|averagex|countrows|distinctcount|switch|lookupvalue|xlookup|vlookup|index match|sumifs|countifs|averageifs|iferror|datediff|datetrunc|fixed|include|exclude|window_avg|running_sum|running_total|offset|pivot_offset|case when|if)\s+(?:measure|formula|calc|calculation|calculated field|calculated column|table calc(?:ulation)?|expression)\s*:\s*(\S+)?/, (_m, fn: string, next?: string) =>
    `${next && fn.replace(/x$/, "") === next.replace(/x$/, "") ? "" : fn} ${next ?? ""}`,
  );
  // "how many distinct players made a purchase": the rows are what the entities did ("who" left out).
  t = t.replace(/\b(distinct|unique|many|number of|count of)\s+([a-z]+s)\s+(?=(?:made|placed|bought|purchased|completed|opened|submitted|booked|ordered|redeemed|watched|attended|visited|signed up|logged in|churned|renewed|upgraded|cancelled|canceled|downloaded|installed|posted|left|wrote|filed|raised)\s+(?:a|an|any|at least one|one or more|some)\s)/g, "$1 $2 who ");
  // "full agent name from first name and last name", "customer name from first and last name": a full name.
  t = t.replace(/\b(?:the\s+|a\s+)?(full\s+)?(?:([a-z]+)\s+)?name\s+(?=(?:from|using|out of|by combining|combining)\s+(?:the\s+|their\s+|its\s+)?(?:first\s+name|first\s+and\s+last|§\d+\s+and\s+§\d+))/g, (m, full: string | undefined, word: string | undefined, at: number, all: string) =>
    !word || /^(?:from|first|last|middle|given|family|sur|user|file|domain|host|full)$/.test(word) || /\bcomma\s+$/.test(all.slice(0, at)) || !(full || PERSON.test(word)) ? m : "full name ");
  // "DATE_DIFF between a and b in days", "datediff of ...": the function named as the verb.
  t = t.replace(/\b(?:date_diff|datediff|datetime_diff|datedif|date diff)\s+(?=between\b|of\b|from\b)/g, "difference ");
  // "label sites Low if ...", "tag accounts as Healthy when ...": the rows labelled, then a label written in capitals.
  t = t.replace(/\b(label|labels|tag|tags|mark|marks|classify|categori[sz]e|flag|flags)\s+(?:the\s+|each\s+|all\s+|every\s+|our\s+)?([a-z]+s)\s+(?=([a-z]+)\s+(?:if|when|for|where|at)\b)/g, (m, verb: string, _rows: string, label: string) =>
    /^[A-Z]/.test(casing.get(label) ?? "") ? `${verb} ` : m,
  );
  // "lookup Salary by Employee ID, the id to find is in F2": the key is typed in that cell.
  // (A clause of its own that says so; "for the customer name in A2" reads each row's A2 and fills down.)
  t = t.replace(/\s*[,;]\s*(?:and\s+)?(?:the\s+)?(?:id|key|value|code|sku|name|number|lookup value)\s+(?:to\s+(?:find|look\s*up|search(?:\s+for)?|match)\s+|i\s+want\s+to\s+(?:find|look\s*up)\s+)?(?:is|will\s+be|goes|gets\s+typed|is\s+typed|is\s+entered)\s+(?:typed\s+|entered\s+)?in\s+(?:cell\s+)?(§\d+)\s*$/, " typed in $1");
  // "pass rate: Passed is in C, Enrolled in B": a named rate, then its two columns placed.
  t = t.replace(/^(\s*(?:[a-z]+\s+){0,3}?(?:rate|ratio|pct|percent|percentage|share|margin))\s*:?\s*(§\d+)\s*,\s*(?:and\s+)?(§\d+)(?=\s*(?:,|$))/, "$1 from $2 and $3");
  // "YoY growth % vs the previous year": the comparison said again names no measure.
  t = t.replace(/\b(yoy|mom|qoq|wow|growth|change|difference)\b(.*?)\s+(?:vs\.?|versus|compared\s+(?:to|with)|against|over)\s+(?:the\s+)?(?:previous|prior|last|preceding)\s+(year|quarter|month|week|day|period)\s*$/, (_m, a: string, b: string, unit: string) => {
    const tag = ({ year: "yoy", quarter: "qoq", month: "mom", week: "wow", day: "dod", period: "vs previous period" } as Record<string, string>)[unit]!;
    // (Said once is enough: "YoY growth % vs the previous year" already names the period.)
    return new RegExp(`\\b${tag}\\b|\\b${unit}\\s+over\\s+${unit}\\b`).test(t) ? `${a}${b}` : `${a}${b} ${tag}`;
  });
  // "calculated column Customers[Age Band] from Customers[Age]: under 25, ...": the new column's name, then the bands of the other.
  t = t.replace(/\b(?:calculated\s+)?(?:field|column)\s+(?:on\s+§\d+\s+)?(§\d+)\s+(?:from|based on|using|of)\s+(§\d+)\s*:\s*/, "bucket $2 : ");
  // "lease type from Lease Term Months: less than 12 = Short, 12 to 36 = Standard, ...": a label list of that column.
  t = t.replace(/^\s*(?:(?:a|the)\s+)?[a-z]+(?:\s+[a-z]+)?\s+(?:from|based on|using|of)\s+((?:§\d+|[a-z_]+)(?:\s+[a-z_]+){0,3}?)\s*:\s*(?=[^:]*,)(?=[^:]*(?:(?:under|over|below|above|less than|more than|<|>)\s*\d|(?<![§\d])\d+(?:\.\d+)?\s*(?:-|to)\s*\d))/, "bucket $1 : ");
  // "Years are across the columns.", "months on rows": where the view puts the dates, which a table calculation follows.
  t = t.replace(/(?:^|(?<=[.;]\s*))\s*(?:the\s+)?(?:years?|months?|quarters?|weeks?|days?|dates?)\s+(?:are|is)\s+(?:across|on|along)\s+(?:the\s+)?(?:columns?|rows?|top|x\s+axis)\b\s*[.;,]?/, " ");
  // "how many days each subscriber stayed, Signup Date to Cancel Date": a count of days between two dates.
  t = t.replace(/\bhow\s+many\s+(days|weeks|months|years|hours)\b(?=.*\b(?:§\d+|[a-z]+\s+date)\s+(?:to|until|and)\s+(?:§\d+|[a-z]+\s+date)\b)/, "$1");
  // "days each subscriber stayed, Signup Date to Cancel Date": the unit, then the two dates after a comma.
  t = t.replace(/\b(days|weeks|months|years|hours)\b([^,]*?)\s*,\s*(?:from\s+)?((?:§\d+|[a-z]+(?:\s+[a-z]+)?\s+date))\s+(?:to|until|till|through|-)\s+((?:§\d+|[a-z]+(?:\s+[a-z]+)?\s+date))\s*$/, (_m, u: string, mid: string, a: string, b: string) => `${u}${mid.trim() ? `${mid},` : ""} between ${a} and ${b}`);
  // "freight cost per unit shipped": per one of the units shipped, a division by that column (Units Shipped).
  t = t.replace(/\bper\s+(unit|item|case|pallet|carton|box|order|ton|kg|pound|mile|hour|shift|pick|line)\s+(sold|shipped|purchased|ordered|delivered|produced|picked|packed|received|returned|made|booked|worked|driven|flown|moved|handled)\b/g, "per $1s $2");
  // ("a 3 month moving average of Warranty Claims instead?": what the chart should show in place of what it shows; no
  // gap is filled.)
  if (!/\b(?:null|nulls|blank|blanks|empty|missing|nan|zero|0|none|nothing|error|errors|use|show|display|say|put|return|fill|default)\b/.test(t)) t = t.replace(/\s+instead(?=\s*(?:[?.,;!|]|$))/g, " ");
  // "(this week + the 3 before)", "current day plus the 6 before": the window said again, as its days.
  t = t.replace(/\s*[(,;-]?\s*(?:i\s*e\s+)?(?:the\s+)?(?:this|current|latest)\s+(?:day|week|month|quarter|year|row|period|shift)\s*(?:\+|plus|and|&)\s*(?:the\s+)?(?:\d+|one|two|three|four|five|six|seven|eleven|twelve)\s+(?:(?:days?|weeks?|months?|quarters?|years?|rows?|periods?|shifts?)\s+)?(?:before(?:\s+it)?|prior|previous|preceding|earlier)\b\s*\)?/g, " ");
  // "viz is by week of Ship Date", "the view is by month": how the view is laid out, which the date part says.
  t = t.replace(/\b(?:the\s+|my\s+|our\s+)?(?:viz|view|chart|worksheet|sheet|vis)\s+is\s+(?=(?:by|on|at)\s)/g, " ");
  // ("how many unique listeners per playlist": distinct things for each of another, a count shown by that dimension, not a division.)
  t = t.replace(/\b(how many|number of|count of)\s+(unique|distinct|different)\s+([a-z]+s)\s+(?:are\s+there\s+)?per\s+([a-z]+)\b(?!\s*(?:[a-z]+\s+)?(?:count|total|number))/g, (m, _a: string, u: string, x: string, y: string) => (/s$/.test(y) && !/(?:ss|us|is)$/.test(y) ? m : `number of ${u} ${x} per ${y}`));
  // "SUM(...) shifted back one month", "moved back a year", "offset by 1 quarter": the value of the period before.
  t = t.replace(/\b(?:shifted|shift|moved|move|pushed|offset|lagged|lag)\s+(?:back\s+)?(?:by\s+)?(?:one|1|a|an)\s+(day|week|month|quarter|year)\b(?:\s+back)?/g, "previous $1");
  // "where Order Date is in the current year up to today", "this quarter so far": the period to date.
  t = t.replace(/\b(?:(?:is|are|was|falls?)\s+)?(?:in|during|within|for)?\s*(?:the\s+)?(?:current|this)\s+(year|quarter|month)\s+(?:(?:up\s+to|until|till|through|thru)\s+(?:today|now|the\s+current\s+date|date)|so\s+far|to\s+date)\b/g, " $1 to date ");
  // ", we have a proper Date table": how the model is set up (useDateTable reads the raw text).
  t = t.replace(/\s*,?\s*(?:and\s+|but\s+)?(?:we|i)\s+(?:have|use|got|ve got|already have)\s+(?:a|an|the|our)\s+(?:proper\s+|real\s+|marked\s+|standard\s+|separate\s+|dedicated\s+)?(?:§\d+\s+)?(?:date|calendar|dates)\s+(?:table|dimension)\b(?:\s+(?:called\s+|named\s+)?§\d+)?/g, " ");
  // "a field that sums freight cost only for ...": the verb is the aggregation.
  t = t.replace(/\b(?:that|which)\s+(sums|totals|adds up|counts|averages)\s+(?:up\s+)?(?:the\s+)?/g, (_m, v: string) => (v === "counts" ? "count of " : v === "averages" ? "average of " : "sum of "));
  // "{FIXED} total MRR per [Account ID]", "fixed lod: ...": the kind of calculation said first.
  t = t.replace(/^\s*(fixed|include|exclude)\s+(?!lod\b)(?=(?:total|sum|average|avg|count|number|first|last|earliest|latest|min|max|lifetime|distinct)\b)(.*)$/, "$2 $1 lod");
  // "label: ${a} - ${b}", "key: [A] | [B]": two written columns joined by a separator.
  t = t.replace(/^\s*(?:(?:a|the)\s+)?(?:label|name|key|display name|display|title|caption|combined|combo|string|text)\s*:?\s*(§\d+)\s+(-|\/|\||:)\s+(§\d+)\s*$/, (_m, a: string, sep: string, b: string) =>
    `combine ${a} and ${b} with ${hold({ text: ` ${sep} `, kind: "quote" }).trim()} between them`,
  );
  // "stock on hand", "quantity on hand", "time on site": names whose middle word is "on".
  t = t.replace(/\b(stock|quantity|qty|units|inventory|cash|days|time|balance|amount)\s+on\s+(hand|site|page|order|file|books)\b/g, (_m, a: string, b: string) =>
    hold({ text: `${displayWord(a, casing).replace(/^./, (c) => c.toUpperCase())} On ${b[0]!.toUpperCase()}${b.slice(1)}`, kind: "name" }).trim(),
  );
  // "excluding Plan = Free", "except status is Cancelled": rows other than those.
  t = t.replace(/\b(?:excluding|except(?:\s+for)?|not\s+counting|leaving\s+out)\s+(?:where\s+)?((?:§\d+|[a-z_]+)(?:\s+[a-z_]+)?)\s+(?:=|is|equals)\s+(?=\S)/g, "where $1 != ");
  // "distinct suppliers we've raised POs with": what was done with them describes the data's rows.
  t = t.replace(/\b([a-z]+s)\s+(?:that\s+|who\s+|which\s+)?(?:we|i|you|they)\s*(?:ve|'ve|have|had|re|'re|are|d|'d)?\s+(?:raised|placed|sent|issued|bought|ordered|worked|traded|paid|received|sold|shipped|booked|signed|done\s+business)\s+(?:[a-z§0-9]+\s+)?(?:with|to|from|for)\b/g, "$1");
  // "how many unique users used them": the rows the entities did something with are the data's rows.
  t = t.replace(/\b([a-z]+s)\s+(?:who\s+|that\s+)?(?:used|use|uses|bought|viewed|opened|visited|clicked|tried|adopted|downloaded|installed|watched|read|completed|played|liked|took|take|taken|attended|joined|enrolled in|signed up for|have used|have bought|have taken)\s+(?:them|it|this|that|each one|each|one)\b/g, "$1");
  // "LYTD", "PYTD", "prior YTD": last year's year to date (likewise QTD and MTD).
  t = t.replace(/\bfytd\b/g, "fiscal ytd").replace(/\b(?:l|p|ly|py)(ytd|qtd|mtd)\b/g, "$1 last year").replace(/\b(?:prior|previous|last year s?|ly|py)\s+(ytd|qtd|mtd)\b/g, "$1 last year");
  // "revenue this time last year", "same time last year": the same period a year earlier.
  t = t.replace(/\b(?:(?:at\s+)?this|the same|same)\s+time\s+(last|previous|prior)\s+year\b/g, "same period $1 year");
  // Function names written as hints ("using SAMEPERIODLASTYEAR", "a pivot_offset") say what is wanted.
  t = t
    .replace(/\btotalytd\b/g, "ytd")
    .replace(/\btotalqtd\b/g, "qtd")
    .replace(/\btotalmtd\b/g, "mtd")
    .replace(/\bsameperiodlastyear\b/g, "same period last year")
    .replace(/\bpivot_offset\b/g, "pivot")
    .replace(/\boffset_list\b/g, "moving")
    .replace(/\b(?:running_total|running_sum)\b/g, "running total")
    .replace(/\brankx\b|\brank\.(?:eq|avg)\b/g, "rank")
    .replace(/\bwindow_avg\b/g, "moving average")
    .replace(/\b(?:countd|distinctcount|count_distinct)\b/g, "count distinct")
    .replace(/\bsumx\b/g, "sum")
    .replace(/\blookupvalue\b/g, "lookup")
    .replace(/\bdatetrunc\b/g, "truncate");
  t = t.replace(/\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|twenty|thirty|fifty|ninety|hundred)\b/g, (w) => String(NUMBER_WORDS[w]));
  // "(one row per month)": the sheet's grain, said the way "by month" says it.
  t = t.replace(/\b(?:with\s+|there is\s+)?(?:1|one|a)\s+row\s+(?:per|for each|for every|each)\s+(day|week|month|quarter|year)\b/g, "by $1");
  // "the Monday of the week for X", "week's Monday": the week's first day.
  t = t.replace(/\b(?:the\s+)?(?:monday|first day)\s+of\s+(?:the|that|its|each)\s+week\b|\bweek s monday\b/g, "start of the week");
  // "3 mo", "12mth", "4 wk", "2 yrs", "7d": abbreviated period units after a number.
  t = t.replace(/\b(\d+)\s*(mo|mos|mth|mths|mnth|mnths|wk|wks|yr|yrs|qtr|qtrs|d|dy|dys|w|y|q)\b/g, (_m, n: string, u: string) => {
    const unit = /^(?:mo|mos|mth|mths|mnth|mnths)$/.test(u) ? "month" : /^(?:wk|wks|w)$/.test(u) ? "week" : /^(?:yr|yrs|y)$/.test(u) ? "year" : /^(?:qtr|qtrs|q)$/.test(u) ? "quarter" : "day";
    return `${n} ${unit}${Number(n) === 1 ? "" : "s"}`;
  });
  return { raw, text: t, quoted, casing, ...(layout.sheet ? { sheet: layout.sheet } : {}), ...(layout.firstRow ? { firstRow: layout.firstRow } : {}) };
}

/** "sales" → "Sales", keeping the user's own capitals (GMV, eCommerce) and snake_case names. */
export function displayWord(word: string, casing: Map<string, string>): string {
  const own = casing.get(word);
  if (own) return own;
  if (word.includes("_")) return word;
  if (word === "id") return "ID";
  if (/^(ytd|mtd|qtd|sku|url|utm|cpc|cpm|ctr|roi|roas|aov|ltv|gmv|mrr|arr|nps|kpi|api|ip|uk|us|usa|eu)$/.test(word)) return word.toUpperCase();
  return word.charAt(0).toUpperCase() + word.slice(1);
}

export function singular(word: string): string {
  if (word === "ids") return "id";
  // Acronyms take a bare "s" in the plural (SKUs, KPIs, URLs); "-us" alone is a singular ending (status, bonus).
  if (/^(?:sku|kpi|url|api|faq|upc|ean|asin|isbn|sim|pdf|csv|vin|pos)s$/.test(word)) return word.slice(0, -1);
  // "salespeople", "people" → "salesperson", "person"; "children" → "child".
  if (/people$/.test(word)) return word.replace(/people$/, "person");
  if (word === "children") return "child";
  if (word.length <= 3 || /(ss|us|is|ics)$/.test(word)) return word;
  if (/ies$/.test(word)) return word.slice(0, -3) + "y";
  if (/(sses|ches|shes|xes)$/.test(word)) return word.slice(0, -2);
  if (/s$/.test(word)) return word.slice(0, -1);
  return word;
}

export function wordsOf(s: string): string[] {
  return s.split(" ").filter(Boolean);
}

/** A placeholder for a name the user wrote (not a quoted value), or a snake_case column. */
export function isWrittenName(doc: Doc, token: string): boolean {
  const q = /^§(\d+)$/.exec(token);
  return q ? doc.quoted[Number(q[1])]?.kind !== "quote" : token.includes("_");
}

import type { Agg, FieldRef, Measure } from "../ir";
import { type Doc, PLACEHOLDER, displayWord, singular, wordsOf } from "./text";

/**
 * Words → fields and measures. A phrase is a short run of words the family parser has cut out
 * ("total sales", "the order date field", "§0"); here it loses its filler and becomes a field name.
 */

/** Words that end a noun phrase. */
export const BOUNDARY = new Set(
  (
    "by per for over across in within where when whenever if but with using use based from on into to vs versus compared than that which who whose " +
    "between during since after before each every grouped group partitioned partition sorted sort ordered order_by only then else otherwise " +
    "at is are was were be being = > < >= <= != , and or as divided times minus plus multiplied / * - rolling moving running trailing " +
    "cumulative window ignoring regardless excluding except including include exclude fixed against relative broken split : " +
    "does do did has have had contribute contributes contributed represent represents make makes generate generates bring brings " +
    "come comes account accounts shows showing show gives giving displays displaying calculates computes equals " +
    "represents indicates tells tracks |"
  ).split(" "),
);

/** Past participles trimmed from a phrase's end ("quantity sold") unless written as part of a title-case name. */
const PARTICIPLES = new Set("sold purchased bought ordered placed made received booked".split(" "));

/** Words that carry no field meaning at the edges of a phrase. */
const EDGE_FILLER = new Set(
  (
    "the a an my our their your its this these those all of field fields column columns col measure measures metric metrics dimension " +
    "values data numbers figures daily weekly monthly quarterly yearly annual overall grand entire whole " +
    "calculated calculation calc formula some any given called named respective corresponding each every " +
    "sold purchased bought ordered placed made received booked " +
    "tableau looker studio excel power bi dax google sheets spreadsheet lookml " +
    "please just also calculate compute create make get show give display find want need i we me us it what whats " +
    "tell see know write build generate provide add like would can could should help you please thanks pls plz thx ty kindly"
  ).split(" "),
);

/** Nouns whose count means "how many distinct ones" (number of orders → distinct Order ID). */
export const ENTITIES = new Set(
  (
    "order customer user client transaction product employee account ticket patient student deal lead invoice subscriber member store " +
    "supplier vendor booking reservation claim shipment call item sku opportunity case contract policy visitor seller buyer driver " +
    "agent partner project task issue application applicant candidate household device loan " +
    "viewer listener reader player guest passenger rider traveler traveller donor volunteer shopper " +
    "delivery admission incident inspection permit appointment prescription repair complaint encounter"
  ).split(" "),
);

/** Words that name a categorical field ("for the East region", "by category"). */
export const DIMENSION_WORDS = new Set(
  (
    "region category subcategory sub_category segment country state city province department dept channel team store product brand market " +
    "territory division type status tier source medium campaign customer client vendor supplier manager rep salesperson location branch " +
    "group class grade level zone area site platform device browser plan gender industry sector family line unit office warehouse"
  ).split(" "),
);

export const REGION_VALUES = new Set(
  "east west north south central northeast northwest southeast southwest midwest emea apac latam amer americas europe asia africa oceania".split(" "),
);
/** Countries people filter by ("excluding Canada", "for the United States"); multi-word names are matched whole. */
export const COUNTRY_VALUES = new Set(
  (
    "usa,uk,canada,mexico,brazil,argentina,chile,colombia,peru,germany,france,spain,italy,portugal,netherlands,belgium,switzerland,austria," +
    "ireland,sweden,norway,denmark,finland,poland,greece,turkey,russia,ukraine,india,china,japan,korea,singapore,malaysia,indonesia," +
    "philippines,thailand,vietnam,australia,egypt,nigeria,kenya,israel,pakistan,bangladesh,united states,united kingdom,new zealand," +
    "south africa,south korea,saudi arabia,hong kong,united arab emirates,czech republic"
  ).split(","),
);
export const COUNTRY_ALT = [...COUNTRY_VALUES].filter((c) => c.includes(" ")).join("|");

export const STATUS_VALUES = new Set(
  (
    "completed complete cancelled canceled pending shipped delivered returned refunded active inactive open closed won lost paid unpaid overdue " +
    "approved rejected declined failed successful churned converted qualified resolved unresolved late fulfilled unfulfilled expired"
  ).split(" "),
);
export const SEGMENT_VALUES = new Set("consumer corporate enterprise smb smes".split(" "));
export const CATEGORY_VALUES = new Set(
  "furniture technology electronics clothing apparel books toys grocery groceries beauty garden sports automotive bikes accessories software hardware services".split(" "),
);
export const DEVICE_VALUES = new Set("mobile desktop tablet ios android".split(" "));

const AGG_WORDS: Array<[RegExp, Agg]> = [
  [/^(?:count of distinct|count distinct|distinct count of|distinct count|unique count of|unique count|number of distinct|number of unique|count of unique|count unique|count the unique|count the distinct|how many distinct|how many unique|distinct|unique)$/, "countd"],
  [/^(?:sum of|sum|total of|total|totals|summed|aggregate|sumif|sumifs)$/, "sum"],
  [/^(?:average of|average|avg of|avg|mean of|mean|averaged|averageif|averageifs)$/, "avg"],
  [/^(?:median of|median)$/, "median"],
  [/^(?:count of|count|number of|no of|num of|how many|how many times|count how many|count how many times|number of times|counts|tally of|countif|countifs)$/, "count"],
  [/^(?:how much)$/, "sum"],
  [/^(?:minimum of|minimum|min of|min|lowest|smallest|earliest|first)$/, "min"],
  [/^(?:maximum of|maximum|max of|max|highest|largest|biggest|latest|last|most recent|top)$/, "max"],
];

/** Strips filler from both ends of a word list. */
export function trimFiller(words: string[], casing?: Map<string, string>): string[] {
  let a = 0;
  let b = words.length;
  // "Units Sold", "Orders Placed" written in title case name a column; "units sold" is the units.
  const capital = (w: string | undefined) => !!w && /^[A-Z]/.test(casing?.get(w) ?? "");
  const titled = b >= 2 && PARTICIPLES.has(words[b - 1]!) && capital(words[b - 1]) && capital(words[b - 2]) && !EDGE_FILLER.has(words[b - 2]!);
  if (titled) b--;
  // "the value of total sales", "the amount of revenue": a lead-in, not part of the name.
  for (;;) {
    // ("given name" is a name field, not "name" given.)
    // ("daily rate", "monthly rent", "daily active users" are names: the period word is part of them.)
    // ("sold date", "booked date" name when it happened: the participle is part of the name.)
    while (a < b && EDGE_FILLER.has(words[a]!) && !(PARTICIPLES.has(words[a]!) && /^(?:date|dates|datetime|time|timestamp)$/.test(words[a + 1] ?? "")) && !(words[a] === "given" && /^names?$/.test(words[a + 1] ?? "")) && !(PERIOD_ADJ.test(words[a]!) && PERIOD_NOUN.test(words[a + 1] ?? "")) && !(words[a] === "data" && /^(?:usage|used|volume|transfer|traffic|consumption|cap|limit|plan|plans|quality|points?|source)$/.test(words[a + 1] ?? ""))) a++;
    if (b - a > 2 && /^(value|values|amount|figure)$/.test(words[a]!) && words[a + 1] === "of") a += 2;
    else break;
  }
  // ("units sold", "tickets sold", "drinks sold": a participle after its noun is part of the column's name.)
  while (b > a && EDGE_FILLER.has(words[b - 1]!) && !(PARTICIPLES.has(words[b - 1]!) && !/^(?:placed|made)$/.test(words[b - 1]!) && b - 1 > a && !EDGE_FILLER.has(words[b - 2]!) && !AGGISH.has(words[b - 2]!))) b--;
  return titled && b === words.length - 1 ? words.slice(a) : words.slice(a, b);
}

const PERIOD_ADJ = /^(?:daily|weekly|monthly|quarterly|yearly|annual)$/;
const PERIOD_NOUN = /^(?:rate|rates|price|prices|fee|fees|wage|wages|rent|rents|salary|salaries|active|recurring|budget|budgets|limit|limits|quota|quotas|allowance|premium|premiums)$/;

/** Aggregation and rate words that may be followed by "of" inside one phrase ("sum of sales"). */
const AGGISH = new Set(
  "sum total totals average avg mean median count number no num min minimum max maximum lowest highest earliest latest first last distinct unique percentage percent share rate ratio how many much".split(" "),
);

/**
 * The first noun phrase of `s`: leading filler and boundary words are skipped, then words are read
 * up to the next boundary word ("of" is kept after an aggregation word: "sum of sales").
 */
export function cut(s: string, extraStops: string[] = []): string {
  const out: string[] = [];
  const words = wordsOf(s);
  for (const [i, w] of words.entries()) {
    // "Ad Group", "Customer Group": "group" after a name word is part of the name, unless it
    // groups something ("group by region", "sales group into bands").
    const groupNoun = w === "group" && out.some((x) => !EDGE_FILLER.has(x) && !AGGISH.has(x)) && !/^(by|into|them|it|the|as|on)$/.test(words[i + 1] ?? "");
    // "account for" is a verb; "Account Created", "account manager" name things.
    const accountNoun = /^accounts?$/.test(w) && words[i + 1] !== "for";
    if ((BOUNDARY.has(w) || extraStops.includes(w)) && !groupNoun && !accountNoun) {
      const meaningful = out.some((x) => !EDGE_FILLER.has(x) && !AGGISH.has(x));
      if (w === "of" && out.length > 0 && !meaningful && !extraStops.includes(w)) {
        out.push(w);
        continue;
      }
      if (out.some((x) => !EDGE_FILLER.has(x))) break;
      out.length = 0;
      continue;
    }
    out.push(w);
  }
  return out.join(" ");
}

export function placeholderField(token: string, doc: Doc): FieldRef | null {
  const m = PLACEHOLDER.exec(token);
  if (!m) return null;
  const q = doc.quoted[Number(m[1])];
  if (!q) return null;
  const field: FieldRef = { name: q.text };
  if (q.table) field.table = q.table;
  if (q.view) field.view = q.view;
  if (q.column) field.column = q.column;
  if (q.range) field.range = q.range;
  return field;
}

/** A quoted text value (not a field name), e.g. the 'East' of "region = 'East'". */
export function placeholderText(token: string, doc: Doc): string | null {
  const m = PLACEHOLDER.exec(token);
  if (!m) return null;
  const q = doc.quoted[Number(m[1])];
  return q ? q.text : null;
}

/**
 * A phrase as a field: a placeholder wins; otherwise the filler-free words, capitalised the way
 * the user wrote them. `asDimension` singularises ("customers" → "Customer").
 */
export function fieldFrom(phrase: string, doc: Doc, opts: { asDimension?: boolean } = {}): FieldRef | null {
  const words = wordsOf(phrase);
  const ph = words.find((w) => PLACEHOLDER.test(w));
  if (ph) {
    const f = placeholderField(ph, doc);
    // [Total Sales] in DAX means an existing measure; only the DAX renderer reads this flag.
    if (f && doc.quoted[Number(PLACEHOLDER.exec(ph)![1])]?.kind === "bracket") f.isMeasureRef = true;
    return f;
  }
  let ws = trimFiller(words.filter((w) => !/^[=<>!]+$/.test(w)), doc.casing);
  if (ws.length === 0) return null;
  if (ws.every((w) => /^\d+(\.\d+)?$/.test(w))) return null;
  if (ws.length > 4) ws = ws.slice(-4);
  if (opts.asDimension) {
    const last = ws[ws.length - 1]!;
    // An acronym written with a plural "s" ("SKUs", "KPIs") is named in the singular.
    const acronymPlural = /^[A-Z]{2,}s$/.test(doc.casing.get(last) ?? "");
    // A unit counted in the column ("minutes column E", "Hours in C") is a measure's name, kept plural.
    const unit = /^(?:minutes|mins|hours|hrs|seconds|secs|days|weeks|units|points|miles|kilometres|kilometers|km|kg|pounds|litres|liters|gallons|calories|steps|credits)$/.test(last);
    ws = [...ws.slice(0, -1), acronymPlural ? last.slice(0, -1) : unit ? last : singular(last)];
  }
  if (ws.length > 1) {
    // "Sub-Category" (also written "sub-categories" where a dimension is named in the singular).
    const parts = ws.map((w) => w.replace(/[^a-z0-9_]/g, ""));
    const last = parts[parts.length - 1]!;
    const lastRe = opts.asDimension ? (last.endsWith("y") ? `${last.slice(0, -1)}(?:y|ies)` : `${last}(?:e?s)?`) : last;
    const hyphened = new RegExp(`\\b${[...parts.slice(0, -1), lastRe].join("-")}\\b`, "i").exec(doc.raw);
    if (hyphened) {
      const written = opts.asDimension ? hyphened[0].replace(/[^-]+$/, last) : hyphened[0];
      return { name: written.replace(/(^|-)([a-z])/g, (_m, p: string, c: string) => p + c.toUpperCase()) };
    }
  }
  return { name: ws.map((w, i) => (i > 0 && /^(of|and|the|per|to|for|in|on|by|at)$/.test(w) ? w : displayWord(w, doc.casing))).join(" ") };
}

/** The entity noun of a phrase ("orders", "unique customers") or null. */
export function entityOf(phrase: string): string | null {
  const ws = trimFiller(wordsOf(phrase));
  // ("distinct products sold": the things counted, whatever happened to them.)
  if (ws.length === 2 && PARTICIPLES.has(ws[1]!) && ENTITIES.has(singular(ws[0]!))) ws.pop();
  if (ws.length !== 1) return null;
  const one = singular(ws[0]!);
  return ENTITIES.has(one) ? one : null;
}

/** "Order ID" for the entity "order". */
export function entityIdField(entity: string, doc: Doc): FieldRef {
  // A SKU (UPC, ISBN) is itself the identifier: the column is "SKU", not "SKU ID".
  if (/^(sku|upc|ean|isbn|asin|vin)$/.test(entity)) return { name: entity.toUpperCase() };
  return { name: `${displayWord(entity, doc.casing)} ID` };
}

/** Reads a leading aggregation word: "average order value" → avg + "order value". */
export function splitAgg(phrase: string): { agg: Agg | null; rest: string } {
  const words = wordsOf(phrase);
  for (let n = Math.min(4, words.length); n >= 1; n--) {
    const head = words.slice(0, n).join(" ");
    for (const [re, agg] of AGG_WORDS) {
      if (re.test(head)) return { agg, rest: words.slice(n).join(" ") };
    }
  }
  // "sales total", "revenue sum"
  const last = words[words.length - 1];
  if (words.length > 1 && (last === "total" || last === "sum")) return { agg: "sum", rest: words.slice(0, -1).join(" ") };
  if (words.length === 2 && last === "count" && ENTITIES.has(singular(words[0]!))) return { agg: "count", rest: words[0]! };
  return { agg: null, rest: phrase };
}

/**
 * A phrase as a measure: "total sales" → SUM(Sales), "number of orders" → distinct Order ID,
 * "unique customers" → distinct Customer ID, "average price" → AVG(Price).
 */
export function measureFrom(phrase: string, doc: Doc, fallbackAgg: Agg = "sum", keepTotal = false): Measure | null {
  const trimmed = trimFiller(wordsOf(phrase), doc.casing).join(" ");
  // Looker measures are usually named for their aggregation: "total sales" is ${view.total_sales}.
  if (keepTotal && ((/^total [a-z]/.test(trimmed) && !/^total (?:of|number|count)\b/.test(trimmed)) || /^[a-z]+s count$/.test(trimmed))) {
    const f = fieldFrom(trimmed, doc);
    return f ? { agg: "sum", field: f } : null;
  }
  // "price of products": the trailing entity is context, unless the head only aggregates ("number of orders").
  const contextual = /^(.*?)\s+of\s+(?:the\s+|all\s+|each\s+)?([a-z]+)$/.exec(trimmed);
  const dropContext =
    contextual && ENTITIES.has(singular(contextual[2]!)) && /s$/.test(contextual[2]!) && splitAgg(contextual[1]!).rest.trim() !== "" && !/(?:^|\s)(number|count|total|sum|average|avg)$/.test(contextual[1]!);
  let { agg, rest } = splitAgg(dropContext ? contextual![1]! : trimmed);
  rest = trimFiller(wordsOf(rest), doc.casing).join(" ");
  // "by count", "top 3 by total": the word itself names a field (Looker's ${view.count}).
  if (!rest && agg && keepTotal && /^(count|total)$/.test(trimmed)) return { agg: "sum", field: fieldFrom(trimmed, doc)! };
  if (!rest) return null;
  // "count of distinct customers" after splitting "count of" still says distinct.
  const again = splitAgg(rest);
  // "average number of orders (per customer)": the count is the measure; the average comes from the per-group division.
  if (again.agg === "countd" || (agg === null && again.agg) || ((agg === "avg" || agg === "sum") && again.agg === "count" && again.rest.trim() !== "")) {
    agg = again.agg;
    rest = trimFiller(wordsOf(again.rest)).join(" ");
  }
  // "number of sessions" on analytics data is the Sessions metric summed; "distinct sessions" says
  // to count each session once, so it is a distinct count of the session key.
  if (
    agg === "count" &&
    /^((?:engaged |new |total |unique )?sessions|pageviews|page views|clicks|impressions|conversions|visits|bounces|events|views|installs|downloads|signups|sign ups|(?:new|active|returning|total|engaged) users)$/.test(rest)
  ) {
    return { agg: "sum", field: fieldFrom(rest, doc)! };
  }
  if (agg === "countd" && /^(sessions|visits|clicks|events|conversions|bookings)$/.test(rest)) {
    return { agg, field: { name: `${displayWord(singular(rest), doc.casing)} ID` } };
  }
  // "unique region count", "distinct customers count": the trailing "count" repeats the aggregation.
  if (agg === "countd" && / counts?$/.test(rest)) rest = rest.replace(/ counts?$/, "");
  // "count distinct policy numbers", "unique order codes": the identifier as named, not an invented "ID".
  const idNamed = agg === "countd" ? /\b([a-z]+)\s+(numbers?|nos?|codes?|keys?)$/.exec(wordsOf(phrase).join(" ")) : null;
  if (idNamed) {
    const kind = singular(idNamed[2]!).replace(/^no$/, "number");
    return { agg: "countd", field: { name: `${displayWord(singular(idNamed[1]!), doc.casing)} ${kind.charAt(0).toUpperCase()}${kind.slice(1)}` } };
  }
  const entity = entityOf(rest);
  if ((agg === "count" || agg === "countd") && entity && !PLACEHOLDER.test(rest)) {
    return { agg: "countd", field: entityIdField(entity, doc), entity: agg === "count" };
  }
  if (agg === "count" && /(^| )records?$|^rows?$/.test(rest)) return { agg: "count", field: null };
  // "number of campaigns": a plural category noun counts its distinct values.
  if (agg === "count" && /^[a-z]+s$/.test(rest) && DIMENSION_WORDS.has(singular(rest))) return { agg: "countd", field: fieldFrom(rest, doc, { asDimension: true })! };
  if (agg === "countd" && !PLACEHOLDER.test(rest)) {
    const f = fieldFrom(rest, doc, { asDimension: true });
    return f ? { agg, field: f } : null;
  }
  const field = fieldFrom(rest, doc);
  if (!field) return null;
  // ("number of tickets sold", "how many units shipped": a count said of a quantity column adds it up.)
  if (agg === "count" && !PLACEHOLDER.test(rest) && /\s(?:Sold|Purchased|Bought|Ordered|Received|Booked|Shipped|Delivered|Produced|Returned)$/.test(field.name)) return { agg: "sum", field };
  // "average of [Amount]" aggregates a column; a bare [Total Sales] is an existing measure.
  if (agg && field.isMeasureRef) delete field.isMeasureRef;
  return { agg: agg ?? fallbackAgg, field };
}

import { ENTITIES } from "./phrases";
import { type Doc, normalize, singular } from "./text";

/** Things that are a fact table's rows besides the counted entities ("one row per visit"). */
const ROW_NOUNS = /^(?:visit|enrolment|enrollment|request|signup|donation|registration|admission|referral|transfer|sale|trip|flight|ride|session|event|order line|line|transaction|case|call|ticket|claim|inspection)$/;

/** A table the request says holds one row per thing: the table's name and that thing's noun. */
interface RowsOf {
  match: RegExpExecArray;
  token: string;
  /** The noun each row is ("visit"); the table's own word when the request did not say. */
  noun?: string;
  /** Said as "count the rows of T": the ask counts rows even where it names nothing else. */
  explicit?: boolean;
  /** The table's name when it was written only in a column reference ("Tickets[Ticket Type] ..., one row per ticket"). */
  table?: string;
}

function rowsOfTable(doc: Doc, ask: Doc): RowsOf | null {
  const text = doc.text;
  const explicit =
    /\s*[-,;(:]?\s*(?:(?:count|counting)(?:\s+of)?\s+(?:the\s+|all\s+)?rows|countrows|(?:the\s+)?row count|(?:the\s+)?number of rows)\s+(?:of|in|from)\s+(?:the\s+)?(§\d+|[a-z_]+)(?:\s+table)?\s*\)?/.exec(text) ??
    // "running COUNTROWS(Installs) over time": the DAX written out, its table in brackets.
    /\s*[-,;(:]?\s*\bcountrows\s+(§\d+|[a-z_]+)(?:\s+table)?\b\s*\)?/.exec(text) ??
    // "(count of Signups rows)": the table named between "count of" and "rows".
    /\s*[-,;(:]?\s*(?:count|number)\s+of\s+(?:the\s+)?(§\d+|[a-z_]+)\s+(?:table\s+)?rows\s*\)?/.exec(text) ??
    // "(rows in Tickets table, ...)": what is counted is the table's rows.
    /\s*[-,;(:]?\s*\brows\s+(?:in|of|from)\s+(?:the\s+)?(§\d+|[a-z_]+)\s+table\b\s*\)?/.exec(text) ??
    // "count of voluntary terminations: rows in Terminations where ...": a table written with its capital.
    ((m) => (m && /^[A-Z]/.test(doc.casing.get(m[1]!) ?? "") ? m : null))(/\s*[-,;(:]?\s*\brows\s+(?:in|of|from)\s+(?:the\s+)?([a-z_]+)(?=\s+(?:where|with|that|which|whose|when|for)\b)/.exec(text)) ??
    // "tickets are rows in Tickets", "each row in Policies is one policy": the table whose rows are the things counted.
    /\s*[-,;(:.]?\s*(?:[a-z]+\s+are\s+(?:the\s+)?rows|(?:each|every|one)\s+row)\s+(?:in|of)\s+(?:the\s+)?(§\d+|[a-z_]+)(?:\s+table)?(?:\s+is\s+(?:one|a|an|a single)\s+[a-z]+)?\b\s*[,.]?/.exec(text);
  if (explicit) return { match: explicit, token: explicit[1]!, explicit: true };
  // "rows are in Completions", "each claim is a row in WarrantyClaims": the table whose rows are the things counted.
  const rowsIn =
    /\s*[-,;(:.]?\s*(?:and\s+)?(?:the\s+)?rows\s+(?:are|live|sit)\s+in\s+(?:the\s+)?(§\d+|[a-z_]+)(?:\s+table)?\b\s*[,.)]?/.exec(text) ??
    /\s*[-,;(:.]?\s*(?:and\s+)?(?:each|every)\s+[a-z]+(?:\s+[a-z]+)?\s+is\s+(?:a|one)\s+row\s+(?:in|of)\s+(?:the\s+)?(§\d+|[a-z_]+)(?:\s+table)?\b\s*[,.)]?/.exec(text);
  if (rowsIn && /^[A-Z]/.test(tableName(doc, rowsIn[1]!))) {
    // ("each refund is a row in RefundLog": the rows are refunds, whatever the table is called.)
    const each = /\b(?:each|every)\s+([a-z]+)\s+is\s+(?:a|one)\s+row\b/.exec(rowsIn[0]);
    return { match: rowsIn, token: rowsIn[1]!, explicit: true, ...(each ? { noun: singular(each[1]!) } : {}) };
  }
  // "Visits table (one row per visit)", "the Enrolments table has one row per enrolment", "Orders table with
  // a row for each order": the rows are those things, so counting them counts the table's rows.
  const perRow =
    /\s*[-,;(:.]?\s*(?:we have\s+|there is\s+|i have\s+|our\s+|the\s+|a\s+)?(§\d+|[a-z_]+)\s+table\s*(?:\(|,|-|:)?\s*(?:(?:has|with|is|contains|holds|which has|that has)\s+)?(?:one|a|1|a single)\s+row\s+(?:per|for each|for every|each|for one)\s+([a-z]+)\s*\)?/.exec(text);
  if (perRow) return { match: perRow, token: perRow[1]!, noun: singular(perRow[2]!) };
  // "Outages has one row per outage", "the Loans data has a row for each loan": the same without the word "table".
  const hasRow = /\s*[-,;(:.]?\s*(?:the\s+|our\s+)?(§\d+|[a-z_]+)\s+(?:data\s+|sheet\s+)?(?:has|with|contains|holds|is)\s+(?:one|a|1|a single)\s+row\s+(?:per|for each|for every|each|for one)\s+([a-z]+)\s*\)?/.exec(text);
  if (hasRow && singular(tableName(doc, hasRow[1]!).toLowerCase()) === singular(hasRow[2]!)) return { match: hasRow, token: hasRow[1]!, noun: singular(hasRow[2]!) };
  // ("Completions has one row per completed lesson": a table written with its capital, whatever its rows are called.)
  const hasRowOf = /\s*[-,;(:.]?\s*(?:the\s+|our\s+)?(§\d+|[a-z_]+)\s+(?:table\s+)?(?:has|contains|holds)\s+(?:one|a|1|a single)\s+row\s+(?:per|for each|for every|each)\s+(?:[a-z]+\s+)?([a-z]+)\s*\)?/.exec(text);
  if (hasRowOf && /^[A-Z]/.test(tableName(doc, hasRowOf[1]!)) && !/^§/.test(hasRowOf[1]!)) return { match: hasRowOf, token: hasRowOf[1]!, noun: singular(hasRowOf[2]!) };
  // "one row per appointment in Appointments": the thing, then the table that holds it.
  const perIn = /\s*[-,;(:.]?\s*(?:with\s+|and\s+)?(?:one|a|1)\s+row\s+(?:per|for each|for every)\s+([a-z]+)\s+(?:in|of)\s+(?:the\s+)?(§\d+|[a-z_]+)(?:\s+table)?\s*\)?/.exec(text);
  if (perIn && singular(tableName(doc, perIn[2]!).toLowerCase()) === singular(perIn[1]!)) return { match: perIn, token: perIn[2]!, noun: singular(perIn[1]!) };
  // "Tickets[Ticket Type] = "Student", one row per ticket": the table of the written columns whose name is that thing.
  const bare = /\s*[-,;(:.]?\s*(?:with\s+|and\s+)?(?:one|a|1)\s+row\s+(?:per|for each|for every)\s+([a-z]+)\s*\)?/.exec(text);
  if (bare) {
    const noun = singular(bare[1]!);
    const table = doc.quoted.find((q) => (q.kind === "dax" || q.kind === "looker") && q.table && singular(q.table.toLowerCase()) === noun)?.table;
    if (table) return { match: bare, token: bare[1]!, noun, table };
  }
  // "3 month rolling average of admissions count, Admissions table": a table named for the counted thing.
  const named =
    /\s*[-,;(:.]?\s*(?:in\s+|from\s+|using\s+)?(?:the\s+|our\s+|my\s+)?(§\d+|[a-z_]+)\s+table\b\s*[,.;)]?/.exec(text) ??
    // (", table is Renewals", "the table is Maintenance": the same, the name after.)
    ((m) => (m && /^[A-Z]/.test(tableName(doc, m[1]!)) ? m : null))(/\s*[-,;(:.]?\s*(?:and\s+)?(?:the\s+)?(?:table|fact\s+table)\s+(?:is|=|:)\s+(?:called\s+|named\s+)?(§\d+|[a-z_]+)\b\s*[,.;)]?/.exec(text));
  if (named && /\b(?:count|counts|number of|how many)\b/.test(ask.text)) {
    const word = singular(tableName(doc, named[1]!).toLowerCase());
    const rest = doc === ask ? text.slice(0, named.index) + " " + text.slice(named.index + named[0].length) : ask.text;
    const saidIs = !/\btable\s*[,.;)]?\s*$/.test(named[0]);
    if ((ENTITIES.has(word) || ROW_NOUNS.test(word) || saidIs) && new RegExp(`\\b${word}s?\\b`).test(rest)) return { match: named, token: named[1]! };
  }
  return null;
}

function tableName(doc: Doc, token: string): string {
  const q = /^§(\d+)$/.exec(token);
  return q ? doc.quoted[Number(q[1])]!.text : (doc.casing.get(token) ?? token.charAt(0).toUpperCase() + token.slice(1));
}

/**
 * "count rows of Admissions", "YoY % change in admissions - count rows of Admissions": the rows of a
 * named table are what is counted, and the table's name used as a word elsewhere is that count.
 */
export function countRowsOf(doc: Doc): string | null {
  // The table may be described in the ask or in the context before it ("We have a Visits table (one
  // row per visit) ... Show me the number of patient visits ..."); only the ask's words are removed.
  const inAsk = rowsOfTable(doc, doc);
  const said = !inAsk && doc.contextText ? normalize(doc.contextText) : null;
  // (From the context, only an ask that counts: "tiers accounts: 1-10 seats Small, ..." labels the rows, it counts nothing.)
  const counts = /\b(?:count|counts|counting|number of|how many|total|totals|share|percent|running|cumulative|same period|last year|previous|prior|yoy|mom|ytd|growth|change|rolling|moving)\b/.test(doc.text);
  const found = inAsk ?? (said && counts ? rowsOfTable(said, doc) : null);
  if (!found) return null;
  const { token } = found;
  const m = inAsk ? found.match : { index: doc.text.length, 0: "" };
  const q = inAsk ? /^§(\d+)$/.exec(token) : null;
  if (q && doc.quoted[Number(q[1])]!.kind !== "quote" && doc.quoted[Number(q[1])]!.kind !== "bracket") return null;
  const name = found.table ?? tableName(said ?? doc, token);
  // ("running COUNTROWS(Signups) over time": the count written out stands where it was written.)
  let rest = `${doc.text.slice(0, m.index)} ${inAsk && /\bcountrows\s/.test(m[0]) ? "count of rows " : ""}${doc.text.slice(m.index + m[0].length)}`;
  const word = (found.noun ?? singular(name.toLowerCase())).replace(/[^a-z0-9_ ]/g, "");
  // ("30 day rolling average of daily bookings": a name held for its period word is the counted rows too.)
  rest = rest.replace(/§(\d+)/g, (m, n: string) => {
    const q = doc.quoted[Number(n)];
    return q?.kind === "name" && new RegExp(`^(?:daily|weekly|monthly|new|total)\\s+${word}s?$`, "i").test(q.text) ? `${word}s` : m;
  });
  // ("new signups", "hospital admissions": an adjective before the table's word goes with it.)
  rest = rest.replace(new RegExp(`\\b(?:(?!in\\b|of\\b|the\\b|many\\b|much\\b|how\\b|for\\b|by\\b|vs\\b|change\\b|growth\\b|running\\b|total\\b|cumulative\\b|rolling\\b|moving\\b|yoy\\b|mom\\b|ytd\\b|percent\\b|share\\b|number\\b|count\\b|sum\\b|average\\b|avg\\b|daily\\b|weekly\\b|monthly\\b|day\\b|week\\b|month\\b|quarter\\b|year\\b|previous\\b|last\\b|prior\\b|same\\b)[a-z0-9]+\\s+)?(?:number of |count of |total )?(?:${word}|${word}s|${word.replace(/y$/, "ie")}s)(?:\\s+(?:requests|records|entries|items|jobs|tickets|calls|visits|claims|cases|events|logs))?(?:\\s+count)?\\b`, "g"), "count of rows");
  // ("check ins same period last year. CheckIns table has one row per visit": the table's own name, said in words.)
  const spoken = name.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  if (spoken !== word && /\s/.test(spoken)) rest = rest.replace(new RegExp(`\\b${spoken.replace(/\s+/g, "[\\s-]*")}\\b`, "g"), "count of rows");
  // ("the sessions chart is too spiky", "delivery orders growth": a noun after the counted rows' word is what they are shown in.)
  rest = rest.replace(/\bcount of rows\s+(?!in\b|of\b|by\b|per\b|for\b|over\b|vs\b|versus\b|where\b|with\b|from\b|to\b|and\b|or\b|is\b|are\b|was\b|were\b|this\b|last\b|that\b|each\b|growth\b|change\b|mom\b|yoy\b|wow\b|qoq\b|same\b|previous\b|prior\b|running\b|ytd\b|mtd\b|qtd\b|rolling\b|moving\b|as\b|at\b|on\b|between\b|since\b|so\b|but\b|the\b|a\b|an\b|count\b|rows\b)(?:chart|graph|report|dashboard|table|page|visual|matrix|line|orders?|numbers?|volumes?|counts?|totals?|figures?)\b/g, "count of rows");
  // ("the number of patient visits": the count said before the adjective is the same count.)
  rest = rest.replace(/\b(?:the\s+)?(?:number|count)\s+of\s+count of rows\b/g, "count of rows");
  // ("how many student tickets did we sell?": a question that counts them.)
  rest = rest.replace(/\bhow many count of rows(?:\s+(?:did|do|have|were|are|was)\s+(?:we|you|they|i)?\s*(?:sell|sold|have|had|issue|issued|get|got|open|opened|book|booked|make|made|log|logged|receive|received)?)?/g, "count of rows");
  // ("number of tickets opened": the participle says which rows, the rows are counted.)
  rest = rest.replace(/count of rows\s+(?:opened|created|closed|received|shipped|sold|placed|made|submitted|filed|logged|booked|raised|completed|finished|passed|failed|attended|sent|delivered|paid|processed|approved|resolved|cancelled|canceled|issued)\b/g, "count of rows");
  // ("the count of service requests (one row per request in Requests) ... the previous month's count": a bare count
  // in the ask is the count the context described.)
  if (!/\brows\b/.test(rest) && !inAsk && /\bcount\b(?!\s+(?:of|distinct|unique)\b)/.test(rest) && !/\bcount\s+(?:of\s+)?(?:§\d+|[a-z]+)\b(?<!\bcount\s+(?:to|for|in|by|per|vs|next|so|and|as|is|the))/.test(rest.replace(/\bcount\s*$/, ""))) {
    rest = rest.replace(/\bcount\b(?!\s+(?:of|distinct|unique)\b)/, "count of rows");
  }
  if (!/\brows\b/.test(rest)) {
    // A table described (not "count the rows of T") counts rows only when the ask speaks of its rows.
    if (!inAsk || !found.explicit) {
      if (inAsk) doc.text = rest.replace(/\s+/g, " ").trim();
      return inAsk ? name : null;
    }
    rest = `${rest} count of rows`;
  }
  doc.text = rest.replace(/\s+/g, " ").trim();
  return name;
}

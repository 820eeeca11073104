import { namingTail, roleSpoken } from "./naming-tail";

/**
 * Requests written like a forum post or a chat message: context first, then the ask.
 *   "yield table with Harvest Year and Yield Tonnes, I need yoy growth % of yield by year"
 *   "Order Date in A, sales amt in B - ytd sales total"
 *   "Ship Date and Delivery Date columns, how many days in transit?"
 * The context names the user's columns (and sometimes where they sit in the sheet); the ask says
 * what to calculate. Read together, the context's words pull in families and fields of their own
 * ("table", "log", "dashboard"); read apart, the ask is an ordinary request and the context's names
 * replace the fields the ask named in plain words (see references.ts).
 */

export interface ContextName {
  name: string;
  /** Looker view of a ${view.field} reference. */
  view?: string;
  /** DAX table of a Table[Column] reference. */
  table?: string;
  /** Excel column letter the context gave it ("Crop in col B", "Order Date in A"). */
  column?: string;
  /** Said to be a date ("with Check In and Check Out dates"). */
  date?: boolean;
}

export interface Split {
  ask: string;
  context: ContextName[];
  /** Tables or sheets the context named, in order ("a Prices table", "lookup table Fields"). */
  tables: string[];
  /** The context as written. */
  text?: string;
}

/**
 * "for our people dashboard", "for the HR roster", "so I can group by month": what the result is for,
 * not part of it (and "dashboard" or "chart" would otherwise read as a formatting request).
 */
export function stripPurpose(s: string): string {
  const stripped = s
    // "... just the domain part after the @?": the question mark ends the sentence, it is not text to find.
    .replace(/\s*\?+\s*$/, "")
    // "e.g. jane@acme.com -> acme.com": an example of the result, said after the request.
    .replace(/\s*[,;(]?\s*(?:e\.?\s?g\.?|eg|for example|for instance|i\.e\.?|ex\.?)\s*[:,]?\s+\S+\s*(?:->|=>|→|becomes|gives|returns)\s*\S+\s*\)?\s*$/i, "")
    .replace(/\s*[,;]?\s+(?:so\s+(?:that\s+)?(?:i|we|they|you)\s+can|in\s+order\s+to)\s+[^,;]*$/i, "")
    // "... the previous month's count to sit next to it": where the result goes beside what is shown, not a name.
    .replace(/\s*[,;]?\s+(?:(?:to|that\s+can|which\s+can|so\s+it\s+can)\s+(?:sit|go|be\s+shown|be\s+put|be\s+placed|show|appear|live)\s+)?(?:right\s+)?(?:next\s+to|beside|alongside)\s+(?:it|them|this|that|the\s+(?:current|other|existing|actual)\s+(?:one|value|number|measure|column)s?)\b\s*(?=[.?!]*\s*$|[.?!]+\s)/gi, "")
    .replace(/\s+(?:to|that\s+can|which\s+can)\s+(?:sit|go|appear|live)(?:\s+(?:there|beside|alongside))?\s*[.?!]*\s*$/i, "")
    // "... so duplicates match", "so the totals line up": what the result will do, said after the ask.
    .replace(/\s*[,;]?\s+so\s+(?!far\b|much\b|many\b|it\b|they\b|that\s+(?:is|it)\b)(?:that\s+)?(?:the\s+|our\s+|all\s+|any\s+)?[a-z]+(?:\s+[a-z]+)?\s+(?:match|matches|line\s+up|lines\s+up|group|groups|join|joins|sort|sorts|dedupe|work|works|stay|stays|add\s+up|adds\s+up|show\s+up|shows\s+up)\b[^,;]*$/i, "")
    // ("... view is by day": the view's period stays, said as what the calculation runs by.)
    .replace(/\s*[,;.?]?\s+(?:my\s+|the\s+|our\s+)?(?:view|viz|worksheet|chart)\s+is\s+(?:by|per|at)\s+(?:the\s+)?((?:day|week|month|quarter|year)s?)\s*[.!]?\s*$/i, ", by $1")
    // "... view is by day", "view is one row per store": how the view is laid out, said aside.
    .replace(/\s*[,;.]?\s+(?:my\s+|the\s+|our\s+)?(?:view|viz|worksheet|sheet|chart|table)\s+is\s+(?:by|per|at|on|split\s+by|broken\s+down\s+by|one\s+row\s+(?:per|for\s+each))\s+(?:the\s+|a\s+)?(?!(?:day|week|month|quarter|year|date|hour)s?\b)[a-z]+(?:\s+[a-z]+)?\s*[.!]?\s*$/i, "")
    // "a YoY growth % card for orders": the visual it will be shown in, not a measure.
    .replace(/\s+(?:kpi\s+)?(?:card|tile)s?(?=\s+(?:for|of|on|showing)\s)/gi, "")
    // "each user's very first session date": "very" only stresses "first".
    .replace(/\bvery\s+(?=(?:first|last|earliest|latest|start|end|beginning|top|bottom)\b)/gi, "")
    // "... so they group together", "so we stop double counting": what the result will do for them.
    .replace(/\s*[,;]?\s+so\s+(?:that\s+)?(?:i|we|they|you|people|users)\s+(?:will\s+|would\s+|could\s+|don'?t\s+|do\s+not\s+|no\s+longer\s+)?[a-z]+(?:\s+[a-z]+){0,4}\s*$/i, "")
    // ("for the customer segment chart: bucket ...": the same before the ask, ended by a colon.)
    .replace(/^\s*(?:for|in|on)\s+(?:our|my|the|a|an|their|this)\s+(?:[\w-]+\s+){0,3}(?:dashboard|report|chart|deck|presentation|slides?|meeting|analysis|workbook|scorecard|board|page|visual|tile|card)s?\s*:\s*/i, "")
    .replace(/\s*[,;]?\s+(?:for|in|on|to|onto|into)\s+(?:our|my|the|a|an|their|this)\s+(?:[\w-]+\s+){0,3}(?:dashboard|report|roster|chart|charts|deck|presentation|slides?|meeting|analysis|workbook|scorecard|kpi page|page|screen|board|kpi cards?|cards?|tiles?|kpi tiles?|visuals?)s?\b(?:(?!\s[-–—]\s|\s(?:showing|that\s+shows?|which\s+shows?|to\s+show|displaying|with\s+the)\s)[^,;.?!:])*/gi, "")
    .trim();
  return whichFrom(stripped);
}

/**
 * "a calc that", "a measure for", "a calculated column that", "the measure": what the ask will be,
 * not part of it ("can you make a calc that counts ...").
 */
const CALC_NOUN =
  "(?:(?:a|an|the|me\\s+a)\\s+(?:new\\s+|quick\\s+|simple\\s+|separate\\s+)?(?:calc(?:ulation)?|calculated\\s+(?:field|column|measure)|custom\\s+(?:field|column)|field|column|measure|formula|table\\s+calc(?:ulation)?|dimension|metric|dax(?:\\s+measure)?)\\s+(?:that\\s+|which\\s+|to\\s+|for\\s+(?:the\\s+)?|of\\s+(?:the\\s+)?|with\\s+(?:the\\s+)?)?)?";

/** Words that hand over to the ask; the marker itself is dropped. */
const ASK_DROP = new RegExp(String.raw`(?:^|[.?!;:,\-–—(]\s*|\s)(?:(?:so|and|but)\s+)?(?:i\s+|we\s+|i'd\s+|we'd\s+|i'm\s+|we're\s+)?(?:really\s+|just\s+|also\s+)?(?:(?:i|we)['’]?d\s+(?:really\s+)?(?:like|love)|need|want|would like|'d like|am looking for|are looking for|looking for|am trying to|are trying to|trying to)\s+(?:to\s+)?(?:(?:get|have|make|create|add|build)\s+)?${CALC_NOUN}|(?:^|[.?!;:,\-–—(]\s*|\s)(?:how\s+(?:do|can|would|should|could)\s+(?:i|we|you)\s+(?:(?:do|make|build|create|write)\s+(?=an?\s|the\s))?|(?:can|could)\s+(?:you|someone|anyone|u|we|i)\s+(?:please\s+|pls\s+)?(?:(?:help\s+me\s+(?:with\s+|to\s+)?|give\s+me|show\s+me|write(?:\s+me)?|make(?:\s+me)?|get(?:\s+me)?|tell\s+me|add|create|build|set\s+up|put\s+together)\s+)?${CALC_NOUN}|(?:please|pls|kindly)\s+(?:give\s+me|make(?:\s+me)?|write(?:\s+me)?|add|create|build|get\s+me|provide|set\s+up)\s+${CALC_NOUN}|(?<=[a-z0-9)\]]\s+)(?:and|then)\s+(?:please\s+)?(?:give|get|show|send)\s+me\s+${CALC_NOUN}|(?<=(?:[.?!]|\s[-–—])\s+)(?:please\s+|pls\s+|now\s+)?(?:(?:show|give|get)\s+me|(?:add|create|write|make|build)(?:\s+me)?(?=\s+(?:a|an|the)\s))\s+${CALC_NOUN}|what(?:'s|s| is)\s+the\s+(?:formula|calc|calculation|calculated\s+field|calculated\s+column|field|table\s+calc(?:ulation)?|dax|expression|measure|way)\s+(?:for|to)\s+|is\s+there\s+a\s+(?:way|formula)\s+to\s+)`, "gi");

/** Text that ends a sentence (a closing quote or bracket may follow the mark). */
const SENTENCE_END = /[.?!:]['"’”)]*\s*$/;

/** Words that open the ask and stay in it ("how many days in transit?"). */
const ASK_KEEP = /(?:[.?!;:,\-–—]\s*)(?=(?:how many|how much|how long|what percent|what share|what %|which)\b)/gi;

/** The context must say it describes data: a table/sheet word, a field list or a column position. */
function describesData(s: string): boolean {
  return (
    /\b(?:table|tables|sheet|sheets|tab|data|dataset|data set|fields?|columns?|cols?|log|extract|explore|model|file|export|rows?)\b/i.test(s) ||
    /\b(?:in|col|column)\s+[A-Z]{1,2}\b(?![a-z])/.test(s) ||
    /^\s*[A-Z][\w()$%]*(?:\s+[A-Z][\w()$%]*)*(?:\s*,\s*[A-Z][\w()$%]*(?:\s+[A-Z][\w()$%]*)*)+\s*$/.test(s) ||
    // "we track applications with Applicant ID, Program and Status", "our Return Reason values look like ...".
    /\b(?:with|has|have|having|contains?|including)\s+(?:the\s+)?(?:[A-Z][\w()$%]*(?:\s+[A-Z][\w()$%]*)*\s*(?:,\s*|\s+and\s+))+(?:and\s+)?[A-Z][\w()$%]*/.test(s) ||
    /\b[A-Z][\w]*(?:\s+[A-Z][\w]*)*\s+(?:values?|field|column|entries)\s+(?:look|looks|are|is|come|have|contain)\b/.test(s) ||
    // "we track shipments by carrier", "we log each booking with ...": a description of the data kept.
    /^\s*(?:we|i)\s+(?:track|log|record|store|keep|capture|collect|sell|run|manage|have|use|get|ship|import|export|pull)\b/i.test(s) ||
    /^\s*(?:our|my)\s+[a-z]+(?:\s+[a-z]+)?\s+(?:has|have|is|are|logs?|tracks?|stores?|records?|comes?)\b/i.test(s) ||
    /\b(?:values?|numbers?|ids?|codes?|names?|emails?|dates?)\s+(?:look|looks)\s+like\b/i.test(s) ||
    saysGaps(s) ||
    // "looking at ${tickets.priority} with counts": a sentence about written fields.
    (/\$\{[^}]+\}|\b[A-Za-z_]\w*\[[^\]]+\]/.test(s) && /^\s*(?:looking at|i have|we have|i've got|ive got|there (?:is|are)|my|our|in my|in our)\b/i.test(s))
  );
}

/** "Orders without a coupon have a null Coupon Code.", "Region is blank for web orders.": which column has gaps. */
const GAPS_A = /\b(?:(?:a|an|no)\s+(?:null|blank|empty|missing)|(?:have|has|with|come with|come through with)\s+no|(?:don'?t|dont|do not|doesn'?t|does not)\s+have\s+(?:a|an|any))\s+([A-Z]\w*(?:\s+[A-Z]\w*){0,3})/;
const GAPS_B = /(?:^|\s)([A-Z]\w*(?:\s+[A-Z]\w*){0,3})\s+(?:is|are)\s+(?:null|blank|empty|missing)\b[^.;]*$/;
function saysGaps(s: string): boolean {
  return GAPS_A.test(s) || GAPS_B.test(s);
}
/** The columns a sentence about gaps names (the one with the gaps). */
function gapNames(s: string): ContextName[] {
  const m = GAPS_A.exec(s) ?? GAPS_B.exec(s);
  return m ? [{ name: m[1]!.trim() }] : [];
}

/** Words of a calculation: text before a dash that has them is part of the request, not context. */
const CALCULATION = /\b(?:sum|total|average|avg|mean|count|rate|ratio|margin|percent|pct|share|growth|change|rank|running|rolling|moving|ytd|mtd|qtd|yoy|mom|difference|between|since|bucket|flag|if|then|null|blank|concat|combine|extract|round|lookup|vlookup|xlookup|per|by|where|only)\b|%/i;

/** "dont want errors when ...": a negated wish is part of the request, not the hand-over to it. */
const NEGATED = /\b(?:dont|don't|do not|does not|doesn't|never|not|no)\s*$/i;

/**
 * "Message from our CFO:", "From the sales ops channel:", "Hi!": who is asking, before what they ask.
 * Not part of the request (a label before a colon would otherwise name the result).
 */
const ATTRIBUTION =
  /^\s*(?:(?:hi|hey|hello|morning|hiya)(?:\s+(?:all|team|there|folks))?\s*[,!.:-]*\s*)?(?:(?:a\s+|one\s+more\s+)?(?:message|note|request|ask|question|ping|msg|email|dm|ticket)\s+from\s+[^:"'\n]{1,50}:|(?:from|via|per)\s+(?:the\s+|our\s+|my\s+)?[^:"'\n]{1,50}:)\s*/i;

/** The request without who sent it, its quoted message unwrapped and a hand-over that points back removed. */
/**
 * "Hi, Sam from the campus housing office.", "Hello — grid operations here.", "hey, Lena from seller
 * success 👋", "Morning! ED quality team here.": a greeting, then who is writing in a sentence of its own.
 * ("hi, can you give me ...", "Hey team - for the report I need ...": the greeting goes, the ask stays.)
 */
const GREETING = /^\s*(?:hi|hey|hello|hiya|morning|good\s+(?:morning|afternoon|evening)|greetings|yo)\b(?:\s+(?:all|team|there|folks|everyone|guys))?\s*[,!.:;—–-]*\s*/i;
const INTRODUCTION = /^\s*([^.!?\n]{1,80}?)(?:[.!?]+|\p{Extended_Pictographic}+)\s*/u;
const ASKING = /\b(?:need|needs|want|wants|would|could|can|please|pls|give|make|write|build|create|calc|calculate|measure|formula|field|column|table calc|show|return|how|what|which|quick one)\b|%|\$\{|\[/i;

function withoutGreeting(raw: string): string {
  const m = GREETING.exec(raw);
  if (!m) return raw;
  let rest = raw.slice(m[0].length);
  // Who is writing: "Sam from the campus housing office.", "ED quality team here.", "it's Nora from the pharmacy."
  const intro = INTRODUCTION.exec(rest);
  if (intro && !ASKING.test(intro[1]!) && intro[1]!.split(/\s+/).length <= 10 && /\b(?:from|here|team|speaking|it'?s|this is|i'?m)\b|\(|^[A-Z][a-z]+$/.test(intro[1]!)) rest = rest.slice(intro[0].length);
  return rest.split(/\s+/).length >= 3 ? rest : raw;
}

export function cleanRequest(raw: string): string {
  // ("(CASE WHEN inside the SUM, 0 otherwise)", "(use DIVIDE)": how to write it, said aside, which the answer does anyway.)
  raw = raw.replace(/\s*\(\s*(?:use\s+|using\s+|with\s+|via\s+)?(?:an?\s+)?(?:case\s+when|iif|sumif|sumifs|calculate|divide|nullif|safe_divide)\b[^()]*\)/gi, " ");
  // ("Account director asked what % of total ad spend ...", "the CFO wants to know how many ..."): who asked, before the question.
  raw = raw.replace(/^\s*(?:(?:the|our|my|a|an)\s+)?(?:[A-Za-z]+\s+){0,3}(?:asked|asks|wants to know|wanted to know|would like to know|is asking|was asking)\s+(?:(?=(?:what|how|which|whether)\b)|for\s+(?=(?:ytd|mtd|qtd|yoy|mom|total|sum|average|avg|count|running|rolling|moving|percent|%)\b))/i, "");
  // ("from #brewing-ops: ...": a channel said as where the message came from.)
  raw = raw.replace(/^\s*(?:from|in|via)\s+#[\w-]+\s*:\s*/i, "");
  // ("hey, ops want month over month % growth ...", "Board deck needs each trade's share ...", "the weekly batches chart needs a
  // running total ...": who or what the result is for, before what it is.)
  raw = raw.replace(/^(\s*(?:hey|hi|hello)?\s*,?\s*)(?:the\s+|our\s+|my\s+)?(?:[A-Za-z]+\s+){0,3}?(?:(?:chart|deck|dashboard|report|page|slide|scorecard|visual|kpi card)s?\s+(?:needs?|wants?|should show|requires?)|(?:ops|finance|sales|marketing|the team|the boss|management|leadership|they)\s+(?:want|wants|need|needs))\s+(?=(?:a|an|the|each|every|month|year|week|quarter|day|running|rolling|moving|%|percent|total|sum|average|avg|count|ytd|yoy|mom|rank|share)\b|%)/i, "$1");
  // ("slack msg: can someone ...", "Teams message: ..."): how the message came, not part of it.
  raw = raw.replace(/^\s*(?:slack|teams|email|e-mail|dm|chat|text)\s+(?:msg|message|thread|post|ping)?\s*:\s*/i, "");
  // ("count distinct truck id - how many unique haul trucks ran": the same ask said again after a dash.)
  raw = raw.replace(/^(\s*(?:count\s+distinct|distinct\s+count\s+of|unique\s+count\s+of)\s+[A-Za-z_][\w]*(?:\s+[A-Za-z_][\w]*){0,2}?)\s+-\s+(?:how\s+many|number\s+of|the\s+number\s+of)\b[^.?!]*[.?!]?\s*$/i, "$1");
  // ("@channel for the quality review ...", "@maria can you ...": a mention says who is told, not what to calculate.)
  raw = raw.replace(/(^|[\s("'])@(?:channel|here|everyone|all|[A-Za-z][\w.-]*)\b\s*[:,]?\s*/g, "$1");
  // ('Slack from ops: "how long are tickets taking to close?" -> days from Created Date to Closed Date': what
  // the arrow points to is the ask; the message before it is context.)
  raw = raw.replace(/(["”?.!])\s*(?:->|=>|→)\s+(?=\S+\s+\S+\s+\S+)/, "$1 I need ");
  // ("teams: 'some suppliers have no lead time ..., I want to default the blanks to 14 days'": a message in single
  // quotes after who sent it, apostrophes and all, is the request.)
  // (A message that ends with a sentence naming its columns is read without its label and quotes, so the names stay at its end.)
  raw = raw.replace(/^(\s*[^:"'\n]{2,50}:\s*)'(.{20,})'\s*$/, (m, label: string, body: string) => (body.trim().split(/\s+/).length < 5 ? m : namingTail(body) ? body : `${label}"${body}"`));
  // ("Years are across the columns. YoY growth % in Net Sales": where the view puts the dates names no column.)
  raw = raw.replace(/(?:^|(?<=[.!?;]\s*))\s*(?:the\s+)?(?:years?|months?|quarters?|weeks?|days?|dates?)\s+(?:are|is)\s+(?:across|on|along)\s+(?:the\s+)?(?:columns?|rows?|top|x[- ]axis)\s*[.;]?\s*/i, " ").trim();
  // (A tail that only names columns is no part of the message: splitContext reads its names.)
  raw = namingTail(raw)?.body ?? raw;
  const text = withoutGreeting(raw.trim())
    // "quick one:", "small ask -": the size of the request, not part of it.
    .replace(/^\s*(?:a\s+)?(?:quick|small|tiny|simple|easy)\s+(?:one|question|ask|request|favou?r)\s*[:,.!—–-]+\s*/i, "")
    .replace(ATTRIBUTION, "")
    // ("for the contacts report we need ...", "for the returns dashboard please add ..."): what the result is for, before the ask.
    .replace(/^(\s*["“']?)\s*(?:for|on|in)\s+(?:the|our|my|a)\s+(?:[\w-]+\s+){0,3}(?:dashboard|report|chart|deck|page|pack|meeting|review|screen|slide)s?\b\s*,?\s*(?=(?:we|i|please|pls|can|could|need|add|make|give|show|create|build)\b)/i, "$1")
    // ("practice manager asked "how many ..."": who asked, before the question they asked.)
    .replace(/^\s*(?:(?:the|our|my|a)\s+)?(?:[a-z]+\s+){0,3}(?:asked|asks|wants to know|wanted to know|would like to know)\s*[:,]?\s*(?=["“'])/i, "")
    // ("last year's withdrawals next to this year's in the matrix": where the result is shown, beside another.)
    .replace(/\s+(?:right\s+)?next\s+to\s+(?:this\s+year'?s?|the\s+current\s+(?:year|month|value)|it|them|the\s+actuals?)(?:\s+(?:one|numbers?|values?|figures?))?(?:\s+(?:in|on)\s+(?:the\s+)?(?:matrix|table|chart|visual|report|page))?/gi, " ")
    // "got this by email:", "forwarded from Slack -": how the message came, before it.
    .replace(/^\s*(?:(?:i\s+)?(?:got|received|forwarded|copied|pasted)\s+(?:this\s+|it\s+)?(?:by|via|from|in|over)\s+(?:an?\s+)?(?:email|e-mail|slack|teams|chat|dm|message|text|ticket))\s*[:\-–—]\s*/i, "")
    // "reliability report for the regulator: count the outages ...", "for the board deck: ...": who or what the
    // result is for, before the ask, names nothing in it.
    .replace(/^\s*(?:[a-z][\w-]*\s+){0,4}?(?:(?:for|to)\s+(?:the|our|my|a)\s+(?:[\w-]+\s+){0,2}?(?:regulator|regulators|board|cfo|ceo|boss|manager|management|team|client|clients|auditors?|finance|execs?|executives|leadership|investors?|council|committee|report|deck|dashboard|meeting|review|pack|page|recap|summary)|(?:report|deck|dashboard|meeting|review|pack|recap|summary))\s*:\s+(?=(?:count|sum|total|calculate|compute|work out|give|show|get|find|need|i|we|can|could|please|pls|flag|bucket|label|rank|what|how|add|make|build|create|write)\b)/i, "")
    // "Pasted from Slack: "...", "Marketer asked in chat: "...": a short label before a pasted message says
    // where it came from, not what to calculate.
    .replace(/^\s*[^:"“”\n]{2,50}:\s*(?=["“][^"”]{20,}["”](?:\s*[-–—.,;:?!]?\s*|$))/, "")
    // A quoted message ("Board deck needs YoY growth on bookings ...") is the request itself, not a value.
    // (A message in single quotes ends with its full stop, or opens after a colon: "spec pasted from email: '...'".)
    .replace(/(^|\s)(?:"([^"]{20,})"|“([^”]{20,})”|'([^']{20,}[.?!])'|(?<=(?::|^)\s*)'([^']{20,})')(?=[.,;:!?]?(?:\s|$))/g, (m, pre: string, a?: string, b?: string, c?: string, d?: string) => {
      const inner = (a ?? b ?? c ?? d)!;
      return inner.trim().split(/\s+/).length >= 5 ? `${pre}${inner}` : m;
    });
  return text
    // (Once a pasted message is unwrapped: "for the contacts report we need ...".)
    .replace(/^\s*(?:for|on|in)\s+(?:the|our|my|a)\s+(?:[\w-]+\s+){0,3}(?:dashboard|report|chart|deck|page|pack|meeting|review|screen|slide)s?\b\s*,?\s*(?=(?:we|i|please|pls|can|could|need|add|make|give|show|create|build)\b)/i, "")
    // "... Paid Search? want it next to total conversions in the table": where the result goes, said after the ask.
    .replace(/(?:[.?!]\s+|\s*[,;]\s*|\s+-\s+)(?:(?:and|but|so)\s+)?(?:(?:i|we)(?:'d|\s+would)?\s+)?(?:want|need|like|would like|'d like|to\s+(?:put|show|have)|put|show|place|add)\s+(?:to\s+(?:put|show|have|see)\s+)?(?:it|this|that|them|the result)\s+(?:next to|beside|alongside|right of|left of|under|below|above|on|in|into)\s+[^.?!]*[.?!]?\s*$/i, "")
    // ("a field that adds up Refund Amount only where ...": adding up is a sum.)
    .replace(/\badds?\s+up\s+(?:the\s+)?(?=[A-Z§[$])/g, "sum of ")
    // "a calc that only sums Conversions when ...": the verb is the aggregation, no part of the name ("only" is said again by the condition).
    .replace(/\b(?:only\s+)?(sum|count|average|total)s\s+(?=(?:the\s+)?[A-Z[$])(?=.*\b(?:when|where|if)\b)/g, "$1 of ")
    // "Can you write the measure? Bookings is ...": a hand-over that asks for what was already said
    // points back at it, and is no part of it.
    .replace(new RegExp(String.raw`(?:^|(?<=[.?!]\s*))\s*(?:(?:can|could)\s+(?:you|u|someone)\s+(?:please\s+)?(?:write|make|build|create|give\s+me|do)|please\s+(?:write|make|build|create|give\s+me|do))\s+(?:the|that|this|a|an|me\s+a)\s+(?:measure|formula|calc(?:ulation)?|calculated\s+(?:field|column)|field|dax|table\s+calc(?:ulation)?|one|it)(?:\s+for\s+(?:it|this|that|me))?\s*[?.!]`, "i"), " ").trim();
}

export function splitContext(raw: string): Split {
  // '"... each user's first session date" - user field is [User ID]': the message is split as a request of
  // its own; the names the tail gives join its context.
  const found = namingTail(raw);
  if (!found) return splitRequest(raw);
  // ('from slack: "can someone ...? measure is Shrink Amount"': a tail inside the quoted message leaves its
  // opening quote unmatched in the body.)
  if ((found.body.match(/["“”]/g) ?? []).length === 1) found.body = found.body.replace(/["“”]/, "");
  const message = cleanRequest(found.body);
  const tail = { ...found, names: found.names.filter((n) => roleSpoken(found.roles.get(n.name), message)) };
  tail.measures = tail.measures.filter((m) => tail.names.some((n) => n.name === m));
  const values = tail.names.filter((n) => !n.date);
  const joined = values.length === 2 ? oneColumnLike(stripPurpose(message), values[0]!, values[1]!) : null;
  if (joined) return { ask: joined, context: tail.names, tables: [], text: "" };
  const split = splitRequest(tail.body, true);
  for (const n of tail.names) if (!split.context.some((c) => c.name.toLowerCase() === n.name.toLowerCase() && c.table === n.table && c.view === n.view)) split.context.push(n);
  // ("we want each patient's first admission date": the message's own hand-over opens the ask.)
  split.ask = withMeasures(split.ask.replace(/^(?:(?:i|we)\s+)?(?:just\s+|really\s+|also\s+|only\s+)?(?:need|want|would like|'d like)\s+(?!to\b)/i, ""), tail.measures);
  // ("... see which company domains they come from" - email is in column A: "they" are the one column named.)
  const plain = tail.names.filter((n) => !n.date && !n.table && !n.view);
  if (plain.length === 1) split.ask = whichFrom(split.ask, plain[0]!.name);

  // (The tail is what the context said: "the columns are A, B, C" lists the sheet's columns in order.)
  const at = raw.indexOf(found.body);
  split.text = split.text || (at >= 0 ? raw.slice(at + found.body.length).replace(/^\s*[-–—.,;:?!]\s*/, "") : "");
  return split;
}

/**
 * "see which company domains the emails come from", "which region each store is in": the part of each
 * value asked for as a question; read as "the company domain of each email". ("they" is the column the
 * context named, when it named one.)
 */
export function whichFrom(ask: string, referent?: string): string {
  return ask.replace(/^(?:(?:i|we)\s+)?(?:(?:want|need)\s+to\s+)?(?:(?:see|know|find out|find|show|tell|work out|figure out|check|get)\s+(?:me\s+)?)?which\s+((?:[a-z]+\s+){0,2}?[a-z]+?)(?:e?s)?\s+(?:(they|it|each one|each of them)|(?:the|each|every|our|my|their)\s+(?:[a-z]+(?:'s|s')\s+)?([a-z]+?)(?:e?s)?)\s+(?:come|comes|came|are|is|belong|belongs)\s+(?:from|to|in)\s*[?.!]?\s*$/i, (m, part: string, pronoun?: string, noun?: string) => {
    const of = pronoun ? referent : noun;
    return of ? `the ${part} of each ${of}` : m;
  });
}

/**
 * '"channel report needs one column like google / cpc" - fields are ${sessions.source} and ${sessions.medium}':
 * one column shown as an example of two values joined is the two named fields combined that way.
 */
function oneColumnLike(ask: string, a: ContextName, b: ContextName): string | null {
  const m = /\b(?:one|a single|single|1|a)\s+(?:column|field|dimension|label|value|string)\s+(?:like|as|e\.?g\.?|showing|reading|that reads|that looks like|formatted like)\s+(?:"|')?(\S+)(\s*[/|,:;-]\s*|\s+)(\S+?)(?:"|')?(?:\s+(?:for|on|in)\s+(?:the|our|my|a)\s+[a-z]+(?:\s+[a-z]+)?)?\s*[.?!]?\s*$/i.exec(ask);
  if (!m) return null;
  const ref = (c: ContextName) => (c.view ? `\${${c.view}.${c.name}}` : c.table ? `'${c.table}'[${c.name}]` : `[${c.name}]`);
  return `combine ${ref(a)} and ${ref(b)} like ${m[1]}${m[2]}${m[3]}`;
}

/**
 * "measure is [Signups]": the words of the ask that name the measure become its reference, so a DAX
 * answer uses the measure itself; an ask that names no value ("a 7 day rolling average line", its
 * measure said only in the message's context) reads it after "of". ("total sessions" and "sessions" are
 * both the words of [Total Sessions].)
 */
function withMeasures(ask: string, measures: string[]): string {
  for (const m of measures) {
    if (ask.includes(`[${m}]`)) continue;
    const words = m.toLowerCase().split(/\s+/).filter((w) => !/^(?:total|sum|count|number|of|the|avg|average|net|gross|new)$/.test(w));
    const word = (w: string) => `${w.replace(/s$/, "")}(?:s|'s|s')?`;
    // All its words ("total sessions" for [Total Sessions]), else its last ("revenue" for [Net Revenue]).
    const hit = words.length ? (new RegExp(`\\b${words.map(word).join("\\s+")}\\b`, "i").exec(ask) ?? new RegExp(`\\b${word(words[words.length - 1]!)}\\b`, "i").exec(ask)) : null;
    ask = hit ? `${ask.slice(0, hit.index)}[${m}]${ask.slice(hit.index + hit[0].length)}` : `${ask} of [${m}]`;
  }
  return ask;
}

/** A written reference to a column (T[C], ${v.f}, [C]). */
const REF_IN = /\[[^\]]+\]|\$\{[^}]+\}/;

function splitRequest(raw: string, tailNamed = false): Split {
  const text = cleanRequest(raw);
  // A request typed in capitals tells no names apart by their case; it is read whole.
  const letters = text.replace(/[^A-Za-z]/g, "");
  if (letters.length > 10 && letters.replace(/[^A-Z]/g, "").length > 0.6 * letters.length) return { ask: stripPurpose(raw), context: [], tables: [] };
  let at = -1;
  let askStart = -1;
  // The first hand-over that opens a sentence; else the first one. ("... by Claim Type they want each
  // bar shown as a share. Please give me ...": what a third party wants is context; the ask opens a sentence.)
  const drops = [...text.matchAll(ASK_DROP)].filter((m) => m.index! > 0 && !NEGATED.test(text.slice(0, m.index! + (m[0].length - m[0].trimStart().length))));
  const opening = drops.find((m) => /^[.?!:]/.test(m[0]) || SENTENCE_END.test(text.slice(0, m.index!)) || /^\s*[-–—]\s/.test(m[0]));
  const drop = opening ?? drops[0];
  if (drop) {
    at = drop.index!;
    askStart = drop.index! + drop[0].length;
  }
  // "Order Date in A, sales amt in B - ytd sales total": a dash or full stop after a data description.
  if (at < 0) {
    for (const m of text.matchAll(/\s[-–—]\s|[.;]\s+(?=[a-z])/gi)) {
      const before = text.slice(0, m.index!);
      // (A dash inside quotes is a text, not a pause: 'Dealer Name + " - " + City'.)
      if ((before.match(/"/g) ?? []).length % 2 === 1) continue;
      // (A sentence saying which column has gaps names "null" without asking for anything.)
      if (describesData(before) && (!CALCULATION.test(before) || (saysGaps(before) && !/\b(?:replace|fill|show|default|instead|treat|use)\b/i.test(before)))) {
        at = m.index!;
        askStart = m.index! + m[0].length;
        break;
      }
    }
  }
  // "Our grades export has Student Name, Course and Grade columns, and Grade is blank for students who
  // withdrew. Average grade for course BIO 110, ...": a sentence that opens with the calculation, after one
  // that describes the data.
  if (at < 0) {
    for (const m of text.matchAll(/[.;!]\s+(?=(?:average|avg|total|sum|count|how many|number of|percent(?:age)?|share|rank|running|cumulative|rolling|moving|median|max(?:imum)?|min(?:imum)?|distinct|unique)\b)/gi)) {
      const before = text.slice(0, m.index!);
      if (describesData(before) && before.split(/\s+/).length >= 4) {
        at = m.index!;
        askStart = m.index! + m[0].length;
        break;
      }
    }
  }
  // "Premium review is split by life stage. bucket member age into ...": a sentence that opens with an
  // imperative of a calculation is the ask, whatever the sentence before it says.
  if (at < 0) {
    for (const m of text.matchAll(/[.;!]\s+(?=(?:bucket|band|classify|categori[sz]e|label|flag|tag|rank|round|truncate|extract|combine|concatenate|concat|replace|convert|compute|calculate)\s+(?!it\b|them\b|this\b|these\b|those\b))/gi)) {
      const before = text.slice(0, m.index!);
      if (before.split(/\s+/).length >= 4 && !/\b(?:bucket|band|label|flag|rank)\b/i.test(before)) {
        at = m.index!;
        askStart = m.index! + m[0].length;
        break;
      }
    }
  }
  if (at < 0) {
    for (const m of text.matchAll(ASK_KEEP)) {
      if (m.index! > 0) {
        at = m.index!;
        askStart = m.index! + m[0].length;
        break;
      }
    }
  }
  const whole = { ask: apart(stripPurpose(text)), context: [], tables: [] };
  // "unique customers with a refund over 100 - Returns[Customer ID], Returns[Refund Amount]": the
  // columns listed after the request.
  const REF = "(?:(?:'[^']+'|[A-Za-z_]\\w*)\\[[^\\]]+\\]|\\$\\{[^}]+\\}|\\[[^\\]]+\\])";
  const after = new RegExp(`^(.*\\S)\\s*(?:\\s[-–—]\\s|:\\s)\\s*(${REF}(?:\\s*(?:,|and)\\s*${REF})+)\\s*\\.?$`).exec(text);
  if (after && /[a-z]/i.test(after[1]!)) return { ask: stripPurpose(after[1]!), context: contextNames(after[2]!), tables: [] };
  // "how many deals are Closed Won in EMEA? headers are Region, Stage, Amount": the sheet's columns listed after
  // the ask, in their order.
  const headers = /^(.*\S)\s*(?:[.?!;]|\s[-–—]|,)\s*(?:and\s+)?((?:my|the|our)\s+)?(?:columns?|headers?|cols?|fields?|headings?)\s+(?:are|:)\s*:?\s*([A-Za-z][\w%]*(?:\s+[A-Za-z][\w%]*){0,3}(?:\s*(?:,|\band\b|&)\s*(?:and\s+)?[A-Za-z][\w%]*(?:\s+[A-Za-z][\w%]*){0,3})+)\s*[.!]?\s*$/.exec(text);
  if (headers && /[a-z]/i.test(headers[1]!) && !REF_IN.test(headers[3]!)) {
    const names = headers[3]!.split(/\s*(?:,|\band\b|&)\s*/).map((n) => n.trim()).filter(Boolean);
    if (names.length >= 2 && names.every((n) => n.split(/\s+/).length <= 4)) {
      const title = (n: string) => n.split(/\s+/).map((w) => (w === w.toLowerCase() ? (/^id$/.test(w) ? "ID" : w.charAt(0).toUpperCase() + w.slice(1)) : w)).join(" ");
      return { ask: apart(stripPurpose(headers[1]!)), context: names.map((n) => ({ name: title(n) })), tables: [], text: text.slice(headers[1]!.length).replace(/^\s*[.?!;,\-–—]\s*/, "") };
    }
  }
  // ("distinct count of suppliers - PurchaseOrders[SupplierID]": one ID column after a count is the thing counted, not a minus.)
  const one = new RegExp(`^(.*\\b(?:count|distinct|unique|number of|how many)\\b.*\\S)\\s+[-–—:]\\s+(${REF})\\s*\\.?$`, "i").exec(text);
  if (one && /(?:id|key|code|number|no)\]|\.\w*_?id\}/i.test(one[2]!)) return { ask: stripPurpose(one[1]!), context: contextNames(one[2]!), tables: [] };
  // "... as a FIXED level of detail (Member ID, Harvest Tons)": the columns listed in parentheses at the end.
  const NAME = `(?:${REF}|[A-Z]\\w*\\s+table|[A-Z][\\w$%]*(?:\\s+[A-Z][\\w$%]*){0,3})`;
  const listed = new RegExp(`^(.*\\S)\\s*\\(\\s*(${NAME}(?:\\s*,\\s*${NAME})+)\\s*\\)\\s*\\.?$`).exec(text);
  if (listed && /[a-z]/.test(listed[1]!)) {
    // ("(Permits table, Permits[Permit Type])": an item naming a table is the table, not a column.)
    const items = listed[2]!.split(/\s*,\s*/);
    const tables = items.map((n) => /^([A-Z]\w*)\s+table$/.exec(n)?.[1]).filter((n): n is string => !!n);
    const rest = items.filter((n) => !/^[A-Z]\w*\s+table$/.test(n)).join(", ");
    const refs = contextNames(rest);
    return { ask: stripPurpose(listed[1]!), context: refs.length ? refs : rest ? rest.split(/\s*,\s*/).map((n) => ({ name: n })) : [], tables };
  }
  // A request that opens with the ask ("whats the formula for ..., I have X and want ...") is read whole.
  // (Unless a later sentence opens with its own hand-over: "We want weekly trends ... What's the field to ...".)
  if (at <= 0 || (opensWithAsk(text) && !(opening && /[.?!]['"’”)]*\s*$/.test(text.slice(0, opening.index! + 1))))) return whole;
  const before = text.slice(0, at);
  // "... growth % of Sales? year is on columns": a sentence after the ask's own stays apart from it.
  let ask = apart(stripPurpose(text.slice(askStart).trim()));
  // "How do I get a 7 day moving average in column C?": where the result goes, not what it reads.
  const placed = contextNames(before).filter((c) => c.column).map((c) => c.column);
  if (placed.length) ask = ask.replace(/\s+(?:in|into|to|on)\s+(?:a\s+new\s+|the\s+next\s+)?col(?:umn)?\s+([A-Z]{1,2})\s*\??\s*$/, (m, c: string) => (placed.includes(c) ? m : ""));
  const cueless = before.replace(/[-–—:,.;]\s*$/, "");
  // A whole sentence before a spoken hand-over ("our clinic dashboard shows visits by month. can you
  // give me ...") is context even when it describes no data: it says who asks and why.
  const sentence = (/^\s*(?:[.?!:]|[-–—]\s)/.test(text.slice(at)) || SENTENCE_END.test(before)) && before.split(/\s+/).filter((w) => /^[a-z][a-z']*[,.]?$/i.test(w)).length >= 3;
  // (A request whose columns a tail named is a pasted message: what it says before the hand-over, naming
  // no columns of its own, is context: "we are building signup cohorts and need ...".)
  if (!/[a-z]/i.test(ask) || !(describesData(cueless) || sentence || (tailNamed && !contextNames(before).length)) || before.split(/\s+/).length < 2) return whole;
  const named = [
    ...[...before.matchAll(/\b([A-Za-z_]\w*)\s+(?:table|sheet|tab)\b/g)].map((m) => ({ at: m.index!, name: m[1]! })),
    ...[...before.matchAll(/\b(?:table|sheet|tab)\s+(?!has\b|with\b|and\b|of\b|is\b)([A-Z]\w*)/g)].map((m) => ({ at: m.index!, name: m[1]! })),
    ...[...before.matchAll(/\b(?:table|sheet|tab)\s+(?:is|=|:)\s+(?:called\s+|named\s+)?([A-Z]\w*)/g)].map((m) => ({ at: m.index!, name: m[1]! })),
    // ("new column on Students for GPA band:": the table the column is added to.)
    ...[...before.matchAll(/\b(?:column|col)\s+(?:on|in|to)\s+(?:the\s+)?([A-Z]\w*)/g)].map((m) => ({ at: m.index!, name: m[1]! })),
  ].sort((a, b) => a.at - b.at);
  const tables = named.map((t) => t.name).filter((t) => !/^(?:a|an|the|my|our|lookup|this|that|each|one|same|other|another|separate|second|main|data|pivot)$/i.test(t));
  // Context that describes no data names columns only by writing them as references or as Title Case
  // names inside a sentence ("Hey", "Support asked ...", "From the ops channel" open sentences).
  return { ask, context: (saysGaps(cueless) && !describesData(cueless.replace(GAPS_A, "").replace(GAPS_B, "")) ? gapNames(cueless) : contextNames(describesData(cueless) ? before : before.replace(/(^|[.?!:;\-–—"']\s*)[A-Z][\w']*(?![\w'[])/g, "$1"))).filter((c) => !tables.includes(c.name)), tables, text: before };
}

/** "... growth % of Sales? year is on columns": a sentence after the ask's own stays apart from it. */
function apart(s: string): string {
  // ("... over 200 = Power? Ops wants to filter by it.": a question or exclamation mark ends a sentence whatever follows.)
  s = s.replace(/([a-z0-9)\]}'"])[?!]+\s+(?=[A-Z][a-z]+\s+[a-z]+)/g, "$1 | ");
  return s.replace(/([a-z0-9)\]}'"])(?<!\b(?:vs|etc|approx|no|e\.g|eg|i\.e|ie|incl|excl|dept|avg|qty|amt|inc|ltd|co|st|jr|sr|mr|mrs|ms|dr|fig|min|max|est))[.?!]\s+(?=[a-z])/gi, "$1 | ");
}

function opensWithAsk(text: string): boolean {
  ASK_DROP.lastIndex = 0;
  const first = ASK_DROP.exec(text);
  ASK_DROP.lastIndex = 0;
  return !!first && first.index === 0 && first[0].trim().length > 0;
}

/** Column names the context mentions, with the sheet column when it gives one. */
function contextNames(s: string): ContextName[] {
  const out: ContextName[] = [];
  const add = (name: string, column?: string, table?: string, view?: string) => {
    // ("Triage Level (1 to 5)", "Grade (0-100)": the values in parentheses are no part of the name.)
    const n = name.trim().replace(/^(?:the|a|an|my|our)\s+/i, "").replace(/\s*\(\s*-?\d[^)]*\)\s*$/, "");
    // ("in ALL CAPS", "UPPER CASE": how values are written, not a column.)
    if (!n || /^(?:I|We|It|This|That|The|One|Each|Every|In|On|At|For|From|Our|My|Some|All|If|When|Please|Hi|Hey|Hello|Thanks|So|But|And|Also|Then)$/.test(n) || /^(?:all caps|caps|caps lock|upper ?case|lower ?case|proper ?case|title ?case)$/i.test(n)) return;
    if (out.some((o) => o.name.toLowerCase() === n.toLowerCase())) return;
    out.push({ name: n, ...(column ? { column } : {}), ...(table ? { table } : {}), ...(view ? { view } : {}) });
  };
  // Quoted text is an example of values ("look like 'DMG-Box crushed'"), not a column.
  let rest = s.replace(/(^|[\s(=,:])'[^'\n]*'(?=$|[\s),.;:?!])|"[^"\n]*"/g, "$1 ");
  // "no lead time filled in (col F)", "lead time (column F)": a name with its letter in parentheses.
  rest = rest.replace(/\b(?:no\s+|the\s+|a\s+|an\s+)?([a-z][\w]*(?:\s+[a-z][\w]*){0,2}?)\s+(?:filled\s+in\s+|filled\s+out\s+|entered\s+|recorded\s+)?\(\s*(?:col(?:umn)?\.?\s+)([A-Z]{1,2})\s*\)/gi, (_, n: string, c: string) => {
    add(n.replace(/\b[a-z]/g, (x) => x.toUpperCase()), c);
    return " ";
  });
  // "Order Date in A", "Crop in col B", "col C is Qty".
  rest = rest.replace(/([A-Za-z][\w$%()]*(?:[ ][A-Za-z][\w$%()]*){0,3}?)\s+(?:(?:is|are)\s+)?in\s+(?:col(?:umn)?\s+)?([A-Z]{1,2})\b(?![a-z])/g, (_, n: string, c: string) => {
    // ("I have a sheet with Date in column A": the name is what follows "with".)
    // ("Clinic visit dates are in column A": a name typed half in capitals is one name, in capitals.)
    // ("On the Roster sheet crew hours are in column D": the sheet said first is no part of the name.)
    const name = n.split(/\b(?:with|has|have|had|got|and|contains?|includes?)\s+/i).pop()!.replace(/^.*\b(?:sheet|tab|worksheet)\s+/i, "");
    add((/^[A-Z]/.test(name) && /\s[a-z]/.test(name)) || name === name.toLowerCase() ? name.replace(/\b[a-z]/g, (x) => x.toUpperCase()) : name, c);
    return " ";
  });
  rest = rest.replace(/\bcol(?:umn)?\s+([A-Z]{1,2})\s*(?:=|:|is|has|holds)\s*([A-Za-z][\w$%()]*(?:[ ][A-Za-z][\w$%()]*){0,3})/g, (_, c: string, n: string) => {
    add(n, c);
    return " ";
  });
  // "with Check In and Check Out dates": names said to be dates.
  rest = rest.replace(/\b([A-Z][\w]*(?:\s+[A-Z][\w]*){0,3})\s*(?:,|and|&)\s*([A-Z][\w]*(?:\s+[A-Z][\w]*){0,3})\s+(?:dates|datetimes|date columns|date fields|timestamps)\b/g, (_, a: string, b: string) => {
    add(a);
    add(b);
    for (const n of [a, b]) {
      const c = out.find((o) => o.name === n.trim());
      if (c) c.date = true;
    }
    return " ";
  });
  // "check in dates in one column and check out dates in another": two date columns named in words.
  rest = rest.replace(/\b((?:[a-z]+\s+)?[a-z]+)\s+dates?\s+in\s+(?:one|a|the first|its own)\s+column\s+and\s+(?:the\s+)?((?:[a-z]+\s+)?[a-z]+)\s+dates?\s+in\s+(?:another|the other|a second|the second)(?:\s+(?:one|column))?\b/gi, (m, a: string, b: string) => {
    const name = (w: string) => `${w.split(/\s+/).filter((x) => !/^(?:have|has|with|the|my|our|i|we|got|some|all)$/i.test(x)).map((x) => x.charAt(0).toUpperCase() + x.slice(1)).join(" ")} Date`;
    for (const n of [name(a), name(b)]) {
      add(n);
      const c = out.find((o) => o.name === n);
      if (c) c.date = true;
    }
    return " ";
  });
  // "our policy numbers look like AUTO-558201-TX": the column whose values are shown.
  for (const m of rest.matchAll(/\b((?:[a-z]+\s+){0,2}[a-z]+?)(?:s)?\s+(?:values?\s+)?(?:look|looks)\s+like\b/gi)) {
    const words = m[1]!.trim().split(/\s+/).filter((w) => !/^(?:our|my|the|all|their|your|some|these|those)$/i.test(w));
    if (words.length) add(words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(" "));
  }
  // (The example itself, "AUTO-558201-TX", names no column.)
  rest = rest.replace(/\b(?:look|looks)\s+like\s+\S+/gi, " ");
  // Written references keep their spelling.
  for (const m of rest.matchAll(/\$\{\s*([A-Za-z_]\w*)\.([A-Za-z_]\w*)\s*\}|'([^'\]]+)'\[([^\]]+)\]|\b([A-Za-z_]\w*)\[([^\]]+)\]|\[([^\]]+)\]/g)) add(m[2] ?? m[4] ?? m[6] ?? m[7]!, undefined, m[3] ?? m[5], m[1]);
  rest = rest.replace(/\$\{[^}]*\}|\b[A-Za-z_]\w*\[[^\]]*\]|\[[^\]]*\]/g, " , ");
  // "fields: Store Name, Region, Sales": a list after "fields"/"columns", whatever its case.
  const list = /\b(?:fields?|columns?|cols?)\s*(?::|are|=)\s*(.+)$/i.exec(rest);
  if (list) {
    for (const item of list[1]!.split(/\s*,\s*|\s+and\s+|\s*[.;]\s*/)) if (/^[\w$%() ]{1,40}$/.test(item.trim()) && item.trim().split(/\s+/).length <= 4) add(item);
    rest = rest.slice(0, list.index);
  }
  // snake_case words.
  for (const m of rest.matchAll(/\b[a-z][a-z0-9]*_[a-z0-9_]*[a-z0-9]\b/g)) add(m[0]);
  // Title Case runs ("Harvest Year", "Patient ID", "Trip Amt", "Revenue (USD)"), unless they name a table or sheet.
  for (const m of rest.matchAll(/\b[A-Z][\w$%]*(?:\s+(?:\([^)]{1,8}\)|[A-Z][\w$%]*|(?:of|per|to)(?=\s+[A-Z])|and(?=\s+[A-Z][a-z]+\s+(?:ID|Id)\b)))*/g)) {
    const after = rest.slice(m.index! + m[0].length);
    if (/^\s+(?:table|sheet|tab|data|dataset|log|report|explore|model|file|workbook|view)\b/i.test(after)) continue;
    add(m[0]);
  }
  return out;
}

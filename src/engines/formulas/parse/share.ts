import type { Condition, Expr, FieldRef, Intent, Level, Measure } from "../ir";
import { Ctx } from "./context";
import { takeFilters } from "./filters";
import { BOUNDARY, DIMENSION_WORDS, ENTITIES, STATUS_VALUES, cut, entityIdField, trimFiller } from "./phrases";
import { PLACEHOLDER, displayWord, isWrittenName, singular, wordsOf } from "./text";

/** Percent of total, ratios and named rates (margin, CTR, AOV...), and simple arithmetic. */

export const leafOf = (m: Measure, filters?: Condition[]): Expr => ({ kind: "measure", measure: m, ...(filters?.length ? { filters } : {}) });
const sumOf = (f: FieldRef): Expr => leafOf({ agg: "sum", field: f });

function levelOf(ctx: Ctx): Level {
  if (/\b(per row|each row|every row|row level|row by row|for each (?:order line|line|row|record|transaction)|on each row)\b/.test(ctx.t)) return "row";
  if (/\b(overall|grand total|whole|entire|all rows|total ratio)\b/.test(ctx.t)) return "total";
  return "aggregate";
}

const fieldName = (e: Expr): string => (e.kind === "measure" ? (e.measure.field?.name ?? "Rows") : e.kind === "num" ? String(e.value) : fieldName(e.left));

export function parsePercentOfTotal(ctx: Ctx): Intent | null {
  // "Returns as a share of Orders Shipped": a share of another named measure is a ratio of the two,
  // not a share of the total (that is "of the total", "of all", "of its region").
  if (/\b(?:as\s+)?(?:a|an|the)\s+(?:share|percent|percentage|pct|fraction|proportion|portion)\s+of\s+(?!(?:the\s+|its\s+|their\s+|all\s+)?(?:total|totals|grand|overall|whole|entire|column|row|all|sum|everything|table)\b|(?:its|their|each|every)\b)(?:§\d+|[a-z])/.test(ctx.t) && /^\s*(?:§\d+|[a-z][a-z0-9_]*(?:\s+[a-z][a-z0-9_]*){0,3})\s+as\s+/.test(ctx.t)) return null;
  // "% of the whole table", "share of the entire column": the grand total.
  ctx.t = ctx.t.replace(/\b(?:the\s+)?(?:whole|entire|full)\s+(?:table|column|dataset|data set|data|results?|sheet|report)\b/g, "the total").replace(/\b(each|every)\s+rows?\s+(?=§)/g, "each ");
  const re =
    /\b(?:(?:percent|percentage|pct|share|proportion|fraction|contribution|portion|ratio)\s+(?:of|to|in|from)\s+(?:the\s+|its\s+|their\s+)?(?:(grand|overall|column|row|total)\s+)?(?:([a-z§0-9_]+)\s+)?(?:total|totals|sum|overall|column|all)|(?:contribution|share)\s+(?:to|of)\s+(?:the\s+)?(?:overall\s+|grand\s+)?(?:total|sum)|of\s+(?:the\s+)?(?:grand\s+|overall\s+)total|(?:share|mix|contribution)\b)/;
  const byShare = /\b(?:percent|percentage|pct|share|proportion)\s+of\s+(?!total\b|(?:the\s+)?row\b)(.+?)\s+(?:by|per|across|for each|for every)\s+/.exec(ctx.t);
  if (byShare && !/\b(that|which|who|where|whose|with|from)\b/.test(ctx.t)) {
    ctx.take(/\b(?:percent|percentage|pct|share|proportion)\s+of\b/);
    ctx.groupBy();
    const measure = ctx.measureOrDefault();
    return { family: "percentOfTotal", measure, name: `${measure.field?.name ?? "Rows"} % of Total` };
  }
  // "what fraction of its Product Category's Revenue does each product bring in": the group, then the measure.
  const itsM = /\b(?:percent|percentage|pct|share|proportion|fraction|portion)\s+of\s+(?:its|their)\s+((?:§\d+|[a-z_]+)(?:\s+(?!does\b|do\b|is\b|are\b|that\b|by\b|for\b|which\b)(?:§\d+|[a-z_]+)){1,4})/.exec(ctx.t);
  const itsWords = itsM ? itsM[1]!.split(" ") : [];
  // The group is the longest run of leading words that ends with a category word ("product category").
  let split = 0;
  for (let i = 1; i < itsWords.length; i++) if (DIMENSION_WORDS.has(singular(itsWords[i - 1]!))) split = i;
  const its = split ? [itsWords.slice(0, split).join(" "), itsWords.slice(split).join(" ")] : null;
  if (its) {
    const measure = ctx.measure(cut(its[1]!));
    const within = ctx.field(its[0]!, { asDimension: true });
    if (measure && within) {
      const what = measure.entity ? measure.field!.name.replace(/ ID$/, "s") : (measure.field?.name ?? "Rows");
      return { family: "percentOfTotal", measure, within, name: `${what} % of ${within.name} Total` };
    }
  }
  const row = /\b(?:percent|percentage|pct|share)\s+of\s+(?:the\s+)?row(?:\s+total)?\b/.exec(ctx.t);
  if (row) {
    ctx.take(new RegExp(row[0]));
    ctx.drop(/\b(?:in a pivot|pivot(?:ed)?|in the pivot|across (?:the )?pivots?|total)\b/);
    const measure = ctx.measureOrDefault();
    return { family: "percentOfTotal", measure, pivotRow: true, name: `${measure.field?.name ?? "Rows"} % of Row` };
  }
  // "% of sales within each region", "share of profit inside its category": a share inside a group
  // with no word for "total".
  const inGroup = /\b(?:percent|percentage|pct|share|proportion)\s+of\s+(?:the\s+)?((?:§\d+|[a-z_]+)(?:\s+[a-z_]+){0,2}?)\s+(?:within|inside|in)\s+(?:each|every|its|their|the)\s+(§\d+|[a-z_]+(?:\s+[a-z_]+)?)\s*$/.exec(ctx.t.trim());
  // (A two-word group must end with a category word: "sub category", not "category sales".)
  const groupOk = !!inGroup && (!/\s/.test(inGroup[2]!) || DIMENSION_WORDS.has(singular(inGroup[2]!.split(" ").pop()!)));
  if (inGroup && groupOk && !/^(?:rows?|records?|lines?|cells?|columns?|total|view)$/.test(inGroup[2]!) && !/\btotal\b/.test(inGroup[1]!) && !re.test(ctx.t.replace(inGroup[0], " "))) {
    const measure = ctx.measure(inGroup[1]!);
    const within = ctx.field(inGroup[2]!, { asDimension: true });
    if (measure && within) {
      const what = measure.entity ? measure.field!.name.replace(/ ID$/, "s") : (measure.field?.name ?? "Rows");
      return { family: "percentOfTotal", measure, within, name: `${what} % of ${within.name} Total` };
    }
  }
  // "% of total across all regions": "across all" opens the scope of the total, not a group name.
  ctx.t = ctx.t.replace(/\b(total|totals)\s+(?=(?:across|over)\s+all\b)/, "$1 , ");
  const m = re.exec(ctx.t);
  if (!m) return null;
  // "share of sales from the East region" is a conditional ratio, not a share of the total.
  if (/^(share|mix|contribution)$/.test(m[0]) && /\b(that|which|who|where|whose|from|with)\b/.test(ctx.t) && !/\b(total|all|overall|whole)\b/.test(ctx.t)) return null;
  ctx.take(re);
  let within: FieldRef | undefined;
  if (m[2] && !/^(the|grand|overall|column|row|sales|revenue|for|of|in|by|per|each|every|all|its|their|a|an)$/.test(m[2]) && !PLACEHOLDER.test(m[2])) within = ctx.field(m[2], { asDimension: true }) ?? undefined;
  // "within each category", "in its category('s sales)", "of their region total": the share inside a group.
  const w = ctx.take(/\b(?:within|inside)\s+(?:each|every|the|its|their)\s+((?:§\d+)|[a-z_]+)\b|\bwithin\s+((?:§\d+)|[a-z_]+)\b|\b(?:in|of|to)\s+(?:its|their)\s+((?:§\d+)|[a-z_]+)\b/);
  if (w) within = ctx.field(w[1] ?? w[2] ?? w[3]!, { asDimension: true }) ?? undefined;
  // "across all categories", "ignoring the category slicer": the total over every value of that field only.
  const acrossM = ctx.take(/,?\s*\b(?:across|over)\s+all\s+(?:the\s+)?(§\d+|[a-z_]+)(?:\s+values)?\b|,?\s*\b(?:ignoring|regardless of|removing)\s+(?:the\s+)?([a-z_]+)\s+(?:slicer|filter|selection)s?\b/);
  // (Both may be written: "across all categories, ignoring the category slicer".)
  ctx.take(/,?\s*\b(?:ignoring|regardless of|removing)\s+(?:the\s+)?([a-z_]+)\s+(?:slicer|filter|selection)s?\b/);
  const acrossWord = acrossM ? (acrossM[1] ?? acrossM[2]) : undefined;
  // ("across all Product[Category] values": a written column is the one whose filter goes.)
  // ("ignoring the agency filter" with Budget[Agency] written: the written column is that field.)
  const writtenCol = acrossWord && !/^§/.test(acrossWord) ? ctx.doc.quoted.findIndex((q) => q.kind !== "quote" && singular(q.text.toLowerCase()) === singular(acrossWord)) : -1;
  const across =
    writtenCol >= 0
      ? (ctx.field(`§${writtenCol}`) ?? undefined)
      : acrossWord && (DIMENSION_WORDS.has(singular(acrossWord)) || /^§\d+$/.test(acrossWord))
        ? (ctx.field(acrossWord, { asDimension: true }) ?? undefined)
        : undefined;
  ctx.drop(/\b(?:percent|percentage|pct|as a|as|calculate|of total|total)\b/);
  // "what percentage of the total is each amount": the thing each row holds is the measure, not a grouping.
  const each = /^\s*(?:what|which|how much)?\s*(?:\|\s*)*(?:is|are|does|do)\s+(?:each|every)\s+((?:§\d+)|[a-z_]+(?:\s+[a-z_]+)?)\s*$/.exec(ctx.t);
  if (each) ctx.t = ` ${each[1]} `;
  const group = ctx.groupBy();
  const measure = countEntities(ctx, ctx.measureOrDefault());
  // "each faculty's share ... Enrolments[Faculty]": in DAX a group written as a column is the one whose
  // filter the total removes (ALL(Enrolments[Faculty])), so the other slicers still apply.
  const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const writtenGroup = ctx.dialect === "dax" && group && (group.table || new RegExp(`\\[${esc(group.name)}\\]`, "i").test(ctx.doc.raw)) ? group : undefined;
  return {
    family: "percentOfTotal",
    measure,
    within,
    across: within ? undefined : (across ?? writtenGroup),
    name: `${measure.entity ? measure.field!.name.replace(/ ID$/, "s") : (measure.field?.name ?? "Rows")} % of ${within ? `${within.name} ` : ""}Total`,
  };
}

/**
 * "percent of total customers": a bare plural entity is counted (distinct IDs), not summed. Looker
 * fields are already measures (${view.customers}) and a sheet's column already holds the counts, so
 * those stay as they are.
 */
function countEntities(ctx: Ctx, m: Measure): Measure {
  const name = m.field?.name.toLowerCase() ?? "";
  if (ctx.dialect === "looker" || ctx.dialect === "excel" || m.agg !== "sum" || !m.field || m.field.view || m.field.table || m.field.isMeasureRef || m.field.column || !/^[a-z]+s$/.test(name) || !ENTITIES.has(singular(name))) return m;
  return { agg: "countd", field: entityIdField(singular(name), ctx.doc), entity: true };
}

/** The last noun phrase of `s`, read backwards to a boundary word. */
function tailPhrase(s: string): string {
  const words = wordsOf(s.split("|").pop() ?? "");
  const out: string[] = [];
  for (let i = words.length - 1; i >= 0; i--) {
    const w = words[i]!;
    // ("Accounts Receivable" names a column; only "account for" is a verb.)
    const accountNoun = /^accounts?$/.test(w) && i + 1 < words.length && words[i + 1] !== "for";
    if (BOUNDARY.has(w) && !/^(of|number)$/.test(w) && !accountNoun) break;
    if (/^(is|as|=|calculate|compute|ratio|get|give|show|formula|field)$/.test(w)) break;
    out.unshift(w);
  }
  return out.join(" ");
}

function headPhrase(s: string): string {
  const first = (s.split("|")[0] ?? "").trim().replace(/^(?:the|a|an)\s+/, "");
  // "sum of sales", "number of orders": the "of" belongs to the aggregation, not a new clause.
  const agg = /^((?:sum|total|average|avg|mean|count|number|median|min|minimum|max|maximum|distinct count|count distinct|unique count)\s+of\s+(?:the\s+)?)(.+)$/.exec(first);
  if (agg) return `${agg[1]}${cut(agg[2]!, ["of"])}`;
  return cut(first, ["of"]).replace(/^(?:the|a|an)\s+/, "");
}

/** A ratio operand: a number, an aggregate phrase, or an entity count. */
function operand(ctx: Ctx, phrase: string, entityCount = false): Expr | null {
  const p = trimFiller(wordsOf(phrase), ctx.doc.casing).join(" ");
  if (!p) return null;
  if (/^-?\d+(\.\d+)?$/.test(p)) return { kind: "num", value: Number(p) };
  // Looker Studio sources (GA, ad platforms) name metrics in title case: "Leads", "Active Users",
  // "Total Revenue" are columns to sum, not entities to count or aggregation words. In any tool, an
  // operand of a written formula ("Ad Spend / Leads", "divided by Total Orders") is a column as written.
  const written = wordsOf(p);
  const formulaWritten = /\/|\bdivided by\b/.test(ctx.doc.text);
  // ("revenue / subscribers" in Looker Studio: a division typed with "/" is of the data source's metrics, lower case or not.)
  if (((ctx.dialect === "looker-studio" || formulaWritten) && !PLACEHOLDER.test(p) && written.every((w) => /^[A-Z]/.test(ctx.doc.casing.get(w) ?? ""))) || (ctx.dialect === "looker-studio" && /\s\/\s/.test(ctx.doc.text) && !PLACEHOLDER.test(p) && written.length <= 3 && !written.some((w) => /^(?:number|count|total|sum|distinct|unique|average|avg|mean|of)$/.test(w)))) {
    const f = ctx.field(p);
    if (f) return leafOf({ agg: "sum", field: f });
  }
  const m = ctx.measure(p);
  if (!m) return null;
  // A bare entity as a divisor ("revenue per user") counts distinct ones.
  const ws = wordsOf(p);
  if (entityCount && ws.length === 1 && m.agg === "sum" && ENTITIES.has(singular(ws[0]!)) && !PLACEHOLDER.test(p)) {
    return leafOf({ agg: "countd", field: entityIdField(singular(ws[0]!), ctx.doc), entity: true });
  }
  return leafOf(m);
}

interface Named {
  re: RegExp;
  name: string;
  build: (ctx: Ctx, given: FieldRef[]) => { num: Expr; den: Expr } | null;
}

const assumeSum = (ctx: Ctx, name: string) => sumOf(ctx.assume(name));
const countOf = (ctx: Ctx, entity: string, filters?: Condition[]): Expr => leafOf({ agg: "countd", field: ctx.assume(`${entity} ID`), entity: true }, filters);

/** Revenue-like words go first in a margin; cost-like second. */
const COST_LIKE = /cost|cogs|expense|spend|cost of goods|opex|overhead/i;

function orderMarginFields(fields: FieldRef[]): [FieldRef, FieldRef] {
  const [a, b] = fields as [FieldRef, FieldRef];
  const costLike = COST_LIKE;
  if (costLike.test(a.name) && !costLike.test(b.name)) return [b, a];
  return [a, b];
}

/**
 * Net Promoter Score: the share of promoters (scores 9-10) less the share of detractors (0-6), over
 * every answer. The score field is the one named ("NPS Score", [Rating]) or an assumed Score; the
 * bands may be restated ("promoters 9-10", "detractors (0-6)").
 */
function npsParts(ctx: Ctx, given: FieldRef[]): { num: Expr; den: Expr } {
  const text = ctx.doc.text;
  const named = /\b((?:nps|survey|recommend(?:ation)?|likelihood to recommend|customer)\s+(?:score|rating)|likelihood to recommend|(?<!net promoter )score|rating)\b/.exec(text.replace(/\bnet promoter score\b/g, " "));
  // (Each answer's score is a column, even written [Rating] in DAX.)
  const score: FieldRef = { ...(given[0] ?? (named ? ctx.field(named[1]!)! : ctx.assume("Score"))) };
  delete score.isMeasureRef;
  const promoters = /\bpromoters?\b[^0-9]*?(\d+)\s*-\s*10\b/.exec(text);
  const detractors = /\bdetractors?\b[^0-9]*?0\s*-\s*(\d+)\b/.exec(text);
  const hi = promoters ? Number(promoters[1]) : 9;
  const lo = detractors ? Number(detractors[1]) : 6;
  const count = (filters?: Condition[]): Expr => leafOf({ agg: "count", field: score }, filters);
  return {
    num: { kind: "bin", op: "-", left: count([{ field: score, op: ">=", value: hi }]), right: count([{ field: score, op: "<=", value: lo }]) },
    den: count(),
  };
}

const NAMED: Named[] = [
  {
    re: /\b(?:nps|net promoter score)\b(?!\s+(?:score|rating)\b)|\bpromoters?\b.*\bdetractors?\b/,
    name: "NPS",
    build: (ctx, g) => npsParts(ctx, g),
  },
  {
    re: /\b(?:ctr|click through rate|click thru rate|clickthrough rate)\b/,
    name: "CTR",
    build: (ctx, g) => ({ num: g[0] ? sumOf(g[0]) : assumeSum(ctx, "Clicks"), den: g[1] ? sumOf(g[1]) : assumeSum(ctx, "Impressions") }),
  },
  {
    re: /\b(?:cpc|cost (?:per|\/) clicks?)\b/,
    name: "CPC",
    build: (ctx, g) => ({ num: g[0] ? sumOf(g[0]) : assumeSum(ctx, "Cost"), den: g[1] ? sumOf(g[1]) : assumeSum(ctx, "Clicks") }),
  },
  {
    re: /\b(?:cpm|cost per (?:thousand|mille|1000)(?: impressions)?)\b/,
    name: "CPM",
    build: (ctx, g) => ({
      num: { kind: "bin", op: "*", left: g[0] ? sumOf(g[0]) : assumeSum(ctx, "Cost"), right: { kind: "num", value: 1000 } },
      den: g[1] ? sumOf(g[1]) : assumeSum(ctx, "Impressions"),
    }),
  },
  {
    re: /\b(?:cpa|cost (?:per|\/) (?:acquisition|conversion|lead|action)s?)\b/,
    name: "CPA",
    build: (ctx, g) => ({ num: g[0] ? sumOf(g[0]) : assumeSum(ctx, "Cost"), den: g[1] ? sumOf(g[1]) : assumeSum(ctx, "Conversions") }),
  },
  {
    re: /\b(?:roas|return on ad spend)\b/,
    name: "ROAS",
    build: (ctx, g) => ({ num: g[0] ? sumOf(g[0]) : assumeSum(ctx, "Revenue"), den: g[1] ? sumOf(g[1]) : assumeSum(ctx, "Ad Spend") }),
  },
  {
    re: /\b(?:roi|return on investment)\b/,
    name: "ROI",
    build: (ctx, g) => {
      const [r, c] = g.length >= 2 ? orderMarginFields(g) : [ctx.assume("Revenue"), ctx.assume("Cost")];
      return { num: { kind: "bin", op: "-", left: sumOf(r), right: sumOf(c) }, den: sumOf(c) };
    },
  },
  {
    // Basket size is a count of items per order ("units per transaction"), not its value.
    re: /\b(?:average|avg|mean)\s+(?:basket|cart)\s+size\b|\b(?:units|items) per (?:order|transaction|basket)\b|\bupt\b/,
    name: "Average Basket Size",
    build: (ctx, g) => ({
      num: g[0] ? sumOf(g[0]) : assumeSum(ctx, "Quantity"),
      den: g[1] ? (/ id$/i.test(g[1].name) ? leafOf({ agg: "countd", field: g[1], entity: true }) : sumOf(g[1])) : countOf(ctx, /transaction/.test(ctx.doc.text) ? "Transaction" : "Order"),
    }),
  },
  {
    re: /\b(?:aov|average order value|avg order value|average order size|average basket value|average transaction value|average ticket(?!\s+(?:price|prices|cost|fee|time|count|volume|number|resolution|sales|revenue)))\b/,
    name: "Average Order Value",
    build: (ctx, g) => ({
      num: g[0] ? sumOf(g[0]) : /\brevenue\b/.test(ctx.t) ? assumeSum(ctx, "Revenue") : assumeSum(ctx, "Sales"),
      den: g[1] ? (/ id$/i.test(g[1].name) ? leafOf({ agg: "countd", field: g[1], entity: true }) : sumOf(g[1])) : countOf(ctx, "Order"),
    }),
  },
  {
    re: /\b(?:arpu|average revenue per (?:user|customer|account))\b/,
    name: "ARPU",
    build: (ctx, g) => {
      const who = /customer/.test(ctx.doc.text) ? "Customer" : /account/.test(ctx.doc.text) ? "Account" : "User";
      // "from Revenue and Subscribers": a column of counts is summed; an ID column is counted.
      return { num: g[0] ? sumOf(g[0]) : assumeSum(ctx, "Revenue"), den: g[1] ? (/(?: |_)id$/i.test(g[1].name) ? leafOf({ agg: "countd", field: g[1], entity: true }) : sumOf(g[1])) : countOf(ctx, who) };
    },
  },
  {
    re: /\b(?:conversion rate|conv rate|cvr)\b/,
    name: "Conversion Rate",
    build: (ctx, g) => {
      if (g.length >= 2) return { num: sumOf(g[0]!), den: sumOf(g[1]!) };
      const den = /\b(users?|visitors?)\b/.exec(ctx.doc.text);
      const num = /\b(orders|purchases|transactions|signups|sign ups|leads)\b/.exec(ctx.doc.text);
      return {
        num: assumeSum(ctx, num ? displayWord(num[1]!.replace(" ", ""), ctx.doc.casing) : "Conversions"),
        den: assumeSum(ctx, den ? displayWord(den[1]!.endsWith("s") ? den[1]! : `${den[1]}s`, ctx.doc.casing) : "Sessions"),
      };
    },
  },
  {
    // "Pages / Session", "pages per visit": the analytics metric, page views over sessions.
    re: /\b(?:pages?|page views|pageviews|views)\s+(?:per|\/)\s+(?:session|sessions|visit|visits)\b|\bpages per session\b/,
    name: "Pages per Session",
    build: (ctx, g) => ({ num: g[0] ? sumOf(g[0]) : assumeSum(ctx, "Pageviews"), den: g[1] ? sumOf(g[1]) : assumeSum(ctx, "Sessions") }),
  },
  {
    re: /\b(?:bounce rate)\b/,
    name: "Bounce Rate",
    build: (ctx, g) => ({ num: g[0] ? sumOf(g[0]) : assumeSum(ctx, "Bounces"), den: g[1] ? sumOf(g[1]) : assumeSum(ctx, "Sessions") }),
  },
  {
    re: /\b(?:markup|mark up)(?: percent| percentage| %)?\b/,
    name: "Markup",
    build: (ctx, g) => {
      const [p, c] = g.length >= 2 ? orderMarginFields(g) : [ctx.assume("Price"), ctx.assume("Cost")];
      return { num: { kind: "bin", op: "-", left: sumOf(p), right: sumOf(c) }, den: sumOf(c) };
    },
  },
  {
    re: /\b(?:(?:gross|net|operating|contribution|profit|ebitda)\s+)?(?:profit\s+)?margin(?:\s+(?:percent|percentage|ratio|rate))?\b|\bprofit (?:ratio|rate|percent|percentage)\b/,
    name: "Margin",
    build: (ctx, g) => {
      const text = ctx.doc.text;
      if (g.length >= 2) {
        const profitFirst = g.find((f) => /profit|income|margin/i.test(f.name));
        // "noi margin from Rental Income and Expenses": income less a cost, over the income.
        const costLike = g.some((f) => COST_LIKE.test(f.name)) && !g.every((f) => COST_LIKE.test(f.name));
        if (profitFirst && !costLike) {
          const other = g.find((f) => f !== profitFirst)!;
          return { num: sumOf(profitFirst), den: sumOf(other) };
        }
        const [r, c] = orderMarginFields(g);
        return { num: { kind: "bin", op: "-", left: sumOf(r), right: sumOf(c) }, den: sumOf(r) };
      }
      if (g.length === 1) {
        if (/profit|income/i.test(g[0]!.name)) return { num: sumOf(g[0]!), den: assumeSum(ctx, /revenue/.test(text) ? "Revenue" : "Sales") };
        return { num: assumeSum(ctx, "Profit"), den: sumOf(g[0]!) };
      }
      if (/\bgross\b/.test(text)) {
        const r = ctx.assume(/\bsales\b/.test(text) ? "Sales" : "Revenue");
        const c = ctx.assume(/\bcost\b/.test(text) ? "Cost" : "COGS");
        return { num: { kind: "bin", op: "-", left: sumOf(r), right: sumOf(c) }, den: sumOf(r) };
      }
      return { num: assumeSum(ctx, /\bnet income\b/.test(text) ? "Net Income" : "Profit"), den: assumeSum(ctx, /\brevenue\b/.test(text) ? "Revenue" : "Sales") };
    },
  },
];

/** Rates that are "share of X that are Y": churn rate, return rate, win rate... */
const STATUS_RATES: Array<[RegExp, string, string]> = [
  [/\bchurn rate\b|\bchurn percent/, "Customer", "Churned"],
  [/\breturn rate\b|\brate of returns?\b/, "Order", "Returned"],
  [/\bwin rate\b|\bclose rate\b|\bwin ratio\b/, "Deal", "Won"],
  [/\bcancell?ation rate\b/, "Order", "Cancelled"],
  [/\brefund rate\b/, "Order", "Refunded"],
];

/** Fields the user listed for a named metric: placeholders, or "from/using/with X and Y". */
function givenFields(ctx: Ctx): FieldRef[] {
  const out: FieldRef[] = [];
  for (const m of ctx.t.matchAll(/§(\d+)/g)) {
    const f = ctx.field(m[0]);
    if (f && ctx.doc.quoted[Number(m[1])]?.kind !== "quote") out.push(f);
    else if (f && ctx.doc.quoted[Number(m[1])]?.kind === "quote") out.push(f);
  }
  // "from Revenue and Cost of Goods": one name written plainly, one held as a placeholder; both, in order.
  if (out.length === 1) {
    const pair = /\b(?:from|using|with|of|based on|given|between)\s+((?:§\d+|[a-z_]+)(?:\s+[a-z_]+){0,2}?)\s+(?:and|&|,)\s+((?:§\d+|[a-z_]+)(?:\s+[a-z_]+){0,2}?)\s*$/.exec(ctx.t);
    if (pair && (/§\d+/.test(pair[1]!) !== /§\d+/.test(pair[2]!))) {
      const a = ctx.field(cut(pair[1]!));
      const b = ctx.field(cut(pair[2]!));
      if (a && b) return [a, b];
    }
  }
  if (out.length) return out;
  const m = /\b(?:from|using|with|of|based on|given|between)\s+((?:[a-z_]+\s+){0,2}?[a-z_]+)\s+(?:and|&|,|minus|over|divided by|\/)\s+(.+)$/.exec(ctx.t);
  if (!m) return out;
  // "SUM of profit divided by SUM of sales": the named ratio already aggregates, so the word goes.
  // ("Total Orders" written in title case is the column's name.)
  const titled = (p: string) => wordsOf(p.trim()).slice(0, 2).every((w) => /^[A-Z]/.test(ctx.doc.casing.get(w) ?? ""));
  const bare = (p: string) => cut(titled(p) ? p.trim() : p.trim().replace(/^(?:sum|total|sums|totals)\s+(?:of\s+)?(?:the\s+)?/, ""));
  const a = ctx.field(bare(m[1]!));
  const b = ctx.field(bare(m[2]!));
  return [a, b].filter((x): x is FieldRef => !!x);
}

export function ratioIntent(ctx: Ctx, num: Expr, den: Expr, name: string): Intent {
  const percent = /\b(percent|percentage|pct|rate|margin|share|proportion)\b/.test(ctx.doc.text);
  const hasFilters = (e: Expr): boolean => (e.kind === "measure" ? !!e.filters?.length : e.kind === "bin" && (hasFilters(e.left) || hasFilters(e.right)));
  let level = levelOf(ctx);
  // A filtered part needs the whole column, so the ratio is over totals.
  if (hasFilters(num) || hasFilters(den)) level = "total";
  return { family: "ratio", numerator: num, denominator: den, name, percent, level };
}

/** "percentage of orders that were returned", "share of sales from the East region". */
function conditionalRatio(ctx: Ctx): Intent | null {
  const m = /\b(?:percent|percentage|pct|share|proportion|fraction|ratio|rate|portion|how many percent)\s+of\s+(?:all\s+|the\s+|total\s+)?(.+?)\s+(that|which|who|where|with|from|in|for|whose|having|when)\s+(.+)$/.exec(ctx.t.trim());
  if (!m) return null;
  if (/\btotal\b/.test(m[1]!)) return null;
  const subject = m[1]!;
  let clause = `${m[2]} ${m[3]}`;
  const status = /^(?:that|which|who)\s+(?:were|are|was|is|have been|has been|got|get|did|have|had)?\s*([a-z]+)\b/.exec(clause);
  let filters: Condition[];
  if (status && (STATUS_VALUES.has(status[1]!) || STATUS_VALUES.has(`${status[1]}ed`) || /ed$/.test(status[1]!))) {
    const word = STATUS_VALUES.has(status[1]!) ? status[1]! : STATUS_VALUES.has(`${status[1]}ed`) ? `${status[1]}ed` : status[1]!;
    filters = [{ field: ctx.assume("Status"), op: "=", value: displayWord(word, ctx.doc.casing) }];
  } else {
    if (/^(that|which|who)\b/.test(clause)) clause = clause.replace(/^(that|which|who)\s+(?:have|has|had)?\s*/, "where ");
    filters = takeFilters(ctx.fork(clause));
  }
  if (!filters.length) return null;
  const measure = ctx.measure(subject) ?? null;
  if (!measure) return null;
  let base: Measure = measure;
  const ws = trimFiller(wordsOf(subject), ctx.doc.casing);
  if (ws.length === 1 && measure.agg === "sum" && ENTITIES.has(singular(ws[0]!))) base = { agg: "countd", field: entityIdField(singular(ws[0]!), ctx.doc), entity: true };
  const label = filters.map((f) => (typeof f.value === "string" ? f.value : f.field.name)).join(" ");
  return ratioIntent(ctx, leafOf(base, filters), leafOf(base), `% ${label} ${base.field?.name ?? ""}`.trim());
}

/** "numer_col / denom_col", "[A] divided by [B]": a division between two names the user wrote as names. */
function writtenDivision(ctx: Ctx): boolean {
  const m = /(§\d+|\b[a-z][a-z0-9]*_[a-z0-9_]*[a-z0-9])\s*(?:\/|÷|divided by)\s*(§\d+|[a-z][a-z0-9]*_[a-z0-9_]*[a-z0-9]\b)/.exec(ctx.t);
  return !!m && isWrittenName(ctx.doc, m[1]!) && isWrittenName(ctx.doc, m[2]!);
}

export function parseRatio(ctx: Ctx): Intent | null {
  // "Return Rate = [Returned Qty] / [Quantity]": a formula written after "=" names its own fields.
  // "churn rate, churned_accounts / accounts_at_start": a division of written names says which columns.
  const spelledOut = /^\s*[a-z§0-9_ ]{1,40}?\s(?:=|-|–|:|,)\s.+\s(?:\/|÷|divided by)\s(?![0-9]|zero\b).+$/.test(ctx.t) || writtenDivision(ctx);
  for (const [re, entity, status] of spelledOut ? [] : STATUS_RATES) {
    if (re.test(ctx.t)) {
      // "refund rate from Refunded Orders and Total Orders": the user names the two columns.
      const given = /\b(?:from|using|with|based on|given)\s/.test(ctx.t) ? givenFields(ctx.fork(ctx.t.replace(re, " "))) : [];
      if (given.length === 2) return ratioIntent(ctx, sumOf(given[0]!), sumOf(given[1]!), `${status} Rate`);
      const who = /\b(customers?|users?|subscribers?|members?|accounts?|orders?|deals?|opportunities|tickets?)\b/.exec(ctx.t);
      const ent = who ? displayWord(singular(who[1]!), ctx.doc.casing) : entity;
      const statusField = ctx.assume("Status");
      const filters: Condition[] = [{ field: statusField, op: "=", value: status }];
      return ratioIntent(ctx, countOf(ctx, ent, filters), countOf(ctx, ent), `${status} Rate`);
    }
  }
  const cond = conditionalRatio(ctx);
  if (cond) return cond;

  // "loss ratio from [Claims Paid] and [Earned Premium]", "cost overrun % from Projects[Actual Cost] and
  // Projects[Budget]": a named ratio of two columns the user wrote; a change word makes it (A - B) / B.
  const OPERAND = "(§\\d+|[a-z][a-z0-9_]*(?:\\s+[a-z][a-z0-9_]*){0,3}?)";
  const given2 = new RegExp(`^\\s*(?:the\\s+)?((?:[a-z]+\\s+){0,3}?)(ratio|rate|percent|percentage|pct|share|%)\\s+(?:from|using|of|with|based on|between)\\s+${OPERAND}\\s+(?:and|&|,|vs|to)\\s+${OPERAND}\\s*$`).exec(ctx.t);
  if (given2 && !STATUS_RATES.some(([re]) => re.test(ctx.t)) && !NAMED.some((n) => n.re.test(ctx.t))) {
    const a = ctx.field(given2[3]!);
    const b = ctx.field(given2[4]!);
    // A placeholder for a written name, a snake_case column, or a name written in Title Case.
    // ("overtime pct from overtime hours and total hours": plain words, when both are short noun phrases.)
    const plainPair = [given2[3]!, given2[4]!].every((x) => !/^§/.test(x) && wordsOf(x).length <= 3 && !wordsOf(x).some((w) => BOUNDARY.has(w) || /^(?:the|a|an|each|every|all|table|sheet|tab|lookup|list)$/.test(w)));
    const named = (x: string) => plainPair || isWrittenName(ctx.doc, x) || (!/^§/.test(x) && wordsOf(x).every((w) => /^[A-Z]/.test(ctx.doc.casing.get(w) ?? "")));
    if (a && b && named(given2[3]!) && named(given2[4]!)) {
      const words = wordsOf(given2[1]!);
      const label = [...words.map((w) => displayWord(w, ctx.doc.casing)), given2[2] === "ratio" ? "Ratio" : given2[2] === "rate" ? "Rate" : "%"].join(" ");
      const change = words.some((w) => /^(?:overrun|overspend|variance|increase|decrease|growth|change|uplift|difference|gap|deviation)$/.test(w));
      if (change) return ratioIntent(ctx, { kind: "bin", op: "-", left: sumOf(a), right: sumOf(b) }, sumOf(b), label);
      return ratioIntent(ctx, sumOf(a), sumOf(b), label);
    }
  }

  // "sales variance vs budget %", "actual vs target variance": X compared with Y.
  const vs =
    /^(?:.*?\b)?((?:§\d+|[a-z_]+)(?:\s+[a-z_]+)?)\s+(?:variance|difference|diff|gap|delta)\s+(?:vs|versus|to|against|from)\s+((?:§\d+|[a-z_]+)(?:\s+[a-z_]+)?)(.*)$/.exec(ctx.t.trim()) ??
    /^(?:.*?\b)?((?:§\d+|[a-z_]+)(?:\s+[a-z_]+)?)\s+(?:vs|versus|against)\s+((?:§\d+|[a-z_]+)(?:\s+[a-z_]+)?)\s+(?:variance|difference|diff|gap|delta)(.*)$/.exec(ctx.t.trim());
  if (vs) {
    let a = operand(ctx, cut(vs[1]!, ["percent", "percentage", "pct"]));
    let b = operand(ctx, cut(vs[2]!, ["percent", "percentage", "pct"]));
    // ("budget vs actual variance %": a variance is the actual against the plan, whichever is said first.)
    const PLAN = /\b(?:budget|budgeted|target|plan|planned|forecast|goal|quota|expected)\b/i;
    if (a && b && PLAN.test(fieldName(a)) && /\bactuals?\b/i.test(fieldName(b))) [a, b] = [b, a];
    if (a && b) {
      const diffExpr: Expr = { kind: "bin", op: "-", left: a, right: b };
      if (/\b(percent|percentage|pct|%)\b/.test(ctx.doc.text)) return ratioIntent(ctx, diffExpr, b, `${fieldName(a)} vs ${fieldName(b)} %`);
      return { family: "arithmetic", expr: diffExpr, name: `${fieldName(a)} vs ${fieldName(b)}`, level: levelOf(ctx) };
    }
  }

  // "percentage change between old value and new value", "% increase from budget to actual".
  const change = /\b(?:percent|percentage|pct|relative)\s+(?:change|difference|diff|increase|decrease|growth|variance)\s+(?:between|from|of)\s+(.+?)\s+(?:and|to|vs|versus)\s+(.+)$/.exec(ctx.t.trim());
  if (change) {
    const a = operand(ctx, cut(change[1]!));
    const b = operand(ctx, headPhrase(change[2]!));
    if (a && b) return ratioIntent(ctx, { kind: "bin", op: "-", left: b, right: a }, a, `${fieldName(b)} vs ${fieldName(a)} %`);
  }

  // A scratch context: the filters taken here only shape the test below, so their assumed fields
  // (a Status for "active users") must not be charged to the answer.
  const withoutFilters = new Ctx(ctx.doc, ctx.dialect);
  withoutFilters.t = ctx.t;
  takeFilters(withoutFilters);
  // "margin = profit_amount / sales_amount": the formula written after "=" says which fields; the
  // name before it is only the label, so the named rate's own field guesses do not apply.
  // "conversion rate, numer_col / denom_col": so does a division between written names.
  const writtenOut = /^\s*[a-z§0-9_ ]{1,40}?\s(?:=|-|–|:|,)\s.+\s(?:\/|÷|divided by)\s(?![0-9]|zero\b).+$/.test(withoutFilters.t) || writtenDivision(ctx);
  for (const n of writtenOut ? [] : NAMED) {
    if (!n.re.test(withoutFilters.t)) continue;
    // "profit margin per category": the grouping is the view's business.
    ctx.take(n.re);
    const given = givenFields(ctx);
    const built = n.build(ctx, given);
    if (!built) continue;
    return ratioIntent(ctx, built.num, built.den, n.name === "Margin" ? marginName(ctx) : n.name);
  }

  // "X divided by Y", "X / Y", "ratio of X to Y", "X to Y ratio", "X per Y", "X as a percentage of Y".
  const patterns: Array<[RegExp, (m: RegExpExecArray) => [string, string]]> = [
    [/\bratio (?:of|between) (.+?) (?:to|and|vs|versus|over) (.+)$/, (m) => [cut(m[1]!.trim(), []), headPhrase(m[2]!)]],
    [/^(.*?)\b([a-z§0-9_]+(?: [a-z§0-9_]+)?) to ([a-z§0-9_]+(?: [a-z§0-9_]+)?) ratio\b/, (m) => [m[2]!, m[3]!]],
    [/\bdivide\s+(.+?)\s+by\s+(.+)$/, (m) => [cut(m[1]!, ["by"]), headPhrase(m[2]!.replace(/\s+(?:safely|safe|with divide|using divide)\b.*$/, ""))]],
    [/^(.*?)\s(?:divided by|div by|÷|\/|over)\s(.+)$/, (m) => [tailPhrase(m[1]!), headPhrase(m[2]!)]],
    [/^(.*?)\s(?:as an?|as)\s(?:percent|percentage|pct|share|proportion|fraction|ratio)\s(?:of|to)\s(.+)$/, (m) => [tailPhrase(m[1]!), headPhrase(m[2]!)]],
    [/^(.*?)\s(?:percent|percentage|pct)\s+of\s(.+)$/, (m) => [tailPhrase(m[1]!), headPhrase(m[2]!)]],
    [/^(.*?)\s(?:per|for every|for each|by each)\s(.+)$/, (m) => [tailPhrase(m[1]!), headPhrase(m[2]!)]],
  ];
  // "Accounts Receivable / Revenue * 365", "... x 100": a constant factor after the divisor scales the ratio.
  const factorM = /\s(?:\*|x|times|multiplied by)\s(\d+(?:\.\d+)?)\s*$/.exec(ctx.t.trim());
  const factor = factorM ? Number(factorM[1]) : null;
  const scaled = (e: Expr): Expr => (factor !== null ? { kind: "bin", op: "*", left: e, right: { kind: "num", value: factor } } : e);
  const body = factorM ? ctx.t.trim().slice(0, factorM.index) : ctx.t.trim();
  for (const [re, split] of patterns) {
    const m = re.exec(body);
    if (!m) continue;
    // (The factor only belongs to a division: "sales per unit * 2" still divides first.)
    if (factor !== null && !/\s(?:divided by|div by|÷|\/|over)\s/.test(m[0])) continue;
    const [l, r] = split(m);
    // "Profit per Unit = profit / quantity": a "per" in the label before "=" is not the operator.
    const op = m[0].replace(/^\s*[a-z§0-9_ ]{1,40}?\s=\s/, "");
    // "per month", "per region": a grouping, not a divisor.
    // ("Billed Amount / Hours": a plural after a written division sign is the column divided by.)
    if (/^(day|week|month|quarter|year|date|hour|minute|row|record|line|each|every)s?$/.test(r.trim()) && !(/\s(?:\/|÷|divided by)\s/.test(op) && /^(?:days|weeks|months|hours|minutes|rows|records|lines)$/.test(r.trim()))) continue;
    // "total sales per customer", "first order date for each customer": a value per group, not a division.
    if (/\bper\b|for each|for every|by each/.test(op) && /^(?:the\s+)?(total|sum|number|count|first|last|earliest|latest|min|max|minimum|maximum|lowest|highest|distinct|unique)\b/.test(l.trim())) continue;
    // "revenue per 1000 sessions": a rate per N units scales the numerator by N.
    const perN = /^(\d+(?:\.\d+)?)\s+(.+)$/.exec(r.trim());
    if (perN && /\bper\b/.test(op)) {
      const n0 = operand(ctx, l);
      const d0 = operand(ctx, perN[2]!);
      if (n0 && d0 && n0.kind !== "num") {
        return ratioIntent(ctx, { kind: "bin", op: "*", left: n0, right: { kind: "num", value: Number(perN[1]) } }, d0, `${fieldName(n0)} per ${perN[1]} ${fieldName(d0)}`);
      }
    }
    // "sales over 1000" is a threshold, "over the last 7 days" a window.
    if (/^(?:the )?(?:-?\d|last|past|previous|time)/.test(r.trim())) continue;
    const sameNoun = wordsOf(l).pop() === wordsOf(r).pop() && wordsOf(l).length + wordsOf(r).length > 2;
    // ("Delinquent Accounts / Total Accounts": two columns named for the same noun; "total" is part of the name.)
    const sameField = (x: string): FieldRef => {
      const ws = trimFiller(wordsOf(x), ctx.doc.casing);
      return ctx.field(ws.join(" ")) ?? { name: ws.map((w) => displayWord(w, ctx.doc.casing).replace(/^./, (c) => c.toUpperCase())).join(" ") };
    };
    const num = sameNoun ? sumOf(sameField(l)) : operand(ctx, l);
    const perEntity = /\bper\b|for each|for every|by each/.test(op);
    // "(revenue + tax) / orders": a plural entity noun as the divisor counts the entities too.
    // ("ratio of returns to orders" compares two count columns and keeps both summed.)
    const pluralEntity = /\s(?:\/|÷|divided by)\s/.test(op) && /^[a-z]+s$/.test(trimFiller(wordsOf(r), ctx.doc.casing).join(" "));
    let den = sameNoun ? sumOf(sameField(r)) : operand(ctx, r, perEntity || pluralEntity);
    // "revenue per session": a per-unit rate divides by the plural metric (Sessions, Clicks).
    const rw = trimFiller(wordsOf(r), ctx.doc.casing);
    if (perEntity && den?.kind === "measure" && den.measure.agg === "sum" && !den.measure.entity && rw.length === 1 && !/s$/.test(rw[0]!) && !PLACEHOLDER.test(r)) {
      den = sumOf(ctx.field(`${rw[0]}s`)!);
    }
    // "avg orders per customer": a plural entity as the numerator counts that entity.
    const lw = trimFiller(wordsOf(l), ctx.doc.casing);
    const lastL = lw[lw.length - 1] ?? "";
    if (perEntity && num?.kind === "measure" && (num.measure.agg === "avg" || num.measure.agg === "sum") && !num.measure.entity && lw.length === 2 && /^(?:average|avg|mean)$/.test(lw[0]!) && /s$/.test(lastL) && ENTITIES.has(singular(lastL)) && !PLACEHOLDER.test(l)) {
      num.measure = { agg: "countd", field: entityIdField(singular(lastL), ctx.doc), entity: true };
    }
    // "average sales per customer" is total sales over the number of customers.
    if (perEntity && num?.kind === "measure" && num.measure.agg === "avg") num.measure.agg = "sum";
    if (!num || !den) continue;
    // A number over a field ("5 percent of sales") is a share, handled by the arithmetic parser.
    if (num.kind === "num") continue;
    const rn = wordsOf(r);
    // "X per <dimension word>" (sales per region) groups rather than divides, unless it counts an entity.
    if (/\bper\b|for each|by each/.test(op) && den.kind === "measure" && den.measure.agg === "sum" && rn.length === 1 && isDimensionWord(rn[0]!)) continue;
    const asShare = /\b(?:as an?|as)\s+(?:percent|percentage|pct|share|proportion|fraction)\s+(?:of|to)\b|\bpercent(?:age)?\s+of\b/.test(op);
    // The label: the name before "=", or the short words before a written division ("conversion rate, a / b").
    const labelled = /^\s*([a-z§0-9_ ]{1,40}?)\s=\s/.exec(withoutFilters.t) ?? /^\s*([a-z][a-z ]{2,40}?)\s*[,:]\s/.exec(withoutFilters.t);
    const label = writtenOut && labelled ? trimFiller(wordsOf(labelled[1]!), ctx.doc.casing).filter((w) => !/^(percent|percentage|pct|pls|plz|please|measure|calc)$/.test(w)) : [];
    if (label.length) return ratioIntent(ctx, scaled(num), den, label.map((w) => (PLACEHOLDER.test(w) ? (ctx.field(w)?.name ?? w) : displayWord(w, ctx.doc.casing))).join(" "));
    return ratioIntent(ctx, scaled(num), den, `${fieldName(num)} ${asShare ? "% of" : "per"} ${fieldName(den)}`.replace(/ ID$/, ""));
  }
  return null;
}

const isDimensionWord = (w: string) =>
  /^(region|category|segment|country|state|city|department|channel|team|store|brand|market|territory|product|type|status|class|group|manager|rep)s?$/.test(w);

function marginName(ctx: Ctx): string {
  const kind = /\b(gross|net|operating|contribution|ebitda)\b/.exec(ctx.doc.text)?.[1];
  return kind ? `${kind.charAt(0).toUpperCase()}${kind.slice(1)} Margin` : "Profit Margin";
}

const OPERATORS: Array<[RegExp, "+" | "-" | "*"]> = [
  [/\s(?:minus|subtract|subtracted by|less|-)\s(?!than\b)/, "-"],
  [/\s(?:plus|added to|\+)\s/, "+"],
  [/\s(?:times|multiplied by|multiply by|\*|x)\s/, "*"],
];

export function parseArithmetic(ctx: Ctx): Intent | null {
  let name: string | null = null;
  // "profit = sales - cost": the name before "=".
  const assign = /^\s*(?:(?:create|calculate|make|compute|define|add)\s+(?:a\s+)?(?:field\s+|column\s+|measure\s+)?)?([a-z§0-9_ ]{1,40}?)\s*(?:=|is|as)\s+(.+)$/.exec(ctx.t);
  let body = ctx.t;
  if (assign && OPERATORS.some(([re]) => re.test(` ${assign[2]} `))) {
    name = trimFiller(wordsOf(assign[1]!), ctx.doc.casing).map((w) => (PLACEHOLDER.test(w) ? ctx.field(w)!.name : displayWord(w, ctx.doc.casing))).join(" ") || null;
    body = ` ${assign[2]} `;
  }

  // "commission as 5% of sales", "10 percent of revenue": a share of a value.
  const pct = /\b(-?\d+(?:\.\d+)?)\s+percent\s+of\s+(?:the\s+)?(.+)$/.exec(body.trim());
  if (pct) {
    const of = operand(ctx, headPhrase(pct[2]!));
    if (of && of.kind === "measure") {
      const label = /^\s*(?:calculate\s+|compute\s+)?(?:the\s+)?([a-z§0-9_ ]+?)\s+(?:as|is|=)\s+/.exec(body.trim());
      const nm = label ? trimFiller(wordsOf(label[1]!), ctx.doc.casing).map((w) => displayWord(w, ctx.doc.casing)).join(" ") : null;
      const factor = Number((Number(pct[1]) / 100).toFixed(10));
      return { family: "arithmetic", expr: { kind: "bin", op: "*", left: of, right: { kind: "num", value: factor } }, name: nm || `${fieldName(of)} × ${pct[1]}%`, level: "row" };
    }
  }

  // "difference between sales and cost" (dates are the date-difference parser's).
  const diff = /\bdifference between (.+?) and (.+)$/.exec(body.trim());
  // "revenue from price and quantity", "line total = qty x unit price".
  // ("count rows where discount rate > 100" counts; its "rate" and "count" multiply nothing.)
  const product =
    /\b(price|unit price|rate|cost per unit|unit cost)\b/.test(body) &&
    /\b(quantity|qty|units|unit count|hours|count)\b/.test(body) &&
    !/\b(minus|subtract|plus|\+|-)\s/.test(body) &&
    // ("hourly rate = Billed Amount / Hours": a rate written as a division is a ratio, not price times quantity.)
    !/\s(?:\/|÷|divided by)\s/.test(body) &&
    !/^\s*(?:count|number of|how many)\b|\b(?:where|when|if)\b|[<>]/.test(body);
  let expr: Expr | null = null;
  if (product && !OPERATORS.some(([re, op]) => op === "*" && re.test(body))) {
    const pm = /\b(unit price|price per unit|price|rate|unit cost|cost per unit)\b/.exec(body)!;
    const qm = /\b(quantity|qty|units|unit count|hours|count)\b/.exec(body)!;
    expr = { kind: "bin", op: "*", left: sumOf(ctx.field(pm[1]!)!), right: sumOf(ctx.field(qm[1]!)!) };
  } else if (diff) {
    const a = operand(ctx, cut(diff[1]!.trim()));
    const b = operand(ctx, headPhrase(diff[2]!));
    if (a && b) expr = { kind: "bin", op: "-", left: a, right: b };
  } else {
    for (const [re, op] of OPERATORS) {
      const parts = body.split(new RegExp(re.source, "g"));
      if (parts.length < 2) continue;
      const phrases = parts.map((p, i) => (i === 0 ? tailPhrase(p) : i === parts.length - 1 ? headPhrase(p) : cut(p.trim())));
      const operands = phrases.map((p) => operand(ctx, p));
      if (operands.some((o) => !o)) continue;
      expr = operands.slice(1).reduce<Expr>((left, right) => ({ kind: "bin", op, left, right: right! }), operands[0]!);
      break;
    }
  }
  if (!expr && /\b(net income|net profit|gross profit|profit|net sales|net revenue|earnings)\b/.test(body)) {
    // "I have [Revenue] and [Expenses], need net income": the first minus the cost-like one.
    const given = [...body.matchAll(/§(\d+)/g)].map((m) => ctx.field(m[0])).filter((f): f is FieldRef => !!f);
    if (given.length === 2) {
      const costLike = /cost|cogs|expense|spend|tax|fee|discount|return|refund/i;
      const [a, b] = costLike.test(given[0]!.name) && !costLike.test(given[1]!.name) ? [given[1]!, given[0]!] : [given[0]!, given[1]!];
      expr = { kind: "bin", op: "-", left: sumOf(a), right: sumOf(b) };
      name ??= trimFiller(wordsOf(/\b(net income|net profit|gross profit|profit|net sales|net revenue|earnings)\b/.exec(body)![1]!), ctx.doc.casing).map((w) => displayWord(w, ctx.doc.casing)).join(" ");
    }
  }
  if (!expr) {
    // "gross profit" with no fields: revenue minus cost of goods sold.
    // Only when "gross profit" is the whole request: "average gross profit", "gross profit where
    // region is East" read a Gross Profit field through the aggregate.
    if (/\bgross profit\b/.test(body) && trimFiller(wordsOf(body.replace(/\bgross profit\b/, " ")).filter((w) => w !== "|")).length === 0) {
      expr = { kind: "bin", op: "-", left: assumeSum(ctx, "Revenue"), right: assumeSum(ctx, "COGS") };
      name ??= "Gross Profit";
    }
    else if (/\bprofit\b/.test(body) && /\b(sales|revenue)\b/.test(body) && /\b(cost|costs|expenses|cogs)\b/.test(body)) {
      const r = /\b(sales|revenue)\b/.exec(body)![1]!;
      const c = /\b(cost|costs|expenses|cogs)\b/.exec(body)![1]!;
      expr = { kind: "bin", op: "-", left: sumOf(ctx.field(r)!), right: sumOf(ctx.field(c)!) };
    } else return null;
  }
  const hasProduct = (e: Expr): boolean => e.kind === "bin" && (e.op === "*" || hasProduct(e.left) || hasProduct(e.right));
  const hasField = (e: Expr): boolean => (e.kind === "measure" ? true : e.kind === "bin" ? hasField(e.left) || hasField(e.right) : false);
  // Arithmetic on numbers alone is no calculated field.
  if (!hasField(expr)) return null;
  const level: Level = hasProduct(expr) ? "row" : levelOf(ctx);
  return { family: "arithmetic", expr, name: name ?? defaultArithmeticName(expr), level };
}

function defaultArithmeticName(e: Expr): string {
  if (e.kind !== "bin") return fieldName(e);
  if (e.op === "*") return "Line Total";
  if (e.op === "-") return `${fieldName(e.left)} Minus ${fieldName(e.right)}`;
  return `${fieldName(e.left)} Plus ${fieldName(e.right)}`;
}

/**
 * A formula written out with a bracketed difference or sum over a divisor:
 * "Profit margin % = (Revenue - COGS) / Revenue". The brackets are gone from the normalised text,
 * so the raw request says where the numerator ends.
 */
export function parseGroupedRatio(ctx: Ctx): Intent | null {
  // "revenue minus cost divided by revenue" said in words means the same as written with brackets.
  const spoken = /\b(?:minus|plus)\b[^/÷]*\bdivided by\b/.test(ctx.t) && !/[()]/.test(ctx.doc.raw);
  if (!spoken && !/\(([^()]*?\s(?:-|\+|minus|plus)\s[^()]*?)\)\s*(?:\/|÷|divided by)/i.test(ctx.doc.raw)) return null;
  const assign = /^\s*([a-z§0-9_ ]{1,40}?)\s*=\s*(.+)$/.exec(ctx.t);
  const body = (assign ? assign[2]! : ctx.t).trim();
  const split = /^(.*)\s(?:\/|÷|divided by)\s(.+)$/.exec(body);
  if (!split) return null;
  const terms = split[1]!.split(/\s(-|\+|minus|plus)\s/);
  if (terms.length < 3) return null;
  let num = operand(ctx, terms[0]!);
  for (let i = 1; i + 1 < terms.length && num; i += 2) {
    const right = operand(ctx, terms[i + 1]!);
    num = right ? { kind: "bin", op: /^(-|minus)$/.test(terms[i]!) ? "-" : "+", left: num, right } : null;
  }
  // "(revenue + tax) / orders": a plural entity noun as the divisor counts the entities.
  const den = operand(ctx, split[2]!, /^[a-z]+s$/.test(trimFiller(wordsOf(split[2]!), ctx.doc.casing).join(" ")));
  if (!num || !den || den.kind === "num") return null;
  const label = assign ? trimFiller(wordsOf(assign[1]!), ctx.doc.casing).filter((w) => !/^(percent|percentage|pct)$/.test(w)) : [];
  const name = label.length ? label.map((w) => (PLACEHOLDER.test(w) ? (ctx.field(w)?.name ?? w) : displayWord(w, ctx.doc.casing))).join(" ") : `${fieldName(num)} Ratio`;
  return ratioIntent(ctx, num, den, name.replace(/^profit margin$/i, "Profit Margin"));
}

import type { FieldRef, Intent, Measure } from "../ir";
import type { Ctx } from "./context";
import { DIMENSION_WORDS, ENTITIES, cut, trimFiller } from "./phrases";
import { PLACEHOLDER, singular, wordsOf } from "./text";

/** Ranks ("rank customers by total sales") and top/bottom N ("top 10 products by profit"). */

const ASC = /\b(ascending|asc|lowest first|smallest first|lowest to highest|smallest to largest|least to most|low to high|bottom|worst|lowest|smallest|least|fewest)\b/;

function isDimensionPhrase(phrase: string): boolean {
  const ws = trimFiller(wordsOf(phrase));
  if (ws.length === 0) return false;
  const last = singular(ws[ws.length - 1]!);
  return ENTITIES.has(last) || DIMENSION_WORDS.has(last) || /^(rep|salesperson|employee|agent|country|region|page|campaign|ad|keyword|sku|item|school|hospital|team|player|hotel|property|clinic|restaurant|airline|route|carrier|supplier|vendor|warehouse|branch|doctor|physician|teacher|course|driver|venue|channel|territory|plant|site|show|title|author|artist|brand|partner|merchant|seller|volunteer|donor|member|student|patient|agent)$/.test(last);
}

const MEASURE_LEAD = /\b(?:by|based on|in terms of|according to|on|using|ranked by|sorted by|ordered by|with (?:the )?(?:highest|most|largest|biggest|greatest|lowest|least|smallest|fewest)|having (?:the )?(?:highest|most|lowest|least)|for|of)\s+/;

function measureAfterLead(ctx: Ctx, text: string): Measure | null {
  const m = MEASURE_LEAD.exec(text);
  if (!m) return null;
  const rest = text.slice(m.index + m[0].length);
  return ctx.measure(cut(rest.replace(/^(?:total|the total|sum of|their|its)\s+/, (w) => (w.trim() === "total" || w.trim().startsWith("sum") ? w : "")), ["in", "within", "across"]));
}

function defaultMeasure(ctx: Ctx): Measure {
  if (/\bbest selling|best sellers?|top selling\b/.test(ctx.doc.text)) return { agg: "sum", field: ctx.assume("Sales") };
  return { agg: "sum", field: ctx.assume("Sales") };
}

export function parseTopN(ctx: Ctx): Intent | null {
  const re = /\b(top|bottom|best|worst|highest|lowest|largest|biggest|smallest|leading|first)\s+(\d+|n)\b\s*(.*)$/;
  if (!re.test(ctx.t) && !/(?<!§)\b\d+\s+(?:best|top|highest|biggest|largest|worst|lowest|smallest)\b/.test(ctx.t)) return null;
  // "top 3 sub-categories within each region": the ranking restarts in each value of the group.
  const withinM = ctx.take(/\b(?:within|in|for|per|inside)\s+(?:each|every|its|their)\s+(§\d+|[a-z_]+)\b/);
  const within = withinM ? (ctx.field(withinM[1]!, { asDimension: !PLACEHOLDER.test(withinM[1]!) }) ?? undefined) : undefined;
  const m = re.exec(ctx.t);
  let n: number;
  let rest: string;
  let word: string;
  if (m) {
    word = m[1]!;
    n = m[2] === "n" ? 10 : Number(m[2]);
    rest = m[3]!;
  } else {
    const m2 = /(?<!§)\b(\d+)\s+(best|top|highest|biggest|largest|worst|lowest|smallest)\b\s*(.*)$/.exec(ctx.t);
    if (!m2) return null;
    word = m2[2]!;
    n = Number(m2[1]);
    rest = m2[3]!;
  }
  if (!(n >= 1 && n <= 100000)) return null;
  // "first 3 characters" is text extraction, "top 10 percent" a percentile.
  if (/^(characters?|chars?|letters?|digits?|words?|percent|pct|days?|weeks?|months?|years?|rows?)\b/.test(rest.trim())) return null;
  const direction = /^(bottom|worst|lowest|smallest)$/.test(word) ? "asc" : "desc";
  const label = direction === "asc" ? "Bottom" : "Top";
  const labels = topLabels(ctx, `${label} ${n}`);
  // ("top 10 customers by revenue get 'Key', others get 'Standard'": the labels' words name no measure.)
  if (labels) {
    const said = new RegExp(`\\s*[,;]?\\s*(?:\\b(?:as|gets?|labell?ed|called|(?:should\\s+)?(?:say|says|read|reads))\\s+(?:§\\d+|[a-z])|\\b${REST}\\b|§\\d+\\s+for\\s+${REST})`).exec(rest);
    if (said && MEASURE_LEAD.test(rest.slice(0, said.index))) rest = rest.slice(0, said.index);
  }
  // ("top 5 shows by ${x}, yes/no": the things ranked end where the measure's lead word starts.)
  const dimWords = rest.split(/\s+(?:by|based on|in terms of|ranked by|sorted by|ordered by)\s+/)[0]!;
  const dimPhrase = /^\s*(?:by|based on|in terms of|on)\b/.test(rest) ? "" : cut(dimWords.replace(/^(?:best selling|selling|performing|most|the)\s+/, ""), ["with", "having"]);
  const dimension: FieldRef = (dimPhrase && ctx.field(dimPhrase, { asDimension: !PLACEHOLDER.test(dimPhrase) })) || ctx.assume("Customer");
  // ("rank teams by total Goals Scored, top 10 only": the measure may be said before "top N".)
  const before = m ? (ctx.t.slice(0, m.index).split("|").pop() ?? "") : "";
  const measure = measureAfterLead(ctx, dimPhrase ? rest.slice(rest.indexOf(dimPhrase) + dimPhrase.length) : ` ${rest}`) ?? measureAfterLead(ctx, before) ?? defaultMeasure(ctx);
  return { family: "topN", measure, dimension, n, direction, within, ...(labels ? { labels } : {}), name: `${label} ${n} ${dimension.name}${within ? ` per ${within.name}` : ""}` };
}

/** "everything else", "the rest", "all others": the rows outside the top N. */
const REST = "(?:(?:everything|everyone|anything|anyone|all)\\s+else|the\\s+(?:rest|others)|all\\s+(?:the\\s+)?others?|all\\s+other\\s+[a-z]+|others|remaining(?:\\s+[a-z]+)?|otherwise|else)";
/** A label: a quoted text, or up to three words the user wrote in capitals ("Other", "Long Tail"). */
const LABEL = "(§\\d+|[a-z][a-z0-9]*(?:\\s+[a-z][a-z0-9]*){0,2})";

/**
 * "flag the top 5 as 'Top 5' and everything else as 'Other'": the two labels, in order. When only the
 * rest's label is written ("top 10 products by profit, everything else 'Other'"), the top's is "Top 10".
 */
function topLabels(ctx: Ctx, ownName: string): [string, string] | undefined {
  const t = ctx.doc.text;
  const quoted = (tok: string) => (PLACEHOLDER.test(tok) ? ctx.doc.quoted[Number(PLACEHOLDER.exec(tok)![1])] : undefined);
  const quotes = [...t.matchAll(/§(\d+)/g)].map((q) => ctx.doc.quoted[Number(q[1])]).filter((q) => q?.kind === "quote").map((q) => q!.text);
  if (quotes.length === 2 && new RegExp(`\\b${REST}\\b|\\bother\\b`).test(t)) return [quotes[0]!, quotes[1]!];
  // A label: quoted, or written in capitals (the words that follow in lower case are not part of it).
  const text = (tok: string): string | null => {
    const q = quoted(tok);
    if (q) return q.kind === "quote" ? q.text : null;
    const words: string[] = [];
    for (const w of tok.split(/\s+/)) {
      const own = ctx.doc.casing.get(w);
      if (!own || !/^[A-Z]/.test(own)) break;
      words.push(own);
    }
    return words.length ? words.join(" ") : null;
  };
  const restAfter = new RegExp(`\\b${REST}\\s*(?:(?:as|is|are|=|gets?|get|labell?ed|called|becomes?|shows?|(?:should\\s+)?(?:reads?|says?|be))\\s+|:\\s*|->\\s*)?${LABEL}`).exec(t);
  const restBefore = new RegExp(`${LABEL}\\s+(?:for|to)\\s+${REST}\\b`).exec(t);
  const rest = (restAfter && text(restAfter[1]!)) ?? (restBefore && text(restBefore[1]!.split(/\s+/).pop()!));
  if (!rest) return undefined;
  const restAt = (restAfter && text(restAfter[1]!) ? restAfter : restBefore)!.index;
  const before = t.slice(0, restAt);
  const topTok = [...before.matchAll(new RegExp(`\\b(?:as|labell?ed|called|=|gets?|->)\\s+${LABEL}`, "g"))].pop();
  const top = topTok ? text(topTok[1]!) : null;
  return [top ?? ownName, rest];
}

const COUNTED = /^(?:unique|distinct|number of|count of|count|total|how many|sum of|sum|average|avg)\b/;

export function parseRank(ctx: Ctx): Intent | null {
  const re = /\b(dense rank|dense ranking|rank|ranking|ranks|ranked|rank order|leaderboard position|position)\b/;
  if (!re.test(ctx.t)) return null;
  const dense = /\b(dense|no gaps|without gaps|without skipping|consecutive)\b/.test(ctx.t);
  // "within its category", "within group (department)", "in each region".
  const withinM = ctx.take(/\b(?:within|inside|in each|for each|per|partitioned by|restarting (?:for|at) each)\s+(?:its\s+|the\s+|each\s+|their\s+)?(?:group\s+)?(§\d+|[a-z_]+)\b/);
  const within = withinM && !/^(row|the|all)$/.test(withinM[1]!) ? (ctx.field(withinM[1]!, { asDimension: !PLACEHOLDER.test(withinM[1]!) }) ?? undefined) : undefined;
  const direction = /\b(highest to lowest|largest to smallest|high to low|most to least|descending|desc)\b/.test(ctx.t) ? "desc" : ASC.test(ctx.t) ? "asc" : "desc";
  // "highest spender = 1", "biggest is rank 1": the direction was read above; the words name no field.
  ctx.drop(/,?\s*\b(?:the\s+)?(?:highest|largest|biggest|greatest|most|top|lowest|smallest|least|fewest)(?:\s+[a-z]+)?\s*(?:=|is|gets|as|being)\s*(?:rank\s*)?(?:#|no\.?\s*|number\s+)?(?:1|one)\b/);
  ctx.drop(/\b(?:with\s+)?ties\s+(?:sharing|share|get|getting|having)\s+(?:the\s+)?same\s+(?:position|rank|number)\b/);
  ctx.drop(/\b(?:dense|no gaps|without gaps|without skipping|consecutive|ascending|descending|asc|desc|from highest to lowest|from lowest to highest|highest to lowest|lowest to highest|highest first|lowest first|largest first|smallest first|with ties|ties)\b/);
  const t = ctx.t.replace(/\s+/g, " ");
  let dimension: FieldRef | null = null;
  let measure: Measure | null = null;

  // "rank customers by sales", "rank of each product based on revenue", "ranking stores in terms of profit".
  const a = /\b(?:rank|ranking|ranks|ranked|position)\s+(?:of\s+)?(?:each\s+|every\s+|all\s+|the\s+)?(.+?)\s+(?:by|based on|in terms of|according to|on|using|with|for)\s+(.+)$/.exec(t);
  // "sales rank by customer", "customer rank by sales".
  const b = /\b([a-z§0-9_]+(?:\s+[a-z§0-9_]+)?)\s+(?:rank|ranking)\s+(?:by|based on|for|per|across|within)\s+(.+)$/.exec(t);
  // "rank by sales" with no subject.
  const c = /\b(?:rank|ranking|ranked)\s+(?:by|based on|on)\s+(.+)$/.exec(t);
  if (a && !/^(by|based|on)$/.test(a[1]!)) {
    const first = cut(a[1]!);
    const second = cut(a[2]!.replace(/^(?:their|its|the)\s+/, ""), ["in", "within", "across"]);
    // ("rank features by unique users": a count said after "by" is the measure, whatever the subject.)
    if (!isDimensionPhrase(first) && isDimensionPhrase(second) && !COUNTED.test(second)) {
      measure = ctx.measure(first);
      dimension = ctx.field(second, { asDimension: true });
    } else {
      dimension = ctx.field(first, { asDimension: !PLACEHOLDER.test(first) });
      measure = ctx.measure(second);
    }
  } else if (b) {
    const first = cut(b[1]!);
    const second = cut(b[2]!);
    if (isDimensionPhrase(second) && !isDimensionPhrase(first)) {
      measure = ctx.measure(first);
      dimension = ctx.field(second, { asDimension: true });
    } else {
      dimension = ctx.field(first, { asDimension: !PLACEHOLDER.test(first) });
      measure = ctx.measure(second);
    }
  } else if (c) {
    measure = ctx.measure(cut(c[1]!));
  } else {
    // "rank the products" / "rank sales"
    const d = /\b(?:rank|ranking|ranks|ranked)\s+(?:of\s+)?(?:each\s+|all\s+|the\s+)?(.+)$/.exec(t);
    if (d) {
      const phrase = cut(d[1]!);
      if (isDimensionPhrase(phrase)) dimension = ctx.field(phrase, { asDimension: true });
      else measure = ctx.measure(phrase);
    }
  }
  // "a calculated column that ranks Members[Total Spend]": each row of that table by its own value.
  // ("ranks each listing by Listings[Sale Price]": the rows of Listings are the listings.)
  const rowsOfTable = !dimension || (!!measure?.field?.table && singular(dimension.name.toLowerCase()) === singular(measure.field.table.toLowerCase()));
  if (rowsOfTable && measure?.field?.table && /\bcalc(?:ulated)?\s+col(?:umn)?\b/i.test(ctx.doc.raw)) {
    return { family: "rank", measure, dimension: { ...measure.field, name: measure.field.table }, direction, dense, within, perRow: true, name: `${measure.field.name} Rank` };
  }
  const dim = dimension ?? ctx.assume("Customer");
  const ms = measure ?? defaultMeasure(ctx);
  return { family: "rank", measure: ms, dimension: dim, direction, dense, within, name: `${dim.name} Rank${within ? ` in ${within.name}` : ""}` };
}

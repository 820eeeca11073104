import type { Agg, FieldRef, Intent, Measure } from "../ir";
import type { Ctx } from "./context";
import { takeFilters } from "./filters";
import { DIMENSION_WORDS, ENTITIES, cut, splitAgg, trimFiller } from "./phrases";
import { describedSheetLookup, rangeLookup } from "./sheet-lookup";
import { PLACEHOLDER, displayWord, singular, wordsOf } from "./text";

/** Lookups from another sheet or table, and level-of-detail (per-group) aggregates. */

export function parseLookup(ctx: Ctx): Intent | null {
  const t = ctx.t;
  if (ctx.dialect === "excel") {
    const placed = rangeLookup(ctx) ?? describedSheetLookup(ctx) ?? sheetWithColumns(ctx) ?? typedCellKey(ctx);
    if (placed) return placed;
  }
  // "return the value from column C where column A matches E2": a lookup on the same sheet.
  const same = /(?:\b(?:from|in|of)\s+)?(§\d+)\s+(?:where|when|for which|if|whose)\s+(§\d+)\s+(?:matches|match|equals|=|is|is equal to)\s+(§\d+)/.exec(t);
  if (same) {
    const cellQ = ctx.doc.quoted[Number(PLACEHOLDER.exec(same[3]!)![1])]!;
    const result = ctx.field(same[1]!);
    const key = ctx.field(same[2]!);
    if (cellQ.cell && result && key) {
      const style = /vlookup/.test(t) ? "vlookup" : /index/.test(t) ? "index-match" : "xlookup";
      return { family: "lookup", key, result, source: "", lookupCell: cellQ.cell, style, name: result.name };
    }
  }
  // "commission rate from the Rates table based on Sales Amount tiers": the largest key not above the value.
  const tiered = TIERED.test(t);
  const m = /\b(vlookup|xlookup|hlookup|index ?match|index and match|index \/ match|lookupvalue|look ?up|looking up|lookup|looked up|fetch|fetched|pull in|pulled in|bring in|brought in|pull|pulled|get|find|retrieve|retrieved|match)\b/.exec(t);
  // "the soil type, show 'Not found' if the id isn't there" after a context naming the lookup sheet.
  const missingWords = /\b(?:if|when|where)\s+(?:it(?:'s| is)\s+|there(?:'s| is)\s+)?(?:missing|not found|no match|not there|(?:the\s+)?(?:id|key|code|sku|value)\s+(?:isn't|isnt|is not|was not|wasn't)\s+(?:there|found|in the list|listed))/.test(t);
  // ("the price for each SKU from the Prices sheet": a value taken from another sheet, nothing totalled.)
  const fromSheet = ctx.dialect === "excel" && /\bfrom\s+(?:the\s+)?(?:(?:§\d+|[a-z_]+)\s+(?:sheet|tab|worksheet)\b|(?:sheet|tab|worksheet)\s+(?:§\d+|[a-z_]+))/.test(t) && !NOT_FETCHED.test(t);
  if (!m && !fromSheet && !(tiered && ctx.dialect === "excel") && !(missingWords && ctx.dialect === "excel" && !!ctx.doc.tables?.length)) return null;
  const explicit = !!m && /^(vlookup|xlookup|hlookup|index ?match|index and match|index \/ match|lookupvalue|look ?up|looking up|lookup)$/.test(m[1]!.replace(/\s+/g, " "));
  // ', "Not found" if missing', "show 'N/A' when there is no match": the text for a key not found.
  // ("and show Unknown if the code isn't on the Plans sheet": an unquoted word written with its capital, too.)
  const missingM = /\s*[,;(]?\s*(?:(?:and\s+)?(?:show|return|display|put|use|give)\s+)?(§\d+|-?\d+(?:\.\d+)?|[a-z]+(?:\s+[a-z]+)?)\s+(?:if|when|where)\s+(?:it(?:'s| is)\s+|there(?:'s| is)\s+)?(?:missing|not found|no match|not there|absent|unmatched|not matched|nothing found|not in the list|can't be found|cannot be found|(?:the\s+)?(?:id|key|code|sku|value|number|name)\s+(?:isn't|isnt|is not|was not|wasn't|doesn't exist|does not exist)\s*(?:there|found|in the list|listed|(?:on|in)\s+(?:the\s+)?(?:§\d+|[a-z]+)(?:\s+(?:sheet|tab|list|table))?)?)\s*\)?/.exec(ctx.t);
  const missingQ = missingM && /^§\d+$/.test(missingM[1]!) ? ctx.doc.quoted[Number(missingM[1]!.slice(1))] : undefined;
  const bareDefault = missingM && !missingQ && missingM[1]!.split(/\s+/).every((w) => /^[A-Z]/.test(ctx.doc.casing.get(w) ?? "")) ? missingM[1]!.split(/\s+/).map((w) => ctx.doc.casing.get(w)!).join(" ") : undefined;
  // ("0 if not found", "blank when there's no match": a number, or an empty cell.)
  const plainDefault = missingM && /^(?:-?\d+(?:\.\d+)?|zero)$/.test(missingM[1]!) ? String(missingM[1] === "zero" ? 0 : Number(missingM[1])) : missingM && /^(?:blank|empty|nothing|an? blank|an? empty)$/.test(missingM[1]!) ? "" : undefined;
  const notFound = missingQ?.kind === "quote" ? missingQ.text : (bareDefault ?? plainDefault);
  if (notFound !== undefined) ctx.t = ctx.t.replace(missingM![0], " ");
  if (tiered) ctx.t = ctx.t.replace(/\s+where\s+(?:each|the)\s+.*$/, " ").replace(TIERED_WORDS, " ");
  // "find Department for Employee ID": in a sheet, a value fetched for an ID is a lookup even with no sheet named.
  // With a sheet named in the context and a text for keys not found, a value fetched is a lookup too.
  const forId = !explicit && ctx.dialect === "excel" && (notFound !== undefined && !!ctx.doc.tables?.length) || !explicit && ctx.dialect === "excel" && /\bfor\s+(?:each\s+|every\s+|the\s+|an?\s+)?(?:§\d+|(?:[a-z_]+\s+){0,2}(?:id|code|sku|number|no|key|email))\s*(?:$|\|)/.test(ctx.t.trim());
  const sourceRe = /\b(?:from|in|on|using|to|against)\s+(?:the\s+|a\s+|another\s+|other\s+|second\s+|separate\s+)?(§\d+|sheet ?\d+|[a-z_]+(?:\s+[a-z_]+)?)\s+(?:sheet|tab|table|worksheet|list|lookup table|range)\b|\b(?:from|in|on)\s+(sheet ?\d+|§\d+)|\b(?:from|in|on)\s+(?:the\s+)?(?:sheet|tab|worksheet)\s+(?:called\s+|named\s+)?(?!\d)(§\d+|[a-z_]+)(?![\w])/;
  const matchKey = /\bmatch(?:es|ing)?\s+(?:the\s+)?([a-z_]+(?:\s+[a-z_]+)?)\s+(?:in|from|at)\s+(§\d+)/.exec(t);
  // The first sheet or table named (a column reference such as "in A2" is not one).
  const src =
    [...t.matchAll(new RegExp(sourceRe.source, "g"))].find((x) => {
      const q = /^§(\d+)$/.exec(x[1] ?? x[2] ?? x[3]!);
      if (!q) return true;
      const kind = ctx.doc.quoted[Number(q[1])]!.kind;
      // "get the domain from ${users.email}": a field written bare after "from" is what the value is taken out of, not a sheet.
      return kind !== "column" && (x[1] !== undefined || kind === "quote");
    }) ?? null;
  // "vlookup the price from Products using product ID": with a lookup verb, "from <Name>" followed by
  // the key (or nothing) names the other sheet even without the word "sheet".
  const bare = explicit && !src ? /\bfrom\s+(?:the\s+)?(?!sheet\b|table\b|tab\b)([a-z_]+)(?=\s+(?:by|using|for|on|matching|match|based|with|where|via|keyed|whose)\b|\s*$)/.exec(t) : null;
  const found = src ?? (bare && (ctx.doc.casing.has(bare[1]!) || /s$/.test(bare[1]!)) ? bare : null);
  // "Orders sheet has SKU, and a Prices table with SKU and Unit Price - how do I pull the unit price
  // into each order row?": a value fetched from a sheet the context named is a lookup.
  const fromContext = !explicit && !found && ctx.dialect === "excel" && !!ctx.doc.tables?.length && /\b(?:pull|bring|fetch|get|find|retrieve)\b/.test(t);
  // ("find the shipping rate for each parcel weight (approx match)": a value found by approximate match is a lookup.)
  const tieredFind = !explicit && !found && tiered && ctx.dialect === "excel" && /\b(?:find|get|pull|fetch|return|retrieve)\b[^|]*\bfor\s+(?:each|every|the)\b/.test(t);
  if (!explicit && !found && !forId && !fromContext && !tieredFind) return null;
  let source = "Lookup";
  let placed: Array<{ text: string; column: string }> = [];
  if (found) {
    const s = found[1] ?? found[2] ?? found[3]!;
    source = PLACEHOLDER.test(s) ? ctx.field(s)!.name : /^sheet ?\d+$/.test(s) ? `Sheet${s.replace(/\D/g, "")}` : trimFiller(wordsOf(s), ctx.doc.casing).map((w) => displayWord(w, ctx.doc.casing)).join(" ");
    // "pull the budget next to each campaign on the Spend sheet" after a context naming the Budgets tab:
    // the sheet the rows are "on" is this one; the value comes from the sheet the context named.
    const here = ctx.dialect === "excel" && /^\s*(?:on|in)\b/.test(found[0]) && !!ctx.doc.tables?.length && !ctx.doc.tables.some((n) => n.toLowerCase() === source.toLowerCase());
    if (here) source = ctx.doc.tables![0]!;
    // "from the Products sheet (SKU in column A, price in column C)": that sheet's columns, placed.
    const after = ctx.t.slice(ctx.t.indexOf(found[0]) + found[0].length);
    const cols = /^\s*(§\d+)\s*,?\s*(?:and\s+)?(§\d+)/.exec(after);
    const pair = cols ? [cols[1]!, cols[2]!].map((tok) => ctx.doc.quoted[Number(tok.slice(1))]) : [];
    if (cols && pair.every((p) => p?.kind === "column" && p.column && !p.cell && !p.range && p.text !== p.column)) {
      placed = pair.map((p) => ({ text: p!.text, column: p!.column! }));
      ctx.t = ctx.t.replace(found[0] + cols[0], " | ");
    } else ctx.t = ctx.t.replace(found[0], " | ");
  }
  const style = /vlookup/.test(t) ? "vlookup" : /index/.test(t) ? "index-match" : "xlookup";
  if (matchKey) {
    const q = ctx.doc.quoted[Number(PLACEHOLDER.exec(matchKey[2]!)![1])]!;
    const ret = /\b(?:return|returns|get|give|bring back|pull|show)\s+(?:me\s+)?(?:the\s+|their\s+|its\s+)?([a-z_]+(?:\s+[a-z_]+)?)/.exec(ctx.t);
    if (q.kind === "column" && ret) {
      const key: FieldRef = { name: trimFiller(wordsOf(matchKey[1]!), ctx.doc.casing).map((w) => displayWord(w, ctx.doc.casing)).join(" "), column: q.column };
      const result = ctx.field(cut(ret[1]!));
      if (result && key.name) return { family: "lookup", key, result, source, style, name: result.name };
    }
  }
  ctx.drop(/\b(?:vlookup|xlookup|hlookup|index ?match|index and match|lookupvalue|look ?up|lookup|formula|to|do an?|pull(?: in)?|bring in|fetch|retrieve)\b/);
  // "xlookup product id in Products sheet and return price": the result named after "return", the key before it.
  const retEnd = /\s*(?:,\s*)?(?:and\s+)?(?:then\s+)?(?:return|returns|returning|bring back|give back)\s+(?:the\s+|its\s+|their\s+)?(§\d+|[a-z_]+(?:\s+[a-z_]+)?)\s*$/.exec(ctx.t);
  if (retEnd) {
    const result = ctx.field(cut(retEnd[1]!));
    ctx.t = ctx.t.slice(0, retEnd.index);
    ctx.erase(/\b(?:a|an|the)\b|\|/);
    const keyText = trimFiller(wordsOf(ctx.t.replace(/\|/g, " ").trim()), ctx.doc.casing).join(" ");
    const key = keyText ? ctx.field(keyText) : null;
    if (result && key && result.name.toLowerCase() !== key.name.toLowerCase()) return { family: "lookup", key, result, source, style, name: result.name };
  }
  ctx.erase(/\b(?:a|an|the)\b/);
  // The key: "by customer id", "using product id", "for each order id", "matching on sku", "based on id in A2".
  const keyM = /\b(?:by|using|for each|for every|for|matching(?: on)?|match(?:ed)? on|based on|on|with|where|via|keyed on|whose)\s+(?:the\s+|its\s+|their\s+)?(§\d+|[a-z_]+(?:\s+[a-z_]+){0,2})/.exec(ctx.t);
  let key: FieldRef | null = null;
  if (keyM) {
    // ("for each program code pulled from the Programs tab": the participle belongs to the sentence.)
    key = ctx.field(cut(keyM[1]!.replace(/\s+(?:pulled|fetched|taken|brought|looked|retrieved|coming|listed|stored|kept|found)\b.*$/, "")));
    ctx.t = ctx.t.replace(keyM[0], " | ");
  }
  // The result: "the price", "customer name", "email for".
  const result = ctx.residual();
  let resultField = result ? ctx.field(result) : null;
  if (!resultField) return null;
  if (!key) key = ctx.assume(/\bproduct|price|sku\b/.test(t) ? "Product ID" : /\bcustomer|client\b/.test(t) ? "Customer ID" : "ID");
  if (resultField.name.toLowerCase() === key.name.toLowerCase()) return null;
  resultField = { ...resultField };
  const stem = singular(source.toLowerCase().split(" ").pop() ?? "");
  const rw = resultField.name.split(" ");
  if (rw.length > 1 && singular(rw[0]!.toLowerCase()) === stem) resultField.name = rw.slice(1).join(" ");
  const sourceColumns = placedColumns(placed, key, resultField);
  return { family: "lookup", key, result: resultField, source, ...(sourceColumns ? { sourceColumns } : {}), style, name: resultField.name, ...(notFound !== undefined ? { notFound } : {}), ...(tiered ? { approximate: true } : {}) };
}

/** Which of the two columns placed on the lookup sheet is the key: the one sharing the key's words (else the first). */
function placedColumns(placed: Array<{ text: string; column: string }>, key: FieldRef, result: FieldRef): { key: string; result: string } | undefined {
  if (placed.length !== 2) return undefined;
  const words = (x: string) => new Set(wordsOf(x.toLowerCase()).map(singular));
  const shares = (a: string, b: string) => [...words(a)].some((w) => words(b).has(w));
  const [a, b] = placed as [{ text: string; column: string }, { text: string; column: string }];
  const swap = (shares(b.text, key.name) && !shares(a.text, key.name)) || (shares(a.text, result.name) && !shares(b.text, result.name));
  return swap ? { key: b.column, result: a.column } : { key: a.column, result: b.column };
}

/** Words that total, count or compare: a request with them reads a sheet's values, it does not fetch one. */
const NOT_FETCHED = /\b(?:sum|total|count|average|avg|mean|median|number of|how many|max|min|rank|running|moving|rolling|share|percent|growth|change|ytd|ratio|divided|minus|plus|difference|between)\b|%/;

const TIERED = /\b(?:tiers?|tiered|brackets?|bands?|approx(?:imate(?:ly)?)?(?: match)?|closest (?:lower|smaller)|next (?:lower|smaller)(?: match)?|range lookup|each tier)\b/;
const TIERED_WORDS = /\b(?:tiers?|tiered|brackets?|bands?|approx(?:imate(?:ly)?)?(?: match)?|(?:with\s+(?:an?\s+)?)?(?:closest|next) (?:lower|smaller)(?: match| value)?|range lookup)\b/g;

const LOD_EVENTS = /^(order|purchase|sale|transaction|login|visit|activity|booking|signup|sign up|payment|contact|session|interaction|click|event)s?$/;

/**
 * "customers with more than 1000 in sales", "number of products with at least 50 of quantity": the
 * entities whose own total passes a test, counted (a FIXED total per entity, then a distinct count).
 */
export function parseEntityTotalCount(ctx: Ctx): Intent | null {
  let m = /^(?:.*?\b)?(?:(?:number|count|total number) of\s+|how many\s+)?([a-z]+?s)\s+(?:with|who have|that have|which have|having|whose)\s+(?:a\s+)?(?:total\s+)?(more than|over|above|at least|less than|under|below|fewer than|at most)\s+(-?\d+(?:\.\d+)?)\s+(?:(?:in|of|worth of)\s+(?:total\s+)?(.+)|([a-z]+s))$/.exec(ctx.t.trim());
  // "count of customers with total sales over 5000", "customers whose lifetime revenue exceeds 1000":
  // the measure first, then the test; "total" says it is the entity's own total, not each row's value.
  const after = /^(?:.*?\b)?(?:(?:number|count|total number) of\s+|how many\s+)?([a-z]+?s)\s+(?:with|who have|that have|which have|have|having|whose)\s+(?:a\s+)?(?:total|lifetime|overall|combined|cumulative)\s+(.+?)\s+(?:is\s+|are\s+|of\s+)?(more than|over|above|at least|less than|under|below|fewer than|at most|exceeding|exceeds?|greater than|>=|<=|>|<)\s+(-?\d+(?:\.\d+)?)$/.exec(ctx.t.trim());
  if (!m && after) {
    const opWord = /^(exceeding|exceeds?|greater than|>)$/.test(after[3]!) ? "over" : after[3] === ">=" ? "at least" : after[3] === "<=" ? "at most" : after[3] === "<" ? "under" : after[3]!;
    m = Object.assign([after[0], after[1], opWord, after[4], after[2], undefined], { index: after.index, input: after.input }) as unknown as RegExpExecArray;
  }
  if (!m) return null;
  const who = singular(m[1]!);
  if (!ENTITIES.has(who) && !DIMENSION_WORDS.has(who)) return null;
  // "customers with more than 5 orders": the other entity is counted per customer.
  const counted = m[5] && ENTITIES.has(singular(m[5])) && singular(m[5]) !== who ? singular(m[5]) : null;
  if (m[5] && !counted) return null;
  const measure: Measure | null = counted ? { agg: "countd", field: { name: `${displayWord(counted, ctx.doc.casing)} ID` }, entity: true } : ctx.measure(cut(m[4]!));
  if (!measure || !measure.field) return null;
  if (!counted && measure.agg !== "sum" && measure.agg !== "avg") measure.agg = "sum";
  const dim: FieldRef = ENTITIES.has(who) ? { name: `${displayWord(who, ctx.doc.casing)} ID` } : { name: displayWord(who, ctx.doc.casing) };
  const op = /^(more than|over|above)$/.test(m[2]!) ? ">" : m[2] === "at least" ? ">=" : m[2] === "at most" ? "<=" : "<";
  const value = Number(m[3]);
  const plural = `${displayWord(who, ctx.doc.casing)}s`;
  const what = counted ? `${displayWord(counted, ctx.doc.casing)}s` : measure.field.name;
  return { family: "lod", kind: "fixed", dimensions: [dim], measure, countWhere: { op, value }, name: `${plural} with ${what} ${op} ${value}` };
}

export function parseLod(ctx: Ctx): Intent | null {
  const t = ctx.t;
  // "average discount excluding nulls": leaving empty values out is a filter, not an EXCLUDE level.
  if (/\b(?:excluding|exclude|ignoring|ignore)\s+(?:the\s+|any\s+)?(?:nulls?|blanks?|empty|empties|missing)\b/.test(t) && !/\b(fixed|include|lod|level of detail)\b/.test(t)) return null;
  const kindM = /\b(fixed|include|including|exclude|excluding|ignoring|ignore|regardless of|irrespective of|lod|level of detail)\b/.exec(t);
  const perM = /\b(?:per|for each|for every|by each|by|at (?:the )?|of each)\s*(§\d+|[a-z_]+)(?:\s+level)?\b/.exec(t);
  // ("at the customer level"; not "Triage Level", a column written in title case or compared with a value.)
  const levelAt = /(?<![a-z0-9_§])(§\d+|[a-z_]+)\s+level\b/.exec(t);
  const titled = !!levelAt && /^[A-Z]/.test(ctx.doc.casing.get(levelAt[1]!) ?? "") && /^[A-Z]/.test(ctx.doc.casing.get("level") ?? "");
  const compared = !!levelAt && /^\s*(?:is|are|was|=|==|!=|<>|<=|>=|<|>|of\s+\d|in\s+\(|between|over|under|above|below|not|-?\d)/.test(t.slice(levelAt.index + levelAt[0].length));
  const levelM = levelAt && !titled && !compared ? levelAt : null;
  const aggWord = /\b(first|earliest|last|latest|most recent|min|minimum|max|maximum|total|sum|average|avg|median|count|number of|distinct|unique|lifetime)\b/.test(t);
  let kind: "fixed" | "include" | "exclude" = "fixed";
  if (kindM) {
    if (/^(include|including)$/.test(kindM[1]!)) kind = "include";
    else if (/^(exclude|excluding|ignoring|ignore|regardless of|irrespective of)$/.test(kindM[1]!)) kind = "exclude";
  }
  // "regardless of filters" still means FIXED at the named dimension.
  if (kind === "exclude" && /\b(?:regardless of|irrespective of|ignoring|ignore)\s+(?:the\s+|any\s+)?(?:filters?|view|dimensions?|what(?:ever)?)/.test(t)) kind = "fixed";
  const explicitKeyword = !!kindM && !/^(including|excluding)$/.test(kindM[1]!);
  if (!explicitKeyword && !(perM && aggWord) && !levelM) return null;
  // "the total hours of the project on every row, no matter what's in the view": the level after "of the".
  if (explicitKeyword && !perM) {
    const ofM = /\bof\s+(?:the|its|their|each|that)\s+([a-z]+)\b/.exec(t);
    if (ofM && (ENTITIES.has(singular(ofM[1]!)) || DIMENSION_WORDS.has(singular(ofM[1]!)) || /^(?:project|program|account|campaign|store|team|department|patient|policy|claim|trip|vehicle|site|plant|worker|employee)$/.test(singular(ofM[1]!)))) {
      return parseLod(ctx.fork(`${t.slice(0, ofM.index)}per ${ofM[1]}${t.slice(ofM.index + ofM[0].length)}`.replace(/\b(?:on|in|for)\s+(?:every|each)\s+row\b/, " ")));
    }
  }

  let dims: FieldRef[];
  let rest: string;
  // "{fixed [Customer] : sum([Sales])}" written out, or "fixed customer: sales".
  // ("fixed lod: total tickets sold per event": "lod" names the kind of calculation, not the level.)
  const writtenM = /\b(?:fixed|include|exclude)\s+(.+?)\s*:\s*(.+)$/.exec(t);
  const written = writtenM && !/^(?:lod|an? lod|level of detail|calc|calculation|expression|formula)$/.test(writtenM[1]!.trim()) ? writtenM : null;
  if (written) {
    dims = written[1]!.split(/\s*,\s*|\s+and\s+/).map((d) => ctx.field(cut(d), { asDimension: !PLACEHOLDER.test(d) })).filter((f): f is FieldRef => !!f);
    rest = ` ${written[2]} `;
  } else {
    const dimRe =
      kind === "fixed"
        ? /\b(?:fixed(?: on| at| by)?|per|for each|for every|by each|by|at (?:the )?|of each|within each|grouped by|each)\s+(?!lod\b|level\b|expression\b|calc\b|distinct\b|unique\b)(?:the\s+)?(§\d+|[a-z_]+(?:\s+(?!and\b|level\b|regardless\b|ignoring\b|irrespective\b|in\b|of\b|for\b|with\b|as\b|by\b|to\b|from\b|total\b|sum\b|lifetime\b|average\b|count\b|number\b|sales\b|revenue\b|profit\b|net\b|gross\b|units\b|quantity\b|qty\b|cost\b|costs\b|margin\b|spend\b|amount\b|discount\b|price\b|avg\b|mean\b|median\b|max\b|min\b|distinct\b|unique\b|\|)[a-z_]+)?)(?:\s+level)?\b/
        : /\b(?:include|including|exclude|excluding|ignoring|ignore|regardless of|irrespective of|without)\s+(?:(?:an?\s+)?(?:lod|level of detail|fixed lod)\s+(?:on|at|by|over)\s+)?(?!lod\b|level\b|expression\b|calc\b|for\b)(?:the\s+)?(§\d+|[a-z_]+(?:\s+(?!and\b|level\b|in\b|of\b|for\b|with\b|as\b|by\b|to\b|from\b|so\b|that\b|but\b|because\b|since\b|while\b|then\b|\|)[a-z_]+)?)\b/;
    const perRe = /\b(?:per|for each|by)\s+(?!lod\b|level\b|expression\b|calc\b)(?:the\s+)?(§\d+|[a-z_]+)\b/;
    // ("total giving per donor - fixed on [Donor ID]": the level said with "fixed on" is the one, wherever it stands.)
    const fixedOn = kind === "fixed" ? /\bfixed\s+(?:on|at|by)\s+(?:the\s+)?(§\d+|[a-z_]+(?:\s+(?:id|code|key|number|no|name))?)\b/.exec(t) : null;
    // ("per member ID, fixed at member level": the level says "member"; the name written with "per" is the column.)
    const perId = fixedOn && !PLACEHOLDER.test(fixedOn[1]!) ? new RegExp(`\\b(?:per|for each|for every|by)\\s+(?:the\\s+)?(${fixedOn[1]}\\s+(?:id|code|key|number|no|name))\\b`).exec(t) : null;
    let dm = perId ?? fixedOn ?? dimRe.exec(t) ?? (kind !== "fixed" ? perRe.exec(t) : null) ?? (levelM ? levelM : null);
    if (!dm && explicitKeyword) {
      // "customer lifetime sales using FIXED": the leading entity or dimension word is the level.
      const head = /\b([a-z]+)\s+(?:lifetime\s+|total\s+|level\s+)?[a-z]+/.exec(t.replace(/\b(?:fixed|lod|using|use|with|a|an|the|calculate|create|level of detail|expression)\b/g, " ").trim());
      if (head && (ENTITIES.has(singular(head[1]!)) || DIMENSION_WORDS.has(singular(head[1]!)))) {
        dm = Object.assign([head[1]!, head[1]!], { index: t.indexOf(head[1]!), input: t, groups: undefined }) as RegExpExecArray;
      }
    }
    if (!dm) return null;
    const phrase = cut(dm[1]!).replace(/\s+(?:filters?|slicers?|dimensions?|field|lod|level of detail)$/, "");
    if (/^(filters?|view|the view|dimensions?)$/.test(phrase)) return null;
    let d = ctx.field(phrase, { asDimension: !PLACEHOLDER.test(phrase) });
    if (!d) return null;
    // Orders, invoices and tickets are identified by their ID.
    if (!PLACEHOLDER.test(phrase) && /^(order|invoice|ticket|transaction|shipment|booking)$/i.test(d.name)) d = { name: `${d.name} ID` };
    // "per month" is a date grain, not a level of detail.
    if (/^(day|week|month|quarter|year|date)$/i.test(d.name)) return null;
    dims = [d];
    rest = t.slice(0, dm.index) + " | " + t.slice(dm.index + dm[0].length);
    // ("each customer's first Loan Date, fixed on Customer ID": the entity said again is that level, not a name.)
    const who = d.name.toLowerCase().split(/\s+/)[0]!;
    if (dm === fixedOn && who) rest = rest.replace(new RegExp(`\\b(?:(?:per|for each|for every|by|each|every|the)\\s+)?${who}(?:s|'s|s')?(?:\\s+(?:level))?\\b`, "g"), " ");
  }
  const sub = ctx.fork(rest);
  sub.drop(/\b(?:fixed|include|including|exclude|excluding|lod|level of detail|expression|calculation|regardless of (?:the )?(?:filters?|view|dimensions?)|ignoring (?:the )?(?:filters?|view)|irrespective of (?:the )?(?:filters?|view))\b/);
  takeFilters(sub);
  // Outer aggregation: "average of customer totals", "average customer lifetime sales".
  let outer: Agg | undefined;
  const outerM =
    /\b(?:average|avg|mean)\s+(?:of\s+)?(?:the\s+)?(?:[a-z_§0-9]+\s+)?(?:level\s+)?(?:totals|sums|values)\b/.exec(t) ??
    // "average of each donor's total gift amount": the mean of one total per donor.
    /\b(?:average|avg|mean)\s+(?:of\s+)?(?:the\s+)?(?:each|every|all|per)\s+(?:§\d+|[a-z_]+)(?:'s|s')?\s+(?:total|sum|lifetime|overall|max|maximum|min|minimum|highest|lowest)\b/.exec(t) ??
    // "the sum per customer, averaged up to each region": the mean of the per-group values, said after them.
    /\baveraged\s+(?:up\s+)?(?:to|across|over|by|for)\b/.exec(t);
  if (outerM) outer = "avg";
  let measure = measureForLod(sub);
  if (!measure) measure = { agg: "sum", field: ctx.assume("Sales") };
  // INCLUDE with an average means "average of the per-group totals".
  if (kind === "include" && measure.agg === "avg") {
    outer = "avg";
    measure = { ...measure, agg: "sum" };
  }
  // (The inner value stays what was asked when it is a max or a min: "AVG of each learner's MAX([Streak Days])".)
  if (outer) return { family: "lod", kind, dimensions: dims, measure: { ...measure, agg: measure.agg === "max" || measure.agg === "min" ? measure.agg : "sum" }, outer, name: `Average ${dims.map((d) => d.name).join(" ")} ${measure.field?.name ?? ""}`.trim() };
  const label = measure.agg === "min" ? "First" : measure.agg === "max" ? "Last" : measure.agg === "countd" ? "Count of" : measure.agg === "avg" ? "Average" : measure.agg === "median" ? "Median" : "Total";
  const name = kind === "exclude" ? `${label} ${measure.field?.name ?? ""}` : `${dims.map((d) => d.name).join(" ")} ${label} ${measure.field?.name ?? ""}`;
  const perGroup = !explicitKeyword && !levelM && kind === "fixed" ? true : undefined;
  const byView = perGroup && !written && /\b(?:grouped\s+)?by\s+(?!each\b|every\b)/.test(t) && !/\b(?:per|for each|for every|of each|each)\b/.test(t) ? true : undefined;
  const label2 = byView ? `${label} ${measure.field?.name ?? ""}` : name;
  return { family: "lod", kind, dimensions: dims, measure, perGroup, byView, name: label2.trim() };
}

function measureForLod(ctx: Ctx): Measure | null {
  for (const seg of ctx.t.split("|")) {
    // "category total sales", "customer lifetime sales": the leading dimension is context.
    const phrase = cut(
      seg
        .trim()
        .replace(/\b(?:lod|level of detail|using|use|a|an|the|get|to)\b/g, " ")
        // "average of each donor's total gift amount": the level is read apart; the measure is what follows.
        .replace(/\b(?:of\s+)?(?:each|every|per)\s+[a-z_]+(?:'s|s')?\s+(?=(?:total|sum|lifetime|overall)\b)/, " ")
        .replace(/^\s*(?:[a-z]+)\s+(?=(?:lifetime|total|sum|overall)\b)/, (w) => (DIMENSION_WORDS.has(singular(w.trim())) || ENTITIES.has(singular(w.trim())) ? "" : w)),
    );
    const words = trimFiller(wordsOf(phrase), ctx.doc.casing);
    if (!words.length) continue;
    const { agg, rest: first } = splitAgg(words.join(" "));
    // "average total gift amount": the average of totals; the inner aggregation is the sum.
    const inner = agg === "avg" ? splitAgg(first) : null;
    const rest = inner?.agg === "sum" && !/^[A-Z]/.test(ctx.doc.casing.get(wordsOf(first)[0] ?? "") ?? "") ? inner.rest : first;
    const restWords = trimFiller(wordsOf(rest), ctx.doc.casing).filter((w) => w !== "lifetime");
    if (!restWords.length) continue;
    let p = restWords.join(" ");
    // "first order per customer" → MIN(Order Date); "last login" → MAX(Login Date).
    // "max sales" is the largest amount, not the latest sale.
    if ((agg === "min" || agg === "max") && LOD_EVENTS.test(p) && p !== "sales" && !PLACEHOLDER.test(p)) p = `${singular(p)} date`;
    const ent = restWords.length === 1 ? singular(restWords[0]!) : null;
    if ((agg === "count" || agg === "countd") && ent && ENTITIES.has(ent) && !PLACEHOLDER.test(p)) {
      return { agg: "countd", field: { name: `${displayWord(ent, ctx.doc.casing)} ID` }, entity: agg === "count" };
    }
    if (DIMENSION_WORDS.has(p) && !agg) continue;
    const field = ctx.field(p);
    if (!field) continue;
    return { agg: agg ?? "sum", field };
  }
  return null;
}

const styleOf = (t: string) => (/vlookup/.test(t) ? "vlookup" : /index/.test(t) ? "index-match" : "xlookup") as "vlookup" | "index-match" | "xlookup";

/**
 * "plan price for each member - the plan name is in column C and the Plans sheet has plan names in A and
 * prices in B": another sheet with a key and a value at given letters, and this sheet's column of the same
 * key, is a lookup of the value by that key.
 */
function sheetWithColumns(ctx: Ctx): Intent | null {
  const doc = ctx.doc;
  const m = /\b(?:the\s+|a\s+|an\s+|my\s+|our\s+)?(§\d+|[a-z_]+)\s+(?:sheet|tab|worksheet|table)\s+(?:has|holds|contains|lists|with|includes)\s+(?:the\s+)?(§\d+)\s*,?\s*(?:and|with)\s+(?:the\s+|their\s+|its\s+)?(§\d+)/.exec(ctx.t);
  if (!m) return null;
  const q = (tok: string) => (PLACEHOLDER.test(tok) ? doc.quoted[Number(PLACEHOLDER.exec(tok)![1])] : undefined);
  const [kq, rq] = [q(m[2]!), q(m[3]!)];
  if (kq?.kind !== "column" || rq?.kind !== "column" || kq.cell || rq.cell || kq.text === kq.column || rq.text === rq.column) return null;
  const words = (x: string) => new Set(wordsOf(x.toLowerCase()).map(singular));
  const keyWords = words(kq.text);
  // This sheet's key: the other column named with the same words (or the only other column).
  const others = doc.quoted.filter((o) => o.kind === "column" && o !== kq && o !== rq && !o.cell && !o.range);
  const same = others.filter((o) => [...words(o.text)].some((w) => keyWords.has(w)));
  const home = same.length === 1 ? same[0]! : others.length === 1 ? others[0]! : null;
  if (!home?.column) return null;
  const sheet = q(m[1]!)?.text ?? displayWord(m[1]!, doc.casing);
  const name = (text: string) => wordsOf(text).map((w, i, all) => displayWord(i === all.length - 1 ? singular(w) : w, doc.casing)).join(" ");
  const key: FieldRef = { name: home.text === home.column ? name(kq.text) : home.text, column: home.column };
  const result: FieldRef = { name: name(rq.text) };
  return { family: "lookup", key, result, source: sheet, sourceColumns: { key: kq.column!, result: rq.column! }, style: styleOf(ctx.t), name: result.name };
}

/**
 * "a lookup that returns the Program for the Applicant ID typed in cell F2": the value in a cell is found
 * in this sheet's key column, and the row's other column returned (no other sheet is named).
 */
function typedCellKey(ctx: Ctx): Intent | null {
  const doc = ctx.doc;
  // (A sheet said to hold the key and the result is this one: "Members sheet has Member ID and Plan Name. look up ...".)
  if (/\b(?:sheet|tab|worksheet|table)\b/.test(ctx.t) && !/^\s*(?:the\s+)?(?:§\d+|[a-z_]+)\s+(?:sheet|tab|worksheet|table)\s+(?:has|holds|contains|lists|with)\b/.test(ctx.doc.contextText?.toLowerCase() ?? "")) return null;
  // ("i need the rate for whatever room type is typed in E2": the verb may be a wish, or left out.)
  const m = /(?:^|\b(?:return|returns|returning|get|gets|give|gives|show|shows|that|which|find|fetch|pull|bring back|need|want|see|look\s*up|lookup)\s+)(?:back\s+)?(?:me\s+)?(?:the\s+)?(§\d+|[a-z_]+(?:\s+[a-z_]+){0,2}?)\s+(?:for|of|matching|by)\s+(?:the\s+|an?\s+|whatever\s+|each\s+)?(§\d+|[a-z_]+(?:\s+[a-z_]+){0,2}?)\s+(?:(?:is|gets|was|i|we|you)\s+)?(?:(?:typed|entered|written|put|given|input|keyed|type|enter)\s+)?(?:in|into|at)\s+(?:cell\s+)?(§\d+)\s*$/.exec(ctx.t.trim());
  if (!m) return null;
  const cellQ = doc.quoted[Number(PLACEHOLDER.exec(m[3]!)![1])];
  if (cellQ?.kind !== "column" || !cellQ.cell) return null;
  const result = ctx.field(cut(m[1]!));
  const key = ctx.field(cut(m[2]!));
  if (!result || !key || result.name === key.name) return null;
  return { family: "lookup", key, result, source: "", lookupCell: cellQ.cell, style: styleOf(ctx.t), name: result.name };
}

import { fieldsOf } from "../fields";
import { CannotAnswer, type Condition, type Dialect, type FieldRef, type Intent } from "../ir";
import { parseAggregate } from "./aggregate";
import { parseBuckets, parseFlag } from "./buckets";
import { Ctx } from "./context";
import { parseDateAdd, parseDateDiff, parseDatePart, parseDateTrunc } from "./dates";
import { parseByExample } from "./examples";
import { parseEntityTotalCount, parseLod, parseLookup } from "./lookup-lod";
import { parseNullIf } from "./nullif";
import { parseRound, parseWeightedAverage } from "./numbers";
import { parseRank, parseTopN } from "./rank";
import { parseArithmetic, parseGroupedRatio, parsePercentOfTotal, parseRatio } from "./share";
import { countRowsOf } from "./table-rows";
import { type ParseState, countTableNamedMeasures, describedConditions, lookerCounts, sheetRows, takeMeasureHint, takeZeroIfNull, useContextMeasure, useMeasureHint, useZeroIfNull } from "./measure-hints";
import { parseInitials } from "./initials";
import { parseTestedShare } from "./tested-share";
import { EXAMPLE_LEAD, fitShape, JOIN_CASE, JOIN_TRIGGER, parseConcat, parseNullDefault, parseTextCase, parseTextExtract, shapeOf } from "./strings";
import { BOUNDARY, DIMENSION_WORDS, ENTITIES, placeholderField } from "./phrases";
import { eachNode } from "./intent-walk";
import { labelledColumnFirst, periodColumns, placedNames, valuesOfListedHeaders, valuesOfPlacedColumns } from "./sheet-layout";
import { entityRows, rowShare } from "./row-share";
import { accountForQualifiers } from "./qualifiers";
import { wholeNames } from "./names";
import { cleanRequest, splitContext, stripPurpose } from "./context-split";
import { DATE_TABLE, dropEchoedConditions, isDateLike, placeContextColumns, useDateTable, useListedColumns, useWrittenReferences } from "./references";
import { type Doc, PLACEHOLDER, displayWord, isWrittenName, normalize, singular, wordsOf } from "./text";
import { trimFiller } from "./phrases";
import { parseMovingAverage, parsePeriodAverage, parsePeriodChange, parsePeriodToDate, parseRunningTotal } from "./time";

export interface Parsed {
  intent: Intent;
  /** Fields the parser supplied because the request did not name them. */
  assumed: FieldRef[];
  /** Conditions left to the view's filters. */
  viewFilters: Condition[];
  doc: Doc;
}

type FamilyParser = (ctx: Ctx) => Intent | null;

/** LOD only when the request says so (FIXED, INCLUDE, EXCLUDE, "regardless of filters"). */
const explicitLod: FamilyParser = (ctx) =>
  /\b(fixed|include|exclude|lod|level of detail|regardless of|irrespective of|ignoring)\b/.test(ctx.t) || /\b[a-z_§0-9]+ level\b/.test(ctx.t) ? parseLod(ctx) : null;

/**
 * Family parsers from the most specific wording to the most general. Each gets a fresh context,
 * so one that looks and declines leaves nothing behind for the next.
 */
/**
 * "Campaign + ' - ' + Ad Group": a written join of names and quoted text is a concat before any
 * word in a name ("group", "rate", "total") can pull another family in.
 */
const writtenConcat: FamilyParser = (ctx) => {
  // ("Label = Customer Name & ' - ' & Meter ID": the name before "=" labels the join.)
  const t = ctx.doc.text.trim().replace(/^[a-z][a-z0-9_ ]{0,30}?\s*[=:]\s*(?=\S)/, "");
  // (The normaliser reads "&" as "and": between written names and a quoted text it still joins them.)
  if (!/^(?:(?:§\d+|[a-z][a-z0-9_ ]*?)\s*(?:\+|&|plus|\|\|)\s*)+(?:§\d+|[a-z][a-z0-9_ ]*?)$/.test(t) && !/^§\d+(?:\s+and\s+§\d+)+$/.test(t)) return null;
  const literal = [...t.matchAll(/§(\d+)/g)].some((m) => ctx.doc.quoted[Number(m[1])]?.kind === "quote");
  if (!literal) return null;
  const label = /^([a-z][a-z0-9_ ]{0,30}?)\s*[=:]\s*(?=\S)/.exec(ctx.doc.text.trim());
  // Each piece in its place: a quoted text as written, anything else a field ("Pet Name + ' (' + Species + ')'").
  const parts: Array<{ field: FieldRef } | { text: string }> = [];
  for (const tok of t.split(/\s*(?:\+|&|\bplus\b|\|\||\band\b)\s*/).filter(Boolean)) {
    const q = /^§(\d+)$/.exec(tok) ? ctx.doc.quoted[Number(tok.slice(1))] : undefined;
    if (q?.kind === "quote") {
      const last = parts[parts.length - 1];
      if (last && "text" in last) last.text += q.text;
      else parts.push({ text: q.text });
      continue;
    }
    const field = ctx.field(tok);
    if (!field) return null;
    parts.push({ field });
  }
  const fields = parts.filter((x): x is { field: FieldRef } => "field" in x).map((x) => x.field);
  if (fields.length < 1) return null;
  const name = label ? label[1]!.trim().split(/\s+/).map((w) => displayWord(w, ctx.doc.casing)).join(" ") : fields.map((f) => f.name).join(" ");
  return { family: "concat", parts, name };
};

/** Separator words in the order said: "space slash space" is " / ", "a comma and a space" is ", ". */
const SEP_WORD: Record<string, string> = { space: " ", spaces: " ", comma: ",", slash: "/", dash: "-", hyphen: "-", pipe: "|", colon: ":", underscore: "_", period: ".", dot: ".", semicolon: ";" };

/**
 * "Carrier Code then a space then Flight Number", "Account Code, then space slash space, then Surname",
 * "last name, a comma and a space, then first name": the pieces of a join said one after another.
 */
const sequenceConcat: FamilyParser = (ctx) => {
  if (!/\b(?:then|followed by)\b/.test(ctx.doc.text) || /\b(?:if|when|case|else|elseif|iif|otherwise)\b/.test(ctx.doc.text)) return null;
  // The clause that lists the pieces: the last one holding "then".
  const clauses = ctx.doc.text.split(/\s*(?:[|.;?!]|\s-\s)\s*/).filter((c) => /\b(?:then|followed by)\b/.test(c));
  const clause = clauses[clauses.length - 1];
  if (!clause) return null;
  const body = clause.replace(/^.*?\b(?:so|thats|that s|that is|i e|ie|which is|its|it s|i\.e\.)\s+(?=\S+(?:\s+\S+){0,3}\s*,?\s*(?:then|followed by)\b)/, "").replace(/^(?:(?:with|from|using|as|like)\s+)/, "");
  const pieces = body.split(/\s*,?\s*\b(?:and\s+then|then|followed\s+by)\b\s*/).flatMap((p) => p.split(/\s*,\s*/)).map((p) => p.trim()).filter(Boolean);
  if (pieces.length < 3) return null;
  const parts: Array<{ field: FieldRef } | { text: string }> = [];
  const addText = (text: string) => {
    const last = parts[parts.length - 1];
    if (last && "text" in last) last.text += text;
    else parts.push({ text });
  };
  for (const piece of pieces) {
    const q = /^§(\d+)$/.exec(piece) ? ctx.doc.quoted[Number(piece.slice(1))] : undefined;
    if (q?.kind === "quote") {
      addText(q.text);
      continue;
    }
    const words = piece.split(/\s+/).filter((w) => !/^(?:a|an|the|single|one|and|with)$/.test(w));
    if (words.length && words.every((w) => w in SEP_WORD)) {
      addText(words.map((w) => SEP_WORD[w]!).join(""));
      continue;
    }
    // (Only whole columns: "the first letter of X", "average", "the last 4 characters" are other calculations.)
    if (piece.split(/\s+/).length > 5 || /\b(?:first|last|letter|letters|characters?|chars?|digits?|initial|average|avg|sum|total|count|upper|lower|case|first|each|per)\b/.test(piece.replace(/\b(?:first|last)\s+name\b/g, ""))) return null;
    const field = ctx.field(piece.replace(/\s*\(?\s*(?:both|all)\s+(?:are|fields are|of them are)\s+(?:text|string|number|numeric)(?:\s+(?:fields?|columns?|values?))?\s*\)?\s*$/, ""));
    if (!field) return null;
    parts.push({ field });
  }
  const fields = parts.filter((x): x is { field: FieldRef } => "field" in x);
  if (fields.length < 2 || parts.length < 3 || !parts.some((x) => "text" in x)) return null;
  return { family: "concat", parts, name: fields.map((f) => f.field.name).join(" ") };
};

/**
 * "show as Last Name, First Name", "donor name as Surname, Firstname from ${donors.last_name} and
 * ${donors.first_name}": a person's name turned round, written as the two parts with a comma between.
 */
const LAST_WORDS = "(?:last\\s*name|surname|family\\s*name|lastname)";
const FIRST_WORDS = "(?:first\\s*name|firstname|given\\s*name|forename|first)";
const surnameFirst: FamilyParser = (ctx) => {
  const m = new RegExp(`\\b(?:as|like|format(?:ted)?\\s+as|in\\s+the\\s+form|show(?:s|n)?\\s+as|reads?)\\s+(${LAST_WORDS})\\s*,\\s*(${FIRST_WORDS})\\b`).exec(ctx.doc.text);
  if (!m) return null;
  const refs = [...ctx.doc.text.matchAll(/§(\d+)/g)].map((x) => ctx.doc.quoted[Number(x[1])]!).filter((q) => q && q.kind !== "quote" && q.kind !== "column");
  const pick = (re: RegExp, fallback: string): FieldRef | null => {
    const q = refs.find((r) => re.test(r.text.toLowerCase().replace(/_/g, " ")));
    return q ? ctx.field(`§${ctx.doc.quoted.indexOf(q)}`) : ctx.field(fallback);
  };
  const last = pick(/last|sur|family/, m[1]!.replace(/^surname$/, "surname"));
  const first = pick(/first|given|fore/, m[2]!.replace(/^first$/, "first name"));
  if (!last || !first) return null;
  return { family: "concat", parts: [{ field: last }, { text: ", " }, { field: first }], name: "Full Name" };
};

const PARSERS: FamilyParser[] = [
  surnameFirst,
  sequenceConcat,
  parseInitials,
  writtenConcat,
  parseByExample,
  parseTestedShare,
  parseLookup,
  parseGroupedRatio,
  parsePeriodToDate,
  parsePeriodAverage,
  parseMovingAverage,
  parseRunningTotal,
  parsePeriodChange,
  parsePercentOfTotal,
  parseTopN,
  parseRank,
  parseBuckets,
  parseNullIf,
  parseFlag,
  parseWeightedAverage,
  parseRound,
  parseDateAdd,
  parseDateTrunc,
  parseDatePart,
  parseDateDiff,
  parseNullDefault,
  parseTextExtract,
  parseTextCase,
  parseConcat,
  parseEntityTotalCount,
  explicitLod,
  parseRatio,
  parseArithmetic,
  parseLod,
  parseAggregate,
];

/** Requests no formula engine should pretend to answer. */
const OUT_OF_SCOPE: Array<[RegExp, string]> = [
  // ("forecast vs actual variance %": a Forecast column compared with the actuals is arithmetic, not a forecast.)
  [/\b((?<!\b(?:vs|versus|against|to|and)\s)forecast(?!\s+(?:vs|versus|against|accuracy|variance|error|amount|value|column|field)\b)|forecasting|predict|prediction|projection|extrapolate|regression|(?<!\b(?:for|on|in)\s+(?:a|the|our|my)\s+(?:[a-z]+\s+)?)trend ?line|linear model|machine learning|ml model|cluster(?:ing)? analysis|k means|arima)\b/, "Forecasts and statistical models are beyond a single calculated field."],
  [/\b(correlation|correlate|covariance|r squared|p value|t test|chi square|z score|standard score)\b/, "Statistical tests and correlations are not among the calculations this tool writes."],
  [/^(?!.*\b(?:sum|total|average|count|rate|ratio|margin|rank|percent|growth|where|if|label|concat|concatenate|combine|join|merge|extract|flag|bucket|running|days|difference|table calc|calculated field|formula|calc|null|nulls|blank|blanks|instead)\b).*\b(?:chart|graph|plot|visuali[sz]ation|dashboard|bold|italic|font|tooltip|conditional formatting|highlight|(?:make|change|set|turn|colou?r)\b.*\b(?:colou?r|red|green|blue|bold|background))\b/, "That is a chart or formatting setting rather than a calculation."],
];

function countedIn(text: string): RegExpExecArray | null {
  // ("unique customers who opened tickets": the rows they are counted from are the tickets.)
  const m =
    /\b(?:in|from|across)\s+(?:the\s+|all\s+)?([a-z]+s)\s*$/.exec(text) ??
    /\b(?:who|that)\s+(?:opened|filed|placed|made|bought|submitted|raised|booked|created|logged|sent|wrote|left|completed|started)\s+(?:a\s+|an\s+|any\s+|the\s+)?([a-z]+s)\s*$/.exec(text);
  return m && ENTITIES.has(singular(m[1]!)) ? m : null;
}

/** "in the Orders table": the table every unqualified field belongs to. */
function takeTable(doc: Doc): string | null {
  // ("new column on Students for GPA band": a column added to a table written with its capital.)
  const onTable = /\b(?:new\s+|calc(?:ulated)?\s+)?(?:col(?:umn)?|field)\s+(?:on|in|to)\s+(?:the\s+)?(§\d+|[a-z_]+)(?:\s+table)?\b/.exec(doc.text);
  const m =
    /\b(?:in|from|of|on|using)\s+(?:the\s+|my\s+)?(§\d+|[a-z_]+)\s+table\b/.exec(doc.text) ??
    /\b(?:the\s+)?table\s+is\s+(§\d+|[a-z_]+)\b/.exec(doc.text) ??
    (onTable && /^[A-Z]/.test(doc.casing.get(onTable[1]!) ?? "") ? onTable : null) ??
    // ("distinct count of farm id in deliveries": the rows an ID is counted in, named last, are the table.)
    (/\b(?:distinct|unique|count|number)\b/.test(doc.text) ? countedIn(doc.text) : null);
  if (!m) return null;
  // "using the 'Date' table" names the date table of time intelligence, not the home of the measure.
  const named = /^§(\d+)$/.exec(m[1]!) ? doc.quoted[Number(m[1]!.slice(1))]!.text : m[1]!;
  if (DATE_TABLE.test(named)) return null;
  const token = m[1]!;
  const q = /^§(\d+)$/.exec(token);
  const name = q ? doc.quoted[Number(q[1])]!.text : token.charAt(0).toUpperCase() + token.slice(1);
  doc.text = `${doc.text.slice(0, m.index)} ${doc.text.slice(m.index + m[0].length)}`.replace(/\s+/g, " ").trim();
  return doc.casing.get(token) ?? name;
}


/** Puts unqualified fields (and row counts) in the named table. */
function applyTable(intent: Intent, tableName: string): void {
  const visit = (v: unknown, key?: string): void => {
    if (!v || typeof v !== "object") return;
    if (Array.isArray(v)) return v.forEach((x) => visit(x));
    const o = v as Record<string, unknown>;
    if (key === "field" || key === "start" || key === "end" || key === "date" || key === "dimension" || key === "within" || key === "key" || key === "value") {
      // (An assumed date of time intelligence stays in the date table.)
      if (typeof o.name === "string" && !o.table && !o.isMeasureRef && !(key === "date" && (o.assumed || o.name === "Date"))) o.table = tableName;
    }
    if ("agg" in o && o.field === null) o.table = tableName;
    for (const [k, x] of Object.entries(o)) if (k !== "result") visit(x, k);
  };
  visit(intent);
}

/**
 * Words that never belong in a field name: when one appears, a parser has swallowed part of the
 * request it did not understand ("Orders Shipped Late", "Sales Restarting"), and the answer would
 * be made up. Such a reading is dropped and the next parser tries.
 */
const NOT_A_FIELD =
  /\b(only|when|where|with|if|then|else|otherwise|yes|no|true|false|which|who|that|than|was|were|is|are|be|been|restart|restarting|reset|resets|resetting|every|once|twice|never|without|lowercase|uppercase|above|below|shipped|bought|purchased|late|early|highest|lowest|biggest|smallest|top|bottom|whose|having|offset|pivot|ytd|mtd|qtd|wtd)\b/i;

/** "Units Shipped", "Items Purchased", "shipped units": a quantity named by what happened to it is a real column. */
const QUANTITY_DONE =
  /^(?:(?:units|quantity|qty|items|boxes|cases|pallets|pieces|tons|kg|lbs|orders|parcels|packages|shipments|products|tickets|containers|loads) (?:shipped|bought|purchased)|(?:shipped|bought|purchased) (?:units|quantity|qty|items|boxes|cases|pallets|pieces|tons|kg|lbs|parcels|packages|containers|loads))$/i;

function plausible(intent: Intent, doc: Doc): boolean {
  // A name the user wrote in brackets ([Days Late]) or quotes is a column as written.
  const written = (f: FieldRef) => doc.quoted.some((q) => q.kind !== "quote" && q.text === f.name);
  // "Days Late > 0": a name the user compared with a value is a column, whatever its words.
  const compared = (f: FieldRef) => new RegExp(`\\b${f.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*(?:>=|<=|!=|<>|=|>|<)`, "i").test(doc.raw);
  // ("Late Fee, but show 0 when blank": a name written in title case, as the data spells it, is a column.)
  const titled = (f: FieldRef) => /\s/.test(f.name) && /^[A-Z]/.test(f.name) && new RegExp(`\\b${f.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`).test(doc.raw) && f.name.split(/\s+/).every((w) => /^[A-Z0-9]/.test(w));
  return fieldsOf(intent).every((f) => f.assumed || f.view || f.table || f.column || written(f) || compared(f) || titled(f) || !NOT_A_FIELD.test(f.name) || /\b(date|time|flag)$/i.test(f.name) || QUANTITY_DONE.test(f.name) || /^[a-z]+s (?:shipped|bought|purchased)$/i.test(f.name));
}

/** Phrases whose meaning no family captures; answering without them would be wrong. */
const UNSUPPORTED_MEANING: Array<[RegExp, string]> = [
  [/\b((?:with|have|has|had) no (?:sales|orders|transactions|purchases|activity|records|rows|revenue|visits)|without any (?:sales|orders|transactions|purchases|activity)|that never|who never|that have not|who have not|havent|haven't|(?<!\b(?:for|when|if|handle|handles|handling|avoid|avoiding|against)\s)zero sales)\b/, "Counting things that have no matching rows needs a relationship between tables, which this tool does not write yet."],
  [/\b(more than once|at least twice|repeat customers?|returning customers?|more than \d+ times|at least \d+ times)\b/, "Counting how often each customer repeats needs a nested aggregation this tool does not write yet."],
  [/\b(average|avg|mean|sum|total) of (?:the )?(?:top|bottom) \d+\b/, "Aggregating only the top or bottom N values is not among the calculations this tool writes yet."],
  [/\b(above|below) (?:the )?average\b/, "Comparing each value with the overall average is not among the calculations this tool writes yet."],
  [/\b(?:sum|total|average|count|max|min) of (?:the )?(?:last|first|top|bottom) \d+ (?:rows|entries|cells|values|records)\b/, "Aggregating only the last or first N rows is not among the calculations this tool writes yet."],
];

/**
 * "each customer's first order date", "the region's total sales": an entity or category word in
 * the possessive is the level the value is taken at, the same as "first order date per customer".
 */
function possessiveToPer(doc: Doc): void {
  const own = /\b([a-z]+)(?:'s|s')\s/i.exec(doc.raw);
  if (!own) return;
  const who = singular(own[1]!.toLowerCase());
  if (!ENTITIES.has(who) && !DIMENSION_WORDS.has(who)) return;
  // ("each customer's total [Sales] on every row": where the value is shown stays after the grouping.)
  const re = new RegExp(`\\b(?:(?:each|every|the|a|per)\\s+)?${own[1]!.toLowerCase()}s?\\s+((?:first|last|earliest|latest|most recent|total|number of|count of)\\s+[a-z§0-9_ ]+?)(\\s+(?:on|in|across|for)\\s+(?:every|each|all)\\b[a-z§0-9_ ,]*)?\\s*$`);
  const m = re.exec(doc.text);
  // Only when the possessive phrase is the whole request: "days since the customer's first order" reads fine as it is.
  if (!m || doc.text.slice(0, m.index).trim() !== "") return;
  doc.text = `${doc.text.slice(0, m.index)}${m[1]} per ${who}${m[2] ?? ""}`.replace(/\s+/g, " ").trim();
}

/**
 * "cap discount at 0.5", "sales, capped at 1000", "floor margin at 0": a limit on each value is the
 * same as "if discount > 0.5 then 0.5 else discount", which the flag parser reads.
 */
function labelRule(doc: Doc): void {
  // "days in stock over 90 is 'Aged', otherwise 'Fresh'": a test, its label, then the other label.
  const m = /^(?:the\s+)?(§\d+|[a-z_]+(?:\s+[a-z_]+){0,2}?)\s+(over|above|under|below|more than|less than|at least|at most|>=|<=|>|<|=)\s+(-?\d+(?:\.\d+)?)\s+(?:is|are|=|means|becomes|->)\s+(§\d+|[a-z]+)\s*,?\s+(?:otherwise|else|or else|and otherwise)\s+(?:is\s+)?(§\d+|[a-z]+)$/.exec(doc.text);
  if (m) doc.text = `if ${m[1]} ${m[2]} ${m[3]} then ${m[4]} else ${m[5]}`;
  // "'Brand' if Campaign Name contains 'brand', else 'Non-brand'": the label first, then its test.
  // "label properties 'Luxury' when List Price is above 1000000, otherwise 'Standard'": the same after a verb and the rows' noun.
  const first = /^(?:(?:label|labels|mark|tag|call|flag|classify|name)\s+(?:(?:the|all|each|every)\s+)?(?:[a-z_]+\s+){0,2}?(?:as\s+)?)?(§\d+)\s+(?:if|when|where)\s+(.+?)\s*,?\s+(?:else|otherwise|or else)\s+(?:as\s+)?(§\d+)$/.exec(doc.text);
  // ("'Busy' if Visits is 500 or more, 'Steady' for 100-499, otherwise 'Quiet'": a list of labels, read as buckets.)
  // ("Strong if score >= 50, Neutral if 0-49, otherwise Weak": a middle band in plain words is a list too.)
  const listed = (c: string) => [...c.matchAll(/,\s*(?:and\s+)?§(\d+)/g)].some((m) => doc.quoted[Number(m[1])]?.kind === "quote") || /,\s*(?:and\s+)?[a-z]+(?:\s+[a-z]+)?\s+(?:if|for|when|from|at)\s+(?:-?\d|over|under|above|below|between)/.test(c);
  if (first && doc.quoted[Number(first[1]!.slice(1))]?.kind === "quote" && !listed(first[2]!)) doc.text = `if ${first[2]} then ${first[1]} else ${first[3]}`;
  // "label rows where X is over 4 as Slow, otherwise On Time", "flag each order if ... as 'Late' else 'OK'":
  // the test, then the label, then the other label.
  const asLabel = /^(?:label|labels|flag|flags|mark|marks|tag|tags)\s+(?:(?:the|all|each|every|any)\s+)?(?:(?!where\b|if\b|when\b|whose\b)[a-z_]+\s+)?(?:where|if|when|whose)\s+(.+?)\s+as\s+(§\d+|[a-z][a-z0-9]*(?:\s+[a-z][a-z0-9]*){0,2})\s*,?\s+(?:and\s+)?(?:otherwise|else|or else|the rest|everything else|all others)\s+(?:as\s+)?(§\d+|[a-z][a-z0-9]*(?:\s+[a-z][a-z0-9]*){0,2})$/.exec(doc.text);
  if (asLabel && /\d|§|\b(?:is|are|=|over|under|above|below|contains?|equals?|blank|null|empty)\b/.test(asLabel[1]!)) {
    const quote = (w: string) => {
      if (/^§\d+$/.test(w) && doc.quoted[Number(w.slice(1))]?.kind === "quote") return w;
      doc.quoted.push({ text: w.split(/\s+/).map((x) => displayWord(x, doc.casing)).join(" "), kind: "quote" });
      return `§${doc.quoted.length - 1}`;
    };
    if (!/^§\d+$/.test(asLabel[2]!) || doc.quoted[Number(asLabel[2]!.slice(1))]?.kind === "quote") doc.text = `if ${asLabel[1]} then ${quote(asLabel[2]!)} else ${quote(asLabel[3]!)}`;
  }
  // "flag High if [Loan Balance] is over 100000, otherwise Normal": an unquoted label written in capitals.
  const bare = /^(?:flag|label|mark|tag|call)\s+(?:(?:it|them|rows?|as)\s+)?([a-z][a-z0-9]*)\s+(?:if|when|where)\s+(.+?)\s*,?\s+(?:else|otherwise|or else)\s+(?:as\s+)?([a-z][a-z0-9]*)$/.exec(doc.text);
  if (bare && /^[A-Z]/.test(doc.casing.get(bare[1]!) ?? "")) {
    const quote = (w: string) => {
      doc.quoted.push({ text: doc.casing.get(w) ?? w, kind: "quote" });
      return `§${doc.quoted.length - 1}`;
    };
    doc.text = `if ${bare[2]} then ${quote(bare[1]!)} else ${quote(bare[3]!)}`;
  }
}

/**
 * "rank stores by sales, biggest one is 1", "lowest cost = #1": which end ranks first, said as
 * who gets 1. (Read as it stands, "biggest 1" asked for a top 1.)
 */
function rankDirection(doc: Doc): void {
  if (!/\b(?:rank|ranks|ranked|ranking)\b/.test(doc.text)) return;
  // "ties share a rank", "against the full column": how RANK works anyway, not a share or a total.
  doc.text = doc.text
    .replace(/\s*[,;(]?\s*(?:with\s+|and\s+)?ties\s+(?:share|sharing|get|getting|have|having|receive|receiving)\s+(?:a|the same|one|an equal|equal)\s+(?:rank|position|number|place)s?\s*\)?/g, " ")
    .replace(/\b(?:against|across|over|within)\s+(?:the\s+)?(?:full|whole|entire)\s+(?:column|list|table|sheet|range)\b/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  const re = /\s*[,;(]?\s*(?:with\s+|so\s+|and\s+)?(?:the\s+)?(biggest|largest|highest|top|most|best|greatest|smallest|lowest|least|fewest|worst)(?:\s+(?!is\b|gets\b|as\b)[a-z§0-9_]+)?\s+(?:one\s+|1\s+|value\s+)?(?:is|=|gets|get|as|ranked|being|at)\s+(?:#|number\s+|no\.?\s+|rank\s+|position\s+)?1\b\s*\)?/;
  // ("biggest first", "smallest first": the order said as what comes first.)
  doc.text = doc.text.replace(/\b(?:biggest|largest|most|greatest|best|top)\s+first\b/g, "highest first").replace(/\b(?:smallest|least|fewest|worst)\s+first\b/g, "lowest first");
  const m = re.exec(doc.text);
  if (!m) return;
  const first = /^(?:smallest|lowest|least|fewest|worst)$/.test(m[1]!) ? "lowest first" : "highest first";
  doc.text = `${doc.text.slice(0, m.index)} ${first} ${doc.text.slice(m.index + m[0].length)}`.replace(/\s+/g, " ").trim();
}

function capToCondition(doc: Doc): void {
  const X = "(§\\d+|[a-z_]+(?:\\s+[a-z_]+){0,2}?)";
  const N = "(-?\\d+(?:\\.\\d+)?)";
  const m =
    new RegExp(`^(cap|limit|clamp|floor)\\s+(?:the\\s+)?${X}\\s+(?:at|to)\\s+(?:a\\s+)?(?:(?:max|maximum|min|minimum)\\s+(?:of\\s+)?)?${N}$`).exec(doc.text) ??
    new RegExp(`^(?:the\\s+)?${X}\\s*,?\\s+(capped|limited|clamped|floored)\\s+(?:at|to)\\s+(?:a\\s+)?(?:(?:max|maximum|min|minimum)\\s+(?:of\\s+)?)?${N}$`).exec(doc.text);
  if (!m) return;
  const [verb, field] = /^(?:cap|limit|clamp|floor)$/.test(m[1]!) ? [m[1]!, m[2]!] : [m[2]!, m[1]!];
  const n = m[3]!;
  doc.text = /^floor/.test(verb) ? `if ${field} < ${n} then ${n} else ${field}` : `if ${field} > ${n} then ${n} else ${field}`;
}

/**
 * "by region, total sales", "across regions, average profit": a grouping written first is the same
 * as one written last ("average profit across regions").
 */
function groupingFirst(doc: Doc): void {
  const m = /^(by|per|for each|for every|across|across all|across each)\s+((?:§\d+|[a-z_]+)(?:\s+[a-z_]+)?)\s*,\s*(.+)$/.exec(doc.text);
  if (m) doc.text = `${m[3]} ${m[1]} ${m[2]}`;
}

/**
 * "league table: energy per desk is in E2:E40, lowest should be rank 1": a measure the parser had to guess is the
 * one column the request wrote and nothing else reads.
 */
function oneWrittenMeasure(intent: Intent, doc: Doc): void {
  if (!("measure" in intent) || !intent.measure) return;
  const m = intent.measure as { field: FieldRef | null; entity?: boolean };
  if (!m.field?.assumed || m.entity) return;
  const used = new Set(fieldsOf(intent).filter((f) => !f.assumed).map((f) => f.name.toLowerCase()));
  const written = doc.quoted.filter((q) => (q.kind === "column" ? !!q.range && q.text !== q.column : q.kind !== "quote" && q.kind !== "name") && !used.has(q.text.toLowerCase()));
  if (written.length !== 1) return;
  m.field = placeholderField(`§${doc.quoted.indexOf(written[0]!)}`, doc);
}

/**
 * The name the user gave the result: "Measure: Gift Aid Eligible Total = SUM of ...", "Paying Players measure =
 * count of ...", "calculated column order size from Orders[GMV]: ...". Returns the name and the request without a
 * name that was only a label (the body is read by itself; the name's words ask for nothing).
 */
function givenName(query: string, dialect: Dialect): { name: string; rest: string } | null {
  const NAME = "([A-Za-z][\\w%&'/ -]{0,44}?)";
  // ("Measure [Yield %] = ...", "[Net Sales] := ...", "Fuel Prev Month := ...": DAX's own ways to name a measure.)
  const daxNamed =
    /^\s*(?:(?:new|a|dax)\s+)?(?:measure\s+)?\[([^\]\n]{1,45})\]\s*:?=\s*(?=\S)/i.exec(query) ?? new RegExp(`^\\s*${NAME}\\s*:=\\s*(?=\\S)`).exec(query);
  if (daxNamed && daxNamed[1]!.trim().split(/\s+/).length <= 6) return { name: daxNamed[1]!.trim(), rest: query.slice(daxNamed[0].length) };
  // ("[Cumulative Deposits]: running total of ...": a name in brackets before a colon names the result.)
  const bracketColon = /^\s*\[([^\]\n]{1,45})\]\s*:\s+(?=\S)/.exec(query);
  if (bracketColon) return { name: bracketColon[1]!.trim(), rest: query.slice(bracketColon[0].length) };
  // ("Calculated column on Bookings: Lead Time Days = days from ...": the column's name after the table it is on.)
  const onTable = /^\s*(?:a\s+|new\s+)?(?:calculated|calc)\s+column\s+(?:on|in|for)\s+(?:the\s+)?[A-Za-z_][\w]*(?:\s+table)?\s*:\s*([A-Za-z][\w%&'/ -]{0,40}?)\s*=\s*(?=\S)/i.exec(query);
  if (onTable) return { name: onTable[1]!.trim(), rest: query.slice(onTable[0].length) };
  // (DAX: "Gross Margin % = (SUM(...) - ...", "% of Total Jobs = COUNTROWS(Jobs) ...": a name, then DAX itself.)
  const daxBody = dialect === "dax" ? /^\s*((?:%\s*)?[A-Za-z][\w%&'/ -]{0,44}?)\s*=\s*(?=\(*\s*(?:SUM|SUMX|DIVIDE|CALCULATE|COUNTROWS|DISTINCTCOUNT|AVERAGE|AVERAGEX|COUNT|MIN|MAX|TOTALYTD|RANKX|IF|SWITCH)\s*\()/.exec(query) : null;
  const daxName = daxBody?.[1]!.trim().replace(/^(?:(?:new|a|dax)\s+)?(?:measure|calculated\s+column|calc\s+column)\s*:?\s+/i, "");
  // (Unless the name says the calculation the body leaves out: "MoM % change in active users = DISTINCTCOUNT(...) vs ...".)
  if (daxBody && daxName && daxName.split(/\s+/).length <= 6 && !/\b(?:mom|yoy|qoq|wow|change|growth|vs|versus|ytd|mtd|qtd|running|rolling|moving|rank|ranking|cumulative|previous|prior|last)\b/i.test(daxName)) return { name: daxName, rest: query.slice(daxBody[0].length) };
  // (DAX: "Admissions LY: COUNTROWS(...)", "Cumulative Scrap: running total of ...": a name in capitals before a colon.)
  const colon = dialect === "dax" ? /^\s*([A-Z][\w%&'/-]*(?:\s+[A-Za-z%&][\w%&'/-]*){0,4})\s*:\s+(?=\S)/.exec(query) : null;
  if (colon && /^[A-Z]/.test(colon[1]!.split(/\s+/).pop()!) && !/\b(?:from|our|my|the|for|to|by|in|on|a|an|please|we|i|need|needs|want|wants|asked|asks|says|message|note)\b/i.test(colon[1]!) && !/^(?:measure|measures|calc|calculated|calculation|field|column|lod|email|e-mail|slack|teams|context|label|note|fyi|request|ask|question|task|q|hi|hey|hello|pasted|forwarded|from|re|fw|fwd|dax|power bi|pbi|table|formula|ytd|mtd|qtd|yoy|mom|kpi|metric|goal|need|requirement|spec|percent of total|running total|moving average|rank|ranking|context|background|data|model|setup|date table)\b/i.test(colon[1]!) && !/\b(?:measure|calculated column|calc column)$/i.test(colon[1]!)) {
    return { name: colon[1]!.trim(), rest: query.slice(colon[0].length) };
  }
  const title = (n: string) => n.trim().split(/\s+/).map((w) => (w === w.toLowerCase() && !/^(?:of|per|to|vs|and|by|in|on|for)$/.test(w) ? w.charAt(0).toUpperCase() + w.slice(1) : w)).join(" ");
  const labelled =
    new RegExp(`^\\s*(?:(?:new|a|dax)\\s+)?(?:measure|calculated\\s+column|calc\\s+column)\\s*:\\s*${NAME}\\s*=\\s*(?=\\S)`, "i").exec(query) ??
    new RegExp(`^\\s*(?:(?:new|a|dax)\\s+)?measure\\s+${NAME}\\s*[=:]\\s*(?=\\S)`, "i").exec(query) ??
    new RegExp(`^\\s*${NAME}\\s+(?:measure|calculated\\s+column|calc\\s+column)\\s*=\\s*(?=\\S)`, "i").exec(query);
  if (labelled && !/^(?:the|a|an|my|our|this|that|for|of|to|that|which|with|called|named)\b/i.test(labelled[1]!) && labelled[1]!.trim().split(/\s+/).length <= 6) {
    return { name: title(labelled[1]!), rest: query.slice(labelled[0].length) };
  }
  // ("calculated column order size from Orders[GMV]: under 20 small, ...": the name, then the column it is made from.)
  const column = /^\s*(?:(?:a|new)\s+)?(?:calculated|calc)\s+column\s+([a-z][a-z ]{1,30}?)\s+(?:from|of|on|based on)\s+(?=(?:'[^'\n]+'|[A-Za-z_]\w*)\[)/i.exec(query);
  if (column && !/^(?:the|a|an|with|that|which|for|to)\b/i.test(column[1]!) && column[1]!.split(/\s+/).length <= 4) return { name: title(column[1]!), rest: query };
  return null;
}

export function parseRequest(query: string, dialect: Dialect): Parsed {
  // Excel: "yoy growth % - 2023 bookings in B, 2024 in C": the change from one period's column to the other's.
  const periods = dialect === "excel" ? periodColumns(query) : null;
  if (periods) {
    const m = (c: { name: string; column: string }) => ({ kind: "measure" as const, measure: { agg: "sum" as const, field: { name: c.name, column: c.column } } });
    const intent: Intent = { family: "ratio", numerator: { kind: "bin", op: "-", left: m(periods.cur), right: m(periods.prev) }, denominator: m(periods.prev), name: `${periods.cur.name} vs ${periods.prev.name} %`, percent: true, level: "row" };
    return { intent, assumed: [], viewFilters: [], doc: normalize(query) };
  }
  const given = givenName(query, dialect);
  if (!given) return parseRequestAs(query, dialect);
  // The body is read by itself ("Refunded Total = SUM of ..." would otherwise read "refunded total" as the
  // measure), unless the name says what the body does not ("Net Sales % of grand total = SUM(...) divided by
  // the total ..."): then the whole request is read.
  const attempt = (q: string): Parsed | null => {
    try {
      return parseRequestAs(q, dialect);
    } catch (err) {
      if (err instanceof CannotAnswer) return null;
      throw err;
    }
  };
  const whole = attempt(query);
  const body = given.rest !== query ? attempt(given.rest) : null;
  // The whole request is read unless the name's own words leaked into what it reads (a field "Refunded", a
  // test Status = "Active", a column "Measure Fleet"): then the body is read by itself.
  const own = wordsOf(given.name.toLowerCase()).filter((w) => w.length >= 4 && !new RegExp(`\\b${w}`, "i").test(given.rest));
  const leaked = (p: Parsed) => {
    // (The result's own name is no leak; a field named with the name's words is.)
    const said = JSON.stringify({ ...p.intent, name: "" }).toLowerCase();
    return own.some((w) => said.includes(w));
  };
  // (And a field the request never wrote - Sales[Refunded] where it wrote Payments[...] - counts against a reading.)
  const allFields = (intent: Intent): FieldRef[] => {
    const out: FieldRef[] = [];
    eachNode(intent, (o) => {
      const f = o.field as FieldRef | null | undefined;
      if (f && typeof f === "object" && typeof f.name === "string") out.push(f);
    });
    return out;
  };
  const unwritten = (p: Parsed) =>
    allFields(p.intent).filter((f) => !f.assumed && (f.table ? !query.includes(`${f.table}[${f.name}]`) && !query.includes(`'${f.table}'[${f.name}]`) : f.view ? !query.includes(`${f.view}.${f.name}`) : dialect === "dax" && !f.isMeasureRef && !f.column)).length;
  const read = whole && (!body || (!leaked(whole) && unwritten(whole) <= unwritten(body))) ? whole : (body ?? whole ?? parseRequestAs(query, dialect));
  if ("name" in read.intent) (read.intent as { name: string }).name = given.name;
  return read;
}

function parseRequestAs(query: string, dialect: Dialect): Parsed {
  const table: ParseState = { name: null };
  const parsed = parseFamily(query, dialect, table);
  const read = accountForQualifiers(parsed, dialect, (d) => firstParse(d, dialect, table.name));
  if (table.whenZero !== undefined) {
    if (read.intent.family !== "ratio") throw new CannotAnswer("I read a value for a zero divisor but no division to apply it to; describe the ratio, e.g. “Revenue / Transactions, 0 when there are no transactions”.", ["ratio"]);
    read.intent.whenZero = table.whenZero;
  }
  oneWrittenMeasure(read.intent, read.doc);
  wholeNames(read.intent, read.doc);
  useMeasureHint(read.intent, read.doc, table.measureField, table.measureCounts);
  useContextMeasure(read.intent, table.contextMeasure);
  useZeroIfNull(read.intent, table.zeroIfNull);
  // "count rows of Admissions": the measure is named for the table, not "Rows".
  if (table.rowsOf && "name" in read.intent && typeof read.intent.name === "string") read.intent.name = read.intent.name.replace(/\bRows\b/, table.rowsOf);
  useWrittenReferences(read.intent, read.doc, dialect);
  useListedColumns(read.intent, read.doc);
  placeContextColumns(read.intent, read.doc, dialect);
  useDateTable(read.intent, read.doc, dialect);
  // DAX: "Signups table has one row per signup and a SignupDate column": a date column named for rows counted
  // in a table lives in that table.
  if (dialect === "dax" && "measure" in read.intent && read.intent.measure?.table && "date" in read.intent) {
    const date = read.intent.date as FieldRef | undefined;
    if (date && typeof date === "object" && !date.table && !date.assumed && date.name !== "Date") date.table = read.intent.measure.table;
  }
  if (dialect === "dax") countTableNamedMeasures(read.intent, read.doc);
  if (dialect === "dax") rowShare(read.intent, read.doc);
  if (dialect === "dax") entityRows(read.intent, read.doc);
  // DAX: "% of total sales per store ... store name is Stores[Store Name]": the one other column written is the
  // dimension whose filter the total removes (ALL(Stores[Store Name]), not the whole fact table).
  if (dialect === "dax" && read.intent.family === "percentOfTotal" && !read.intent.across && !read.intent.within) {
    const m = read.intent.measure.field;
    const others = read.doc.quoted.filter((q) => q.kind === "dax" && q.table && !(m && q.text.toLowerCase() === m.name.toLowerCase() && q.table === m.table));
    const dims = others.filter((q) => !/\b(?:date|amount|sales|revenue|value|qty|quantity|units|cost|price|total|count|hours)\b/i.test(q.text));
    // (Only a dimension in another table: ALL of the fact table would clear every other filter on it too; in the
    // same table ALL(T) is the usual writing.)
    const measureTable = read.intent.measure.field?.table ?? read.intent.measure.table;
    // ("Remove only the filter on Flights[Aircraft Type]", "other slicers must still apply": said outright, the
    // one column is cleared in the same table too.)
    const onlyThat = /\b(?:only|just)\s+(?:the\s+)?(?:[a-z]+\s+)?filter|\bother\s+(?:slicers|filters)\b|\bkeep(?:s|ing)?\s+(?:the\s+)?other\s+filters\b|\ball\s+(?:the\s+)?[a-z]+(?:\s+[a-z]+)?\s+(?:types|categories|groups|names|regions|stores|products)\b/i.test(read.doc.raw);
    if (dims.length === 1 && measureTable && (onlyThat || dims[0]!.table!.toLowerCase() !== measureTable.toLowerCase())) read.intent.across = { name: dims[0]!.text, table: dims[0]!.table! };
  }
  if (dialect === "looker") lookerCounts(read.intent);
  dropEchoedConditions(read.intent);
  // A label read twice ("(Prepaid, Prepaid)") once its echo is gone.
  if ("name" in read.intent && typeof read.intent.name === "string") read.intent.name = read.intent.name.replace(/\(([^()]*)\)/, (_, inner: string) => `(${[...new Set(inner.split(", "))].join(", ")})`);
  return read;
}

function parseFamily(query: string, dialect: Dialect, table: ParseState): Parsed {
  // "unique patients (Patient ID)": the column in parentheses is what the plural noun means.
  query = query.replace(/\b([a-z]+s)\s*\(\s*([A-Z][\w ]*?\s(?:ID|Id|Code|Number|No|Key|Name))\s*\)/g, (m, noun: string, name: string) => (name.toLowerCase().startsWith(noun.slice(0, 4).toLowerCase()) ? name : m));
  // "defect rate is in column G. label it ...": the sentence before names what "it" is (sheet-layout.ts).
  query = labelledColumnFirst(placedNames(query));
  if (dialect === "excel") query = valuesOfPlacedColumns(query);
  query = valuesOfListedHeaders(query);
  // "REGEXP_EXTRACT the region prefix from Tower ID", "DATETIME_TRUNC order date to month": a function's name typed as the verb.
  query = query.replace(/^\s*(?:REGEXP_EXTRACT|REGEXP_SUBSTR|SUBSTR|SUBSTRING|LEFT_TEXT|RIGHT_TEXT|MID)\b(?!\s*\()/i, "extract").replace(/^\s*(?:DATETIME_TRUNC|DATE_TRUNC|DATETRUNC|TRUNC)\b(?!\s*\()/i, "truncate");
  // "Measure [Return Rate] = ...": the measure's name, written as DAX writes a reference to it.
  query = query.replace(/^\s*(?:(?:new\s+)?measure\s*:?\s*)\[([^\]\n]{1,40})\]\s*=/i, "$1 =");
  // ("how many days each application took to get approved? The data source has Application Date and Approval
  // Date.": a time taken, with the two dates it runs between named, is the difference between them.)
  {
    const took = /\bhow\s+(?:many\s+(days|hours|weeks|months|minutes)|long)\b[^.?!]*\b(?:took|take|takes|taking|took\s+to|was|were|is|are)\b/i.exec(query);
    const dates = [...new Set([...query.matchAll(/\b((?:[A-Z][a-z]+\s+){1,3}(?:Date|Time|Timestamp|At|On))\b/g)].map((m) => m[1]!))];
    if (took && dates.length === 2 && !/\b(?:average|avg|mean|median|total|sum)\b/i.test(query) && !/\b(?:in|col(?:umn)?)\s+[A-Z]\b(?![a-z])/.test(query)) query = `${(took[1] ?? "days").toLowerCase()} from ${dates[0]} to ${dates[1]}`;
  }
  // ("how many shipments were returned? Status = "Returned", one row per shipment": outside DAX (which reads the
  // table's rows from it) the grain of the data, said aside, is no division.)
  if (dialect !== "dax") {
    query = query.replace(/\s*(?:[,;(]|\s[-–—])?\s*(?:and\s+)?(?:there(?:'s|\s+is)\s+|it(?:'s|s)?\s+|with\s+|the\s+data\s+(?:is|has)\s+)?one\s+row\s+(?:per|for\s+each|for\s+every|=)\s+(?:[a-z]+\s+)?([a-z]+)\b(?:\s+(?:in|on)\s+(?:the\s+)?[A-Za-z]+(?:\s+(?:table|sheet|tab))?)?\s*\)?/gi, (m, noun: string, at: number, all: string) => {
      // (The entity the ask counts, once its grain is said, is each row: "how many shipments" counts rows.)
      return /\bhow many|\bnumber of|\bcount\b/i.test(all) && new RegExp(`\\b${noun.replace(/s$/, "")}s?\\b`, "i").test(all.slice(0, at)) ? ` ${GRAIN}${noun} ` : m;
    });
    // (A counted noun the engine does not know as a thing - "pickups" - is the rows themselves.)
    const grain = new RegExp(`\\s*${GRAIN}([a-z]+)\\s*`).exec(query);
    if (grain) {
      const noun = grain[1]!.replace(/s$/, "");
      query = query.replace(grain[0], " ");
      if (!ENTITIES.has(singular(noun.toLowerCase()))) query = query.replace(new RegExp(`\\b((?:how many|number of|count of|count)\\s+(?:(?:of\\s+)?(?:our|the|all)\\s+)?(?:[a-z]+\\s+)?)${noun}s?\\b`, "i"), "$1rows");
    }
  }
  // ("... and lower is better, so the lowest should be rank 1": the order of a rank, said as what is better.)
  query = query.replace(/\s*(?:,|\band\b)?\s*(?:a\s+)?(lower|smaller|less|fewer|higher|bigger|more|larger)\s+(?:is|are|=)\s+better\b\s*,?\s*(?:so\s+)?/gi, (_m, w: string) => (/^(?:lower|smaller|less|fewer)$/i.test(w) ? " , lowest first, " : " , highest first, "));
  // "SKUs look like SOF-2201-GRY (line - model - colour)": the parts of an example, said aside, name no columns.
  query = query.replace(/(\b(?:like|e\.?g\.?|as)\s+[A-Z0-9][A-Za-z0-9]*(?:[-_/.:|][A-Za-z0-9]+)+)\s*\(\s*[a-z]+(?:\s+[a-z]+)?(?:\s*[-/,|]\s*[a-z]+(?:\s+[a-z]+)?){1,5}\s*\)/gi, "$1");
  // "(monthly, sorted ascending, data from row 2)": how the rows are laid out, said aside, names nothing.
  query = query.replace(/\s*\((?=[^()]*\b(?:sorted|ascending|descending|oldest|newest)\b)[^()]*\)/gi, " ");
  // "Pct Used (a decimal)", "(it's a date field)": what kind of value a column holds, said aside, names nothing.
  // ("(Date & Time field)", "(date and time)": the same without an article.)
  query = query.replace(/\s*\(\s*(?:it'?s\s+|its\s+|as\s+)?(?:a\s+)?(?:date\s*(?:&|and)\s*time|date\s*time|datetime|timestamp|date|text|string|number|numeric)\s+(?:field|column|value|type)\s*\)/gi, " ");
  query = query.replace(/\s*\(\s*(?:it'?s\s+|its\s+|as\s+|stored as\s+)?(?:a|an)\s+(?:decimal|percent|percentage|fraction|number|integer|whole number|date|datetime|date[ -]time|timestamp|text|string)(?:\s+(?:field|column|value|type))?\s*\)/gi, " ");
  // ("count distinct loyalty members, field Member Number": the column named at the end, said without a verb.)
  query = query.replace(/\s*[,;.]\s*(?:the\s+|my\s+)?(?:field|column|col)\s+([A-Z][\w]*(?:\s+[A-Z0-9][\w]*){0,3})\s*[.!]?\s*$/, (_m, name: string) => `, the field is ${name}`);
  // "(SUM(Projects[Contract Value]) - SUM(Projects[Actual Cost])) / SUM(Projects[Contract Value])": arithmetic of
  // sums written out reads as the arithmetic of the columns (every measure is summed again when rendered).
  if ((query.match(/\bSUM\s*\(/gi) ?? []).length >= 2 && /\)\s*(?:[-+*/]|divided by)\s*\(?\s*SUM\s*\(/i.test(query)) {
    query = query.replace(/\bSUM\s*\(\s*((?:'[^'\n]+'|[A-Za-z_][\w ]*)?\[[^\]\n]+\]|\$\{[^}\n]+\})\s*\)/gi, "$1");
    // ("SUM(Occupied Spaces) / SUM(Total Spaces)" in Looker Studio: plain names written in capitals.)
    query = query.replace(/\bSUM\s*\(\s*([A-Z][\w]*(?:\s+[A-Za-z][\w]*){0,4})\s*\)/g, "$1");
  }
  // "Route Code + " - " + Route Name, e.g. R12 - Harbour Line (both fields are Text)": a join written out says
  // it all; the example after it and a note on the fields' types only repeat it.
  if (/(?:\+|&|\|\|)\s*["'][^"'\n]*["']\s*(?:\+|&|\|\|)/.test(query)) {
    query = query
      .replace(/\s*\((?:both|all)\s+(?:fields|columns)\s+are\s+[a-z]+\)/i, "")
      .replace(/\s*[,;]?\s*\(?\s*(?:e\.?\s?g\.?|eg|for example|for instance|i\.e\.?)\s*[:,]?\s+.*$/i, "");
  }
  // ("... the status field is Change Order Status and the value is Approved": the test the ask's word stands for.)
  const fieldValue = /(?:^|[.,;:?!'"]\s*|\s-\s|\s)(?:the\s+)?([a-z]+)\s+(?:field|column)\s+is\s+([A-Z][\w]*(?:\s+[A-Z][\w]*){0,3})\s*,?\s+and\s+the\s+values?\s+(?:is|are|=|we\s+want\s+is)\s+["']?([A-Z][\w-]*(?:\s+[A-Z][\w-]*)?)["']?\s*[.!]?\s*$/.exec(query);
  if (fieldValue) {
    const word = fieldValue[3]!.toLowerCase();
    const ask = query.slice(0, fieldValue.index).replace(new RegExp(`\\s+(?:have\\s+been|has\\s+been|were|was|are|is|got)?\\s*${word}\\b`, "i"), "");
    query = `${ask.trim().replace(/[?.!]+$/, "")} where ${fieldValue[2]} is "${fieldValue[3]}"`;
  }
  // "(field is Shipping Method)", "(the column is Plan Type)": a name given aside is a column the words
  // refer to; taken out before its capitals make the ask's words look like names.
  const aside: string[] = [];
  query = query.replace(/\s*\(\s*(?:the\s+)?(?:field|column|col|dimension)\s+(?:is\s+called|is\s+named|called|named|is|=|:)\s+([^()]{2,40}?)\s*\)/gi, (_m, name: string) => (aside.push(name.trim()), " "));
  // ("how many different sites did we clean, the field is site ID", "... field is Contact Email, want everything
  // after the @": the same said as a clause of its own.)
  query = query.replace(/(^|[,.;:?!"”]\s*|\s[-–—]\s|\band\s+)(?:the\s+|my\s+|our\s+|and\s+the\s+)?(?:[a-z]+\s+)?(?:field|column|col|dimension)\s+(?:is\s+called|is\s+named|called|named|is|=|:)\s+(?:the\s+)?([A-Za-z][\w]*(?:\s+[A-Za-z][\w]*){0,3}?)(?=\s*(?:$|[,.;:)]|\s+(?:and|want|so|but|please|pls|thanks|for|i|we)\b))/gi, (m, lead: string, name: string) =>
    // (Not after a quoted message and a dash, nor a CamelCase name, which the readers of those take as written.)
    /^(?:in|on|a|an|the|called|named|blank|empty|null|missing|there|not|also|calculated|new)$/i.test(name.split(/\s+/)[0]!) || /[a-z][A-Z]/.test(name) || (/[-–—]/.test(lead) && /["”']\s*$/.test(query.slice(0, query.indexOf(m)))) ? m : (aside.push(name.trim().split(/\s+/).map((w) => (/_/.test(w) ? w : /^id$/i.test(w) ? "ID" : w === w.toLowerCase() ? w.charAt(0).toUpperCase() + w.slice(1) : w)).join(" ")), lead.trim() ? `${lead.trim()} ` : " "),
  );
  const split = splitContext(query);
  for (const name of aside) split.context.push({ name });
  if (split.context.length || split.tables.length || split.text) {
    // Read the ask apart from its context. "${authors.full_name} has names like 'Toni Morrison'. can you
    // pull out just the last name?": an ask that names no field works on the one column the context wrote
    // out. If none of these is understood, read the whole request.
    const asks = [split.ask];
    const refs = split.context.filter((c) => c.view || c.table);
    const written = refs.length ? refs : split.context.filter((c) => !c.date && !isDateLike({ name: c.name }));
    // ("... an Arrival Time datetime field. I need the hour of arrival": a date part works on the one date the context gave.)
    const dates = split.context.filter((c) => c.date || isDateLike({ name: c.name }) || /\btime$/i.test(c.name));
    const one = written.length === 1 ? written : [];
    const date = dates.length === 1 && !refs.length ? dates : [];
    const datePartAsked = /\b(?:hour|year|quarter|month|week|weekday|day)\b/i.test(split.ask);
    for (const c of datePartAsked ? [...date, ...one] : [...one, ...date]) {
      const ref = c.view ? `\${${c.view}.${c.name}}` : c.table ? `'${c.table}'[${c.name}]` : `[${c.name}]`;
      asks.push(`${split.ask} from ${ref}`, `${split.ask} of ${ref}`);
    }
    for (const ask of asks) {
      try {
        return parseDoc({ ...normalize(ask), context: split.context, tables: split.tables, ...(split.text ? { contextText: split.text } : {}) }, dialect, table);
      } catch (err) {
        if (!(err instanceof CannotAnswer)) throw err;
      }
    }
  }
  delete table.whenZero;
  delete table.rowsOf;
  return parseDoc(normalize(split.context.length || split.tables.length ? stripPurpose(cleanRequest(query)) : split.ask), dialect, table);
}

function parseDoc(doc: Doc, dialect: Dialect, table: ParseState): Parsed {
  // "handle when sales is 0", "deal with the case where covers = 0": the same guard, said as a chore.
  doc.text = doc.text
    .replace(/\s*[,;(]?\s*(?:and\s+|but\s+|pls\s+|please\s+)?(?:handle|handling|deal with|dealing with|account for|cover|covering|guard against|protect against)\s+(?:(?:it\s+|the\s+case\s+|cases\s+)?(?:when|where|if)\s+(?:the\s+)?(?:§\d+|[a-z_]+)(?:\s+[a-z_]+){0,2}?\s+(?:is|=|are|equals|hits|has)\s+(?:0|zero)|(?:the\s+)?(?:[a-z_]+\s+)?(?:with|having)\s+(?:a\s+)?(?:0|zero|no)\s+(?:§\d+|[a-z_]+)(?:\s+[a-z_]+){0,2}|(?:a\s+|the\s+)?(?:0|zero|no)\s+(?:§\d+|[a-z_]+)(?:\s+[a-z_]+)?|(?:the\s+)?(?:§\d+|[a-z_]+)(?:\s+[a-z_]+){0,2}?\s+(?:=|is|being|equals|equal to)\s+(?:0|zero))\b(?:\s+(?:please|pls))?\s*\)?/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  // "safe for zero sales", "avoid divide by zero", "handling division by 0": every ratio this engine
  // writes is already safe, so the words only ask for what happens anyway and name no field.
  doc.text = doc.text
    .replace(/\s*[,;(]?\s*(?:and\s+)?(?:(?:that is|which is|make it|keep it|be)\s+)?(?:safe|safely|protected|guarded)\s+(?:for|against|from|on)\s+(?:a\s+)?(?:zero|0)(?:\s+(?!and\b|by\b)[a-z§0-9_]+)?\s*\)?/g, " ")
    .replace(/\s*[,;(]?\s*(?:and\s+|but\s+)?(?:avoid(?:ing)?|handl(?:e|ing)|prevent(?:ing)?|guard(?:ing)?\s+against|without|no|safe|(?:(?:i|we)\s+)?(?:do\s*n'?t|do not|dont)\s+want)\s+(?:a\s+|any\s+|the\s+)?(?:divide|division|dividing|div)[- ]by[- ](?:zero|0)(?:\s+errors?)?(?:\s+(?:please|pls|plz))?\s*\)?/g, " ")
    // "it shouldn't break when revenue is 0", "won't error out on zero": the same guard, said as a wish.
    .replace(/\s*[,;(]?\s*(?:and\s+|but\s+)?(?:it\s+|that\s+)?(?:should\s*n'?t|should not|must\s*n'?t|must not|won'?t|will not|does\s*n'?t|does not|can\s*n'?t|cannot|never|(?:do\s*n'?t|do not|dont)\s+(?:let\s+it|want\s+it\s+to|want\s+that\s+to))\s+(?:break|error(?:\s+out)?|fail|blow up|crash|(?:return|give|show|throw)\s+an?\s+error)\b(?:\s+(?:when|if|on|for)\s+(?:the\s+)?(?:[a-z§0-9_]+\s+){0,3}?(?:is|=|are|equals|hits|has)\s+(?:0|zero|blank|null|empty)|\s+on\s+(?:a\s+)?(?:zero|0)(?:\s+[a-z§0-9_]+)?)?\s*\)?/g, " ")
    // "dont want an error when enrolled is 0", "no errors if units = 0": the same guard, said as what is not wanted.
    .replace(/\s*[,;(]?\s*(?:and\s+|but\s+)?(?:(?:i|we)\s+)?(?:(?:do\s*n'?t|do not|dont)\s+want\s+|without\s+|no\s+)(?:an?\s+|any\s+)?(?:errors?|div(?:ide)?(?:\s+by|\s*\/)\s*(?:0|zero)(?:\s+errors?)?)\s+(?:when|if|on|for|where)\s+(?:the\s+|a\s+|an\s+)?(?:(?:[a-z§0-9_]+\s+){0,2}?(?:has|have|with|having|gets|got)\s+(?:0|zero|no)\s+(?:§\d+|[a-z_]+)(?:\s+(?!and\b|or\b|but\b)[a-z_]+)?|(?:[a-z§0-9_]+\s+){0,3}?(?:is|=|are|equals|hits|has)\s+(?:0|zero|blank|null|empty))\s*\)?/g, " ")
    // ", signups can be 0 for some days", "(orders may be zero)": the same guard, said as a fact about the data.
    .replace(/\s*[,;(]\s*(?:and\s+|but\s+|note\s+)?(?:the\s+)?(?:§\d+|[a-z_]+)(?:\s+[a-z_]+){0,2}?\s+(?:can|could|may|might|will|sometimes|is\s+sometimes|are\s+sometimes)\s+(?:be\s+)?(?:0|zero|blank|null|empty)\b(?:\s+(?:for|on|in)\s+(?:some|a\s+few|certain|many)\s+[a-z]+)?(?:\s+sometimes)?\s*\)?/g, " ")
    // "returning blank instead of an error when there are none": the same guard, said as what comes back.
    .replace(/\s*[,;(]?\s*(?:and\s+|but\s+)?(?:(?:returning|return|returns|give|giving|gives|show|showing|shows)\s+)?(?:a\s+)?(?:blank|null|empty|nothing)\s+instead\s+of\s+(?:an?\s+)?(?:div(?:ide)?[- ]by[- ](?:zero|0)\s+)?errors?(?:\s+(?:when|if|where)\s+(?:there\s+(?:are|is)\s+(?:none|no\s+[a-z§0-9_]+(?:\s+[a-z_]+)?)|(?:the\s+)?(?:[a-z§0-9_]+\s+){0,3}?(?:is|=|are|equals)\s+(?:0|zero|blank|null|empty)))?\s*\)?/g, " ")
    // "(null safe pls)", "zero-safe", "div0 proof": the same guard, said shortly.
    .replace(/\s*[,;(]?\s*(?:and\s+)?(?:make\s+it\s+|keep\s+it\s+)?(?:null|nan|zero|0|div ?0|error|divide by zero)\s+(?:safe|proof)(?:\s+please)?\s*\)?(?=\s|$)/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  // "show 'No Coupon' when it is null, otherwise the code": the field's own value otherwise is what a
  // default does anyway.
  if (/\b(?:null|nulls|blank|blanks|empty|missing)\b/.test(doc.text)) doc.text = doc.text.replace(/\s*,?\s*\b(?:otherwise|else)\s+(?:show\s+|use\s+|keep\s+|return\s+|leave\s+)?(?:the|its|their)\s+(?:own\s+|actual\s+|original\s+)?[a-z_]+(?:\s+[a-z_]+)?\s*$/, "");
  // "where the year of [Order Date] is 2025": a year condition on the date, not a date part to return.
  doc.text = doc.text.replace(/\b(where|when|and|with|if|for)\s+(?:the\s+)?year\s+of\s+(?:the\s+)?(§\d+|[a-z_]+(?:\s+[a-z_]+){0,2}?)\s+(?:is|=|==|equals|was)\s+((?:19|20)\d\d)\b/g, "$1 $2 is in $3");
  // "for triage level 1 only, i.e. Visits[Triage Level] = 1": the condition said again, exactly.
  doc.text = doc.text.replace(/\bfor\s+[^,|]{1,40}?\s+only\s*,?\s*(?:i\.?\s?e\.?|ie|that is|meaning|so)\s*,?\s+(?=(?:§\d+|[a-z_]+(?:\s+[a-z_]+){0,2})\s*(?:=|is|>|<|!=|>=|<=)\s)/g, "where ");
  // "yoy growth % using LOOKUP -1": Tableau's LOOKUP is the table calculation a period change is written
  // with, not a lookup in another table.
  if (dialect === "tableau" && /\b(?:growth|change|yoy|mom|qoq|wow|previous|prior|vs|versus|difference|diff)\b/.test(doc.text)) {
    doc.text = doc.text
      .replace(/\s*,?\s*\b(?:using|with|via|through|by)\s+(?:a\s+)?lookup(?:\s*\(\s*[^)]*\))?(?:\s*-\s*\d+|\s+(?:of\s+)?-?\d+)?\b/g, " ")
      // ("table calc running across YEAR([Date])": the direction the table calculation is computed along.)
      .replace(/\s*,?\s*\b(?:(?:as\s+a\s+)?table\s+calc(?:ulation)?\s+)?(?:running|computed|compute|calculated|going|addressed)\s+(?:across|along|down|over|using|by)\s+(?:the\s+)?(?:(?:year|quarter|month|week|day)\s+(?:of\s+)?)?(?:§\d+|[a-z_]+)\s*$/, " ")
      .replace(/\s+/g, " ")
      .trim();
  }
  // "revenue per unit, null if units is 0": every ratio already returns null on a zero denominator.
  if (RATIO_WORDS.test(doc.text)) {
    doc.text = doc.text
      .replace(/\s*,?\s*(?:and\s+)?(?:return\s+|show\s+)?(?:null|blank)\s+(?:if|when)\s+[a-z§0-9_ ]+?\s+(?:is|=|equals)\s+(?:0|zero)\b/, " ")
      // "..., null when no users", "blank if there are no orders": the same zero-divisor guard.
      .replace(/\s*,?\s*(?:and\s+)?(?:return\s+|show\s+)?(?:null|blank)\s+(?:if|when)\s+(?:there\s+(?:are|is)\s+|there\s*s?\s+)?no\s+(?:§\d+|[a-z_]+)(?:\s+[a-z_]+)?\s*$/, " ")
      .trim();
  }
  // "..., 0 when there are no transactions", "zero if clicks is 0", "0 instead of an error": the
  // ratio's result on a zero divisor, not a filter ("there" is no field) nor a null default.
  // Any value said for that case: "-1 if there are no orders", "show n/a when Units is 0", "blank
  // instead of #DIV/0!" (blank is what every ratio returns anyway).
  if (RATIO_WORDS.test(doc.text)) {
    const value = "(-?\\d+(?:\\.\\d+)?|zero|blank|null|empty|nothing|n\\s*/\\s*a|na|§\\d+)";
    const zeroCase =
      "(?:(?:if|when|where|for)\\s+(?:(?:there\\s+(?:are|is|were)\\s+|there\\s*s?\\s+)?no\\s+[a-z§0-9_ ]+?|there\\s+(?:are|is|were)\\s+none|(?:the\\s+)?[a-z§0-9_ ]+?\\s+(?:is|=|equals|are|comes out|would be)\\s+(?:0|zero|blank|empty|missing|null)(?:\\s+or\\s+(?:0|zero|blank|empty|missing|null))?|(?:it|the division|the ratio|that)\\s+(?:errors?|fails|would error)|(?:an?\\s+)?(?:error|div(?:ide)?\\s+by\\s+(?:0|zero)))|on\\s+(?:an?\\s+)?(?:error|(?:0|zero)\\s+(?:denominator|divisor)|div(?:ide)?\\s+by\\s+(?:0|zero))|instead\\s+of\\s+(?:an?\\s+|the\\s+)?(?:error|null|blank|(?:number\\s+)?div\\s*/\\s*0(?:\\s+error)?|div(?:ide)?(?:\\s+by|\\s*/)\\s*(?:0|zero)(?:\\s+error)?))";
    const z =
      new RegExp(`\\s*[,;(]?\\s*(?:and\\s+|or\\s+|but\\s+)?(?:just\\s+|simply\\s+)?(?:return(?:ing)?\\s+|show(?:ing)?\\s+|use\\s+|using\\s+|give\\s+|giving\\s+|display\\s+|make\\s+it\\s+|leave\\s+it\\s+|it\\s+should\\s+(?:be|show|return)\\s+)?${value}\\s+${zeroCase}\\s*\\)?\\s*$`).exec(doc.text) ??
      new RegExp(`\\s*[,;(]?\\s*(?:and\\s+|but\\s+)?${zeroCase}\\s*,?\\s*(?:then\\s+)?(?:return|show|use|give|display|make it|leave it|it should be)\\s+${value}\\s*\\)?\\s*$`).exec(doc.text);
    if (z) {
      const v = z[1]!;
      const quotedText = /^§\d+$/.test(v) ? doc.quoted[Number(v.slice(1))] : undefined;
      if (quotedText && quotedText.kind !== "quote") {
        // A written field name, not a value: leave the words for the other readers.
      } else {
        if (/^-?\d/.test(v) || v === "zero") table.whenZero = v === "zero" ? 0 : Number(v);
        else if (quotedText) table.whenZero = quotedText.text;
        else if (/^n\s*\/\s*a$|^na$/.test(v)) table.whenZero = "n/a";
        // blank, null, empty, nothing: what a ratio returns on a zero divisor already.
        doc.text = doc.text.slice(0, z.index).trim();
      }
    }
  }
  // "business class revenue only - sum Revenue when Cabin Class is 'Business', otherwise 0": a title
  // before " - " that the ask after it restates (sharing its measure word) is only a label.
  const titled = /^((?:[a-z][a-z0-9_]*\s+){0,5}[a-z][a-z0-9_]*)\s+-\s+((?:sum|total|count|average|avg|mean|max|min|calculate|compute|add up|divide|take|show|give|return)\b.+)$/.exec(doc.text);
  if (titled) {
    const label = wordsOf(titled[1]!).filter((w) => !/^(?:only|just|the|a|an|of|for|in|per|by|total|sum|count)$/.test(w));
    const ask = new Set(wordsOf(titled[2]!.replace(/§(\d+)/g, (_, n: string) => (doc.quoted[Number(n)]?.kind !== "quote" ? (doc.quoted[Number(n)]?.text ?? "") : "")).toLowerCase()).map(singular));
    const calc = /\b(?:yoy|mom|qoq|wow|change|growth|percent|percentage|pct|running|rolling|moving|cumulative|ytd|mtd|qtd|rank|share|ratio|rate|per|vs|versus|average|avg|minus|less|net|difference|diff|margin)\b/.test(titled[1]!);
    if (!calc && label.length && ask.has(singular(label[label.length - 1]!))) doc.text = titled[2]!;
  }
  // "sum Revenue when Cabin Class is 'Business', otherwise 0": "sum" before a tested field is the
  // aggregation ("sum of"), not the first word of a field's name.
  if (/\b(?:when|where|if)\b/.test(doc.text)) doc.text = doc.text.replace(/^(sum|add up)\s+(?!of\b|up\b|the\b|if\b|when\b|where\b)(?=§\d+|[a-z])/, "$1 of ");
  // "SUMIFS of Revenue where ...", "COUNTIFS rows where ...": the Excel function's name is the aggregation.
  doc.text = doc.text.replace(/\b(sumifs?|averageifs?|countifs?|maxifs|minifs)\b(?:\s+of\b)?/g, (_, fn: string) => (/^sum/.test(fn) ? "sum of" : /^average/.test(fn) ? "average of" : /^count/.test(fn) ? "count of" : /^max/.test(fn) ? "max of" : "min of"));
  // "how many rows are missing a phone number": rows where that field is blank.
  doc.text = doc.text.replace(/\b(rows|records|entries|lines)\s+(?:that\s+|which\s+)?(?:are|is)?\s*missing\s+(?:a\s+|an\s+|the\s+|their\s+)?((?:§\d+|[a-z_]+)(?:\s+[a-z_]+){0,2})\s*$/, "$1 where $2 is blank");
  // "total profit per distinct employee": "per" a counted thing divides by its count, never groups.
  doc.text = doc.text.replace(/\bper\s+(?:each\s+)?(distinct|unique)\s+/g, "divided by the number of $1 ");
  // "[First Name] + a single space + [Last Name]": a separator named in words inside a written join.
  doc.text = doc.text.replace(/(\+|&|\bplus)\s+(?:a\s+|an\s+)?(?:single\s+|blank\s+)?(space|comma|hyphen|dash|slash|pipe|colon|semicolon|underscore|period|dot)\s+(?:character\s+)?(?=\+|&|plus\b)/g, (_, op: string, word: string) => {
    doc.quoted.push({ text: SEPARATOR_TEXT[word]!, kind: "quote" });
    return `${op} §${doc.quoted.length - 1} `;
  });
  // "display name as Last, First from [Last Name] and [First Name]": the example gives the order and separator.
  const shape = /\b(?:as|like|formatted as|in the form(?: of)?)\s+([a-z]+)\s*(,|-|\/|\||)\s*([a-z]+)\s+(?:from|using|with|of)\s+(§\d+|[a-z_]+(?:\s+[a-z_]+){0,2})\s+and\s+(§\d+|[a-z_]+(?:\s+[a-z_]+){0,2})\s*$/.exec(doc.text);
  if (shape) {
    const nameOf = (x: string) => (/^§\d+$/.test(x) ? doc.quoted[Number(x.slice(1))]!.text : x).toLowerCase();
    const [a, b] = [shape[4]!, shape[5]!];
    const has = (x: string, w: string) => nameOf(x).split(/[\s_]+/).includes(w);
    const order = has(a, shape[1]!) && has(b, shape[3]!) ? [a, b] : has(b, shape[1]!) && has(a, shape[3]!) ? [b, a] : null;
    if (order) {
      // The separator as written, spaces included ("City - State"); a comma is followed by a space.
      const raw = new RegExp(`\\b${shape[1]}(\\s*[,\\-/|]\\s*)${shape[3]}\\b`, "i").exec(doc.raw);
      const sep = shape[2] === "," ? ", " : shape[2] === "" ? " " : (raw?.[1] ?? shape[2]!);
      doc.quoted.push({ text: sep, kind: "quote" });
      doc.text = `combine ${order[0]} and ${order[1]} separated by §${doc.quoted.length - 1}`;
    }
  }
  // "combine them. it should look like 'Smith, John'" said in the context: the example belongs to the join.
  const exampleAt = () => new RegExp(`\\b(?:${EXAMPLE_LEAD})\\s*:?\\s+(§\\d+)`, "g");
  const examples = () => [...doc.text.matchAll(exampleAt())].filter((m) => doc.quoted[Number(m[1]!.slice(1))]?.kind === "quote" && shapeOf(doc.quoted[Number(m[1]!.slice(1))]!.text));
  if (doc.contextText && JOIN_TRIGGER.test(doc.text) && !examples().length) {
    const said = [...doc.contextText.matchAll(new RegExp(`\\b(?:${EXAMPLE_LEAD})\\s*:?\\s+(?:'([^']+)'|"([^"]+)"|“([^”]+)”|‘([^’]+)’)`, "gi"))].map((m) => m[1] ?? m[2] ?? m[3] ?? m[4]!).filter((x) => shapeOf(x)).pop();
    if (said) {
      doc.quoted.push({ text: said, kind: "quote" });
      doc.text = `${doc.text} like §${doc.quoted.length - 1}`;
    }
  }
  // "one column like 'Last, First'" after a context naming first_name and last_name: the example's words
  // pick the context's columns, in the example's order; "one column that says 'Maria Lopez'" after a
  // context of First Name and Last Name joins those columns in the example's shape.
  const like = examples().pop();
  const likeShape = like ? shapeOf(doc.quoted[Number(like[1]!.slice(1))]!.text) : null;
  const refsIn = [...doc.text.matchAll(/§(\d+)/g)].some((m) => doc.quoted[Number(m[1])]?.kind !== "quote");
  if (like && likeShape && (doc.context?.length ?? 0) >= 2 && !refsIn) {
    const ctxNames = doc.context!;
    const pick = (w: string) => ctxNames.find((c) => c.name.toLowerCase().split(/[\s_]+/).includes(w.toLowerCase()));
    const named = likeShape.values.map(pick);
    const joinAsked = JOIN_TRIGGER.test(doc.text) || /\b(?:1|one|a single|single|a|the|new)\s+(?:display\s+)?(?:field|column|label|string|value|name)\b/.test(doc.text);
    const cols = named.every((c) => c) && new Set(named).size === named.length ? (named as import("./context-split").ContextName[]) : joinAsked && fitShape(likeShape, ctxNames.length) ? ctxNames : null;
    if (cols) {
      const ref = (c: import("./context-split").ContextName) => {
        doc.quoted.push(c.view ? { text: c.name, kind: "looker", view: c.view } : c.table ? { text: c.name, kind: "dax", table: c.table } : { text: c.name, kind: "bracket" });
        return `§${doc.quoted.length - 1}`;
      };
      const inCase = [...doc.text.matchAll(JOIN_CASE)].find((m) => !m[2])?.[0];
      doc.text = `combine ${cols.map(ref).join(" and ")} like ${like[1]}${inCase ? ` ${inCase}` : ""}`;
    }
  }
  // "average check from Revenue and Covers", "average spend per visitor from Revenue and Visitors": an
  // average named as a KPI, from two fields, is the first over the second.
  // So is a KPI named for what it measures ("load factor", "fleet utilization from ...").
  doc.text = doc.text.replace(/^(?:the\s+)?((?:average|avg|mean)\s+[a-z_]+(?:\s+[a-z_]+){0,3}?|(?:[a-z_]+\s+){0,2}(?:factor|utili[sz]ation|efficiency|productivity|coverage|penetration|attainment|occupancy|intensity|density)|[a-z_]+(?:\s+[a-z_]+)?\s+per\s+[a-z_]+(?:\s+[a-z_]+)?)\s+(?:from|using|with|based on)\s+(§\d+|[a-z_]+(?:\s+[a-z_]+){0,2}?)\s+and\s+(§\d+|[a-z_]+(?:\s+[a-z_]+){0,2}?)\s*$/, (m, name: string, a: string, b: string) =>
    // (Order value, basket size and deal size are KPIs the ratio parser knows by name.)
    // (Unless both are written columns: "average order value from Sales[Revenue] and Sales[Order Count]".)
    (/\b(?:order value|order size|basket|selling price|sale price|deal size|ticket size|transaction value|aov)\b/.test(name) && !(/^§\d+$/.test(a) && /^§\d+$/.test(b))) ||
    [a, b].some((x) => /\b(?:date|dates|time|day|days|month|year|today|now|birth|dob)\b/.test(x) || (/^§\d+$/.test(x) && /date|time/i.test(doc.quoted[Number(x.slice(1))]?.text ?? ""))) ? m : `${name} = ${a} / ${b}`,
  );
  // ("cpm from A and B (x1000)": per mille is what CPM means; the factor said again changes nothing.)
  if (/^(?:the\s+)?(?:cpm|rpm|ecpm|vcpm)\s+(?:from|using|with|based on)\s/.test(doc.text)) doc.text = doc.text.replace(/\s*\(?\s*(?:x|\*|times)\s*1000\s*\)?(?=\s*(?:[,;|]|$))/, " ").trim();
  // "CAC from marketing_spend and new_customers", "CPL from Spend and Leads": a KPI written as a capital
  // abbreviation, from two fields, is the first over the second (ratio KPIs the ratio parser knows keep their own reading).
  doc.text = doc.text.replace(/^(?:the\s+)?([a-z]{2,5})\s+(?:from|using|with|based on)\s+(§\d+|[a-z_]+(?:\s+[a-z_]+){0,2}?)\s+and\s+(§\d+|[a-z_]+(?:\s+[a-z_]+){0,2}?)\s*$/, (m, name: string, a: string, b: string) =>
    // (NPS, LTV and ROI are no plain quotient of the two.)
    (/^[A-Z]{2,5}$/.test(doc.casing.get(name) ?? "") || /^(?:cac|cpa|cpl|cpc|cpm|cpi|cpo|arpu|arpa|arppu|roas|ctr|cvr)$/.test(name)) &&
    !/^(?:yoy|mom|qoq|wow|ytd|mtd|qtd|wtd|sum|avg|max|min|lod|rank|dax|id|nps|ltv|clv|cltv|roi|irr|npv|ebitda|gmv|mrr|arr|kpi)$/.test(name)
      ? // (A cost or revenue per mille is per thousand impressions.)
        `${name} = ${a} / ${b}${/^(?:cpm|rpm|ecpm|vcpm)$/.test(name) ? " * 1000" : ""}`
      : m,
  );
  // "change from prev row", "the previous season's pivot column", "... using pivot_offset": the words the
  // period rules read (a function named as a hint says what they already say).
  doc.text = doc.text
    .replace(/\bprev\b\.?/g, "previous")
    .replace(/\b(previous|prior|preceding|last)\s+(?:season|year|month|quarter|week|period|term|day)(?:'s|s'|s)?\s+(pivot\s+column|pivot|column)\b/g, "$1 $2")
    .replace(/\s*,?\s*\b(?:using|with|via|use)\s+(?:the\s+)?(?:pivot_offset|offset_list|offset)(?:\s*\(\s*\))?(?:\s+function)?\b/g, (m) => (/pivot_offset/.test(m) && !/\bpivot/.test(doc.text.replace(m, "")) ? " vs previous pivot column" : " "));
  // "ytd revenue - sum Revenue where date is from jan 1 up to today": the dates said out are the year to date.
  const ytdSaid = /\s*(?:(?:where|for|with|when)\s+(?:the\s+)?(?:(?:§\d+|[a-z_]+)\s+)?(?:date\s+)?(?:is\s+|are\s+|falls?\s+)?)?(?:from|between|since)\s+(?:the\s+)?(?:jan(?:uary)?\s+1(?:st)?|1(?:st)?\s+(?:of\s+)?jan(?:uary)?|the\s+start\s+of\s+(?:the|this)\s+year)(?:\s+(?:of\s+)?this\s+year)?\s+(?:and|up\s+to|through|thru|to|until|till)\s+(?:today|now|date)\b/;
  if (ytdSaid.test(doc.text)) {
    doc.text = /\b(?:ytd|year to date)\b/.test(doc.text)
      ? doc.text.replace(ytdSaid, " ").replace(/\s*-\s*(?:sum|total|add up)\s+(?:of\s+)?(?:§\d+|[a-z_]+(?:\s+[a-z_]+)?)\s*$/, "").replace(/\s+/g, " ").trim()
      : doc.text.replace(ytdSaid, " year to date ").replace(/\s+/g, " ").trim();
  }
  // "sessions from mobile only, Device Category = mobile": a test written after a comma is a where clause.
  if (!/\bwhere\b/.test(doc.text) && (doc.text.match(/\s=\s/g) ?? []).length === 1 && !/\b(?:bucket|buckets|band|bands|label|labels|group|tier|tiers|categori[sz]e|classify)\b|:/.test(doc.text)) doc.text = doc.text.replace(/\s*,\s*((?:§\d+|[a-z_]+)(?:\s+[a-z_]+){0,2})\s+=\s+(§\d+|[a-z0-9_]+(?:\s+[a-z0-9_]+)?)\s*$/, " where $1 = $2");
  // "average spend per customer - sum sales for each customer id first, then average that": the measure
  // the explanation sums is the one averaged per group.
  doc.text = doc.text.replace(/^(?:the\s+)?(?:average|avg|mean)\s+(?:§\d+|[a-z_]+(?:\s+[a-z_]+)?)\s+per\s+(§\d+|[a-z_]+(?:\s+[a-z_]+)?)\s+-\s+(?:sum|total|add up)\s+(?:the\s+|up\s+)?(?!each\b)(§\d+|[a-z_]+(?:\s+[a-z_]+)?)\s+(?:for|per|by)\s+each\s+.+?\s+first\b.*$/, "average $2 per $1");
  // "average Calls Handled per agent but shown at the team level": a per-agent value averaged in a coarser
  // view is an INCLUDE level of detail (Tableau).
  if (dialect === "tableau") doc.text = doc.text.replace(/^(?:(?:i|we)\s+(?:need|want|would like)\s+)?(?:the\s+|an?\s+)?(average|avg|mean)\s+(.+?)\s+per\s+(§\d+|[a-z_]+(?:\s+(?!but\b|and\b|shown\b|at\b)[a-z_]+)?)\s*,?\s*(?:but|and|while|though)?\s*(?:shown|displayed|viewed|reported|rolled up|looked at)?\s*(?:at|by)\s+(?:the\s+)?(?:§\d+|[a-z_]+)\s+level\b.*$/, "$1 $2 per $3 using an include lod on $3");
  // "average Grade with [Course] excluded from the level of detail": the EXCLUDE the LOD reader knows.
  doc.text = doc.text.replace(/\b(?:with\s+)?(?:the\s+)?(§\d+|[a-z_]+(?:\s+[a-z_]+)?)\s+(?:excluded|removed|left out|taken out)\s+(?:from|of)\s+(?:the\s+)?(?:level of detail|lod|view|calculation)\b/, "exclude $1");
  // "last name comma first name from A and B": the order and separator said in words.
  doc.text = doc.text.replace(/^(?:the\s+|a\s+)?([a-z_]+(?:\s+[a-z_]+)?)\s+(comma|dash|hyphen|space|slash|pipe|colon)\s+([a-z_]+(?:\s+[a-z_]+)?)\s+(?:from|using|with|of)\s+(§\d+|[a-z_]+(?:\s+[a-z_]+)?)\s+and\s+(§\d+|[a-z_]+(?:\s+[a-z_]+)?)\s*$/, (m, p: string, sep: string, q: string, x: string, y: string) => {
    const name = (t: string) => (/^§\d+$/.test(t) ? (doc.quoted[Number(t.slice(1))]?.text ?? t) : t).toLowerCase().replace(/[_\s]+/g, " ");
    const matches = (words: string, n: string) => words.split(/\s+/).every((w) => n.includes(w));
    const [first, second] = matches(p, name(x)) && matches(q, name(y)) ? [x, y] : matches(p, name(y)) && matches(q, name(x)) ? [y, x] : [null, null];
    if (!first || !second) return m;
    const text = { comma: ", ", dash: " - ", hyphen: "-", space: " ", slash: " / ", pipe: " | ", colon: ": " }[sep]!;
    doc.quoted.push({ text, kind: "quote" });
    return `combine ${first} and ${second} with §${doc.quoted.length - 1} between them`;
  });
  // "how many unique members booked a class? count distinct member id": the question is said again as a count
  // of the things; what they did only says which rows hold them.
  doc.text = doc.text.replace(/\b((?:unique|distinct|different)\s+[a-z]+s)\s+(?:who\s+|that\s+)?(?:booked|bought|purchased|placed|made|visited|attended|used|watched|logged in|signed up|completed|joined|ordered|redeemed|renewed|clicked|played|streamed|took|enrolled)\b[^|]*?(?=\s*\|\s*(?:count|number|unique|distinct)\b)/g, "$1");
  // "a source / medium field from Source and Medium": a label named like its parts joined by a slash is that join.
  doc.text = doc.text.replace(/^(?:(?:a|an|the|one)\s+)?([a-z_]+)\s+\/\s+([a-z_]+)\s+(?:field|label|column|dimension|string)\s+(?:from|using|with|of)\s+(§\d+|[a-z_]+(?:\s+[a-z_]+)?)\s+and\s+(§\d+|[a-z_]+(?:\s+[a-z_]+)?)\s*$/, (m, a: string, b: string, x: string, y: string) => {
    const name = (t: string) => (/^§\d+$/.test(t) ? (doc.quoted[Number(t.slice(1))]?.text ?? t) : t).toLowerCase();
    if (!name(x).includes(a) || !name(y).includes(b)) return m;
    doc.quoted.push({ text: " / ", kind: "quote" });
    return `combine ${x} and ${y} with §${doc.quoted.length - 1} between them`;
  });
  // "days on hand", "days on market", "time on site": one metric's name, though "on" would end a phrase
  // (unless the dates it counts between follow: "days on market from List Date to Sold Date").
  doc.text = doc.text.replace(/\b(days|weeks|months|hours|minutes|time)\s+(on|in|to)\s+(hand|market|site|page|stock|queue|hold|inventory|books)\b(?![^|]*\b(?:from|between|since|until)\b)/g, (_m, a: string, b: string, c: string) => {
    doc.quoted.push({ text: [a, b, c].map((w) => (w === b ? w.charAt(0).toUpperCase() + w.slice(1) : displayWord(w, doc.casing))).join(" "), kind: "name" });
    return `§${doc.quoted.length - 1}`;
  });
  // "tags X as Short (<7), Medium (7-30), Long (>30)": a tag with several ranged labels is a bucket list.
  doc.text = doc.text.replace(/\b(?:that\s+)?(?:tags?|marks?|flags?)\s+((?:each\s+)?(?:§\d+|[a-z_]+(?:\s+[a-z_]+){0,2}))\s+as\s+(?=[^,]*\d[^,]*,[^,]*\d)/g, "label $1 as ");
  // "hour of day from Session Start": the hour part of that datetime, not hours elapsed since it.
  doc.text = doc.text.replace(/\bhour\s+of\s+(?:the\s+)?day\s+(?:from|of|for|in|on)\s+/g, "hour of ");
  // "order week from order_date", "ship week of [Ship Date]": the week a row falls in, as a date to group by.
  // "week starting monday for the date in A2", "monday of the week of Ship Date": the week's first day.
  doc.text = doc.text.replace(/^(?:(?:i\s+need|give\s+me|get)\s+)?(?:the\s+)?(?:week\s+(?:starting|beginning|commencing|start)(?:\s+on)?\s+(?:a\s+)?(monday|sunday)|(monday|sunday)\s+of\s+the\s+week|(monday|sunday)\s+week\s+start)\s+(?:of|for|from)\s+(.+)$/, (_m, a?: string, b?: string, c?: string, rest?: string) => `truncate ${rest} to week , weeks start on ${a ?? b ?? c}`);
  doc.text = doc.text.replace(/^(?:the\s+)?(?!iso\b|calendar\b|fiscal\b|day\b|the\b|a\b)[a-z]+\s+week\s+(?:from|of)\s+(.+)$/, "truncate $1 to week");
  // "count of distinct values in Player ID": the distinct count of that column.
  doc.text = doc.text.replace(/\b(?:count|number)\s+of\s+(distinct|unique|different)\s+(?:values?|entries|items|codes?)\s+(?:in|of|for|from)\s+(?:the\s+)?/g, "count $1 ");
  // "churn rate Churned / Starting Subs": a rate's name, then a division of title-case names, is "name = A / B".
  doc.text = doc.text.replace(/^((?:[a-z]+\s+){0,3}?(?:rate|ratio|margin|share|percent|pct|per|average|avg))\s+((?:[a-z]+\s+){0,2}[a-z]+)\s+\/\s+(?=[a-z])/, (m, name: string, left: string) =>
    left.split(/\s+/).every((w) => /^[A-Z]/.test(doc.casing.get(w) ?? "")) ? `${name} = ${left} / ` : m,
  );
  // "how many more or fewer 311 requests than the previous month": the change from the month before.
  doc.text = doc.text.replace(/\bhow (?:many|much) more or (?:fewer|less)\s+(.+?)\s+than\s+(?:the\s+|in\s+the\s+)?(?:previous|prior|last|preceding)\s+(day|week|month|quarter|year)\b/, "change in $1 vs previous $2");
  // "churned_accounts over accounts_at_start": "over" between two written names is a division.
  doc.text = doc.text.replace(/(§\d+|\b[a-z][a-z0-9]*_[a-z0-9_]*[a-z0-9])\s+over\s+(§\d+|[a-z][a-z0-9]*_[a-z0-9_]*[a-z0-9]\b)/g, (m, a: string, b: string) => (isWrittenName(doc, a) && isWrittenName(doc, b) ? `${a} / ${b}` : m));
  rankDirection(doc);
  // "a label: 'urgent' when ...", "the field: ...": the kind of result named before a colon.
  doc.text = doc.text.replace(/^(?:(?:a|an|the)\s+)?(?:new\s+)?(?:label|flag|field|column|calc|calculated field|calculated column|dimension|measure|formula|category|categories|group|grouping|band|tier|bucket|segment|classification)\s*:\s*/, "");
  // ("Bid Size field: Bid Value under 50000 = ...": the result's name, then what kind of thing it is, before the colon.)
  doc.text = doc.text.replace(/^((?:[a-z_]+\s+){1,4})(?:field|column|dimension|calc)\s*:\s*/, (m, name: string) => (/\b(?:calc|calculated|computed|new|custom|dax|a|an|the)\s*$/.test(name) ? m : `${name}: `));
  // "on time deliveries", "on-time rate": "on time" describes the rows, one name with the noun after it.
  if (/\bon[\s-]time\s+[a-z]/i.test(doc.raw)) {
    doc.text = doc.text.replace(/\bon\s+time\s+(?=[a-z])/g, () => {
      doc.casing.set("ontime", "On Time");
      return "ontime ";
    });
  }
  // "some transactions dont have a Category yet ... show Uncategorized for those instead": the gap said as what the rows lack.
  if (/\b(?:show|put|instead|default|replace|fill|say)\b/.test(doc.text)) doc.text = doc.text.replace(/\b(?:don\s*t|dont|do not|doesn\s*t|doesnt|does not)\s+have\s+(?:a|an|any)\s+(§\d+|[a-z_]+)(?:\s+yet)?\b/, " | if $1 is null | ");
  // "check in date", "sign up date": one name, though "in" and "up" are words the date finder stops at.
  doc.text = doc.text.replace(/\b(check|sign|log|pick|drop|move|opt)\s+(in|out|up|off)\s+(?=date|time|datetime|timestamp)/g, (_, a: string, b: string) => {
    doc.casing.set(`${a}${b}`, `${a.charAt(0).toUpperCase()}${a.slice(1)} ${b.charAt(0).toUpperCase()}${b.slice(1)}`);
    return `${a}${b} `;
  });
  // "if meter reading is null use estimated reading instead": a fallback field, said as an instruction.
  doc.text = doc.text.replace(/^(?:if|when)\s+(?:the\s+)?((?:§\d+|[a-z_]+)(?:\s+[a-z_]+){0,3}?)\s+is\s+(?:null|blank|empty|missing)\s*,?\s+(?:then\s+)?(use|take|show)\s+(?:the\s+)?((?:§\d+|[a-z_]+)(?:\s+[a-z_]+){0,3}?)(?:\s+instead)?(?:\s+(?:please|pls|plz|thanks))?\s*$/, (m, a: string, verb: string, b: string) =>
    (/^(?:0|zero|§\d+)$/.test(b) && !/^§/.test(b)) ||
    // ("if Insurance Provider is empty show Self Pay": words shown in the gap are a text unless they name a kind of column.)
    (verb === "show" && !/^§/.test(b) && (/^(?:no|not|unknown|other|without)\s/.test(b) || !/(?:date|name|code|id|amount|value|price|cost|number|email|phone|address|city|country|region|reading|estimate|total|sales|revenue)$/.test(b))) ||
    // ("show In-house": words written with a hyphen are a text to show.)
    (/\s/.test(b) && new RegExp(`\\b${b.split(/\s+/).join("-")}\\b`, "i").test(doc.raw)) ||
    // ("show organic": one lower-case word that names no kind of column is a text, left to the null reader.)
    (/^[a-z]+$/.test(b) && !/^[A-Z]/.test(doc.casing.get(b) ?? "") && !/^(?:sales|revenue|amount|price|cost|value|total|quantity|qty|units|count|date|name|id|code|email|phone|address|balance|budget|spend|fee|rate|score|target|estimate|forecast)$/.test(b) && !/(?:date|name|code)$/.test(b))
      ? m
      : `${a} , or ${b} when it is null`,
  );
  // "average Length of Stay for patients with Age over 65": the rows are named, then tested.
  doc.text = doc.text.replace(/\bfor\s+(?:all\s+|the\s+|those\s+)?([a-z]+s)\s+(?:with|who have|who had|whose|that have|that had|having)\s+(?=(?:§\d+|[a-z_]+(?:\s+[a-z_]+){0,2})\s+(?:over|above|under|below|more than|less than|at least|at most|greater than|>=|<=|>|<|=|is|of)\b)/g, (m, w: string) => (ENTITIES.has(singular(w)) ? "where " : m));
  // "sum of Order Value only for orders where Channel is ...": the rows are named, then their test.
  doc.text = doc.text.replace(/\bfor\s+(?:all\s+|the\s+|those\s+|any\s+)?([a-z]+s)\s+(?:where|whose|in which|for which)\s+/g, (m, w: string) => (ENTITIES.has(singular(w)) || /^(?:rows|records|lines|entries|transactions|rides|trips|flights|visits|sessions|calls|loans|events|shifts|jobs|runs|stays|games|matches|items|units|cases|sales)$/.test(w) || !/(?:ss|us|is)$/.test(w) ? "where " : m));
  // "under 24h, 24-48h, over 48h": a unit written on each bound of a bucket list.
  if (/\b(?:band|bands|bucket|buckets|tier|tiers|group|groups|bin|bins|categori[sz]e|classify|segment)\b/.test(doc.text)) doc.text = doc.text.replace(/(\d)(?:h|hr|hrs|hours?|d|days?|mins?|m|s|secs?|yrs?|y|mo|wks?|w)\b/g, "$1");
  // "Bid Value under 50000 = "Small", 50000 to 250000 = "Medium", over 250000 = "Large"": two or more ranges
  // each given a label is a bucketing even without the verb.
  {
    // (Not the number of a placeholder: "§2 is §0" compares a field with a value.)
    const N = "(?<![§\\d.])-?\\d+(?:\\.\\d+)?";
    const ITEM = new RegExp(`(?:(?:under|over|below|above|less than|more than|at least|up to|<=|>=|<|>)\\s*${N}|${N}\\s*(?:-|to)\\s*${N}|${N}\\s*(?:\\+|plus|or more|and (?:above|over|up))|${N})\\s*(?:=|:|->|is)\\s*(?:§\\d+|[a-z]+)`, "g");
    // ("please flag loans by how overdue they are | Days Overdue is column E: 0 = On Time, 1 to 30 = Late, ...":
    // a sentence that lists the bands is the whole of it; the ask before it only says so in words.)
    const sentences = doc.text.split(/\s*\|\s*/);
    const last = sentences[sentences.length - 1]!;
    if (sentences.length > 1 && (last.match(ITEM) ?? []).length >= 2 && !/\d/.test(sentences.slice(0, -1).join(" ")) && /\b(?:flag|flagged|label|labelled|labeled|bucket|bucketed|group|grouped|band|banded|tier|tiered|categori[sz]e|categori[sz]ed|classify|classified|segment|segmented)\b/.test(sentences.slice(0, -1).join(" ")) && !/\b(?:bucket|if|when|then)\b/.test(last)) {
      doc.text = last.replace(/^((?:§\d+|[a-z_]+)(?:\s+[a-z_]+){0,3}?)\s*(?:is\s+)?(?:in\s+)?(§\d+)?\s*:/, (m, name: string, col?: string) => `${name}${col ? ` in ${col}` : ""} :`);
    }
    // ("Bid Size: Bid Value under 50000 = ...": the name before a colon stays the name; what follows is bucketed.)
    if ((doc.text.match(ITEM) ?? []).length >= 2 && !/\b(?:bucket|bin|band|group|split|tier|tiers|categori[sz]e|classify|segment|label|flag|if|case|when|then)\b/.test(doc.text)) {
      const named = /^([^:§]{1,40}?)\s*:\s*(?=(?:§\d+|[a-z_]+)(?:\s+[a-z_]+){0,3}\s+(?:under|over|below|above|less than|more than|-?\d))/.exec(doc.text);
      doc.text = named ? `${named[1]}: bucket ${doc.text.slice(named[0].length)}` : `bucket ${doc.text}`;
    }
  }
  // "Farm Size Acres into Small (under 100), Medium (100 to 499), Large (500+)": a list of ranges
  // after "into" is a bucketing even without the verb.
  if (/^(?:the\s+)?(?:§\d+|[a-z_]+(?:\s+[a-z_]+){0,3})\s+into\s+[^,]*\d[^,]*(?:,[^,]*\d[^,]*){1,}$/.test(doc.text) && !/\b(?:bucket|bin|band|group|split|tier|categori[sz]e|classify|segment|divide|convert|turn|change)\b/.test(doc.text)) doc.text = `bucket ${doc.text}`;
  // "case statement on Seats: under 10 = 'Small', ...", "CASE WHEN buckets on Watch Minutes: ...": the
  // statement's name says buckets, and the field after "on" is what is bucketed.
  doc.text = doc.text.replace(/^(?:(?:a|an|the)\s+)?(?:case(?:\s+when)?(?:\s+(?:statement|expression|logic))?|switch(?:\s+(?:statement|true))?|nested\s+ifs?|ifs(?:\s+formula)?|if\s+statement)(?:\s+(?:buckets?|bands?|tiers?|groups?|bins?|labels?))?\s+(?:on|for|over|of|using|by)\s+(?:the\s+)?((?:§\d+|[a-z_]+)(?:\s+[a-z_]+){0,3}?)\s*(?::|-|,)\s*(?=.*\d)/, "bucket $1 into ");
  // "need a lane label, [Origin City] and [Destination City] combined ...": the name of the result, then what it is.
  doc.text = doc.text.replace(/^(?:(?:i|we)\s+)?(?:need|want|would like)\s+(?:a|an|the)\s+((?:[a-z_]+\s+){0,3}(?:label|field|column|dimension|measure|calc|calculation|flag|key|id))\s*,\s*/, "$1 : ");
  // "calc for the first 3 characters of ...", "formula for total sales": what is asked for, not a field.
  doc.text = doc.text.replace(/^(?:(?:a|an|the|my|me a)\s+)?(?:new\s+|quick\s+)?(?:calc|calculation|formula|calculated field|calculated column|field|measure|table calc)\s+(?:for|of|to get|to show|that gives|that shows|which gives)\s+(?:the\s+|a\s+|an\s+)?/, "");
  // "a calc that uses 0 when X is null", "which puts 'None' when ...": the verb as the other null readers say it.
  doc.text = doc.text.replace(/(?:^|\b(?:that|which)\s+)(?:uses|puts|gives|displays|returns|shows)\s+(?=(?:a\s+)?(?:0|zero|§\d+|[a-z]+)\s+(?:when|if|where|for)\b)/g, "use ");
  // "where campaign = Winter Appeal pls", "... thanks!": politeness at the end is no part of the last value.
  doc.text = doc.text.replace(/(?:\s*[,;.!-]?\s*\b(?:pls|plz|please|thanks|thank you|thx|ty|asap|cheers)\b\s*[.!]*)+\s*$/, "").trim() || doc.text;


  // "respecting all other filters", "keeping the slicer filters": what a measure does anyway.
  doc.text = doc.text.replace(/\s*[,;(]?\s*(?:while\s+|and\s+)?(?:respecting|keeping|honou?ring|preserving|retaining)\s+(?:all\s+)?(?:the\s+)?(?:other|existing|current|slicer|report|page|visual)?\s*(?:filters?|slicers?|filter context)(?:\s+(?:in place|applied|as they are))?\s*\)?/g, " ").replace(/\s+/g, " ").trim();
  // "not resetting each year": a running total over all time (read as it stands, it would reset).
  doc.text = doc.text.replace(/\s*[,;(]?\s*(?:and\s+)?(?:not|never|without|no|don't|dont|does not|doesn't)\s+(?:resetting|restarting|reset|restart|starting over|start over)(?:\s+(?:at|on|for|in))?\s+(?:each|every|per|by|the start of each|the start of every)?\s*(?:new\s+)?(?:calendar\s+|fiscal\s+)?(?:year|quarter|month|week)s?\b\s*\)?/g, " ").replace(/\s+/g, " ").trim();
  // "rolled back to the 1st of the month": the ordinal is the word the date rules read.
  doc.text = doc.text.replace(/\b1(?:st)?\s+(?=(?:day\s+)?of\s+(?:the|each|every|that|its)\s+(?:month|week|year|quarter)\b)/g, "first ");
  // "days a subscription lasted, between A and B": how long each row lasted is the difference of its dates.
  doc.text = doc.text.replace(/\b(days|hours|weeks|months|years|minutes)\s+(?:a|an|each|the|every)\s+[a-z]+\s+(?:lasted|took|stayed|ran|was open|was active|remained open)\b\s*,?/g, "$1");
  // "No Shows / Appointments": a column named "No Shows" (or "No-Show Count") is a name, not the word "no".
  for (const m of doc.raw.matchAll(/\bNo[- ]Shows?(?:\s+(?:Count|Rate|Qty|Total))?\b/g)) {
    const lower = m[0].toLowerCase().replace(/-/g, " ");
    const at = doc.text.indexOf(lower);
    if (at < 0) continue;
    doc.quoted.push({ text: m[0], kind: "name" });
    doc.text = `${doc.text.slice(0, at)}§${doc.quoted.length - 1}${doc.text.slice(at + lower.length)}`;
  }
  // "divided by total raised", "when total paid is 0": "total" before a participle is part of the column's
  // name (Total Raised), not a sum of a column "Raised".
  for (const m of doc.text.matchAll(/\btotal\s+(raised|spent|paid|invoiced|collected|billed|sold|shipped|received|donated|pledged|earned|owed|committed|booked|funded|granted|awarded|disbursed|refunded|returned|claimed|settled|used|consumed|produced|delivered|ordered|purchased|enrolled|hired|recruited)\b(?=\s*(?:$|[,;.)/|]|\b(?:is|are|was|divided|over|by|and|minus|plus|times|to|vs|versus|when|where|if|as|from)\b))/g)) {
    const name = `Total ${m[1]![0]!.toUpperCase()}${m[1]!.slice(1)}`;
    let at = doc.text.indexOf(m[0]);
    const token = `§${doc.quoted.length}`;
    if (at < 0) continue;
    doc.quoted.push({ text: name, kind: "name" });
    while (at >= 0) {
      doc.text = `${doc.text.slice(0, at)}${token}${doc.text.slice(at + m[0].length)}`;
      at = doc.text.indexOf(m[0]);
    }
  }
  // "fill rate = units shipped / units ordered": a participle usually adds nothing to a name ("units sold" is
  // the units), but when the same noun names another column here the participle tells the two apart.
  const said = doc.text;
  for (const m of [...said.matchAll(/\b([a-z]+)\s+(sold|purchased|bought|ordered|placed|made|received|booked)\b/g)]) {
    const noun = m[1]!;
    const other = new RegExp(`\\b${noun}\\s+(?!${m[2]}\\b)([a-z]+)`).exec(said.slice(0, m.index) + " " + said.slice(m.index! + m[0].length))?.[1];
    if (BOUNDARY.has(noun) || !other || BOUNDARY.has(other)) continue;
    const at = doc.text.indexOf(m[0]);
    if (at < 0) continue;
    doc.quoted.push({ text: `${displayWord(noun, doc.casing).replace(/^./, (c) => c.toUpperCase())} ${m[2]![0]!.toUpperCase()}${m[2]!.slice(1)}`, kind: "name" });
    doc.text = `${doc.text.slice(0, at)}§${doc.quoted.length - 1}${doc.text.slice(at + m[0].length)}`;
  }
  describedConditions(doc);
  if (dialect === "excel") sheetRows(doc);
  takeMeasureHint(doc, table);
  takeZeroIfNull(doc, table);
  capToCondition(doc);
  labelRule(doc);
  possessiveToPer(doc);
  // "each customer's first [Install Date] on every row": the owner's own value, said before it ("first [Install Date] per customer").
  // (Not inside another aggregate: "average of each member's total [Spend]" averages the totals.)
  if (/\b(?:each|every)\s+[a-z]+(?:'s|s')\s/i.test(doc.raw) && !/\b(?:average|avg|mean|median|sum|total|count|max|min)\s+(?:of\s+)?(?:each|every)\s/.test(doc.text)) {
    doc.text = doc.text.replace(/\b(?:each|every)\s+([a-z]+)\s+(first|last|earliest|latest|most recent|total|average|avg|lifetime)\s+(§\d+|[a-z_]+(?:\s+[a-z_]+)?)(?=\s|$)/, (m, who: string, agg: string, what: string) =>
      ENTITIES.has(singular(who)) || DIMENSION_WORDS.has(singular(who)) || /^§/.test(what) ? `${agg} ${what} per ${who}` : m,
    );
  }
  groupingFirst(doc);
  const rowsOf = dialect === "dax" ? countRowsOf(doc) : null;
  if (rowsOf) table.rowsOf = rowsOf;
  const tableName = dialect === "dax" ? (rowsOf ?? (!/\b(lookup|look up|lookupvalue|related)\b/.test(doc.text) && !/\b(?:bring|brings|fetch|pull|pulls|get|gets|show|add)\b[^|]*\bfrom the \w+ table\b/.test(doc.text) ? takeTable(doc) : null)) : null;
  table.name = tableName;
  if (!/[a-z§]/.test(doc.text)) throw new CannotAnswer("Describe the calculation in words, for example “profit margin from Sales and Cost”.");
  for (const [re, why] of OUT_OF_SCOPE) {
    if (re.test(doc.text)) throw new CannotAnswer(why);
  }
  // ("shows null for players who never bought anything, can it say 0?": who the gaps belong to, not a count of them.)
  const fillsGaps = /\b(?:null|nulls|blank|blanks|empty)\b/.test(doc.text) && /\b(?:say|show|shows|put|use|display|instead|replace|coalesce|default)\s+(?:just\s+)?(?:a\s+)?(?:0|zero|§\d+)\b|\b(?:0|zero)\s+(?:there\s+)?instead\b/.test(doc.text);
  for (const [re, why] of UNSUPPORTED_MEANING) {
    if (fillsGaps && why.startsWith("Counting things that have no matching rows")) continue;
    if (re.test(doc.text)) throw new CannotAnswer(why, ["aggregate", "lod", "topN"]);
  }
  // "Customer Lifetime Value: total sales per customer": the words before the colon name the
  // calculation; read alone they would become a field. The body is read by itself when it needs
  // no assumed field, and the label becomes the calculation's name.
  // "Contribution Margin = Revenue - Variable Costs - Shipping Fees": a name, "=", then arithmetic
  // is a label like "Name: ..." (read alone, "contribution" would ask for a share).
  const colon = LABEL.exec(doc.text);
  const labelled = colon ?? LABEL_EQ.exec(doc.text);
  // After "=" the arithmetic is written out, so words of the name ("Net Share Value") ask for nothing.
  if (labelled && (!colon || !LABEL_MEANING.test(labelled[1]!))) {
    const body = firstParse({ ...doc, text: labelled[2]! }, dialect, tableName);
    if (body && body.assumed.length === 0) {
      const all = wordsOf(labelled[1]!);
      // "Add-to-cart rate": a hyphenated compound keeps its first word, even one that is filler alone.
      const trimmed = trimFiller(all);
      const start = all.indexOf(trimmed[0] ?? "");
      const words = start > 0 && new RegExp(`\\b${all[start - 1]}-${all[start]}\\b`, "i").test(doc.raw) ? all.slice(start - 1, start + trimmed.length) : trimmed;
      // "Profit margin % = ...": the formula already says it is a percent; the name is "Profit Margin".
      if (!colon && words.length > 1 && /^(?:percent|pct)$/.test(words[words.length - 1]!)) words.pop();
      if (words.length && !words.some((w) => PLACEHOLDER.test(w))) body.intent.name = words.map((w) => displayWord(w, doc.casing)).join(" ");
      // ("full name in caps: First Name + space + Last Name": the case said in the name applies to the join.)
      const caseWord = /\b(upper ?case|all caps|in caps|caps|capitals|lower ?case|proper ?case|title ?case)\b/.exec(labelled[1]!);
      if (caseWord && body.intent.family === "concat" && !body.intent.to) {
        body.intent.to = /lower/.test(caseWord[1]!) ? "lower" : /proper|title/.test(caseWord[1]!) ? "proper" : "upper";
        body.intent.name = body.intent.name.replace(/\s+in\s+caps\b|\s+(?:upper|lower|proper|title)\s*case\b|\s+all\s+caps\b/i, "");
      }
      return body;
    }
  }
  // "nights stayed, but leave it blank if check out is missing": a date difference whose end may be
  // blank gives a blank, not a count from the blank date.
  const blankEnd =
    /\s*[,;(]?\s*(?:but\s+|and\s+)?(?:(?:leave|keep|make)\s+it\s+|(?:show|return|give|display)\s+(?:an?\s+)?)?(?:blank|empty|nothing|null|empty cell|blank cell)\s+(?:if|when|where|for)\s+(?:the\s+)?(?:no\s+)?((?:§\d+|[a-z_]+)(?:\s+[a-z_]+){0,2}?)\s+(?:is|are|was)\s+(?:missing|blank|empty|null|not set|not filled(?: in)?|not entered|not there)(?:\s+yet)?\s*\)?\s*$/.exec(doc.text) ??
    /\s*[,;(]?\s*(?:but\s+|and\s+)?(?:if|when|where)\s+(?:the\s+)?((?:§\d+|[a-z_]+)(?:\s+[a-z_]+){0,2}?)\s+(?:is|are|was)\s+(?:missing|blank|empty|null|not set|not filled(?: in)?|not entered)(?:\s+yet)?\s*,?\s*(?:then\s+)?(?:leave\s+it\s+(?:blank|empty)|(?:show|return|give)\s+(?:nothing|blank|an?\s+empty(?:\s+cell)?|empty|null))\s*\)?\s*$/.exec(doc.text);
  if (blankEnd) {
    const diff = firstParse({ ...doc, text: doc.text.slice(0, blankEnd.index).trim() }, dialect, tableName);
    if (diff?.intent.family === "dateDiff" && diff.intent.start !== "today" && diff.intent.end !== "today" && !diff.intent.average) {
      const words = wordsOf(blankEnd[1]!.replace(/§(\d+)/g, (_, n: string) => doc.quoted[Number(n)]?.text ?? ""));
      const start = diff.intent.start;
      const matches = (f: { name: string }) => words.some((w) => w.length > 2 && !/^(date|time|the)$/.test(w) && f.name.toLowerCase().includes(w));
      // Usually the end ("check out is missing"); the start when only its name fits.
      diff.intent.blankIfMissing = matches(start) && !matches(diff.intent.end) ? "start" : "end";
      delete diff.intent.endOrToday;
      return diff;
    }
  }
  const parsed = firstParse(doc, dialect, tableName);
  if (parsed) return parsed;
  // "GMV by month", "Sales by Region": a measure named with only a grouping is its total.
  const implied = IMPLIED_TOTAL.exec(doc.text);
  if (implied && !NOT_A_MEASURE.test(implied[1]!)) {
    const total = firstParse({ ...doc, text: `total ${doc.text}` }, dialect, tableName);
    if (total) return total;
  }
  throw new CannotAnswer("I could not recognise a calculation I know how to write in that request.");
}

/** Marks where a request said its data's grain ("one row per pickup"), until the counted noun is read. */
const GRAIN = "\u0001grain:";

/** The text a separator named in words stands for ("+ a single space +"). */
const SEPARATOR_TEXT: Record<string, string> = { space: " ", comma: ", ", hyphen: "-", dash: " - ", slash: "/", pipe: " | ", colon: ": ", semicolon: "; ", underscore: "_", period: ".", dot: "." };

/** Words of a division, including the named ratios ("ctr from clicks and impressions"). */
const RATIO_WORDS = /\b(per|divided by|ratio|rate|over|ctr|cpc|cpm|rpm|ecpm|cpa|cpl|cac|roas|roi|aov|arpu|arppu|margin|markup|share|percent|percentage|pct)\b|\//;

/** A short measure phrase, then a grouping: "GMV by month", "revenue per region". */
const IMPLIED_TOTAL = /^(?:the\s+)?((?:§\d+|[a-z][a-z0-9_]*)(?:\s+[a-z][a-z0-9_]*){0,2})\s+(?:by|per|for each|for every|across)\s+(?:the\s+)?(?:§\d+|[a-z][a-z0-9_]*)(?:\s+[a-z][a-z0-9_]*)?$/;
/** Words that start an instruction about the view, not a measure ("sort by region"). */
const NOT_A_MEASURE = /^(?:sort|sorted|order|ordered|filter|filtered|group|grouped|show|list|display|split|break|breakdown|colou?r|chart|plot|pivot|slice|partition|rank|ranked|count|number|total|sum|average|avg)\b/;

/** "Name = A - B - C": a short name, then arithmetic on named fields. */
const LABEL_EQ = /^([a-z][a-z0-9_ ]{0,48}?)\s=\s((?:§\d+|[a-z(])[a-z0-9_ §()]*\s[-+*/]\s.+)$/;
/** "Name: what to calculate" (a short label, then the request). */
const LABEL = /^([a-z][a-z0-9_ ]{0,48}?)\s:\s(.+)$/;
/** Words that make a label part of the request ("fixed region: sum of profit", "age group buckets: ..."). */
const LABEL_MEANING =
  /\b(fixed|include|exclude|lod|level|ytd|qtd|mtd|wtd|yoy|mom|qoq|wow|running|cumulative|rolling|moving|rank|ranking|top|bottom|percent|percentage|pct|share|buckets?|bands?|groups?|tiers?|bins?|flag|null|nulls|blank|blanks|distinct|unique|if|when|where|per|by|each|categori[sz]e|categori[sz]ed|classify|classified|segment|segments|grade|grades|label|labels|bucket(?:ed|ing)?)\b/;

function firstParse(doc: Doc, dialect: Dialect, tableName: string | null): Parsed | null {
  for (const parse of PARSERS) {
    const ctx = new Ctx(doc, dialect);
    const intent = parse(ctx);
    if (intent && !plausible(intent, doc)) continue;
    if (intent) {
      if (tableName) applyTable(intent, tableName);
      return { intent, assumed: ctx.assumed, viewFilters: ctx.viewFilters, doc };
    }
  }
  return null;
}

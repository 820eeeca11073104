import type { FieldRef, Intent } from "../ir";
import type { Ctx } from "./context";
import { singular, wordsOf } from "./text";

/**
 * Excel lookups described in sentences, the way people explain a workbook:
 *   "the rates table is on a sheet called Rates, client names in column A and the rate in column B"
 *   "from the Units sheet - unit numbers are in column C there and tenant names are in column A"
 *   "I've got a sheet called Airports with IATA codes in column A and city names in column B"
 *   "from the Rates sheet (col A Caregiver ID, col B Hourly Rate) by Caregiver ID"
 * The other sheet's name, the columns placed on it, the value looked up (a cell, or a column of this sheet)
 * and the value wanted are read from the whole request, so the clauses may come in any order.
 */
export function describedSheetLookup(ctx: Ctx): Intent | null {
  if (ctx.dialect !== "excel") return null;
  // (A sentence describing the sheet may have been read as the request's context: "the Rates sheet has ... . I need the rate for each client".)
  const ctxText = ctx.doc.contextText?.trim();
  const raw = ctxText && !ctx.doc.raw.includes(ctxText) ? `${ctxText.replace(/[.\s]*$/, "")}. ${ctx.doc.raw}` : ctx.doc.raw;
  // The other sheet: the first one named with its columns described, from its name to the end of that sentence.
  const described = sheetMentions(raw)
    .map((found) => {
      const end = sentenceEnd(raw, found.index + found.text.length);
      return { found, end, placed: placements(raw.slice(found.index + found.text.length, end)) };
    })
    .find((d) => d.placed.length >= 2 && new Set(d.placed.map((p) => p.column)).size === d.placed.length);
  if (!described) return null;
  const { found, end, placed } = described;
  const from = found.index;
  const outside = `${raw.slice(0, from)} . ${raw.slice(end)}`;
  const lower = outside.toLowerCase();
  // ("... . the rate for each client": an ask whose verb was read as the hand-over to it.)
  const bareAsk = /(?:^|[.!?:])[\s.]*(?:the\s+|their\s+|its\s+)?([a-z][a-z ]{1,30}?)\s+(?:(?:for|of)\s+(?:each|every|the|its|their)\b|from\s*[.]?\s*$)/i.exec(outside);
  if ((!FETCH.test(lower) && !bareAsk) || TOTALS.test(lower)) return null;

  // The value wanted: "look up the hourly rate", "I need the city for ...", "get the tenant name".
  const verbM = /\b(?:look\s*up|lookup|vlookup|xlookup|pull(?:\s+in)?|fetch|get|bring(?:\s+in)?|find|retrieve|need|want|show|return|grab|fill\s+in|add)\s+(?:me\s+)?(?:back\s+)?(?:the\s+|their\s+|its\s+|each\s+|every\s+|an?\s+)?([a-z][a-z'’ -]{1,40}?)(?=\s+(?:for|of|from|by|using|based|matching|on|in|into|next|against|per|that|which|$)|[.,;:?!)|]|$)/i.exec(outside);
  // ("asked for each member's home branch": the thing after the possessive is wanted, its owner is looked up.)
  const possessive = /\b(?:each|every|the|a)\s+(?!(?:row|line|record|entry)['’])([a-z]+)['’]s\s+([a-z][a-z ]{1,30}?)(?=\s*(?:[.,;:?!)|]|$)|\s+(?:from|on|in|into|next|for|by)\b)/i.exec(outside);
  const wantM = possessive ? ([possessive[0], possessive[2]!] as unknown as RegExpExecArray) : (verbM ?? bareAsk);
  const wanted = wantM ? wordsOf(wantM[1]!.toLowerCase().replace(/['’]s\b/g, "")).filter((w) => !STOP.has(w)) : [];
  // The value looked up: a cell ("for the client in A2"), else a column of this sheet ("by Caregiver ID", "for its Destination Code").
  const cellM = /\b(?:in|at|from|cell)\s+(?:cell\s+)?\$?([A-Z]{1,2})\$?(\d+)\b/.exec(outside);
  // (The key may be said after the sheet's description: "from the Drivers sheet (col A Driver ID, col B Depot) by Driver ID".)
  const keyText = `${outside} . ${raw.slice(found.index + found.text.length, end).replace(/\([^)]*\)/g, " ")}`;
  const keyM = /\b(?:by|using|based on|matching(?:\s+on)?|for\s+(?:its|their|the|each|every|that)|keyed on)\s+(?:the\s+)?([A-Za-z][\w -]{1,40}?)(?=\s*(?:[.,;:?!)]|$|\s+(?:column|col|and|so|but|from|on|in|with|which|that|to)\b))/.exec(keyText);
  const keyWords = keyM ? wordsOf(keyM[1]!.toLowerCase()).filter((w) => !STOP.has(w)) : possessive ? [possessive[1]!.toLowerCase()] : [];

  // A column of this sheet placed outside the description ("the plan name is in column C") is the value looked up.
  const homePlaced = [...placements(outside), ...placements(outside, true), ...placements(raw.slice(found.index + found.text.length, end), true)];
  // (Words every placed column shares - "plan" in "plan names" and "plan prices" - tell none apart.)
  const shared = new Set(placed[0]!.words.map(singular).filter((w) => placed.every((p) => p.words.map(singular).includes(w))));
  const overlap = (a: string[], b: string[]) => a.map(singular).filter((w) => !shared.has(w) && b.map(singular).includes(w)).length;
  const homeWords = [...keyWords, ...homePlaced.flatMap((h) => h.words)];
  // ("the driver's depot": the last word is the thing wanted, the words before it say whose.)
  const head = wanted.length ? singular(wanted[wanted.length - 1]!) : "";
  const scored = placed.map((p) => ({ ...p, r: overlap(wanted, p.words) + (p.words.map(singular).includes(head) && !shared.has(head) ? 0.5 : 0), k: overlap(homeWords, p.words) }));
  let result = [...scored].sort((a, b) => b.r - a.r || a.k - b.k)[0]!;
  if (!result.r) {
    const byKey = scored.filter((p) => p.k);
    if (byKey.length !== 1 || placed.length !== 2) return null;
    result = scored.find((p) => p !== byKey[0])!;
  }
  const rest = scored.filter((p) => p !== result);
  const key = rest.length === 1 ? rest[0]! : [...rest].sort((a, b) => b.k - a.k)[0]!;
  if (rest.length > 1 && !key.k && !/\b(?:id|code|key|number|no|sku|name)s?\b/i.test(key.name)) return null;

  // ("kWh", "eBay": a word written with an inner capital keeps its spelling.)
  const title = (s: string) => s.replace(/\b[a-zA-Z]+\b/g, (w, at: number) => (/[A-Z]/.test(w) || (at > 0 && /^(?:per|of|and|to|in|for|by|the|a|an|or)$/.test(w)) ? w : w.charAt(0).toUpperCase() + w.slice(1)));
  const name = (s: string) => title(wordsOf(s).map((w, i, all) => (i === all.length - 1 ? singular(w) : w)).join(" "));
  // The name asked for, or the column's own name when that says more ("Price per Bushel" for "the price").
  const asked = wantM && wanted.length && result.r ? wantM[1]!.replace(/['’]s\b/g, "").split(/\s+/).filter((w) => !STOP.has(w.toLowerCase())).join(" ") : "";
  const resultRef: FieldRef = { name: asked && wordsOf(asked).length >= result.words.length ? name(asked) : name(result.name) };
  const homeCol = homePlaced.find((h) => overlap(h.words, key.words) > 0);
  // (The key as the other sheet writes it when the words are the same: "the sku in A2" and "SKU in column A".)
  const home: FieldRef = homeCol ? { name: name(homeCol.name), column: homeCol.column } : keyM && keyWords.length && overlap(keyWords, key.words) === key.words.length && keyWords.length === key.words.length ? { name: name(key.name) } : keyM && keyWords.length ? { name: keyM[1]!.trim().split(/\s+/).map((w) => (/[A-Z]/.test(w) ? w : title(w))).join(" ") } : { name: name(key.name) };
  const older = /\b(?:no|without|don'?t have|do not have|can'?t use|cannot use|not)\s+(?:an?\s+)?xlookup\b|\bexcel\s+(?:2007|2010|2013|2016|2019)\b|\bolder\s+excel\b/i.test(raw);
  const said = /\bvlookup\b/i.test(raw) && !/\bno\s+vlookup\b/i.test(raw) ? "vlookup" : /\bindex\b/i.test(raw) && /\bmatch\b/i.test(raw) ? "index-match" : older ? "vlookup" : "xlookup";
  // VLOOKUP reads to the right only; a result left of its key takes INDEX/MATCH, which every Excel has.
  const style = said === "vlookup" && columnNumber(result.column) <= columnNumber(key.column) ? "index-match" : said;
  const missing = /["“']([^"”']{0,30})["”']\s+(?:if|when)\s+(?:it'?s\s+|there'?s\s+|there\s+is\s+)?(?:missing|not found|no match|not there|isn'?t there|is not there|not on|isn'?t on|not in)/i.exec(raw) ?? /\b(?:show|return|display|put)\s+["“']([^"”']{0,30})["”']\s+(?:if|when)\b/i.exec(raw);
  const blank = /\b(?:blank|empty)\s+(?:if|when)\s+(?:it'?s\s+)?(?:missing|not found|there'?s no match|no match)/i.test(raw);
  return {
    family: "lookup",
    // (The cell's column is where this sheet keeps the value looked up: the layout says so.)
    key: cellM && !home.column ? { ...home, column: cellM[1]! } : home,
    result: resultRef,
    source: found.name,
    sourceColumns: { key: key.column, result: result.column },
    ...(name(key.name).toLowerCase() !== home.name.toLowerCase() ? { sourceKeyName: name(key.name) } : {}),
    ...(cellM ? { lookupCell: `${cellM[1]}${cellM[2]}` } : {}),
    style,
    name: resultRef.name,
    ...(missing ? { notFound: missing[1]! } : blank ? { notFound: "" } : {}),
    // ("tiered pricing: ... the lower limit of each tier ... sorted ascending": the largest key not above the value.)
    // (Not the word in a sheet's name: "the Tiers sheet has tier names" looks names up exactly.)
    ...(/\b(?:tiered|(?:each|per)\s+tier(?!\s+names?)|tier\s+(?:limits?|thresholds?|floors?|bounds?|breaks?)|tax brackets?|brackets|bands|lower (?:\w+ )?limits?|thresholds?|approx(?:imate)?(?: match)?|sorted ascending|closest (?:lower|smaller))\b/i.test(raw.replace(found.text, " ")) ? { approximate: true } : {}),
  };
}

/** "A" is 1, "AB" is 28: where a column sits, so VLOOKUP's reach to the right can be checked. */
const columnNumber = (l: string): number => l.split("").reduce((n, c) => n * 26 + c.charCodeAt(0) - 64, 0);

const FETCH = /\b(?:look\s*up|lookup|vlookup|xlookup|index|pull|fetch|get|bring|find|retrieve|need|want|show|return|grab|fill|add)\b/;
/** Words that total or compare: such a request reads the other sheet's values, it does not fetch one. */
const TOTALS = /\b(?:sum|total|count|average|avg|mean|median|how many|number of|max|min|rank|running|moving|rolling|growth|ytd|ratio|divided|minus|plus|difference|between)\b|%/;
const STOP = new Set(["the", "a", "an", "its", "their", "each", "every", "matching", "corresponding", "right", "correct", "value", "for", "me", "of"]);
const NOT_A_SHEET = /^(?:same|other|another|this|that|lookup|second|separate|current|main|data|first|new|next|one|a|the)$/i;

/** "a sheet called Rates", "the Units sheet", "Airports tab": each sheet named, in order. */
function sheetMentions(raw: string): Array<{ name: string; index: number; text: string }> {
  const out: Array<{ name: string; index: number; text: string }> = [];
  for (const called of raw.matchAll(/\b(?:[Ss]heet|[Tt]ab|[Ww]orksheet)\s+(?:called|named|titled)\s+["'“]?([A-Za-z0-9_][\w]*(?:\s+[A-Z][\w]*)?)["'”]?/g)) out.push({ name: called[1]!, index: called.index!, text: called[0] });
  // ("the 'Rate Card' sheet", "sheet 'Price List'": a quoted name of several words.)
  for (const q of raw.matchAll(/["'“‘]([A-Za-z0-9][^"'”’\n]{1,30})["'”’]\s+(?:[Ss]heet|[Tt]ab|[Ww]orksheet)\b|\b(?:[Ss]heet|[Tt]ab|[Ww]orksheet)\s+(?:called\s+|named\s+)?["'“‘]([A-Za-z0-9][^"'”’\n]{1,30})["'”’]/g)) out.push({ name: (q[1] ?? q[2])!, index: q.index!, text: q[0] });
  // ("sheet Prices has ...", "Sheet2 has ...": the name right after the word.)
  for (const after of raw.matchAll(/\b[Ss]heet\s+([A-Z][\w]*)(?=\s+(?:has|holds|lists|contains|with|where|:|-)|\s*[,:(])/g)) out.push({ name: after[1]!, index: after.index!, text: after[0] });
  for (const before of raw.matchAll(/(?:\b(?:the|a|my|our|from|on|in|to)\s+|^\s*|[.!?;|,:]\s*)["'“]?([A-Za-z][\w]*)["'”]?\s+(?:sheet|tab|worksheet)\b/gi)) {
    const n = before[1]!;
    if (NOT_A_SHEET.test(n)) continue;
    out.push({ name: /^[a-z]/.test(n) ? n.charAt(0).toUpperCase() + n.slice(1) : n, index: before.index!, text: before[0] });
  }
  return out.sort((a, b) => a.index - b.index);
}

/** Where the sentence that starts at `from` ends (a full stop outside brackets, or the end). */
function sentenceEnd(raw: string, from: number): number {
  let depth = 0;
  for (let i = from; i < raw.length; i++) {
    const c = raw[i]!;
    if (c === "(") depth++;
    else if (c === ")") depth = Math.max(0, depth - 1);
    else if (depth === 0 && /[.?!;|]/.test(c) && (i + 1 >= raw.length || /\s/.test(raw[i + 1]!))) return i;
  }
  return raw.length;
}

/** "client names in column A", "col B Hourly Rate", "unit numbers are in column C": a column letter and what it holds. */
function placements(segment: string, here = false): Array<{ name: string; words: string[]; column: string }> {
  const out: Array<{ name: string; words: string[]; column: string }> = [];
  for (const clause of segment.split(/,|;|\(|\)|[.?!](?=\s|$)|\s-\s|\s–\s|\s—\s|\b(?:and|with|where|there|while)\b/i)) {
    const letters = [...clause.matchAll(/\b(?:[Cc]ol(?:umn)?\.?|COL(?:UMN)?|in)\s+([A-Z]{1,2})\b(?![\d:])/g)];
    // ("SKU is in column C here": a column of this sheet, said inside the other's description.)
    const onThis = /\b(?:here|this sheet|this tab|current sheet|my sheet|main sheet)\b/i.test(clause);
    if (letters.length !== 1 || onThis !== here) continue;
    const m = letters[0]!;
    // ("PO Lines sheet has Supplier ID in column B": the sheet it is on is no part of the column's name.)
    // ("User ID is in column C on Trades": where the column is, after it, is no part of its name.)
    const after = clause.slice(m.index! + m[0].length).replace(/^\s*(?:on|in)\s+(?:the\s+)?[A-Z]\w*(?:\s+(?:sheet|tab))?\s*$/, " ");
    const name = (clause.slice(0, m.index).replace(/^.*\b(?:sheet|tab|worksheet)\b/i, " ").replace(/^[^A-Za-z]+/, " ") + " " + after)
      .replace(/\b(?:is|are|sits?|lives?|goes|go|in|on|under|at|has|have|holds?|contains?|listed|stored|kept|the|their|its|there|here|this sheet|this tab|=|:|got|i've|ive|i|we|has got)\b|[:=]/gi, " ")
      .replace(/\s+/g, " ")
      .trim()
      .replace(/\s+(?:of|for|per)\s+(?:each|every|a)\s+\w+$/i, "");
    if (!name || !/[a-z]/i.test(name) || name.split(" ").length > 6) continue;
    out.push({ name, words: wordsOf(name.toLowerCase()), column: m[1]! });
  }
  return out;
}

/**
 * Lookups written with their ranges: "IDs in Fleet!A:A, models in Fleet!C:C", "return the Country (Sites!C:C) for the
 * Site ID in B2, matched exactly against Sites!A:A", "lower bounds are in G2:G6, rates in H2:H6 ... for the loan amount
 * in C2". Two one-column ranges on one sheet (another, or this one), one searched and one returned, and the cell
 * whose value is looked up.
 */
export function rangeLookup(ctx: Ctx): Intent | null {
  if (ctx.dialect !== "excel") return null;
  const raw = ctx.doc.raw;
  if (TOTALS.test(raw.toLowerCase().replace(/\bnumbers?\b/g, " "))) return null;
  const refs = [...raw.matchAll(/(?:(?:'([^']+)'|([A-Za-z_][\w]*))!)?\$?([A-Z]{1,2})\$?(\d+)?\s*:\s*\$?([A-Z]{1,2})\$?(\d+)?(?![\w!])/g)].filter((m) => m[3] === m[5]);
  if (refs.length !== 2) return null;
  // (Ranges on this sheet need a word that fetches; two on another sheet say it themselves.)
  if (!(refs[0]![1] ?? refs[0]![2]) && !/\b(?:[xv]?lookup|look\s*(?:it\s+)?up|index|match(?:ed)?|return|find|get|fetch|pull|need|want|give|show)\b/i.test(raw)) return null;
  const sheetOf = (m: RegExpMatchArray) => m[1] ?? m[2] ?? "";
  if (sheetOf(refs[0]!) !== sheetOf(refs[1]!)) return null;
  const sheet = sheetOf(refs[0]!);
  // The cell looked up: "for the Site ID in B2", "label code in B2", "the loan amount in C2".
  const outside = raw.replace(/(?:(?:'[^']+'|[A-Za-z_]\w*)!)?\$?[A-Z]{1,2}\$?\d*\s*:\s*\$?[A-Z]{1,2}\$?\d*/g, " ");
  const cellM = /\b(?:in|at|cell)\s+\$?([A-Z]{1,2})\$?(\d+)\b/.exec(outside);
  if (!cellM) return null;
  const before = (m: RegExpMatchArray) => raw.slice(Math.max(0, m.index! - 40), m.index!).toLowerCase().replace(/^.*[.;|]\s*/, "");
  const KEYISH = /(?:against|match(?:ed|ing)?(?:\s+exactly)?(?:\s+(?:against|in|on|to))?|find\s+(?:it|them|this|that)\s+in|look\s+(?:it\s+)?up\s+in|search(?:ed)?\s+in|\b(?:ids?|keys?|codes?|part numbers?|numbers?|(?:lower\s+)?bounds?|limits?|thresholds?|floors?|from-values?)\b[^,;()]*\b(?:in|are in|is in|are|is))\s*\(?\s*$/;
  const RESULTISH = /(?:\breturn(?:s|ing)?\b[^,;()]{0,30}?|\b(?:from|bring|pull|give)\s+)\(?\s*$|\(\s*$/;
  const roles = refs.map((m) => ({ m, key: KEYISH.test(before(m)), result: RESULTISH.test(before(m)) && !KEYISH.test(before(m)) }));
  // ("(Payers!A:A = Payer ID, Payers!B:B = Payer Name)", "Formulary!D:D (NDC Code)": a name given right after a range.)
  const named = refs.map((m) => /^\s*(?:=|:|is|are|holds?|has|\()\s*(?:the\s+)?([A-Za-z][\w ]{0,30}?)\s*(?=[),;.]|$|\s+(?:and|exactly|matches|for|where)\b)/.exec(raw.slice(m.index! + m[0].length))?.[1]);
  const idLike = (n: string | undefined) => !!n && /\b(?:id|ids|code|key|number|no|sku)\b/i.test(n);
  const keyAt =
    named[0] && named[1] && idLike(named[0]) !== idLike(named[1])
      ? (idLike(named[0]) ? 0 : 1)
      : roles.filter((r) => r.key).length === 1 ? roles.findIndex((r) => r.key) : roles.filter((r) => r.result).length === 1 ? roles.findIndex((r) => !r.result) : 0;
  const keyRef = refs[keyAt]!;
  const resRef = refs[1 - keyAt]!;
  // What is wanted: "XLOOKUP the Truck Model", "return the Country", "Broker name for ...", "the rate for the loan amount".
  const title = (s: string) => s.trim().split(/\s+/).map((w) => (/[A-Z]/.test(w) ? w : w.charAt(0).toUpperCase() + w.slice(1))).join(" ");
  const wantM =
    /\b(?:[xv]?lookup|look\s*up|return|get|fetch|pull|find|need|want|give me|bring back)\s+(?:me\s+)?(?:back\s+)?(?:the\s+|a\s+|its\s+)?((?!it\b|them\b)[A-Za-z][\w -]{0,30}?)(?=\s+(?:for|from|of|by|in|on)\b|\s*[(,;.])/i.exec(outside) ??
    /^\s*(?:the\s+)?([A-Za-z][\w ]{0,30}?)\s+for\s+the\b/i.exec(outside);
  const wanted = wantM ? title(wantM[1]!.replace(/\b(?:value|exact|matching|corresponding)\b/gi, " ").replace(/\s+/g, " ")) : "Result";
  const keyM = /\b(?:for|of|matches|match|matching)\s+(?:the\s+|each\s+|this\s+)?([A-Za-z][\w ]{0,30}?)\s+in\s+(?:cell\s+)?\$?[A-Z]{1,2}\$?\d+\b/i.exec(outside) ?? /(?:^|[:;,.|]\s*)(?:the\s+)?([A-Za-z][\w ]{0,30}?)\s+(?:(?:is|are)\s+)?in\s+(?:cell\s+)?\$?[A-Z]{1,2}\$?\d+\b/i.exec(outside);
  const keyName = keyM ? title(keyM[1]!.replace(/^(?:the|a|an)\s+/i, "")) : "Key";
  const older = /\bvlookup\b/i.test(raw) ? "vlookup" : /\bindex\b/i.test(raw) && /\bmatch\b/i.test(raw) ? "index-match" : "xlookup";
  const style = older === "vlookup" && columnNumber(resRef[3]!) <= columnNumber(keyRef[3]!) ? "index-match" : older;
  const missing =
    /(?:^|[\s,;(])(-?\d+(?:\.\d+)?|["“']([^"”']{0,30})["”'])\s+(?:if|when)\s+(?:it'?s\s+|there'?s\s+|it\s+is\s+)?(?:not found|missing|no match|not there|isn'?t there|is not there|absent|not in)/i.exec(raw) ??
    /\b(?:show|return|display|put|give)\s+(-?\d+(?:\.\d+)?|["“']([^"”']{0,30})["”'])\s+(?:if|when|where)\b/i.exec(raw);
  const notFound = missing ? (missing[2] ?? missing[1]!) : undefined;
  const approximate = /\b(?:tiers?|tiered|brackets?|bands?|lower\s+(?:\w+\s+)?(?:bounds?|limits?)|thresholds?|ascending|approx(?:imate)?(?:\s+match)?|closest (?:lower|smaller))\b/i.test(raw);
  const abs = (m: RegExpMatchArray) => (m[4] && m[6] ? `$${m[3]}$${m[4]}:$${m[5]}$${m[6]}` : undefined);
  const base = { family: "lookup" as const, style: style as "xlookup" | "vlookup" | "index-match", name: wanted, lookupCell: `${cellM[1]}${cellM[2]}`, ...(notFound !== undefined ? { notFound } : {}), ...(approximate ? { approximate: true } : {}) };
  if (sheet) {
    return { ...base, key: { name: keyName, column: cellM[1]! }, result: { name: wanted }, source: sheet, sourceColumns: { key: keyRef[3]!, result: resRef[3]! }, ...(keyName.toLowerCase() !== "key" ? {} : { sourceKeyName: "Key" }) };
  }
  // (On this sheet: the two ranges, fixed so the formula fills down.)
  const keyRange = abs(keyRef);
  const resRange = abs(resRef);
  const keyField: FieldRef = { name: keyName === wanted ? `${keyName} Key` : keyName === "Key" ? "Lookup Key" : `${keyName} Bounds`, column: keyRef[3]!, ...(keyRange ? { range: keyRange } : {}) };
  const resField: FieldRef = { name: wanted, column: resRef[3]!, ...(resRange ? { range: resRange } : {}) };
  return { ...base, key: keyField, result: resField, source: "" };
}

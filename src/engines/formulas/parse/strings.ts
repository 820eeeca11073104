import type { FieldRef, Intent } from "../ir";
import { Ctx } from "./context";
import { cut, DIMENSION_WORDS, ENTITIES, placeholderText, trimFiller } from "./phrases";
import { PLACEHOLDER, singular, wordsOf } from "./text";

/** Text requests (join, change case, extract, trim, length, replace) and null handling. */

const SEPARATORS: Array<[RegExp, string]> = [
  [/\b(?:no space|no separator|nothing in between|without (?:a )?(?:space|separator))\b/, ""],
  [/\b(?:comma and (?:a )?space|comma space)\b/, ", "],
  [/\b(?:commas?)\b/, ", "],
  [/\b(?:(?:a\s+)?space\s*,?\s+(?:a\s+)?(?:dash|hyphen)\s*,?\s+(?:and\s+|then\s+)?(?:a\s+|another\s+)?space|spaced dash|spaced hyphen)\b/, " - "],
  [/\b(?:a\s+)?space\s*,?\s+(?:a\s+)?(?:forward\s+)?slash\s*,?\s+(?:and\s+|then\s+)?(?:a\s+|another\s+)?space\b/, " / "],
  [/\b(?:a\s+)?space\s*,?\s+(?:a\s+)?pipe\s*,?\s+(?:and\s+|then\s+)?(?:a\s+|another\s+)?space\b/, " | "],
  [/\b(?:dash(?:es)?|hyphens?|minus sign)\b/, "-"],
  [/\b(?:underscores?)\b/, "_"],
  [/\b(?:slash(?:es)?|forward slash)\b/, "/"],
  [/\b(?:pipes?)\b/, " | "],
  [/\b(?:colons?)\b/, ": "],
  [/\b(?:period|dot|full stop)\b/, "."],
  [/\b(?:spaces?|blank)\b/, " "],
];

export const JOIN_TRIGGER =
  /\b(concat|concatenate|concatenates|concatenated|concatenating|combine|combines|combined|combining|join|joins|joined|joining|merge|merges|merged|append|put together|stitch|glue|full name|full address|address line|as (?:one|1|a single) (?:label|field|column|string|text|value|name)|in(?:to)? (?:one|1|a single) (?:label|field|column|cell|string)|together|(?:separated|delimited|joined) (?:by|with)|(?:with|and|using|plus) (?:a |an )?(?:§\d+|comma|space|hyphen|dash|underscore|slash|pipe|colon|semicolon) (?:in )?between(?: them| each| the parts)?)\b/;

export function parseConcat(ctx: Ctx): Intent | null {
  const trig = JOIN_TRIGGER;
  // "first name & ' ' & last name", "[City] + ", " + [State]": the joining operator written out.
  const written = /[&+]|\|\|/.test(ctx.doc.raw) ? /(?:\band|\bplus|\+|&)\s+(§\d+)\s+(?:and\b|plus\b|\+|&)/.exec(ctx.t) : null;
  const writtenSep = written && ctx.doc.quoted[Number(written[1]!.slice(1))]?.kind === "quote" ? written : null;
  // ("${clients.name} followed by ${clients.region} in brackets": the last part wrapped in brackets.)
  const bracketed = /\s+(?:in|inside|within|wrapped in)\s+(?:round\s+)?(?:brackets|parenthes[ie]s)\b/.exec(ctx.t);
  if (!trig.test(ctx.t) && !writtenSep && !(bracketed && /\bfollowed by\b/.test(ctx.t))) return null;
  // An address reads "Street, City, Zip"; names and other parts are joined by a space.
  let sep = /\baddress\b/.test(ctx.t) ? ", " : " ";
  let sepFound = false;
  // A quoted separator: "separated by ' - '", "with '/' between".
  const q = /\b(?:separated by|separator|delimited by|delimiter|with|using|joined by|join(?:ed)? with|split by|divided by)\s+(?:a\s+)?(§\d+)/.exec(ctx.t) ?? writtenSep;
  // "like 'Smith, Anna'", "so it reads like BA-117": an example of the result gives its shape.
  const ex = resultExample(ctx);
  if (ex) ctx.t = ex.cut(ctx.t);
  const shape = ex?.shape ?? null;
  const to = joinCase(ctx, ex?.token);
  if (shape) {
    // ("like 'ORD-1001-3'" for two fields: its one separator, when it has only one.)
    const inner = new Set(shape.seps.slice(1, -1));
    sep = inner.size === 1 ? [...inner][0]! : sep;
    sepFound = true;
    // ("with a dash so it reads like BA-117", "Tier in parentheses": what the example shows, said again.)
    ctx.erase(new RegExp(`\\b(?:(?:with|separated by|using|and|by|plus)\\s+)?(?:an?\\s+|the\\s+)?(?:${SEPARATORS.map(([re]) => re.source).join("|")}|in (?:parenthes[ie]s|brackets))(?:\\s+(?:between|separator|in between|in the middle|delimiter))?`));
  } else if (q) {
    sep = placeholderText(q[1]!, ctx.doc) ?? " ";
    sepFound = true;
    // Written out, the separator sits between the two parts: keep them apart.
    ctx.t = ctx.t.replace(q[0], q === writtenSep ? " , " : " | ");
  } else {
    for (const [re, s] of SEPARATORS) {
      const m = new RegExp(`\\b(?:with|separated by|using|use|and|by|plus|add|delimited by|between them|in between)?\\s*(?:a|an|the)?\\s*(?:single\\s+)?${re.source}(?:\\s+(?:between|separator|in between|in the middle|delimiter))?`).exec(ctx.t);
      if (m) {
        sep = s;
        sepFound = true;
        ctx.t = ctx.t.slice(0, m.index) + " | " + ctx.t.slice(m.index + m[0].length);
        break;
      }
    }
  }
  if (/\b(split|extract|get|from|pull|take|grab|keep|isolate|separate)\b/.test(ctx.t) && /\b(first|last) name\b/.test(ctx.t) && !/\bfirst (?:name\b.*\b(?:last name|surname)|and last names?)\b|\b(last name|surname)\b.*\bfirst name\b/.test(ctx.t)) return null;
  if (/\bfull name\b/.test(ctx.t) && !/\b(?:of|and)\b.+\band\b/.test(ctx.t.replace(/full name/, "")) && (ctx.t.match(/§\d+/g)?.length ?? 0) < 2) {
    const first = /\bfirst name\b/.test(ctx.t) ? ctx.field("first name")! : ctx.assume("First Name");
    const last = /\blast name\b|\bsurname\b/.test(ctx.t) ? ctx.field(/\bsurname\b/.test(ctx.t) ? "surname" : "last name")! : ctx.assume("Last Name");
    const ordered = shape ? byShape([first, last], shape) : [first, last];
    return { family: "concat", parts: shaped(ordered, shape, sep), ...(to ? { to } : {}), name: "Full Name" };
  }
  ctx.take(trig);
  // ("label = ${clients.name} followed by ...": the result's name, before what it is.)
  ctx.t = ctx.t.replace(/^\s*(?:[a-z]+\s+){0,2}(?:label|name|key|title|text|string|field|column|display)\s*=\s*(?=\S)/, " ");
  // ("combine make and model": a car's make is a column here, not the verb.)
  ctx.t = ctx.t.replace(/\bmake(?=\s*(?:and|,|&|\+|with|plus)\s*(?:the\s+)?model\b)|(?<=\bmodel\s*(?:and|,|&|\+|with|plus)\s*(?:the\s+)?)make\b/g, () => ` §${ctx.doc.quoted.push({ text: "Make", kind: "name" }) - 1} `);
  // "${drivers.last_name}, ${drivers.first_name} as one label": two fields written with a comma between them read "Last, First".
  // So do two names written that way ("Last Name, First Name as one label").
  if (!sepFound && /^\s*(?:§\d+|[a-z][a-z0-9_ ]*?)\s*,\s*(?:§\d+|[a-z][a-z0-9_ ]*?)\s*(?:\|\s*)*$/.test(ctx.t) && !/\band\b/.test(ctx.t)) sep = ", ";
  // "put Last Name and First Name together": the verb is not part of the first name.
  ctx.t = ctx.t.replace(/^\s*(?:put|place|bring|stick|set|make|create|build|give me|show|write|i need|i want)\s+/, " ");
  ctx.drop(/\b(?:into (?:one|a single|a new) (?:field|column|string|text|value)|into one|together|table calc(?:ulation)?s?|fields|columns|values|strings|text|a new field|new field|called|named|as (?:a |one )?(?:key|id|label|string)|full address from|full address|address line from)\b/);
  // The fields: "first name and last name", "city, state and country", "[A] with [B]".
  const body = ctx.t.replace(/\|/g, " ").replace(/\s+/g, " ").trim();
  const phrases = body
    .split(/\s*(?:,|:|\band\b|\bwith\b|\bplus\b|\+|&|\bto\b|\bfollowed by\b)\s*/)
    .map((p) => cut(p.trim(), ["into", "as"]))
    .map((p) => trimFiller(wordsOf(p)).join(" "))
    .filter(Boolean);
  // "first and last name", "billing and shipping address": the noun of the last part is shared.
  const lastWords = phrases.length ? phrases[phrases.length - 1]!.split(" ") : [];
  if (lastWords.length >= 2) {
    const noun = lastWords[lastWords.length - 1]!;
    phrases.forEach((p, i) => {
      if (i < phrases.length - 1 && /^(first|last|middle|given|family|home|work|billing|shipping|mailing|start|end)$/.test(p)) phrases[i] = `${p} ${noun}`;
    });
  }
  let fields = phrases.filter((p) => !RESULT_NOUN.test(p)).map((p) => ctx.field(p)).filter((f): f is FieldRef => !!f);
  // ("site and pit in one column ... Fields are ${mine.site_name} and ${mine.pit_name}": with two or more fields
  // written as references, the words beside them only describe them.)
  const refs = [...ctx.t.matchAll(/§(\d+)/g)].map((m) => ctx.doc.quoted[Number(m[1])]).filter((q) => q && q.kind !== "quote" && q.kind !== "name");
  if (refs.length >= 2 && fields.some((f) => !f.view && !f.table && !/^\[/.test(f.name)) && fields.filter((f) => f.view || f.table).length >= 2) fields = fields.filter((f) => f.view || f.table);
  // "renewal tracker label, like 'Acme Corp (ENT)' | combine Account Name with Tier": when the
  // example's parts do not fit every phrase, the fields are the ones read after a gap that do.
  if (shape && !fitShape(shape, fields.length)) {
    const segs = ctx.t.split("|");
    for (let k = 1; k < segs.length; k++) {
      const rest = fieldsOf(ctx, segs.slice(k).join(" "));
      if (rest.length >= 2 && fitShape(shape, rest.length)) {
        fields = rest;
        break;
      }
    }
  }
  if (fields.length < 2) return null;
  const ordered = shape ? byShape(fields, shape) : fields;
  if (bracketed && !shape && fields.length === 2) {
    return { family: "concat", parts: [{ field: ordered[0]! }, { text: " (" }, { field: ordered[1]! }, { text: ")" }], ...(to ? { to } : {}), name: ordered.map((f) => f.name).join(" ") };
  }
  return { family: "concat", parts: shaped(ordered, shape, sep), ...(to ? { to } : {}), name: ordered.map((f) => f.name).join(" ") };
}

/** "a clean account label", "one display column": the result being described, beside an example of it. */
const RESULT_NOUN = /\b(?:label|labels|display field|display column|display name)$/;

/** The fields named in a join's words ("first name and last name", "city, state and country", "[A] with [B]"). */
function fieldsOf(ctx: Ctx, text: string): FieldRef[] {
  const phrases = text
    .replace(/\|/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .split(/\s*(?:,|:|\band\b|\bwith\b|\bplus\b|\+|&|\bto\b|\bfollowed by\b)\s*/)
    .map((p) => cut(p.trim(), ["into", "as"]))
    .map((p) => trimFiller(wordsOf(p)).join(" "))
    .filter((p) => p && !RESULT_NOUN.test(p));
  return phrases.map((p) => ctx.field(p)).filter((f): f is FieldRef => !!f);
}

/**
 * An example of a join's result, split into value runs and the text around them: "Denver (DEN)" is
 * Denver, " (", DEN, ")"; seps holds the text before the first value, between values, and after the last.
 */
export interface Shape {
  values: string[];
  seps: string[];
}

export function shapeOf(example: string): Shape | null {
  const words = [...example.matchAll(/[\p{L}\p{N}]+(?:['.][\p{L}\p{N}]+)*/gu)];
  if (words.length < 2) return null;
  const seps: string[] = [];
  let at = 0;
  for (const w of words) {
    seps.push(example.slice(at, w.index));
    at = w.index! + w[0].length;
  }
  seps.push(example.slice(at));
  // "Last,First": a comma between the parts is followed by a space.
  return { values: words.map((w) => w[0]), seps: seps.map((s, i) => (i > 0 && i < words.length && s === "," ? ", " : s)) };
}

/** The shape with one value per field: words joined by plain spaces are one value ("Acme Corp (ENT)" has two). */
export function fitShape(shape: Shape, n: number): Shape | null {
  if (n < 2 || shape.values.length < n) return null;
  if (shape.values.length === n) return shape;
  // ("P-220/Framing": a code written letters-dash-digits is one value; the other mark joins the parts.)
  for (let i = 1; i < shape.values.length; i++) {
    if (shape.values.length > n && shape.seps[i] === "-" && /^[A-Za-z]{1,6}$/.test(shape.values[i - 1]!) && /^\d+$/.test(shape.values[i]!)) {
      const values = [...shape.values];
      const seps = [...shape.seps];
      values.splice(i - 1, 2, `${values[i - 1]}-${values[i]}`);
      seps.splice(i, 1);
      return fitShape({ values, seps }, n);
    }
  }
  const values = [shape.values[0]!];
  const seps = [shape.seps[0]!];
  for (let i = 1; i < shape.values.length; i++) {
    if (shape.seps[i] === " ") values[values.length - 1] += ` ${shape.values[i]}`;
    else {
      seps.push(shape.seps[i]!);
      values.push(shape.values[i]!);
    }
  }
  seps.push(shape.seps[shape.seps.length - 1]!);
  if (values.length === n) return { values, seps };
  // ("Acme Corp - 2024-0113": a separator with no space around it sits inside a value when a spaced one splits the parts.)
  const inner = seps.slice(1, -1);
  if (!inner.some((x) => /\s/.test(x)) || !inner.some((x) => !/\s/.test(x))) return null;
  const v2 = [values[0]!];
  const s2 = [seps[0]!];
  for (let i = 1; i < values.length; i++) {
    if (/\s/.test(seps[i]!)) {
      s2.push(seps[i]!);
      v2.push(values[i]!);
    } else v2[v2.length - 1] += `${seps[i]}${values[i]}`;
  }
  s2.push(seps[seps.length - 1]!);
  return v2.length === n ? { values: v2, seps: s2 } : null;
}

/** The fields in the example's order when its words name them ("Last, First"); otherwise as written. */
export function byShape<T extends { name: string }>(fields: T[], shape: Shape): T[] {
  const fit = fitShape(shape, fields.length);
  if (!fit) return fields;
  const picked = fit.values.map((v) => fields.findIndex((f) => f.name.toLowerCase().split(/[\s_]+/).includes(v.toLowerCase())));
  if (picked.every((i) => i >= 0) && new Set(picked).size === fields.length) return picked.map((i) => fields[i]!);
  // "like 'Garcia, Maria'" for a first and a last name: a person's name written with a comma puts the surname first.
  const first = fields.findIndex((f) => /(?:^|[\s_])(?:first|given|fore)[\s_]?name(?:$|[\s_])/i.test(f.name));
  const last = fields.findIndex((f) => /(?:^|[\s_])(?:last[\s_]?name|surname|family[\s_]?name)(?:$|[\s_])/i.test(f.name));
  if (fields.length === 2 && first >= 0 && last >= 0 && fit.seps[1]!.includes(",")) return [fields[last]!, fields[first]!];
  return fields;
}

/** The join's parts: the example's text around and between the fields, or one separator between them. */
function shaped(fields: FieldRef[], shape: Shape | null, sep: string): Array<{ field: FieldRef } | { text: string }> {
  const fit = shape ? fitShape(shape, fields.length) : null;
  const parts: Array<{ field: FieldRef } | { text: string }> = [];
  fields.forEach((f, i) => {
    const text = fit ? fit.seps[i]! : i > 0 ? sep : "";
    if (text !== "") parts.push({ text });
    parts.push({ field: f });
  });
  if (fit && fit.seps[fields.length] !== "") parts.push({ text: fit.seps[fields.length]! });
  return parts;
}

/** Words that say an example of the result follows. */
export const EXAMPLE_LEAD =
  "looks? like|looking like|reads? like|shows? like|comes? out like|so it reads|so it looks|so it shows|like|e g|eg|e\\.g\\.?|for example|such as|as in|formatted(?: as| like)?|in the form(?: of)?|reading|says|saying|showing|shows|into|as";

/**
 * The example of the result a join request shows: the last quoted one with two or more words
 * ("like 'Smith, John'", "into 'Last, First'"), else one written bare at the end ("reads like BA-117").
 */
function resultExample(ctx: Ctx): { shape: Shape; token?: string; cut: (t: string) => string } | null {
  const quoted = [...ctx.t.matchAll(new RegExp(`(?:\\bso\\s+(?:(?:that|it|this|they|should|will|would)\\s+)*)?\\b(?:${EXAMPLE_LEAD})\\s*:?\\s+(§\\d+)`, "g"))]
    .map((m) => ({ m, q: ctx.doc.quoted[Number(m[1]!.slice(1))] }))
    .filter(({ q }) => q?.kind === "quote" && shapeOf(q.text))
    .pop();
  if (quoted) return { shape: shapeOf(quoted.q!.text)!, token: quoted.m[1]!, cut: (t) => t.replace(quoted.m[0], " | ") };
  const bare = [...ctx.doc.raw.matchAll(new RegExp(`\\b(?:${EXAMPLE_LEAD})\\s*:?\\s+(?=([^'"“”‘’]+?)\\s*(?:[.!)]?\\s*$|[,;]\\s*(?:the\\s+)?(?:fields?|columns?|using|from|with)\\b))`, "gi"))]
    // ("e.g. Acme Ltd (North)": a closing bracket the example opened is part of it.)
    .map((m) => ((m[1]!.match(/\(/g) ?? []).length > (m[1]!.match(/\)/g) ?? []).length && /^\s*\)/.test(m.input!.slice(m.index! + m[0].length + m[1]!.length)) ? `${m[1]!})` : m[1]!))
    .filter((x) => /[^\p{L}\p{N}\s]/u.test(x) && !/\b(?:and|with|from|of|the|to)\b/i.test(x) && x.split(/\s+/).length <= 5)
    .pop();
  const shape = bare ? shapeOf(bare) : null;
  if (!shape) return null;
  return {
    shape,
    cut: (t) => {
      const lead = [...t.matchAll(new RegExp(`\\b(?:${EXAMPLE_LEAD})\\b`, "g"))].pop();
      if (!lead) return t;
      // "so it reads like": the lead words said one after another.
      let at = lead.index;
      for (let m = new RegExp(`\\b(?:${EXAMPLE_LEAD})\\s*$`).exec(t.slice(0, at)); m; m = new RegExp(`\\b(?:${EXAMPLE_LEAD})\\s*$`).exec(t.slice(0, at))) at = m.index;
      return t.slice(0, at) + " | ";
    },
  };
}

/** "in proper case", "all caps", "properly capitalized": a letter case for the whole join, unless it describes an input example. */
export const JOIN_CASE = /\b(?:all\s+)?(?:in\s+|to\s+)?(proper ?case(?:d)?|title ?case(?:d)?|properly capitali[sz]ed|capitali[sz]ed?|capitali[sz]e each word|upper ?case(?:d)?|all caps|in caps|capital letters|block capitals|capitals|lower ?case(?:d)?)\b(?:\s+(?:please|pls|plz))?(\s+(?:like|e g|eg|such as)\s+§\d+)?/g;

function joinCase(ctx: Ctx, example?: string): "upper" | "lower" | "proper" | undefined {
  for (const m of ctx.t.matchAll(JOIN_CASE)) {
    if (m[2] && !(example && m[2].includes(example))) continue;
    ctx.t = ctx.t.replace(m[0], " | ");
    const w = m[1]!;
    return /lower/.test(w) ? "lower" : /upper|caps|capital letters|capitals/.test(w) ? "upper" : "proper";
  }
  return undefined;
}

const TRIM_WORDS =
  /\b(?:trim(?:med|ming)?|strip|(?:without|no) (?:the )?(?:leading|trailing|extra)(?: (?:and|or|\/) (?:leading|trailing))? (?:spaces|whitespace|white space|blanks)|remove (?:the )?(?:leading|trailing|extra) ?(?:and trailing )?(?:spaces|whitespace|white space)|(?:remove )?(?:leading and trailing|extra) (?:spaces|whitespace)|(?:remove|strip|drop|cut) (?:the )?(?:spaces|whitespace|white space|blanks) (?:at|from|on|around) (?:both|the|either) (?:ends|sides|start and end|beginning and end))\b(?:\s+(?:off\s+)?(?:the\s+)?(?:spaces|whitespace|white space))?/;
/** "uppercase", "proper case": a request that changes letter case as well as anything else. */
const CASE_WORDS =
  /\b(upper ?case|uppercases|uppercase|all caps|(?:all\s+)?in\s+(?:block\s+)?capitals|block capitals|lower ?case|lowercases|lowercase|proper ?case|propercase|title ?case|titlecase|capitali[sz]e|(?:make|convert|change|turn)\b.*\b(?:upper|lower)|(?:to|in) (?:upper|lower))\b/;

export function parseTextCase(ctx: Ctx): Intent | null {
  // "full name from first name and last name, in proper case": the case of a join of named fields.
  if (JOIN_TRIGGER.test(ctx.t)) {
    const join = new Ctx(ctx.doc, ctx.dialect);
    const c = parseConcat(join);
    if (c?.family === "concat" && c.to && join.assumed.length === 0) return c;
  }
  const m =
    /\b(upper ?cased?|uppercases|uppercased?|upper|all caps|capital letters|caps|lower ?cased?|lowercases|lowercased?|lower|small letters|proper ?cased?|propercased?|title ?cased?|titlecased?|capitali[sz]e (?:the )?(?:first letter of )?each word|capitali[sz]e(?:d)?|sentence case)\b/.exec(ctx.t);
  if (!m) return null;
  const w = m[1]!;
  const to: "upper" | "lower" | "proper" = /lower|small/.test(w) ? "lower" : /proper|title|each word|sentence/.test(w) ? "proper" : /capitali[sz]e/.test(w) ? (/\b(?:first letter|each word|words|names?)\b/.test(ctx.t) ? "proper" : "upper") : "upper";
  ctx.take(m.index !== undefined ? new RegExp(m[0]) : /$^/);
  // "trim then uppercase the name", "lowercase and trim the email": both steps, one formula.
  const trim = !!ctx.take(TRIM_WORDS);
  if (trim) ctx.drop(/\b(?:and|then|also|after that|afterwards|first|finally)\b/);
  ctx.drop(/\b(?:convert|change|make|turn|transform|format|to|into|in|text|letters|case|all|version|the first letter of|first letter of|each word|of)\b/);
  const field = fieldFromResidual(ctx) ?? titledName(ctx) ?? ctx.assume("Text");
  return { family: "textCase", field, to, trim: trim || undefined, name: `${field.name} ${trim ? "Clean " : ""}${to === "upper" ? "Upper" : to === "lower" ? "Lower" : "Proper"}` };
}

/**
 * "normalised Customer Email - TRIM the whitespace, then ...": the one name written in Title Case inside the
 * request (not opening a sentence) is the column, where the words around it name none.
 */
function titledName(ctx: Ctx): FieldRef | null {
  const runs = new Set([...`${ctx.doc.contextText ?? ""} . ${ctx.doc.raw}`.matchAll(/(?<![.!?:]\s|^|["'])\b([A-Z][a-z]+(?:\s+[A-Z][a-z]+){1,3})\b/g)].map((m) => m[1]!).filter((r) => !/^(?:Calculated|Table|Measure|Looker|Excel|Power|Google)\b/.test(r)));
  return runs.size === 1 ? { name: [...runs][0]! } : null;
}

function fieldFromResidual(ctx: Ctx): FieldRef | null {
  // (A quoted literal, " " in "first name + space + last name", is never the field.)
  const ph = [...ctx.t.matchAll(/§(\d+)/g)].find((m) => ctx.doc.quoted[Number(m[1])]?.kind !== "quote");
  if ([...ctx.t.matchAll(/§(\d+)/g)].some((m) => ctx.doc.quoted[Number(m[1])]?.kind === "quote") && /\s\+\s/.test(ctx.t)) return null;
  if (ph) return ctx.field(ph[0]);
  const r = ctx.residual();
  return r ? ctx.field(r) : null;
}

const DELIMS: Array<[RegExp, string]> = [
  [/\b(?:at sign|at symbol|@|the at)\b|@/, "@"],
  [/\b(?:dash|hyphen)\b/, "-"],
  [/\b(?:underscore)\b/, "_"],
  [/\b(?:comma)\b/, ","],
  [/\b(?:space|blank)\b/, " "],
  [/\b(?:slash)\b/, "/"],
  [/\b(?:colon)\b/, ":"],
  [/\b(?:period|dot|full stop)\b/, "."],
  [/\b(?:pipe)\b/, "|"],
];

/** "..., lower case", "in upper case", "all caps": the case of the extracted text. */
const CASE_AFTER = /\s*,?\s*(?:\b(?:and|then)\s+)?(?:\b(?:make\s+it|convert(?:ed)?\s+to|turn(?:ed)?\s+into|in|as|all)\s+)*\b(lower\s?case(?:d)?|upper\s?case(?:d)?|all caps|caps|capitals|capital letters)\b(?:\s+please)?/;

export function parseTextExtract(ctx: Ctx): Intent | null {
  const c = CASE_AFTER.exec(ctx.t);
  if (c && !TRIM_WORDS.test(ctx.t)) {
    const t = ctx.t;
    ctx.t = `${t.slice(0, c.index)} ${t.slice(c.index + c[0].length)}`.replace(/\s+/g, " ").trim();
    const inner = extract(ctx);
    if (inner?.family === "textExtract" && inner.op !== "length" && inner.op !== "trim") return { ...inner, to: /^lower/.test(c[1]!) ? "lower" : "upper" };
    ctx.t = t;
    return null;
  }
  return extract(ctx);
}

const DELIMITER_WORDS: Record<string, string> = { space: " ", comma: ",", hyphen: "-", dash: "-", slash: "/", underscore: "_", pipe: "|", colon: ":", semicolon: ";", period: ".", dot: ".", "at sign": "@" };

function extract(ctx: Ctx): Intent | null {
  // "split [Ticket ID] on '-' and keep the first part": the text before (or after) the delimiter.
  const split = /\bsplit\s+(?:the\s+)?(§\d+|[a-z_]+(?:\s+[a-z_]+){0,2}?)\s+(?:on|by|at)\s+(?:the\s+|a\s+)?(§\d+|space|comma|hyphen|dash|slash|underscore|pipe|colon|semicolon|period|dot|at sign)\s*,?\s+(?:and\s+)?(?:then\s+)?(?:keep|take|return|get|grab|use|show)\s+(?:only\s+)?(?:the\s+)?(first|1st|last|second|2nd)\s+(?:part|piece|bit|token|element|item|half|segment|value)\b/.exec(ctx.t);
  if (split) {
    const q = /^§(\d+)$/.exec(split[2]!);
    const delimiter = q ? (ctx.doc.quoted[Number(q[1])]?.kind === "quote" ? ctx.doc.quoted[Number(q[1])]!.text : null) : DELIMITER_WORDS[split[2]!]!;
    const field = ctx.field(split[1]!);
    if (delimiter && field) {
      const first = /^(?:first|1st)$/.test(split[3]!);
      const last = split[3] === "last";
      return { family: "textExtract", field, op: first ? "before" : "after", delimiter, ...(last ? { last } : {}), name: `${field.name} ${first ? "First" : "Last"} Part` };
    }
  }
  // "text in front of the first '/'" is the text before it.
  const t = ctx.t.replace(/\bin front of\b/g, "before");
  // "lowercase the email and remove spaces at both ends": a case change with a trim, for parseTextCase.
  if (CASE_WORDS.test(t) && TRIM_WORDS.test(t)) return null;
  const field = (fallback: string, matched?: string): FieldRef => {
    // ("... after the last dash. field is SKU": the one column the request names aside is the text read.)
    const refs = [...t.matchAll(/§(\d+)/g)].filter((m) => ctx.doc.quoted[Number(m[1])]?.kind !== "quote");
    const asides = [...new Map((ctx.doc.context ?? []).map((c) => [c.name.toLowerCase(), c])).values()];
    const named = asides.length === 1 && !refs.length ? ctx.field(asides[asides.length - 1]!.name) : null;
    if (named) return named;
    const of = /\b(?:of|from|in|for)\s+(?:the\s+|each\s+|an?\s+)?(§\d+|[a-z_]+(?:\s+[a-z_]+){0,2})/.exec(t.slice(Math.max(0, t.search(/\b(?:of|from|in|for)\b/))));
    const ph = /§\d+/.exec(t);
    if (ph && ctx.doc.quoted[Number(PLACEHOLDER.exec(ph[0])![1])]?.kind !== "quote") return ctx.field(ph[0])!;
    if (of) {
      // ("from sku like TEE-BLK-M": the example after "like" is no part of the name.)
      const f = ctx.field(cut(of[1]!.replace(/\b(?:email address|e mail)\b/, "email").replace(/\s+(?:like|such as|e g|eg)\b.*$/, "")));
      if (f) return f;
    }
    // ("route is like LHR-JFK, i need the code after the dash": the column an example is given for.)
    const exampled = /(?:^|[.,;:|]\s*|\b(?:our|the|my|all|these|those|each|every)\s+)([a-z_]+(?:\s+[a-z_]+)?)\s+(?:is|are|look|looks|is formatted|are formatted|come|comes|come in|comes in|is written|are written)\s+(?:formatted\s+)?(?:like|as)\b/.exec(ctx.doc.text);
    if (exampled && !/^(?:it|they|this|that|these|those|which|who|values?|text|data|format|ones?)$/.test(exampled[1]!)) {
      const words = exampled[1]!.split(/\s+/);
      const f = ctx.field([...words.slice(0, -1), singular(words[words.length - 1]!)].join(" "));
      if (f) return f;
    }
    // "trim the keyword", "lowercase and trim the campaign": the noun after the verb.
    const verb = /\b(?:trim|strip|clean|length of|len)\s+(?:the\s+|all\s+)?([a-z_]+(?:\s+[a-z_]+)?)/.exec(t);
    if (verb && !/^(spaces|whitespace|white space|leading|trailing|extra)/.test(verb[1]!)) {
      const f = ctx.field(cut(verb[1]!));
      if (f) return f;
    }
    // "region first three letters", "Customer Name left 2": the field is written before the part taken.
    if (matched) {
      const rest = trimFiller(wordsOf(t.replace(matched, " ").replace(/\b(?:take|get|extract|pull|show|return|keep|only|just|grab|the|from|of|in|characters?|chars?|letters?|digits?|text|part|everything|string|portion|substring)\b|\|/g, " ")), ctx.doc.casing);
      const f = rest.length && rest.length <= 4 ? ctx.field(rest.join(" ")) : null;
      if (f) return f;
    }
    return titledName(ctx) ?? ctx.assume(fallback);
  };
  // "first letter of the first name", "last character of the code", "initial of name".
  const one = /\b(first|last|initial)\s+(?:letter|character|char|digit|initial)?\s*(?:of|in|from)\s+(?:the\s+|each\s+)?(§\d+|[a-z_]+(?:\s+[a-z_]+)?)/.exec(t);
  if (one && !/\b\d+\s+(?:characters?|letters?|chars?|digits?)\b/.test(t) && /\b(letter|character|char|digit|initial)\b/.test(t)) {
    const f = ctx.field(cut(one[2]!)) ?? ctx.assume("Text");
    const left = one[1] !== "last";
    return { family: "textExtract", field: f, op: left ? "left" : "right", count: 1, name: `${f.name} ${left ? "Initial" : "Last Character"}` };
  }
  // "the 3-letter region prefix at the start of Cost Center Code", "4 digit suffix at the end of X".
  const fixed = /\b(\d+)\s+(?:characters?|chars?|letters?|digits?)\s+(?:[a-z]+\s+){0,2}?(prefix|suffix|code|part|bit)\b(?:\s+(?:at|from|on)\s+the\s+(start|beginning|front|end))?/.exec(t);
  if (fixed && (fixed[2] !== "code" && fixed[2] !== "part" && fixed[2] !== "bit" || fixed[3])) {
    const right = fixed[2] === "suffix" || /^end$/.test(fixed[3] ?? "");
    const f = field("Code");
    return { family: "textExtract", field: f, op: right ? "right" : "left", count: Number(fixed[1]), name: `${f.name} ${right ? "Last" : "First"} ${fixed[1]}` };
  }
  // "SKU cut down to 4 characters", "name truncated to 10 chars", "limit the code to 3 letters": the first N.
  const capped = /\b(?:cut(?:\s+down)?|truncated?|shortened|shorten|trimmed|limited|limit|capped|cap|chopped)\s+(?:it\s+|the\s+[a-z_§0-9 ]+?\s+)?(?:down\s+)?to\s+(?:the\s+first\s+)?(\d+)\s+(?:characters?|chars?|letters?|digits?)\b/.exec(t);
  if (capped) {
    const f = field("Code", capped[0]);
    return { family: "textExtract", field: f, op: "left", count: Number(capped[1]), name: `${f.name} First ${capped[1]}` };
  }
  // First / last N characters.
  let m = /\b(?:first|left|leftmost|leading|initial)\s+(\d+)\s+(?:characters?|chars?|letters?|digits?|symbols?)\b|\bleft\s+(\d+)\b/.exec(t);
  if (m) {
    const f = field("Code", m[0]);
    return { family: "textExtract", field: f, op: "left", count: Number(m[1] ?? m[2]), name: `${f.name} First ${m[1] ?? m[2]}` };
  }
  m = /\b(?:last|right|rightmost|trailing|final)\s+(\d+)\s+(?:characters?|chars?|letters?|digits?|symbols?)\b|\bright\s+(\d+)\b/.exec(t);
  if (m) {
    const f = field("Code", m[0]);
    return { family: "textExtract", field: f, op: "right", count: Number(m[1] ?? m[2]), name: `${f.name} Last ${m[1] ?? m[2]}` };
  }
  m = /\b(?:characters?|chars?|letters?|positions?)\s+(\d+)\s+(?:-|to|through|thru)\s+(\d+)\b/.exec(t) ?? /\b(\d+)\s+(?:characters?|chars?)\s+starting\s+(?:at|from)\s+(?:position\s+)?(\d+)\b/.exec(t);
  if (m) {
    const f = field("Code");
    const a = Number(m[1]);
    const b = Number(m[2]);
    const [start, count] = /starting/.test(m[0]) ? [b, a] : [a, b - a + 1];
    return { family: "textExtract", field: f, op: "mid", start, count, name: `${f.name} Part` };
  }
  // "first word of product name", "last word of the address".
  m = /\b(first|last)\s+word\s+(?:of|in|from)\b/.exec(t);
  if (m) {
    const f = field("Text");
    return { family: "textExtract", field: f, op: m[1] === "first" ? "before" : "after", delimiter: " ", ...(m[1] === "last" ? { last: true } : {}), name: `${f.name} ${m[1] === "first" ? "First" : "Last"} Word` };
  }
  const spelled = t.replace(/§(\d+)/g, (_m, n: string) => ` ${(ctx.doc.quoted[Number(n)]?.text ?? "").toLowerCase().replace(/[^a-z0-9]+/g, " ")} `);
  // A URL's query parameter: "the utm_source value out of Landing Page URL", "get the gclid parameter from Page URL".
  const param =
    /\b(utm_[a-z]+|gclid|fbclid)\b/.exec(t) ??
    /(§\d+)\s+(?:value|parameter|param|query parameter|query param)\b/.exec(t) ??
    /\b(?:query\s+)?(?:parameter|param)\s+(?:called\s+|named\s+)?(§\d+|[a-z_]+)\b/.exec(t);
  if (param && /\b(urls?|links?|landing page|page path|page location|referr?er|query string|href|utm_[a-z]+|parameter|param)\b/.test(spelled)) {
    const key = PLACEHOLDER.test(param[1]!) ? ctx.doc.quoted[Number(PLACEHOLDER.exec(param[1]!)![1])] : undefined;
    const name = key ? (key.kind === "quote" ? key.text.replace(/=$/, "") : null) : param[1]!;
    if (name && /^[A-Za-z0-9_.-]+$/.test(name)) {
      const f = field("URL");
      const label = name.split(/[_.-]+/).map((w) => (/^(?:utm|id|url|gclid|fbclid)$/i.test(w) ? w.toUpperCase() : w.charAt(0).toUpperCase() + w.slice(1))).join(" ");
      return { family: "textExtract", field: f, op: "param", delimiter: name, name: label };
    }
  }
  // A web address's host: "extract the domain from the URL", "website domain".
  if (/\b(domain|domain name|host|hostname|host name)\b/.test(t) && /\b(urls?|website|web site|web address|links?|href|landing page|referr?er|site)\b/.test(spelled) && !/\b(email|e mail)\b/.test(spelled)) {
    const f = field("URL");
    return { family: "textExtract", field: f, op: "domain", name: `${f.name} Domain` };
  }
  // Email parts.
  // The field may be named only in a reference (${users.email}, [Email]).
  // "email without the domain", "strip the domain from the address": what is left is the part before the @.
  if (/\b(?:without|minus|excluding|strip(?:ping)?|remove|removing|drop(?:ping)?)\s+(?:the\s+)?(?:@\s*)?domain\b/.test(t) && /\b(email|e mail|address)\b/.test(spelled)) {
    const f = field("Email");
    return { family: "textExtract", field: f, op: "before", delimiter: "@", name: "Email Username" };
  }
  if (/\b(domain|email domain)\b/.test(t) && /\b(email|e mail|address)\b/.test(spelled)) {
    const f = field("Email");
    return { family: "textExtract", field: f, op: "after", delimiter: "@", name: "Email Domain" };
  }
  if (/\b(username|user name|local part|handle)\b/.test(t) && /\b(email|e mail)\b/.test(spelled)) {
    const f = field("Email");
    return { family: "textExtract", field: f, op: "before", delimiter: "@", name: "Email Username" };
  }
  // "first name from customer name" (but not "full name from first name and last name").
  const bothParts = /\bfirst name\b/.test(t) && /\b(last name|surname)\b/.test(t);
  // ("[Full Name] looks like 'Maria Garcia' | get the last name": the one column written beside a name example.)
  const written = [...t.matchAll(/§(\d+)/g)].filter((w) => ctx.doc.quoted[Number(w[1])]?.kind !== "quote");
  const nameSource = bothParts
    ? null
    : (/\b(?:from|of|out of|in|split)\s+(?:the\s+|a\s+)?((?:[a-z_]+\s+)?name|§\d+)\b/.exec(t) ?? (written.length === 1 && nameExample(ctx) ? ([written[0]![0], written[0]![0]] as unknown as RegExpExecArray) : exampleHolder(ctx)));
  // "names look like 'Garcia, Maria'": a comma puts the last name first; the first name is after it.
  const comma = nameSource ? surnameFirst(ctx) : null;
  if (/\bfirst name\b/.test(t) && nameSource) {
    const f = /§\d+/.test(t) ? field("Full Name") : ctx.field(nameSource[1]!) ?? ctx.assume("Full Name");
    return { family: "textExtract", field: f, op: comma ? "after" : "before", delimiter: comma ?? " ", name: "First Name" };
  }
  if (/\b(last name|surname)\b/.test(t) && nameSource) {
    const f = /§\d+/.test(t) ? field("Full Name") : ctx.field(nameSource[1]!) ?? ctx.assume("Full Name");
    return { family: "textExtract", field: f, op: comma ? "before" : "after", delimiter: comma ? comma.trim() : " ", name: "Last Name" };
  }
  // Before / after a delimiter.
  m = /\b(?:text|part|everything|string|characters?|portion|value|substring|word)?\s*(before|after|left of|right of|up to|following|preceding)\s+(?:the\s+)?(?:first\s+|(last|final)\s+)?(§\d+|[-_/:;|.,#@+~*]{1,3}(?=\s|$)|[a-z@]+(?:\s[a-z]+)?)/.exec(t);
  if (m) {
    const side = /before|left|up to|preceding/.test(m[1]!) ? "before" : "after";
    let delim: string | null = null;
    // (A delimiter is quoted text; "after [Promised Delivery]" compares with a field.)
    // ("the text after the last dash": the delimiter's last occurrence.)
    const last = m[2] !== undefined;
    const at = m[3]!;
    if (PLACEHOLDER.test(at)) delim = ctx.doc.quoted[Number(PLACEHOLDER.exec(at)![1])]?.kind === "quote" ? placeholderText(at, ctx.doc) : null;
    // An unquoted symbol standing alone is the delimiter itself ("text before the - in campaign").
    else if (/^[-_/:;|.,#@+~*]{1,3}$/.test(at)) delim = at;
    else for (const [re, d] of DELIMS) if (re.test(at)) delim = d;
    if (delim !== null && delim !== "") {
      const f = field("Text", m[0]);
      return { family: "textExtract", field: f, op: side, delimiter: delim, ...(last ? { last } : {}), name: `${f.name} ${side === "before" ? "Prefix" : "Suffix"}` };
    }
  }
  if (
    !CASE_WORDS.test(t) &&
    !/\bremove (?:all )?(?:the )?spaces\b|\bwith no spaces\b|\bwithout spaces\b/.test(t) &&
    /\b(trim|strip|remove (?:leading|trailing|extra|the)? ?(?:and trailing )?(?:spaces|whitespace|white space)|leading and trailing spaces|whitespace)\b/.test(t)
  ) {
    const f = field("Text");
    return { family: "textExtract", field: f, op: "trim", name: `${f.name} Trimmed` };
  }
  // "average length of stay", "max session length": a measured length (a numeric field), not a count
  // of characters.
  const measured = /\b(?:average|avg|mean|median|total|sum|max|maximum|min|minimum|longest|shortest)\s+(?:of\s+)?(?:the\s+)?(?:[a-z_]+\s+){0,2}length\b|\blength of (?:stay|service|tenure|contract|call|session|visit|time)\b|\blength\s+in\s+(?:seconds|minutes|hours|days|weeks|months|years)\b/.test(t);
  if (/\b(number of characters|character count|count (?:the )?characters|how many characters|len)\b/.test(t) || (/\blength\b/.test(t) && !measured)) {
    const f = field("Text");
    return { family: "textExtract", field: f, op: "length", name: `${f.name} Length` };
  }
  // "replace 'a' with 'b' in X", "remove dashes from phone".
  m = /\breplace\s+(?:all\s+)?(§\d+|[a-z]+)\s+(?:with|by)\s+(§\d+|[a-z]+)/.exec(t);
  if (m) {
    const from = PLACEHOLDER.test(m[1]!) ? placeholderText(m[1]!, ctx.doc) : delimWord(m[1]!);
    const to = PLACEHOLDER.test(m[2]!) ? placeholderText(m[2]!, ctx.doc) : m[2] === "nothing" ? "" : delimWord(m[2]!);
    if (from !== null && to !== null) {
      const f = field("Text");
      return { family: "textExtract", field: f, op: "replace", delimiter: from, replacement: to, name: `${f.name} Clean` };
    }
  }
  m = /\b(?:remove|strip|delete|get rid of|with no|without)\s+(?:all\s+)?(?:the\s+)?(§\d+|dashes|hyphens|spaces|commas|periods|dots|slashes|underscores|brackets|parentheses)\b/.exec(t);
  if (m) {
    const from = PLACEHOLDER.test(m[1]!) ? placeholderText(m[1]!, ctx.doc) : delimWord(m[1]!);
    if (from) {
      const f = field("Text");
      return { family: "textExtract", field: f, op: "replace", delimiter: from, replacement: "", name: `${f.name} Clean` };
    }
  }
  return null;
}

/**
 * The separator of a name example written surname first ("Garcia, Maria" gives ", "), from the request
 * or the context before it; null when the example (or none) puts the first name first ("Maria Garcia").
 */
function surnameFirst(ctx: Ctx): string | null {
  const example = nameExample(ctx);
  const sep = example ? /\s*,\s*/.exec(example) : null;
  return sep ? sep[0].replace(/^\s+/, "") : null;
}

/**
 * "Full Name has names like 'Garcia, Maria' - pull out the first name", "Name is written like 'Lopez, Ana'.
 * just the surname": the column a sentence says holds the name example.
 */
function exampleHolder(ctx: Ctx): RegExpExecArray | null {
  if (!nameExample(ctx)) return null;
  const holder = /^\s*(?:the\s+|my\s+|our\s+)?((?:[a-z_]+\s+){0,2}?[a-z_]+)\s+(?:column\s+|field\s+)?(?:has|have|is|are|looks?|contains?|holds?|reads?)\b/;
  return holder.exec(ctx.t) ?? holder.exec((ctx.doc.contextText ?? "").toLowerCase());
}

/** A person's name shown as an example ("like 'Garcia, Maria'", "looks like 'Maria Garcia'"), in the request or its context. */
function nameExample(ctx: Ctx): string | null {
  const inText = [...ctx.doc.text.matchAll(new RegExp(`\\b(?:${EXAMPLE_LEAD})\\s*:?\\s+§(\\d+)`, "g"))].map((m) => ctx.doc.quoted[Number(m[1])]).filter((q) => q?.kind === "quote").map((q) => q!.text);
  const inContext = [...(ctx.doc.contextText ?? "").matchAll(new RegExp(`\\b(?:${EXAMPLE_LEAD})\\s*:?\\s+(?:'([^']+)'|"([^"]+)"|“([^”]+)”|‘([^’]+)’)`, "gi"))].map((m) => m[1] ?? m[2] ?? m[3] ?? m[4]!);
  return [...inText, ...inContext].find((x) => /^\s*\p{Lu}[\p{L}'.-]*(?:\s*,\s*|\s+)\p{Lu}[\p{L}'.-]*(?:\s+\p{L}[\p{L}'.-]*)?\s*$/u.test(x)) ?? null;
}

function delimWord(w: string): string | null {
  const map: Record<string, string> = {
    dash: "-",
    dashes: "-",
    hyphen: "-",
    hyphens: "-",
    space: " ",
    spaces: " ",
    comma: ",",
    commas: ",",
    period: ".",
    periods: ".",
    dot: ".",
    dots: ".",
    slash: "/",
    slashes: "/",
    underscore: "_",
    underscores: "_",
    nothing: "",
  };
  return w in map ? map[w]! : null;
}

/** "${users.country}, or 'Unknown' when null": a quoted text or a number offered as the alternative. */
function alternative(ctx: Ctx, t: string): RegExpExecArray | null {
  const m = /(?:\b(?:or|else|otherwise)|,)\s+(?:a\s+|the\s+)?(§\d+|-?\d+(?:\.\d+)?|zero)(?=\s+(?:when|if|where|for)\b|\s*$)/.exec(t);
  const q = m && PLACEHOLDER.test(m[1]!) ? ctx.doc.quoted[Number(PLACEHOLDER.exec(m[1]!)![1])] : null;
  if (m) return !q || q.kind === "quote" ? m : null;
  // "Channel, or Direct when null": a capitalised word that names no field is the text to show.
  const w = /\b(?:or|else|otherwise)\s+([a-z]+)(?=\s+(?:when|if|where|for)\b|\s*$)/.exec(t);
  const shown = w ? ctx.doc.casing.get(w[1]!) : undefined;
  if (!w || !shown || !/^[A-Z][a-z]/.test(shown) || DIMENSION_WORDS.has(w[1]!) || ENTITIES.has(singular(w[1]!))) return null;
  const out = [w[0], shown] as unknown as RegExpExecArray;
  out.index = w.index;
  return out;
}

/** Literal defaults written as plain words ("or Unknown when null" is a text, not a field). */
const LITERAL_WORDS = /^(?:unknown|n a|na|none|not available|other|others|blank|empty|empty string|no data|zero|tbd|missing|null|nothing|all)$/;

/**
 * "[Region] or [Country] when null", "use ship city, else bill city if blank", "coalesce Region and
 * Country": another field stands in for an empty one. Returns the field read and its stand-in.
 */
function fieldFallback(ctx: Ctx): { field: FieldRef; other: FieldRef } | null {
  const F = "(§\\d+|[a-z_]+(?:\\s+[a-z_]+){0,2}?)";
  const EMPTY = "(?:null|nulls|blank|blanks|empty|missing|not available|not set|unavailable)";
  // "(i need) a field that shows the last visit date but falls back to [Join Date] when it's null".
  const t = ctx.t
    .trim()
    .replace(/\s+(?:pls|please|plz|thanks|thank you|thx)\s*$/, "")
    .replace(/^(?:(?:i|we)\s+(?:need|want|would like)\s+)?(?:(?:a|an|the)\s+(?:new\s+)?(?:field|column|calc|calculation|calculated field|dimension|measure|value)\s+(?:that|which|to)\s+)?(?:(?:use|uses|show|shows|return|returns|take|takes|display|displays|give me|gives|get|gets)\s+)?(?:the\s+)?/, "");
  const m =
    new RegExp(`^${F}\\s*,?\\s+(?:or|else|otherwise|(?:and|but)\\s+(?:falls?|falling)\\s+back\\s+(?:to|on)|falling back (?:to|on)|fall back (?:to|on)|with a fallback (?:to|of)|with fallback to|(?:and|but)\\s+(?:uses?|shows?|takes?|defaults?\\s+to|displays?|returns?|gives?))\\s+(?:the\\s+)?${F}\\s*,?\\s+(?:when|if|where|whenever|in case)\\s+(?:(?:it|that|the first|the former|the first one|[a-z_§0-9]+(?:\\s+[a-z_]+)?)\\s+)?(?:is|are|'s|s|was|comes back)?\\s*${EMPTY}$`).exec(t) ??
    new RegExp(`^${F}\\s*,?\\s+(?:if|when)\\s+(?:it is\\s+|its\\s+)?(?:not|non)\\s*${EMPTY}\\s*,?\\s+(?:else|otherwise|or else)\\s+(?:the\\s+)?${F}$`).exec(t) ??
    new RegExp(`^(?:coalesce|ifnull|nvl)\\s+(?:of\\s+)?${F}\\s*(?:,|and|with|then)\\s*(?:(?:show|use|return|display|give|put|say)\\s+)?(?:the\\s+)?${F}$`).exec(t) ??
    new RegExp(`^(?:replace|fill|fill in)\\s+(?:the\\s+)?(?:${EMPTY}\\s+)?(?:values\\s+(?:in|of)\\s+)?${F}\\s+(?:values\\s+)?(?:(?:when|if)\\s+${EMPTY}\\s+)?(?:with|by|from)\\s+(?:the\\s+)?${F}$`).exec(t) ??
    // "if [Actual] is null just use [Estimate]", "... so Actual Reading (column C) is blank - use the Estimated
    // Reading in column D then, otherwise C": the other column, said as what to use in the gap.
    new RegExp(`^(?:.*?\\b(?:so|and|but|because)\\s+)?(?:(?:if|when|where|whenever)\\s+)?(?:the\\s+)?${F}\\s+(?:is|are|comes back|was)\\s+(?:still\\s+)?${EMPTY}\\s*(?:[-,;|]\\s*)?(?:then\\s+)?(?:(?:just|simply|please|pls)\\s+)?(?:use|take|fall back to|pull)\\s+(?:the\\s+)?${F}(?:\\s+(?:then|instead))?(?:\\s*,?\\s*(?:otherwise|else)\\s+(?:use\\s+|keep\\s+)?(?:the\\s+)?[a-z§0-9_]+(?:\\s+[a-z_]+)?)?$`).exec(t);
  if (!m) return null;
  const [a, b] = [m[1]!, m[2]!];
  if (LITERAL_WORDS.test(b) || /^-?\d/.test(b)) return null;
  const isRef = (x: string) => {
    const q = PLACEHOLDER.exec(x);
    return q ? ctx.doc.quoted[Number(q[1])]?.kind !== "quote" : null;
  };
  // A quoted value is a literal default; a capitalised unknown single word ("or Direct") reads as one too.
  if (isRef(b) === false) return null;
  if (isRef(b) === null && !/\s/.test(b) && /^[A-Z]/.test(ctx.doc.casing.get(b) ?? "") && !DIMENSION_WORDS.has(b) && !ENTITIES.has(singular(b)) && !/(?:name|id|date|code|email|phone|address|city|country|state|region)$/.test(b)) return null;
  if (isRef(a) === false) return null;
  // ("show In-house": a word written with a hyphen is a text to show, not a column.)
  if (isRef(b) === null && new RegExp(`\\b${b.split(/\s+/).join("-")}\\b`, "i").test(ctx.doc.raw) && /\s/.test(b)) return null;
  const field = ctx.field(a);
  const other = ctx.field(b);
  return field && other && field.name.toLowerCase() !== other.name.toLowerCase() ? { field, other } : null;
}

/** The one name of two or more words written in capitals in a request about gaps ("Energy kWh", "Promo Code"). */
function gapTitled(ctx: Ctx, fallback: string | number): FieldRef | null {
  if (/§\d+/.test(ctx.doc.text.replace(/§(\d+)/g, (m, n: string) => (ctx.doc.quoted[Number(n)]?.kind === "quote" ? " " : m)))) return null;
  const names = new Set<string>();
  for (const m of `${ctx.doc.contextText ?? ""} . ${ctx.doc.raw}`.matchAll(/(?<![\w'])([A-Z][a-z][\w]*|[A-Z]{2,}[a-z]?\w*)(?:\s+(?:[A-Z][\w]*|kWh|kwh|ID|of|in)){1,3}\b/g)) {
    const words = m[0].split(/\s+/);
    while (words.length && /^(?:of|in)$/.test(words[words.length - 1]!)) words.pop();
    // (Not a sentence's opening words, a shouted value or a greeting: "Can those", "NONE", "Hi Team".)
    // (Nor the text shown in the gap: "show No Region instead".)
    if (typeof fallback === "string" && fallback.toLowerCase().includes(words.join(" ").toLowerCase())) continue;
    if (words.length < 2 || words.every((w) => /^[A-Z]+$/.test(w)) || /^No$/.test(words[0]!) || /^(?:Can|Could|Some|For|From|Email|Slack|Hi|Hey|The|This|That|These|Those|When|If|Where|Please|Thanks|We|I|Our|My|Show|Set|Use|Make|New|Any|All|Just)$/.test(words[0]!)) continue;
    names.add(words.join(" "));
  }
  if (names.size !== 1) return null;
  return ctx.field([...names][0]!.toLowerCase());
}

export function parseNullDefault(ctx: Ctx): Intent | null {
  // "ifnull on Region", "coalesce for [Owner]": the function's name, then what it is applied to.
  ctx.t = ctx.t.replace(/\b(ifnull|coalesce|nvl|zn|isnull)\s+(?:on|for|of|over)\s+(?:the\s+)?/g, "$1 ");
  const t = ctx.t;
  // "count cells that are not blank", "how many rows have an empty email": counts, not defaults.
  if (/\b(count|counts|number of|how many|count of)\b/.test(t) && !/\b(replace|fill|default|instead|treat|show|use|coalesce)\b|\b(?:0|zero)\s+(?:when|if|where|wherever|whenever|for)\b/.test(t)) return null;
  if (!/\b(null|nulls|blank|blanks|empty|empties|missing|na|n a|none|nan|no value|isnull|is_null|ifnull|coalesce|zn)\b/.test(t)) return null;
  // "avg discount by category, excluding nulls": leaving empty values out is not replacing them.
  if (/\b(?:excluding|exclude|ignoring|ignore|without|skipping|skip|except|omitting|omit|not counting)\s+(?:the\s+|any\s+)?(?:null|nulls|blank|blanks|empty|empties|missing)\b/.test(t)) return null;
  const pair = fieldFallback(ctx);
  if (pair) {
    const aggregated = ctx.dialect !== "excel" && /\b(sum|total|aggregate|aggregated|measure)\b/.test(t);
    return { family: "nullDefault", field: pair.field, fallback: pair.other, aggregated, name: `${pair.field.name} (No Nulls)` };
  }
  // The replacement: "with 0", "as 'Unknown'", "to zero", "show N/A".
  let fallback: number | string = 0;
  // "ifnull profit 0", "coalesce(discount, 0)": the function written out, the default last.
  // "default [Region] to 'Unknown'": a field reference after the verb is what is defaulted, not the default.
  const literalAfter = [
    ...t.matchAll(/\b(?:with|as|to|by|shows?|displays?|returns?|use|assume|assuming|default(?: value)?(?: of| to| as)?|becomes?|=|into|then|say|says|read|reads)\s+(?:a\s+|the\s+)?(?:(?:string|text|word|value|label)\s+)?(§\d+|-?\d+(?:\.\d+)?|zero|zeros|zeroes|unknown|n a|na|none|not available|other|blank|empty string|no data)\b(?=\s*(?:$|[,.;|)]|\b(?:if|when|for|where|wherever|whenever|instead|otherwise|else|and|or|in|on|so|days?|hours?|minutes?|weeks?|months?|years?|units?|pcs|percent|dollars?)\b))/g),
  ].find((m) => !PLACEHOLDER.test(m[1]!) || ctx.doc.quoted[Number(PLACEHOLDER.exec(m[1]!)![1])]?.kind === "quote");
  const v =
    (literalAfter as RegExpExecArray | undefined) ??
    /(?<=\b(?:ifnull|coalesce|nvl|zn|isnull)\s+(?:§\d+|[a-z_]+(?:\s+[a-z_]+)?)\s*,?\s*)(§\d+|-?\d+(?:\.\d+)?|zero)\s*$/.exec(t) ??
    // "show Unassigned when technician name is null": a word written with its capital, shown in place of the gap.
    ((m) => (m && /^[A-Z]/.test(ctx.doc.casing.get(m[1]!.split(/[-\s]+/)[0]!) ?? "") ? m : null))(/\b(?:show|display|return|say|says|put|use)\s+([a-z]+(?:[-\s]+[a-z]+)?)\s+(?=(?:when|if|where|whenever|in place of|instead of|instead|for)\b)/.exec(t)) ??
    // ("show In-house pls": words written with a hyphen, shown in its place, are the text to show.)
    ((m) => (m && new RegExp(`\\b${m[1]!.split(/\s+/).join("-")}\\b`, "i").test(ctx.doc.raw) ? m : null))(/\b(?:show|display|return|say|says|put|use)\s+([a-z]+\s+[a-z]+)(?:\s+(?:please|pls|plz|instead))*\s*$/.exec(t)) ??
    // "ifnull on [Owner], show Unassigned": one capitalised word shown in its place is the text to show.
    ((m) => (m && /^[A-Z]/.test(ctx.doc.casing.get(m[1]!) ?? "") ? m : null))(/\b(?:show|display|return|say|says|read|reads|put)\s+([a-z]+)(?:\s+(?:instead|please|pls))?\s*$/.exec(t)) ??
    // ("if route is empty put No Route": two words written with capitals.)
    ((m) => (m && m[1]!.split(/\s+/).every((w) => /^[A-Z]/.test(ctx.doc.casing.get(w) ?? "")) ? m : null))(/\b(?:show|display|return|say|says|put)\s+([a-z]+\s+[a-z]+)(?:\s+(?:instead|please|pls))?\s*$/.exec(t)) ??
    // ("if utm source is null show organic": a lower-case word that names no kind of column is the text to show.)
    ((m) => (m && !/^(?:sales|revenue|amount|price|cost|costs|value|total|quantity|qty|units|count|date|name|id|code|email|phone|address|balance|budget|spend|fee|rate|score|target|estimate|forecast|default|it|them|that|this|blank|nothing)$/.test(m[1]!) && !/(?:date|_id|name|code)$/.test(m[1]!) ? m : null))(/\b(?:show|display|say|says|read|reads)\s+([a-z]+)\s*$/.exec(t)) ??
    alternative(ctx, t);
  if (v) {
    ctx.t = ctx.t.replace(v[0], " | ");
    const x = v[1]!;
    if (PLACEHOLDER.test(x)) fallback = placeholderText(x, ctx.doc) ?? 0;
    else if (/^-?\d/.test(x)) fallback = Number(x);
    else if (/^zero/.test(x)) fallback = 0;
    else if (/^(n a|na)$/.test(x)) fallback = "N/A";
    else if (/^(blank|empty string)$/.test(x)) fallback = "";
    // The value as the user typed it ("show none" is "none"; "show Unknown" is "Unknown").
    // (As written, hyphens included: "Self-pay".)
    else fallback = new RegExp(`\\b${x.split(/[-\s]+/).join("[-\\s]+")}\\b`, "i").exec(ctx.doc.raw)?.[0] ?? x.split(" ").map((w) => ctx.doc.casing.get(w) ?? w).join(" ");
  }
  // In DAX a blank is usually a measure's result ("show 0 instead of blank"); elsewhere a row value.
  // "Replace blank discount with 0" and text defaults clean a column instead: a calculated column.
  const cleansColumn = typeof fallback === "string" || (/\b(replace|replacing|fill|filling)\b/.test(t) && !/\b(instead|show|display)\b/.test(t));
  const aggregated =
    ctx.dialect !== "excel" &&
    (/\b(sum|total|aggregate|aggregated|measure)\b/.test(t) || (ctx.dialect === "dax" && !cleansColumn && !/\b(column|row|rows|each row)\b/.test(t))) &&
    // ("calculated column: Books[Page Count] with blanks as 0": each row's value.)
    !/\bcalc(?:ulated)?\s+col(?:umn)?\b|\bnew\s+column\b/i.test(ctx.doc.raw);
  // ("some older records have no tier. if Membership Tier is null show ...": the field the test names, not the sentence before it.)
  const tested = /(?:^|\|\s*|[.;]\s*)(?:if|when|where|whenever)\s+(?:the\s+)?(§\d+|[a-z_]+(?:\s+[a-z_]+){0,3}?)\s+(?:is|are|was)\s+(?:null|blank|empty|missing)\b/.exec(ctx.doc.text);
  // ("trade in value is blank for cash deals, show 0 instead": the field said first, then its gap.)
  const said = tested ?? /^\s*(?:the\s+)?((?:§\d+|(?!(?:show|display|use|return|put|say|if|when|where|replace|fill|default|set|make|treat)\b)[a-z_]+)(?:\s+(?!(?:show|when|if|where|then|and|or)\b)[a-z_]+){0,3}?)\s+(?:is|are|was|comes?\s+(?:through|back|in)\s+as|shows?\s+as|shows?\s+up\s+as)\s+(?:null|blank|empty|missing)\b/.exec(ctx.doc.text);
  // ("the report shows blanks wherever Energy kWh wasn't logged", "matters have no Hourly Rate loaded": the one name
  // written in capitals is the field with the gaps.)
  const titled = said ? null : gapTitled(ctx, fallback);
  const testedField = titled ?? (said && (!PLACEHOLDER.test(said[1]!) || ctx.doc.quoted[Number(PLACEHOLDER.exec(said[1]!)![1])]?.kind !== "quote") ? ctx.field(said[1]!) : null);
  if (testedField) return { family: "nullDefault", field: testedField, fallback, aggregated: aggregated || (ctx.dialect === "dax" && !!testedField.isMeasureRef), name: `${testedField.name} (No Nulls)` };
  ctx.drop(/\b(?:replace|replacing|fill|filling|handle|handling|treat|treating|convert|converting|default|show|display|return|use|coalesce|ifnull|zn|isnull|is_null|check|test|instead of|instead|if|when|where|is|are|with|as|to|values?|null|nulls|blank|blanks|empty|missing|na|none|nan|zero|zeros|zeroes|sum|total|of|in|for|the|any|all|unknown|other|no value)\b/);
  ctx.drop(/§\d+(?=\s*\|?\s*$)/);
  const ph = [...ctx.doc.text.matchAll(/§(\d+)/g)].map((m) => ctx.doc.quoted[Number(m[1])]!).find((q) => q.kind !== "quote");
  let field: FieldRef | null = null;
  if (ph) field = ctx.field(`§${ctx.doc.quoted.indexOf(ph)}`);
  if (!field) {
    const r = ctx.residual();
    field = r ? ctx.field(r) : null;
  }
  if (!field) field = ctx.assume(typeof fallback === "string" ? "Category" : "Sales");
  // An existing DAX measure ([Total Sales]) is already aggregated.
  return { family: "nullDefault", field, fallback, aggregated: aggregated || (ctx.dialect === "dax" && !!field.isMeasureRef), name: `${field.name} (No Nulls)` };
}

import type { FieldRef, Intent } from "../ir";
import { Ctx } from "./context";
import { PLACEHOLDER, type Doc } from "./text";
import { byShape, fitShape, parseTextExtract, shapeOf } from "./strings";

/**
 * Requests shown by an example rather than described: "a label like 'Austin, TX' from City and State"
 * (a join in the example's shape), "the subject prefix (like MATH from 'MATH 101')" (a part of a text).
 * They are read before any other family, because the example's words ("from 'MATH 101'", "like city")
 * read alone look like a lookup sheet or a text filter.
 */
export function parseByExample(ctx: Ctx): Intent | null {
  return joinByExample(ctx) ?? partByExample(ctx);
}

/** Words that say an example follows. */
const LEAD =
  "(?:(?:that|which)\\s+)?(?:(?:should|will|would|must)\\s+)?(?:(?:looks?|looking|reads?|reading|comes?\\s+out|shows?|be)\\s+like|reads?|says?|shows?|formatted\\s+(?:as|like)|in\\s+the\\s+form(?:\\s+of)?|like|such\\s+as|e\\.?\\s?g\\.?)";
/** The result being described before its example: "store label", "display name", "a key". */
const RESULT = "(?:label|labels|name|names|key|id|string|text|title|display|display\\s+name|display\\s+value|caption|header|value|column|field|dimension|tag|pair|code|combo|combination|identifier|reference|ref|slug|path)";
/** A field: a written reference, or up to three words that are not a clause ("names are written"). */
const FIELD = "(?:§\\d+|(?!(?:is|are|was|were|be|written|stored|look|looks|like|as|it|they|them)\\b)[a-z_]+(?:\\s+(?!(?:is|are|was|were|be|written|stored|look|looks|like|as)\\b)[a-z_]+){0,2}?)";
const FIELDS = `(${FIELD}(?:\\s*(?:,|\\band\\b|,\\s*and\\b|&|\\+|\\bwith\\b)\\s*${FIELD})+)`;
const FROM = "(?:from|using|with|out\\s+of|of|combining|by\\s+combining|built\\s+from|made\\s+from|based\\s+on)";

/**
 * "store label like city - store name using ${stores.city} and ${stores.name}", "label like 'Austin, TX'
 * from [City] and [State]", "display name from First and Last like 'Last, First'": the fields joined in
 * the example's shape (its separators, and its order when its words name the fields).
 */
function joinByExample(ctx: Ctx): Intent | null {
  const t = ctx.doc.text.trim();
  // ("the first name out of [Athlete Name], names are written like 'Serena Williams'" takes a part; it joins nothing.)
  const lead = `^(?:(?:make|create|build|add|give\\s+me|i\\s+need|i\\s+want|we\\s+need|need|want)\\s+)?(?:(?:a|an|the|one|new)\\s+)?(?:(?!first\\b|last\\b|middle\\b|given\\b|family\\b|sur\\b)[a-z_]+\\s+){0,3}?${RESULT}`;
  const exampleFirst = new RegExp(`${lead}\\s*[,:]?\\s+${LEAD}\\s+(.+?)\\s+${FROM}\\s+${FIELDS}\\s*$`).exec(t);
  const fieldsFirst = exampleFirst ? null : new RegExp(`${lead}\\s*[,:]?\\s+${FROM}\\s+${FIELDS}\\s*,?\\s+${LEAD}\\s+(.+?)\\s*$`).exec(t);
  const m = exampleFirst ?? fieldsFirst;
  if (!m) return looseJoin(ctx, t);
  const [exampleTok, fieldList] = exampleFirst ? [m[1]!.replace(/\s*[,;:]$/, ""), m[2]!] : [m[2]!, m[1]!];
  return joinShaped(ctx, exampleTok, fieldList);
}

/**
 * The same said with words around it: "for the sponsor deck I need a label like "Morning Brew Show - Ep 42"
 * out of Show Name and Episode Number", "need a label like J-1042 - Riverside Clinic. fields are Job Number and
 * Project Name": the example after a result word anywhere, and the fields after it, in a "fields are" list, or
 * the request's own written references.
 */
function looseJoin(ctx: Ctx, t: string): Intent | null {
  const ex = new RegExp(`\\b${RESULT}\\s+(?:${LEAD})\\s+(§\\d+|(?:[a-z0-9§]+(?:\\s+|\\s*[-/|:]\\s*)){1,5}[a-z0-9§]+)(?=\\s*(?:[.,;|]|$)|\\s+(?:${FROM}|fields?|columns?|cols?)\\b)`).exec(t);
  if (!ex) return null;
  const after = t.slice(ex.index + ex[0].length);
  const listed =
    new RegExp(`^\\s*[,;]?\\s*${FROM}\\s+${FIELDS}\\s*(?:[.,;|]|$)`).exec(after)?.[1] ??
    new RegExp(`\\b(?:the\\s+)?(?:fields?|columns?|cols?)\\s+(?:are|is|=|:)\\s*${FIELDS}\\s*(?:[.,;|]|$)`).exec(t)?.[1];
  const refs = ctx.doc.quoted.map((q, i) => ({ q, i })).filter(({ q }) => q.kind === "bracket" || q.kind === "dax" || q.kind === "looker" || q.kind === "name");
  // ("... fields are Job Number and Project Name" read as the request's context: the columns it named.)
  const named = (ctx.doc.context ?? []).filter((c) => !c.date).map((c) => c.name.toLowerCase());
  const fieldList = listed ?? (refs.length >= 2 && refs.length <= 4 ? refs.map(({ i }) => `§${i}`).join(" and ") : named.length >= 2 && named.length <= 4 ? named.join(" and ") : null);
  return fieldList ? joinShaped(ctx, ex[1]!.trim(), fieldList) : null;
}

function joinShaped(ctx: Ctx, exampleTok: string, fieldList: string): Intent | null {
  // ("like 'X - Ep 42' out of A and B": the "out" of "out of" is no part of the example.)
  const example = exampleText(ctx.doc, exampleTok.replace(/\s+out$/, ""));
  const shape = example ? shapeOf(example) : null;
  // ("from the city and state columns": the noun for all of them names none.)
  const phrases = fieldList
    .replace(/\s+(?:columns|fields|cols)$/, "")
    .split(/\s*(?:,\s*and\b|,|\band\b|&|\+|\bwith\b)\s*/)
    .filter(Boolean);
  if (!example || !shape || phrases.length < 2 || !fitShape(shape, phrases.length)) return null;
  // ("from show name and season number" for 'Show Name - Season 3': a field the example spells out keeps its words.)
  // ("out of Show Name and Episode Number": a name written in capitals is the column's own name, "Show" and all.)
  const written = (p: string): FieldRef | null => {
    const ws = p.split(/\s+/);
    return ws.length > 1 && ws.every((w) => /^[A-Z]/.test(ctx.doc.casing.get(w) ?? "")) ? { name: ws.map((w) => ctx.doc.casing.get(w)!).join(" ") } : null;
  };
  const fields = phrases.map((p) => (PLACEHOLDER.test(p) ? ctx.field(p) : (spelledIn(example, p) ?? written(p) ?? ctx.field(p))));
  if (fields.some((f) => !f)) return null;
  const ordered = byShape(fields as FieldRef[], shape);
  const fit = fitShape(shape, ordered.length)!;
  const parts: Array<{ field: FieldRef } | { text: string }> = [];
  ordered.forEach((f, i) => {
    const text = fit.seps[i]! + labelWords(fit.values[i]!, f);
    if (text) parts.push({ text });
    parts.push({ field: f });
  });
  if (fit.seps[ordered.length]) parts.push({ text: fit.seps[ordered.length]! });
  return { family: "concat", parts, name: ordered.map((f) => f.name).join(" ") };
}

/** The field's name as the example spells it ("Show Name" in 'Show Name - Season 3'), when it does. */
function spelledIn(example: string, phrase: string): FieldRef | null {
  const words = phrase.split(/\s+/);
  if (words.length < 2) return null;
  const m = new RegExp(`\\b${words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("\\s+")}\\b`, "i").exec(example);
  return m ? { name: m[0] } : null;
}

/**
 * "Season 3" for the field Season Number: words of the field's name before the value shown are text
 * written around the field ("Season " then the number), not part of its value.
 */
function labelWords(value: string, field: FieldRef): string {
  // ("Leeds - Store 12" from City and Store Name: a name's value may hold any words, "Store 12" among them.)
  if (/\b(?:name|title|label|description|address)$/i.test(field.name.replace(/_/g, " "))) return "";
  const words = value.split(" ");
  // ("Ep 42" for Episode Number, "No. 7" for Ticket Number: a short word before the number is written around it.)
  if (/\b(?:number|no|num|id|#|count|season|episode|week|year|round|level)$/i.test(field.name) && words.length === 2 && /^\d+$/.test(words[1]!) && /^[A-Za-z.#]{1,6}$/.test(words[0]!)) return `${words[0]} `;
  const named = new Set(field.name.toLowerCase().split(/[\s_]+/));
  let k = 0;
  while (k < words.length - 1 && named.has(words[k]!.toLowerCase())) k++;
  return k > 0 && !named.has(words[words.length - 1]!.toLowerCase()) ? `${words.slice(0, k).join(" ")} ` : "";
}

/**
 * The example as the user wrote it: a quoted text, or bare words with a separator among them ("city - store
 * name"), taken from the request as typed so its spacing and punctuation are kept.
 */
function exampleText(doc: Doc, tok: string): string | null {
  const q = /^§(\d+)$/.exec(tok.trim());
  if (q) {
    const quoted = doc.quoted[Number(q[1])];
    return quoted?.kind === "quote" ? quoted.text : null;
  }
  // ("like J-1042 - Riverside Clinic": a code held as a value is part of the example.)
  tok = tok.replace(/§(\d+)/g, (m, n: string) => (doc.quoted[Number(n)]?.kind === "quote" ? doc.quoted[Number(n)]!.text.toLowerCase() : m));
  if (/§\d/.test(tok)) return null;
  const words = tok.match(/[a-z0-9]+/g) ?? [];
  if (words.length < 2 || words.length > 6) return null;
  // ("like Acme Corp (Pro)": the normaliser took the brackets out; the raw text keeps them, a closing one too.)
  const raw = new RegExp(`${words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("[^\\p{L}\\p{N}]+?")}[)\\]]?`, "iu").exec(doc.raw);
  return raw && /[^\p{L}\p{N}\s]/u.test(raw[0]) ? raw[0] : null;
}

/**
 * "pull the subject prefix from Course Code, the letters before the space (like MATH from 'MATH 101')":
 * an example of the part taken, then the text it is taken from. The example is set aside (its "from
 * 'MATH 101'" names no sheet) and the words describe the part; when they do not, the example shows it:
 * the text before or after a separator, or the first or last characters.
 */
function partByExample(ctx: Ctx): Intent | null {
  const t = ctx.doc.text;
  const m = new RegExp(`\\s*[,;(]?\\s*\\b(?:like|e\\.?\\s?g\\.?|eg|such\\s+as|for\\s+example|for\\s+instance|as\\s+in|i\\.?\\s?e\\.?)\\s*,?\\s+(§\\d+|[a-z0-9]+)\\s+(?:from|in|out\\s+of|for|of)\\s+(§\\d+)\\s*\\)?`).exec(t);
  if (!m) return null;
  const whole = ctx.doc.quoted[Number(PLACEHOLDER.exec(m[2]!)![1])];
  if (whole?.kind !== "quote") return null;
  const partTok = m[1]!;
  const partQuoted = PLACEHOLDER.test(partTok) ? ctx.doc.quoted[Number(PLACEHOLDER.exec(partTok)![1])] : undefined;
  if (partQuoted && partQuoted.kind !== "quote") return null;
  const part = partQuoted?.text ?? (new RegExp(`\\b${partTok}\\b`, "i").exec(whole.text)?.[0] ?? null);
  if (!part || part.length >= whole.text.length || !whole.text.toLowerCase().includes(part.toLowerCase())) return null;
  const rest = `${t.slice(0, m.index)} ${t.slice(m.index + m[0].length)}`.replace(/\s+/g, " ").trim();
  const said = parseTextExtract(new Ctx({ ...ctx.doc, text: rest }, ctx.dialect, { assumed: ctx.assumed, viewFilters: ctx.viewFilters }));
  // (The words win when the example agrees with them: "first name (like Maria from 'Garcia, Maria')" is not the text before the space.)
  if (said?.family === "textExtract") {
    const got = taken(said, whole.text);
    if (got === undefined || got === part) return said;
  }
  const shown = shownPart(part, whole.text);
  if (!shown) return null;
  // ("pull the subject out of Course Code": the text named last after "from"/"of" is the one taken from.)
  const source = [...rest.matchAll(/\b(?:from|of|in)\s+(?:the\s+|each\s+)?(§\d+|[a-z_]+(?:\s+[a-z_]+){0,2}?)\s*(?=,|\||$)/g)].pop();
  const words = new Ctx({ ...ctx.doc, text: `${shown} of ${source ? source[1] : rest}` }, ctx.dialect, { assumed: ctx.assumed, viewFilters: ctx.viewFilters });
  const read = parseTextExtract(words);
  return read?.family === "textExtract" ? read : null;
}

/** What an extraction takes from a text, when it is one this file can check (undefined otherwise). */
function taken(intent: Extract<Intent, { family: "textExtract" }>, text: string): string | null | undefined {
  const d = intent.delimiter ?? "";
  const at = d ? text.indexOf(d) : -1;
  switch (intent.op) {
    case "before":
      return at < 0 ? null : text.slice(0, at);
    case "after":
      return at < 0 ? null : text.slice(at + d.length);
    case "left":
      return text.slice(0, intent.count);
    case "right":
      return text.slice(-(intent.count ?? 0));
    default:
      return undefined;
  }
}

/** The words for the part an example shows: "MATH" of "MATH 101" is the text before the space. */
function shownPart(part: string, whole: string): string | null {
  const at = whole.toLowerCase().indexOf(part.toLowerCase());
  const end = at + part.length;
  const name = (c: string) => ({ " ": "space", "-": "dash", _: "underscore", "/": "slash", ",": "comma", ".": "period", ":": "colon", "|": "pipe", "@": "at sign" })[c];
  // (Before or after the separator's first place in the text, as the extraction reads it: "512" of "512-555-0100".)
  if (at === 0 && end < whole.length && name(whole[end]!) && !part.includes(whole[end]!)) return `text before the ${name(whole[end]!)}`;
  if (end === whole.length && at > 0 && name(whole[at - 1]!) && whole.indexOf(whole[at - 1]!) === at - 1) return `text after the ${name(whole[at - 1]!)}`;
  if (at === 0) return `first ${part.length} characters`;
  if (end === whole.length) return `last ${part.length} characters`;
  return null;
}

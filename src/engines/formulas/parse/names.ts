import { fieldsOf } from "../fields";
import type { FieldRef, Intent } from "../ir";
import type { Doc } from "./text";

/**
 * One field-name rule for every family: where the user wrote a field in Title Case ("Accounts
 * Receivable", "Add To Carts", "Basket Size (USD)", "Total Revenue"), the formula uses that whole
 * run of capitalised words, as written. Family parsers read names from lower-cased text and each
 * trims differently, so hold-out rounds 5-6 lost sixteen requests to a name cut to its last word
 * ("Receivable", "Carts", "Size USD") or stretched over the words after it ("Rebate Amount But").
 */

/** Words that open a Title-Case run without being part of the field ("Running Total Of Sales", "Rank Products"). */
const LEAD =
  /^(?:sum|average|avg|mean|count|number|running|cumulative|rolling|moving|distinct|unique|percent|percentage|pct|share|rank|top|bottom|max|min|maximum|minimum|median|show|calculate|compute|get|give|flag|round|extract|convert|concat|concatenate|join|combine|trim|upper|lower|if|when|what|how|which|days|months|years|weeks|hours|yoy|mom|qoq|wow|ytd|mtd|qtd|fytd|difference|change|growth|ratio|the|a|an|each|every|per|by|of|from|to|in|for|and|or|vs|is|i|my|our|please|pls|return|make|create|subtract|divide|multiply|format|cast|parse|find|pull|grab|take|list|label|bucket|group|band|split|stitch|cap|limit|clamp|floor|ceiling|total|truncate|trunc|lowercase|uppercase|capitalize|capitalise|proper|replace|remove|strip|clean|classify|categorize|categorise|segment|rename|regexp_extract|regexp_replace|datetime_trunc|date_trunc|datetrunc|left_text|right_text|substr)$/i;

/** Words that close a run without being part of the field ("Sales YoY", "Total Bookings LY"). */
const TAIL = /^(?:yoy|mom|qoq|wow|dod|ytd|mtd|qtd|wtd|fytd|lytd|ly|py|sply|ttm|ltm|l12m|r12m|growth|change|difference|diff|delta|variance|ratio|measure|calc|calculation|field|metric|kpi|rank|ranking|flag|bucket|buckets|band|bands|%|pct|percent|share|running|cumulative|rolling|moving|average|avg|total|sum|count)$/i;

/** Runs of capitalised words (a parenthesised unit such as "(USD)" or "($)" may close one). */
function titleRuns(doc: Doc): string[][] {
  // Bracketed, quoted and ${view.field} names are held as written already.
  // A request in capitals throughout ("SUM OF REVENUE WHERE REGION IS EAST") marks nothing by case.
  if ((doc.raw.match(/[A-Z]/g)?.length ?? 0) > (doc.raw.match(/[a-z]/g)?.length ?? 0)) return [];
  const plain = doc.raw.replace(/\$\{[^}]*\}|\[[^\]]*\]|"[^"]*"|`[^`]*`|'[^']*'/g, " | ");
  const runs: string[][] = [];
  const re = /(?:^|(?<=[\s(,:;=/*+-]))((?:[A-Z][A-Za-z0-9'&.-]*)(?:[ ]+(?:[A-Z][A-Za-z0-9'&.-]*|\((?:[A-Z$€£%#]{1,5})\)))*)/g;
  for (const m of plain.matchAll(re)) {
    // "Profit Ratio: ...", "Margin = ...": the calculation's own name, not a field.
    if (/^\s*[:=]/.test(plain.slice(m.index + m[0].length))) continue;
    let words = m[1]!.split(/\s+/).filter(Boolean);
    // "Product Category's Revenue": a possessive ends the name.
    const own = words.findIndex((w) => /'s$|s'$/.test(w));
    if (own >= 0) words = [...words.slice(0, own), words[own]!.replace(/'s$|'$/, "")];
    words = words.map((w) => w.replace(/[.'-]+$/, "")).filter(Boolean);
    while (words.length && LEAD.test(words[0]!)) words.shift();
    while (words.length && TAIL.test(words[words.length - 1]!)) words.pop();
    // "CAMPAIGN NAME": caps lock marks no spelling (the reader already writes it Campaign Name).
    if (words.length >= 2 && !words.every((w) => !/[a-z]/.test(w))) runs.push(words);
  }
  return runs;
}

const key = (w: string) => w.replace(/[()]/g, "").toLowerCase();

function own(f: FieldRef, doc: Doc): boolean {
  if (f.assumed || f.view || f.table || f.column || f.isMeasureRef || f.range) return false;
  // Names the user bracketed or quoted are as written; a Title-Case run the reader held ("name") may still be cut short.
  return !doc.quoted.some((q) => q.kind !== "name" && q.text === f.name);
}

/** Extends or trims each plain field to the Title-Case run that holds its words. */
export function wholeNames(intent: Intent, doc: Doc): void {
  // "East Sales": a value the formula filters on is not part of the field beside it.
  const values = new Set([...JSON.stringify(intent).matchAll(/"value":"([^"]*)"|"values":\[([^\]]*)\]/g)].flatMap((m) => (m[1] ?? m[2]!.replace(/"/g, "")).toLowerCase().split(",")));
  const runs = titleRuns(doc)
    .map((r) => {
      const w = [...r];
      while (w.length && values.has(key(w[0]!))) w.shift();
      while (w.length && values.has(key(w[w.length - 1]!))) w.pop();
      return w;
    })
    .filter((r) => r.length >= 2);
  if (!runs.length) return;
  const seen = new Set<FieldRef>();
  for (const f of fieldsOf(intent)) {
    if (seen.has(f) || !own(f, doc)) continue;
    seen.add(f);
    const fw = f.name.split(/\s+/).map(key).filter(Boolean);
    if (!fw.length) continue;
    for (const run of runs) {
      const rk = run.map(key);
      // The field's words inside a longer run: "Receivable" in "Accounts Receivable".
      const at = rk.findIndex((_, i) => fw.every((w, j) => rk[i + j] === w));
      // Only when the user did not also write the shorter name on its own ("Engaged Sessions as a fraction of Sessions").
      if (at >= 0 && (rk.length > fw.length || run.join(" ") !== f.name) && !standalone(f.name, run, doc)) {
        f.name = run.join(" ");
        break;
      }
      // The run at the start of a longer name: "Rebate Amount" of "Rebate Amount But".
      if (fw.length > rk.length && rk.every((w, j) => fw[j] === w) && fw.slice(rk.length).every((w) => lowerWord(w, doc))) {
        f.name = run.join(" ");
        break;
      }
    }
  }
}

/** Whether the user wrote this word, in lower case ("but" of "Rebate Amount but show zero"). */
function lowerWord(w: string, doc: Doc): boolean {
  return /^[a-z]+$/.test(w) && new RegExp(`(?:^|[^A-Za-z])${w}(?![A-Za-z])`).test(doc.raw);
}

/** Whether the name also appears in the request outside every occurrence of the run. */
function standalone(name: string, run: string[], doc: Doc): boolean {
  const esc = (x: string) => x.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const rest = doc.raw.replace(new RegExp(run.map(esc).join("\\s+"), "gi"), " | ");
  return new RegExp(`(?<![A-Za-z])${name.split(/\s+/).map(esc).join("\\s+")}(?![A-Za-z])`, "i").test(rest);
}

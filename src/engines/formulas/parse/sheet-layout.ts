/**
 * Where the data sits in an Excel sheet, said in words: the sheet ("on the Requests sheet", "in the
 * Attendance tab", "Sheet2"), the first data row ("data starts in row 5", "headers in row 3") and names
 * given to column letters ("(D is the donor's state)", "list date (D)", "C has the plan name"). Read from
 * the request as written, before its names are held, so the rest of the parse sees plain columns.
 */
export interface SheetLayout {
  s: string;
  sheet?: string;
  firstRow?: number;
  /** Column letter → the name the user gave it. */
  names: Map<string, string>;
}

/** Words of a lookup: a sheet named there is the other sheet the value comes from, not where the data is. */
const LOOKUP_WORDS = /\b(?:[vxh]?look(?:ed|ing)?\s?ups?|index|match(?:es|ed|ing)?|fetch(?:es|ed|ing)?|retriev\w*|pull(?:s|ed|ing)?|bring(?:s|ing)?|brought|find|finds|get|gets)\b/i;
/** "find"/"get" fetch a value unless what they get is a total ("get the total of column F on the Sales sheet"). */
const readsAnotherSheet = (s: string): boolean =>
  LOOKUP_WORDS.test(s.replace(/\b(?:find|finds|get|gets)\b(?=.*\b(?:total|sum|count|average|avg|mean|number of|how many|max|min|median)\b)/gi, " "));
/** Words that total or count: a sheet named with them holds the data. */
const AGGREGATING = /\b(?:sum|sums|total|totals|count|counts|average|avg|mean|median|number of|how many|max|maximum|min|minimum|rank|running|moving|rolling|share|percent|%|growth|change|ytd)\b/i;
const NOT_A_SHEET = /^(?:this|that|the|same|current|other|another|main|active|data|my|our|whole|entire|each|every|a|an|one|new|second|separate|lookup|first|last|next|previous|spread|google|excel|same)$/i;

const titled = (name: string): string =>
  name
    .replace(/'s\b/g, "")
    .trim()
    .split(/\s+/)
    .map((w) => (w === w.toLowerCase() ? w.charAt(0).toUpperCase() + w.slice(1) : w))
    .join(" ");

/**
 * "doses in d", "column c", "d2:d40", "the student id in h2": column letters and cells typed in lower case,
 * as their capitals, so the rest reads them as cells. Only where a letter cannot be a word ("in a" stays
 * unless a comma or the end follows it).
 */
export function upperCells(raw: string): string {
  const up = (x: string) => x.toUpperCase();
  return raw
    .replace(/\b([a-z]{1,2})(\d+)\s*:\s*([a-z]{1,2})(\d+)\b/g, (_, a: string, m: string, b: string, n: string) => `${up(a)}${m}:${up(b)}${n}`)
    .replace(/\b([a-z]):([a-z])\b/g, (m, a: string, b: string) => (a <= b ? `${up(a)}:${up(b)}` : m))
    .replace(/\b(col(?:umn)?s?\.?\s+)([a-z])\b(?!['-])/gi, (m, c: string, l: string) => (/^[a-z]$/.test(l) ? `${c}${up(l)}` : m))
    .replace(/\b(in|at|cell|from|among|against|vs|and|to|is|of)\s+([a-z])(\d{1,4})\b(?![.,]\d)/g, (m, w: string, l: string, n: string) => (l === "q" || l === "h" && /^[12]$/.test(n) && !/\bcell|\bin\b/.test(w) ? m : `${w} ${up(l)}${n}`))
    .replace(/\b(in)\s+([a-hj-z])\b(?=\s*(?:[,.;)]|$|\s+(?:and|starting|from|with|then|but|so)\b))/g, (_, w: string, l: string) => `${w} ${up(l)}`)
    .replace(/\b(in)\s+(a)\b(?=\s*(?:[,.;)]|$))/g, (_, w: string, l: string) => `${w} ${up(l)}`);
}

export function sheetLayout(raw: string): SheetLayout {
  let s = upperCells(raw);
  const out: SheetLayout = { s, names: new Map() };
  const cut = (m: RegExpExecArray) => {
    s = `${s.slice(0, m.index)} ${s.slice(m.index + m[0].length)}`;
  };
  // The header row, then the first data row under it.
  const header =
    /\s*[,;(]?\s*(?:and\s+|with\s+)?(?:the\s+|my\s+|our\s+)?(?:column\s+)?(?:headers?|header row|headings?|titles)\s+(?:is\s+|are\s+|sits?\s+)?(?:in|on|at)\s+(?:row\s+(\d+)|\$?[A-Z]{1,2}\$?(\d+)(?:\s*:\s*\$?[A-Z]{1,2}\$?\d+)?)\b\s*\)?/i.exec(s) ??
    /\s*[,;(]?\s*(?:and\s+|with\s+)?(?:the\s+)?header\s+row\s+(?:is\s+)?(?:row\s+)?(\d+)\b\s*\)?/i.exec(s);
  if (header) {
    out.firstRow = Number(header[1] ?? header[2]) + 1;
    cut(header);
  }
  const start = /\s*[,;(]?\s*(?:and\s+|with\s+)?(?:the\s+|my\s+|our\s+)?(?:data|values|rows|records|entries|numbers)\s+(?:(?:starts?|starting|begins?|beginning)\s+(?:in|on|at|from)?|(?:is|are)\s+(?:in|from)|from)\s*row\s+(\d+)\b\s*\)?/i.exec(s);
  if (start) {
    out.firstRow = Number(start[1]);
    cut(start);
  }
  if (out.firstRow === 2 || (out.firstRow !== undefined && out.firstRow < 2)) delete out.firstRow;
  // The sheet the data is on ("in the Stores tab" after a lookup verb is the other sheet the lookup reads:
  // the words stay for it).
  {
    const named = [
      /\s*,?\s*\b(?:on|in|from|of)\s+(?:the\s+|my\s+|our\s+)?(?:'([^'\n]+)'|([A-Za-z][\w]*))\s+(?:sheet|tab|worksheet)\b/,
      /\s*,?\s*\b(?:on|in|from|of)\s+(?:the\s+|my\s+)?(?:sheet|tab|worksheet)\s+(?:called\s+|named\s+)?(?:'([^'\n]+)'|([A-Z][\w]*))/,
      /\s*,?\s*\b(?:on|in|from|of)\s+(?:the\s+)?([Ss]heet\s?\d+)\b/,
    ]
      .map((re) => re.exec(s))
      .find((m) => m && !NOT_A_SHEET.test((m[1] ?? m[2])!));
    const name = named ? (named[1] ?? named[2])! : undefined;
    // ("the seller name from sheet 'Sellers'": a value taken "from" a sheet, with nothing totalled, comes from another sheet.)
    const fetched = !!named && /^\s*,?\s*from\b/i.test(named[0]) && !AGGREGATING.test(s) && !readsAnotherSheet(s);
    if (named && name && !fetched) {
      out.sheet = /^sheet\s?\d+$/i.test(name) ? `Sheet${name.replace(/\D/g, "")}` : name.charAt(0).toUpperCase() + name.slice(1);
      if (!readsAnotherSheet(s)) cut(named);
    }
  }
  s = placedNames(s);
  // "(D is the donor's state)", "(column C = plan name)": a letter named in an aside.
  s = s.replace(/\s*\(\s*(?:[Cc]ol(?:umn)?\s+)?([A-Z])\s+(?:is|=|has|holds|contains|:)\s+(?:the\s+|a\s+|an\s+)?([A-Za-z][\w' ]{0,40}?)\s*\)/g, (_, l: string, name: string) => {
    out.names.set(l, titled(name));
    return " ";
  });
  // ("no lead time filled in (col F)": how the cells get their values, between the name and its letter.)
  s = s.replace(/\s+(?:filled\s+in|filled\s+out|filled|entered|recorded|populated|set|given|kept|stored)\s*(?=\(\s*(?:[Cc]ol(?:umn)?\.?\s+)?[A-Z]\s*\))/g, " ");
  // "list date (D)", "sold date (col E)": the letter of the name before it ("Revenue (M)", "Spend (K)" are units).
  s = s.replace(/(\w)\s*\(\s*(?:([Cc]ol(?:umn)?\.?\s+)([A-Z])|([A-JL]|[N-Z]))\s*\)/g, (_, w: string, _c: string, a?: string, b?: string) => `${w} in column ${a ?? b}`);
  // "Customer Name (A2) & ...": a name with the cell of this row it is in.
  s = s.replace(/([A-Za-z])\s*\(\s*([A-Z]{1,2})2\s*\)/g, (_, w: string, l: string) => `${w} in column ${l}`);
  // "column C has the plan name", "C = Region": a letter defined at the start of a clause is that name's column.
  s = s.replace(/(^|[,;.:|]\s*|\s-\s|\band\s+)(?:[Cc]ol(?:umn)?\s+)?([A-Z])\s+(?:(?:has|holds|contains|is)\s+(?:the|a|an)\s+|(?:has|holds|is)\s+(?=[a-z])|=\s*|:\s*)([A-Za-z][\w']*(?:\s+(?!and\b)[A-Za-z][\w']*){0,3}?)(?=\s*(?:[,;.)]|\s-\s|\b(?:and|for|per|in|of|from|with|as)\b|$))/g, (m, lead: string, l: string, name: string) => {
    if (/^(?:\d|true|false|yes|no|blank|empty)/i.test(name)) return m;
    out.names.set(l, titled(name));
    return `${lead}${name} in column ${l}`;
  });
  // "... where state is Ohio - amount in F, state in D": a dash before letters placed is a pause, not a minus.
  s = s.replace(/\s+-\s+(?=(?:the\s+)?[A-Za-z]+(?:\s+[A-Za-z]+)?\s+(?:is\s+|are\s+)?in\s+(?:[Cc]ol(?:umn)?\s+)?[A-Z]\b)/g, ", ");
  // "list date is in D", "prices are in column B": the same as "list date in D".
  s = s.replace(/\b(is|are|sits?|lives?|goes)\s+(in\s+(?:[Cc]ol(?:umn)?\s+)?[A-Z]\b)/g, (m, _v: string, rest: string, at: number) => (/\b(?:where|if|when|whose)\s+(?:\S+\s+){0,3}$/i.test(s.slice(0, at)) ? m : rest));
  s = labelledColumnFirst(s);
  // "add up column C for dates in column A": the column the window is dated by.
  s = s.replace(/\b(?:for|on|with|using|over)\s+(?:the\s+)?dates?\s+in\s+(?:[Cc]ol(?:umn)?\s+)?([A-Z])\b/g, "by date in column $1");
  s = differenceOfDates(s);
  // "rows with Pothole in column B and Open in column E": a value in a column is a test on it.
  const V = `(?:"[^"\\n]+"|'[^'\\n]+'|[A-Z][\\w-]*(?:\\s+[A-Z][\\w-]*)?|\\d+(?:\\.\\d+)?)`;
  const IN = `\\s+in\\s+(?:col(?:umn)?\\s+)?([A-Z])\\b`;
  s = s.replace(new RegExp(`\\b(rows?|records|entries|lines)\\s+(?:that\\s+|which\\s+)?(?:have|has|with|show|showing|say|saying|contain|containing)\\s+(${V}${IN}(?:\\s*,?\\s*(?:and\\s+)?${V}${IN})*)`, "g"), (_, rows: string, tests: string) => {
    const each = [...tests.matchAll(new RegExp(`(${V})${IN}`, "g"))].map((t) => `column ${t[2]} is ${/^["'\d]/.test(t[1]!) ? t[1] : `"${t[1]}"`}`);
    return `${rows} where ${each.join(" and ")}`;
  });
  // "where column D says Ohio": the column holds that value.
  s = s.replace(/\b((?:[Cc]ol(?:umn)?\s+)?[A-Z])\s+(?:says|reads|shows|equals|is set to|is marked(?:\s+as)?|has the value(?:\s+of)?)\s+/g, "$1 is ");
  out.s = s.replace(/\s+/g, " ").trim();
  return out;
}

/**
 * "col B region, col C customer type", "project is column A, trade column C", "(Delay Minutes, column D)":
 * names given to column letters, said in the ways people write them, as "region in column B". Run on the
 * whole request before its context is split off, and again on each part.
 */
export function placedNames(s: string): string {
  // "in column c": a column letter typed in lower case.
  s = s.replace(/\b([Cc]ol(?:umn)?)\s+([b-h])\b(?=\s*(?:$|[,.;)]|\s+(?:and|with|for|where|is|are|has|holds|contains|from|to|oldest|sorted)\b))/g, (_, c: string, l: string) => `${c} ${l.toUpperCase()}`);
  // "a 7-day rolling average in column C starting at row 8", "Formula goes in D4 and fills down": where the result
  // goes, which is no column of the data.
  // ("running total of new cases in column c starting at row 2": after "of" a name, the column is the data's.)
  s = s.replace(/\s+in\s+(?:[Cc]ol(?:umn)?\s+)?([A-Z]{1,2})\s+(?:starting|beginning)\s+(?:at|in|from|on)\s+row\s+(\d+)/g, (m, l: string, row: string, at: number) => (/\bof\s+(?:the\s+)?[A-Za-z]+(?:\s+[A-Za-z]+){0,2}\s*$/.test(s.slice(0, at)) && !/\b(?:average|avg|total|sum|rank|change|growth|share|percent)\s*$/i.test(s.slice(0, at)) ? ` in column ${l}${row === "2" ? "" : ` from row ${row}`}` : " "));
  // ("want a running total in C i can fill down", "put the month-on-month % change in column C": where a result said
  // as what it is goes, with no data named, is no column of the data.)
  s = s.replace(/\b((?:want|need|put|add|like|get|give me|show)\s+(?:a|an|the|my)\s+(?:new\s+)?(?:running total|cumulative total|running sum|rank(?:ing)?|%\s*change|percent(?:age)?\s+change|change|growth|share|percent of total|ytd(?:\s+total)?|moving average|rolling average|flag|label|band|result|formula|helper(?:\s+column)?|(?:month[- ]on[- ]month|mom|yoy|year[- ]over[- ]year)\s+%?\s*(?:change|growth)))\s+in\s+(?:[Cc]ol(?:umn)?\s+)?[A-Z]{1,2}\b(?![\d:])/g, "$1");
  // ("matter refs look like ACME-00123 in column A": the column is the refs', said after their example.)
  s = s.replace(/\b((?:[A-Za-z]+\s+){0,2}[A-Za-z]+)\s+((?:look|looks|are|is)\s+like|are\s+formatted\s+like|are\s+written\s+like)\s+(\S+)\s+in\s+((?:[Cc]ol(?:umn)?\s+)?[A-Z])\b(?![\d:])/g, "$1 in $4 $2 $3");
  // "(no blanks in the range)": how the data is, not a column.
  s = s.replace(/\s*\(\s*(?:there\s+are\s+)?no\s+(?:blanks?|empty\s+cells|gaps|empties)(?:\s+in\s+(?:the\s+)?(?:range|column|data|list))?\s*\)/gi, " ");
  s = s.replace(/\s*[.,;]?\s*(?:the\s+)?(?:formula|result|output|it)\s+(?:goes|will go|should go|is going)\s+in(?:to)?\s+(?:[Cc]ol(?:umn)?\s+)?[A-Z]{1,2}\d*(?:\s+and\s+(?:fills?|is filled|gets filled)\s+down)?\s*[.]?/g, ". ");
  // "Label in column F = A & B": where the result goes, before its definition, is no column of the data.
  s = s.replace(/^(\s*[A-Za-z][\w ]{0,30}?)\s+in\s+(?:[Cc]ol(?:umn)?\.?\s+)?[A-Z]{1,2}\s*=\s*/, "$1 = ");
  // "Job Key column: ...": the result's name, said as a column to add.
  // (Not "calculated column:", which says what kind of DAX to write.)
  s = s.replace(/^(\s*[A-Za-z][\w ]{0,30}?)\s+column\s*:\s*/, (m, name: string) => (/\b(?:calculated|calc|computed|new|a|an|the|custom|dax)\s*$/i.test(name) ? m : `${name}: `));
  // "col B region, col C customer type, col F kwh": a letter, then the name it holds, at the start of a clause.
  s = s.replace(/(^|[,;.:|]\s*|\band\s+|\s-\s)[Cc]ol(?:umn)?\.?\s+([A-Z]{1,2})\s+(?:is\s+|=\s*|:\s*|-\s+)?(?!(?:is|are|has|holds|contains|from|to|for|in|on|of|by|with|where|and|or|then|if|when|as|the|a|an)\b)([a-z][\w']*(?:\s+(?!(?:and|or|in|on|for|from|to|where|with)\b)[a-z][\w']*){0,3}?)(?=\s*(?:[,;.)|]|$|\band\b))/g, (m, lead: string, l: string, name: string) => `${lead}${name} in column ${l}`);
  // "project is column A, trade column C", "duration in minutes is column D": a name, then its letter, with no "in".
  s = s.replace(/(^|[,;.:|]\s*|\band\s+|\s-\s)((?:the\s+)?[A-Za-z][\w']*(?:\s+[A-Za-z][\w']*){0,3}?)\s+(?:is|are|=|:|goes in|sits in|lives in)?\s*(?<!\bin\s)[Cc]ol(?:umn)?\.?\s+([A-Z]{1,2})\b(?![\d:])(?=\s*(?:[,;.):|(]|$|\band\b)|\s+(?:oldest|newest|sorted|from|with)\b)/g, (m, lead: string, name: string, l: string) =>
    /^(?:the\s+)?(?:sum|total|count|average|avg|mean|max|min|median|rank|add|use|show|get|return|in|of|from|for|by|to|where|and|or|running|cumulative|number|how|what|which|each|every|all|values?|cells?|data|is|are|then|if|when|sort|sorted|put|formula|result|paste|goes|enter|this|that|it)\b/i.test(name) ? m : `${lead}${name} in column ${l}`,
  );
  // "volume is D2:D500", "the SKU list is B2:B1000": a name given a range.
  s = s.replace(/(^|[,;.:|?!]\s*|\band\s+)((?:the\s+)?[A-Za-z][\w']*(?:\s+[A-Za-z][\w']*){0,2}?)\s+(?:is|are|=|:)\s+(\$?[A-Z]{1,2}\$?\d+:\$?[A-Z]{1,2}\$?\d+)\b/g, (m, lead: string, name: string, range: string) =>
    /^(?:the\s+)?(?:sum|total|count|average|range|data|it|this|that|result|formula|output|answer)\b/i.test(name) ? m : `${lead}${name.replace(/\s+list$/i, "")} in ${range}`,
  );
  // "(Delay Minutes, column D)": a name and its letter in an aside.
  s = s.replace(/\(\s*([A-Za-z][\w' ]{0,40}?)\s*,\s*[Cc]ol(?:umn)?\.?\s+([A-Z]{1,2})\s*\)/g, (_, name: string, l: string) => ` ${name} in column ${l} `);
  return s;
}

/** Values that belong to a kind of column: "open P1 tickets" with status and priority columns placed. */
const STATUS_WORDS = "open|closed|cancell?ed|paid|unpaid|pending|approved|rejected|active|inactive|late|shipped|delivered|returned|completed|overdue|resolved|won|lost";
const PRIORITY_WORDS = "p[0-5]|s[0-5]|urgent|critical|high|medium|low";
const CHANNEL_WORDS = "web|online|store|retail|email|phone|mobile|app|wholesale|direct|partner";
const VALUE_KINDS: Array<[RegExp, RegExp]> = [
  [/^(?:status|state|stage)$/i, new RegExp(`^(?:${STATUS_WORDS})$`, "i")],
  [/^(?:priority|severity)$/i, new RegExp(`^(?:${PRIORITY_WORDS})$`, "i")],
  [/^(?:channel|source)$/i, new RegExp(`^(?:${CHANNEL_WORDS})$`, "i")],
];

/**
 * "total refund amount for Web returns. channel is column C", "count sessions in zone Z3 ... zone is column B",
 * "open P1 tickets? status is col C, priority col D": a value said in the ask for a column placed in the sheet is a
 * test on that column, said the way the readers take it ("where channel is Web").
 */
export function valuesOfPlacedColumns(s: string): string {
  const placed = [
    ...[...s.matchAll(/\b([A-Za-z][A-Za-z ]{0,30}?)\s+in\s+(?:column\s+)?([A-Z])\b(?![\d:])/g)].map((m) => m[1]!),
    // ("Northside clinic (col B)", "Cancelled (status in col C)": the same said in an aside.)
    ...[...s.matchAll(/\b([A-Za-z]+)\s*\(\s*(?:[Cc]ol(?:umn)?\.?)\s+[A-Z]\s*\)/g)].map((m) => m[1]!),
    ...[...s.matchAll(/\(\s*([A-Za-z]+)\s+(?:is\s+)?in\s+(?:[Cc]ol(?:umn)?\.?\s+)?[A-Z]\s*\)/g)].map((m) => m[1]!),
  ].map((n) => n.trim().split(/\s+/).pop()!.toLowerCase());
  if (!placed.length) return s;
  const ask = s.split(/[.?!]\s/)[0]!;
  // (Only an ask that states no test of its own and places no column outside an aside: the placements follow it.)
  if (ask === s || /\b(?:where|when|if|whose|with|is|are|=)\b|=/.test(ask.replace(/\([^)]*\)/g, " ")) || /\b(?:in\s+)?col(?:umn)?\.?\s+[A-Z]\b/i.test(ask.replace(/\([^)]*\)/g, " "))) {
    if (!/\([^)]*\b[Cc]ol(?:umn)?\.?\s+[A-Z]\s*\)/.test(ask)) return s;
  }
  const tests: string[] = [];
  let rest = ask;
  for (const col of new Set(placed)) {
    // "zone Z3", "clinic Northside" / "Northside clinic": the column's noun next to a written value.
    const after = new RegExp(`\\b${col}\\s+(["']?)([A-Z][\\w-]*)\\1(?=[\\s,.;)?]|$)`).exec(rest);
    const before = new RegExp(`\\b([A-Z][\\w-]*)\\s+${col}\\b`).exec(rest);
    const isPlaced = (v: string) => placed.includes(v.toLowerCase());
    const hit = after && !isPlaced(after[2]!) ? { v: after[2]!, m: after[0] } : before && !isPlaced(before[1]!) && !/^(?:The|A|An|Each|Every|Total|Count|Sum|Average|How|What|Which|I|We)$/.test(before[1]!) ? { v: before[1]!, m: before[0] } : null;
    if (hit) {
      tests.push(`${col} is "${hit.v}"`);
      // (The column's own word stays where it was, with any placement after it; "for route R12" goes whole.)
      const lead = new RegExp(`\\b(?:for|in|at|on|from)\\s+(?:the\\s+)?${hit.m.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?=\\s*(?:[.,;?!]|$))`).exec(rest);
      rest = lead ? rest.replace(lead[0], " ") : rest.replace(hit.m, ` ${col} `);
      continue;
    }
    const kind = VALUE_KINDS.find(([c]) => c.test(col));
    if (!kind) continue;
    // (A value already compared in quotes is a test written out: 'Channel (col C) = "Mobile"'.)
    const word = [...rest.replace(/"[^"\n]*"|'[^'\n]*'/g, " ").matchAll(/\b([A-Za-z][\w-]*)\b/g)].map((m) => m[1]!).find((w) => kind[1].test(w) && (w !== w.toLowerCase() || /^(?:open|closed|paid|unpaid|late|overdue|active|cancell?ed)$/i.test(w)));
    if (word) {
      tests.push(`${col} is "${word.charAt(0).toUpperCase()}${word.slice(1)}"`);
      rest = rest.replace(new RegExp(`\\b${word}\\b`), " ");
    }
  }
  if (!tests.length) return s;
  return s.replace(ask, `${rest.replace(/\s+/g, " ").trim()} where ${tests.join(" and ")}`);
}

const DATE_AT = /\b((?:[A-Za-z]+\s+)?dates?)\s+in\s+(?:[Cc]ol(?:umn)?\s+)?([A-Z])\b/g;

/**
 * "days each listing was on the market, list date is in D and sold date is in E": a count of days (weeks,
 * months...) with two dates placed in columns and nothing else asked is the time from the first to the second.
 */
function differenceOfDates(s: string): string {
  const dates = [...s.matchAll(DATE_AT)];
  if (dates.length !== 2 || dates.some((d) => /^dates$/i.test(d[1]!))) return s;
  const unit = /^(?:(?:the\s+)?(?:number\s+of|how\s+many|total)\s+)?(days|weeks|months|years|hours|minutes)\b/i.exec(s.trim());
  if (!unit || /\b(?:between|since|until|till|average|avg|mean|median|sum|total|count|max|min|from|to|ago|add|plus|minus|before|after|within|last|next)\b/i.test(s.slice(unit[0].length, dates[0]!.index))) return s;
  return `${unit[1]} between ${dates[0]![0]} and ${dates[1]![0]}`;
}

/**
 * "defect rate is in column G as a percent. label it Pass if under 2%, ...": the labels are of the column
 * named in the sentence before, so the two read as one request ("label defect rate in column G Pass if ...").
 */
export function labelledColumnFirst(s: string): string {
  // ("Column B has soil pH readings for each sample. Classify each as ...": the same, the letter said first.)
  s = s.replace(/^(?:[Cc]ol(?:umn)?\s+)([A-Z])\s+(?:has|holds|contains|is)\s+(?:the\s+|a\s+|an\s+)?([A-Za-z][\w']*(?:\s+[A-Za-z][\w']*){0,3}?)(?:\s+(?:for|per|of)\s+(?:each|every|the)\s+[a-z ]{1,30}?)?\s*[.;:]\s*(?=(?:label|flag|bucket|mark|tag|classify|categori[sz]e|group|band|grade)\s+(?:it|them|each(?:\s+row)?|every\s+row|the\s+rows?)\b)/i, "$2 in column $1. ");
  return s.replace(/^(?:the\s+)?([A-Za-z][\w' ]{0,40}?)\s+(?:(?:is|are)\s+)?in\s+(?:[Cc]ol(?:umn)?\s+)?([A-Z])\b(?:\s*,?\s*(?:as|in)\s+(?:an?\s+)?(?:percent|percentage|fraction|decimal|number|%)s?)?(?:\s+(?:for|per|of)\s+(?:each|every|the)\s+[a-z ]{1,30}?)?\s*[.;:,]\s*(label|flag|bucket|mark|tag|classify|categori[sz]e|group|band|grade)\s+(?:it|them|each(?:\s+row)?|every\s+row|the\s+rows?)\s*:?\s+/i, "$3 $1 in column $2: ");
}

const MONTHS = /^(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Q[1-4]|H[12])$/;

/** A header that holds categories a request can test ("Region", "Stage", "Department"), not amounts, dates or IDs. */
const MEASURE_HEADER = /\b(?:amount|amounts|cost|costs|price|paid|sales|revenue|value|days|date|time|id|ids|no|number|count|qty|quantity|hours|minutes|score|rate|fee|premium|total|spend|units|balance|age|kg|litres|miles|salary|budget|margin|profit)\b/i;
/** Values that say which kind of column they belong to. */
/** (The same kinds as for placed columns, with the multi-word stages a listed header's value can be, and regions.) */
const LISTED_KINDS: Array<[RegExp, RegExp]> = [
  [/\b(?:status|state|stage)\b/i, new RegExp(`^(?:closed won|closed lost|churned|${STATUS_WORDS})$`, "i")],
  // (Not phrases.ts's REGION_VALUES: text.ts reads this file while phrases.ts is still loading.)
  [/\b(?:region|territory|area)\b/i, /^(?:east|west|north|south|central|emea|apac|latam|amer|americas|europe|asia|midwest|northeast|northwest|southeast|southwest)$/i],
  [/\b(?:priority|severity)\b/i, new RegExp(`^(?:${PRIORITY_WORDS})$`, "i")],
  [/\b(?:channel|source)\b/i, new RegExp(`^(?:${CHANNEL_WORDS})$`, "i")],
  [/\b(?:shift|rota)\b/i, /^(?:days?|nights?|mornings?|evenings?|afternoons?|lates?|earlys?|earlies|weekends?|swing|graveyard)$/i],
];

/**
 * "how many deals are Closed Won in EMEA? headers are Region, Stage, Amount", "total waste cost for the Downtown store,
 * produce only. my columns are Store, Category, Waste Cost": with the sheet's headers listed, a value the ask names
 * is a test on the one listed category header it can belong to (by its kind, else the one such header left).
 */
export function valuesOfListedHeaders(s: string): string {
  const listed = /\b(?:my\s+|the\s+|our\s+)?(?:(?:columns|headers|cols|fields|headings)\s+(?:are|:)|(?:column|header|col|field|heading)s?\s*:)\s*:?\s*((?:[A-Za-z][\w%]*(?:\s+[A-Za-z][\w%]*){0,3}\s*(?:,|\band\b|&)\s*)+(?:and\s+)?[A-Za-z][\w%]*(?:\s+[A-Za-z][\w%]*){0,3})/.exec(s);
  if (!listed) return s;
  const headers = listed[1]!.split(/\s*(?:,|\band\b|&)\s*/).map((h) => h.trim()).filter(Boolean);
  if (headers.length < 2) return s;
  const ask = s.slice(0, listed.index);
  if (/\b(?:where|when|if|whose|=)\b|=/.test(ask)) return s;
  // (People columns hold names, not categories a request tests: "Picker", "Driver", "Candidate".)
  const categories = headers.filter((h) => !MEASURE_HEADER.test(h) && !/\b(?:name|email|phone|address|candidate|customer|client|student|member|employee|picker|driver|agent|rep|owner|manager|courier|user|player|patient|donor|volunteer|author|recruiter|trainer|salesperson|technician|engineer|staff|person|worker|nurse|doctor|teacher|tenant|guest)\b/i.test(h));
  // A header's own noun already next to a value ("the Downtown store") is read by the engine as it is.
  const open = categories.filter((h) => !new RegExp(`\\b${h.toLowerCase().split(/\s+/).pop()}s?\\b`, "i").test(ask));
  // Candidate values: runs of capitalised words (not the first word, not "I"), or a lower-case word before "only".
  const values: Array<{ text: string; at: string }> = [];
  const direct: Array<{ header: string; text: string; at: string }> = [];
  const testsDirect: string[] = [];
  const left0 = [...categories];
  for (const m of ask.matchAll(/(?<=\s|^)((?:[A-Z][\w&.'-]*)(?:\s+[A-Z][\w&.'-]*){0,2})(?=[\s,.;:?!)]|$)/g)) {
    const v = m[1]!.replace(/[.']+$/, "");
    if (m.index === 0 || MONTHS.test(v) || /^(?:I|The|A|An|My|Our|How|What|Which|Total|Count|Sum|Average|Avg|Need|Please|YTD|MTD|QTD|YoY|MoM|SUMIFS|COUNTIFS|AVERAGEIFS|Excel)$/.test(v) || headers.some((h) => h.toLowerCase() === v.toLowerCase())) continue;
    // ("the Night shift": a value said with its column's noun tests that column.)
    const next = /^\s+([a-z]+)/.exec(ask.slice(m.index! + v.length))?.[1];
    const own = next ? headers.find((h) => new RegExp(`\\b${next.replace(/s$/, "")}s?$`, "i").test(h)) : undefined;
    if (own) {
      if (categories.includes(own) && !MONTHS.test(v)) {
        direct.push({ header: own, text: v, at: `${v} ${next}` });
      }
      continue;
    }
    values.push({ text: v, at: v });
  }
  const only = /(?:,\s*|\s)([a-z]+)\s+only\b/.exec(ask);
  for (const d of direct) {
    if (!left0.includes(d.header)) continue;
    testsDirect.push(`${d.header} is "${d.text}"`);
    left0.splice(left0.indexOf(d.header), 1);
  }
  if (only && !/^(?:the|this|that|it|one|rows?|records?|ones|but|and|or|so|me|us|them|is|are|was|were|if|then|not|for|in|of|to|with)$/.test(only[1]!)) values.push({ text: only[1]!.charAt(0).toUpperCase() + only[1]!.slice(1), at: `${only[1]} only` });
  if (!values.length && !testsDirect.length) return s;
  const tests: string[] = [];
  let rest = ask;
  const left = [...open];
  const unplaced: typeof values = [];
  for (const v of values) {
    const kind = LISTED_KINDS.find(([, vals]) => vals.test(v.text));
    const h = kind ? left.find((x) => kind[0].test(x)) : undefined;
    if (h) {
      tests.push(`${h} is "${v.text}"`);
      left.splice(left.indexOf(h), 1);
      rest = rest.replace(v.at, " ");
    } else unplaced.push(v);
  }
  if (unplaced.length === 1 && left.length === 1) {
    tests.push(`${left[0]} is "${unplaced[0]!.text}"`);
    rest = rest.replace(unplaced[0]!.at, " ");
  }
  tests.unshift(...testsDirect);
  for (const d of direct) if (testsDirect.includes(`${d.header} is "${d.text}"`)) rest = rest.replace(new RegExp(`\\b(?:the\\s+)?${d.at}\\b`), " ");
  if (!tests.length) return s;
  // (The words that led to a value taken out go with it: "are in", "for the", a dangling comma.)
  rest = rest.replace(/\b(?:are|is|in|for|from|at|of)\s+(?:the\s+)?(?=\s*(?:[?,.;]|$|\s(?:in|for|and)\b))/g, " ").replace(/\s*,\s*(?=[?.;]|$)/, "").replace(/\s+/g, " ").trim();
  const end = /[?.!]\s*$/.exec(rest);
  const body = end ? rest.slice(0, end.index) : rest;
  return `${body.trim()} where ${tests.join(" and ")}${end ? end[0].trim() : "."} ${s.slice(listed.index)}`;
}

/**
 * "yoy growth % - 2023 bookings in B, 2024 in C", "This Year Sales in column D, Last Year Sales in column C": a
 * change between two period columns on one row. Returns the earlier and the later column, named as written.
 */
export function periodColumns(s: string): { prev: { name: string; column: string }; cur: { name: string; column: string } } | null {
  if (!/\b(?:growth|change|yoy|mom|qoq|increase|decrease)\b/i.test(s)) return null;
  const placed = [
    ...s.matchAll(/(?:^|[\s,;:(-])((?:[Tt]his|[Ll]ast|[Cc]urrent|[Pp]revious|[Pp]rior)\s+(?:[Yy]ear|[Mm]onth|[Qq]uarter|[Ww]eek)(?:'s|s)?(?:\s+(?!in\b|is\b|are\b)[A-Za-z]+){0,2}|(?:19|20)\d\d(?:\s+(?!in\b|is\b|are\b)[A-Za-z]+){0,2}|[A-Za-z]+(?:\s+[A-Za-z]+){0,2}\s+(?:19|20)\d\d|(?:TY|LY|CY|PY)(?:\s+(?!in\b|is\b|are\b)[A-Za-z]+){0,2})\s+(?:is\s+|are\s+)?(?:in\s+)?\(?\s*(?:col(?:umn)?\.?\s+)?([A-Z])\s*\)?(?=$|[\s,.;)])/g),
  ].map((m) => ({ name: m[1]!.trim(), column: m[2]! }));
  if (placed.length !== 2) return null;
  const when = (n: string): number | null => {
    const y = /(?:19|20)\d\d/.exec(n);
    if (y) return Number(y[0]);
    if (/^(?:this|current|ty|cy)\b/i.test(n)) return 1;
    if (/^(?:last|previous|prior|ly|py)\b/i.test(n)) return 0;
    return null;
  };
  const [a, b] = placed as [{ name: string; column: string }, { name: string; column: string }];
  const wa = when(a.name);
  const wb = when(b.name);
  if (wa === null || wb === null || wa === wb || a.column === b.column || Math.abs(wa - wb) > 1) return null;
  const title = (n: string) => n.replace(/'s\b/g, "").replace(/\b(this|last)\s+years\b/i, "$1 year").split(/\s+/).map((w) => (w === w.toLowerCase() ? w.charAt(0).toUpperCase() + w.slice(1) : w)).join(" ");
  const [prev, cur] = wa < wb ? [a, b] : [b, a];
  // ("2023 bookings in B, 2024 in C": a bare year takes the other's noun.)
  const noun = (x: string, other: string) => (/^(?:19|20)\d\d$/.test(x) && /^(?:19|20)\d\d\s+/.test(other) ? `${x} ${other.replace(/^(?:19|20)\d\d\s+/, "")}` : x);
  return { prev: { name: title(noun(prev.name, cur.name)), column: prev.column }, cur: { name: title(noun(cur.name, prev.name)), column: cur.column } };
}

/**
 * What a request says that a template can use: file names, columns, the aggregation, a URL, a
 * schedule… Each reader is a small pattern; a template uses only the slots it needs and falls back
 * to clearly named defaults for the rest.
 */

export type Aggregation = "sum" | "mean" | "count" | "max" | "min" | "median" | "nunique";
export type ChartKind = "bar" | "line" | "pie" | "scatter" | "hist";

export interface Slots {
  request: string;
  files: string[];
  output?: string;
  url?: string;
  groupBy: string[];
  measure?: string;
  agg?: Aggregation;
  chart?: ChartKind;
  joinKeys: string[];
  joinHow?: "inner" | "left" | "right" | "outer";
  pivot?: { index?: string; columns?: string; values?: string };
  dateColumns: string[];
  missing?: "drop" | "zero" | "median" | "mean";
  interval?: { every: number; unit: "seconds" | "minutes" | "hours" } | { daily: string } | { weekly: { day: string; at: string } };
  command?: string;
  folder?: string;
  extension?: string;
  rename: { prefix?: string; suffix?: string; lowercase?: boolean; spaces?: boolean; datePrefix?: boolean; numbered?: boolean; replace?: [string, string] };
  database?: "postgresql" | "mysql" | "sqlite" | "mssql" | "oracle";
  table?: string;
  sql?: string;
  selector?: string;
  outputFormat?: "csv" | "xlsx" | "json" | "parquet";
}

const FILE = /(?:^|[\s"'`(])((?:[\w.-]+\/)*[\w.-]+\.(csv|xlsx|xls|json|parquet|tsv|txt))\b/gi;
/** Where a column list ends: a linking word, punctuation or the end. */
const END_WITH_AND = String.raw`(?=\s+(?:and|or|then|to|into|as|in|on|from|for|with|using|per|by|sorted|sort|order|save|saving|export|where|over|across|between|during)\b|\s*[,.;:]|\s*$)`;
const END = END_WITH_AND.replace("and|", "");

function col(raw: string): string {
  return raw.trim().replace(/^["'`]|["'`]$/g, "").replace(/\s+/g, "_");
}

function words(phrase: string): string[] {
  return phrase
    .split(/\s*(?:,|\band\b|&)\s*/)
    .map((p) => p.replace(/^(?:the|each|every)\s+/, "").trim())
    .filter((p) => p && !/^(the|a|an|it|them|month|day|week|year|date)$/.test(p))
    .map(col);
}

export function readSlots(request: string): Slots {
  const text = request.replace(/\s+/g, " ").trim();
  const lower = text.toLowerCase();
  const s: Slots = { request: text, files: [], groupBy: [], joinKeys: [], dateColumns: [], rename: {} };

  for (const m of text.matchAll(FILE)) if (!s.files.includes(m[1]!)) s.files.push(m[1]!);
  const out = /\b(?:save|saves|saving|export|exports|write|writes|output|store)\b[^.]*?\b(?:to|as|into)\s+(?:a\s+|an\s+)?["'`]?((?:[\w.-]+\/)*[\w.-]+\.(csv|xlsx|json|parquet|png|txt))/i.exec(text);
  if (out) {
    s.output = out[1];
    s.files = s.files.filter((f) => f !== out[1]);
  }
  const fmt = /\b(?:to|as|into)\s+(?:an?\s+)?(excel|xlsx|csv|json|parquet)\b/i.exec(text);
  if (fmt) s.outputFormat = ({ excel: "xlsx", xlsx: "xlsx", csv: "csv", json: "json", parquet: "parquet" } as const)[fmt[1]!.toLowerCase() as "csv"];
  if (s.output) s.outputFormat = (s.output.split(".").pop()!.toLowerCase() as Slots["outputFormat"]) ?? s.outputFormat;

  const url = /\bhttps?:\/\/[^\s"'<>`]+/i.exec(text);
  if (url) s.url = url[0].replace(/[.,;)]+$/, "");

  const by = new RegExp(`\\b(?:group(?:ed)? by|grouped by|by|per|for each)\\s+([\\w &]+?)${END}`, "i").exec(lower);
  if (by) s.groupBy = words(by[1]!).filter((w) => !/^\d/.test(w)).slice(0, 4);

  const aggWords: [RegExp, Aggregation][] = [
    [/\b(?:number of unique|count of unique|distinct count of|unique)\s+([\w]+)/, "nunique"],
    [/\b(?:total|sum of|sum)\s+(?:of\s+)?(?:the\s+)?([\w]+(?:\s[\w]+)?)/, "sum"],
    [/\b(?:average|avg|mean)\s+(?:of\s+)?(?:the\s+)?([\w]+(?:\s[\w]+)?)/, "mean"],
    [/\b(?:median)\s+(?:of\s+)?(?:the\s+)?([\w]+)/, "median"],
    [/\b(?:max|maximum|highest)\s+(?:of\s+)?(?:the\s+)?([\w]+)/, "max"],
    [/\b(?:min|minimum|lowest)\s+(?:of\s+)?(?:the\s+)?([\w]+)/, "min"],
    [/\b(?:count|number)\s+of\s+([\w]+)/, "count"],
  ];
  for (const [re, agg] of aggWords) {
    const m = re.exec(lower);
    if (m) {
      const phrase = m[1]!.replace(/\s+(by|per|for|in|from|and|of|to)$/, "").replace(/\s+(by|per|for|in|from|and|of|to)\s.*$/, "");
      s.agg = agg;
      s.measure = col(phrase);
      break;
    }
  }

  if (/\bhistogram|distribution\b/.test(lower)) s.chart = "hist";
  else if (/\bpie\b/.test(lower)) s.chart = "pie";
  else if (/\bscatter\b|\bvs\.?\b|\bversus\b|correlat/.test(lower)) s.chart = "scatter";
  else if (/\bline\b|\bover time\b|\btrend\b|\btime series\b/.test(lower)) s.chart = "line";
  else if (/\bbar\b|\bcolumn chart\b/.test(lower)) s.chart = "bar";

  const on = /\b(?:on|using|by|matching)\s+(?:the\s+)?(?:column\s+|key\s+)?["'`]?([\w]+)["'`]?(?:\s+(?:and|,)\s+["'`]?([\w]+)["'`]?)?\s*(?:column|key|field)?/i.exec(
    lower.replace(/^.*?\b(merge|join|combine|vlookup|match)\b/, ""),
  );
  if (on && /\b(merge|join|combine|vlookup|match)\b/.test(lower)) {
    s.joinKeys = [on[1]!, on[2]].filter((k): k is string => !!k && !/^(the|a|an|two|both|files?)$/.test(k)).map(col);
  }
  const how = /\b(left|right|inner|outer|full)\s+(?:join|merge)\b/.exec(lower);
  if (how) s.joinHow = how[1] === "full" ? "outer" : (how[1] as Slots["joinHow"]);
  else if (/\bkeep(?:ing)? all\b|\ball rows\b/.test(lower)) s.joinHow = "left";

  const first = (...res: RegExp[]) => res.map((re) => re.exec(lower)?.[1]).find(Boolean);
  const index = first(/\b(\w+)\s+(?:as|in|for|on|down)\s+(?:the\s+)?rows\b/, /\brows?\s*(?:=|:|as|by)\s*["'`]?(\w+)/, /\bindex\s*(?:=|:|on|by)?\s*["'`]?(\w+)/);
  const columns = first(/\b(\w+)\s+(?:as|in|for|across|along)\s+(?:the\s+)?columns\b/, /\bcolumns?\s*(?:=|:|as|by)\s*["'`]?(\w+)/);
  const values = first(/\b(?:sum|total|average|mean|count|max|min) of (\w+)\s+as\s+(?:the\s+)?values\b/, /\b(\w+)\s+as\s+(?:the\s+)?values\b/, /\bvalues?\s*(?:=|:)\s*["'`]?(\w+)/);
  s.pivot = { index: index && col(index), columns: columns && col(columns), values: values && col(values) };

  for (const m of lower.matchAll(/\b([\w]+_(?:date|at|time))\b|\b([\w]+)\s+date\b/g)) {
    const c = m[1] ?? `${m[2]}_date`;
    if (!/^(the|a|by|per|of|and|to|due|start|end)_date$/.test(c) || m[1]) if (!s.dateColumns.includes(c)) s.dateColumns.push(c);
  }

  if (/\bfill\b[^.,;]*\b(zeros?|0)\b/.test(lower)) s.missing = "zero";
  else if (/\bfill\b[^.,;]*\bmedian\b/.test(lower)) s.missing = "median";
  else if (/\bfill\b[^.,;]*\b(mean|average)\b/.test(lower)) s.missing = "mean";
  else if (/\b(drop|remove|delete|exclude)\s+(?:the\s+|all\s+|any\s+)?(?:rows\s+(?:with|that have|containing)\s+)?(?:missing|null|na|nan|empty|blank|incomplete)\b/.test(lower)) s.missing = "drop";

  let m: RegExpExecArray | null;
  if ((m = /\bevery\s+(\d+)?\s*(second|minute|min|hour)s?\b/.exec(lower))) {
    const unit = m[2]!.startsWith("s") ? "seconds" : m[2]!.startsWith("h") ? "hours" : "minutes";
    s.interval = { every: Number(m[1] ?? 1), unit };
  } else if ((m = /\bevery\s+(monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?:\s+at\s+(\d{1,2})(?::(\d{2}))?\s*(am|pm)?)?/.exec(lower))) {
    s.interval = { weekly: { day: m[1]!, at: clock(m[2], m[3], m[4]) } };
  } else if ((m = /\b(?:daily|every day|each day|every morning|every night|nightly)(?:\s+at\s+(\d{1,2})(?::(\d{2}))?\s*(am|pm)?)?|\bat\s+(\d{1,2})(?::(\d{2}))?\s*(am|pm)?\s+(?:every day|daily|each day)/.exec(lower))) {
    s.interval = { daily: clock(m[1] ?? m[4], m[2] ?? m[5], m[3] ?? m[6], /night/.test(m[0]) ? "22" : undefined) };
  } else if (/\bhourly\b/.test(lower)) s.interval = { every: 1, unit: "hours" };

  const cmd = /\b(?:run|runs|execute|executes)\s+[`"']([^`"']+)[`"']/i.exec(text) ?? /\b(?:run|runs|execute)\s+((?:python3?\s+)?[\w./-]+\.(?:py|sh))\b/i.exec(text);
  if (cmd) s.command = cmd[1];

  const folder = /\b(?:in|inside|from|under)\s+(?:the\s+)?(?:folder|directory|dir)\s+["'`]?([^\s"'`,]+)/i.exec(text) ?? /\b(?:folder|directory)\s+["'`]?((?:\.{0,2}\/|~\/|[A-Za-z]:\\)[^\s"'`,]*)/i.exec(text);
  if (folder) s.folder = folder[1];
  const ext = /(?:^|\s)(?:all\s+)?(?:the\s+)?\*?\.(jpg|jpeg|png|gif|pdf|csv|xlsx|txt|docx|mp3|mp4|json)\b|\b(jpg|jpeg|png|pdf|csv|xlsx|txt|docx|mp3|mp4)\s+files\b/i.exec(text);
  if (ext) s.extension = `.${(ext[1] ?? ext[2])!.toLowerCase()}`;
  const prefix = /\bprefix\s+(?:of\s+|with\s+)?["'`]([^"'`]+)["'`]|\bprefix\s+(?:of\s+|with\s+)?([\w-]+)/i.exec(text);
  if (prefix) s.rename.prefix = prefix[1] ?? prefix[2];
  const suffix = /\bsuffix\s+(?:of\s+|with\s+)?["'`]([^"'`]+)["'`]|\bsuffix\s+(?:of\s+|with\s+)?([\w-]+)/i.exec(text);
  if (suffix) s.rename.suffix = suffix[1] ?? suffix[2];
  if (/\blower ?case\b/.test(lower)) s.rename.lowercase = true;
  if (/\bspaces?\b/.test(lower)) s.rename.spaces = true;
  if (/\bdate\b/.test(lower) && /\brenam/.test(lower)) s.rename.datePrefix = true;
  if (/\bnumber(ed|ing)?\b|\bsequen/.test(lower)) s.rename.numbered = true;
  const repl = /\breplace\s+["'`]([^"'`]+)["'`]\s+with\s+["'`]([^"'`]*)["'`]/i.exec(text);
  if (repl) s.rename.replace = [repl[1]!, repl[2]!];

  if (/\bpostgres(?:ql)?\b/.test(lower)) s.database = "postgresql";
  else if (/\bmysql|mariadb\b/.test(lower)) s.database = "mysql";
  else if (/\bsqlite\b/.test(lower)) s.database = "sqlite";
  else if (/\bsql server|mssql|azure sql\b/.test(lower)) s.database = "mssql";
  else if (/\boracle\b/.test(lower)) s.database = "oracle";

  const NOT_TABLE = /^(the|a|an|my|our|it|this|that|last|past|previous|next|today|yesterday|api|url|website|page|file|files|csv|excel|database|db|bigquery|postgres|postgresql|mysql|sqlite|python)$/i;
  const tableCandidates = [
    /`([\w-]+(?:\.[\w-]+){1,2})`/.exec(text)?.[1],
    /\b([a-z][\w-]*\.[a-z_]\w*(?:\.[\w-]+)?)\b/i.exec(text.replace(/https?:\/\/\S+/g, ""))?.[1],
    /\btable\s+["'`]?(\w+)/i.exec(text)?.[1],
    /\bfrom\s+(?:the\s+)?["'`]?(\w+)["'`]?\s+table\b/i.exec(text)?.[1],
    /\b(?:select|query|get|fetch|pull|export|load)\s+(?:all\s+)?(?:the\s+)?(\w+s)\s+(?:from|where|in|for|created|since)\b/i.exec(text)?.[1],
  ];
  const table = tableCandidates.find((t) => t && !NOT_TABLE.test(t) && !/\.(csv|xlsx|xls|json|txt|py|sh|png)$/i.test(t));
  if (table) s.table = table;
  // Pasted SQL: SELECT … FROM … in capitals, or any select with * or a column list.
  const sql =
    /\b(SELECT\s[\s\S]+?\bFROM\b[\s\S]+?)(?=;|["'`]{1,3}(?:\s|$)|$|\s+(?:and|then)\s+(?:save|export|write))/.exec(text) ??
    /\b(select\s+(?:\*|\w+\s*,[\s\S]*?)\s+from\s+[\s\S]+?)(?=;|["'`]{1,3}(?:\s|$)|$|\s+(?:and|then)\s+(?:save|export|write))/i.exec(text);
  if (sql) s.sql = sql[1]!.trim();

  const sel = /\b(?:selector|css)\s+["'`]([^"'`]+)["'`]|["'`]([.#]?[a-z][\w-]*(?:[.#][\w-]+)*(?:\s+[a-z][\w-]*(?:[.#][\w-]+)*)*)["'`]/i.exec(text);
  if (sel) s.selector = sel[1] ?? sel[2];
  else if (/\btables?\b/.test(lower) && /scrap|extract|html|web/.test(lower)) s.selector = "table";
  else if (/\blinks?\b/.test(lower)) s.selector = "a[href]";
  else if (/\bheadlines?|titles?|headings?\b/.test(lower)) s.selector = "h1, h2, h3";
  return s;
}

function clock(h?: string, min?: string, ampm?: string, fallbackHour?: string): string {
  let hour = Number(h ?? fallbackHour ?? 9);
  if (ampm === "pm" && hour < 12) hour += 12;
  if (ampm === "am" && hour === 12) hour = 0;
  return `${String(Math.min(hour, 23)).padStart(2, "0")}:${String(Math.min(Number(min ?? 0), 59)).padStart(2, "0")}`;
}

import type { Condition, Dialect, FieldRef, Measure } from "../ir";
import { cut, ENTITIES, entityIdField, fieldFrom, measureFrom, trimFiller } from "./phrases";
import { type Doc, PLACEHOLDER, singular, wordsOf } from "./text";

/** Words that never start a date field's name ("truncate order date" names Order Date). */
const NOT_DATE_WORDS =
  "by|over|of|the|and|to|from|between|per|for|in|a|an|with|using|is|are|on|at|than|vs|when|where|if|then|each|every|" +
  "truncates|truncate|truncating|trunc|extract|get|round|convert|add|subtract|format|parse|cast|show|use|find|calculate|compute|return|pull|change|make|" +
  "set|take|group|bucket|first|earliest|latest|min|max|minimum|maximum|until|since|after|before|days|weeks|months|years|day|week|month|" +
  "year|quarter|name|number|start|beginning|end";

/** A gap left where a recognised part of the request was taken out. */
export const GAP = " | ";

/**
 * The working state of one parse: the request text, from which each recognised part (the
 * family's trigger words, a window size, filters, a date field) is removed as it is read, so
 * that what is left at the end is the measure the user is talking about.
 */
export class Ctx {
  t: string;
  /** Fields the parser had to assume (named in the explanation as ones to rename). */
  readonly assumed: FieldRef[];
  /** Conditions the formula leaves to the view's filters (named in the explanation). */
  readonly viewFilters: Condition[];
  private dateCache: FieldRef | null = null;

  constructor(
    readonly doc: Doc,
    readonly dialect: Dialect,
    shared?: { assumed: FieldRef[]; viewFilters: Condition[] },
  ) {
    this.t = ` ${doc.text} `;
    this.assumed = shared?.assumed ?? [];
    this.viewFilters = shared?.viewFilters ?? [];
  }

  /** A context over other text (a clause of this request) that shares the assumptions. */
  fork(text: string): Ctx {
    const c = new Ctx(this.doc, this.dialect, { assumed: this.assumed, viewFilters: this.viewFilters });
    c.t = ` ${text} `;
    c.dateCache = this.dateCache;
    return c;
  }

  has(re: RegExp): boolean {
    return re.test(this.t);
  }

  /** Finds `re`, removes the match from the working text and returns it. */
  take(re: RegExp): RegExpExecArray | null {
    const m = re.exec(this.t);
    if (!m) return null;
    this.t = this.t.slice(0, m.index) + GAP + this.t.slice(m.index + m[0].length);
    return m;
  }

  /** Removes every match of `re` without leaving a gap (for filler words inside a phrase). */
  erase(re: RegExp): void {
    const g = new RegExp(re.source, re.flags.includes("g") ? re.flags : re.flags + "g");
    this.t = this.t.replace(g, " ");
  }

  /** Removes every match of `re`, leaving a gap between the parts on either side. */
  drop(re: RegExp): void {
    const g = new RegExp(re.source, re.flags.includes("g") ? re.flags : re.flags + "g");
    this.t = this.t.replace(g, GAP);
  }

  assume(name: string, extra: Partial<FieldRef> = {}): FieldRef {
    const f: FieldRef = { name, assumed: true, ...extra };
    if (!this.assumed.some((a) => a.name === name)) this.assumed.push(f);
    return f;
  }

  field(phrase: string, opts: { asDimension?: boolean } = {}): FieldRef | null {
    return fieldFrom(phrase, this.doc, opts);
  }

  measure(phrase: string, fallbackAgg: Measure["agg"] = "sum"): Measure | null {
    return measureFrom(phrase, this.doc, fallbackAgg, this.dialect === "looker");
  }

  /**
   * The date field the request names ("by order date", "[Ship Date]", "using created_at"),
   * removed from the text; otherwise an assumed "Order Date".
   */
  dateField(opts: { keep?: boolean; fallback?: string; anyRef?: boolean } = {}): FieldRef {
    if (this.dateCache) return this.dateCache;
    const found = this.findDate(opts.keep ?? false, opts.anyRef ?? false);
    const web = /\b(sessions?|users?|visitors?|pageviews?|page views|clicks?|impressions?|events?|signups?|bounces?|conversions?|views)\b/.test(this.doc.text);
    this.dateCache = found ?? this.assume(opts.fallback ?? (web ? "Date" : "Order Date"));
    return this.dateCache;
  }

  /** Whether the request names a date field at all. */
  mentionsDate(anyRef = false): boolean {
    return this.findDate(true, anyRef) !== null;
  }

  /** `anyRef`: when the request is about a date (its part, its month end), any explicit reference is that date. */
  private findDate(keep: boolean, anyRef = false): FieldRef | null {
    // An explicit field whose name looks like a date.
    for (const m of this.t.matchAll(/§(\d+)/g)) {
      const q = this.doc.quoted[Number(m[1])];
      // ("Monthly Revenue" and "Days Late" are no dates: the date words must stand alone.)
      // ("Cycle Time Min", "Lead Time", "Wait Time (hrs)": a time counted in a unit is a duration, no date.)
      const duration = /\b(?:cycle|lead|wait|waiting|response|handle|handling|turnaround|down|run|idle|travel|processing|resolution|transit|screen|watch|talk|hold|dwell|queue|service|setup|set up|load|loading|prep|cook|delivery|drive|flight|fly|labou?r|ride|trip|session|play|active)[\s_]+time\b|\btime[\s_]*\(?(?:min|mins|minutes?|hrs?|hours?|secs?|seconds?|ms|days?|s|h|m)\b/i.test(q?.text ?? "");
      if (q && q.kind !== "quote" && !duration && /(?<!candi|vali|up|man|liqui|consoli|accommo)date|(?<![a-z])time(?![a-z])|timestamp|\bday\b|\bmonth\b|\byear\b|\bweek\b|period|created|updated|_at\b|_on\b|\bdt\b|_(?:day|month|year|week)\b|(?:day|month|year|week)_/i.test(q.text)) {
        if (!keep) this.t = this.t.replace(new RegExp(`(?:\\b(?:by|over|using|on|across|per|for|from|of|in)\\s+)?${m[0]}(?!\\d)`), GAP);
        return fieldFrom(m[0], this.doc);
      }
    }
    const re = new RegExp(
      `(?:\\b(?:by|over|using|on|across|per|for|from|of|in|based on|according to|along)\\s+)?(?:the\\s+)?\\b((?:(?!(?:${NOT_DATE_WORDS})\\b)[a-z_]+\\s+){0,2}?(?:date|datetime|timestamp|dt|date of birth|birth date|dob)|[a-z_]+_(?:at|on|date|dt)|(?:check in|check out|checkin|checkout|sign up|sign in|log in|pick up|drop off|move in|move out|opt in|opt out|go live|check-in|check-out)\\s+date|(?<=^\\s*|[|,:]\\s*|\\b(?:the|each|a|of|for|by|per|from|to|and|between|since|until|after|before|on|with|using|truncate|trunc|truncating|round|extract|get|convert|format|use|show)\\s)(?:return|start|end|first|due)\\s+date|(?:(?!(?:${NOT_DATE_WORDS})\\b)[a-z_]+\\s+)(?:start|end|due|return|renewal|close|closing)\\s+date)\\b`,
    );
    const all = [...this.t.matchAll(new RegExp(re.source, "g"))];
    const m = all.find((x) => wordsOf(x[1]!).length > 1 && !/^date$/.test(x[1]!)) ?? all[0];
    if (!m) {
      // An explicit column or field with no date-like name ("the date in A2") still names the date.
      const ref = /§(\d+)/.exec(this.t);
      const q = ref ? this.doc.quoted[Number(ref[1])] : undefined;
      if (anyRef && ref && q && q.kind !== "quote") {
        if (!keep) this.t = this.t.replace(ref[0], GAP);
        return fieldFrom(ref[0], this.doc);
      }
      return null;
    }
    let words = trimFiller(wordsOf(m[1]!), this.doc.casing);
    if (words.length === 0) return null;
    // ("work order Created Date": a date written in title case after lower-case words is named by its capitals.)
    const caps = (w: string) => /^[A-Z]/.test(this.doc.casing.get(w) ?? "");
    let k = words.length;
    while (k > 0 && caps(words[k - 1]!)) k--;
    if (k > 0 && words.length - k >= 2 && words.slice(0, k).every((w) => !caps(w))) words = words.slice(k);
    if (!keep) this.t = this.t.slice(0, m.index) + GAP + this.t.slice(m.index + m[0].length);
    const phrase = words.join(" ") === "dob" ? "date of birth" : words.join(" ");
    return fieldFrom(phrase, this.doc);
  }

  /** The dimension after "by", "per", "for each", "across" (e.g. "rank ... by region"), removed. */
  groupBy(opts: { words?: string } = {}): FieldRef | null {
    const lead = opts.words ?? "for each|for every|for all|per each|per|by each|by|across all|across|within each|within|in each|at the|at|of each|of every|each";
    const re = new RegExp(`\\b(?:${lead})\\s+((?:§\\d+)|(?:[a-z_]+)(?:\\s+(?!by\\b|per\\b|for\\b|and\\b|in\\b|over\\b|with\\b|where\\b|when\\b|based\\b|using\\b|of\\b|on\\b|to\\b|\\|)[a-z_]+){0,2})(?:\\s+level)?\\b`);
    const m = re.exec(this.t);
    if (!m) return null;
    const f = this.field(cut(m[1]!), { asDimension: !PLACEHOLDER.test(m[1]!) });
    if (!f) return null;
    this.t = this.t.slice(0, m.index) + GAP + this.t.slice(m.index + m[0].length);
    return f;
  }

  /**
   * What is left once the recognised parts are gone: the first stretch of words, read up to a
   * boundary word, that still names something.
   */
  residual(): string {
    for (const seg of this.t.split("|")) {
      const phrase = cut(seg.trim());
      const words = trimFiller(wordsOf(phrase), this.doc.casing);
      if (words.length && !words.every((w) => /^-?\d+(\.\d+)?$/.test(w))) return words.join(" ");
    }
    return "";
  }

  residualMeasure(fallbackAgg: Measure["agg"] = "sum"): Measure | null {
    // "sales growth vs previous month for ${orders.total_sales}": a Looker field reference left in
    // the request is the measure, whatever plain words come before it.
    const refs = [...this.t.matchAll(/§(\d+)/g)].filter((m) => this.doc.quoted[Number(m[1])]?.kind === "looker");
    for (const seg of this.t.split("|")) {
      const phrase = cut(seg.trim());
      if (!trimFiller(wordsOf(phrase), this.doc.casing).length) continue;
      const m = this.measure(phrase, fallbackAgg);
      if (m && refs.length === 1 && !/§\d+/.test(phrase)) return this.measure(refs[0]![0], fallbackAgg) ?? m;
      if (m) return m;
    }
    return null;
  }

  /**
   * The measure of a time calculation. A bare entity plural ("rolling sum of orders") counts the
   * entity in Tableau and DAX, where rows are order lines and no Orders column exists; analytics
   * sources (Looker Studio, Looker) and sheets keep such metrics as columns.
   */
  timeMeasure(): Measure {
    const m = this.measureOrDefault();
    const f = m.field;
    // ("Total Bookings", written in title case, names a column.)
    // People are counted however they are written ("Customers MoM growth"); no one sums a Customers column.
    const people = /^(?:customers|users|clients|patients|employees|members|subscribers|students|visitors|buyers|sellers|candidates|applicants)$/i.test(f?.name ?? "");
    const bare =
      f && !f.assumed && !f.view && !f.table && !f.isMeasureRef && !f.column && !this.doc.raw.includes(`[${f.name}]`) && (people || !/^[A-Z]/.test(this.doc.casing.get(f.name.toLowerCase()) ?? ""));
    if ((this.dialect === "tableau" || this.dialect === "dax") && m.agg === "sum" && bare && /^[a-z]+s$/i.test(f.name) && ENTITIES.has(singular(f.name.toLowerCase()))) {
      return { agg: "countd", field: entityIdField(singular(f.name.toLowerCase()), this.doc), entity: true };
    }
    return m;
  }

  /** The residual measure, or an assumed SUM(Sales) when the request names none. */
  measureOrDefault(fallbackAgg: Measure["agg"] = "sum"): Measure {
    return this.residualMeasure(fallbackAgg) ?? { agg: fallbackAgg, field: this.assume("Sales") };
  }
}

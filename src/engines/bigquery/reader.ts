import { FILLER_WORDS } from "./text";

/**
 * The request text with a record of which characters have been understood. Each extractor
 * consumes the words it reads; whatever meaningful words are left at the end were not understood,
 * and the generator says so instead of guessing.
 */
export class Reader {
  /** Lower-case text with straight quotes and single spaces. */
  readonly text: string;
  /** The same text in its original case (for quoted values), when lower-casing kept the length. */
  readonly original: string;
  private readonly used: boolean[];
  /** Names (tables, columns) the request mentioned; not counted as leftovers. */
  readonly knownWords = new Set<string>();

  constructor(input: string) {
    const clean = input
      .replace(/[\u2018\u2019\u201b]/g, "'")
      .replace(/[\u201c\u201d]/g, '"')
      .replace(/\s+/g, " ")
      .trim()
      .replace(/[?!]+$/, "")
      .replace(/\.$/, "");
    const lower = clean.toLowerCase();
    this.text = lower;
    this.original = lower.length === clean.length ? clean : lower;
    this.used = new Array<boolean>(lower.length).fill(false);
  }

  private maskedCache: string | null = null;

  /** The text with consumed characters blanked out: later patterns see the words around them as neighbours. */
  masked(): string {
    if (this.maskedCache === null) {
      let out = "";
      for (let i = 0; i < this.text.length; i++) out += this.used[i] ? " " : this.text[i];
      this.maskedCache = out;
    }
    return this.maskedCache;
  }

  /** First match of re (global flag added) in the unconsumed text, starting at `from`. */
  find(re: RegExp, from = 0): RegExpExecArray | null {
    const g = new RegExp(re.source, re.flags.includes("g") ? re.flags : re.flags + "g");
    g.lastIndex = from;
    const text = this.masked();
    let m: RegExpExecArray | null;
    while ((m = g.exec(text))) {
      if (m[0].length === 0) {
        g.lastIndex++;
        continue;
      }
      // Consumed characters are blanks in the masked text, so any letters matched are unread ones.
      return m;
    }
    return null;
  }

  /** Every non-overlapping unconsumed match, in order. */
  findAll(re: RegExp): RegExpExecArray[] {
    const out: RegExpExecArray[] = [];
    let from = 0;
    let m: RegExpExecArray | null;
    while ((m = this.find(re, from))) {
      out.push(m);
      from = m.index + m[0].length;
    }
    return out;
  }

  overlaps(start: number, end: number): boolean {
    for (let i = start; i < end; i++) if (this.used[i]) return true;
    return false;
  }

  consume(m: RegExpExecArray | [number, number]): void {
    // A RegExpExecArray is an array too: tell them apart by what index 0 holds.
    const [start, end] = typeof m[0] === "number" ? (m as [number, number]) : [(m as RegExpExecArray).index, (m as RegExpExecArray).index + (m as RegExpExecArray)[0].length];
    for (let i = start; i < end; i++) this.used[i] = true;
    this.maskedCache = null;
  }

  /** Start offset of a capture group (JS has no group indices without the d flag; search inside the match). */
  groupStart(m: RegExpExecArray, group: number): number {
    const g = m[group];
    if (g === undefined) return -1;
    return m.index + m[0].lastIndexOf(g);
  }

  /** The original-case text of a range. */
  originalSlice(start: number, end: number): string {
    return this.original.slice(start, end);
  }

  /** Meaningful words, numbers, quoted values and operators nothing has consumed. */
  leftovers(): string[] {
    const words: string[] = [];
    const re = /'[^']*'|"[^"]*"|[<>=!]+|[a-z0-9_%.-]+/g;
    let m: RegExpExecArray | null;
    while ((m = re.exec(this.text))) {
      if (this.overlaps(m.index, m.index + m[0].length)) continue;
      const w = m[0].replace(/^[.-]+|[.-]+$/g, "");
      if (!w || FILLER_WORDS.has(w) || this.knownWords.has(w)) continue;
      words.push(w);
    }
    return words;
  }
}

import type { RecordHasher } from "./hash";

/** The text a batch of records was parsed from (see RecordReader). */
export interface RecordText {
  /** The parsed text: the batch's first record starts at its index 0 and the others follow without a gap; null when not at hand. */
  text: string | null;
  delimiter: string;
  newline: string;
}

/**
 * Hashes a batch's records (as RecordHasher.fields() would) from the text they were parsed from,
 * one after the other.
 *
 * Why: reading the characters of one flat chunk in one loop per record costs less than one loop
 * per field string (most of which are substrings of that chunk); hashing was most of the
 * analyzer's cost over parsing.
 *
 * Why this is exact: it walks the text as Papa Parse does on well-formed CSV, and gives up at
 * anything else. A field that does not start with a quote is taken literally up to the next
 * delimiter or line break, so its text is the next fields[i].length characters; a field that
 * starts with a quote runs to a quote that is not doubled, a doubled quote standing for one. Each
 * field must end exactly where its length from the parser says, followed by the delimiter (or, for
 * the last one, the line break or the end of the text). Papa accepts more than that (spaces after
 * a closing quote, a stray quote inside a quoted field, an unclosed quote); each of those fails a
 * check here, and from there on the batch is hashed from its fields (where the next record starts
 * is then unknown). So every record hashed here had exactly the text hashed, and the next record
 * starts where it ended.
 *
 * A record with no quote in [pos, end], where end = pos + its fields' lengths + delimiters, is
 * the text [pos, end) exactly if a line break follows it: a quoted field in it would start with
 * a quote at or before `end`. Such a record is hashed in one loop.
 */
export class RecordReader {
  private pos = 0;
  /** Index of the first quote at or after `pos` (text.length + 1 when there is none). */
  private quote = -1;
  private readonly delimiter: number;
  private readonly newline: number;
  private readonly crlf: boolean;

  constructor(
    private readonly text: string,
    delimiter: string,
    newline: string,
    private readonly hasher: RecordHasher,
  ) {
    this.delimiter = delimiter.charCodeAt(0);
    this.newline = newline.charCodeAt(0);
    this.crlf = newline.length === 2;
  }

  /**
   * Hashes the next record, which has these fields, into the hasher (finish() left to the caller),
   * and sets firsts[i] to the first character code of each non-empty field (the analyzer's blank
   * check; read here from the flat text, it costs less than from the field). False if it could
   * not (see above).
   */
  next(fields: string[], firsts: Int32Array): boolean {
    const text = this.text;
    const n = fields.length;
    const hasher = this.hasher;
    const start = this.pos;
    let end = start - 1;
    for (let i = 0; i < n; i++) {
      // Where each field starts if none is quoted (if one is, they are read again below).
      firsts[i] = text.charCodeAt(end + 1);
      end += fields[i].length + 1;
    }
    if (this.quote < start) {
      const q = text.indexOf('"', start);
      this.quote = q < 0 ? text.length + 1 : q;
    }
    hasher.start(n);
    // (A quote right at `end` starts a quoted last field: `1,""` has fields "1" and "".)
    if (this.quote > end) {
      hasher.span(text, start, end);
      return this.lineBreak(end);
    }
    // Quotes: field by field, by the lengths from the parser, the next quote's index telling which
    // fields are quoted; runs of unquoted fields (with their delimiters) are hashed at once.
    const delimiter = this.delimiter;
    const last = n - 1;
    let quote = this.quote;
    let run = start;
    let pos = start;
    for (let i = 0; i < n; i++) {
      if (pos === quote) {
        firsts[i] = text.charCodeAt(pos + 1);
        hasher.span(text, run, pos);
        pos = hasher.quoted(text, pos + 1, fields[i].length, delimiter);
        if (pos < 0 || (i < last && text.charCodeAt(pos) !== delimiter)) return false;
        run = pos;
      } else {
        firsts[i] = text.charCodeAt(pos);
        pos += fields[i].length;
      }
      if (i < last) pos++;
      if (quote < pos) {
        // Past a quoted field (or a quote inside an unquoted one, which is part of its value).
        quote = text.indexOf('"', pos);
        if (quote < 0) quote = text.length + 1;
      }
    }
    this.quote = quote;
    hasher.span(text, run, pos);
    return this.lineBreak(pos);
  }

  /** The record ends at `end`: a line break (or the end of the text) must follow; the next record starts after it. */
  private lineBreak(end: number): boolean {
    const text = this.text;
    if (end === text.length) {
      this.pos = end;
      return true;
    }
    if (text.charCodeAt(end) !== this.newline) return false;
    if (!this.crlf) {
      this.pos = end + 1;
      return true;
    }
    if (text.charCodeAt(end + 1) !== 0x0a) return false;
    this.pos = end + 2;
    return true;
  }
}

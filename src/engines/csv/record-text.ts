import type { RecordHasher } from "./hash";

const QUOTE = 0x22;

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
 * Why: hashing was most of the analyzer's cost over parsing, and reading one flat chunk of text
 * costs less than reading the parser's field strings (most of them substrings of that chunk, each
 * its own object): a record without quotes is hashed in one loop over its text, and a record with
 * quoted fields in one loop per run of unquoted fields plus one per quoted field.
 *
 * Why this is exact: it walks the text as Papa Parse does on well-formed CSV, by the field lengths
 * Papa found, and gives up at anything else. A field that does not start with a quote is taken
 * literally up to the next delimiter or line break (Papa splits there), so its text is the next
 * fields[i].length characters, and a delimiter follows it (or, after the last field, the line
 * break). A field that starts with a quote runs to a quote that is not doubled, a doubled quote
 * standing for one; that must give exactly fields[i].length characters, and the closing quote
 * must be followed by the delimiter (or, for the last field, the line break or the end of the
 * text). Papa accepts more (spaces after a closing quote, a stray quote inside a quoted field, an
 * unclosed quote); each of those fails a check here, and from there on the batch is hashed from
 * its fields, since where the next record starts is then unknown. The line break is checked after
 * every record, which catches any reading of the text that went astray.
 */
export class RecordReader {
  private pos = 0;
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
    const delimiter = this.delimiter;
    const last = n - 1;
    hasher.start(n);
    // Field by field, by the lengths from the parser; runs of unquoted fields (with their
    // delimiters) are hashed at once: a record without quotes in one loop over its text.
    let run = this.pos;
    let pos = run;
    for (let i = 0; i < n; i++) {
      const c0 = text.charCodeAt(pos);
      if (c0 === QUOTE) {
        firsts[i] = text.charCodeAt(pos + 1);
        hasher.span(text, run, pos);
        pos = hasher.quoted(text, pos + 1, fields[i].length, delimiter);
        if (pos < 0 || (i < last && text.charCodeAt(pos) !== delimiter)) return false;
        run = pos;
      } else {
        firsts[i] = c0;
        pos += fields[i].length;
      }
      if (i < last) pos++;
    }
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

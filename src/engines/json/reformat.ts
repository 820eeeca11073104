/**
 * A strict RFC 8259 JSON validator and lossless re-formatter.
 *
 * Why not JSON.parse + JSON.stringify: that round trip changes the data a user pasted —
 * `12345678901234567890` becomes `12345678901234567000`, `1.0` becomes `1`, `1e400` becomes
 * `null`, `-0` becomes `0`, duplicate keys collapse and escapes are rewritten. Here every token
 * (string, number, literal) is copied from the input exactly as written; only the whitespace
 * between tokens changes.
 *
 * The scanner is a single loop with an explicit stack (no recursion), so 100,000 nested brackets
 * are handled like any other input instead of overflowing the call stack.
 */
import { positionOf } from "./position";
import { Utf8Writer } from "./utf8-writer";

export type JsonLayout = "format" | "minify" | "validate";

export interface JsonSyntaxError {
  /** A sentence for people, e.g. "Expected ',' or '}' after a property value". */
  message: string;
  /** Offset in UTF-16 code units where the problem starts. */
  offset: number;
  /** 1-based line. */
  line: number;
  /** 1-based column, in characters (code points). */
  column: number;
}

export interface JsonStats {
  /** Number of values (scalars and containers, keys not counted). */
  values: number;
  /** Deepest nesting of arrays and objects (0 for a lone scalar). */
  maxDepth: number;
  /** Size of the output in UTF-8 bytes (0 for "validate"). */
  outputBytes: number;
}

export type ReformatResult =
  | { ok: true; output: string; stats: JsonStats }
  | { ok: false; error: JsonSyntaxError; tooLarge?: undefined }
  /** Valid JSON whose formatted text would not fit in a string (e.g. 100,000 nested arrays). */
  | { ok: false; tooLarge: { limit: number; message: string }; error?: undefined };

export interface ReformatOptions {
  /** Indent unit for "format"; two spaces by default. */
  indent?: string;
  /**
   * Longest output to build, in bytes of UTF-8. Indentation grows with depth, so a deeply
   * nested document can pretty-print to a quadratic size; stop before the engine runs out of memory.
   */
  maxOutputLength?: number;
}

/** V8's longest string is 2^29 - 24 code units; stay well below it. */
export const DEFAULT_MAX_OUTPUT_LENGTH = 2 ** 28;

const enum State {
  /** A value is required (top level, after ':' or after ',' in an array). */
  Value,
  /** Just after '[': a value or ']' */
  FirstInArray,
  /** Just after '{': a key or '}' */
  FirstInObject,
  /** After ',' in an object: a key is required. */
  Key,
  /** After a key: ':' is required. */
  Colon,
  /** After a value inside a container: ',' or the closing bracket. */
  AfterValue,
  /** After the top-level value: only whitespace may follow. */
  End,
}

const ARRAY = 1;
const OBJECT = 2;

class SyntaxFailure {
  constructor(
    readonly message: string,
    readonly offset: number,
  ) {}
}

class OutputTooLarge {}

/** Validates `text` and, unless layout is "validate", returns it re-laid-out. */
export function reformatJson(text: string, layout: JsonLayout, options: ReformatOptions = {}): ReformatResult {
  const limit = options.maxOutputLength ?? DEFAULT_MAX_OUTPUT_LENGTH;
  try {
    const { output, stats } = scan(text, layout, options.indent ?? "  ", limit);
    return { ok: true, output, stats };
  } catch (err) {
    if (err instanceof OutputTooLarge) {
      // The output was abandoned part-way: a syntax error later in the input takes precedence.
      const check = reformatJson(text, "validate");
      if (!check.ok) return check;
      const message = `The formatted JSON would be longer than ${limit.toLocaleString("en-US")} characters (its nesting is too deep to indent). Minify it instead.`;
      return { ok: false, tooLarge: { limit, message } };
    }
    if (err instanceof SyntaxFailure) {
      const { line, column } = positionOf(text, err.offset);
      return { ok: false, error: { message: err.message, offset: err.offset, line, column } };
    }
    throw err;
  }
}

export function formatJson(text: string, indent = "  "): ReformatResult {
  return reformatJson(text, "format", { indent });
}

export function minifyJson(text: string): ReformatResult {
  return reformatJson(text, "minify");
}

export function validateJson(text: string): ReformatResult {
  return reformatJson(text, "validate");
}

function scan(text: string, layout: JsonLayout, indentUnit: string, limit: number): { output: string; stats: JsonStats } {
  const n = text.length;
  const pretty = layout === "format";
  const w = layout === "validate" ? null : new Utf8Writer(pretty ? Math.ceil(n * 1.3) + 1024 : n + 16);
  // Formatting writes token by token (`p` is the writer, or null); minifying copies the input in
  // runs between stretches of whitespace, which is the same text and much faster.
  const p = pretty ? w : null;
  const minify = layout === "minify" ? w : null;
  const uniformIndent = indentUnit.length > 0 && indentUnit.split("").every((ch) => ch === indentUnit[0]);
  const newline = (writer: Utf8Writer, depth: number): void => {
    // Tokens are never longer than the input; only indentation can blow the output up.
    if (writer.length + 1 + depth * indentUnit.length > limit) throw new OutputTooLarge();
    writer.byte(0x0a);
    if (uniformIndent) writer.fill(indentUnit.charCodeAt(0), depth * indentUnit.length);
    else writer.ascii(indentUnit, depth);
  };

  let i = 0;
  // RFC 8259 §8.1: a parser MAY ignore a byte order mark. Files are decoded with the BOM
  // stripped; a pasted text that still starts with U+FEFF is treated the same way.
  if (n > 0 && text.charCodeAt(0) === 0xfeff) i = 1;
  let runStart = i;

  const stack: number[] = [];
  let state: State = State.Value;
  let values = 0;
  let maxDepth = 0;

  for (;;) {
    // Skip the four JSON whitespace characters (and nothing else: no NBSP, no U+2028).
    let c = 0;
    const wsStart = i;
    while (i < n) {
      c = text.charCodeAt(i);
      if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) i++;
      else break;
    }
    if (minify && i > wsStart) {
      minify.copy(text, runStart, wsStart);
      runStart = i;
    }
    if (i >= n) {
      if (state === State.End) {
        minify?.copy(text, runStart, n);
        break;
      }
      throw new SyntaxFailure(endOfInputMessage(state, stack, i === 0 || onlyBomBefore(text, i)), n);
    }

    switch (state) {
      case State.End:
        throw new SyntaxFailure(`Unexpected ${describeAt(text, i)} after the end of the JSON value`, i);

      case State.Colon:
        if (c !== 0x3a) throw new SyntaxFailure(`Expected ':' after the property name, found ${describeAt(text, i)}`, i);
        if (p) {
          p.byte(0x3a);
          p.byte(0x20);
        }
        i++;
        state = State.Value;
        continue;

      case State.AfterValue: {
        const top = stack[stack.length - 1];
        if (c === 0x2c) {
          if (p) {
            p.byte(0x2c);
            newline(p, stack.length);
          }
          i++;
          state = top === OBJECT ? State.Key : State.Value;
          continue;
        }
        if ((c === 0x5d && top === ARRAY) || (c === 0x7d && top === OBJECT)) {
          stack.pop();
          if (p) {
            newline(p, stack.length);
            p.byte(c);
          }
          i++;
          state = stack.length === 0 ? State.End : State.AfterValue;
          continue;
        }
        const expected = top === ARRAY ? "',' or ']' after an array element" : "',' or '}' after a property value";
        throw new SyntaxFailure(`Expected ${expected}, found ${describeAt(text, i)}`, i);
      }

      case State.FirstInObject:
      case State.Key: {
        if (c === 0x7d && state === State.FirstInObject) {
          stack.pop();
          p?.byte(0x7d);
          i++;
          state = stack.length === 0 ? State.End : State.AfterValue;
          continue;
        }
        if (c !== 0x22) {
          if (c === 0x7d) throw new SyntaxFailure("Trailing comma before '}'", i);
          if (c === 0x27) throw new SyntaxFailure("Property names must use double quotes, not single quotes", i);
          if (c === 0x2f) throw new SyntaxFailure("Comments are not allowed in JSON", i);
          if (isIdentifierStart(c)) throw new SyntaxFailure("Property names must be strings in double quotes", i);
          throw new SyntaxFailure(`Expected a property name in double quotes, found ${describeAt(text, i)}`, i);
        }
        if (p && state === State.FirstInObject) newline(p, stack.length);
        const end = scanString(text, i);
        p?.copy(text, i, end);
        i = end;
        state = State.Colon;
        continue;
      }

      case State.FirstInArray:
        if (c === 0x5d) {
          stack.pop();
          p?.byte(0x5d);
          i++;
          state = stack.length === 0 ? State.End : State.AfterValue;
          continue;
        }
        // A value follows: put it on its own line, then read it as in the Value state.
        if (p) newline(p, stack.length);
        state = State.Value;
        continue;

      case State.Value: {
        values++;
        if (c === 0x7b || c === 0x5b) {
          stack.push(c === 0x7b ? OBJECT : ARRAY);
          if (stack.length > maxDepth) maxDepth = stack.length;
          p?.byte(c);
          i++;
          state = c === 0x7b ? State.FirstInObject : State.FirstInArray;
          continue;
        }
        let end: number;
        if (c === 0x22) end = scanString(text, i);
        else if (c === 0x2d || (c >= 0x30 && c <= 0x39)) end = scanNumber(text, i);
        else if (c === 0x74 && text.startsWith("true", i)) end = i + 4;
        else if (c === 0x66 && text.startsWith("false", i)) end = i + 5;
        else if (c === 0x6e && text.startsWith("null", i)) end = i + 4;
        else throw new SyntaxFailure(unexpectedValueMessage(text, i, state, stack), i);
        p?.copy(text, i, end);
        i = end;
        state = stack.length === 0 ? State.End : State.AfterValue;
        continue;
      }
    }
  }

  return { output: w ? w.toString() : "", stats: { values, maxDepth, outputBytes: w ? w.length : 0 } };
}

/** Returns the offset just past the closing quote of the string starting at `start`. */
function scanString(text: string, start: number): number {
  const n = text.length;
  let i = start + 1;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === 0x22) return i + 1;
    if (c === 0x5c) {
      const e = i + 1 < n ? text.charCodeAt(i + 1) : -1;
      if (e === 0x75) {
        for (let k = 2; k < 6; k++) {
          if (!isHexDigit(i + k < n ? text.charCodeAt(i + k) : -1)) {
            throw new SyntaxFailure("Invalid unicode escape: \\u must be followed by four hex digits", i);
          }
        }
        i += 6;
        continue;
      }
      // " \ / b f n r t
      if (e === 0x22 || e === 0x5c || e === 0x2f || e === 0x62 || e === 0x66 || e === 0x6e || e === 0x72 || e === 0x74) {
        i += 2;
        continue;
      }
      if (e === -1) break;
      const shown = e < 0x20 || e === 0x7f ? `U+${hex4(e)}` : String.fromCodePoint(text.codePointAt(i + 1) ?? e);
      throw new SyntaxFailure(`Invalid escape sequence '\\${shown}' in string: only \\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX are allowed`, i);
    }
    if (c >= 0xd800 && c <= 0xdfff) {
      // Escaped surrogates (\uD800) are grammar and are kept; a raw unpaired one is not text.
      const d = text.charCodeAt(i + 1);
      if (c <= 0xdbff && d >= 0xdc00 && d <= 0xdfff) {
        i += 2;
        continue;
      }
      throw new SyntaxFailure(`Unpaired surrogate U+${hex4(c)} in string: the text is not valid Unicode`, i);
    }
    if (c < 0x20) {
      if (c === 0x0a || c === 0x0d) throw new SyntaxFailure("Unterminated string: a line break must be written as \\n inside a string", i);
      throw new SyntaxFailure(`Control character U+${hex4(c)} must be escaped inside a string`, i);
    }
    i++;
  }
  throw new SyntaxFailure("Unterminated string: missing closing double quote", start);
}

/** Grammar of RFC 8259 §6: -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)? */
function scanNumber(text: string, start: number): number {
  const n = text.length;
  let i = start;
  if (text.charCodeAt(i) === 0x2d) i++;
  const first = i < n ? text.charCodeAt(i) : -1;
  if (first === 0x30) {
    i++;
    if (isDigit(i < n ? text.charCodeAt(i) : -1)) throw new SyntaxFailure("Numbers cannot have leading zeros", start);
  } else if (first >= 0x31 && first <= 0x39) {
    while (i < n && isDigit(text.charCodeAt(i))) i++;
  } else {
    throw new SyntaxFailure("Invalid number: a digit must follow '-'", start);
  }
  if (i < n && text.charCodeAt(i) === 0x2e) {
    i++;
    if (!isDigit(i < n ? text.charCodeAt(i) : -1)) throw new SyntaxFailure("Invalid number: a digit must follow the decimal point", start);
    while (i < n && isDigit(text.charCodeAt(i))) i++;
  }
  const e = i < n ? text.charCodeAt(i) : -1;
  if (e === 0x65 || e === 0x45) {
    i++;
    const s = i < n ? text.charCodeAt(i) : -1;
    if (s === 0x2b || s === 0x2d) i++;
    if (!isDigit(i < n ? text.charCodeAt(i) : -1)) throw new SyntaxFailure("Invalid number: the exponent needs digits", start);
    while (i < n && isDigit(text.charCodeAt(i))) i++;
  }
  // A number must end at a delimiter; "1.2.3", "0x1F" and "2abc" are not numbers.
  const after = i < n ? text.charCodeAt(i) : -1;
  if (after !== -1 && (isIdentifierPart(after) || after === 0x2e || after === 0x2b || after === 0x2d)) {
    throw new SyntaxFailure(`Invalid number ${quoteToken(text, start)}`, start);
  }
  return i;
}

function unexpectedValueMessage(text: string, i: number, state: State, stack: number[]): string {
  const c = text.charCodeAt(i);
  if (c === 0x5d && state === State.Value && stack[stack.length - 1] === ARRAY) return "Trailing comma before ']'";
  if (c === 0x5d || c === 0x7d) return `Expected a value, found '${text[i]}'`;
  if (c === 0x2c) return "Expected a value before ','";
  if (c === 0x27) return "Strings must use double quotes, not single quotes";
  if (c === 0x2f) return "Comments are not allowed in JSON";
  if (c === 0x2b) return "Numbers cannot start with '+'";
  if (c === 0x2e) return "Numbers must have a digit before the decimal point";
  if (isIdentifierStart(c)) {
    const word = quoteToken(text, i);
    return `Unexpected ${word}: JSON values are strings, numbers, objects, arrays, true, false or null`;
  }
  return `Expected a value, found ${describeAt(text, i)}`;
}

function endOfInputMessage(state: State, stack: number[], empty: boolean): string {
  if (empty) return "The input is empty: expected a JSON value";
  if (state === State.Colon) return "Unexpected end of input: expected ':'";
  if (stack.length > 0) {
    const close = stack[stack.length - 1] === ARRAY ? "']'" : "'}'";
    return `Unexpected end of input: ${stack.length} unclosed bracket${stack.length === 1 ? "" : "s"}, expected ${close}`;
  }
  return "Unexpected end of input: expected a value";
}

function onlyBomBefore(text: string, i: number): boolean {
  for (let k = 0; k < i; k++) {
    const c = text.charCodeAt(k);
    if (!(c === 0xfeff && k === 0) && c !== 0x20 && c !== 0x0a && c !== 0x0d && c !== 0x09) return false;
  }
  return true;
}

/** A short, printable description of the character at i, e.g. "'x'" or "U+00A0 (non-breaking space)". */
function describeAt(text: string, i: number): string {
  const cp = text.codePointAt(i) ?? 0;
  if (cp === 0xa0) return "a non-breaking space (U+00A0)";
  if (cp === 0xfeff) return "a byte order mark (U+FEFF)";
  if (cp < 0x20 || (cp >= 0x7f && cp < 0xa0) || cp === 0x2028 || cp === 0x2029) return `character U+${hex4(cp)}`;
  if (isIdentifierStart(cp)) return quoteToken(text, i);
  return `'${String.fromCodePoint(cp)}'`;
}

/** The word-like token starting at i (for messages such as "Unexpected 'NaN'"), capped in length. */
function quoteToken(text: string, i: number): string {
  let end = i;
  while (end < text.length && end - i < 24) {
    const c = text.charCodeAt(end);
    if (isIdentifierPart(c) || c === 0x2e || c === 0x2b || c === 0x2d) end++;
    else break;
  }
  return `'${text.slice(i, Math.max(end, i + 1))}'`;
}

function isDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}

function isHexDigit(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);
}

function isIdentifierStart(c: number): boolean {
  return (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || c === 0x5f || c === 0x24;
}

function isIdentifierPart(c: number): boolean {
  return isIdentifierStart(c) || isDigit(c);
}

function hex4(c: number): string {
  return c.toString(16).toUpperCase().padStart(4, "0");
}

/** Tokenizer for Looker Studio calculated-field formulas. */

export type TokenKind = "number" | "string" | "ident" | "quoted-ident" | "op" | "lparen" | "rparen" | "comma" | "star";

export interface Token {
  kind: TokenKind;
  /** Source text; for strings and quoted names, the decoded value. */
  text: string;
  /** Offset in the formula (0-based) for error messages. */
  pos: number;
}

export class FormulaSyntaxError extends Error {
  constructor(
    message: string,
    readonly pos: number,
  ) {
    super(message);
    this.name = "FormulaSyntaxError";
  }
}

const NUMBER = /^(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?/;
const IDENT = /^[\p{L}_][\p{L}\p{M}\p{N}_.]*/u;
const OPERATORS = ["!=", "<>", "<=", ">=", "=", "<", ">", "+", "-", "/"];

/** Reads the text of a quoted run starting at `start` (the opening quote), decoding backslash escapes. */
function readQuoted(src: string, start: number, quote: string): { value: string; end: number } {
  let value = "";
  let i = start + 1;
  while (i < src.length) {
    const ch = src[i];
    if (ch === "\\" && i + 1 < src.length) {
      const next = src[i + 1];
      value += next === "n" ? "\n" : next === "t" ? "\t" : next;
      i += 2;
      continue;
    }
    if (ch === quote) return { value, end: i + 1 };
    value += ch;
    i++;
  }
  throw new FormulaSyntaxError(`The text starting at position ${start + 1} has no closing ${quote}`, start);
}

export function tokenize(src: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < src.length) {
    const ch = src[i];
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    const rest = src.slice(i);
    if (ch === '"' || ch === "'") {
      const { value, end } = readQuoted(src, i, ch);
      tokens.push({ kind: "string", text: value, pos: i });
      i = end;
      continue;
    }
    if (ch === "`") {
      const { value, end } = readQuoted(src, i, "`");
      if (!value.trim()) throw new FormulaSyntaxError(`Empty field name at position ${i + 1}`, i);
      tokens.push({ kind: "quoted-ident", text: value, pos: i });
      i = end;
      continue;
    }
    const num = NUMBER.exec(rest);
    if (num) {
      tokens.push({ kind: "number", text: num[0], pos: i });
      i += num[0].length;
      continue;
    }
    const ident = IDENT.exec(rest);
    if (ident) {
      tokens.push({ kind: "ident", text: ident[0].replace(/\.+$/, ""), pos: i });
      i += ident[0].replace(/\.+$/, "").length;
      continue;
    }
    if (ch === "(") tokens.push({ kind: "lparen", text: ch, pos: i });
    else if (ch === ")") tokens.push({ kind: "rparen", text: ch, pos: i });
    else if (ch === ",") tokens.push({ kind: "comma", text: ch, pos: i });
    else if (ch === "*") tokens.push({ kind: "star", text: ch, pos: i });
    else {
      const op = OPERATORS.find((o) => rest.startsWith(o));
      if (!op) throw new FormulaSyntaxError(`Unexpected "${ch}" at position ${i + 1}`, i);
      tokens.push({ kind: "op", text: op, pos: i });
      i += op.length;
      continue;
    }
    i++;
  }
  return tokens;
}

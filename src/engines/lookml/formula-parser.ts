import { FormulaSyntaxError, tokenize, type Token } from "./formula-lexer";

/** The formula as a tree. Parentheses the user wrote are kept (`group`) so the output groups the same way. */
export type Expr =
  | { kind: "number"; text: string }
  | { kind: "string"; value: string }
  | { kind: "boolean"; value: boolean }
  | { kind: "null" }
  | { kind: "star" }
  | { kind: "field"; name: string }
  | { kind: "call"; name: string; args: Expr[] }
  | { kind: "cast"; expr: Expr; type: string }
  | { kind: "group"; expr: Expr }
  | { kind: "negate"; expr: Expr }
  | { kind: "not"; expr: Expr }
  | { kind: "binary"; op: string; left: Expr; right: Expr }
  | { kind: "in"; expr: Expr; list: Expr[]; negated: boolean }
  | { kind: "is-null"; expr: Expr; negated: boolean }
  | { kind: "like"; expr: Expr; pattern: Expr; negated: boolean }
  | { kind: "case"; subject: Expr | null; whens: { when: Expr; then: Expr }[]; otherwise: Expr | null };

/** Words that end a field name typed with spaces ("Order Value") because they belong to the formula. */
const KEYWORDS = new Set(["AND", "OR", "NOT", "IN", "IS", "NULL", "LIKE", "CASE", "WHEN", "THEN", "ELSE", "END", "AS", "TRUE", "FALSE"]);

const COMPARISONS = new Set(["=", "!=", "<>", "<", "<=", ">", ">="]);

class Parser {
  private i = 0;
  constructor(
    private readonly tokens: Token[],
    private readonly length: number,
  ) {}

  private peek(offset = 0): Token | undefined {
    return this.tokens[this.i + offset];
  }

  private describe(token: Token | undefined): string {
    return token ? `"${token.text}" at position ${token.pos + 1}` : "the end of the formula";
  }

  private fail(expected: string): never {
    const token = this.peek();
    throw new FormulaSyntaxError(`Expected ${expected} but found ${this.describe(token)}`, token?.pos ?? this.length);
  }

  private isWord(word: string, offset = 0): boolean {
    const t = this.peek(offset);
    return t?.kind === "ident" && t.text.toUpperCase() === word;
  }

  private acceptWord(word: string): boolean {
    if (!this.isWord(word)) return false;
    this.i++;
    return true;
  }

  private expectWord(word: string): void {
    if (!this.acceptWord(word)) this.fail(word);
  }

  private expect(kind: Token["kind"], what: string): Token {
    const t = this.peek();
    if (t?.kind !== kind) this.fail(what);
    this.i++;
    return t;
  }

  parse(): Expr {
    if (this.tokens.length === 0) throw new FormulaSyntaxError("The formula is empty", 0);
    const expr = this.or();
    if (this.peek()) this.fail("an operator or the end of the formula");
    return expr;
  }

  private or(): Expr {
    let left = this.and();
    while (this.acceptWord("OR")) left = { kind: "binary", op: "OR", left, right: this.and() };
    return left;
  }

  private and(): Expr {
    let left = this.not();
    while (this.acceptWord("AND")) left = { kind: "binary", op: "AND", left, right: this.not() };
    return left;
  }

  private not(): Expr {
    if (this.acceptWord("NOT")) return { kind: "not", expr: this.not() };
    return this.comparison();
  }

  private comparison(): Expr {
    const left = this.additive();
    const t = this.peek();
    if (t?.kind === "op" && COMPARISONS.has(t.text)) {
      this.i++;
      return { kind: "binary", op: t.text === "<>" ? "!=" : t.text, left, right: this.additive() };
    }
    if (this.isWord("IS")) {
      this.i++;
      const negated = this.acceptWord("NOT");
      this.expectWord("NULL");
      return { kind: "is-null", expr: left, negated };
    }
    const negated = this.isWord("NOT") && (this.isWord("IN", 1) || this.isWord("LIKE", 1));
    if (negated) this.i++;
    if (this.acceptWord("IN")) {
      this.expect("lparen", "(");
      const list = [this.or()];
      while (this.peek()?.kind === "comma") {
        this.i++;
        list.push(this.or());
      }
      this.expect("rparen", ")");
      return { kind: "in", expr: left, list, negated };
    }
    if (this.acceptWord("LIKE")) return { kind: "like", expr: left, pattern: this.additive(), negated };
    return left;
  }

  private additive(): Expr {
    let left = this.multiplicative();
    for (let t = this.peek(); t?.kind === "op" && (t.text === "+" || t.text === "-"); t = this.peek()) {
      this.i++;
      left = { kind: "binary", op: t.text, left, right: this.multiplicative() };
    }
    return left;
  }

  private multiplicative(): Expr {
    let left = this.unary();
    for (let t = this.peek(); t && (t.kind === "star" || (t.kind === "op" && t.text === "/")); t = this.peek()) {
      this.i++;
      left = { kind: "binary", op: t.kind === "star" ? "*" : "/", left, right: this.unary() };
    }
    return left;
  }

  private unary(): Expr {
    const t = this.peek();
    if (t?.kind === "op" && t.text === "-") {
      this.i++;
      return { kind: "negate", expr: this.unary() };
    }
    if (t?.kind === "op" && t.text === "+") {
      this.i++;
      return this.unary();
    }
    return this.primary();
  }

  private primary(): Expr {
    const t = this.peek();
    if (!t) this.fail("a value, a field or a function");
    switch (t.kind) {
      case "number":
        this.i++;
        return { kind: "number", text: t.text };
      case "string":
        this.i++;
        return { kind: "string", value: t.text };
      case "quoted-ident":
        this.i++;
        return { kind: "field", name: t.text };
      case "lparen": {
        this.i++;
        const expr = this.or();
        this.expect("rparen", ")");
        return { kind: "group", expr };
      }
      case "ident":
        return this.identifier(t);
      default:
        this.fail("a value, a field or a function");
    }
  }

  private identifier(t: Token): Expr {
    const upper = t.text.toUpperCase();
    if (upper === "CASE") return this.caseExpr();
    if (upper === "TRUE" || upper === "FALSE") {
      this.i++;
      return { kind: "boolean", value: upper === "TRUE" };
    }
    if (upper === "NULL") {
      this.i++;
      return { kind: "null" };
    }
    if (KEYWORDS.has(upper)) this.fail("a value, a field or a function");
    this.i++;
    if (this.peek()?.kind === "lparen") return this.call(t);
    // A field name typed with spaces: "Order Value" arrives as two words.
    let name = t.text;
    while (this.peek()?.kind === "ident" && !KEYWORDS.has(this.peek()!.text.toUpperCase()) && this.peek(1)?.kind !== "lparen") {
      name += ` ${this.peek()!.text}`;
      this.i++;
    }
    return { kind: "field", name };
  }

  private call(t: Token): Expr {
    const name = t.text.toUpperCase();
    this.expect("lparen", "(");
    if (name === "CAST") {
      const expr = this.or();
      this.expectWord("AS");
      const type = this.expect("ident", "a type name").text.toUpperCase();
      this.expect("rparen", ")");
      return { kind: "cast", expr, type };
    }
    const args: Expr[] = [];
    if (this.peek()?.kind !== "rparen") {
      args.push(this.argument(name));
      while (this.peek()?.kind === "comma") {
        this.i++;
        args.push(this.argument(name));
      }
    }
    this.expect("rparen", ")");
    return { kind: "call", name, args };
  }

  private argument(fn: string): Expr {
    // COUNT(*) is the one place a bare star is a value.
    if (fn === "COUNT" && this.peek()?.kind === "star" && this.peek(1)?.kind === "rparen") {
      this.i++;
      return { kind: "star" };
    }
    return this.or();
  }

  private caseExpr(): Expr {
    this.i++; // CASE
    const subject = this.isWord("WHEN") ? null : this.or();
    const whens: { when: Expr; then: Expr }[] = [];
    while (this.acceptWord("WHEN")) {
      const when = this.or();
      this.expectWord("THEN");
      whens.push({ when, then: this.or() });
    }
    if (whens.length === 0) this.fail("WHEN");
    const otherwise = this.acceptWord("ELSE") ? this.or() : null;
    this.expectWord("END");
    return { kind: "case", subject, whens, otherwise };
  }
}

/** Parses a Looker Studio formula; throws FormulaSyntaxError with a position on bad input. */
export function parseFormula(formula: string): Expr {
  return new Parser(tokenize(formula), formula.length).parse();
}

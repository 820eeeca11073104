export type CodeLanguage =
  | "plain"
  | "sql"
  | "dax"
  | "excel"
  | "tableau"
  | "looker-studio"
  | "looker"
  | "lookml"
  | "python"
  | "json";

export interface Token {
  kind: "text" | "kw" | "fn" | "str" | "num" | "com" | "ref";
  text: string;
}

const SQL_KEYWORDS =
  "select from where and or not in is null as on join inner left right full outer cross union all distinct group by order having limit offset insert into values update set delete create replace model options case when then else end with over partition rows between preceding following current row qualify asc desc true false like interval date timestamp exists if";
const PY_KEYWORDS =
  "def class return import from as if elif else for while in not and or is None True False try except finally with lambda pass raise yield global print async await";
const LOOKML_KEYWORDS = "dimension measure type sql html value_format_name label view dimension_group timeframes";
const FORMULA_KEYWORDS = "if then else elseif end case when and or not in var return true false null fixed include exclude";

const keywordSets: Partial<Record<CodeLanguage, Set<string>>> = {
  sql: new Set(SQL_KEYWORDS.split(" ")),
  python: new Set(PY_KEYWORDS.split(" ")),
  lookml: new Set([...LOOKML_KEYWORDS.split(" "), ...SQL_KEYWORDS.split(" ")]),
  dax: new Set(FORMULA_KEYWORDS.split(" ")),
  tableau: new Set(FORMULA_KEYWORDS.split(" ")),
  "looker-studio": new Set(FORMULA_KEYWORDS.split(" ")),
  looker: new Set(FORMULA_KEYWORDS.split(" ")),
  excel: new Set(FORMULA_KEYWORDS.split(" ")),
};

/**
 * A small tokenizer good enough to colour formulas, SQL, Python, LookML and JSON. It never drops or
 * changes characters: joining the token texts gives the input back exactly.
 */
export function highlight(code: string, language: CodeLanguage): Token[] {
  if (language === "plain" || code.length > 200_000) return [{ kind: "text", text: code }];
  const out: Token[] = [];
  const kw = keywordSets[language];
  const lineComment = language === "python" || language === "lookml" ? "#" : language === "sql" ? "--" : "//";
  const re =
    /(\$\{[^}\n]*\}|\[[^\]\n]*\])|("(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`[^`\n]*`)|(-?\b\d+(?:\.\d+)?(?:[eE][+-]?\d+)?\b)|([A-Za-z_][A-Za-z0-9_.]*)(?=\s*\()|([A-Za-z_][A-Za-z0-9_]*)|(--[^\n]*|#[^\n]*|\/\/[^\n]*|\/\*[\s\S]*?\*\/)/g;
  let last = 0;
  let m: RegExpExecArray | null;
  const push = (kind: Token["kind"], text: string) => {
    const prev = out[out.length - 1];
    if (prev && prev.kind === kind) prev.text += text;
    else out.push({ kind, text });
  };
  while ((m = re.exec(code))) {
    if (m.index > last) push("text", code.slice(last, m.index));
    const [full, ref, str, num, fn, word, comment] = m;
    if (comment !== undefined) {
      const isComment = comment.startsWith("/*") || comment.startsWith(lineComment);
      push(isComment ? "com" : "text", full);
    } else if (ref !== undefined) {
      push(language === "json" || language === "python" ? "text" : "ref", full);
    } else if (str !== undefined) push("str", full);
    else if (num !== undefined) push("num", full);
    else if (fn !== undefined) push("fn", full);
    else if (word !== undefined) push(kw?.has(word.toLowerCase()) ? "kw" : "text", full);
    else push("text", full);
    last = re.lastIndex;
  }
  if (last < code.length) push("text", code.slice(last));
  return out;
}

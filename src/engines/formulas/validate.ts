import { HyperFormula } from "hyperformula";
import { knownFunctions } from "./dialect-functions";
import type { Dialect } from "./ir";

/**
 * Checks a formula written for one dialect: balanced brackets and quotes, only that dialect's
 * function names, and none of the syntax that gives away another dialect (${...} outside Looker,
 * Table[Column] outside DAX, CASE WHEN in Tableau...). Excel formulas must also parse in
 * HyperFormula. Used to vet AI answers and, in tests, every built-in answer.
 */

export interface FormulaCheck {
  ok: boolean;
  problems: string[];
}

/** The formula with string literals blanked (so their contents are never mistaken for code). */
export function codeOnly(formula: string, dialect: Dialect): { code: string; unclosed: boolean } {
  let out = "";
  let quote: string | null = null;
  const quotes = dialect === "excel" || dialect === "dax" ? ['"'] : ['"', "'"];
  for (let i = 0; i < formula.length; i++) {
    const ch = formula[i]!;
    if (quote) {
      if (ch === "\\" && dialect !== "excel" && dialect !== "dax") {
        out += "  ";
        i++;
        continue;
      }
      if (ch === quote) {
        if ((dialect === "excel" || dialect === "dax") && formula[i + 1] === quote) {
          out += "  ";
          i++;
          continue;
        }
        quote = null;
        out += ch;
        continue;
      }
      out += ch === "\n" ? "\n" : " ";
      continue;
    }
    if (quotes.includes(ch)) {
      // DAX table names are quoted with single quotes ('Date'[Date]); they stay code.
      quote = ch;
      out += ch;
      continue;
    }
    out += ch;
  }
  return { code: out, unclosed: quote !== null };
}

function balanced(code: string): string | null {
  const pairs: Record<string, string> = { ")": "(", "]": "[", "}": "{" };
  const stack: string[] = [];
  for (const ch of code) {
    if (ch === "(" || ch === "[" || ch === "{") stack.push(ch);
    else if (ch in pairs) {
      if (stack.pop() !== pairs[ch]) return `Unbalanced "${ch}"`;
    }
  }
  return stack.length ? `Unclosed "${stack[stack.length - 1]}"` : null;
}

/** Marks of other dialects that must not appear in this one's code (strings excluded). */
const FOREIGN: Record<Dialect, Array<[RegExp, string]>> = {
  tableau: [
    [/\$\{/, "Looker ${...} reference"],
    [/^\s*=/, "leading = (Excel)"],
    [/[A-Za-z0-9_']\[/, "Table[Column] reference (DAX)"],
    [/\bCASE\s+WHEN\b/i, "CASE WHEN (not Tableau syntax)"],
    [/\bVAR\s+\w+\s*=|\bRETURN\b/, "VAR/RETURN (DAX)"],
    [/\b[A-Z]{1,2}\d+\b(?![\]])/, "cell reference (Excel)"],
  ],
  "looker-studio": [
    [/\$\{/, "Looker ${...} reference"],
    [/^\s*=/, "leading = (Excel)"],
    [/\[/, "bracketed field (Tableau/DAX)"],
    [/\{\s*(FIXED|INCLUDE|EXCLUDE)\b/i, "LOD expression (Tableau)"],
    [/\bIF\b(?!\s*\()/, "IF ... THEN (Tableau)"],
    [/\bELSEIF\b/i, "ELSEIF (Tableau)"],
    [/\bVAR\s+\w+\s*=|\bRETURN\b/, "VAR/RETURN (DAX)"],
  ],
  dax: [
    [/\$\{/, "Looker ${...} reference"],
    [/^\s*=/, "leading = (Excel)"],
    [/\{\s*(FIXED|INCLUDE|EXCLUDE)\b/i, "LOD expression (Tableau)"],
    [/\bCASE\s+WHEN\b/i, "CASE WHEN (SQL/Looker Studio)"],
    [/\bIF\b(?!\s*\()/, "IF ... THEN (Tableau)"],
    [/\bELSEIF\b|\bEND\b/, "ELSEIF/END (Tableau)"],
  ],
  looker: [
    [/^\s*=/, "leading = (Excel)"],
    [/(^|[^$A-Za-z0-9_])\[[^\]]*\]/, "bracketed field (Tableau/DAX)"],
    [/\{\s*(FIXED|INCLUDE|EXCLUDE)\b/i, "LOD expression (Tableau)"],
    [/\bCASE\s+WHEN\b/i, "CASE WHEN (SQL/Looker Studio)"],
    [/\bTHEN\b|\bELSEIF\b|\bEND\b/, "IF ... THEN ... END (Tableau)"],
  ],
  excel: [
    [/\$\{/, "Looker ${...} reference"],
    [/\{\s*(FIXED|INCLUDE|EXCLUDE)\b/i, "LOD expression (Tableau)"],
    [/\bCASE\s+WHEN\b/i, "CASE WHEN (SQL/Looker Studio)"],
    [/\bTHEN\b|\bELSEIF\b/, "IF ... THEN (Tableau)"],
    [/[A-Za-z_']\[/, "Table[Column] reference (DAX)"],
  ],
};

/** Words of the languages themselves, which may stand before "(" without being functions. */
const KEYWORDS = new Set(["IF", "THEN", "ELSE", "ELSEIF", "WHEN", "END", "CASE", "AND", "OR", "NOT", "IN", "RETURN", "VAR", "IS"]);

let hf: HyperFormula | null = null;
function excelSyntaxOk(formula: string): boolean {
  hf ??= HyperFormula.buildEmpty({ licenseKey: "gpl-v3" });
  return hf.validateFormula(formula);
}

export function validateFormula(dialect: Dialect, formula: string): FormulaCheck {
  const problems: string[] = [];
  const text = formula.trim();
  if (!text) return { ok: false, problems: ["The formula is empty."] };
  if (text.length > 8000) problems.push("The formula is implausibly long.");
  const { code, unclosed } = codeOnly(text, dialect);
  if (unclosed) problems.push("A text literal is not closed.");
  const bad = balanced(dialect === "looker" ? code.replace(/\$\{[^}]*\}/g, "x") : code);
  if (bad) problems.push(bad);

  // Field names inside [...] or ${...} are names, not code: "[Q1 Sales]" is no cell reference.
  const neutral = code.replace(/\[[^\]\n]*\]/g, "[x]").replace(/\$\{[^}\n]*\}/g, "${x}");
  // DAX measures start "Name =": the name is not code.
  const checked = dialect === "dax" ? neutral.replace(/^[^=\n]*?=\s*/, "") : neutral;
  for (const [re, what] of FOREIGN[dialect]) {
    if (re.test(checked)) problems.push(`Contains ${what}.`);
  }

  const known = knownFunctions(dialect);
  const calls = checked.matchAll(/([A-Za-z_][A-Za-z0-9_.]*)\s*\(/g);
  for (const m of calls) {
    const name = m[1]!;
    if (KEYWORDS.has(name.toUpperCase())) continue;
    // Looker Studio names fields as they are ("Basket Size (USD)"): a unit in parentheses after a
    // space ends a field name, it calls nothing.
    if (dialect === "looker-studio" && /\s\($/.test(m[0]) && /^\((?:[$€£¥%#]|[A-Za-z]{1,5}|\$[A-Z]{0,3}|000s)\)/.test(checked.slice(m.index! + m[0].length - 1))) continue;
    const key = dialect === "looker" ? name : name.toUpperCase();
    if (dialect === "looker" && name !== name.toLowerCase() && !/^(AND|OR|NOT)$/.test(name)) problems.push(`Looker functions are lower case: ${name}.`);
    if (!known.has(key) && !(dialect === "looker" && known.has(name.toLowerCase()))) problems.push(`Unknown ${dialect} function: ${name}.`);
  }

  if (dialect === "excel") {
    if (!text.startsWith("=")) problems.push("An Excel formula starts with =.");
    else if (!excelSyntaxOk(text)) problems.push("HyperFormula cannot parse the formula.");
  } else if (text.startsWith("=")) problems.push("Only Excel formulas start with =.");

  return { ok: problems.length === 0, problems: [...new Set(problems)] };
}

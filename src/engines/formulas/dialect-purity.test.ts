import { describe, expect, it } from "vitest";
import { quickCalcCatalogue } from "../../contracts/functions/quick-calc-catalogue";
import { corpus } from "./corpus";
import { type Dialect, dialects, generateFormula } from "./index";
import { codeOnly } from "./validate";

/**
 * No answer may carry another dialect's syntax. Each dialect has marks only it uses; an answer in
 * one dialect must show none of the others' marks (string literals are ignored).
 */
// REGEXP_EXTRACT is not a mark: Tableau and Looker Studio both have it under that name.
const SIGNATURES: Record<Dialect, Array<[RegExp, string]>> = {
  tableau: [
    [/\b(COUNTD|ZN|IIF|DATETRUNC|DATEPART|DATENAME|RUNNING_SUM|RUNNING_AVG|WINDOW_AVG|WINDOW_SUM|LOOKUP|TOTAL|RANK_DENSE|ELSEIF)\b/, "Tableau function"],
    [/\{\s*(FIXED|INCLUDE|EXCLUDE)\b/, "Tableau LOD"],
  ],
  "looker-studio": [
    [/\b(COUNT_DISTINCT|CONTAINS_TEXT|LEFT_TEXT|RIGHT_TEXT|DATETIME_DIFF|DATETIME_ADD|DATETIME_SUB|FORMAT_DATETIME|CURRENT_DATE|DATE_DIFF|DATETIME_TRUNC)\b/, "Looker Studio function"],
    [/\bCASE\s+WHEN\b/, "CASE WHEN"],
  ],
  dax: [
    [/\b(CALCULATE|DIVIDE|DISTINCTCOUNT|TOTALYTD|TOTALQTD|TOTALMTD|SAMEPERIODLASTYEAR|DATESINPERIOD|RANKX|ALLSELECTED|ALLEXCEPT|SUMX|AVERAGEX|LOOKUPVALUE|COALESCE|SWITCH|COUNTROWS)\s*\(/, "DAX function"],
    [/[A-Za-z_']\[[^\]]+\]/, "Table[Column]"],
    [/\bVAR\s+\w+\s*=/, "VAR"],
  ],
  looker: [
    [/\$\{[^}]+\}/, "${view.field}"],
    [/\b(running_total|offset_list|pivot_offset|offset|count_distinct|diff_days|diff_months|extract_years|trunc_months|is_null)\s*\(/, "Looker function"],
  ],
  excel: [
    [/^\s*=/, "leading ="],
    [/\b(SUMIFS|COUNTIFS|AVERAGEIFS|MAXIFS|MINIFS|XLOOKUP|VLOOKUP|IFS|DATEDIF|SUMPRODUCT)\s*\(/, "Excel function"],
    [/\b[A-Z]{1,2}\d+\b|\b[A-Z]{1,2}:[A-Z]{1,2}\b/, "cell reference"],
  ],
};

function foreignMarks(dialect: Dialect, formula: string): string[] {
  const { code } = codeOnly(formula, dialect);
  // DAX measure names ("Sales YoY % =") and field names inside [...] / ${...} are names, not syntax.
  const body = (dialect === "dax" ? code.replace(/^[^=\n]*?=\s*/, "") : code).replace(/\[[^\]\n]*\]/g, (m) => (dialect === "dax" ? m : "[x]"));
  const found: string[] = [];
  for (const other of dialects) {
    if (other === dialect) continue;
    for (const [re, what] of SIGNATURES[other]) {
      // Functions several dialects share by name (LOOKUP, COALESCE, SWITCH...) only count with their own syntax.
      if (dialect === "excel" && /Tableau function|DAX function/.test(what) && /\b(LOOKUP|COALESCE|SWITCH|TOTAL)\b/.test(body.match(re)?.[0] ?? "")) continue;
      if (re.test(body)) found.push(`${other}: ${what}`);
    }
  }
  return found;
}

describe("dialect purity", () => {
  for (const dialect of dialects) {
    it(`${dialect} answers carry no other dialect's syntax`, () => {
      const problems: string[] = [];
      const requests = [...new Set([...corpus.map((c) => c.query), ...Object.values(quickCalcCatalogue).flat().map((c) => c.example)])];
      for (const q of requests) {
        const r = generateFormula(dialect, q);
        if (!r.ok) continue;
        const marks = foreignMarks(dialect, r.formula);
        if (marks.length) problems.push(`${q} → ${r.formula} (${marks.join(", ")})`);
      }
      expect(problems).toEqual([]);
    });
  }

  it("the signatures do tell the dialects apart (a check that can fail)", () => {
    expect(foreignMarks("tableau", "CALCULATE(SUM(Sales[Amount]))")).not.toEqual([]);
    expect(foreignMarks("looker-studio", "SUM([Sales])")).toEqual([]);
    expect(foreignMarks("looker-studio", "COUNTD([Customer])")).not.toEqual([]);
    expect(foreignMarks("dax", "Total = running_total(${view.sales})")).not.toEqual([]);
    expect(foreignMarks("excel", "=SUM(IF [Region] = \"East\" THEN [Sales] END)")).toEqual([]);
    expect(foreignMarks("looker", "=SUMIFS(B:B, A:A, \"East\")")).not.toEqual([]);
  });
});

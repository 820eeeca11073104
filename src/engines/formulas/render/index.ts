import type { Dialect, FieldRef, Intent } from "../ir";
import { renderDax } from "./dax";
import { renderExcel } from "./excel";
import { renderLooker } from "./looker";
import { renderLookerStudio } from "./looker-studio";
import type { Rendered } from "./shared";
import { renderTableau } from "./tableau";

export type { Rendered, ExcelLayout } from "./shared";

const renderers: Record<Dialect, (intent: Intent) => Rendered> = {
  tableau: renderTableau,
  "looker-studio": renderLookerStudio,
  dax: renderDax,
  looker: renderLooker,
  excel: renderExcel,
};

/** Renders an intent in one dialect; throws CannotAnswer when the dialect cannot express it. */
export function render(intent: Intent, dialect: Dialect): Rendered {
  const out = renderers[dialect](intent);
  // An average of a row-level date difference: the dialect's mean around the difference (Excel
  // writes its own array form).
  if (intent.family === "dateDiff" && intent.average && dialect !== "excel") {
    if (dialect === "dax") {
      const at = out.formula.indexOf(" = ");
      const table = [intent.start, intent.end].find((x): x is FieldRef => x !== "today")?.table ?? "Sales";
      const t = /^[A-Za-z_][A-Za-z0-9_]*$/.test(table) ? table : `'${table}'`;
      return { formula: `${out.formula.slice(0, at)} = AVERAGEX(${t}, ${out.formula.slice(at + 3).replace(/\s+/g, " ").trim()})` };
    }
    return { formula: `${dialect === "looker" ? "mean" : "AVG"}(${out.formula.replace(/\s+/g, " ").trim()})` };
  }
  // "email domain from Email, lower case": the extracted text in the dialect's case function.
  if (intent.family === "textExtract" && intent.to) {
    const fn = dialect === "looker" ? intent.to : intent.to.toUpperCase();
    if (dialect === "excel") return { ...out, formula: `=${fn}(${out.formula.slice(1)})` };
    if (dialect === "dax") {
      const at = out.formula.indexOf(" = ");
      return { ...out, formula: `${out.formula.slice(0, at)} = ${fn}(${out.formula.slice(at + 3)})` };
    }
    return { ...out, formula: `${fn}(${out.formula})` };
  }
  return out;
}

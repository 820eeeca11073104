import { type Dialect, generateFormula } from "../index";

/**
 * Generative test cases: a request in a dialect and a check of the engine's answer. A failing case is
 * reported with what the engine answered, so a broken class shows its examples.
 */
export type Check = (formula: string, family: string, columns?: Record<string, string>) => boolean;
export type RequestCase = [Dialect, string, Check];

export const flat = (f: string): string => f.replace(/\s+/g, " ");

export function failures(cases: RequestCase[]): string[] {
  const bad: string[] = [];
  for (const [d, q, ok] of cases) {
    const r = generateFormula(d, q);
    if (!r.ok || !ok(flat(r.formula), r.family, r.excel?.columns)) bad.push(`[${d}] ${q} → ${r.ok ? `${flat(r.formula)} {${r.family}}${r.excel ? ` ${layout(r.excel.columns)}` : ""}` : "DECLINE"}`);
  }
  return bad;
}

const layout = (columns: Record<string, string>): string => Object.entries(columns).map(([n, c]) => `${n}=${c}`).join(" | ");

/** A check of the answer's text, where an Excel answer also names its fields in the layout it reports ("Revenue=A | Cost=B"). */
export const withLayout =
  (check: (text: string, family: string) => boolean): Check =>
  (formula, family, columns) =>
    check(columns ? `${formula} ${layout(columns)}` : formula, family);

/** The five dialects, in the order the screens list them. */
export const ALL_DIALECTS: Dialect[] = ["tableau", "looker-studio", "dax", "looker", "excel"];
export const snake = (s: string): string => s.toLowerCase().replace(/\s+/g, "_");
/** A field as written in each dialect's request ([Name], Table[Name], ${view.name} or plain words). */
export const ref = (d: Dialect, name: string, table = "Orders"): string =>
  d === "tableau" ? `[${name}]` : d === "looker" ? `\${${snake(table)}.${snake(name)}}` : d === "dax" ? `${table}[${name}]` : name;
/** The string literals of a formula, in order. */
export const literals = (f: string): string[] => [...f.matchAll(/"([^"]*)"/g)].map((m) => m[1]!);

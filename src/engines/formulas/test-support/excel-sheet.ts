import { CellError, EmptyValue, ErrorType, FunctionArgumentType, FunctionPlugin, HyperFormula, SimpleRangeValue } from "hyperformula";
import type { Cell } from "../corpus";
import type { ExcelLayout } from "../render/shared";

/**
 * TEST HARNESS ONLY. Puts an Excel answer on a sample sheet in HyperFormula and computes it.
 * HyperFormula lacks a few real Excel functions the answers use where they are the natural choice
 * (AVERAGEIFS, RANK, CONCAT, XMATCH, TEXTBEFORE/TEXTAFTER, month and day names in TEXT, TRUE and
 * FALSE written without parentheses); small implementations are registered here, never in the
 * product.
 */

type Scalar = number | string | boolean | null;

function scalar(v: unknown): Scalar {
  if (v === EmptyValue || v === undefined || v === null) return null;
  if (typeof v === "object" && v !== null && "val" in v) return (v as { val: number }).val;
  if (typeof v === "number" || typeof v === "string" || typeof v === "boolean") return v;
  return null;
}

const flat = (r: SimpleRangeValue): Scalar[] => r.data.flat().map(scalar);

/** Excel criteria: "East", ">100", "<>", "", "*apple*" (case-insensitive wildcards). */
function matches(value: Scalar, criterion: Scalar): boolean {
  if (typeof criterion === "number") return value === criterion;
  const c = String(criterion ?? "");
  const m = /^(<=|>=|<>|<|>|=)?(.*)$/s.exec(c)!;
  const op = m[1] ?? "=";
  const rhs = m[2]!;
  const num = rhs !== "" && !Number.isNaN(Number(rhs)) ? Number(rhs) : null;
  if (num !== null && op !== "=" && op !== "<>") {
    if (typeof value !== "number") return false;
    return op === ">" ? value > num : op === ">=" ? value >= num : op === "<" ? value < num : value <= num;
  }
  const eq = (() => {
    if (rhs === "") return value === null || value === "";
    if (num !== null && typeof value === "number") return value === num;
    const re = new RegExp(`^${rhs.replace(/[.+^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*").replace(/\?/g, ".")}$`, "is");
    return value !== null && re.test(String(value));
  })();
  return op === "<>" ? !eq : eq;
}

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

function serialToDate(n: number): Date {
  return new Date(Date.UTC(1899, 11, 30) + Math.floor(n) * 86400000);
}

class ExcelExtras extends FunctionPlugin {
  static override implementedFunctions = {
    AVERAGEIFS: {
      method: "averageifs",
      parameters: [{ argumentType: FunctionArgumentType.RANGE }, { argumentType: FunctionArgumentType.RANGE }, { argumentType: FunctionArgumentType.SCALAR }],
      repeatLastArgs: 2,
    },
    RANK: {
      method: "rank",
      parameters: [{ argumentType: FunctionArgumentType.NUMBER }, { argumentType: FunctionArgumentType.RANGE }, { argumentType: FunctionArgumentType.NUMBER, defaultValue: 0 }],
    },
    "RANK.EQ": {
      method: "rank",
      parameters: [{ argumentType: FunctionArgumentType.NUMBER }, { argumentType: FunctionArgumentType.RANGE }, { argumentType: FunctionArgumentType.NUMBER, defaultValue: 0 }],
    },
    CONCAT: { method: "concat", parameters: [{ argumentType: FunctionArgumentType.SCALAR }], repeatLastArgs: 1, expandRanges: true },
    XMATCH: {
      method: "xmatch",
      parameters: [{ argumentType: FunctionArgumentType.SCALAR }, { argumentType: FunctionArgumentType.RANGE }],
    },
    TEXTBEFORE: { method: "textbefore", parameters: [{ argumentType: FunctionArgumentType.STRING }, { argumentType: FunctionArgumentType.STRING }] },
    TEXTAFTER: { method: "textafter", parameters: [{ argumentType: FunctionArgumentType.STRING }, { argumentType: FunctionArgumentType.STRING }] },
    TEXT: { method: "text", parameters: [{ argumentType: FunctionArgumentType.NUMBER }, { argumentType: FunctionArgumentType.STRING }] },
  };

  averageifs(ast: never, state: never) {
    return this.runFunction((ast as { args: never[] }).args, state, this.metadata("AVERAGEIFS"), (avg: SimpleRangeValue, ...rest: unknown[]) => {
      const values = flat(avg);
      const keep = values.map(() => true);
      for (let i = 0; i < rest.length; i += 2) {
        const range = flat(rest[i] as SimpleRangeValue);
        const crit = scalar(rest[i + 1]);
        range.forEach((v, j) => {
          if (!matches(v, crit)) keep[j] = false;
        });
      }
      const nums = values.filter((v, i) => keep[i] && typeof v === "number") as number[];
      if (!nums.length) return new CellError(ErrorType.DIV_BY_ZERO);
      return nums.reduce((a, b) => a + b, 0) / nums.length;
    });
  }

  rank(ast: never, state: never) {
    return this.runFunction((ast as { args: never[] }).args, state, this.metadata("RANK"), (n: number, ref: SimpleRangeValue, order: number) => {
      const nums = flat(ref).filter((v): v is number => typeof v === "number");
      if (!nums.includes(n)) return new CellError(ErrorType.NA);
      return 1 + nums.filter((v) => (order ? v < n : v > n)).length;
    });
  }

  concat(ast: never, state: never) {
    return this.runFunction((ast as { args: never[] }).args, state, this.metadata("CONCAT"), (...parts: unknown[]) =>
      parts.map((p) => scalar(p) ?? "").join(""),
    );
  }

  xmatch(ast: never, state: never) {
    return this.runFunction((ast as { args: never[] }).args, state, this.metadata("XMATCH"), (v: unknown, r: SimpleRangeValue) => {
      const i = flat(r).findIndex((x) => x === scalar(v));
      return i < 0 ? new CellError(ErrorType.NA) : i + 1;
    });
  }

  textbefore(ast: never, state: never) {
    return this.runFunction((ast as { args: never[] }).args, state, this.metadata("TEXTBEFORE"), (s: string, d: string) => {
      const i = s.indexOf(d);
      return i < 0 ? new CellError(ErrorType.NA) : s.slice(0, i);
    });
  }

  textafter(ast: never, state: never) {
    return this.runFunction((ast as { args: never[] }).args, state, this.metadata("TEXTAFTER"), (s: string, d: string) => {
      const i = s.indexOf(d);
      return i < 0 ? new CellError(ErrorType.NA) : s.slice(i + d.length);
    });
  }

  text(ast: never, state: never) {
    return this.runFunction((ast as { args: never[] }).args, state, this.metadata("TEXT"), (n: number, fmt: string) => {
      const d = serialToDate(n);
      const f = fmt.toLowerCase();
      if (f === "mmmm") return MONTHS[d.getUTCMonth()]!;
      if (f === "mmm") return MONTHS[d.getUTCMonth()]!.slice(0, 3);
      if (f === "dddd") return DAYS[d.getUTCDay()]!;
      if (f === "ddd") return DAYS[d.getUTCDay()]!.slice(0, 3);
      if (f === "yyyy") return String(d.getUTCFullYear());
      return String(n);
    });
  }
}

let registered = false;
function register() {
  if (registered) return;
  HyperFormula.unregisterFunction("TEXT");
  HyperFormula.registerFunctionPlugin(ExcelExtras, {
    enGB: { AVERAGEIFS: "AVERAGEIFS", RANK: "RANK", "RANK.EQ": "RANK.EQ", CONCAT: "CONCAT", XMATCH: "XMATCH", TEXTBEFORE: "TEXTBEFORE", TEXTAFTER: "TEXTAFTER", TEXT: "TEXT" },
  });
  registered = true;
}

/** Excel serial number of a date (1900 date system). */
export function dateSerial(d: Date): number {
  return Math.round((Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()) - Date.UTC(1899, 11, 30)) / 86400000);
}

/** Sample values: ISO dates become serials; "@today±N" and "@jan1±N" are relative to the real today. */
export function cellValue(v: Cell): Cell {
  if (typeof v !== "string") return v;
  const rel = /^@(today|jan1)([+-]\d+)?$/.exec(v);
  if (rel) {
    const now = new Date();
    const base = rel[1] === "today" ? new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate())) : new Date(Date.UTC(now.getFullYear(), 0, 1));
    return dateSerial(base) + Number(rel[2] ?? 0);
  }
  if (/^\d{4}-\d{2}-\d{2}$/.test(v)) return dateSerial(new Date(`${v}T00:00:00Z`));
  return v;
}

function columnIndex(letter: string): number {
  let n = 0;
  for (const ch of letter) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

function sheetRows(columns: Record<string, string>, data: Record<string, Cell[]>): Array<Array<Cell>> {
  const width = Math.max(0, ...Object.values(columns).map((c) => columnIndex(c) + 1));
  const height = Math.max(0, ...Object.values(data).map((v) => v.length));
  const rows: Cell[][] = [Array.from({ length: width }, () => null)];
  for (let r = 0; r < height; r++) rows.push(Array.from({ length: width }, () => null));
  for (const [name, col] of Object.entries(columns)) {
    const c = columnIndex(col);
    rows[0]![c] = name;
    const values = data[name] ?? [];
    values.forEach((v, r) => (rows[r + 1]![c] = cellValue(v)));
  }
  return rows;
}

export interface Evaluated {
  value: Cell;
  fill: Cell[];
}

/**
 * Evaluates `formula` written for `layout` on a sheet holding `data`. Fails when the data names a
 * field the layout does not place (the engine read the fields wrongly). With `fillRows`, the
 * formula is copied down that many rows (relative references move, as in Excel's fill handle).
 */
export function evaluateExcel(
  formula: string,
  layout: ExcelLayout,
  data: Record<string, Cell[]>,
  lookup: Record<string, Record<string, Cell[]>> = {},
  fillRows = 0,
  cells: Record<string, Cell> = {},
): Evaluated {
  register();
  // The layout names only the columns the formula reads: sample data for a column it does not read (the date a
  // running total is sorted by) has nowhere to go and cannot change the result. Data the formula needs but under
  // another name leaves its cells empty, and the expected value fails.
  const used = Object.fromEntries(Object.entries(data).filter(([name]) => name in layout.columns));
  if (!Object.keys(used).length && Object.keys(data).length) throw new Error(`The formula has no column for any of ${Object.keys(data).join(", ")}; it placed ${JSON.stringify(layout.columns)}`);
  const sheets: Record<string, Cell[][]> = { Main: sheetRows(layout.columns, used) };
  for (const [sheetName, cols] of Object.entries(lookup)) {
    const map = layout.lookupSheet && layout.lookupSheet.name === sheetName ? layout.lookupSheet.columns : null;
    if (!map) throw new Error(`The formula does not read a sheet named ${sheetName}; it reads ${layout.lookupSheet?.name ?? "none"}`);
    for (const name of Object.keys(cols)) if (!(name in map)) throw new Error(`The ${sheetName} sheet has no column for "${name}"`);
    sheets[sheetName] = sheetRows(map, cols);
  }
  const hf = HyperFormula.buildFromSheets(sheets as never, { licenseKey: "gpl-v3", useArrayArithmetic: true });
  hf.addNamedExpression("TRUE", "=TRUE()");
  hf.addNamedExpression("FALSE", "=FALSE()");
  const main = hf.getSheetId("Main")!;
  for (const [addr, v] of Object.entries(cells)) {
    const m = /^([A-Z]{1,2})(\d+)$/.exec(addr)!;
    hf.setCellContents({ sheet: main, col: columnIndex(m[1]!), row: Number(m[2]) - 1 }, [[cellValue(v)]]);
  }
  const outCol = 25; // column Z, clear of the data
  const at = { sheet: main, col: outCol, row: layout.row - 1 };
  hf.setCellContents(at, [[formula]]);
  const read = (row: number): Cell => {
    const v = hf.getCellValue({ sheet: main, col: outCol, row });
    if (v && typeof v === "object" && "type" in v) throw new Error(`Excel error ${(v as { value: string }).value}: ${(v as { message: string }).message}`);
    return v as Cell;
  };
  const value = read(at.row);
  const fill: Cell[] = [value];
  if (fillRows > 1) {
    hf.copy({ start: at, end: at });
    for (let i = 1; i < fillRows; i++) {
      hf.paste({ sheet: main, col: outCol, row: at.row + i });
      fill.push(read(at.row + i));
    }
  }
  hf.destroy();
  return { value, fill };
}

/**
 * Prints the engine's answer to every request of a hold-out batch so each can be judged by hand:
 * `npx tsx src/engines/formulas/holdout/print.ts 91` (or v3 for the round-3 variants). Excel answers
 * carry the sheet layout the tool reports, since a formula is judged against that layout.
 */
import { generateFormula, type Dialect } from "../index";

type Batch = Array<[Dialect, string]>;

async function load(name: string): Promise<Batch> {
  if (name === "v3") {
    const { variantsRound3 } = await import("./variants-round3");
    return variantsRound3.map(([, d, q]): [Dialect, string] => [d, q]);
  }
  if (!/^\d+$/.test(name)) throw new Error(`no batch ${name}`);
  const mod = (await import(`./batch-${name}`)) as Record<string, Batch>;
  const batch = mod[`batch${name}`];
  if (!batch) throw new Error(`no batch ${name}`);
  return batch;
}

function layoutOf(excel: NonNullable<Extract<ReturnType<typeof generateFormula>, { ok: true }>["excel"]>): string {
  const cols = (c: Record<string, string>) => Object.entries(c).map(([f, l]) => `${f}=${l}`).join(", ");
  const parts = [`${excel.sheet ? `sheet ${excel.sheet}: ` : ""}${cols(excel.columns)}`];
  if (excel.lookupSheet) parts.push(`sheet ${excel.lookupSheet.name}: ${cols(excel.lookupSheet.columns)}`);
  return ` [layout: ${parts.join("; ")}]`;
}

async function main(): Promise<void> {
  const pick = await load(process.argv[2] ?? "1");
  pick.forEach(([dialect, query], i) => {
    const r = generateFormula(dialect, query);
    const out = r.ok
      ? `${r.formula.replace(/\s+/g, " ")}   {${r.family}}${r.excel ? layoutOf(r.excel) : ""}`
      : `DECLINE: ${r.error}`;
    console.log(`${String(i + 1).padStart(2)} [${dialect}] ${query}\n     → ${out}`);
  });
}

void main();

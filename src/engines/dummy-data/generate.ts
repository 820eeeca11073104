import { faker as enFaker } from "@faker-js/faker/locale/en";
import type { Faker } from "@faker-js/faker";
import { toCsv } from "./csv";
import { columnName, parseField } from "./field-parser";
import { entityTemplate, splitSchema } from "./schema-text";
import type { DummyDataRequest, DummyDataResult, FieldSpec } from "./types";
import { MAX_ROWS, MIN_ROWS } from "./types";
import { generateValue, type RowContext } from "./value-generators";

/** A request the engine cannot turn into rows; the message says what to change. */
export class DummyDataError extends Error {}

export const MAX_COLUMNS = 100;

/** Reads the schema (and the optional names that override or add columns) into column specs. */
export function readSchema(schema: string, fieldNames: string[] | null | undefined, ref: Date): FieldSpec[] {
  let items = splitSchema(schema);
  items = entityTemplate(items) ?? items;
  const fields = items.map((item) => parseField(item, ref));
  const names = (fieldNames ?? []).map((n) => n.trim()).filter(Boolean);
  names.forEach((name, i) => {
    const existing = fields[i];
    if (existing) existing.name = columnName(name);
    else fields.push(parseField(name, ref));
  });
  if (fields.length === 0) throw new DummyDataError("Describe at least one column, for example: name, email, age 18-65.");
  if (fields.length > MAX_COLUMNS) throw new DummyDataError(`At most ${MAX_COLUMNS} columns can be generated; the schema has ${fields.length}.`);
  dedupeNames(fields);
  // A leading "<thing>_id" is the table's key: unique, counting up.
  if (fields[0]?.kind === "integerId") fields[0].unique = true;
  return fields;
}

function dedupeNames(fields: FieldSpec[]): void {
  const seen = new Map<string, number>();
  for (const f of fields) {
    const key = f.name.toLowerCase();
    const n = seen.get(key) ?? 0;
    seen.set(key, n + 1);
    if (n > 0) f.name = `${f.name}_${n + 1}`;
  }
}

let instance: Faker | undefined;
/**
 * Our own Faker instance (not the package's shared one, which other code may seed). Reusing it is
 * safe because a generation runs synchronously from seed() to the last row.
 */
function privateFaker(): Faker {
  instance ??= new (enFaker.constructor as typeof Faker)({ locale: enFaker.rawDefinitions });
  return instance;
}

function startOfUtcDay(d: Date): Date {
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
}

/** Values that must not repeat: ids, uuids, emails, usernames and columns marked unique. */
function wantsUnique(field: FieldSpec): boolean {
  return !!field.unique || field.kind === "uuid" || field.kind === "email" || field.kind === "username";
}

/**
 * Generates rows for a schema. Pure and synchronous: the same request with the same seed and
 * reference date gives the same CSV.
 */
export function generateDummyData(req: DummyDataRequest): DummyDataResult {
  if (!Number.isInteger(req.rowCount) || req.rowCount < MIN_ROWS || req.rowCount > MAX_ROWS) {
    throw new DummyDataError(`Row count must be a whole number between ${MIN_ROWS} and ${MAX_ROWS}.`);
  }
  const ref = startOfUtcDay(req.refDate ?? new Date());
  const fields = readSchema(req.schema, req.fieldNames, ref);
  const seed = req.seed ?? Math.floor(Math.random() * 2 ** 31);

  const f = privateFaker();
  f.seed(seed);
  f.setDefaultRefDate(ref);

  const seen = fields.map(() => new Set<string>());
  const rows: string[][] = [];
  for (let index = 0; index < req.rowCount; index++) {
    const row: RowContext = { index };
    rows.push(
      fields.map((field, col) => {
        if (field.nullRate && f.number.float({ min: 0, max: 1 }) < field.nullRate) return "";
        let value = generateValue(f, field, row, ref, req.rowCount);
        if (wantsUnique(field)) {
          const used = seen[col]!;
          for (let attempt = 0; used.has(value) && attempt < 5; attempt++) {
            value = field.kind === "email" ? value.replace("@", `${attempt + 1}@`) : generateValue(f, field, { index }, ref, req.rowCount);
          }
          used.add(value);
        }
        return value;
      }),
    );
  }
  const header = fields.map((fl) => fl.name);
  return {
    csv: toCsv(header, rows),
    columns: fields.map((fl) => ({ name: fl.name, kind: fl.kind, source: fl.source })),
    rows,
    seed,
  };
}

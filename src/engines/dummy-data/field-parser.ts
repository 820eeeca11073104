import { DEFAULT_STATUS_VALUES, kindFromName, kindFromTypeWord, NUMERIC_KINDS, nameWords } from "./field-kinds";
import { findDateRange, findNumberRange } from "./ranges";
import type { EnumValue, FieldKind, FieldSpec } from "./types";

type TypeHint = FieldKind | "string" | "number";

/** Type words that are unambiguous after a column name even in lower case ("id uuid", "age int"). */
const TECHNICAL_TYPE = /^(uuid|guid|int|integer|int64|int32|bigint|smallint|tinyint|serial|float|float64|double|decimal|numeric|bool|boolean|timestamp|datetime|timestamptz|string|str|varchar|nvarchar|char|bignumeric)(\(.*\))?$/i;
const DDL_NOISE = /\b(not null|null|primary key|unique key|default\s+\S+|references\s+\S+|auto_increment|identity)\b/gi;
const LEAD_FILLER = /^(?:(?:a|an|the|random|fake|realistic|some|unique|valid)\s+)+/i;
const TRAIL_FILLER = /\s+(?:(?:column|field|value|values|as|with|of|in|from|between|is|are)\s*)+$/i;

/** Reads one column description ("age 18-65", "plan (free, pro, team)", "created_at TIMESTAMP"). */
export function parseField(item: string, ref: Date): FieldSpec {
  const source = item.trim();
  let text = source;
  let hint: TypeHint | undefined;
  let values: EnumValue[] | undefined;
  let nullRate: number | undefined;
  let unique = false;

  const nulls = /(\d{1,2})\s*%\s*(?:null|empty|blank|missing)s?\b|\b(nullable|optional|sometimes (?:empty|blank|missing|null))\b/i.exec(text);
  if (nulls) {
    nullRate = nulls[1] ? Number(nulls[1]) / 100 : 0.1;
    text = text.replace(nulls[0], " ");
  }
  if (/\bunique\b/i.test(text)) {
    unique = true;
    text = text.replace(/\bunique\b/i, " ");
  }
  text = text.replace(DDL_NOISE, " ");

  // Bracketed groups: a type "(int)", a range "(18-65)" or values "(free, pro, team)".
  let bracketRange: string | undefined;
  text = text.replace(/[([{]([^)\]}]*)[)\]}]/g, (_m, inner: string) => {
    const content = inner.trim();
    const type = kindFromTypeWord(content);
    if (type) hint = type;
    else if (findDateRange(content, ref) || findNumberRange(content)) bracketRange = content;
    else if (/[,/|]|\bor\b/.test(content)) values = parseValues(content);
    return " ";
  });

  // "name: description" / "name = description".
  let name: string | undefined;
  let desc = text;
  const colon = /^([^:=]{1,80})[:=]\s*(.*)$/.exec(text);
  if (colon) {
    name = colon[1]!.trim();
    desc = colon[2]!.trim();
    const firstWord = desc.split(/\s+/)[0] ?? "";
    const type = kindFromTypeWord(desc) ?? kindFromTypeWord(firstWord);
    if (type) {
      hint = type;
      desc = kindFromTypeWord(desc) ? "" : desc.slice(firstWord.length);
    } else if (!values && !findDateRange(desc, ref) && !findNumberRange(desc) && /[,/|]|\bor\b|\bone of\b/i.test(desc)) {
      values = parseValues(desc.replace(/^\s*(?:one of|either)\s+/i, ""));
      desc = "";
    }
  } else {
    // SQL style "created_at TIMESTAMP" / "age int": identifier then a type word.
    const tokens = text.trim().split(/\s+/);
    if (tokens.length >= 2 && /^[A-Za-z_][\w]*$/.test(tokens[0]!)) {
      const second = tokens[1]!;
      const type = kindFromTypeWord(second);
      if (type && (TECHNICAL_TYPE.test(second) || second === second.toUpperCase())) {
        name = tokens[0]!;
        hint = type;
        desc = tokens.slice(2).join(" ");
      }
    }
  }

  const oneOf = /\b(?:one of|either)\s+(.+)$/i.exec(desc);
  if (!values && oneOf && /[,/|]|\bor\b/.test(oneOf[1]!)) {
    values = parseValues(oneOf[1]!);
    desc = desc.replace(oneOf[0], " ");
  }

  const rangeText = bracketRange ?? desc;
  const dates = findDateRange(rangeText, ref);
  const numbers = dates ? undefined : findNumberRange(rangeText);
  if (!bracketRange) {
    if (dates) desc = desc.replace(new RegExp(escapeRe(dates.text), "i"), " ");
    if (numbers) desc = desc.replace(numbers.text, " ");
  }

  if (!name) name = desc;
  name = cleanName(name);
  if (!name) name = "value";

  const { kind: byName, defaults } = kindFromName(name);
  const field: FieldSpec = { name: columnName(name), kind: byName, ...defaults, source };

  if (values?.length) {
    field.kind = "enum";
    field.values = values;
  } else if (hint && hint !== "string" && hint !== "number" && hint !== "integer") {
    field.kind = hint;
  } else if (hint === "integer" && !NUMERIC_KINDS.has(byName) && byName !== "rowId") {
    Object.assign(field, { kind: "integer", min: 1, max: 1000, decimals: 0 });
  } else if (hint === "integer" && byName === "money") {
    field.decimals = 0;
  } else if (hint === "number" && !NUMERIC_KINDS.has(byName)) {
    Object.assign(field, { kind: "decimal", min: 0, max: 1000, decimals: 2 });
  } else if (hint === "string" && (NUMERIC_KINDS.has(byName) || byName === "boolean" || byName === "date" || byName === "timestamp")) {
    field.kind = "word";
  }
  if (field.kind === "enum" && !field.values) field.values = DEFAULT_STATUS_VALUES.map((value) => ({ value, weight: 1 }));

  if (dates && field.kind !== "enum") {
    if (dates.years && (field.kind === "year" || (NUMERIC_KINDS.has(field.kind) && field.kind !== "money"))) {
      Object.assign(field, { kind: field.kind === "year" ? "year" : "integer", min: dates.years.min, max: dates.years.max });
    } else {
      if (field.kind !== "timestamp") field.kind = "date";
      field.from = dates.from;
      field.to = dates.to;
    }
  } else if (numbers && field.kind !== "enum") {
    if (!NUMERIC_KINDS.has(field.kind) || field.kind === "integerId") {
      field.kind = numbers.money ? "money" : numbers.percent ? "percent" : numbers.decimals > 0 ? "decimal" : "integer";
      field.decimals = numbers.money ? 2 : numbers.decimals;
    } else if (numbers.decimals > 0 && field.kind === "integer") {
      field.kind = "decimal";
    }
    if (numbers.min !== undefined) field.min = numbers.min;
    if (numbers.max !== undefined) field.max = numbers.max;
    if (field.min !== undefined && field.max !== undefined && field.min > field.max) {
      // "at least 500" for a column whose default max is lower: open the range upwards.
      field.max = field.min * 10 || 100;
    }
    if (field.max === undefined) field.max = (field.min ?? 0) + 1000;
    if (field.min === undefined) field.min = 0;
    if (numbers.decimals > (field.decimals ?? 0)) field.decimals = numbers.decimals;
  }

  if (nullRate !== undefined) field.nullRate = Math.min(0.9, Math.max(0, nullRate));
  if (unique) field.unique = true;
  return field;
}

function parseValues(text: string): EnumValue[] {
  const parts = text
    .split(/\s*(?:,|\||\/|\bor\b)\s*/i)
    .map((p) => p.trim().replace(/^["'`]|["'`]$/g, "").trim())
    .filter(Boolean);
  const out: EnumValue[] = [];
  for (const part of parts) {
    // "active 80%" / "active: 80%" gives a weight.
    const weighted = /^(.*?)[\s:=]+(\d+(?:\.\d+)?)\s*%$/.exec(part);
    const value = (weighted ? weighted[1]! : part).replace(/^["'`]|["'`]$/g, "").trim();
    if (!value) continue;
    if (!out.some((v) => v.value === value)) out.push({ value, weight: weighted ? Number(weighted[2]) : 1 });
  }
  return out;
}

function cleanName(raw: string): string {
  return raw
    .replace(/["'`]/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .replace(LEAD_FILLER, "")
    .replace(TRAIL_FILLER, "")
    .replace(/[^\p{L}\p{N}_ -]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** A header the user can use in SQL: identifiers kept as typed, phrases in snake_case. */
export function columnName(name: string): string {
  const trimmed = name.trim();
  if (/^[A-Za-z_][\w]*$/.test(trimmed)) return trimmed;
  return nameWords(trimmed).replace(/\s+/g, "_");
}

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

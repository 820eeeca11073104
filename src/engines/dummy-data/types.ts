/** What kind of value a column holds; each kind has one generator in value-generators.ts. */
export type FieldKind =
  | "rowId"
  | "integerId"
  | "uuid"
  | "firstName"
  | "lastName"
  | "fullName"
  | "email"
  | "username"
  | "password"
  | "phone"
  | "streetAddress"
  | "fullAddress"
  | "city"
  | "state"
  | "country"
  | "countryCode"
  | "zipCode"
  | "latitude"
  | "longitude"
  | "company"
  | "jobTitle"
  | "department"
  | "integer"
  | "decimal"
  | "money"
  | "percent"
  | "boolean"
  | "date"
  | "timestamp"
  | "time"
  | "year"
  | "month"
  | "weekday"
  | "enum"
  | "product"
  | "productCategory"
  | "sku"
  | "url"
  | "domain"
  | "ipv4"
  | "ipv6"
  | "macAddress"
  | "userAgent"
  | "sentence"
  | "paragraph"
  | "word"
  | "gender"
  | "currency"
  | "color"
  | "creditCard"
  | "iban";

export interface EnumValue {
  value: string;
  /** Relative weight; equal unless the schema gave percentages. */
  weight: number;
}

export interface FieldSpec {
  /** Column header in the CSV. */
  name: string;
  kind: FieldKind;
  /** Numeric range (integers, decimals, money, percent, year). */
  min?: number;
  max?: number;
  /** Digits after the decimal point for decimal kinds. */
  decimals?: number;
  /** Date range (ISO strings, inclusive) for date and timestamp kinds. */
  from?: string;
  to?: string;
  values?: EnumValue[];
  /** Share of rows left empty (0–1). */
  nullRate?: number;
  unique?: boolean;
  /** The words of the schema this column came from, for showing how it was read. */
  source: string;
}

export interface DummyDataRequest {
  schema: string;
  rowCount: number;
  /** Column names that replace (in order) or extend the schema's columns. */
  fieldNames?: string[] | null;
  /** Same seed + same request (+ same reference date) = same rows. */
  seed?: number;
  /** "Today" for relative ranges such as "last 30 days" (default: the start of the current UTC day). */
  refDate?: Date;
}

export interface DummyDataResult {
  csv: string;
  columns: { name: string; kind: FieldKind; source: string }[];
  rows: string[][];
  seed: number;
}

export const MIN_ROWS = 1;
export const MAX_ROWS = 1000;
export const DEFAULT_ROWS = 10;

import type { FieldKind, FieldSpec } from "./types";

/**
 * Name → kind rules, first match wins, so the specific ones ("email address", "company name",
 * "country code") come before the general ones ("address", "name", "code"). Each rule tests the
 * column's words joined by single spaces, lower case ("signupDate" → "signup date").
 */
const NAME_RULES: [RegExp, FieldKind, Partial<FieldSpec>?][] = [
  [/\b(e ?mail|email address)\b/, "email"],
  [/\b(uuid|guid)\b/, "uuid"],
  [/\b(phone|mobile|cell|telephone|tel|fax)\b/, "phone"],
  [/\b(credit card|card number)\b/, "creditCard"],
  [/\biban\b/, "iban"],
  [/\b(ip ?v6)\b/, "ipv6"],
  [/\b(ip( address)?|ip ?v4)\b/, "ipv4"],
  [/\bmac( address)?\b/, "macAddress"],
  [/\b(zip|postal|post) ?code\b|\bzip\b|\bpostcode\b/, "zipCode"],
  [/\bcountry ?code\b|\biso ?code\b/, "countryCode"],
  [/^id$|^(row|record) (id|number|no)$/, "rowId"],
  [/\b(id|key|number|no|num|ref)$/, "integerId"],
  [/\b(user ?name|handle|screen name)\b|^login( name)?$/, "username"],
  [/\bpassword\b/, "password"],
  [/\b(first|given|fore) ?name\b/, "firstName"],
  [/\b(last|family|sur) ?name\b|\bsurname\b/, "lastName"],
  [/\b(company|employer|organi[sz]ation|business|vendor|supplier|client company|account name|brand)\b/, "company"],
  [/\b(product|item)( name)?\b/, "product"],
  [/\b(category|department|segment)\b/, "productCategory"],
  [/\b(job( title)?|position|occupation|role|designation)\b/, "jobTitle"],
  [/\b(dept)\b/, "department"],
  [/\buser ?agent\b|\bbrowser\b/, "userAgent"],
  [/\b(url|website|web site|link|homepage|site)\b/, "url"],
  [/\bdomain\b/, "domain"],
  [/\b(country|nation|nationality)\b/, "country"],
  [/\b(state|province|region|county)\b/, "state"],
  [/\b(city|town)\b/, "city"],
  [/\b(street|address line|address 1|address1)\b/, "streetAddress"],
  [/\baddress\b/, "fullAddress"],
  [/\b(lat|latitude)\b/, "latitude"],
  [/\b(lng|lon|long|longitude)\b/, "longitude"],
  [/\bsku\b|\bbarcode\b|\bcode\b/, "sku"],
  [/\b(gender|sex)\b/, "gender"],
  [/\bcurrency\b/, "currency"],
  [/\b(colou?r)\b/, "color"],
  [/\b(date of birth|dob|birth ?date|birthday)\b/, "date", { from: "1950-01-01", to: "2006-12-31" }],
  [/\b(timestamp|date ?time|created at|updated at|modified at|logged at|at)$|\btime ?stamp\b/, "timestamp"],
  [/\b(date|day|dt)$|\bdate\b/, "date"],
  [/\b(time|hour)$/, "time"],
  [/\b(weekday|day of week|dow)\b/, "weekday"],
  [/\bmonth\b/, "month"],
  [/\byear\b/, "year", { min: 2015, max: 2025 }],
  [/\bage\b/, "integer", { min: 18, max: 80 }],
  [/\b(quantity|qty|units|count|stock|inventory|visits|clicks|views|sessions|orders|items|seats|employees)\b/, "integer", { min: 1, max: 100 }],
  [/\b(salary|income|wage|compensation)\b/, "money", { min: 30000, max: 150000, decimals: 0 }],
  [/\b(price|cost|amount|revenue|sales|spend|spent|fee|total|balance|value|profit|budget|payment|mrr|arr|ltv|discount amount)\b/, "money", { min: 1, max: 500, decimals: 2 }],
  [/\b(percent|percentage|pct|rate|ratio|share|margin|churn rate|discount)\b/, "percent", { min: 0, max: 100, decimals: 1 }],
  [/\b(rating|stars)\b/, "integer", { min: 1, max: 5 }],
  [/\b(score|grade)\b/, "integer", { min: 0, max: 100 }],
  [/\b(weight|kg)\b/, "decimal", { min: 0.5, max: 100, decimals: 1 }],
  [/\b(height|cm)\b/, "decimal", { min: 150, max: 200, decimals: 1 }],
  [/\b(temperature|temp)\b/, "decimal", { min: -10, max: 35, decimals: 1 }],
  [/\b(duration|minutes|seconds|days)\b/, "integer", { min: 1, max: 120 }],
  [/^(is|has|can|should|was) |\b(active|enabled|verified|subscribed|flag|deleted|churned|opted in|paid|completed|approved)$/, "boolean"],
  [/\bstatus\b/, "enum"],
  [/\b(description|comment|comments|notes?|review|feedback|message|bio|summary|text|body|content)\b/, "sentence"],
  [/\b(title|headline|subject)\b/, "sentence"],
  [/\b(full name|name|customer|employee|person|contact|author|owner|manager|patient|student|user|rep|agent)\b/, "fullName"],
  [/\b(tag|keyword|label|type|kind|channel|source|plan|tier|level|group|team|campaign)\b/, "word"],
];

/** Default values for a status column with no listed values. */
export const DEFAULT_STATUS_VALUES = ["active", "inactive", "pending"];

/** Column words in lower case: "signupDate" / "signup_date" / "Signup Date" → "signup date". */
export function nameWords(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_\-./]+/g, " ")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

/** The kind a column's name suggests, with its default ranges; "word" when nothing matches. */
export function kindFromName(name: string): { kind: FieldKind; defaults: Partial<FieldSpec> } {
  const words = nameWords(name);
  for (const [re, kind, defaults] of NAME_RULES) {
    if (re.test(words)) return { kind, defaults: defaults ?? {} };
  }
  return { kind: "word", defaults: {} };
}

/** Explicit type words of field lists and SQL DDL ("age int", "price DECIMAL(10,2)", "id: uuid"). */
const TYPE_WORDS: [RegExp, FieldKind | "string" | "number"][] = [
  [/^(uuid|guid)$/, "uuid"],
  [/^(int|integer|int64|int32|bigint|smallint|tinyint|serial|bigserial|whole number|long)$/, "integer"],
  [/^(float|float64|double|decimal|numeric|real|number|bignumeric|money|currency)$/, "number"],
  [/^(bool|boolean|bit|yes\/no|true\/false|flag)$/, "boolean"],
  [/^(date)$/, "date"],
  [/^(timestamp|datetime|timestamptz|timestamp with time zone)$/, "timestamp"],
  [/^(time)$/, "time"],
  [/^(string|str|text|varchar|char|nvarchar|character varying)$/, "string"],
  [/^(email)$/, "email"],
  [/^(phone)$/, "phone"],
  [/^(url)$/, "url"],
];

/** The kind an explicit type word names ("varchar(255)" → "string"), or undefined. */
export function kindFromTypeWord(word: string): FieldKind | "string" | "number" | undefined {
  const w = word.toLowerCase().replace(/\(.*\)$/, "").trim();
  for (const [re, kind] of TYPE_WORDS) if (re.test(w)) return kind;
  return undefined;
}

export const NUMERIC_KINDS: ReadonlySet<FieldKind> = new Set(["integer", "decimal", "money", "percent", "year", "integerId"]);
export const DATE_KINDS: ReadonlySet<FieldKind> = new Set(["date", "timestamp"]);
export const STRING_KINDS_FROM_NAME: ReadonlySet<FieldKind> = new Set([
  "uuid", "firstName", "lastName", "fullName", "email", "username", "password", "phone", "streetAddress", "fullAddress",
  "city", "state", "country", "countryCode", "zipCode", "company", "jobTitle", "department", "product", "productCategory",
  "sku", "url", "domain", "ipv4", "ipv6", "macAddress", "userAgent", "sentence", "paragraph", "word", "gender",
  "currency", "color", "creditCard", "iban", "enum", "month", "weekday",
]);

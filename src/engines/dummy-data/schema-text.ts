/**
 * Splits a schema description into one text per column. Accepts prose ("customers: name, email and
 * age 18-65"), one field per line ("age: int 18-65"), SQL DDL (CREATE TABLE t (id INT64, …)) and
 * JSON ({"name": "string"}). Commas inside (), [], {} or quotes, and thousands separators, do not split.
 */
export function splitSchema(schema: string): string[] {
  let text = schema.replace(/\r\n?/g, "\n").trim();

  const json = fromJson(text);
  if (json) return json;

  // CREATE TABLE name ( … ): keep what is inside the outer parentheses.
  const ddl = /^\s*create\s+(?:or\s+replace\s+)?(?:temp(?:orary)?\s+)?table\s+[^(]*\(([\s\S]*)\)\s*;?\s*$/i.exec(text);
  if (ddl) text = ddl[1]!;
  else text = stripPreamble(text);

  const lines = text.split("\n").map((l) => l.trim()).filter(Boolean);
  const items: string[] = [];
  const lineWise = lines.length > 1;
  for (const line of lines) {
    const clean = line.replace(/^(?:[-*•]|\d+[.)])\s+/, "");
    // On a multi-line list, "plan: free, pro, team" is one column whose values follow the colon.
    if (lineWise && /^[\w .'-]{1,60}[:=]\s*\S/.test(clean) && !ddl) items.push(clean.replace(/,\s*$/, ""));
    else items.push(...splitTopLevel(clean));
  }
  return items.flatMap(splitAnd).map((s) => s.trim().replace(/^(?:and|&)\s+/i, "").replace(/[.;]$/, "").trim()).filter(Boolean);
}

/** "customer data with name, email" / "table of users including: a, b" → "name, email". */
function stripPreamble(text: string): string {
  const colon = /^([^,:\n]{1,60}):\s*([\s\S]*,[\s\S]*)$/.exec(text);
  if (colon) {
    const head = colon[1]!.trim().toLowerCase();
    const tail = colon[2]!;
    // "customers: name, email" names the rows; "age: 18-65, name" is a column, and so is "status: a, b".
    const namesRows = /\b(table|data|dataset|schema|columns?|fields?|records?|rows?)\b/.test(head) || /[^su]s$/.test(head);
    if (namesRows && !/^\s*[\d$£€-]/.test(tail)) return tail;
  }
  const lead = /^[^,\n]*?\b(?:with|including|containing|having|columns?|fields?)\b\s*:?\s*([\s\S]*)$/i.exec(text);
  if (lead && /[,\n]| and /i.test(lead[1]!)) return lead[1]!;
  return text;
}

function splitTopLevel(line: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quote) {
      if (c === quote) quote = null;
      continue;
    }
    if (c === '"' || c === "'" || c === "`") {
      // An apostrophe inside a word (customer's) is not a quote.
      if (c === "'" && /\w/.test(line[i - 1] ?? "") && /\w/.test(line[i + 1] ?? "")) continue;
      quote = c;
    } else if (c === "(" || c === "[" || c === "{") depth++;
    else if (c === ")" || c === "]" || c === "}") depth = Math.max(0, depth - 1);
    else if ((c === "," || c === ";") && depth === 0) {
      if (c === "," && /\d/.test(line[i - 1] ?? "") && /^\d{3}(?!\d)/.test(line.slice(i + 1))) continue;
      out.push(line.slice(start, i));
      start = i + 1;
    }
  }
  out.push(line.slice(start));
  return out;
}

/** "name and email" → two columns, but "between 18 and 65" and "date of birth" stay whole. */
function splitAnd(item: string): string[] {
  if (/[(:[]/.test(item) || /\bbetween\b/i.test(item)) return [item];
  const parts = item.split(/\s+(?:and|&)\s+/i);
  if (parts.length < 2) return [item];
  // Split only when each part reads like a column name (no digits: "0 and 500" is a range).
  if (parts.some((p) => /\d/.test(p) || p.trim().split(/\s+/).length > 4)) return [item];
  return parts;
}

function fromJson(text: string): string[] | undefined {
  if (!/^[[{]/.test(text)) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  const obj = Array.isArray(value) ? value[0] : value;
  if (!obj || typeof obj !== "object") return undefined;
  return Object.entries(obj as Record<string, unknown>).map(([k, v]) =>
    typeof v === "string" ? `${k}: ${v}` : typeof v === "number" ? `${k}: number` : typeof v === "boolean" ? `${k}: boolean` : k,
  );
}

/** Column lists for a schema that only names what the rows are ("customers", "a list of orders"). */
const ENTITY_TEMPLATES: [RegExp, string[]][] = [
  [/\b(customers?|clients?|contacts?|leads?)\b/, ["customer_id", "first_name", "last_name", "email", "phone", "city", "country", "signup_date in last 2 years"]],
  [/\b(users?|accounts?|members?|subscribers?)\b/, ["user_id", "username", "email", "country", "plan (free, pro, team)", "created_at in last 2 years", "is_active"]],
  [/\b(employees?|staff|workers?|people|persons?)\b/, ["employee_id", "full_name", "email", "job_title", "department (Sales, Marketing, Engineering, Finance, Operations, HR)", "hire_date since 2015", "salary 35000-150000"]],
  [/\b(orders?|purchases?)\b/, ["order_id", "customer_id", "order_date in last 12 months", "product", "quantity 1-5", "unit_price 5-300", "status (pending, shipped, delivered, returned)"]],
  [/\b(products?|items?|catalog(?:ue)?|inventory)\b/, ["product_id", "product_name", "category", "sku", "price 5-500", "stock 0-500", "is_active"]],
  [/\b(transactions?|payments?|invoices?)\b/, ["transaction_id", "customer_id", "transaction_date in last 12 months", "amount 5-2000", "currency", "payment_method (card, bank transfer, paypal, cash)", "status (completed, pending, failed, refunded)"]],
  [/\b(sales?|deals?|opportunities)\b/, ["deal_id", "company", "sales_rep", "region (North, South, East, West)", "close_date in last 12 months", "amount 1000-100000", "stage (prospecting, proposal, negotiation, won, lost)"]],
  [/\b(students?|pupils?)\b/, ["student_id", "first_name", "last_name", "email", "date_of_birth", "course (Maths, Physics, History, Economics, Computer Science)", "grade 0-100"]],
  [/\b(patients?)\b/, ["patient_id", "full_name", "gender", "date_of_birth", "city", "blood_type (A+, A-, B+, B-, AB+, AB-, O+, O-)", "admission_date in last 12 months"]],
  [/\b(events?|logs?|web ?traffic|sessions?|page ?views?)\b/, ["event_id", "user_id", "event_timestamp in last 30 days", "event_type (page_view, click, signup, purchase)", "page_url", "ip_address", "user_agent"]],
];

const FILLER = /\b(a|an|the|some|list|table|data|dataset|records?|rows?|of|for|fake|dummy|random|sample|test|realistic|generate|create|make|me|please|\d+)\b/gi;

/** The template columns when the whole schema is one entity word with filler ("100 fake customers"). */
export function entityTemplate(items: string[]): string[] | undefined {
  if (items.length !== 1) return undefined;
  const item = items[0]!.toLowerCase();
  if (/[:()\-[\]]/.test(item)) return undefined;
  const rest = item.replace(FILLER, " ").replace(/\s+/g, " ").trim();
  if (!rest || rest.split(" ").length > 2) return undefined;
  for (const [re, columns] of ENTITY_TEMPLATES) if (re.test(rest)) return columns;
  return undefined;
}

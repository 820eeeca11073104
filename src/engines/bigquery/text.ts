/** Word helpers for reading a request: snake_case names, singular forms, and which words carry no meaning. */

export function snake(phrase: string): string {
  return phrase
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .toLowerCase()
    .replace(/[^a-z0-9_]+/g, "_")
    .replace(/_+/g, "_")
    .replace(/^_|_$/g, "");
}

const IRREGULAR: Record<string, string> = {
  people: "person",
  children: "child",
  men: "man",
  women: "woman",
  data: "data",
  sales: "sale",
  status: "status",
  analysis: "analysis",
  news: "news",
};

export function singular(word: string): string {
  const w = word.toLowerCase();
  if (IRREGULAR[w]) return IRREGULAR[w];
  if (/ies$/.test(w) && w.length > 4) return w.slice(0, -3) + "y";
  if (/(ss|us|is)$/.test(w)) return w;
  if (/(x|ch|sh|ss|ses)$/.test(w.replace(/es$/, "")) && /es$/.test(w)) return w.slice(0, -2);
  if (/s$/.test(w) && w.length > 3) return w.slice(0, -1);
  return w;
}

export function isPlural(word: string): boolean {
  const w = word.toLowerCase();
  return w !== singular(w) || w === "people" || w === "data";
}

/** Things that are usually identified by an id column ("per customer" → customer_id). */
export const ENTITY_WORDS = new Set([
  "customer", "user", "client", "account", "member", "subscriber", "employee", "product", "item", "order", "store", "shop",
  "vendor", "supplier", "seller", "buyer", "session", "visitor", "patient", "student", "driver", "merchant", "partner",
  "invoice", "transaction", "ticket", "campaign", "device", "player", "author", "listing", "property", "contract", "deal",
  "lead", "opportunity", "shipment", "warehouse", "branch", "agent", "rep", "sku", "person",
]);

/** Tables that record events or transactions, which usually hold the foreign keys of a join. */
export const FACT_TABLE_WORDS = new Set([
  "orders", "order_items", "line_items", "sales", "transactions", "payments", "invoices", "events", "sessions", "clicks",
  "page_views", "pageviews", "visits", "logs", "shipments", "bookings", "subscriptions", "purchases", "refunds", "tickets",
  "impressions", "conversions", "activities", "messages", "reviews", "ratings",
]);

/** The id column an entity word stands for: "customers" → customer_id; identifiers are kept. */
export function entityColumn(phrase: string): string {
  const name = snake(phrase);
  if (name.includes("_")) return name;
  if (!ENTITY_WORDS.has(singular(name))) return singular(name);
  return `${singular(name)}_id`;
}

/** Words that carry no column meaning; what is left after reading a request must be among these. */
export const FILLER_WORDS = new Set(
  (
    "a an the of for to in on at by with from and or all any each every me my our us we i you your please can could would " +
    "should will want need get give show list find return display select query write sql bigquery data rows records row " +
    "record table tables dataset database that which who whose where what when how is are was were be been " +
    "it its their them there this these those as per using use so than then also only just both into include including " +
    "along results result output report calculate compute work out look up see view pull fetch across within over between " +
    "have has had do does did number count total overall together grouped group broken down split based based_on " +
    "sorted sort ordered order descending ascending desc asc highest lowest first last top bottom most least each " +
    "column columns field fields entire whole everything something new recent latest earliest newest oldest"
  ).split(/\s+/),
);

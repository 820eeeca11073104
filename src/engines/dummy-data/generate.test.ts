import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { DummyDataError, generateDummyData, readSchema } from ".";

const ref = new Date("2025-06-15T00:00:00Z");
const gen = (schema: string, rowCount = 50, extra: Partial<Parameters<typeof generateDummyData>[0]> = {}) =>
  generateDummyData({ schema, rowCount, seed: 7, refDate: ref, ...extra });
const parse = (csv: string) => Papa.parse<Record<string, string>>(csv, { header: true, newline: "\r\n" });
const col = (csv: string, name: string) => parse(csv).data.map((r) => r[name]!);

describe("readSchema", () => {
  const kinds = (schema: string) => readSchema(schema, null, ref).map((f) => `${f.name}:${f.kind}`);

  it("reads the issue's example sentence", () => {
    const fields = readSchema(
      "customers: name, email, age 18-65, signup date in 2024, country, plan (free, pro, team), monthly revenue 0-500",
      null,
      ref,
    );
    expect(fields.map((f) => `${f.name}:${f.kind}`)).toEqual([
      "name:fullName",
      "email:email",
      "age:integer",
      "signup_date:date",
      "country:country",
      "plan:enum",
      "monthly_revenue:money",
    ]);
    expect(fields[2]).toMatchObject({ min: 18, max: 65 });
    expect(fields[3]).toMatchObject({ from: "2024-01-01", to: "2024-12-31" });
    expect(fields[5]!.values!.map((v) => v.value)).toEqual(["free", "pro", "team"]);
    expect(fields[6]).toMatchObject({ min: 0, max: 500, decimals: 2 });
  });

  it("reads one field per line with types", () => {
    expect(kinds("id: uuid\nfirst_name: string\ncreated_at: timestamp\nactive: boolean\nscore: int\nweight: float")).toEqual([
      "id:uuid",
      "first_name:firstName",
      "created_at:timestamp",
      "active:boolean",
      "score:integer",
      "weight:decimal",
    ]);
  });

  it("reads values after a colon on their own line", () => {
    const [f] = readSchema("status: active, churned, trial\nname", null, ref);
    expect(f!.values!.map((v) => v.value)).toEqual(["active", "churned", "trial"]);
  });

  it("reads SQL DDL and JSON", () => {
    expect(kinds("CREATE TABLE t (id INT64 NOT NULL, region STRING, amount NUMERIC, sold_at TIMESTAMP, is_refund BOOL)")).toEqual([
      "id:rowId",
      "region:state",
      "amount:money",
      "sold_at:timestamp",
      "is_refund:boolean",
    ]);
    expect(kinds('{"email": "string", "age": 30, "vip": true}')).toEqual(["email:email", "age:integer", "vip:boolean"]);
  });

  it("expands an entity word into a sensible table", () => {
    expect(kinds("100 fake customers")).toContain("email:email");
    expect(kinds("orders")[0]).toBe("order_id:integerId");
  });

  it("understands many common types from names", () => {
    const schema =
      "first name, last name, username, phone number, street address, city, state, zip code, country code, company, job title, " +
      "uuid, customer id, price, conversion rate, is_verified, birthday, last_login_at, product name, sku, website, ip address, " +
      "ipv6, description, gender, currency, colour, quantity, year, month, latitude";
    expect(kinds(schema)).toEqual([
      "first_name:firstName",
      "last_name:lastName",
      "username:username",
      "phone_number:phone",
      "street_address:streetAddress",
      "city:city",
      "state:state",
      "zip_code:zipCode",
      "country_code:countryCode",
      "company:company",
      "job_title:jobTitle",
      "uuid:uuid",
      "customer_id:integerId",
      "price:money",
      "conversion_rate:percent",
      "is_verified:boolean",
      "birthday:date",
      "last_login_at:timestamp",
      "product_name:product",
      "sku:sku",
      "website:url",
      "ip_address:ipv4",
      "ipv6:ipv6",
      "description:sentence",
      "gender:gender",
      "currency:currency",
      "colour:color",
      "quantity:integer",
      "year:year",
      "month:month",
      "latitude:latitude",
    ]);
  });

  it("reads ranges in many spellings", () => {
    const [a, b, c, d, e, f] = readSchema(
      "salary between 40,000 and 90,000, price $5-$50, discount 0-30%, temperature -10 to 35.5, score up to 10, visits at least 5",
      null,
      ref,
    );
    expect(a).toMatchObject({ kind: "money", min: 40000, max: 90000 });
    expect(b).toMatchObject({ kind: "money", min: 5, max: 50 });
    expect(c).toMatchObject({ kind: "percent", min: 0, max: 30 });
    expect(d).toMatchObject({ kind: "decimal", min: -10, max: 35.5, decimals: 1 });
    expect(e).toMatchObject({ kind: "integer", min: 0, max: 10 });
    expect(f).toMatchObject({ kind: "integer", min: 5 });
  });

  it("reads date ranges relative to the reference date", () => {
    const [a, b, c, d] = readSchema("created last 30 days, order date between 2023-01-01 and 2023-03-31, joined since 2020, shipped in March 2024", null, ref);
    expect(a).toMatchObject({ kind: "date", from: "2025-05-16", to: "2025-06-15" });
    expect(b).toMatchObject({ kind: "date", from: "2023-01-01", to: "2023-03-31" });
    expect(c).toMatchObject({ kind: "date", from: "2020-01-01", to: "2025-06-15" });
    expect(d).toMatchObject({ kind: "date", from: "2024-03-01", to: "2024-03-31" });
  });

  it("applies field names in order and adds extra ones", () => {
    const fields = readSchema("name, email", ["Customer", "Contact Email", "age"], ref);
    expect(fields.map((f) => f.name)).toEqual(["Customer", "contact_email", "age"]);
    expect(fields.map((f) => f.kind)).toEqual(["fullName", "email", "integer"]);
  });

  it("refuses an empty schema and too many columns", () => {
    expect(() => readSchema("   ", null, ref)).toThrow(DummyDataError);
    expect(() => readSchema(Array.from({ length: 101 }, (_, i) => `c${i}`).join(","), null, ref)).toThrow(/At most 100/);
  });
});

describe("generateDummyData", () => {
  it("is repeatable with a seed and differs with another seed", () => {
    const schema = "name, email, age 18-65, signup date in 2024";
    expect(gen(schema).csv).toBe(gen(schema).csv);
    expect(gen(schema).csv).not.toBe(gen(schema, 50, { seed: 8 }).csv);
  });

  it("produces exactly rowCount rows plus a header, every value inside its range", () => {
    const { csv } = gen("customers: name, email, age 18-65, signup date in 2024, country, plan (free, pro, team), monthly revenue 0-500", 1000);
    const parsed = parse(csv);
    expect(parsed.errors).toEqual([]);
    expect(parsed.data).toHaveLength(1000);
    for (const row of parsed.data) {
      const age = Number(row.age);
      expect(Number.isInteger(age) && age >= 18 && age <= 65).toBe(true);
      expect(row.signup_date! >= "2024-01-01" && row.signup_date! <= "2024-12-31").toBe(true);
      expect(["free", "pro", "team"]).toContain(row.plan);
      const revenue = Number(row.monthly_revenue);
      expect(revenue >= 0 && revenue <= 500).toBe(true);
      expect(row.monthly_revenue).toMatch(/^\d+\.\d{2}$/);
    }
  });

  it("keeps each row's email consistent with its name, and emails unique", () => {
    const data = parse(gen("first name, last name, email", 300).csv).data;
    for (const r of data) {
      const local = r.email!.split("@")[0]!;
      const first = r.first_name!.normalize("NFD").replace(/[^A-Za-z]/g, "").toLowerCase();
      expect(local).toContain(first.slice(0, 3));
    }
    expect(new Set(data.map((r) => r.email)).size).toBe(300);
  });

  it("keeps city and country of a row together", () => {
    const data = parse(gen("city, country, country code", 100).csv).data;
    const pairs = new Set(data.map((r) => `${r.city}|${r.country}`));
    expect(pairs.has("Paris|Germany")).toBe(false);
    for (const r of data) if (r.city === "Paris") expect(r.country_code).toBe("FR");
  });

  it("weights enum values by their percentages", () => {
    const plans = col(gen("plan (free 90%, pro 10%)", 1000).csv, "plan");
    const free = plans.filter((p) => p === "free").length;
    expect(free).toBeGreaterThan(800);
    expect(free).toBeLessThan(980);
  });

  it("leaves a share of a nullable column empty", () => {
    const notes = col(gen("id, notes (30% empty)", 1000).csv, "notes");
    const empty = notes.filter((n) => n === "").length;
    expect(empty).toBeGreaterThan(200);
    expect(empty).toBeLessThan(400);
  });

  it("gives sequential ids and valid uuids", () => {
    const data = parse(gen("id, uuid, order_id", 20).csv).data;
    expect(data.map((r) => r.id)).toEqual(Array.from({ length: 20 }, (_, i) => String(i + 1)));
    for (const r of data) expect(r.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it("quotes values that contain commas (addresses) so the CSV parses back", () => {
    const parsed = parse(gen("address, description", 100).csv);
    expect(parsed.errors).toEqual([]);
    expect(parsed.data.every((r) => r.address!.split(",").length >= 3)).toBe(true);
  });

  it("rejects row counts outside 1–1000", () => {
    for (const n of [0, 1001, 2.5, -1, Number.NaN]) expect(() => gen("name", n)).toThrow(/between 1 and 1000/);
    expect(parse(gen("name", 1).csv).data).toHaveLength(1);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import Papa from "papaparse";
import { openPglite } from "../db/pglite";
import { migrate } from "../db/migrations";
import type { Db } from "../db/types";
import { exportRows, formatRows, unsubscribe } from "./export";

let db: Db;
beforeAll(async () => {
  db = await openPglite(null);
  await migrate(db);
  await db.query(
    "INSERT INTO feedback (url, feedback_text, name, email, created_at) VALUES ($1,$2,$3,$4,$5), ($6,$7,$8,$9,$10)",
    ["http://x/a", 'Old, with "quotes"\nand a newline', null, null, "2026-01-01T00:00:00Z", "http://x/b", "=HYPERLINK(1)", "Ada", "ada@example.com", "2026-06-01T00:00:00Z"],
  );
  await db.query("INSERT INTO email_subscribers (email) VALUES ('Ada@Example.com'), ('b@example.com')");
});
afterAll(async () => db.close());

describe("admin export", () => {
  it("exports feedback as RFC 4180 CSV that parses back, with formula cells defused", async () => {
    const csv = formatRows("feedback", await exportRows(db, "feedback"), "csv");
    const parsed = Papa.parse<Record<string, string>>(csv.trim(), { header: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data.map((r) => r.feedback_text)).toEqual(['Old, with "quotes"\nand a newline', "'=HYPERLINK(1)"]);
    expect(parsed.meta.fields).toEqual(["id", "created_at", "url", "feedback_text", "name", "email"]);
  });

  it("filters by --since and exports JSON", async () => {
    const rows = await exportRows(db, "feedback", new Date("2026-03-01"));
    expect(rows).toHaveLength(1);
    const json = JSON.parse(formatRows("feedback", rows, "json"));
    expect(json[0]).toMatchObject({ url: "http://x/b", name: "Ada", email: "ada@example.com" });
    expect(json[0].created_at).toBe("2026-06-01T00:00:00.000Z");
  });

  it("unsubscribes an address whatever its case", async () => {
    expect(await unsubscribe(db, " ada@example.COM ")).toBe(1);
    expect(await unsubscribe(db, "ada@example.com")).toBe(0);
    expect((await exportRows(db, "subscribers")).map((r) => r.email)).toEqual(["b@example.com"]);
  });
});

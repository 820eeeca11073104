import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import type { Db } from "./db/types";
import { testApp } from "./testing/app";
import { createTestDatabase } from "./testing/databases";
import { openEventStream } from "./testing/sse";

const hasPg = !!process.env.TEST_DATABASE_URL;

const drivers = [
  { kind: "pglite" as const, skip: false },
  { kind: "postgres" as const, skip: !hasPg },
];

for (const driver of drivers) {
  describe.skipIf(driver.skip)(`data API on ${driver.kind}`, () => {
    let app: FastifyInstance;
    let db: Db;
    let close: () => Promise<void>;
    let drop: (() => Promise<void>) | undefined;

    beforeAll(async () => {
      let databaseUrl: string | undefined;
      if (driver.kind === "postgres") {
        const tdb = await createTestDatabase();
        databaseUrl = tdb!.url;
        drop = tdb!.drop;
      }
      ({ app, db, close } = await testApp({ databaseUrl }));
    });

    afterAll(async () => {
      await close?.();
      await drop?.();
    });

    const post = (url: string, payload: unknown) => app.inject({ method: "POST", url, payload: payload as object });

    it("reports health with the driver", async () => {
      const res = await app.inject({ url: "/api/health" });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: "ok", database: driver.kind });
    });

    it("records applet views and counts them per applet since a moment, in SQL", async () => {
      expect((await post("/api/applet-views", { applet_name: "CSV Analyzer" })).statusCode).toBe(201);
      expect((await post("/api/applet-views", { applet_name: "CSV Analyzer" })).statusCode).toBe(201);
      expect((await post("/api/applet-views", { applet_name: "JSON Formatter" })).statusCode).toBe(201);
      await db.query("INSERT INTO applet_views (applet_name, viewed_at) VALUES ($1, now() - interval '30 days')", [
        "SQL Join Builder",
      ]);
      const since = new Date(Date.now() - 7 * 86400_000).toISOString();
      const res = await app.inject({ url: `/api/applet-views/weekly?since=${encodeURIComponent(since)}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ counts: { "CSV Analyzer": 2, "JSON Formatter": 1 } });
      const all = await app.inject({ url: `/api/applet-views/weekly?since=2000-01-01T00:00:00Z` });
      expect(all.json().counts["SQL Join Builder"]).toBe(1);
    });

    it("rejects a weekly query without a valid since", async () => {
      for (const q of ["", "?since=", "?since=yesterday"]) {
        const res = await app.inject({ url: `/api/applet-views/weekly${q}` });
        expect(res.statusCode).toBe(400);
        expect(res.json().error).toMatch(/since/);
      }
    });

    it("rejects applet names that are not catalogue titles, and bodies of the wrong shape", async () => {
      for (const body of [{ applet_name: "Nope" }, {}, { applet_name: 12 }, [], "x", null]) {
        for (const url of ["/api/applet-views", "/api/calculations"]) {
          const res = await app.inject({
            method: "POST",
            url,
            headers: { "content-type": "application/json" },
            payload: JSON.stringify(body),
          });
          expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
          expect(typeof res.json().error).toBe("string");
        }
      }
      const bad = await app.inject({
        method: "POST",
        url: "/api/calculations",
        headers: { "content-type": "application/json" },
        payload: "{not json",
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toBeTruthy();
    });

    // The count is served from memory and kept current by notifications and a background re-read,
    // so it is checked to converge (well within the cache's 1 s refresh), not to be instant.
    const countIs = async (n: number) => {
      const deadline = Date.now() + 5000;
      let last;
      do {
        last = (await app.inject({ url: "/api/calculations/count" })).json();
        if (last.count === n) return;
        await new Promise((r) => setTimeout(r, 100));
      } while (Date.now() < deadline);
      expect(last).toEqual({ count: n });
    };

    it("counts calculations from the counter, in step with inserts and deletes", async () => {
      const before = (await app.inject({ url: "/api/calculations/count" })).json().count;
      for (let i = 0; i < 20; i++) {
        expect((await post("/api/calculations", { applet_name: "Excel Quick Formulas" })).statusCode).toBe(201);
      }
      await countIs(before + 20);
      const { rows } = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM calculations");
      expect(Number(rows[0].n)).toBe(before + 20);
      const counter = await db.query<{ n: number }>("SELECT sum(total)::int AS n FROM calculation_counter");
      expect(Number(counter.rows[0].n)).toBe(before + 20);
      await db.query("DELETE FROM calculations WHERE id IN (SELECT id FROM calculations ORDER BY id LIMIT 3)");
      await countIs(before + 17);
    });

    it("stores a trimmed subscriber email and answers a duplicate with 409 and code 23505", async () => {
      const ok = await post("/api/email-subscribers", { email: "  Ada@Example.com ", source: "applet_popup" });
      expect(ok.statusCode).toBe(201);
      const { rows } = await db.query<{ email: string; source: string }>("SELECT email, source FROM email_subscribers");
      expect(rows).toEqual([{ email: "Ada@Example.com", source: "applet_popup" }]);
      const dup = await post("/api/email-subscribers", { email: "ada@example.com", source: "applet_popup" });
      expect(dup.statusCode).toBe(409);
      expect(dup.json()).toEqual({ code: "23505", error: "This email is already subscribed to notifications." });
    });

    it("validates subscriber emails with the spec's messages", async () => {
      const bad = await post("/api/email-subscribers", { email: "not-an-email", source: "applet_popup" });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toBe("Please enter a valid email address");
      const long = await post("/api/email-subscribers", { email: `${"a".repeat(250)}@example.com`, source: "applet_popup" });
      expect(long.statusCode).toBe(400);
      expect(long.json().error).toBe("Email must be less than 255 characters");
      const missing = await post("/api/email-subscribers", { source: "applet_popup" });
      expect(missing.statusCode).toBe(400);
    });

    it("stores feedback with blank name and email as NULL and drops unknown fields", async () => {
      const res = await post("/api/feedback", {
        url: "http://localhost/csv-analyzer",
        feedback_text: "  Great tool  ",
        name: "   ",
        email: "",
        id: 999,
        created_at: "1999-01-01",
      });
      expect(res.statusCode).toBe(201);
      const { rows } = await db.query<Record<string, unknown>>(
        "SELECT id, url, feedback_text, name, email, created_at FROM feedback",
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ url: "http://localhost/csv-analyzer", feedback_text: "Great tool", name: null, email: null });
      expect(Number(rows[0].id)).not.toBe(999);
      expect(new Date(rows[0].created_at as string).getFullYear()).toBeGreaterThan(2000);
    });

    it("rejects feedback without text and suggestions without title or description", async () => {
      const f = await post("/api/feedback", { url: "http://x/", feedback_text: "   ", name: null, email: null });
      expect(f.statusCode).toBe(400);
      expect(f.json().error).toBe("Please provide feedback");
      for (const body of [
        { url: "http://x/", title: "", description: "d" },
        { url: "http://x/", title: "t", description: "  " },
        { url: "http://x/", description: "d" },
      ]) {
        const s = await post("/api/applet-suggestions", body);
        expect(s.statusCode).toBe(400);
        expect(s.json().error).toBe("Please provide both title and description");
      }
      const e = await post("/api/feedback", { url: "http://x/", feedback_text: "hi", email: "nope" });
      expect(e.statusCode).toBe(400);
      const big = await post("/api/feedback", { url: "http://x/", feedback_text: "x".repeat(5001) });
      expect(big.statusCode).toBe(400);
    });

    it("stores suggestions", async () => {
      const res = await post("/api/applet-suggestions", {
        url: "http://localhost/",
        title: " Regex tester ",
        description: " Test regexes ",
        name: "Ada",
        email: "ada@example.com",
      });
      expect(res.statusCode).toBe(201);
      const { rows } = await db.query("SELECT url, title, description, name, email FROM applet_suggestions");
      expect(rows).toEqual([
        { url: "http://localhost/", title: "Regex tester", description: "Test regexes", name: "Ada", email: "ada@example.com" },
      ]);
    });

    it("refuses prototype-pollution keys", async () => {
      const res = await app.inject({
        method: "POST",
        url: "/api/feedback",
        headers: { "content-type": "application/json" },
        payload: '{"url":"http://x/","feedback_text":"hi","__proto__":{"polluted":true}}',
      });
      expect(res.statusCode).toBe(400);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });

    it("never exposes subscribers, feedback or suggestions", async () => {
      for (const url of ["/api/email-subscribers", "/api/feedback", "/api/applet-suggestions"]) {
        const res = await app.inject({ url });
        expect(res.statusCode).toBe(404);
        expect(res.body).not.toContain("@");
      }
    });

    it("sends security headers", async () => {
      const res = await app.inject({ url: "/api/health" });
      expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(res.headers["content-security-policy"]).toContain("script-src 'self'");
      expect(res.headers["content-security-policy"]).not.toContain("unsafe-inline' 'self'; script");
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
    });

    it("streams an insert event to SSE clients", async () => {
      await app.listen({ port: 0, host: "127.0.0.1" });
      const port = (app.server.address() as { port: number }).port;
      const stream = await openEventStream(`http://127.0.0.1:${port}/api/calculations/stream`);
      try {
        await post("/api/calculations", { applet_name: "CSV Analyzer" });
        const events = await stream.waitFor(1);
        expect(events[0].event).toBe("insert");
        expect(JSON.parse(events[0].data)).toMatchObject({ applet_name: "CSV Analyzer" });
      } finally {
        stream.close();
      }
    });
  });
}

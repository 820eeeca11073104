import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { configFromEnv } from "./config";
import { DataDirLockedError } from "./db/data-dir-lock";
import { openDatabase } from "./db/open";
import { testApp } from "./testing/app";
import { createTestDatabase } from "./testing/databases";
import { openEventStream } from "./testing/sse";

const tmpDirs: string[] = [];
function tmpDir(): string {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), "dat-test-"));
  tmpDirs.push(d);
  return d;
}
afterAll(() => {
  for (const d of tmpDirs) fs.rmSync(d, { recursive: true, force: true });
});

describe("rate limits", () => {
  it("answers 429 with a clear message past the per-IP write limit", async () => {
    const { app, close } = await testApp({ writeRateLimit: 3 });
    try {
      const codes: number[] = [];
      let last;
      for (let i = 0; i < 5; i++) {
        last = await app.inject({ method: "POST", url: "/api/calculations", payload: { applet_name: "CSV Analyzer" } });
        codes.push(last.statusCode);
      }
      expect(codes).toEqual([201, 201, 201, 429, 429]);
      expect(last!.json().error).toMatch(/Too many requests/);
      // Reads are not limited by the write limit.
      expect((await app.inject({ url: "/api/calculations/count" })).statusCode).toBe(200);
      // Another client IP has its own budget.
      const other = await app.inject({
        method: "POST",
        url: "/api/calculations",
        payload: { applet_name: "CSV Analyzer" },
        remoteAddress: "10.1.2.3",
      });
      expect(other.statusCode).toBe(201);
    } finally {
      await close();
    }
  });
});

describe("embedded database (PGlite in DATA_DIR)", () => {
  it("keeps data across a restart", async () => {
    const dataDir = tmpDir();
    const config = { ...configFromEnv({}), dataDir, databaseUrl: undefined };
    const first = await openDatabase(config);
    await first.query("INSERT INTO calculations (applet_name) VALUES ('CSV Analyzer'), ('CSV Analyzer')");
    await first.query("INSERT INTO email_subscribers (email) VALUES ('a@example.com')");
    await first.close();

    const second = await openDatabase(config);
    try {
      const { rows } = await second.query<{ n: number }>("SELECT sum(total)::int AS n FROM calculation_counter");
      expect(Number(rows[0].n)).toBe(2);
      const subs = await second.query("SELECT email FROM email_subscribers");
      expect(subs.rows).toEqual([{ email: "a@example.com" }]);
    } finally {
      await second.close();
    }
  });

  it("refuses a second server on the same DATA_DIR with a clear message", async () => {
    const dataDir = tmpDir();
    const config = { ...configFromEnv({}), dataDir, databaseUrl: undefined };
    const first = await openDatabase(config);
    try {
      await expect(openDatabase(config)).rejects.toBeInstanceOf(DataDirLockedError);
      await expect(openDatabase(config)).rejects.toThrow(/already using DATA_DIR/);
    } finally {
      await first.close();
    }
    // Released on close: a new server can start.
    const again = await openDatabase(config);
    await again.close();
  });

  it("gives a clear start-up error when DATA_DIR cannot be written", async () => {
    const file = path.join(tmpDir(), "not-a-folder");
    fs.writeFileSync(file, "x");
    const config = { ...configFromEnv({}), dataDir: path.join(file, "sub"), databaseUrl: undefined };
    await expect(openDatabase(config)).rejects.toThrow(/DATA_DIR .* is not a writable folder/);
  });

  it("gives a clear start-up error when DATA_DIR is (nearly) full", async () => {
    const config = { ...configFromEnv({}), dataDir: tmpDir(), databaseUrl: undefined, dataDirMinFreeBytes: Number.MAX_SAFE_INTEGER };
    await expect(openDatabase(config)).rejects.toThrow(/MB free; the embedded database needs at least/);
  });

  it("runs migrations idempotently", async () => {
    const dataDir = tmpDir();
    const config = { ...configFromEnv({}), dataDir, databaseUrl: undefined };
    for (let i = 0; i < 2; i++) {
      const db = await openDatabase(config);
      const { rows } = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM schema_migrations");
      expect(Number(rows[0].n)).toBeGreaterThanOrEqual(2);
      await db.close();
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("two server instances on one PostgreSQL", () => {
  it("delivers an insert made through instance A to an SSE client of instance B", async () => {
    const tdb = (await createTestDatabase())!;
    const a = await testApp({ databaseUrl: tdb.url });
    const b = await testApp({ databaseUrl: tdb.url });
    try {
      await b.app.listen({ port: 0, host: "127.0.0.1" });
      const port = (b.app.server.address() as { port: number }).port;
      const stream = await openEventStream(`http://127.0.0.1:${port}/api/calculations/stream`);
      try {
        const res = await a.app.inject({
          method: "POST",
          url: "/api/calculations",
          payload: { applet_name: "BQML Model Builder" },
        });
        expect(res.statusCode).toBe(201);
        const events = await stream.waitFor(1);
        expect(events[0].event).toBe("insert");
        expect(JSON.parse(events[0].data).applet_name).toBe("BQML Model Builder");
        // And B's count sees A's insert (it heard the same notification).
        const deadline = Date.now() + 5000;
        let count = -1;
        while (Date.now() < deadline && count !== 1) {
          count = (await b.app.inject({ url: "/api/calculations/count" })).json().count;
          if (count !== 1) await new Promise((r) => setTimeout(r, 100));
        }
        expect(count).toBe(1);
      } finally {
        stream.close();
      }
    } finally {
      await a.close();
      await b.close();
      await tdb.drop();
    }
  });

  it("migrates once when two instances start together", async () => {
    const tdb = (await createTestDatabase())!;
    try {
      const [x, y] = await Promise.all([testApp({ databaseUrl: tdb.url }), testApp({ databaseUrl: tdb.url })]);
      const { rows } = await x.db.query<{ n: number }>("SELECT count(*)::int AS n FROM schema_migrations");
      expect(Number(rows[0].n)).toBe(2);
      await x.close();
      await y.close();
    } finally {
      await tdb.drop();
    }
  });
});

import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import { testApp } from "./testing/app";
import { createTestDatabase } from "./testing/databases";
import { openEventStream } from "./testing/sse";
import { startTcpProxy } from "./testing/tcp-proxy";

const hasPg = !!process.env.TEST_DATABASE_URL;

async function eventually<T>(fn: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const start = Date.now();
  for (;;) {
    const v = await fn().catch(() => undefined as T);
    if (v !== undefined && ok(v)) return v;
    if (Date.now() - start > timeoutMs) throw new Error(`not within ${timeoutMs} ms; last: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe.skipIf(!hasPg)("PostgreSQL goes away while serving", () => {
  let tdb: Awaited<ReturnType<typeof createTestDatabase>>;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let t: Awaited<ReturnType<typeof testApp>>;
  let webDir: string;

  beforeAll(async () => {
    tdb = await createTestDatabase();
    const target = new URL(tdb!.url);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(tdb!.url);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), "dat-web-"));
    fs.writeFileSync(path.join(webDir, "index.html"), "<!doctype html><html><head></head><body>app</body></html>");
    t = await testApp({ databaseUrl: viaProxy.toString(), webDir });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
  });

  afterAll(async () => {
    await t?.close();
    await proxy?.close();
    await tdb?.drop();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it("answers 503 while down, keeps serving pages, and recovers without a restart", async () => {
    const port = (t.app.server.address() as { port: number }).port;
    const stream = await openEventStream(`http://127.0.0.1:${port}/api/calculations/stream`);
    const write = () => t.app.inject({ method: "POST", url: "/api/calculations", payload: { applet_name: "CSV Analyzer" } });
    try {
      expect((await write()).statusCode).toBe(201);
      await stream.waitFor(1);

      await proxy.stop();
      const health = await t.app.inject({ url: "/api/health" });
      expect(health.statusCode).toBe(503);
      const w = await write();
      expect(w.statusCode).toBe(503);
      expect(w.json().error).toBe("The database is unavailable right now. Please try again in a moment.");
      const page = await t.app.inject({ url: "/" });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain("app");

      await proxy.start();
      await eventually(() => t.app.inject({ url: "/api/health" }), (r) => r.statusCode === 200);
      expect((await write()).statusCode).toBe(201);
      // The LISTEN connection came back too: the live stream hears new inserts again.
      await eventually(
        async () => {
          await write();
          return stream.events.length;
        },
        (n) => n >= 2,
      );
    } finally {
      stream.close();
    }
  }, 60_000);
});

describe.skipIf(!hasPg)("kill -9 during a write load", () => {
  it("loses no acknowledged row", async () => {
    const tdb = (await createTestDatabase())!;
    const root = path.resolve(__dirname, "../..");
    const port = 40_000 + Math.floor(Math.random() * 20_000);
    const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "src/server/main.ts")], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: tdb.url, PORT: String(port), HOST: "127.0.0.1", WRITE_RATE_LIMIT: "1000000", LOG_LEVEL: "warn" },
      stdio: "ignore",
    });
    try {
      const base = `http://127.0.0.1:${port}`;
      await eventually(() => fetch(`${base}/api/health`), (r) => r.ok, 30_000);
      let acknowledged = 0;
      let stop = false;
      const worker = async () => {
        while (!stop) {
          try {
            const r = await fetch(`${base}/api/calculations`, {
              method: "POST",
              headers: { "content-type": "application/json" },
              body: JSON.stringify({ applet_name: "CSV Analyzer" }),
            });
            if (r.status === 201) acknowledged++;
          } catch {
            return; // the server is gone
          }
        }
      };
      const workers = Array.from({ length: 16 }, worker);
      await eventually(async () => acknowledged, (n) => n >= 300, 30_000);
      child.kill("SIGKILL");
      stop = true;
      await Promise.all(workers);
      const c = new pg.Client({ connectionString: tdb.url });
      await c.connect();
      const { rows } = await c.query("SELECT count(*)::int AS n FROM calculations");
      const counter = await c.query("SELECT sum(total)::int AS n FROM calculation_counter");
      await c.end();
      expect(rows[0].n).toBeGreaterThanOrEqual(acknowledged);
      expect(counter.rows[0].n).toBe(rows[0].n);
    } finally {
      child.kill("SIGKILL");
      await new Promise((r) => setTimeout(r, 200));
      await tdb.drop();
    }
  }, 90_000);
});

describe("process behaviour", () => {
  it("shuts down gracefully on SIGTERM: streams get a retry hint, in-flight work finishes, exit 0", async () => {
    const root = path.resolve(__dirname, "../..");
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dat-term-"));
    const port = 40_000 + Math.floor(Math.random() * 20_000);
    const logs: string[] = [];
    const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "src/server/main.ts")], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: "", DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "info" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout!.on("data", (d) => logs.push(String(d)));
    child.stderr!.on("data", (d) => logs.push(String(d)));
    try {
      const base = `http://127.0.0.1:${port}`;
      await eventually(() => fetch(`${base}/api/health`), (r) => r.ok, 30_000);
      const secret = "private.person@example.com";
      const sub = await fetch(`${base}/api/email-subscribers`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: secret, source: "applet_popup" }),
      });
      expect(sub.status).toBe(201);
      const fb = await fetch(`${base}/api/feedback`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-request-id": "req-test-42" },
        body: JSON.stringify({ url: "http://x/", feedback_text: "very private words", name: null, email: null }),
      });
      expect(fb.headers.get("x-request-id")).toBe("req-test-42");
      const stream = await openEventStream(`${base}/api/calculations/stream`);
      const exited = new Promise<number | null>((r) => child.once("exit", (code) => r(code)));
      child.kill("SIGTERM");
      expect(await exited).toBe(0);
      stream.close();
      const out = logs.join("");
      // Structured JSON request logs with ids — and no email address or feedback text in them.
      expect(out).toContain('"reqId":"req-test-42"');
      expect(out).not.toContain(secret);
      expect(out).not.toContain("very private words");
    } finally {
      child.kill("SIGKILL");
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

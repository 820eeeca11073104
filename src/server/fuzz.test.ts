import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generatorFunctions } from "./functions";
import { setResolverForTests } from "./net";
import { testApp } from "./testing/app";

/**
 * Throws thousands of generated bodies at every endpoint: wrong types, huge strings, deep nesting,
 * unicode (including lone surrogates), prototype-pollution keys, broken JSON. The server must answer
 * only 2xx or 4xx, stay up, and write nothing for a 4xx.
 */

const TOTAL = Number(process.env.FUZZ_BODIES ?? 10_000);

// Small deterministic PRNG (mulberry32) so a failure can be replayed with the same seed.
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Endpoint {
  url: string;
  fields: string[];
  table?: string;
  /** A valid body; the fuzzer swaps one field for a hostile value, so many requests reach the database. */
  valid?: () => Record<string, unknown>;
}

let emailSeq = 0;
const dataEndpoints: Endpoint[] = [
  { url: "/api/applet-views", fields: ["applet_name"], table: "applet_views", valid: () => ({ applet_name: "CSV Analyzer" }) },
  { url: "/api/calculations", fields: ["applet_name"], table: "calculations", valid: () => ({ applet_name: "JSON Formatter" }) },
  {
    url: "/api/email-subscribers",
    fields: ["email", "source"],
    table: "email_subscribers",
    valid: () => ({ email: `fuzz${emailSeq++}@example.com`, source: "applet_popup" }),
  },
  {
    url: "/api/feedback",
    fields: ["url", "feedback_text", "name", "email"],
    table: "feedback",
    valid: () => ({ url: "http://localhost/", feedback_text: "ok", name: null, email: null }),
  },
  {
    url: "/api/applet-suggestions",
    fields: ["url", "title", "description", "name", "email"],
    table: "applet_suggestions",
    valid: () => ({ url: "http://localhost/", title: "t", description: "d", name: "n", email: "n@example.com" }),
  },
];

const functionFields: Record<string, string[]> = {};
for (const fn of generatorFunctions) {
  const shape = (fn.request as unknown as { shape?: Record<string, unknown> }).shape;
  functionFields[fn.name] = shape ? Object.keys(shape) : ["query", "description", "url", "prompt"];
}

const strings = [
  "",
  " ",
  "CSV Analyzer",
  "a@b.co",
  "x".repeat(70_000),
  "\u0000",
  "\ud800",
  "\udfff\ud800",
  "👩‍👩‍👧‍👦".repeat(500),
  "' OR 1=1 --",
  "<script>alert(1)</script>",
  "http://127.0.0.1/",
  "file:///etc/passwd",
  "%00%0d%0a",
  "ŞİÇ ßẞ ǅ",
  "1e400",
  "-0",
  "__proto__",
];

function randomValue(r: () => number, depth = 0): unknown {
  const k = Math.floor(r() * 12);
  switch (k) {
    case 0:
      return null;
    case 1:
      return r() < 0.5;
    case 2:
      return Math.floor(r() * 2_000_000) - 1_000_000;
    case 3:
      return [1e308, -1e-308, 0.1, 2 ** 53 + 1, -0][Math.floor(r() * 5)];
    case 4:
    case 5:
    case 6:
      return strings[Math.floor(r() * strings.length)];
    case 7:
      return depth < 3 ? Array.from({ length: Math.floor(r() * 4) }, () => randomValue(r, depth + 1)) : [];
    case 8:
      return depth < 3 ? randomObject(r, ["a", "b", "__proto__", "constructor"], depth + 1) : {};
    case 9:
      return String.fromCharCode(...Array.from({ length: 20 }, () => Math.floor(r() * 0xffff)));
    default:
      return Math.floor(r() * 30);
  }
}

function randomObject(r: () => number, fields: string[], depth = 0): Record<string, unknown> {
  const o: Record<string, unknown> = {};
  for (const f of fields) if (r() < 0.7) o[f] = randomValue(r, depth);
  if (r() < 0.2) o[["extra", "id", "created_at", "prototype"][Math.floor(r() * 4)]] = randomValue(r, depth);
  return o;
}

/** A raw request body: usually JSON of an object, sometimes hostile text. */
function randomBody(r: () => number, ep: Endpoint): string {
  const fields = ep.fields;
  if (ep.valid && r() < 0.4) {
    const body = ep.valid();
    const keys = Object.keys(body);
    body[keys[Math.floor(r() * keys.length)]] = r() < 0.7 ? strings[Math.floor(r() * strings.length)] : randomValue(r);
    return JSON.stringify(body);
  }
  const k = r();
  if (k < 0.05) return "[".repeat(5000) + "]".repeat(5000);
  if (k < 0.08) return '{"__proto__":{"polluted":1},' + JSON.stringify(randomObject(r, fields)).slice(1);
  if (k < 0.1) return '{"constructor":{"prototype":{"polluted":1}}}';
  if (k < 0.13) return "{not json";
  if (k < 0.15) return JSON.stringify(randomValue(r));
  if (k < 0.17) {
    let s = "1";
    for (let i = 0; i < 2000; i++) s = `{"a":${s}}`;
    return s;
  }
  return JSON.stringify(randomObject(r, fields));
}

let t: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  // Random URLs must never reach a real name server: every host "resolves" to a documentation
  // address (203.0.113.0/24), which the outbound guard refuses, so no request leaves the machine.
  setResolverForTests(async () => ["203.0.113.7"]);
  t = await testApp({ writeRateLimit: 1e9, generatorRateLimit: 1e9 });
});
afterAll(async () => {
  setResolverForTests(null);
  await t?.close();
});

async function tableCounts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const e of dataEndpoints) {
    const { rows } = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${e.table}`);
    out[e.table!] = Number(rows[0].n);
  }
  return out;
}

describe("fuzzing every endpoint", () => {
  it(`answers ${TOTAL} generated bodies with 2xx/4xx only and writes nothing on a 4xx`, async () => {
    const r = rng(20261121);
    const endpoints: Endpoint[] = [
      ...dataEndpoints,
      ...generatorFunctions.map((fn) => ({ url: `/api/functions/${fn.name}`, fields: functionFields[fn.name] })),
    ];
    const okWrites: Record<string, number> = {};
    const statuses: Record<number, number> = {};
    const before = await tableCounts();
    for (let i = 0; i < TOTAL; i++) {
      const ep = endpoints[i % endpoints.length];
      const payload = randomBody(r, ep);
      const contentType = r() < 0.03 ? "text/plain" : "application/json";
      const res = await t.app.inject({ method: "POST", url: ep.url, headers: { "content-type": contentType }, payload });
      statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
      if (res.statusCode >= 500) {
        throw new Error(`${ep.url} answered ${res.statusCode} to ${payload.slice(0, 300)}: ${res.body.slice(0, 300)}`);
      }
      if (res.statusCode >= 400) {
        expect(typeof res.json().error, `${ep.url} ${res.statusCode} body`).toBe("string");
      }
      if (ep.table && res.statusCode < 300) okWrites[ep.table] = (okWrites[ep.table] ?? 0) + 1;
    }
    const after = await tableCounts();
    for (const e of dataEndpoints) {
      expect(after[e.table!] - before[e.table!], e.table).toBe(okWrites[e.table!] ?? 0);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    // Still up.
    expect((await t.app.inject({ url: "/api/health" })).statusCode).toBe(200);
    console.log("fuzz status counts:", statuses);
  }, 600_000);
});

import path from "node:path";

export interface AiConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
  /** "fallback": only requests the built-in engine cannot answer; "prefer": every request. */
  mode: "fallback" | "prefer";
  timeoutMs: number;
}

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** When set, PostgreSQL via `pg`; otherwise embedded PGlite in dataDir. */
  databaseUrl?: string;
  creatorName: string;
  creatorUrl: string;
  /** true, false, a hop count (as a number-like string is accepted too) or a list of addresses. */
  trustProxy: boolean | string;
  /** Folder of the built web app; absent in API-only tests. */
  webDir?: string;
  /** Requests per minute per client IP on each write route. */
  writeRateLimit: number;
  /** Requests per minute per client IP on each generator function. */
  generatorRateLimit: number;
  /** Host names or IPs the outbound guard lets through although they are private (tests only). */
  outboundAllowHosts: string[];
  ai?: AiConfig;
  logLevel: string;
  /** Start-up refuses an embedded database folder with less free space than this. */
  dataDirMinFreeBytes: number;
  /** Sub-path the product is served under ("" at the root, or e.g. "/tools"). */
  basePath: string;
}

/** "/tools/" → "/tools"; "" or "/" → "". Only plain path segments are accepted. */
export function normalizeBasePath(v: string | undefined): string {
  const trimmed = (v ?? "").trim().replace(/^\/+|\/+$/g, "");
  if (!trimmed) return "";
  if (!/^[A-Za-z0-9._~-]+(\/[A-Za-z0-9._~-]+)*$/.test(trimmed)) {
    throw new Error(`BASE_PATH must be a plain path like /tools, not "${v}"`);
  }
  return `/${trimmed}`;
}

function parseTrustProxy(v: string | undefined): boolean | string {
  if (!v || v === "false") return false;
  if (v === "true") return true;
  return v;
}

function intFrom(v: string | undefined, fallback: number): number {
  const n = v ? Number(v) : NaN;
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : fallback;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const ai =
    env.AI_BASE_URL && env.AI_API_KEY && env.AI_MODEL
      ? {
          baseUrl: env.AI_BASE_URL,
          apiKey: env.AI_API_KEY,
          model: env.AI_MODEL,
          mode: env.AI_MODE === "prefer" ? ("prefer" as const) : ("fallback" as const),
          timeoutMs: intFrom(env.AI_TIMEOUT_MS, 20_000),
        }
      : undefined;
  return {
    port: intFrom(env.PORT, 3000),
    host: env.HOST || "0.0.0.0",
    dataDir: path.resolve(env.DATA_DIR || "./data"),
    databaseUrl: env.DATABASE_URL || undefined,
    creatorName: env.CREATOR_NAME || "Data Analyst Tools contributors",
    creatorUrl: env.CREATOR_URL || "https://github.com/",
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    webDir: path.resolve("dist/web"),
    writeRateLimit: intFrom(env.WRITE_RATE_LIMIT, 60),
    generatorRateLimit: intFrom(env.GENERATOR_RATE_LIMIT, 120),
    outboundAllowHosts: (env.OUTBOUND_ALLOW_HOSTS || "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
    ai,
    logLevel: env.LOG_LEVEL || "info",
    basePath: normalizeBasePath(env.BASE_PATH),
    dataDirMinFreeBytes: intFrom(env.DATA_DIR_MIN_FREE_MB, 64) * 1024 * 1024,
  };
}

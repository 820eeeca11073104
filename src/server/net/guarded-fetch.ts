import type { LookupAddress } from "node:dns";
import { Readable } from "node:stream";
import zlib from "node:zlib";
import { Agent, request } from "undici";
import { acceptHeader, decodeBody, describeAccepted, isAccepted, type AcceptKind } from "./content-type";
import { OutboundError } from "./outbound-error";
import { checkTarget, parseOutboundUrl, systemResolver, type CheckedTarget, type Resolver } from "./target-policy";

export const DEFAULT_TIMEOUT_MS = 10_000;
export const DEFAULT_MAX_BYTES = 5 * 1024 * 1024;
export const MAX_REDIRECTS = 5;

export interface GuardedFetchOptions {
  /** Host names or IPs exempt from the address rules (config.outboundAllowHosts; empty in production). */
  allowHosts: string[];
  /** Whole fetch including redirects (default 10 s). */
  timeoutMs?: number;
  /** Largest body after decompression (default 5 MB). */
  maxBytes?: number;
  /** Content kinds accepted (default html and text). */
  accept?: AcceptKind[];
  signal?: AbortSignal;
  /** Tests only: resolve host names without real DNS. */
  resolver?: Resolver;
}

export interface GuardedResponse {
  finalUrl: string;
  status: number;
  contentType: string;
  body: string;
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/**
 * The only way the server fetches a URL on a user's behalf. Every hop (the URL and each redirect)
 * is checked: http(s) only, no credentials, host resolved and refused when any address is not
 * public, and the connection pinned to the checked addresses so a second DNS answer cannot
 * steer it elsewhere (DNS rebinding). Time, size and content type are capped.
 * Throws OutboundError with a message fit for the user.
 */
let resolverOverride: Resolver | null = null;

/**
 * Tests only: resolve every host name with this resolver instead of DNS, for every caller (e.g. a
 * fuzz test whose random URLs must never reach a real name server). Pass null to restore DNS.
 */
export function setResolverForTests(resolver: Resolver | null): void {
  resolverOverride = resolver;
}

export async function guardedFetch(url: string, opts: GuardedFetchOptions): Promise<GuardedResponse> {
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxBytes = opts.maxBytes ?? DEFAULT_MAX_BYTES;
  const accept = opts.accept?.length ? opts.accept : (["html", "text"] as AcceptKind[]);
  const resolve = opts.resolver ?? resolverOverride ?? systemResolver;
  const deadline = AbortSignal.timeout(timeoutMs);
  const signal = opts.signal ? AbortSignal.any([opts.signal, deadline]) : deadline;

  let current = parseOutboundUrl(url);
  try {
    for (let hop = 0; ; hop++) {
      const target = await checkTarget(current, opts.allowHosts, resolve, signal);
      const agent = pinnedAgent(target, timeoutMs);
      try {
        const res = await request(target.url, {
          method: "GET",
          dispatcher: agent,
          signal,
          headers: {
            "user-agent": "DataAnalystTools/1.0 (+https://github.com/; fetches one page on a user's request)",
            accept: acceptHeader(accept),
            "accept-encoding": "gzip, deflate, br",
          },
        });
        const location = header(res.headers, "location");
        if (REDIRECT_STATUSES.has(res.statusCode) && location) {
          await res.body.dump();
          if (hop >= MAX_REDIRECTS) {
            throw new OutboundError("refused", `The page redirected more than ${MAX_REDIRECTS} times; giving up.`);
          }
          current = parseOutboundUrl(resolveLocation(location, target.url));
          continue;
        }
        const contentType = header(res.headers, "content-type") ?? "";
        if (!isAccepted(contentType, accept)) {
          await res.body.dump();
          const got = contentType ? contentType.split(";")[0] : "no content type";
          throw new OutboundError("content-type", `Only ${describeAccepted(accept)} can be fetched; this address returned ${got}.`);
        }
        const declared = Number(header(res.headers, "content-length"));
        if (Number.isFinite(declared) && declared > maxBytes) {
          await res.body.dump();
          throw tooLarge(maxBytes);
        }
        const bytes = await readCapped(res.body, header(res.headers, "content-encoding"), maxBytes);
        return { finalUrl: target.url.href, status: res.statusCode, contentType, body: decodeBody(bytes, contentType) };
      } finally {
        void agent.destroy().catch(() => undefined);
      }
    }
  } catch (err) {
    throw translateError(err, { deadline, timeoutMs, callerSignal: opts.signal, host: current.hostname });
  }
}

/** An undici Agent whose DNS lookup can only answer with the addresses we checked. */
function pinnedAgent(target: CheckedTarget, timeoutMs: number): Agent {
  const pinned: LookupAddress[] = target.addresses;
  const lookup = (
    _hostname: string,
    options: { all?: boolean } | number | undefined,
    callback: (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
  ) => {
    const all = typeof options === "object" && options?.all;
    if (all) callback(null, pinned);
    else callback(null, pinned[0]!.address, pinned[0]!.family);
  };
  return new Agent({
    connect: { lookup: lookup as never, timeout: timeoutMs },
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    connections: 1,
    pipelining: 0,
  });
}

function header(headers: Record<string, string | string[] | undefined>, name: string): string | undefined {
  const v = headers[name];
  return Array.isArray(v) ? v[0] : v;
}

function resolveLocation(location: string, base: URL): string {
  try {
    return new URL(location, base).href;
  } catch {
    throw new OutboundError("protocol", "The page redirected to an address that is not valid.");
  }
}

function tooLarge(maxBytes: number): OutboundError {
  return new OutboundError("too-large", `The page is larger than ${Math.round(maxBytes / (1024 * 1024))} MB, the most that can be fetched.`);
}

/** Reads the body, decompressing as declared, and stops as soon as it passes maxBytes (zip bombs included). */
async function readCapped(body: Readable, encoding: string | undefined, maxBytes: number): Promise<Uint8Array> {
  const coding = (encoding ?? "").trim().toLowerCase();
  let stream: Readable = body;
  if (coding === "gzip" || coding === "x-gzip") stream = body.pipe(zlib.createGunzip());
  else if (coding === "deflate") stream = body.pipe(zlib.createInflate());
  else if (coding === "br") stream = body.pipe(zlib.createBrotliDecompress());
  else if (coding && coding !== "identity") {
    body.destroy();
    throw new OutboundError("protocol", `The page uses an unsupported content encoding (${coding}).`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      const buf = chunk as Buffer;
      size += buf.length;
      if (size > maxBytes) {
        stream.destroy();
        body.destroy();
        throw tooLarge(maxBytes);
      }
      chunks.push(buf);
    }
  } catch (err) {
    if (err instanceof OutboundError) throw err;
    if ((err as { code?: string }).code?.startsWith("Z_")) {
      throw new OutboundError("protocol", "The page's compressed content is damaged.");
    }
    throw err;
  }
  return Buffer.concat(chunks);
}

function translateError(
  err: unknown,
  ctx: { deadline: AbortSignal; timeoutMs: number; callerSignal?: AbortSignal; host: string },
): unknown {
  if (err instanceof OutboundError) return err;
  if (ctx.callerSignal?.aborted) return err;
  const code = (err as { code?: string }).code ?? (err as { cause?: { code?: string } }).cause?.code ?? "";
  if (ctx.deadline.aborted || code === "UND_ERR_HEADERS_TIMEOUT" || code === "UND_ERR_BODY_TIMEOUT" || code === "UND_ERR_CONNECT_TIMEOUT") {
    return new OutboundError("timeout", `The page did not answer within ${Math.round(ctx.timeoutMs / 1000)} seconds.`);
  }
  if (code === "ECONNREFUSED") return new OutboundError("unreachable", `${ctx.host} refused the connection.`);
  if (code === "ECONNRESET" || code === "UND_ERR_SOCKET") {
    return new OutboundError("unreachable", `The connection to ${ctx.host} was closed unexpectedly.`);
  }
  if (code === "ENOTFOUND" || code === "EAI_AGAIN") return new OutboundError("unreachable", `The host name ${ctx.host} could not be found.`);
  if (code === "EHOSTUNREACH" || code === "ENETUNREACH") return new OutboundError("unreachable", `${ctx.host} cannot be reached from this server.`);
  if (/CERT|SSL|TLS|ERR_TLS/i.test(code)) {
    return new OutboundError("unreachable", `The secure connection to ${ctx.host} failed (${code}).`);
  }
  return new OutboundError("unreachable", `Could not fetch the page from ${ctx.host}${code ? ` (${code})` : ""}.`);
}

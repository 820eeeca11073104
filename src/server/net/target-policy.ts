import { lookup } from "node:dns/promises";
import { addressRefusal, isIpLiteral } from "./address-policy";
import { OutboundError } from "./outbound-error";

/** Resolves a host name to every address it has (IPv4 and IPv6). Tests inject their own. */
export type Resolver = (hostname: string) => Promise<string[]>;

export const systemResolver: Resolver = async (hostname) => {
  const found = await lookup(hostname, { all: true, verbatim: true });
  return found.map((a) => a.address);
};

export interface CheckedTarget {
  url: URL;
  /** Host name without IPv6 brackets. */
  host: string;
  /** The checked addresses the connection must use (pinned). */
  addresses: { address: string; family: 4 | 6 }[];
}

/** Ports a public host may be fetched on: the web defaults and unprivileged ports. */
function portAllowed(url: URL): boolean {
  if (url.port === "") return true;
  const port = Number(url.port);
  return port === 80 || port === 443 || port >= 1024;
}

const BLOCKED_NAMES = [/^localhost\.?$/i, /\.localhost\.?$/i, /^metadata\.google\.internal\.?$/i, /^metadata\.?$/i];

/** Parses a URL and applies every rule that does not need DNS; throws OutboundError when refused. */
export function parseOutboundUrl(raw: string | URL): URL {
  let url: URL;
  try {
    url = raw instanceof URL ? new URL(raw.href) : new URL(raw.trim());
  } catch {
    throw new OutboundError("refused", "That is not a valid URL. Enter a full address such as https://example.com/page.");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new OutboundError("refused", `Only http and https addresses can be fetched (not ${url.protocol.replace(/:$/, "")}).`);
  }
  if (url.username || url.password) {
    throw new OutboundError("refused", "Addresses with a user name or password (user@host) are not allowed.");
  }
  if (!url.hostname) throw new OutboundError("refused", "The address has no host name.");
  return url;
}

/**
 * Decides whether the URL's host may be contacted and which addresses to connect to.
 * `allowHosts` (OUTBOUND_ALLOW_HOSTS, empty by default) skips the address rules for exactly those
 * host names or IPs so tests can reach a loopback server; nothing else does.
 */
export async function checkTarget(
  url: URL,
  allowHosts: readonly string[],
  resolve: Resolver,
  signal?: AbortSignal,
): Promise<CheckedTarget> {
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1").toLowerCase();
  const allowed = allowHosts.some((h) => h.trim().toLowerCase().replace(/^\[(.*)\]$/, "$1") === host);

  if (!allowed) {
    if (!portAllowed(url)) {
      throw new OutboundError("refused", `Port ${url.port} is not allowed. Use the standard web ports (80, 443) or a port above 1023.`);
    }
    if (BLOCKED_NAMES.some((re) => re.test(host))) {
      throw new OutboundError("refused", `The host ${host} points to this server or its internal network and cannot be fetched.`);
    }
  }

  if (isIpLiteral(host)) {
    const reason = allowed ? null : addressRefusal(host);
    if (reason) throw refusal(host, host, reason);
    return { url, host, addresses: [{ address: host, family: host.includes(":") ? 6 : 4 }] };
  }

  let addresses: string[];
  try {
    addresses = await withSignal(resolve(host), signal);
  } catch (err) {
    if (signal?.aborted) throw err;
    throw new OutboundError("unreachable", `The host name ${host} could not be found.`);
  }
  if (addresses.length === 0) throw new OutboundError("unreachable", `The host name ${host} could not be found.`);
  if (!allowed) {
    // Refuse when ANY address is special: a name with one public and one private address could
    // otherwise be steered to the private one.
    for (const address of addresses) {
      const reason = addressRefusal(address);
      if (reason) throw refusal(host, address, reason);
    }
  }
  return {
    url,
    host,
    addresses: addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 })),
  };
}

function refusal(host: string, address: string, reason: string): OutboundError {
  const where = host === address ? address : `${host} (${address})`;
  return new OutboundError(
    "refused",
    `This address cannot be fetched: ${where} is not a public internet address (${reason}).`,
  );
}

function withSignal<T>(promise: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(
      (v) => {
        signal.removeEventListener("abort", onAbort);
        resolve(v);
      },
      (e) => {
        signal.removeEventListener("abort", onAbort);
        reject(e);
      },
    );
  });
}

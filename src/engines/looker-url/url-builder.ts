/**
 * Looker Studio report links with a parameter set in the URL: the report address plus
 * `params=<URL-encoded JSON {"parameterName": "value"}>`, one link per value (spec section 9).
 */

export interface UrlBuilderInput {
  baseUrl: string;
  parameterName: string;
  values: readonly string[];
}

export interface GeneratedUrl {
  value: string;
  url: string;
}

export interface Problem {
  title: string;
  description: string;
}

export type UrlBuilderResult =
  | { ok: true; urls: GeneratedUrl[]; notes: string[] }
  | { ok: false; problem: Problem };

/** Titles from spec section 5 (exact); the descriptions are ours. */
export const urlBuilderMessages = {
  missingUrl: { title: "Missing URL", description: "Please enter the Looker Studio report URL" },
  invalidUrl: { title: "Invalid URL", description: "The report URL must start with http:// or https://" },
  missingParameterName: { title: "Missing Parameter Name", description: "Please enter the parameter name" },
  missingParameterValues: { title: "Missing Parameter Values", description: "Please enter at least one parameter value" },
} satisfies Record<string, Problem>;

/** At most this many links in one go: a list longer than this is almost certainly a paste mistake. */
export const MAX_VALUES = 1000;

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.length > 0;
  } catch {
    return false;
  }
}

function decodeKey(pair: string): string {
  const key = pair.split("=")[0];
  try {
    return decodeURIComponent(key.replace(/\+/g, " "));
  } catch {
    return key;
  }
}

function decodeValue(pair: string): string {
  const raw = pair.slice(pair.indexOf("=") + 1);
  try {
    return decodeURIComponent(raw.replace(/\+/g, " "));
  } catch {
    return raw;
  }
}

interface SplitUrl {
  /** Everything before "?" (or before "#" when there is no query). */
  head: string;
  /** The query's other pairs, exactly as written. */
  pairs: string[];
  /** A `params` object already in the URL, kept so its other parameters survive. */
  existing: Record<string, unknown>;
  /** "#…" or "". */
  fragment: string;
  replacedInvalidParams: boolean;
}

function splitUrl(url: string): SplitUrl {
  const hashAt = url.indexOf("#");
  const fragment = hashAt >= 0 ? url.slice(hashAt) : "";
  const beforeHash = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const queryAt = beforeHash.indexOf("?");
  const head = queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash;
  const query = queryAt >= 0 ? beforeHash.slice(queryAt + 1) : "";
  const pairs: string[] = [];
  let existing: Record<string, unknown> = {};
  let replacedInvalidParams = false;
  for (const pair of query.split("&")) {
    if (!pair) continue;
    if (decodeKey(pair) !== "params") {
      pairs.push(pair);
      continue;
    }
    try {
      const parsed: unknown = JSON.parse(decodeValue(pair));
      if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) existing = parsed as Record<string, unknown>;
      else replacedInvalidParams = true;
    } catch {
      replacedInvalidParams = true;
    }
  }
  return { head, pairs, existing, fragment, replacedInvalidParams };
}

/** Trimmed, non-blank, first occurrence only. */
export function cleanValues(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const v of values) {
    const value = v.trim();
    if (!value || seen.has(value)) continue;
    seen.add(value);
    out.push(value);
  }
  return out;
}

/**
 * One link per non-blank value. The `params` query is appended with "&" when the base URL already
 * has a query, a `params` already present is merged (its other parameters are kept), and a
 * #fragment stays at the end.
 */
export function buildLookerStudioUrls(input: UrlBuilderInput): UrlBuilderResult {
  const baseUrl = input.baseUrl.trim();
  if (!baseUrl) return { ok: false, problem: urlBuilderMessages.missingUrl };
  if (!isHttpUrl(baseUrl)) return { ok: false, problem: urlBuilderMessages.invalidUrl };
  const name = input.parameterName.trim();
  if (!name) return { ok: false, problem: urlBuilderMessages.missingParameterName };
  const values = cleanValues(input.values);
  if (values.length === 0) return { ok: false, problem: urlBuilderMessages.missingParameterValues };

  const notes: string[] = [];
  const dropped = input.values.filter((v) => v.trim()).length - values.length;
  if (dropped > 0) notes.push(`${dropped} repeated value${dropped === 1 ? " was" : "s were"} left out.`);
  const used = values.slice(0, MAX_VALUES);
  if (values.length > MAX_VALUES) notes.push(`Only the first ${MAX_VALUES} values were used.`);

  const parts = splitUrl(baseUrl);
  if (parts.replacedInvalidParams) notes.push("The URL's existing params value was not valid JSON and was replaced.");
  if (Object.keys(parts.existing).length > 0) notes.push("Parameters already in the URL's params were kept.");
  const urls = used.map((value) => {
    const params = encodeURIComponent(JSON.stringify({ ...parts.existing, [name]: value }));
    const query = [...parts.pairs, `params=${params}`].join("&");
    return { value, url: `${parts.head}?${query}${parts.fragment}` };
  });
  return { ok: true, urls, notes };
}

/** Content kinds a caller may accept, and the media types each covers. */
export type AcceptKind = "html" | "text" | "css" | "json";

const MEDIA_TYPES: Record<AcceptKind, (mediaType: string) => boolean> = {
  html: (t) => t === "text/html" || t === "application/xhtml+xml",
  text: (t) => ["text/plain", "text/csv", "text/markdown", "text/tab-separated-values"].includes(t),
  css: (t) => t === "text/css",
  json: (t) => t === "application/json" || t === "text/json" || /^application\/[\w.+-]+\+json$/.test(t),
};

const ACCEPT_HEADER: Record<AcceptKind, string> = {
  html: "text/html,application/xhtml+xml",
  text: "text/plain,text/csv",
  css: "text/css",
  json: "application/json",
};

/** The bare media type of a Content-Type header, lower-cased ("text/html; charset=x" → "text/html"). */
export function mediaTypeOf(contentType: string): string {
  return contentType.split(";")[0]!.trim().toLowerCase();
}

export function isAccepted(contentType: string, accept: readonly AcceptKind[]): boolean {
  const media = mediaTypeOf(contentType);
  return accept.some((kind) => MEDIA_TYPES[kind](media));
}

export function acceptHeader(accept: readonly AcceptKind[]): string {
  return `${accept.map((k) => ACCEPT_HEADER[k]).join(",")};q=1.0,*/*;q=0.1`;
}

/** Human words for the refusal message. */
export function describeAccepted(accept: readonly AcceptKind[]): string {
  const names: Record<AcceptKind, string> = { html: "HTML pages", text: "plain text", css: "CSS", json: "JSON" };
  const list = accept.map((k) => names[k]);
  return list.length > 1 ? `${list.slice(0, -1).join(", ")} and ${list.at(-1)}` : (list[0] ?? "nothing");
}

/**
 * Turns the bytes into text with the charset the server declared, or (for HTML) the one a
 * <meta charset> near the top names; UTF-8 otherwise.
 */
export function decodeBody(bytes: Uint8Array, contentType: string): string {
  let label = /charset\s*=\s*"?([\w.:-]+)"?/i.exec(contentType)?.[1];
  if (!label && mediaTypeOf(contentType).includes("html")) {
    const head = new TextDecoder("latin1").decode(bytes.subarray(0, 2048));
    label =
      /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(head)?.[1] ??
      /<meta[^>]+content\s*=\s*["'][^"']*charset=([\w.:-]+)/i.exec(head)?.[1];
  }
  if (label && LATIN1_LABELS.has(label.toLowerCase())) return decodeWindows1252(bytes);
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(label ?? "utf-8");
  } catch {
    decoder = new TextDecoder("utf-8");
  }
  return decoder.decode(bytes);
}

/** WHATWG treats all of these as windows-1252; Node 20's TextDecoder decodes them as ISO-8859-1 instead. */
const LATIN1_LABELS = new Set(["windows-1252", "cp1252", "x-cp1252", "latin1", "iso-8859-1", "iso8859-1", "l1", "us-ascii", "ascii"]);

/** windows-1252 characters for bytes 0x80–0x9F (where it differs from ISO-8859-1). */
const CP1252_HIGH = "\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178";

function decodeWindows1252(bytes: Uint8Array): string {
  let out = "";
  for (let i = 0; i < bytes.length; i += 8192) {
    const chunk = bytes.subarray(i, i + 8192);
    out += String.fromCharCode(...Array.from(chunk, (b) => (b >= 0x80 && b <= 0x9f ? CP1252_HIGH.charCodeAt(b - 0x80) : b)));
  }
  return out;
}

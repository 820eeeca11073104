import { extractorRequest, type ExtractorResponse } from "../../contracts/functions/web-data-extractor";
import { ExtractionError } from "../../engines/extractor";
import { HttpError } from "../http-error";
import { guardedFetch, OutboundError } from "../net";
import { extractPage } from "./extract-off-thread";
import { defineFunction } from "./types";

/** "example.com/page" → "https://example.com/page"; anything with a scheme is left to the guard. */
export function withScheme(raw: string): string {
  const url = raw.trim();
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url);
  // "localhost:8080/x" has a port, not a scheme.
  if (scheme && !/^\d/.test(url.slice(scheme[0].length))) return url;
  return `https://${url.replace(/^\/\//, "")}`;
}

const STATUS_TEXT: Record<number, string> = { 401: "Unauthorized", 403: "Forbidden", 404: "Not Found", 410: "Gone", 429: "Too Many Requests", 500: "Internal Server Error", 502: "Bad Gateway", 503: "Service Unavailable" };

/**
 * `web-data-extractor`: fetches the page through the guarded outbound module (the only way the
 * server reads a URL for a user) and returns its readable text, or the text of a CSS/XPath selection.
 */
export default defineFunction({
  name: "web-data-extractor",
  request: extractorRequest,
  async handle(body, ctx): Promise<ExtractorResponse & Record<string, unknown>> {
    let page;
    try {
      page = await guardedFetch(withScheme(body.url), {
        allowHosts: ctx.config.outboundAllowHosts,
        accept: ["html", "text"],
        signal: ctx.signal,
      });
    } catch (err) {
      if (err instanceof OutboundError) throw new HttpError(err.httpStatus, { error: err.message });
      throw err;
    }
    if (page.status >= 400) {
      const text = STATUS_TEXT[page.status];
      throw new HttpError(502, { error: `The page answered with HTTP ${page.status}${text ? ` (${text})` : ""}.` });
    }
    try {
      const html = /html/i.test(page.contentType);
      const result = await extractPage(page.body, html, body.selector, ctx.signal);
      return { content: result.content, title: result.title, url: page.finalUrl, ...(result.matches !== undefined ? { matches: result.matches } : {}) };
    } catch (err) {
      if (err instanceof ExtractionError) throw new HttpError(422, { error: err.message });
      throw err;
    }
  },
});

import * as cheerio from "cheerio";
import type { AnyNode } from "domhandler";
import { blocksOf, elementText, inlineText } from "./readable-text";
import { selectXPath } from "./xpath-select";

import { ExtractionError } from "./errors";

export { ExtractionError };

export const MAX_CONTENT_CHARS = 1_000_000;
export const MAX_MATCHES = 5000;

export interface Extraction {
  content: string;
  title: string;
  /** How many elements (or XPath results) matched; absent without a selector. */
  matches?: number;
  selectorType?: "css" | "xpath";
}

/** XPath when the selector starts with "/" or "(" (spec), CSS otherwise. */
export function isXPath(selector: string): boolean {
  return /^[/(]/.test(selector.trim());
}

function cap(text: string): string {
  return text.length > MAX_CONTENT_CHARS ? `${text.slice(0, MAX_CONTENT_CHARS)}\n\n… (truncated at ${MAX_CONTENT_CHARS.toLocaleString("en")} characters)` : text;
}

function pageTitle($: cheerio.CheerioAPI): string {
  return ($("head > title").first().text() || $('meta[property="og:title"]').attr("content") || $("h1").first().text() || "")
    .replace(/\s+/g, " ")
    .trim();
}

/** The readable text of a whole page: title, then headings, paragraphs, lists and tables. */
function readablePage($: cheerio.CheerioAPI, title: string): string {
  // Prefer the main content when the page marks it; otherwise the body without its navigation.
  const main = $("main, [role=main], article").filter((_, el) => inlineText(el).length > 200).first();
  let root: AnyNode[];
  if (main.length) root = main.toArray();
  else {
    const body = $("body").first();
    body.find("nav").remove();
    root = body.length ? body.toArray() : ($.root().toArray() as AnyNode[]);
  }
  const blocks = blocksOf(root);
  if (title && blocks[0]?.replace(/^#+\s*/, "") === title) blocks.shift();
  const head = title ? [`${title}\n${"=".repeat(Math.min(title.length, 80))}`] : [];
  return [...head, ...blocks].join("\n\n");
}

function joinMatches(texts: string[]): string {
  const nonEmpty = texts.map((t) => t.trim()).filter(Boolean);
  return nonEmpty.join(nonEmpty.some((t) => t.includes("\n")) ? "\n\n" : "\n");
}

/**
 * Extracts text from an HTML page: without a selector the page's readable text; with a CSS
 * selector or an XPath expression the text of every match, in document order.
 */
export function extractFromHtml(html: string, selector?: string | null): Extraction {
  const $ = cheerio.load(html);
  const title = pageTitle($);
  const sel = selector?.trim();
  if (!sel) {
    const content = readablePage($, title);
    if (!content.trim()) throw new ExtractionError("The page has no readable text (it may be built by JavaScript in the browser).");
    return { content: cap(content), title };
  }
  if (isXPath(sel)) {
    const results = selectXPath($, sel);
    if (results.length === 0) throw new ExtractionError(`Nothing on the page matches the XPath ${sel}.`);
    return { content: cap(joinMatches(results.slice(0, MAX_MATCHES))), title, matches: results.length, selectorType: "xpath" };
  }
  let found: cheerio.Cheerio<AnyNode>;
  try {
    found = $(sel);
  } catch (err) {
    throw new ExtractionError(`That CSS selector is not valid: ${(err as Error).message.replace(/\s+/g, " ").slice(0, 200)}`);
  }
  if (found.length === 0) throw new ExtractionError(`Nothing on the page matches the CSS selector ${sel}.`);
  const texts = found.toArray().slice(0, MAX_MATCHES).map(elementText);
  return { content: cap(joinMatches(texts)), title, matches: found.length, selectorType: "css" };
}

/** Plain-text pages are returned as they are (a selector needs HTML). */
export function extractFromText(text: string, selector?: string | null): Extraction {
  if (selector?.trim()) throw new ExtractionError("Selectors work on HTML pages; this address returned plain text. Leave the selector empty.");
  if (!text.trim()) throw new ExtractionError("The page is empty.");
  return { content: cap(text.replace(/\r\n?/g, "\n")), title: "" };
}

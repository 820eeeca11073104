import * as cheerio from "cheerio";
import { colorsNamed, displayable, formatHex, parse, toGamut } from "culori";

/** Where a page's colours were found. */
export interface PageStyles {
  /** meta theme-color values. */
  themeColors: string[];
  /** CSS text of <style> elements. */
  styleBlocks: string[];
  /** style="" attributes. */
  inlineStyles: string[];
  /** Absolute URLs of linked stylesheets on the same site, in document order. */
  stylesheetUrls: string[];
}

/** Most linked stylesheets fetched for one page. */
export const MAX_STYLESHEETS = 6;

/** True when `candidate` is the page's own site: the same host, or a sibling under the same domain. */
export function sameSite(pageUrl: URL, candidate: URL): boolean {
  if (candidate.protocol !== "https:" && candidate.protocol !== "http:") return false;
  const site = (h: string) => h.toLowerCase().replace(/^www\./, "");
  const page = site(pageUrl.hostname);
  const other = site(candidate.hostname);
  return other === page || other.endsWith(`.${page}`) || page.endsWith(`.${other}`);
}

/** Reads an HTML page for colour sources (cheerio; nothing is executed). */
export function readPageStyles(html: string, pageUrl: string): PageStyles {
  const $ = cheerio.load(html);
  const base = new URL($("base[href]").attr("href") ?? pageUrl, pageUrl);
  const page = new URL(pageUrl);
  const stylesheetUrls: string[] = [];
  $("link[href]").each((_, el) => {
    const rel = ($(el).attr("rel") ?? "").toLowerCase().split(/\s+/);
    if (!rel.includes("stylesheet") || rel.includes("alternate")) return;
    const media = ($(el).attr("media") ?? "all").toLowerCase();
    if (media.includes("print") && !media.includes("screen")) return;
    try {
      const url = new URL($(el).attr("href")!, base);
      if (sameSite(page, url) && !stylesheetUrls.includes(url.href)) stylesheetUrls.push(url.href);
    } catch {
      /* a broken href is skipped */
    }
  });
  return {
    themeColors: $('meta[name="theme-color"]')
      .map((_, el) => $(el).attr("content") ?? "")
      .get()
      .filter(Boolean),
    styleBlocks: $("style")
      .map((_, el) => $(el).text())
      .get(),
    inlineStyles: $("[style]")
      .map((_, el) => $(el).attr("style") ?? "")
      .get(),
    stylesheetUrls: stylesheetUrls.slice(0, MAX_STYLESHEETS),
  };
}

/** How much one use of a colour counts, by the property it is set on. */
function propertyWeight(property: string): number {
  const p = property.toLowerCase();
  if (p.startsWith("--")) return /primary|brand|accent|main|theme|secondary|highlight/.test(p) ? 4 : 1.5;
  if (p === "background" || p === "background-color") return 3;
  if (p === "color") return 2;
  if (p === "fill" || p === "stroke") return 1.5;
  if (p.startsWith("border") || p.startsWith("outline") || p === "box-shadow" || p === "text-decoration-color") return 0.75;
  return 1;
}

const COLOUR_TOKEN = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\([^()]*\)|\b[a-z]{3,20}\b/gi;
const named = new Set(Object.keys(colorsNamed));
const intoSrgb = toGamut("rgb", "oklch");

/** Colours (as #rrggbb) in one declaration value; transparent and mostly-transparent colours are skipped. */
export function coloursInValue(value: string): string[] {
  const out: string[] = [];
  for (const m of value.matchAll(COLOUR_TOKEN)) {
    const token = m[0];
    if (/^[a-z]+$/i.test(token) && !named.has(token.toLowerCase())) continue;
    if (/^#/.test(token) && ![4, 5, 7, 9].includes(token.length)) continue;
    const colour = parse(token);
    if (!colour) continue;
    if ((colour.alpha ?? 1) < 0.35) continue;
    // sRGB colours are taken as written; wider-gamut ones (oklch, lab…) are mapped into sRGB.
    out.push(formatHex(displayable(colour) ? colour : intoSrgb(colour)));
  }
  return out;
}

export interface WeightedColour {
  hex: string;
  weight: number;
}

/** Every colour set in some CSS, weighted by how it is used and how often. Comments are ignored. */
export function coloursInCss(css: string, scale = 1): WeightedColour[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, " ");
  const out: WeightedColour[] = [];
  for (const m of text.matchAll(/(--[\w-]+|[a-z-]+)\s*:\s*([^;{}]+)/gi)) {
    const [, property, value] = m;
    // Skip selectors that look like declarations ("a:hover {" never reaches here: the value stops at "{").
    if (/^(url|src|font|content|grid|transition|animation)/i.test(property)) continue;
    const w = propertyWeight(property) * scale;
    for (const hex of coloursInValue(value)) out.push({ hex, weight: w });
  }
  return out;
}

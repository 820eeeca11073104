import { colourLimits, colourRequest, type ColourResponse } from "../../contracts/functions/colour-generator";
import { ImageDecodeError, paletteFromImage, paletteFromText, rankPageColours, readPageStyles } from "../../engines/colours";
import { HttpError } from "../http-error";
import { guardedFetch, OutboundError } from "../net";
import type { FunctionContext } from "./types";
import { defineFunction } from "./types";

const PAGE_MAX_BYTES = 3 * 1024 * 1024;
const STYLESHEET_MAX_BYTES = 1024 * 1024;

/** "example.com" is what people type; the guard wants a full http(s) URL. */
function withScheme(url: string): string {
  return /^[a-z][a-z0-9+.-]*:/i.test(url) ? url : `https://${url}`;
}

/** Fetches a page (or a stylesheet) through the outbound guard and ranks the colours of its CSS. */
async function paletteFromUrl(url: string, ctx: FunctionContext): Promise<string[]> {
  // No ctx.signal here: over a real connection routes/functions.ts aborts it as soon as the request body
  // has been read (reported to the lead); the guard's own time limit bounds every fetch instead.
  const fetchOpts = { allowHosts: ctx.config.outboundAllowHosts };
  const page = await guardedFetch(withScheme(url), { ...fetchOpts, accept: ["html", "css"], maxBytes: PAGE_MAX_BYTES });
  if (page.status >= 400) throw new HttpError(502, { error: `The page answered with HTTP ${page.status}, so its colours could not be read.` });
  if (/text\/css/i.test(page.contentType)) {
    return rankPageColours({ themeColors: [], styleBlocks: [page.body], inlineStyles: [], stylesheetUrls: [] }, []).colours;
  }
  const styles = readPageStyles(page.body, page.finalUrl);
  // Linked stylesheets of the same site, fetched in parallel; one that fails is skipped, not fatal.
  const sheets = await Promise.allSettled(
    styles.stylesheetUrls.map((href) => guardedFetch(href, { ...fetchOpts, accept: ["css", "text"], maxBytes: STYLESHEET_MAX_BYTES, timeoutMs: 8000 })),
  );
  const css = sheets.flatMap((s) => (s.status === "fulfilled" && s.value.status < 400 ? [s.value.body] : []));
  const skipped = sheets.length - css.length;
  if (skipped > 0) ctx.log.info({ skipped, page: page.finalUrl }, "colour-generator: some stylesheets could not be fetched");
  return rankPageColours(styles, css).colours;
}

/** `colour-generator`: a palette from a description, the dominant colours of an image, or a page's CSS. */
export default defineFunction({
  name: "colour-generator",
  request: colourRequest,
  // An 8 MB image as a base64 data URL is about 11 MB of JSON.
  bodyLimit: Math.ceil((colourLimits.imageBytes * 4) / 3) + 64 * 1024,
  async handle(body, ctx): Promise<ColourResponse & Record<string, unknown>> {
    let colours: string[];
    try {
      if (body.mode === "text") colours = paletteFromText(body.prompt).colours;
      else if (body.mode === "image") colours = paletteFromImage(body.imageData);
      else colours = await paletteFromUrl(body.url, ctx);
    } catch (err) {
      if (err instanceof ImageDecodeError) throw new HttpError(422, { error: err.message });
      if (err instanceof OutboundError) throw new HttpError(err.httpStatus, { error: err.message });
      throw err;
    }
    if (colours.length === 0) {
      throw new HttpError(422, {
        error: body.mode === "image" ? "The image has no opaque pixels to take colours from." : "No colours were found in this page's CSS.",
      });
    }
    return { colours, engine: "built-in" };
  },
});

import { z } from "zod";
import { extractorMessages, extractor } from "./web-data-extractor-texts";

// The texts and limits live apart from the zod schemas so the screens can import them without zod.
export * from "./web-data-extractor-texts";

/** Body of `web-data-extractor`: {url, selector or null} (spec section 7). */
export const extractorRequest = z.object({
  url: z
    .unknown()
    .optional()
    .transform((v, ctx): string => {
      if (typeof v !== "string" || !v.trim()) {
        ctx.addIssue({ code: "custom", message: extractorMessages.urlRequired });
        return z.NEVER;
      }
      if (v.length > extractor.urlMaxLength) {
        ctx.addIssue({ code: "custom", message: `The URL must be at most ${extractor.urlMaxLength} characters` });
        return z.NEVER;
      }
      return v.trim();
    }),
  selector: z
    .string({ error: "selector must be text or null" })
    .max(extractor.selectorMaxLength, { message: `The selector must be at most ${extractor.selectorMaxLength} characters` })
    .nullable()
    .optional()
    .transform((v) => (v && v.trim() ? v.trim() : null)),
});
export type ExtractorRequest = z.input<typeof extractorRequest>;

/** What the screen reads: `content` (spec section 7); failures answer {error} with a 4xx/5xx status. */
export interface ExtractorResponse {
  content: string;
  /** The page title, when it has one. */
  title: string;
  /** The address finally read, after redirects. */
  url: string;
  /** Elements or XPath results matched; absent without a selector. */
  matches?: number;
}

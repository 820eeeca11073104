import { z } from "zod";

/** Texts of the Colour Scheme Generator (spec sections 5 and 8), copied exactly. */
export const colourMessages = {
  promptRequired: "Please enter a theme or description",
  imageRequired: "Please upload an image",
  urlRequired: "Please enter a URL",
  failed: "Failed to generate colour scheme. Please try again.",
} as const;

export const colourLimits = {
  prompt: 500,
  url: 2048,
  /** Largest image accepted, in bytes (the data URL is about 4/3 of this). */
  imageBytes: 8 * 1024 * 1024,
} as const;

/** Characters of a base64 data URL carrying an image of `colourLimits.imageBytes`, plus its header. */
export const MAX_IMAGE_DATA_CHARS = Math.ceil((colourLimits.imageBytes * 4) / 3) + 200;

export type ColourRequestMode =
  | { mode: "text"; prompt: string }
  | { mode: "image"; imageData: string }
  | { mode: "url"; url: string };

const present = (v: unknown) => v !== undefined && v !== null;

/**
 * Body of `colour-generator` (spec section 7): {prompt} | {imageData (data URL)} | {url}.
 * When a body carries more than one, the image wins, then the URL, then the prompt.
 */
export const colourRequest = z
  .object({ prompt: z.unknown().optional(), imageData: z.unknown().optional(), url: z.unknown().optional() })
  .transform((body, ctx): ColourRequestMode => {
    const fail = (message: string) => {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    };
    if (present(body.imageData)) {
      const v = body.imageData;
      if (typeof v !== "string" || !v.trim()) return fail(colourMessages.imageRequired);
      if (v.length > MAX_IMAGE_DATA_CHARS) return fail("The image is too large (at most 8 MB)");
      if (!/^data:/i.test(v.trimStart())) return fail("imageData must be a data: URL (data:image/png;base64,…)");
      return { mode: "image", imageData: v.trim() };
    }
    if (present(body.url)) {
      const v = body.url;
      if (typeof v !== "string" || !v.trim()) return fail(colourMessages.urlRequired);
      if (v.trim().length > colourLimits.url) return fail(`The URL must be at most ${colourLimits.url} characters`);
      return { mode: "url", url: v.trim() };
    }
    const v = body.prompt;
    if (typeof v !== "string" || !v.trim()) return fail(colourMessages.promptRequired);
    if (v.trim().length > colourLimits.prompt) return fail(`The description must be at most ${colourLimits.prompt} characters`);
    return { mode: "text", prompt: v.trim() };
  });

export type ColourRequest = { prompt: string } | { imageData: string } | { url: string };

/** What the screen reads: `colours`, a list of #rrggbb strings (spec section 7). */
export interface ColourResponse {
  colours: string[];
  engine: "built-in";
}

import { z } from "zod";
import { appletTitles } from "../catalogue";
import { checkEmail } from "./email";
import { messages } from "./messages";

/** Field size caps: generous for real use, small enough that nobody stores a novel through a form. */
export const limits = {
  url: 2048,
  email: 255,
  name: 200,
  feedbackText: 5000,
  suggestionTitle: 200,
  suggestionDescription: 5000,
  source: 64,
} as const;

const titles = new Set(appletTitles);

/**
 * Text as PostgreSQL can store it: NUL characters removed and lone UTF-16 surrogates (a truncated
 * emoji, say) replaced by U+FFFD, instead of failing the whole submission.
 */
export function storableText(v: string): string {
  return v.replaceAll("\u0000", "").toWellFormed();
}

export const appletNameSchema = z
  .string({ error: "applet_name is required" })
  .refine((v) => titles.has(v), { message: "applet_name must be the title of a catalogue applet" });

export const appletNameBody = z.object({ applet_name: appletNameSchema });

/** Trimmed email, valid, at most 255 characters — the popup's rules (spec section 5). */
export const emailSchema = z.string({ error: messages.email.invalid }).transform((v, ctx) => {
  const r = checkEmail(v);
  if (!r.ok) {
    ctx.addIssue({ code: "custom", message: r.message });
    return z.NEVER;
  }
  return r.email;
});

/** Optional text: blank (or absent, or null) becomes null; otherwise trimmed and capped. */
function optionalText(max: number, label: string) {
  return z
    .union([z.string(), z.null(), z.undefined()])
    .transform((v) => (typeof v === "string" && v.trim() ? storableText(v.trim()) : null))
    .refine((v) => v === null || v.length <= max, { message: `${label} must be at most ${max} characters` });
}

const optionalEmail = z
  .union([z.string(), z.null(), z.undefined()])
  .transform((v, ctx) => {
    if (typeof v !== "string" || !v.trim()) return null;
    const r = checkEmail(v);
    if (!r.ok) {
      ctx.addIssue({ code: "custom", message: r.message });
      return z.NEVER;
    }
    return r.email;
  });

function requiredText(max: number, required: string, label: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { message: required })
    .max(max, { message: `${label} must be at most ${max} characters` })
    .transform(storableText);
}

const pageUrl = z
  .string({ error: "url is required" })
  .trim()
  .min(1, { message: "url is required" })
  .max(limits.url, { message: `url must be at most ${limits.url} characters` })
  .transform(storableText);

export const subscriberBody = z.object({
  email: emailSchema,
  source: z
    .string()
    .trim()
    .min(1)
    .max(limits.source, { message: `source must be at most ${limits.source} characters` })
    .transform(storableText)
    .optional()
    .default("applet_popup"),
});

export const feedbackBody = z.object({
  url: pageUrl,
  feedback_text: requiredText(limits.feedbackText, messages.feedback.required, "Feedback"),
  name: optionalText(limits.name, "Name"),
  email: optionalEmail,
});

export const suggestionBody = z.object({
  url: pageUrl,
  title: requiredText(limits.suggestionTitle, messages.suggestion.required, "Title"),
  description: requiredText(limits.suggestionDescription, messages.suggestion.required, "Description"),
  name: optionalText(limits.name, "Name"),
  email: optionalEmail,
});

export const weeklyQuery = z.object({
  since: z
    .string({ error: "since is required (an ISO-8601 date-time)" })
    .refine((v) => !Number.isNaN(Date.parse(v)), { message: "since must be an ISO-8601 date-time" }),
});

export type SubscriberBody = z.infer<typeof subscriberBody>;
export type FeedbackBody = z.infer<typeof feedbackBody>;
export type SuggestionBody = z.infer<typeof suggestionBody>;

/** Answers of the data API. */
export interface WeeklyCounts {
  counts: Record<string, number>;
}
export interface CalculationCount {
  count: number;
}
export interface ApiError {
  error: string;
  code?: string;
  suggestions?: string[];
}
export interface CalculationInsertEvent {
  id: number;
  applet_name: string;
}

import { z } from "zod";

/** Icon Set Builder constants (spec sections 4 and 9). */
export const iconSet = {
  count: { min: 8, max: 24, step: 4, default: 12 },
  size: { min: 128, max: 512, step: 64, default: 256 },
  shapes: ["square", "rounded", "circular"] as const,
  styles: ["outline", "filled"] as const,
  defaultShape: "rounded" as const,
  defaultStyle: "outline" as const,
  topicMaxLength: 200,
} as const;

/** Texts of the Icon Set Builder (spec sections 2, 5 and 8), copied exactly. */
export const iconSetMessages = {
  title: "Icon Set Builder",
  subtitle: "Generate custom icon sets with AI. Create consistent, professional icons for any topic.",
  topicRequiredTitle: "Topic Required",
  topicRequired: "Please enter a topic for your icon set",
  failedTitle: "Generation Failed",
  failed: "Failed to generate icons. Please try again.",
  successTitle: "Success!",
  success: (n: number) => `Generated ${n} icons`,
  downloadingTitle: "Downloading",
  downloading: (format: "PNG" | "SVG") => `Downloading all icons as ${format}`,
  generating: "Generating your icon set...",
  generatingHint: "This may take a minute",
  emptyTitle: "No icons generated yet",
  emptyHint: "Enter a topic and customize your preferences, then click Generate",
} as const;

function steppedInt(range: { min: number; max: number; step: number }, label: string) {
  return z
    .number({ error: `${label} must be a number` })
    .int({ message: `${label} must be a whole number` })
    .min(range.min, { message: `${label} must be between ${range.min} and ${range.max}` })
    .max(range.max, { message: `${label} must be between ${range.min} and ${range.max}` })
    .refine((v) => (v - range.min) % range.step === 0, { message: `${label} must be a multiple of ${range.step} from ${range.min}` });
}

/** Body of `icon-set-generator`: {topic (trimmed), shape, size, count, style} (spec section 7). */
export const iconSetRequest = z.object({
  topic: z
    .string({ error: iconSetMessages.topicRequired })
    .trim()
    .min(1, { message: iconSetMessages.topicRequired })
    .max(iconSet.topicMaxLength, { message: `Topic must be at most ${iconSet.topicMaxLength} characters` }),
  shape: z.enum(iconSet.shapes, { error: "shape must be square, rounded or circular" }),
  style: z.enum(iconSet.styles, { error: "style must be outline or filled" }),
  size: steppedInt(iconSet.size, "size"),
  count: steppedInt(iconSet.count, "count"),
});
export type IconSetRequest = z.input<typeof iconSetRequest>;
export type IconShape = (typeof iconSet.shapes)[number];
export type IconStyle = (typeof iconSet.styles)[number];

export interface GeneratedIcon {
  id: number;
  name: string;
  /** PNG data URL. */
  imageData: string;
}

/** What the screen reads: `icons`, or `error` (spec section 7). */
export interface IconSetResponse {
  icons: GeneratedIcon[];
  /** Which engine drew the set. */
  engine: "built-in";
}

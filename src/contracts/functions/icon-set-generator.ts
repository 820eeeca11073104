import { z } from "zod";
import { iconSet, iconSetMessages } from "./icon-set-generator-texts";

// The texts and limits live apart from the zod schemas so the screens can import them without zod.
export * from "./icon-set-generator-texts";

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

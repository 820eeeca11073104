/* Texts, limits and plain types: imported by the screen, so no zod here (see icon-set-generator.ts). */
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

import { containsBlockEnd, lookmlString, toLookmlName } from "./names";

/** Measure types that take a `sql:` field (type: count does not, so it is not offered). */
export const imageMeasureTypes = ["number", "sum", "average", "count_distinct", "max", "min", "median"] as const;

/** Looker's built-in value formats; "" means no value_format_name line. */
export const valueFormatNames = [
  "percent_0", "percent_1", "percent_2", "percent_3", "percent_4",
  "decimal_0", "decimal_1", "decimal_2", "decimal_3", "decimal_4",
  "usd_0", "usd", "gbp_0", "gbp", "eur_0", "eur", "id",
] as const;

/** Spec section 9 defaults. */
export const imageMeasureDefaults = { type: "number", valueFormatName: "percent_2", imageWidth: 200 } as const;

export const MAX_IMAGE_WIDTH = 2000;

export interface ImageMeasureInput {
  measureName: string;
  imageUrl: string;
  sqlField: string;
  type?: string;
  valueFormatName?: string;
  imageWidth?: number | string;
}

export interface Problem {
  title: string;
  description: string;
}

export type ImageMeasureResult = { ok: true; lookml: string; name: string; notes: string[] } | { ok: false; problem: Problem };

export const imageMessages = {
  missingFields: { title: "Missing fields", description: "Please provide a measure name, image URL and SQL field" },
  invalidUrl: { title: "Invalid image URL", description: "The image URL must start with http:// or https://" },
  invalidWidth: { title: "Invalid width", description: `Enter a whole number of pixels from 1 to ${MAX_IMAGE_WIDTH}` },
  invalidType: { title: "Invalid type", description: `Choose one of: ${imageMeasureTypes.join(", ")}` },
  invalidFormat: { title: "Invalid value format", description: "Choose one of Looker's built-in value formats" },
  blockEnd: { title: "Invalid SQL field", description: 'The SQL field cannot contain ";;", which ends a LookML block' },
  urlBlockEnd: { title: "Invalid image URL", description: 'The image URL cannot contain ";;", which ends a LookML block' },
} satisfies Record<string, Problem>;

// Liquid output and tags ({{ value }}, {% if %}) are evaluated by Looker before the HTML is read.
const LIQUID = /(\{\{[\s\S]*?\}\}|\{%[\s\S]*?%\})/;

function escapeAttribute(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/**
 * The URL inside src="…": literal text is HTML-escaped (& → &amp;) and has ";" percent-encoded so
 * it can never close the LookML block; Liquid parts are kept exactly, so a URL can depend on the value.
 */
function srcAttribute(url: string): string {
  return url
    .split(LIQUID)
    .map((part, i) => (i % 2 === 1 ? part : escapeAttribute(part.replace(/;/g, "%3B"))))
    .join("");
}

function isAcceptedUrl(url: string): boolean {
  if (/^\{\{/.test(url)) return true; // the whole address comes from Liquid
  const literal = url.split(LIQUID)[0];
  if (!/^https?:\/\/[^\s/]/i.test(literal)) return false;
  return !/\s/.test(url.split(LIQUID).filter((_, i) => i % 2 === 0).join(""));
}

/** `score` → `${TABLE}.score`; anything else (`${score}`, an expression) is used as written. */
export function sqlForField(field: string): string {
  const trimmed = field.trim();
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(trimmed) ? `\${TABLE}.${trimmed}` : trimmed;
}

/** Builds a LookML measure whose `html:` shows an image next to the formatted value. */
export function buildImageMeasure(input: ImageMeasureInput): ImageMeasureResult {
  const label = input.measureName.trim();
  const url = input.imageUrl.trim();
  const field = input.sqlField.trim();
  if (!label || !url || !field) return { ok: false, problem: imageMessages.missingFields };
  if (!isAcceptedUrl(url)) return { ok: false, problem: imageMessages.invalidUrl };
  if (containsBlockEnd(field)) return { ok: false, problem: imageMessages.blockEnd };

  const type = (input.type ?? imageMeasureDefaults.type).trim() || imageMeasureDefaults.type;
  if (!(imageMeasureTypes as readonly string[]).includes(type)) return { ok: false, problem: imageMessages.invalidType };
  const format = (input.valueFormatName ?? imageMeasureDefaults.valueFormatName).trim();
  if (format && !(valueFormatNames as readonly string[]).includes(format)) return { ok: false, problem: imageMessages.invalidFormat };

  const widthText = String(input.imageWidth ?? imageMeasureDefaults.imageWidth).trim();
  const width = Number(widthText);
  if (!/^\d+$/.test(widthText) || width < 1 || width > MAX_IMAGE_WIDTH) return { ok: false, problem: imageMessages.invalidWidth };

  const notes: string[] = [];
  let name = toLookmlName(label);
  if (!name) {
    name = "image_measure";
    notes.push("The measure name has no letters LookML accepts (a–z, 0–9, _), so it is named image_measure; the label keeps your name.");
  }
  // Split on ";" before escaping so an entity's own ";" can never meet another one as ";;".
  const alt = label.split(";").map(escapeAttribute).join("&#59;");
  const img = `<img src="${srcAttribute(url)}" width="${width}" alt="${alt}" />`;
  const html = `${img} {{ rendered_value }}`;
  if (containsBlockEnd(html)) return { ok: false, problem: imageMessages.urlBlockEnd };

  const lines = [
    `measure: ${name} {`,
    `  label: ${lookmlString(label)}`,
    `  type: ${type}`,
    `  sql: ${sqlForField(field)} ;;`,
    ...(format ? [`  value_format_name: ${format}`] : []),
    // One line each for the image and the value keeps long addresses readable; HTML reads the
    // line break as the space between them.
    "  html:",
    `    ${img}`,
    "    {{ rendered_value }} ;;",
    "}",
  ];
  return { ok: true, lookml: lines.join("\n"), name, notes };
}

import { joinLines, splitLines } from "./line-endings";
import { caseLocale, toProperCase } from "./proper-case";

/** The seven transformations of spec section 9, in the spec's order. */
export const transformations = [
  "uppercase",
  "lowercase",
  "proper-case",
  "trim",
  "remove-spaces",
  "remove-duplicates",
  "sort",
] as const;
export type Transformation = (typeof transformations)[number];

export const transformationLabels: Record<Transformation, string> = {
  uppercase: "UPPERCASE",
  lowercase: "lowercase",
  "proper-case": "Proper Case",
  trim: "Trim whitespace (each line)",
  "remove-spaces": "Remove spaces",
  "remove-duplicates": "Remove duplicate lines",
  sort: "Sort lines A → Z",
};

export const transformationHints: Record<Transformation, string> = {
  uppercase: "Every letter in capitals, following the rules of your language.",
  lowercase: "Every letter in small letters.",
  "proper-case": "First letter of each word in capitals: o'neil → O'Neil, élodie → Élodie.",
  trim: "Removes spaces and tabs at the start and end of every line.",
  "remove-spaces": "Removes every space and tab; line breaks stay.",
  "remove-duplicates": "Keeps the first of each repeated line, in the original order.",
  sort: "Alphabetical order for your language, with numbers in number order (item 2 before item 10).",
};

/** The spec has no message for this tool; this follows the other tools' "Title: description" form. */
export const transformerMessages = {
  missingInput: { title: "Missing input", description: "Please enter some text to transform" },
};

export function isTransformation(value: unknown): value is Transformation {
  return typeof value === "string" && (transformations as readonly string[]).includes(value);
}

export interface TransformResult {
  output: string;
  linesIn: number;
  linesOut: number;
}

export interface TransformOptions {
  /** BCP 47 locale for case mapping and sorting; the runtime's default when absent. */
  locale?: string;
}

function countLines(text: string): number {
  return text === "" ? 0 : splitLines(text).lines.length;
}

// Horizontal whitespace: every Unicode space separator (incl. no-break and narrow spaces) and tabs.
const HORIZONTAL_SPACE = /[\p{Zs}\t\v\f\u200B\uFEFF]+/gu;

function byLine(text: string, fn: (lines: string[]) => string[]): string {
  const parsed = splitLines(text);
  return joinLines({ ...parsed, lines: fn(parsed.lines) });
}

/** Applies one transformation. Line-based ones keep the input's line ending style (CRLF stays CRLF). */
export function transformText(text: string, kind: Transformation, options: TransformOptions = {}): TransformResult {
  const { locale } = options;
  let output: string;
  switch (kind) {
    case "uppercase": {
      const special = caseLocale(locale);
      output = special ? text.toLocaleUpperCase(special) : text.toUpperCase();
      break;
    }
    case "lowercase": {
      const special = caseLocale(locale);
      output = special ? text.toLocaleLowerCase(special) : text.toLowerCase();
      break;
    }
    case "proper-case":
      output = toProperCase(text, locale);
      break;
    case "trim":
      output = byLine(text, (lines) => lines.map((line) => line.trim()));
      break;
    case "remove-spaces":
      output = text.replace(HORIZONTAL_SPACE, "");
      break;
    case "remove-duplicates":
      output = byLine(text, (lines) => {
        // Compare in NFC so "é" typed as one code point or as e + accent counts as the same line.
        const seen = new Set<string>();
        return lines.filter((line) => {
          const key = line.normalize("NFC");
          if (seen.has(key)) return false;
          seen.add(key);
          return true;
        });
      });
      break;
    case "sort": {
      const collator = new Intl.Collator(locale, { numeric: true, sensitivity: "variant" });
      // Array#sort is stable, so lines the collator calls equal keep their order.
      output = byLine(text, (lines) => [...lines].sort(collator.compare));
      break;
    }
  }
  return { output, linesIn: countLines(text), linesOut: countLines(output) };
}

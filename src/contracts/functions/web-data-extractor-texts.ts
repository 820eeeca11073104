/* Texts, limits and plain types: imported by the screen, so no zod here (see web-data-extractor.ts). */
/** Texts of the Web Data Extractor (spec sections 2, 4, 5, 8 and 9), copied exactly. */
export const extractorMessages = {
  urlRequired: "Please enter a URL",
  extracting: "Extracting...",
  failed: "Failed to extract data from the URL",
  errorTitle: "Extraction Error",
  downloadName: "extracted-data.txt",
} as const;

export const extractor = { urlMaxLength: 2048, selectorMaxLength: 500 } as const;

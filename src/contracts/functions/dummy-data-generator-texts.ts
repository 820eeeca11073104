/* Texts, limits and plain types: imported by the screen, so no zod here (see dummy-data-generator.ts). */
/** Dummy Data Generator constants (spec section 9). */
export const dummyData = { minRows: 1, maxRows: 1000, defaultRows: 10, schemaMaxLength: 5000, maxFieldNames: 100 } as const;

/** Texts of the Dummy Data Generator (spec sections 5 and 8), copied exactly. */
export const dummyDataMessages = {
  schemaRequired: "Schema Required",
  invalidRowCountTitle: "Invalid Row Count",
  invalidRowCount: "Please enter a number between 1 and 1000",
  failedTitle: "Generation Failed",
  failed: "Failed to generate dummy data. Please try again.",
  success: "Data Generated!",
} as const;

/** The server's 400 text for a bad row count: the spec's title and message together. */
export const invalidRowCountError = `${dummyDataMessages.invalidRowCountTitle}: ${dummyDataMessages.invalidRowCount}`;

/**
 * Row count as the screen sends it (a number; a numeric string is accepted too); absent means the
 * default 10. An out-of-range value becomes INVALID_ROW_COUNT rather than a zod issue: the shared
 * validation path prefixes messages that start with "Invalid" with the field name, and the spec's
 * text must reach the client exactly, so the function answers 400 with it itself.
 */
export const INVALID_ROW_COUNT = "invalid" as const;

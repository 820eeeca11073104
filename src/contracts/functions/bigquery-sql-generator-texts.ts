/* Texts, limits and plain types: imported by the screen, so no zod here (see bigquery-sql-generator.ts). */
/** Texts of the BigQuery SQL Generator (spec sections 5 and 8), copied exactly. */
export const bigQueryMessages = {
  descriptionRequired: "Description required",
  failed: "Failed to generate query. Please try again.",
} as const;

export const bigQuery = { descriptionMaxLength: 2000, databaseMaxLength: 1100, recentMax: 10 } as const;

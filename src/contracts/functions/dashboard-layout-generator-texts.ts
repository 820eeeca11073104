/* Texts, limits and plain types: imported by the screen, so no zod here (see dashboard-layout-generator.ts). */
/** Texts of the Dashboard Layout Generator (spec sections 5, 8 and 9), copied exactly. */
export const dashboardLayoutMessages = {
  descriptionRequired: "Description Required",
  notSpecified: "Not specified",
  failed: "Failed to generate dashboard layout",
  success: "Layout Generated",
  downloadName: "dashboard-layout.png",
} as const;

export const dashboardLayoutLimits = { description: 2000, field: 1000 } as const;

/** Spec texts of the JSON Formatter (sections 5 and 8), copied exactly. */
export const jsonMessages = {
  invalidTitle: "Invalid JSON",
  invalidBody: "Please check your JSON syntax",
} as const;

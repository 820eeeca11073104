/** Spec texts of the CSV Analyzer (sections 5 and 8), copied exactly. */
export const csvMessages = {
  invalidFileTitle: "Invalid file",
  invalidFileBody: "Please upload a CSV file",
  loadedTitle: "File loaded",
} as const;

/** The spec's file rule: the name must end in .csv (any letter case). */
export function isCsvFileName(name: string): boolean {
  return name.toLowerCase().endsWith(".csv");
}

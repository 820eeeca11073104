import { z } from "zod";
import { dashboardLayoutMessages, dashboardLayoutLimits } from "./dashboard-layout-generator-texts";

// The texts and limits live apart from the zod schemas so the screens can import them without zod.
export * from "./dashboard-layout-generator-texts";

/** KPIs, table views and chart types: optional; empty (or absent) becomes 'Not specified'. */
function optionalField(label: string) {
  return z
    .string({ error: `${label} must be text` })
    .nullish()
    .transform((v) => (typeof v === "string" && v.trim() ? v.trim() : dashboardLayoutMessages.notSpecified))
    .refine((v) => v.length <= dashboardLayoutLimits.field, {
      message: `${label} must be at most ${dashboardLayoutLimits.field} characters`,
    });
}

/** Body of `dashboard-layout-generator` (spec section 7). */
export const dashboardLayoutRequest = z.object({
  description: z
    .string({ error: dashboardLayoutMessages.descriptionRequired })
    .trim()
    .min(1, { message: dashboardLayoutMessages.descriptionRequired })
    .max(dashboardLayoutLimits.description, {
      message: `Description must be at most ${dashboardLayoutLimits.description} characters`,
    }),
  kpis: optionalField("KPIs"),
  tableViews: optionalField("Table views"),
  chartTypes: optionalField("Chart types"),
});
export type DashboardLayoutRequest = z.input<typeof dashboardLayoutRequest>;

/** What the screen reads: `imageUrl` (a PNG data URL) and `description` (spec section 7). */
export interface DashboardLayoutResponse {
  imageUrl: string;
  description: string;
  engine: "built-in";
}

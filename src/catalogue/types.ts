/** Categories of spec section 3, exactly as the spec spells them. */
export const categories = [
  "general",
  "sql",
  "looker",
  "tableau",
  "power bi",
  "design resources",
  "bigquery",
] as const;
export type Category = (typeof categories)[number];

/** Where a tool's work happens: in the browser only, or through a backend function. */
export type RunsOn = "browser" | "server";

export interface Applet {
  /** URL segment and stable id, e.g. "csv-analyzer". */
  slug: string;
  /** Display name; also the `applet_name` stored in applet_views and calculations. */
  title: string;
  description: string;
  category: Category;
  /** A lucide icon name; the web layer maps it to a component. */
  icon: string;
  /** ISO date (YYYY-MM-DD) the tool was added; drives the NEW badge. */
  createdAt: string;
  isNew?: boolean;
  runsOn: RunsOn;
  /** Only ready tools get a route and a home card. */
  ready: boolean;
}

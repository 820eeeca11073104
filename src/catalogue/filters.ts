import type { Applet, Category } from "./types";

/** The NEW badge lasts seven days from createdAt (spec section 4: 604800000 ms). */
export const NEW_BADGE_MS = 604_800_000;

export function isNewApplet(applet: Pick<Applet, "createdAt" | "isNew">, now: Date = new Date()): boolean {
  if (applet.isNew) return true;
  const created = Date.parse(applet.createdAt);
  if (Number.isNaN(created)) return false;
  const age = now.getTime() - created;
  return age >= 0 && age < NEW_BADGE_MS;
}

/** Filter values of the home page: "all" or one catalogue category. */
export type CategoryFilter = "all" | Category;

/** Labels of the wide-screen tab row and the small-screen dropdown (spec section 2, Home). */
export const categoryFilters: readonly { value: CategoryFilter; tab: string; option: string }[] = [
  { value: "all", tab: "All", option: "All Applets" },
  { value: "looker", tab: "Looker", option: "Looker" },
  { value: "tableau", tab: "Tableau", option: "Tableau" },
  { value: "bigquery", tab: "BigQuery", option: "BigQuery" },
  { value: "sql", tab: "SQL", option: "SQL" },
  { value: "power bi", tab: "Power BI", option: "Power BI" },
  { value: "design resources", tab: "Design", option: "Design Resources" },
  { value: "general", tab: "General", option: "General" },
];

/** Case-insensitive substring match on title or description; a blank query matches everything. */
export function matchesSearch(applet: Pick<Applet, "title" | "description">, query: string): boolean {
  const q = query.trim().toLocaleLowerCase();
  if (!q) return true;
  return (
    applet.title.toLocaleLowerCase().includes(q) || applet.description.toLocaleLowerCase().includes(q)
  );
}

export function matchesCategory(applet: Pick<Applet, "category">, filter: CategoryFilter): boolean {
  return filter === "all" || applet.category === filter;
}

/**
 * Home order: by this week's views, descending. Ties (and tools with no views) keep catalogue order,
 * so the grid is stable when counts are missing or fail to load.
 */
export function sortByWeeklyViews<T extends Pick<Applet, "title">>(
  list: readonly T[],
  counts: Readonly<Record<string, number>> | undefined,
): T[] {
  const indexed = list.map((applet, index) => ({ applet, index, views: counts?.[applet.title] ?? 0 }));
  indexed.sort((a, b) => b.views - a.views || a.index - b.index);
  return indexed.map((x) => x.applet);
}

export function visibleApplets<T extends Applet>(
  list: readonly T[],
  opts: { query: string; category: CategoryFilter; counts?: Readonly<Record<string, number>> },
): T[] {
  return sortByWeeklyViews(
    list.filter((a) => matchesSearch(a, opts.query) && matchesCategory(a, opts.category)),
    opts.counts,
  );
}

/** Start of the current week: Sunday 00:00 in the viewer's local time (spec section 7). */
export function startOfWeek(now: Date = new Date()): Date {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  d.setDate(d.getDate() - d.getDay());
  return d;
}

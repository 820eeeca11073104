import { applets } from "./applets";
import type { Applet } from "./types";

export { applets };
export * from "./types";
export * from "./filters";

export function routeOf(applet: Pick<Applet, "slug">): string {
  return `/${applet.slug}`;
}

export const readyApplets: readonly Applet[] = applets.filter((a) => a.ready);

const byTitle = new Map(applets.map((a) => [a.title, a]));
const bySlug = new Map(applets.map((a) => [a.slug, a]));

export function appletByTitle(title: string): Applet | undefined {
  return byTitle.get(title);
}

export function appletBySlug(slug: string): Applet | undefined {
  return bySlug.get(slug);
}

/** Every title the server accepts as `applet_name`. */
export const appletTitles: readonly string[] = applets.map((a) => a.title);

import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import { readyApplets, routeOf } from "../catalogue";

/**
 * Each tool screen is `tools/<slug>/index.tsx` with a default export, loaded only when visited
 * (route-level code splitting). A route exists only for a ready catalogue entry that has a screen.
 */
const screens = import.meta.glob<{ default: ComponentType }>("./tools/*/index.tsx");

export interface ToolRoute {
  path: string;
  slug: string;
  Screen: LazyExoticComponent<ComponentType>;
}

export const toolRoutes: ToolRoute[] = readyApplets.flatMap((applet) => {
  const load = screens[`./tools/${applet.slug}/index.tsx`];
  if (!load) return [];
  return [{ path: routeOf(applet), slug: applet.slug, Screen: lazy(load) }];
});

import { lazy, type ComponentType } from "react";
import { readyApplets, routeOf } from "../catalogue";

/**
 * Each tool screen is `tools/<slug>/index.tsx` with a default export, loaded only when visited
 * (route-level code splitting). A route exists only for a ready catalogue entry that has a screen.
 */
const screens = import.meta.glob<{ default: ComponentType }>("./tools/*/index.tsx");

export interface ToolRoute {
  path: string;
  slug: string;
  Screen: ComponentType;
}

/** Screens whose module has already loaded: they render at once, without a Suspense fallback. */
const loaded = new Map<string, ComponentType>();

export const toolRoutes: ToolRoute[] = readyApplets.flatMap((applet) => {
  const load = screens[`./tools/${applet.slug}/index.tsx`];
  if (!load) return [];
  const Lazy = lazy(load);
  function Screen() {
    const Loaded = loaded.get(applet.slug);
    return Loaded ? <Loaded /> : <Lazy />;
  }
  Screen.displayName = `Screen(${applet.slug})`;
  return [{ path: routeOf(applet), slug: applet.slug, Screen }];
});

/**
 * Loads the screen of the page being opened before the app's first render (its chunks are already
 * modulepreloaded by the server), so the first render is the finished page: no spinner in between
 * that would push the footer around (layout shift) and no second render of the whole page.
 * A failed load is left to the lazy route, which shows the error boundary as before.
 */
export async function preloadScreenFor(localPath: string): Promise<void> {
  const route = toolRoutes.find((r) => r.path === localPath.replace(/\/+$/, ""));
  const load = route && screens[`./tools/${route.slug}/index.tsx`];
  if (!route || !load) return;
  try {
    loaded.set(route.slug, (await load()).default);
  } catch {
    // The lazy component retries the import and reports the failure through the error boundary.
  }
}

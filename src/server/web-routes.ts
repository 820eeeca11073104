import { readyApplets, routeOf } from "../catalogue";

/** Paths the web app answers with a real page (200); every other path is its 404 page. */
export function clientRoutes(): string[] {
  return ["/", ...readyApplets.map(routeOf)];
}

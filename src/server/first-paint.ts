import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

/**
 * The pages' first paint drawn by the app itself: `dist/ssr/first-paint.js` (built beside
 * `dist/web` by `npm run build`) renders a page's React tree to HTML. Each page is drawn once, at
 * start. Without that build, or for a page whose render throws, the hand-written first paint in
 * prerender.ts (nav bar and page header) is used instead: the page still works, it only paints less
 * before its script has run.
 */
type RenderFirstPaint = (localPath: string, base: string) => Promise<string>;

export async function loadFirstPaints(
  webDir: string | undefined,
  base: string,
  localPaths: string[],
  warn: (message: string) => void,
): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  if (!webDir) return out;
  const entry = path.join(webDir, "..", "ssr", "first-paint.js");
  if (!fs.existsSync(entry)) return out;
  let render: RenderFirstPaint;
  try {
    render = ((await import(pathToFileURL(entry).href)) as { renderFirstPaint: RenderFirstPaint }).renderFirstPaint;
  } catch (err) {
    warn(`first paint: ${entry} could not be loaded (${(err as Error).message}); pages use the plain first paint`);
    return out;
  }
  // One page at a time: a render reads module-level state (the preloaded screen) of the shared bundle.
  for (const local of localPaths) {
    try {
      out.set(local, await render(local, base));
    } catch (err) {
      warn(`first paint: ${local} failed to render (${(err as Error).message}); it uses the plain first paint`);
    }
  }
  return out;
}

import { readyApplets, type Applet } from "../catalogue";
import { addBootPreloads } from "./boot-loader";

/**
 * A static first paint for each page: the nav bar and the page's header, with the same classes the
 * React components use, written into index.html's #root. React replaces it on start (createRoot),
 * so it is never interactive — it only lets the browser paint the title and text before the
 * JavaScript has loaded, and tells search engines what the page is. It is hidden from assistive
 * technology (aria-hidden): a screen reader, like a browser test waiting for the page's heading,
 * meets the page once, when React has rendered the working screen, not this placeholder first.
 */

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const gradients: Record<Applet["category"], string> = {
  general: "from-sky-500 to-indigo-600",
  sql: "from-emerald-500 to-teal-700",
  looker: "from-violet-500 to-purple-700",
  tableau: "from-orange-500 to-rose-600",
  "power bi": "from-amber-400 to-orange-600",
  "design resources": "from-pink-500 to-fuchsia-700",
  bigquery: "from-blue-500 to-cyan-700",
};

function nav(base: string): string {
  return `<header class="sticky top-0 z-40 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70"><nav aria-label="Main" class="mx-auto flex h-14 max-w-6xl items-center gap-3 px-4 sm:px-6"><a href="${base}/" class="flex items-center gap-2 rounded-md font-bold tracking-tight"><span class="flex size-7 items-center justify-center rounded-lg bg-primary text-primary-foreground" aria-hidden="true"></span><span>Data Analyst Tools</span></a></nav></header>`;
}

const TAGLINE = "A collection of powerful applets designed to save you time and turbo charge your productivity";

function home(): string {
  return `<div class="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12"><section class="mb-8 text-center"><h1 class="bg-gradient-to-r from-indigo-600 via-violet-600 to-fuchsia-600 bg-clip-text text-4xl font-extrabold tracking-tight text-transparent sm:text-5xl dark:from-indigo-300 dark:via-violet-300 dark:to-fuchsia-300">Data Analyst Tools</h1><p class="mx-auto mt-3 max-w-2xl text-base text-muted-foreground sm:text-lg">${TAGLINE}</p></section></div>`;
}

function tool(a: Applet, base: string): string {
  return `<div class="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-8"><a href="${base}/" class="mb-4 inline-flex items-center gap-1 rounded-sm text-sm text-muted-foreground"><span class="size-4" aria-hidden="true"></span>All tools</a><header class="mb-6 flex items-start gap-4"><span aria-hidden="true" class="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br text-white shadow-sm ${gradients[a.category]}"></span><div class="min-w-0"><h1 class="text-2xl font-bold tracking-tight sm:text-3xl">${escape(a.title)}</h1><p class="mt-1 text-muted-foreground">${escape(a.description)}</p></div></header></div>`;
}

const bySlug = new Map(readyApplets.map((a) => [`/${a.slug}`, a]));

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

/** The JS files a tool screen needs beyond the entry: its own chunk and everything it imports. */
function screenChunks(manifest: ViteManifest | undefined, slug: string): string[] {
  if (!manifest) return [];
  const entry = Object.entries(manifest).find(([, c]) => (c as { isEntry?: boolean }).isEntry)?.[1];
  const already = new Set<string>();
  const walk = (key: string) => {
    const c = manifest[key];
    if (!c || already.has(c.file)) return;
    already.add(c.file);
    for (const i of c.imports ?? []) walk(i);
  };
  const entryFiles = new Set<string>();
  if (entry) {
    const seen = new Set<string>();
    const walkEntry = (c: ManifestChunk | undefined) => {
      if (!c || seen.has(c.file)) return;
      seen.add(c.file);
      entryFiles.add(c.file);
      for (const i of c.imports ?? []) walkEntry(manifest[i]);
    };
    walkEntry(entry);
  }
  walk(`tools/${slug}/index.tsx`);
  return [...already].filter((f) => !entryFiles.has(f) && f.endsWith(".js"));
}

/** index.html for a path: page title, description, a static first paint and the screen's preloads. */
export function renderIndex(
  template: string,
  pathname: string,
  base: string,
  manifest?: ViteManifest,
  firstPaints?: ReadonlyMap<string, string>,
): string {
  const local = (base && pathname.startsWith(base) ? pathname.slice(base.length) : pathname).replace(/\/+$/, "") || "/";
  const applet = bySlug.get(local);
  let body: string;
  let title = "Data Analyst Tools";
  let description = `Data Analyst Tools: ${TAGLINE.toLowerCase()}.`;
  if (local === "/") body = home();
  else if (applet) {
    body = tool(applet, base);
    title = `${applet.title} · Data Analyst Tools`;
    description = applet.description;
  } else body = "";
  // Start fetching the tool screen's chunks with the app's own, instead of after the app has run.
  const preloads = applet ? screenChunks(manifest, applet.slug) : [];
  return addBootPreloads(template, preloads)
    .replace("<title>Data Analyst Tools</title>", `<title>${escape(title)}</title>`)
    .replace(/<meta name="description" content="[^"]*" \/>/, `<meta name="description" content="${escape(description)}" />`)
    .replace('<div id="root"></div>', () => {
      // The app's own drawing of the page when there is one (see first-paint.ts), which the app
      // hydrates. Inert and hidden from assistive technology until the app has taken it over.
      const drawn = firstPaints?.get(local);
      if (drawn !== undefined) return `<div id="root"><div data-first-paint data-ssr aria-hidden="true" inert>${drawn}</div></div>`;
      return `<div id="root"><div data-first-paint aria-hidden="true" inert>${nav(base)}<main>${body}</main></div></div>`;
    });
}

import { createRequire } from "node:module";

/** One element of a lucide icon: tag name and attributes, drawn on a 24×24 grid with a 2-unit stroke. */
export type IconElement = [tag: string, attrs: Record<string, string | number>];

interface LucideData {
  nodes: Record<string, IconElement[]>;
  tags: Record<string, string[]>;
}

let cache: LucideData | null = null;

/**
 * The lucide-static icon set (≈1,900 icons): drawing instructions and the tags lucide's maintainers
 * attach to each icon. Loaded once, on first use.
 */
export function lucide(): LucideData {
  if (!cache) {
    const require = createRequire(import.meta.url);
    cache = {
      nodes: require("lucide-static/icon-nodes.json") as Record<string, IconElement[]>,
      tags: require("lucide-static/tags.json") as Record<string, string[]>,
    };
  }
  return cache;
}

export function iconExists(name: string): boolean {
  return Object.prototype.hasOwnProperty.call(lucide().nodes, name);
}

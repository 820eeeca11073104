import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { deferBoot } from "./boot-loader";

/**
 * The two requests that block the first paint of every page — the theme script and the one
 * stylesheet — written into the HTML itself, so the page paints as soon as the HTML arrives
 * (one round trip less on a slow mobile network). The theme script stays allowed by the CSP
 * through its sha256 hash: no other inline script can run.
 */
export interface InlinedHead {
  html: string;
  /** CSP sources ("'sha256-…'") for the scripts written inline. */
  scriptHashes: string[];
}

const THEME_SCRIPT = /<script src="theme-init\.js"\s*><\/script>/;
const STYLESHEET = /<link rel="stylesheet"(?: crossorigin)? href="\.?\/?(assets\/[\w.-]+\.css)">/g;

export function inlineHead(html: string, webDir: string): InlinedHead {
  const scriptHashes: string[] = [];
  let out = html;
  const themeFile = path.join(webDir, "theme-init.js");
  if (THEME_SCRIPT.test(out) && fs.existsSync(themeFile)) {
    const code = fs.readFileSync(themeFile, "utf8");
    scriptHashes.push(`'sha256-${createHash("sha256").update(code).digest("base64")}'`);
    out = out.replace(THEME_SCRIPT, () => `<script>${code}</script>`);
  }
  out = out.replace(STYLESHEET, (link, rel: string) => {
    const file = path.join(webDir, rel);
    if (!fs.existsSync(file)) return link;
    const css = fs.readFileSync(file, "utf8");
    // A stylesheet that could close the element early is left as a link.
    return /<\/style/i.test(css) ? link : `<style>${css}</style>`;
  });
  const boot = deferBoot(out);
  return { html: boot.html, scriptHashes: [...scriptHashes, ...boot.scriptHashes] };
}

import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bootLoaderHash } from "./boot-loader";
import { inlineHead } from "./inline-head";
import { testApp } from "./testing/app";

const THEME = "document.documentElement.classList.toggle('dark', false);\n";
const CSS = "body{color:red}";
const INDEX =
  '<!doctype html><html><head><title>Data Analyst Tools</title><script src="theme-init.js" ></script>' +
  '<script type="module" crossorigin src="./assets/index-abc.js"></script>' +
  '<link rel="stylesheet" crossorigin href="./assets/index-abc.css"></head><body><div id="root"></div></body></html>';

describe("inlineHead", () => {
  let webDir: string;
  beforeAll(() => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), "dat-inline-"));
    fs.mkdirSync(path.join(webDir, "assets"));
    fs.writeFileSync(path.join(webDir, "theme-init.js"), THEME);
    fs.writeFileSync(path.join(webDir, "assets", "index-abc.css"), CSS);
    fs.writeFileSync(path.join(webDir, "assets", "index-abc.js"), "");
    fs.writeFileSync(path.join(webDir, "index.html"), INDEX);
  });
  afterAll(() => fs.rmSync(webDir, { recursive: true, force: true }));

  it("writes the theme script and the stylesheet into the page and hashes the script", () => {
    const { html, scriptHashes } = inlineHead(INDEX, webDir);
    expect(html).toContain(`<script>${THEME}</script>`);
    expect(html).toContain(`<style>${CSS}</style>`);
    expect(html).not.toContain("theme-init.js");
    expect(html).not.toContain('rel="stylesheet"');
    // The module script leaves the head for the boot list, started by the hashed loader after first paint.
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain('<script type="application/json" id="boot">{"entry":"./assets/index-abc.js","preload":[]}</script>');
    expect(scriptHashes).toEqual([`'sha256-${createHash("sha256").update(THEME).digest("base64")}'`, bootLoaderHash]);
  });

  it("leaves a link it cannot inline safely, and a page without those tags, as they are", () => {
    const other = fs.mkdtempSync(path.join(os.tmpdir(), "dat-inline-"));
    fs.mkdirSync(path.join(other, "assets"));
    fs.writeFileSync(path.join(other, "assets", "index-abc.css"), "a{}</style><script>alert(1)</script>");
    const { html, scriptHashes } = inlineHead(INDEX, other);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="./assets/index-abc.css">');
    // No theme-init.js on disk: the script tag stays as it was and no hash is allowed for it.
    expect(html).toContain('<script src="theme-init.js" ></script>');
    expect(scriptHashes).toEqual([bootLoaderHash]);
    fs.rmSync(other, { recursive: true, force: true });
    expect(inlineHead("<html><head></head></html>", webDir)).toEqual({ html: "<html><head></head></html>", scriptHashes: [] });
  });

  it("is served: the page carries them inline and the CSP allows exactly that script", async () => {
    const t = await testApp({ webDir });
    try {
      const page = await t.app.inject({ url: "/" });
      expect(page.body).toContain(`<style>${CSS}</style>`);
      const csp = String(page.headers["content-security-policy"]);
      expect(csp).toContain(`script-src 'self' 'sha256-${createHash("sha256").update(THEME).digest("base64")}'`);
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    } finally {
      await t.close();
    }
  });
});

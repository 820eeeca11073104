import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { applets } from "./applets";

const root = path.resolve(__dirname, "../..");
const e2eSources = fs
  .readdirSync(path.join(root, "e2e"))
  .filter((f) => f.endsWith(".e2e.ts"))
  .map((f) => fs.readFileSync(path.join(root, "e2e", f), "utf8"))
  .join("\n");

describe("every ready tool is really there", () => {
  for (const applet of applets.filter((a) => a.ready)) {
    it(`${applet.title} has a screen and a browser test`, () => {
      expect(fs.existsSync(path.join(root, "src/web/tools", applet.slug, "index.tsx"))).toBe(true);
      expect(e2eSources.includes(`/${applet.slug}`)).toBe(true);
    });
  }

  it("no screen exists for a tool that is not in the catalogue", () => {
    const slugs = new Set(applets.map((a) => a.slug));
    const dirs = fs
      .readdirSync(path.join(root, "src/web/tools"), { withFileTypes: true })
      .filter((d) => d.isDirectory() && fs.existsSync(path.join(root, "src/web/tools", d.name, "index.tsx")))
      .map((d) => d.name);
    for (const d of dirs) expect(slugs.has(d), d).toBe(true);
  });
});

import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * `npm ci` (CI's install) refuses a lock file that lacks any optional platform package, and the
 * registry reachable here does not serve other platforms' builds, so a plain `npm install` can leave
 * them out. This catches it before CI does; the fix is `node scripts/fix-lockfile.mjs`.
 */
describe("package-lock.json", () => {
  it("lists every optional dependency of every locked package", () => {
    const lock = JSON.parse(fs.readFileSync(path.resolve(__dirname, "../package-lock.json"), "utf8"));
    const pkgs: Record<string, { optionalDependencies?: Record<string, string> }> = lock.packages;
    const missing: string[] = [];
    for (const [key, meta] of Object.entries(pkgs)) {
      for (const dep of Object.keys(meta.optionalDependencies ?? {})) {
        // npm resolves a dependency by walking up the node_modules folders from the dependent.
        let dir = key;
        let found = false;
        for (;;) {
          if (pkgs[`${dir ? `${dir}/` : ""}node_modules/${dep}`]) {
            found = true;
            break;
          }
          const i = dir.lastIndexOf("/node_modules/");
          if (i === -1) {
            if (dir === "") break;
            dir = "";
          } else dir = dir.slice(0, i);
        }
        if (!found) missing.push(`${dep} (optional dependency of ${key || "the project"})`);
      }
    }
    expect(missing, "run: node scripts/fix-lockfile.mjs").toEqual([]);
  });
});

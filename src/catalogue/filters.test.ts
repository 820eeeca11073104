import { describe, expect, it } from "vitest";
import { applets } from "./applets";
import {
  NEW_BADGE_MS,
  categoryFilters,
  isNewApplet,
  matchesSearch,
  sortByWeeklyViews,
  startOfWeek,
  visibleApplets,
} from "./filters";
import { categories, type Applet } from "./types";

const base: Applet = {
  slug: "x",
  title: "CSV Analyzer",
  description: "Count rows and duplicates",
  category: "general",
  icon: "Braces",
  createdAt: "2025-01-01",
  runsOn: "browser",
  ready: true,
};
const mk = (over: Partial<Applet>): Applet => ({ ...base, ...over });

describe("catalogue", () => {
  it("has the 24 applets of the spec with unique slugs and titles and valid fields", () => {
    expect(applets).toHaveLength(24);
    expect(new Set(applets.map((a) => a.slug)).size).toBe(24);
    expect(new Set(applets.map((a) => a.title)).size).toBe(24);
    for (const a of applets) {
      expect(a.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(categories).toContain(a.category);
      expect(Number.isNaN(Date.parse(a.createdAt))).toBe(false);
      expect(a.description.length).toBeGreaterThan(20);
    }
  });

  it("has the spec's routes", () => {
    const routes = applets.map((a) => `/${a.slug}`).sort();
    expect(routes).toEqual(
      [
        "/csv-analyzer", "/json-formatter", "/sql-builder", "/sql-join-builder", "/data-transformer",
        "/looker-converter", "/tableau-calculator", "/looker-studio-calculator", "/looker-studio-url-builder",
        "/lookml-image-formatter", "/power-bi-calculator", "/looker-google-calculator", "/excel-calculator",
        "/dummy-data-generator", "/colour-generator", "/country-flags", "/university-crests-uk",
        "/dashboard-layout-generator", "/data-viz-chart-types", "/web-data-extractor", "/bigquery-generator",
        "/bqml-model-builder", "/python-script-generator", "/icon-set-builder",
      ].sort(),
    );
  });
});

describe("home search", () => {
  it("matches title or description, case-insensitively, as a substring", () => {
    expect(matchesSearch(base, "csv")).toBe(true);
    expect(matchesSearch(base, "ANALY")).toBe(true);
    expect(matchesSearch(base, "duplicates")).toBe(true);
    expect(matchesSearch(base, "  rows ")).toBe(true);
    expect(matchesSearch(base, "tableau")).toBe(false);
  });
  it("matches everything when empty", () => {
    expect(matchesSearch(base, "")).toBe(true);
    expect(matchesSearch(base, "   ")).toBe(true);
  });
});

describe("category filter", () => {
  it("has the spec's tab and dropdown labels, in order", () => {
    expect(categoryFilters.map((f) => f.tab)).toEqual(["All", "Looker", "Tableau", "BigQuery", "SQL", "Power BI", "Design", "General"]);
    expect(categoryFilters.map((f) => f.option)).toEqual([
      "All Applets", "Looker", "Tableau", "BigQuery", "SQL", "Power BI", "Design Resources", "General",
    ]);
  });
  it("filters by category and search together", () => {
    const list = [
      mk({ slug: "a", title: "A sql thing", category: "sql" }),
      mk({ slug: "b", title: "B general", category: "general" }),
      mk({ slug: "c", title: "C sql other", category: "sql", description: "other" }),
    ];
    expect(visibleApplets(list, { query: "", category: "sql" }).map((a) => a.slug)).toEqual(["a", "c"]);
    expect(visibleApplets(list, { query: "other", category: "sql" }).map((a) => a.slug)).toEqual(["c"]);
    expect(visibleApplets(list, { query: "", category: "all" })).toHaveLength(3);
    expect(visibleApplets(list, { query: "zzz", category: "all" })).toHaveLength(0);
  });
});

describe("weekly popularity order", () => {
  const list = [mk({ slug: "a", title: "A" }), mk({ slug: "b", title: "B" }), mk({ slug: "c", title: "C" })];
  it("sorts by views descending, ties in catalogue order", () => {
    expect(sortByWeeklyViews(list, { C: 5, B: 5, A: 1 }).map((a) => a.title)).toEqual(["B", "C", "A"]);
    expect(sortByWeeklyViews(list, { B: 2 }).map((a) => a.title)).toEqual(["B", "A", "C"]);
  });
  it("keeps the default order when counts are missing", () => {
    expect(sortByWeeklyViews(list, undefined).map((a) => a.title)).toEqual(["A", "B", "C"]);
  });
});

describe("NEW badge", () => {
  const now = new Date("2026-11-21T12:00:00Z");
  it("shows while createdAt is under 7 days old", () => {
    const created = new Date(now.getTime() - NEW_BADGE_MS + 1);
    expect(isNewApplet({ createdAt: created.toISOString() }, now)).toBe(true);
  });
  it("hides at exactly 7 days and after", () => {
    const created = new Date(now.getTime() - NEW_BADGE_MS);
    expect(isNewApplet({ createdAt: created.toISOString() }, now)).toBe(false);
    expect(isNewApplet({ createdAt: "2020-01-01" }, now)).toBe(false);
  });
  it("uses 604800000 ms and honours isNew", () => {
    expect(NEW_BADGE_MS).toBe(604_800_000);
    expect(isNewApplet({ createdAt: "2020-01-01", isNew: true }, now)).toBe(true);
  });
});

describe("start of week", () => {
  it("is the previous (or same) Sunday at 00:00 local time", () => {
    const wed = new Date(2026, 10, 18, 15, 30); // Wednesday 18 Nov 2026
    const s = startOfWeek(wed);
    expect(s.getDay()).toBe(0);
    expect([s.getFullYear(), s.getMonth(), s.getDate(), s.getHours(), s.getMinutes()]).toEqual([2026, 10, 15, 0, 0]);
  });
  it("is the same day when it is Sunday", () => {
    const sun = new Date(2026, 10, 22, 0, 0, 1);
    expect(startOfWeek(sun).getDate()).toBe(22);
    expect(startOfWeek(sun).getHours()).toBe(0);
  });
  it("crosses month and year boundaries", () => {
    const fri = new Date(2027, 0, 1, 9);
    const s = startOfWeek(fri);
    expect([s.getFullYear(), s.getMonth(), s.getDate()]).toEqual([2026, 11, 27]);
  });
});

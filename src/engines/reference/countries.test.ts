import { describe, expect, it } from "vitest";
import { allCountries, countriesCsv, countryCsvLine, filterCountries, flagImageUrl, localFlagPath } from "./countries";

describe("countries from i18n-iso-countries", () => {
  it("has every officially assigned ISO 3166-1 entry, once, with valid codes", () => {
    expect(allCountries).toHaveLength(249);
    expect(new Set(allCountries.map((c) => c.code)).size).toBe(249);
    expect(new Set(allCountries.map((c) => c.code3)).size).toBe(249);
    for (const c of allCountries) {
      expect(c.code).toMatch(/^[A-Z]{2}$/);
      expect(c.code3).toMatch(/^[A-Z]{3}$/);
      expect(c.name.trim()).toBe(c.name);
      expect(c.name.length).toBeGreaterThan(1);
    }
    expect(allCountries.find((c) => c.code === "XK")).toBeUndefined();
  });

  it("is sorted by name and carries the package's names", () => {
    const names = allCountries.map((c) => c.name);
    expect([...names].sort((a, b) => a.localeCompare(b, "en"))).toEqual(names);
    expect(allCountries.find((c) => c.code === "GB")).toMatchObject({ name: "United Kingdom", code3: "GBR" });
    expect(allCountries.find((c) => c.code === "DE")).toMatchObject({ name: "Germany", code3: "DEU" });
  });

  it("searches name, aliases and both codes, case- and accent-insensitively", () => {
    expect(filterCountries(allCountries, "gbr").map((c) => c.code)).toEqual(["GB"]);
    expect(filterCountries(allCountries, "de").map((c) => c.code)).toContain("DE");
    expect(filterCountries(allCountries, "russia").map((c) => c.code)).toEqual(["RU"]);
    expect(filterCountries(allCountries, "cote d'ivoire").map((c) => c.code)).toEqual(["CI"]);
    expect(filterCountries(allCountries, "  ")).toHaveLength(249);
    expect(filterCountries(allCountries, "zzzz")).toEqual([]);
  });

  it("builds the flag image addresses", () => {
    expect(flagImageUrl("GB", 160)).toBe("https://flagcdn.com/w160/gb.png");
    expect(flagImageUrl("US", 640)).toBe("https://flagcdn.com/w640/us.png");
    expect(localFlagPath("FR", "1x1")).toBe("/api/flags/1x1/fr.svg");
  });

  it("copies a card as one CSV record and exports the filtered list with a header", () => {
    const gb = allCountries.find((c) => c.code === "GB")!;
    expect(countryCsvLine(gb, 80)).toBe("United Kingdom,GB,GBR,https://flagcdn.com/w80/gb.png");
    const csv = countriesCsv(filterCountries(allCountries, "korea"), 160);
    expect(csv.split("\r\n")[0]).toBe("name,code,code3,flag_url");
    expect(csv).toContain("KR,KOR,https://flagcdn.com/w160/kr.png\r\n");
    expect(csv.split("\r\n").filter(Boolean)).toHaveLength(3);
  });
});

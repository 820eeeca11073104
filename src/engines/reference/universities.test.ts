import { describe, expect, it } from "vitest";
import { crestImageUrl, filterUniversities, fixedCrestFiles, universitiesCsv, universityCsvLine } from "./crests";
import { universities, universityTypes } from "./universities";

const thisYear = new Date().getUTCFullYear();

describe("UK universities data file", () => {
  it("has about 125 institutions and no name twice", () => {
    expect(universities.length).toBeGreaterThanOrEqual(115);
    expect(universities.length).toBeLessThanOrEqual(140);
    const names = universities.map((u) => u.name.toLowerCase());
    const dupes = names.filter((n, i) => names.indexOf(n) !== i);
    expect(dupes).toEqual([]);
  });

  it("is sorted by name as English collation orders it", () => {
    const names = universities.map((u) => u.name);
    expect([...names].sort((a, b) => a.localeCompare(b, "en"))).toEqual(names);
  });

  it("has valid fields on every row", () => {
    for (const u of universities) {
      const where = `${u.name}`;
      expect(u.name.trim(), where).toBe(u.name);
      expect(u.name.length, where).toBeGreaterThan(3);
      expect(u.city, where).toMatch(/^[A-Z][A-Za-z' -]+$/);
      expect(Number.isInteger(u.founded), where).toBe(true);
      expect(u.founded, where).toBeGreaterThanOrEqual(1096);
      expect(u.founded, where).toBeLessThanOrEqual(thisYear);
      expect(universityTypes, where).toContain(u.type);
      // An academic .ac.uk domain, or a real domain for the few that use another (london.edu, bpp.com).
      expect(u.domain, where).toMatch(/^([a-z0-9-]+\.)+(ac\.uk|edu|com)$/);
      expect(u.domain.startsWith("www."), where).toBe(false);
    }
  });

  it("uses each web domain once", () => {
    const domains = universities.map((u) => u.domain);
    expect(new Set(domains).size).toBe(domains.length);
  });

  it("keeps the rules of the type groups", () => {
    const byType = (t: string) => universities.filter((u) => u.type === t).map((u) => u.name);
    // The six ancient universities, all founded before 1600.
    expect(byType("Ancient").sort()).toEqual(
      [
        "University of Aberdeen",
        "University of Cambridge",
        "University of Edinburgh",
        "University of Glasgow",
        "University of Oxford",
        "University of St Andrews",
      ].sort(),
    );
    for (const u of universities) {
      if (u.type === "Ancient") expect(u.founded).toBeLessThan(1600);
      else expect(u.founded, u.name).toBeGreaterThanOrEqual(1600);
    }
    // 24 Russell Group members: 20 listed as such plus the four ancient members.
    expect(byType("Russell Group")).toHaveLength(20);
    for (const t of universityTypes) expect(byType(t).length, t).toBeGreaterThan(0);
  });

  it("has ten fixed crest addresses, all for listed universities", () => {
    const names = new Set(universities.map((u) => u.name));
    expect(Object.keys(fixedCrestFiles)).toHaveLength(10);
    for (const n of Object.keys(fixedCrestFiles)) expect(names.has(n), n).toBe(true);
  });

  it("builds crest addresses with the width", () => {
    const oxford = universities.find((u) => u.name === "University of Oxford")!;
    expect(crestImageUrl(oxford, 320)).toBe(
      "https://en.wikipedia.org/wiki/Special:FilePath/Arms_of_University_of_Oxford.svg?width=320",
    );
    const bath = universities.find((u) => u.name === "University of Bath")!;
    expect(crestImageUrl(bath, 160)).toBe("https://www.google.com/s2/favicons?domain=bath.ac.uk&sz=160");
  });

  it("searches name, city, type and year; exports CSV", () => {
    expect(filterUniversities(universities, "edinburgh").length).toBeGreaterThanOrEqual(4);
    expect(filterUniversities(universities, "plate glass").every((u) => u.type === "Plate Glass")).toBe(true);
    expect(filterUniversities(universities, "1096").map((u) => u.name)).toEqual(["University of Oxford"]);
    const kcl = universities.find((u) => u.name === "King's College London")!;
    expect(universityCsvLine(kcl, 80)).toBe(
      "King's College London,London,1829,Russell Group,kcl.ac.uk,https://en.wikipedia.org/wiki/Special:FilePath/Kcl-logo.svg?width=80",
    );
    const csv = universitiesCsv(filterUniversities(universities, "hygiene"), 160);
    expect(csv).toBe(
      "name,city,founded,type,domain,crest_url\r\n" +
        "London School of Hygiene & Tropical Medicine,London,1899,Specialist,lshtm.ac.uk,https://www.google.com/s2/favicons?domain=lshtm.ac.uk&sz=160\r\n",
    );
  });
});

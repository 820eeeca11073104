import { describe, expect, it } from "vitest";
import { sortByName } from "./search";

describe("sortByName", () => {
  it("orders as English collation does when names differ in more than accents and case", () => {
    const names = ["Zambia", "Åland Islands", "Curaçao", "Cuba", "réunion island", "Reunion", "Saint Barthélemy", "Saint Helena", "Türkiye", "Tuvalu"];
    const sorted = sortByName([...names], (n) => n);
    expect(sorted).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
    expect(sorted[0]).toBe("Åland Islands");
  });
});

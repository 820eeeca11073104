import { describe, expect, it } from "vitest";
import { universities } from "../../../engines/reference/universities";
import { monogram } from "./monogram";

describe("crest placeholder monogram", () => {
  it("uses an acronym when the name has one, else initials of the significant words", () => {
    expect(monogram("BPP University")).toBe("BPP");
    expect(monogram("SRUC (Scotland's Rural College)")).toBe("SRUC");
    expect(monogram("University of St Andrews")).toBe("SA");
    expect(monogram("Anglia Ruskin University")).toBe("AR");
    expect(monogram("University of London")).toBe("UL");
  });
  it("gives every listed university a one-to-four letter monogram", () => {
    for (const u of universities) expect(monogram(u.name), u.name).toMatch(/^[A-Z]{1,4}$/);
  });
});

import { describe, expect, it } from "vitest";
import { readNumber } from "./column-profile";

/** Deterministic pseudo-random numbers (mulberry32). */
function rng(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe("readNumber", () => {
  it("reads plain numbers bit for bit as Number() does", () => {
    const random = rng(7);
    const digits = (n: number) => Array.from({ length: n }, () => Math.floor(random() * 10)).join("");
    for (let k = 0; k < 50_000; k++) {
      const sign = ["", "-", "+"][Math.floor(random() * 3)];
      const int = random() < 0.1 ? "" : String(Number(digits(1 + Math.floor(random() * 18))));
      const frac = random() < 0.3 ? "" : "." + digits(Math.floor(random() * 20));
      const exp = random() < 0.8 ? "" : (random() < 0.5 ? "e" : "E") + ["", "-", "+"][Math.floor(random() * 3)] + String(Math.floor(random() * 40));
      const s = sign + int + frac + exp;
      if (int === "" && (frac === "" || frac === ".")) continue;
      expect(Object.is(readNumber(s), Number(s)), s).toBe(true);
    }
  });

  it("reads decimal commas only when asked, and rejects what is not a plain number", () => {
    expect(readNumber("1,5", true)).toBe(1.5);
    expect(readNumber("-0,125", true)).toBe(-0.125);
    expect(readNumber("1,5")).toBeUndefined();
    expect(Object.is(readNumber("-0"), -0)).toBe(true);
    expect(readNumber("12345678901234567890")).toBe(Number("12345678901234567890"));
    for (const s of ["007", "1,5e3", "1.2.3", "1e", "--1", "", ".", "-", "1 ", " 1", "0x10", "Infinity", "1_000", ",5"]) {
      expect(readNumber(s, true), s).toBeUndefined();
    }
  });
});

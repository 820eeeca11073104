import { describe, expect, it } from "vitest";
import { checkEmail } from "./email";

describe("checkEmail", () => {
  it("trims and accepts ordinary addresses", () => {
    expect(checkEmail("  ada@example.com ")).toEqual({ ok: true, email: "ada@example.com" });
    expect(checkEmail("first.last+tag@sub.example.co.uk").ok).toBe(true);
  });
  it("rejects malformed addresses with the spec's message", () => {
    for (const bad of ["", "   ", "ada", "ada@", "@example.com", "ada@example", "a b@example.com", "ada@@example.com", 42, null]) {
      expect(checkEmail(bad)).toEqual({ ok: false, message: "Please enter a valid email address" });
    }
  });
  it("rejects more than 255 characters with the spec's message", () => {
    const long = `${"a".repeat(244)}@example.com`; // 256 characters
    expect(checkEmail(long)).toEqual({ ok: false, message: "Email must be less than 255 characters" });
    expect(checkEmail(`${"a".repeat(243)}@example.com`).ok).toBe(true);
  });
});

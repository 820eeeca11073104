/**
 * JSONTestSuite (nst/JSONTestSuite, test_parsing/): every y_ file accepted, every n_ file rejected,
 * and the implementation-defined i_ files pinned to the behaviour we chose. Files are read as bytes
 * and decoded the way the screen decodes an opened file.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { decodeJsonBytes } from "./decode";
import { formatJson, minifyJson, validateJson, type ReformatResult } from "./reformat";

/** TESTDATA_DIR, else testdata/ in the repository, else the shared checkout beside it (../shared/testdata). */
const suiteDir = [process.env.TESTDATA_DIR, path.resolve(__dirname, "../../../testdata"), path.resolve(__dirname, "../../../../shared/testdata")]
  .filter((dir): dir is string => !!dir)
  .map((dir) => path.join(dir, "json-test-suite"))
  .find((dir) => fs.existsSync(dir));
// Missing data is a failure, not a skip: a green run must mean the conformance suites really ran.
describe("conformance data", () => {
  it("is found (TESTDATA_DIR, testdata/ or ../shared/testdata)", () => {
    expect(suiteDir).toBeDefined();
  });
});
const files = suiteDir ? fs.readdirSync(suiteDir).filter((f) => f.endsWith(".json")) : [];

function run(file: string, fn: (text: string) => ReformatResult = formatJson): ReformatResult | { ok: false; decode: string } {
  const decoded = decodeJsonBytes(new Uint8Array(fs.readFileSync(path.join(suiteDir ?? "", file))));
  if (!decoded.ok) return { ok: false, decode: decoded.message };
  return fn(decoded.text);
}

describe.skipIf(!suiteDir)("JSONTestSuite", () => {
  it("has the expected number of cases", () => {
    expect(files.filter((f) => f.startsWith("y_"))).toHaveLength(95);
    expect(files.filter((f) => f.startsWith("n_"))).toHaveLength(188);
    expect(files.filter((f) => f.startsWith("i_"))).toHaveLength(35);
  });

  for (const file of files.filter((f) => f.startsWith("y_"))) {
    it(`accepts ${file}`, () => {
      const bytes = new Uint8Array(fs.readFileSync(path.join(suiteDir ?? "", file)));
      const decoded = decodeJsonBytes(bytes);
      expect(decoded.ok).toBe(true);
      if (!decoded.ok) return;
      const input = decoded.text;
      const formatted = formatJson(input);
      const minified = minifyJson(input);
      expect(formatted.ok && minified.ok).toBe(true);
      if (!formatted.ok || !minified.ok) return;
      // The output is valid JSON (for us and for the platform parser) with the same value.
      expect(validateJson(formatted.output).ok).toBe(true);
      expect(JSON.parse(formatted.output)).toEqual(JSON.parse(input));
      expect(JSON.parse(minified.output)).toEqual(JSON.parse(input));
      // Lossless: only whitespace changed, so both layouts minify to the same token sequence.
      expect(minifyJson(formatted.output)).toMatchObject({ ok: true, output: minified.output });
      // Idempotent.
      expect(formatJson(formatted.output)).toMatchObject({ ok: true, output: formatted.output });
      expect(minifyJson(minified.output)).toMatchObject({ ok: true, output: minified.output });
    });
  }

  for (const file of files.filter((f) => f.startsWith("n_"))) {
    it(`rejects ${file}`, () => {
      const formatted = run(file, formatJson);
      const minified = run(file, minifyJson);
      expect(formatted.ok).toBe(false);
      expect(minified.ok).toBe(false);
      expect("output" in formatted).toBe(false);
    });
  }

  // Implementation-defined cases: the choice is recorded here so a change shows up as a failure.
  // Accepted: numbers of any size (kept exactly as written, which is the point of a lossless
  // formatter), lone or reversed surrogate escapes (\uD800 is valid JSON grammar; it is copied
  // unchanged), 500 levels of nesting, and a UTF-8 byte order mark (RFC 8259 §8.1 lets parsers
  // ignore it). Rejected: anything that is not valid UTF-8, including UTF-16 and Latin-1.
  const accepted = [
    "i_number_double_huge_neg_exp.json",
    "i_number_huge_exp.json",
    "i_number_neg_int_huge_exp.json",
    "i_number_pos_double_huge_exp.json",
    "i_number_real_neg_overflow.json",
    "i_number_real_pos_overflow.json",
    "i_number_real_underflow.json",
    "i_number_too_big_neg_int.json",
    "i_number_too_big_pos_int.json",
    "i_number_very_big_negative_int.json",
    "i_object_key_lone_2nd_surrogate.json",
    "i_string_1st_surrogate_but_2nd_missing.json",
    "i_string_1st_valid_surrogate_2nd_invalid.json",
    "i_string_incomplete_surrogate_and_escape_valid.json",
    "i_string_incomplete_surrogate_pair.json",
    "i_string_incomplete_surrogates_escape_valid.json",
    "i_string_invalid_lonely_surrogate.json",
    "i_string_invalid_surrogate.json",
    "i_string_inverted_surrogates_U+1D11E.json",
    "i_string_lone_second_surrogate.json",
    "i_structure_500_nested_arrays.json",
    "i_structure_UTF-8_BOM_empty_object.json",
  ];
  const rejected = [
    "i_string_UTF-16LE_with_BOM.json",
    "i_string_UTF-8_invalid_sequence.json",
    "i_string_UTF8_surrogate_U+D800.json",
    "i_string_invalid_utf-8.json",
    "i_string_iso_latin_1.json",
    "i_string_lone_utf8_continuation_byte.json",
    "i_string_not_in_unicode_range.json",
    "i_string_overlong_sequence_2_bytes.json",
    "i_string_overlong_sequence_6_bytes.json",
    "i_string_overlong_sequence_6_bytes_null.json",
    "i_string_truncated-utf-8.json",
    "i_string_utf16BE_no_BOM.json",
    "i_string_utf16LE_no_BOM.json",
  ];

  it("lists every i_ file exactly once", () => {
    expect([...accepted, ...rejected].sort()).toEqual(files.filter((f) => f.startsWith("i_")).sort());
  });

  for (const file of accepted) {
    it(`accepts ${file} (implementation-defined) and keeps every token`, () => {
      const formatted = run(file, formatJson);
      const minified = run(file, minifyJson);
      expect(formatted.ok).toBe(true);
      expect(minified.ok).toBe(true);
      if (!formatted.ok || !minified.ok || !("output" in formatted) || !("output" in minified)) return;
      expect(minifyJson(formatted.output)).toMatchObject({ ok: true, output: minified.output });
      expect(formatJson(formatted.output)).toMatchObject({ ok: true, output: formatted.output });
    });
  }

  for (const file of rejected) {
    it(`rejects ${file} (implementation-defined)`, () => {
      expect(run(file).ok).toBe(false);
    });
  }
});

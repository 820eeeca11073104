import { describe, expect, it } from "vitest";
import { buildImageMeasure, imageMeasureDefaults, imageMessages, type ImageMeasureInput } from "./image-measure";
import { assertLookmlShape, assertSqlParses, sqlOf } from "./lookml-check.testutil";

const base: ImageMeasureInput = {
  measureName: "Conversion Rate",
  imageUrl: "https://example.com/icons/target.png",
  sqlField: "conversion_rate",
};

function build(partial: Partial<ImageMeasureInput> = {}) {
  const r = buildImageMeasure({ ...base, ...partial });
  if (!r.ok) throw new Error(`${r.problem.title}: ${r.problem.description}`);
  assertLookmlShape(r.lookml, "measure");
  assertSqlParses(sqlOf(r.lookml)!);
  return r;
}

describe("buildImageMeasure", () => {
  it("uses the spec's defaults: type number, percent_2, width 200", () => {
    expect(imageMeasureDefaults).toEqual({ type: "number", valueFormatName: "percent_2", imageWidth: 200 });
    expect(build().lookml).toBe(
      [
        "measure: conversion_rate {",
        '  label: "Conversion Rate"',
        "  type: number",
        "  sql: ${TABLE}.conversion_rate ;;",
        "  value_format_name: percent_2",
        "  html:",
        '    <img src="https://example.com/icons/target.png" width="200" alt="Conversion Rate" />',
        "    {{ rendered_value }} ;;",
        "}",
      ].join("\n"),
    );
  });

  it("takes the chosen type, format and width; no format line when none is chosen", () => {
    const r = build({ type: "sum", valueFormatName: "usd_0", imageWidth: "48" });
    expect(r.lookml).toContain("  type: sum\n");
    expect(r.lookml).toContain("  value_format_name: usd_0\n");
    expect(r.lookml).toContain('width="48"');
    expect(build({ valueFormatName: "" }).lookml).not.toContain("value_format_name");
  });

  it("keeps SQL and LookML references as written; a bare column gets ${TABLE}", () => {
    expect(sqlOf(build({ sqlField: "${orders.rate}" }).lookml)).toBe("${orders.rate}");
    expect(sqlOf(build({ sqlField: "SUM(${TABLE}.hits) / NULLIF(COUNT(*), 0)" }).lookml)).toBe("SUM(${TABLE}.hits) / NULLIF(COUNT(*), 0)");
  });

  it("escapes the URL and label for HTML and keeps Liquid in the URL", () => {
    const r = build({
      measureName: 'Flag "<b>" & co',
      imageUrl: 'https://flags.example.com/{{ value | downcase }}.png?size=m&style="x"',
    });
    expect(r.lookml).toContain(
      '<img src="https://flags.example.com/{{ value | downcase }}.png?size=m&amp;style=&quot;x&quot;" width="200" alt="Flag &quot;&lt;b&gt;&quot; &amp; co" />\n    {{ rendered_value }} ;;',
    );
    expect(r.lookml).toContain('label: "Flag \\"<b>\\" & co"');
  });

  it("never lets ;; in the URL or name close the LookML block", () => {
    const r = build({ measureName: "a;;b", imageUrl: "https://x.example/a;;b.png" });
    expect(r.lookml).toContain('src="https://x.example/a%3B%3Bb.png"');
    expect(r.lookml).toContain('alt="a&#59;&#59;b"');
    expect(build({ measureName: "R&;D" }).lookml).toContain('alt="R&amp;&#59;D"');
    expect(buildImageMeasure({ ...base, sqlField: "x ;; y" })).toEqual({ ok: false, problem: imageMessages.blockEnd });
    expect(buildImageMeasure({ ...base, imageUrl: 'https://x.example/{{ value | append: ";;" }}' })).toEqual({
      ok: false,
      problem: imageMessages.urlBlockEnd,
    });
  });

  it("accepts a URL made entirely by Liquid", () => {
    expect(build({ imageUrl: "{{ image_url._value }}" }).lookml).toContain('src="{{ image_url._value }}"');
  });

  it("requires the three fields ('Missing fields')", () => {
    for (const missing of ["measureName", "imageUrl", "sqlField"] as const) {
      expect(buildImageMeasure({ ...base, [missing]: "  " })).toEqual({ ok: false, problem: imageMessages.missingFields });
    }
    expect(imageMessages.missingFields.title).toBe("Missing fields");
  });

  it("refuses bad URLs, widths, types and formats", () => {
    expect(buildImageMeasure({ ...base, imageUrl: "javascript:alert(1)" })).toEqual({ ok: false, problem: imageMessages.invalidUrl });
    expect(buildImageMeasure({ ...base, imageUrl: "example.com/a.png" })).toEqual({ ok: false, problem: imageMessages.invalidUrl });
    expect(buildImageMeasure({ ...base, imageUrl: "https://a b.com/x.png" })).toEqual({ ok: false, problem: imageMessages.invalidUrl });
    for (const w of ["0", "2001", "1.5", "abc", ""]) {
      expect(buildImageMeasure({ ...base, imageWidth: w })).toEqual({ ok: false, problem: imageMessages.invalidWidth });
    }
    expect(buildImageMeasure({ ...base, type: "string" })).toEqual({ ok: false, problem: imageMessages.invalidType });
    expect(buildImageMeasure({ ...base, valueFormatName: "money" })).toEqual({ ok: false, problem: imageMessages.invalidFormat });
  });
});

import { describe, expect, it } from "vitest";
import { buildLookerStudioUrls, cleanValues, urlBuilderMessages, type UrlBuilderInput } from "./url-builder";

const report = "https://lookerstudio.google.com/reporting/1a2b3c/page/p_xyz";

function urls(partial: Partial<UrlBuilderInput>) {
  const r = buildLookerStudioUrls({ baseUrl: report, parameterName: "ds0.country", values: ["UK"], ...partial });
  if (!r.ok) throw new Error(`${r.problem.title}: ${r.problem.description}`);
  return r;
}

/** Reads the params JSON back out of a generated URL, as Looker Studio would. */
function paramsOf(url: string): unknown {
  return JSON.parse(new URL(url).searchParams.get("params")!);
}

describe("buildLookerStudioUrls", () => {
  it("appends ?params= with URL-encoded JSON, one URL per value", () => {
    const r = urls({ values: ["United Kingdom", "France"] });
    expect(r.urls).toEqual([
      { value: "United Kingdom", url: `${report}?params=%7B%22ds0.country%22%3A%22United%20Kingdom%22%7D` },
      { value: "France", url: `${report}?params=%7B%22ds0.country%22%3A%22France%22%7D` },
    ]);
    expect(paramsOf(r.urls[0].url)).toEqual({ "ds0.country": "United Kingdom" });
  });

  it("uses & when the base URL already has a query and keeps its pairs as written", () => {
    const r = urls({ baseUrl: `${report}?hl=en&utm_source=mail%20shot` });
    expect(r.urls[0].url).toBe(`${report}?hl=en&utm_source=mail%20shot&params=%7B%22ds0.country%22%3A%22UK%22%7D`);
  });

  it("keeps a #fragment at the end", () => {
    const r = urls({ baseUrl: `${report}?hl=en#section-2` });
    expect(r.urls[0].url).toBe(`${report}?hl=en&params=%7B%22ds0.country%22%3A%22UK%22%7D#section-2`);
    expect(urls({ baseUrl: `${report}#top` }).urls[0].url.endsWith("%7D#top")).toBe(true);
  });

  it("merges with a params value already in the URL", () => {
    const existing = encodeURIComponent(JSON.stringify({ "ds0.year": "2024", "ds0.country": "old" }));
    const r = urls({ baseUrl: `${report}?params=${existing}&hl=en` });
    expect(paramsOf(r.urls[0].url)).toEqual({ "ds0.year": "2024", "ds0.country": "UK" });
    expect(new URL(r.urls[0].url).searchParams.getAll("params")).toHaveLength(1);
    expect(r.notes).toContain("Parameters already in the URL's params were kept.");
  });

  it("replaces a params value that is not JSON and says so", () => {
    const r = urls({ baseUrl: `${report}?params=oops` });
    expect(paramsOf(r.urls[0].url)).toEqual({ "ds0.country": "UK" });
    expect(r.notes[0]).toContain("not valid JSON");
  });

  it("encodes characters that matter in URLs and JSON", () => {
    const value = 'Côte d\'Ivoire & "Friends" #1 100% +/?';
    const r = urls({ values: [value] });
    expect(paramsOf(r.urls[0].url)).toEqual({ "ds0.country": value });
    const encoded = r.urls[0].url.split("params=")[1];
    expect(encoded).toMatch(/^[A-Za-z0-9\-_.!~*'()%]+$/);
    expect(encoded).not.toMatch(/%(?![0-9A-F]{2})/);
  });

  it("drops blank values, trims and removes repeats", () => {
    expect(cleanValues(["  UK ", "", "   ", "FR", "UK"])).toEqual(["UK", "FR"]);
    const r = urls({ values: ["UK", " ", "UK", "FR"] });
    expect(r.urls.map((u) => u.value)).toEqual(["UK", "FR"]);
    expect(r.notes).toEqual(["1 repeated value was left out."]);
  });

  it("validates with the spec's messages", () => {
    const run = (partial: Partial<UrlBuilderInput>) =>
      buildLookerStudioUrls({ baseUrl: report, parameterName: "p", values: ["a"], ...partial });
    expect(run({ baseUrl: "  " })).toEqual({ ok: false, problem: urlBuilderMessages.missingUrl });
    expect(run({ parameterName: " " })).toEqual({ ok: false, problem: urlBuilderMessages.missingParameterName });
    expect(run({ values: ["", "  "] })).toEqual({ ok: false, problem: urlBuilderMessages.missingParameterValues });
    expect(run({ values: [] })).toEqual({ ok: false, problem: urlBuilderMessages.missingParameterValues });
    expect(urlBuilderMessages.missingUrl.title).toBe("Missing URL");
    expect(urlBuilderMessages.missingParameterName.title).toBe("Missing Parameter Name");
    expect(urlBuilderMessages.missingParameterValues.title).toBe("Missing Parameter Values");
  });

  it("accepts only http(s) base URLs", () => {
    for (const bad of ["lookerstudio.google.com/reporting/1", "javascript:alert(1)", "ftp://x.com/a", "https://", "not a url"]) {
      expect(buildLookerStudioUrls({ baseUrl: bad, parameterName: "p", values: ["a"] })).toEqual({
        ok: false,
        problem: urlBuilderMessages.invalidUrl,
      });
    }
    expect(urls({ baseUrl: "http://localhost:8080/r" }).urls).toHaveLength(1);
  });
});

import { describe, expect, it } from "vitest";
import { coloursInCss, coloursInValue, readPageStyles, sameSite } from "./css-colours";
import { rankPageColours } from "./page-palette";

describe("coloursInValue", () => {
  it("reads hex, functional and named colours, skipping transparent ones", () => {
    expect(coloursInValue("1px solid #F00")).toEqual(["#ff0000"]);
    expect(coloursInValue("linear-gradient(rgb(0 128 0), hsl(240 100% 50%))")).toEqual(["#008000", "#0000ff"]);
    expect(coloursInValue("rebeccapurple")).toEqual(["#663399"]);
    expect(coloursInValue("transparent")).toEqual([]);
    expect(coloursInValue("rgba(0,0,0,.1)")).toEqual([]);
    expect(coloursInValue("solid bold inherit")).toEqual([]);
  });
});

describe("coloursInCss", () => {
  it("weights brand variables and backgrounds above borders, and skips comments", () => {
    const uses = coloursInCss(":root{--brand-primary:#0055ff} .a{border:1px solid #cccccc;background:#ffcc00} /* color: red */");
    expect(uses).toEqual([
      { hex: "#0055ff", weight: 4 },
      { hex: "#cccccc", weight: 0.75 },
      { hex: "#ffcc00", weight: 3 },
    ]);
  });
});

describe("readPageStyles", () => {
  const html = `<!doctype html><html><head>
    <meta name="theme-color" content="#0a7cff">
    <link rel="stylesheet" href="/css/site.css">
    <link rel="stylesheet" href="https://cdn.example.com/x.css">
    <link rel="stylesheet" href="https://other.net/framework.css">
    <link rel="stylesheet" media="print" href="/print.css">
    <style>body{color:#222;background:#fff}</style></head>
    <body><div style="background-color: #e91e63">hi</div></body></html>`;

  it("collects theme-color, style blocks, inline styles and same-site stylesheets", () => {
    const styles = readPageStyles(html, "https://www.example.com/page");
    expect(styles.themeColors).toEqual(["#0a7cff"]);
    expect(styles.styleBlocks).toHaveLength(1);
    expect(styles.inlineStyles).toEqual(["background-color: #e91e63"]);
    expect(styles.stylesheetUrls).toEqual(["https://www.example.com/css/site.css", "https://cdn.example.com/x.css"]);
  });

  it("ranks theme-color first and merges near-identical colours", () => {
    const styles = readPageStyles(html, "https://www.example.com/");
    const palette = rankPageColours(styles, ["a{color:#e91e63} b{color:#e91e64} c{background:#222222}"]);
    expect(palette.colours[0]).toBe("#0a7cff");
    expect(palette.colours).toContain("#e91e63");
    expect(palette.colours.filter((c) => c.startsWith("#e91e6"))).toHaveLength(1);
  });

  it("keeps at most three neutrals so brand colours show", () => {
    const css = Array.from({ length: 10 }, (_, i) => `.g${i}{background:#${(i * 17 + 20).toString(16).repeat(3)}}`).join("") + ".b{color:#ff6600}";
    const palette = rankPageColours({ themeColors: [], styleBlocks: [css], inlineStyles: [], stylesheetUrls: [] }, []);
    expect(palette.colours).toContain("#ff6600");
    expect(palette.colours.length).toBe(4);
  });
});

describe("sameSite", () => {
  it("accepts the host and its sibling subdomains only", () => {
    const page = new URL("https://www.example.com/");
    expect(sameSite(page, new URL("https://example.com/a.css"))).toBe(true);
    expect(sameSite(page, new URL("https://static.example.com/a.css"))).toBe(true);
    expect(sameSite(page, new URL("https://example.com.evil.net/a.css"))).toBe(false);
    expect(sameSite(page, new URL("https://notexample.com/a.css"))).toBe(false);
  });
});

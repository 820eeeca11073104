import { describe, expect, it } from "vitest";
import { extractFromHtml, extractFromText, ExtractionError, isXPath } from ".";

const page = `<!doctype html><html><head><title>Quarterly Report</title><style>p { color: red }</style>
<script>var s = "<p>not text</p>";</script></head>
<body><nav><a href="/">Home</a> <a href="/about">About</a></nav>
<h1>Quarterly   Report</h1>
<h2>Summary</h2>
<p>Revenue grew <b>12%</b> in Q3.<br>Costs fell.</p>
<ul><li>North: up</li><li>South: <a href="#">down</a><ul><li>nested item</li></ul></li></ul>
<ol start="3"><li>third</li><li>fourth</li></ol>
<table id="sales"><caption>By region</caption><thead><tr><th>Region</th><th>Sales</th></tr></thead>
<tbody><tr><td>North</td><td>1,200</td></tr><tr><td>South</td><td>800</td></tr></tbody></table>
<blockquote><p>Great quarter.</p></blockquote>
<pre>  code
    indented</pre>
<div hidden>secret</div><div style="display: none">hidden too</div><p aria-hidden="true">also hidden</p>
<p class="note">Note &amp; caveat&nbsp;here</p><p class="note">Second note</p>
<footer>© 2024 Example</footer>
</body></html>`;

describe("readable text without a selector", () => {
  const { content, title } = extractFromHtml(page);

  it("starts with the title and keeps headings, paragraphs, lists and tables as text", () => {
    expect(title).toBe("Quarterly Report");
    expect(content).toBe(
      [
        "Quarterly Report\n================",
        "## Summary",
        "Revenue grew 12% in Q3.\nCosts fell.",
        "- North: up\n- South: down\n  - nested item",
        "3. third\n4. fourth",
        "By region\nRegion | Sales\n--- | ---\nNorth | 1,200\nSouth | 800",
        "> Great quarter.",
        "  code\n    indented",
        "Note & caveat here",
        "Second note",
        "© 2024 Example",
      ].join("\n\n"),
    );
  });

  it("leaves out scripts, styles, hidden elements, navigation and raw HTML", () => {
    for (const absent of ["not text", "color: red", "secret", "hidden too", "also hidden", "Home", "<p>", "&amp;"]) {
      expect(content).not.toContain(absent);
    }
  });

  it("prefers the page's main content when it marks one", () => {
    const html = `<html><body><header>Site header</header><main><h1>Article</h1><p>${"Body text. ".repeat(30)}</p></main><aside>Ads</aside></body></html>`;
    const { content: c } = extractFromHtml(html);
    expect(c.startsWith("Article\n=======\n\nBody text.")).toBe(true);
    expect(c).not.toContain("Site header");
    expect(c).not.toContain("Ads");
  });

  it("says so when a page has no readable text", () => {
    expect(() => extractFromHtml("<html><body><script>app()</script><div id=root></div></body></html>")).toThrow(/no readable text/);
  });
});

describe("CSS selectors", () => {
  it("returns the text of every match in document order", () => {
    expect(extractFromHtml(page, "p.note")).toMatchObject({ content: "Note & caveat here\nSecond note", matches: 2, selectorType: "css" });
    expect(extractFromHtml(page, "h1").content).toBe("Quarterly Report");
    expect(extractFromHtml(page, "#sales tbody tr").content).toBe("North | 1,200\nSouth | 800");
    expect(extractFromHtml(page, "table").content).toContain("Region | Sales\n--- | ---");
    expect(extractFromHtml(page, "nav a").content).toBe("Home\nAbout");
  });

  it("explains an invalid selector and one that matches nothing", () => {
    expect(() => extractFromHtml(page, "div[")).toThrow(/CSS selector is not valid/);
    expect(() => extractFromHtml(page, ".missing")).toThrow("Nothing on the page matches the CSS selector .missing.");
  });
});

describe("XPath (selectors starting with / or ()", () => {
  it("recognises XPath by its first character", () => {
    expect(isXPath("//h1")).toBe(true);
    expect(isXPath("(//li)[1]")).toBe(true);
    expect(isXPath("  /html/body")).toBe(true);
    expect(isXPath("h1")).toBe(false);
  });

  it("selects elements, text, attributes and positions", () => {
    expect(extractFromHtml(page, "//td[2]")).toMatchObject({ content: "1,200\n800", matches: 2, selectorType: "xpath" });
    expect(extractFromHtml(page, "//h1/text()").content).toBe("Quarterly Report");
    expect(extractFromHtml(page, "//nav/a/@href").content).toBe("/\n/about");
    expect(extractFromHtml(page, "(//ol/li)[2]").content).toBe("fourth");
    expect(extractFromHtml(page, "//table[@id='sales']//tr[td]").content).toBe("North | 1,200\nSouth | 800");
    expect(extractFromHtml(page, "//p[contains(@class, 'note')]").content).toBe("Note & caveat here\nSecond note");
  });

  it("works on messy HTML the way a browser parses it", () => {
    const messy = "<!doctype html><p>one<p>two<table><tr><td>a<td>b</table><svg:rect/><div x:y='1' @click='z'>ok</div>";
    expect(extractFromHtml(messy, "//p").content).toBe("one\ntwo");
    expect(extractFromHtml(messy, "//tr/td").content).toBe("a\nb");
    expect(extractFromHtml(messy, "//div").content).toBe("ok");
  });

  it("explains an invalid expression and one that matches nothing", () => {
    expect(() => extractFromHtml(page, "//h1[")).toThrow(/XPath is not valid/);
    expect(() => extractFromHtml(page, "//article")).toThrow("Nothing on the page matches the XPath //article.");
  });
});

describe("plain text pages", () => {
  it("are returned as they are, and refuse a selector", () => {
    expect(extractFromText("line 1\r\nline 2").content).toBe("line 1\nline 2");
    expect(() => extractFromText("x", "h1")).toThrow(ExtractionError);
  });
});

describe("XPath document order", () => {
  it("returns unions and attributes in document order", () => {
    expect(extractFromHtml(page, "//h2 | //h1").content).toBe("Quarterly Report\nSummary");
    expect(extractFromHtml(page, "//table//th | //caption").content).toBe("By region\nRegion\nSales");
    // An element comes before its own attributes in document order.
    expect(extractFromHtml(page, "//nav/a/@href | //nav/a").content).toBe("Home\n/\nAbout\n/about");
  });
});

import { describe, expect, it } from "vitest";
import { ExtractionError } from "../../engines/extractor";
import { extractPage, INLINE_LIMIT } from "./extract-off-thread";

const big = (rows: number) =>
  `<!doctype html><html><head><title>Big</title></head><body><table>${Array.from({ length: rows }, (_, i) => `<tr><td>r${i}</td><td>${i}</td></tr>`).join("")}</table></body></html>`;

describe("extractPage", () => {
  it("processes a large page in a worker thread with the same result as inline", async () => {
    const html = big(12_000);
    expect(html.length).toBeGreaterThan(INLINE_LIMIT);
    const result = await extractPage(html, true, "//tr[last()]/td[1]");
    expect(result).toMatchObject({ content: "r11999", matches: 1, title: "Big" });
  });

  it("keeps the event loop free while a large page is processed", async () => {
    const html = big(30_000);
    let ticks = 0;
    const timer = setInterval(() => ticks++, 10);
    await extractPage(html, true, null);
    clearInterval(timer);
    expect(ticks).toBeGreaterThan(5);
  });

  it("passes extraction errors through as ExtractionError", async () => {
    await expect(extractPage(big(12_000), true, ".missing")).rejects.toBeInstanceOf(ExtractionError);
    await expect(extractPage("<p>small</p>", true, "//p[")).rejects.toThrow(/XPath is not valid/);
  });

  it("stops when the caller aborts", async () => {
    const controller = new AbortController();
    const pending = extractPage(big(30_000), true, "//td", controller.signal);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: "AbortError" });
  });
});

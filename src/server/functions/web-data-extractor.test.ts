import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { html, redirect, startLocalServer, type LocalServer } from "../net/local-test-server";
import { testApp } from "../testing/app";
import { withScheme } from "./web-data-extractor";

const PAGE = `<!doctype html><html><head><title>Prices</title></head><body>
<h1>Prices</h1><p class="lead">Updated daily.</p>
<table id="t"><tr><th>Item</th><th>Price</th></tr><tr><td>Tea</td><td>2.50</td></tr><tr><td>Cake</td><td>3.10</td></tr></table>
<script>document.write("<p>injected</p>")</script></body></html>`;

describe("POST /api/functions/web-data-extractor", () => {
  let site: LocalServer;
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let strict: { app: FastifyInstance; close: () => Promise<void> };

  beforeAll(async () => {
    site = await startLocalServer({
      "/prices": html(PAGE),
      "/notes.txt": html("plain\nnotes", 200, "text/plain; charset=utf-8"),
      "/image": html("GIF89a", 200, "image/gif"),
      "/gone": html("<p>gone</p>", 404),
      "/to-metadata": redirect("http://169.254.169.254/latest/meta-data/"),
      "/moved": redirect("/prices", 301),
    });
    // Tests reach the loopback server only through the explicit allow-list.
    ({ app, close } = await testApp({ outboundAllowHosts: ["127.0.0.1"] }));
    strict = await testApp({ outboundAllowHosts: [] });
  });
  afterAll(async () => {
    await close?.();
    await strict?.close();
    await site?.close();
  });

  const call = (payload: unknown, on = app) => on.inject({ method: "POST", url: "/api/functions/web-data-extractor", payload: payload as object });

  it("returns the page's readable text without a selector", async () => {
    const res = await call({ url: `${site.url}/prices`, selector: null });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { content: string; title: string; url: string };
    expect(body.title).toBe("Prices");
    expect(body.content).toContain("Updated daily.");
    expect(body.content).toContain("Item | Price\n--- | ---\nTea | 2.50");
    expect(body.content).not.toContain("<");
    expect(body.content).not.toContain("injected");
  });

  it("extracts with a CSS selector and with XPath", async () => {
    const css = (await call({ url: `${site.url}/prices`, selector: "#t td:first-child" })).json();
    expect(css).toMatchObject({ content: "Tea\nCake", matches: 2 });
    const xp = (await call({ url: `${site.url}/prices`, selector: "//table//tr[td]/td[2]" })).json();
    expect(xp).toMatchObject({ content: "2.50\n3.10", matches: 2 });
    const grouped = (await call({ url: `${site.url}/prices`, selector: "(//td)[3]" })).json();
    expect(grouped.content).toBe("Cake");
  });

  it("follows a redirect and reports the final address", async () => {
    const res = await call({ url: `${site.url}/moved` });
    expect(res.json()).toMatchObject({ url: `${site.url}/prices` });
  });

  it("returns plain text pages as they are", async () => {
    expect((await call({ url: `${site.url}/notes.txt` })).json().content).toBe("plain\nnotes");
  });

  it("answers the spec's message when the URL is blank", async () => {
    for (const url of [undefined, "", "  ", 5]) {
      const res = await call({ url, selector: null });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: "Please enter a URL" });
    }
  });

  it("explains failures in words, with fitting statuses", async () => {
    const notFound = await call({ url: `${site.url}/gone` });
    expect(notFound.statusCode).toBe(502);
    expect(notFound.json()).toEqual({ error: "The page answered with HTTP 404 (Not Found)." });
    const image = await call({ url: `${site.url}/image` });
    expect(image.statusCode).toBe(422);
    expect(image.json().error).toMatch(/Only HTML pages and plain text.*image\/gif/);
    const noMatch = await call({ url: `${site.url}/prices`, selector: ".nothing" });
    expect(noMatch.statusCode).toBe(422);
    expect(noMatch.json().error).toBe("Nothing on the page matches the CSS selector .nothing.");
    expect((await call({ url: `${site.url}/prices`, selector: "//p[" })).json().error).toMatch(/XPath is not valid/);
  });

  it("refuses private addresses, metadata redirects and other schemes", async () => {
    const loopback = await call({ url: `${site.url}/prices` }, strict.app);
    expect(loopback.statusCode).toBe(422);
    expect(loopback.json().error).toMatch(/not a public internet address.*loopback/);
    const meta = await call({ url: `${site.url}/to-metadata` });
    expect(meta.statusCode).toBe(422);
    expect(meta.json().error).toMatch(/169\.254\.169\.254.*metadata/);
    for (const url of ["file:///etc/passwd", "gopher://127.0.0.1/", "http://[::1]/", "http://2130706433/"]) {
      const res = await call({ url }, strict.app);
      expect(res.statusCode, url).toBe(422);
      expect(res.json().error, url).toMatch(/cannot be fetched|Only http and https/);
    }
  });

  it("adds https:// to an address typed without a scheme", () => {
    expect(withScheme("example.com/page")).toBe("https://example.com/page");
    expect(withScheme("localhost:8080/x")).toBe("https://localhost:8080/x");
    expect(withScheme("http://example.com")).toBe("http://example.com");
    expect(withScheme("file:///etc/passwd")).toBe("file:///etc/passwd");
    expect(withScheme("//cdn.example.com/a")).toBe("https://cdn.example.com/a");
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { PNG } from "pngjs";
import { testApp } from "../testing/app";
import { html, startLocalServer, type LocalServer } from "../net/local-test-server";

function pngDataUrl(colours: [number, number, number][], w = 60, h = 20): string {
  const png = new PNG({ width: w, height: h });
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const [r, g, b] = colours[Math.floor((x / w) * colours.length)];
      const i = (y * w + x) * 4;
      png.data[i] = r;
      png.data[i + 1] = g;
      png.data[i + 2] = b;
      png.data[i + 3] = 255;
    }
  }
  return `data:image/png;base64,${PNG.sync.write(png).toString("base64")}`;
}

const PAGE = `<!doctype html><html><head><meta name="theme-color" content="#123abc">
<link rel="stylesheet" href="/site.css"><style>body{background:#fafafa;color:#222}</style></head>
<body><a style="color:#e4572e">x</a></body></html>`;

describe("POST /api/functions/colour-generator", () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let site: LocalServer;
  let strict: { app: FastifyInstance; close: () => Promise<void> };
  beforeAll(async () => {
    site = await startLocalServer({
      "/": html(PAGE),
      "/site.css": html(":root{--brand-primary:#17bebb} .btn{background:#17bebb}", 200, "text/css"),
      "/style.css": html(".x{background:#ff00aa}", 200, "text/css; charset=utf-8"),
      "/missing": html("gone", 404),
      "/plain": html("<html><body>no colours</body></html>"),
    });
    ({ app, close } = await testApp({ outboundAllowHosts: ["127.0.0.1"] }));
    strict = await testApp({ outboundAllowHosts: [] });
  });
  afterAll(async () => {
    await close?.();
    await strict?.close();
    await site?.close();
  });

  const call = (payload: unknown, a = app) => a.inject({ method: "POST", url: "/api/functions/colour-generator", payload: payload as object });

  it("text: returns 5–8 hex colours", async () => {
    const res = await call({ prompt: "ocean sunset" });
    expect(res.statusCode).toBe(200);
    const { colours } = res.json() as { colours: string[] };
    expect(colours.length).toBeGreaterThanOrEqual(5);
    expect(colours.length).toBeLessThanOrEqual(8);
    for (const c of colours) expect(c).toMatch(/^#[0-9a-f]{6}$/);
  });

  it("image: returns the image's colours, most common first", async () => {
    const res = await call({ imageData: pngDataUrl([[200, 30, 30], [200, 30, 30], [20, 20, 200]]) });
    expect(res.statusCode).toBe(200);
    expect(res.json().colours).toEqual(["#c81e1e", "#1414c8"]);
  });

  it("image: refuses an unreadable file with 422 and a reason", async () => {
    const res = await call({ imageData: "data:image/gif;base64,R0lGODlhAQABAAAAACw=" });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatch(/use a PNG or JPEG/);
  });

  it("url: ranks theme-color, the page's CSS and same-site stylesheets", async () => {
    const res = await call({ url: `${site.url}/` });
    expect(res.statusCode).toBe(200);
    const { colours } = res.json() as { colours: string[] };
    expect(colours[0]).toBe("#123abc");
    expect(colours).toContain("#17bebb");
    expect(colours).toContain("#e4572e");
  });

  it("url: reads a stylesheet address directly", async () => {
    const res = await call({ url: `${site.url}/style.css` });
    expect(res.json().colours).toEqual(["#ff00aa"]);
  });

  it("url: reports pages that fail or have no colours", async () => {
    const missing = await call({ url: `${site.url}/missing` });
    expect(missing.statusCode).toBe(502);
    expect(missing.json().error).toMatch(/HTTP 404/);
    const plain = await call({ url: `${site.url}/plain` });
    expect(plain.statusCode).toBe(422);
    expect(plain.json().error).toBe("No colours were found in this page's CSS.");
  });

  it("url: goes through the outbound guard (private addresses refused)", async () => {
    const res = await call({ url: `${site.url}/` }, strict.app);
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatch(/loopback|private|not allowed/i);
    expect(site.hosts.length).toBeGreaterThan(0);
  });

  it("gives the spec's messages for blank input in each mode", async () => {
    expect((await call({ prompt: "  " })).json()).toEqual({ error: "Please enter a theme or description" });
    expect((await call({})).json()).toEqual({ error: "Please enter a theme or description" });
    expect((await call({ imageData: "" })).json()).toEqual({ error: "Please upload an image" });
    expect((await call({ url: " " })).json()).toEqual({ error: "Please enter a URL" });
    expect((await call({ url: " " })).statusCode).toBe(400);
  });

  it("accepts images far above the default 64 KiB body limit, up to about 8 MB", async () => {
    // Random noise does not compress: a 400×400 PNG is about 600 KB.
    const png = new PNG({ width: 400, height: 400 });
    let seed = 3;
    for (let i = 0; i < png.data.length; i++) png.data[i] = i % 4 === 3 ? 255 : (seed = (seed * 16807) % 2147483647) & 255;
    const dataUrl = `data:image/png;base64,${PNG.sync.write(png).toString("base64")}`;
    expect(dataUrl.length).toBeGreaterThan(500_000);
    const res = await call({ imageData: dataUrl });
    expect(res.statusCode).toBe(200);
    expect(res.json().colours.length).toBeGreaterThan(0);
    const tooBig = await call({ imageData: `data:image/png;base64,${"A".repeat(11_300_000)}` });
    expect([400, 413]).toContain(tooBig.statusCode);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { PNG } from "pngjs";
import { differenceCiede2000, wcagContrast } from "culori";
import { screenshot, toastTexts, waitForRow } from "./harness";
import { toolSuite, toast } from "./tool-suite";
import { html, startLocalServer, type LocalServer } from "../src/server/net/local-test-server";

const suite = toolSuite({ path: "/colour-generator", title: "Colour Scheme Generator" });
const { open, calculations } = suite;

let site: LocalServer;
const deltaE = differenceCiede2000();

beforeAll(async () => {
  site = await startLocalServer({
    "/": html(`<!doctype html><html><head><meta name="theme-color" content="#0b5fff">
      <link rel="stylesheet" href="/brand.css"><style>body{background:#ffffff;color:#1c1c1c}</style></head>
      <body><header style="background-color:#ff7a00">Brand</header></body></html>`),
    "/brand.css": html(":root{--brand-accent:#00a37a}.btn{background:#00a37a;color:#fff}", 200, "text/css"),
  });
});

afterAll(async () => {
  await site?.close();
});

const rows = (page: Page) => page.getByRole("list", { name: "Palette colours" }).getByRole("listitem");
const hexes = async (page: Page) => (await rows(page).locator(".font-mono").allInnerTexts()).map((t) => t.trim().toLowerCase());

function stripedPng(colours: [number, number, number][], w = 120, h = 40): Buffer {
  const png = new PNG({ width: w, height: h });
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      // First colour covers half the picture, the others share the rest.
      const k = x < w / 2 ? 0 : 1 + Math.floor(((x - w / 2) / (w / 2)) * (colours.length - 1));
      const i = (y * w + x) * 4;
      [png.data[i], png.data[i + 1], png.data[i + 2]] = colours[k];
      png.data[i + 3] = 255;
    }
  }
  return PNG.sync.write(png);
}

describe("Colour Scheme Generator", () => {
  it("has the three tabs and the spec's message for each empty mode", async () => {
    const { page, context } = await open();
    for (const name of ["Text Prompt", "Upload Image", "Extract from URL"]) await page.getByRole("tab", { name }).waitFor();
    expect(await page.getByRole("tab", { name: "Text Prompt" }).getAttribute("aria-selected")).toBe("true");

    await page.getByRole("button", { name: "Generate Palette" }).click();
    await toast(page, "Please enter a theme or description").waitFor();

    await page.getByRole("tab", { name: "Upload Image" }).click();
    await page.getByRole("button", { name: "Extract Colours" }).click();
    await toast(page, "Please upload an image").waitFor();

    await page.getByRole("tab", { name: "Extract from URL" }).click();
    await page.getByRole("button", { name: "Extract Colours" }).click();
    await toast(page, "Please enter a URL").waitFor();
    expect(await page.getByRole("list", { name: "Palette colours" }).count()).toBe(0);
    await context.close();
  });

  it("makes a palette from a prompt: swatch strip, hex, contrast on white and black, per-colour copy and Copy All", async () => {
    const before = await calculations();
    const { page, context } = await open();
    await page.getByLabel("Theme or description").fill("calm ocean");
    await page.getByRole("button", { name: "Generate Palette" }).click();
    await rows(page).first().waitFor();
    const colours = await hexes(page);
    expect(colours.length).toBeGreaterThanOrEqual(5);
    expect(colours.length).toBeLessThanOrEqual(8);
    for (const c of colours) expect(c).toMatch(/^#[0-9a-f]{6}$/);
    await page.getByRole("img", { name: `Swatch strip: ${colours.join(", ")}` }).waitFor();
    await waitForRow(calculations, (n) => n === before + 1);

    // Contrast against white and black, as WCAG computes it.
    const first = rows(page).first();
    const chips = await first.locator("[title*=':1 (WCAG']").allInnerTexts();
    expect(chips[0]).toContain(`${wcagContrast(colours[0], "#ffffff").toFixed(2)}:1`);
    expect(chips[1]).toContain(`${wcagContrast(colours[0], "#000000").toFixed(2)}:1`);

    // Per-colour copy: clipboard, toast, a check icon for 2 seconds.
    const copy = first.getByRole("button", { name: `Copy ${colours[0]}` });
    await copy.click();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(colours[0]);
    await toast(page, "Copied!").waitFor();
    await copy.locator("svg.text-success").waitFor();
    await copy.locator("svg.text-success").waitFor({ state: "detached", timeout: 4000 });

    await page.getByRole("button", { name: "Copy All" }).click();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(colours.join(", "));
    await context.close();
  });

  it("extracts the dominant colours of an uploaded image, most common first", async () => {
    const { page, context } = await open({ query: "?mode=image" });
    const known: [number, number, number][] = [[20, 60, 190], [240, 170, 20], [30, 150, 80]];
    await page.getByLabel("Image", { exact: true }).setInputFiles({ name: "stripes.png", mimeType: "image/png", buffer: stripedPng(known) });
    await page.getByRole("img", { name: "Preview of stripes.png" }).waitFor();
    await page.getByText("120 × 40 px").waitFor();
    await page.getByRole("button", { name: "Extract Colours" }).click();
    await rows(page).first().waitFor();
    const colours = await hexes(page);
    expect(colours).toHaveLength(3);
    expect(deltaE(colours[0], `rgb(${known[0].join(",")})`)).toBeLessThan(2);
    for (const k of known) expect(Math.min(...colours.map((c) => deltaE(c, `rgb(${k.join(",")})`)))).toBeLessThan(2);

    // A file the browser cannot read as an image.
    await page.getByLabel("Image", { exact: true }).setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("not an image") });
    await toast(page, "This file could not be read as an image.").waitFor();
    expect((await toastTexts(page)).join(" ")).toContain("Failed to generate colour scheme. Please try again.");
    await context.close();
  });

  it("ranks the colours of a page's CSS, fetched through the server's guard", async () => {
    const { page, context } = await open({ query: "?mode=url" });
    await page.getByLabel("Website URL").fill(`${site.url}/`);
    await page.getByRole("button", { name: "Extract Colours" }).click();
    await rows(page).first().waitFor();
    const colours = await hexes(page);
    expect(colours[0]).toBe("#0b5fff");
    expect(colours).toContain("#00a37a");
    expect(colours).toContain("#ff7a00");
    await context.close();
  });

  it("shows the spec's failure toast, with the server's reason, and when no colours come back", async () => {
    const { page, context } = await open({ query: "?prompt=sunset" });
    let answer: "empty" | "error" = "empty";
    await page.route("**/api/functions/colour-generator", (route) =>
      answer === "empty"
        ? route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ colours: [] }) })
        : route.fulfill({ status: 502, contentType: "application/json", body: JSON.stringify({ error: "The page did not answer within 10 seconds." }) }),
    );
    await page.getByRole("button", { name: "Generate Palette" }).click();
    await toast(page, "Failed to generate colour scheme. Please try again.").waitFor();
    expect(await page.getByRole("list", { name: "Palette colours" }).count()).toBe(0);
    answer = "error";
    await page.getByRole("button", { name: "Generate Palette" }).click();
    await toast(page, "The page did not answer within 10 seconds.").waitFor();
    await context.close();
  });

  it("looks right wide and on a phone, light and dark", async () => {
    for (const colorScheme of ["light", "dark"] as const) {
      for (const [width, height, label] of [[1280, 900, "wide"], [390, 844, "phone"]] as const) {
        const { page, context } = await open({ width, height, colorScheme, query: "?prompt=autumn%20forest" });
        await page.getByRole("button", { name: "Generate Palette" }).click();
        await rows(page).first().waitFor();
        await page.mouse.move(0, 0);
        await page.locator("[data-sonner-toast]").first().waitFor({ state: "detached", timeout: 10_000 }).catch(() => undefined);
        await screenshot(page, `colour-generator-${label}-${colorScheme}`);
        await context.close();
      }
    }
  });
});

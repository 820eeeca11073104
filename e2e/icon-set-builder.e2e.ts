import fs from "node:fs";
import { describe, expect, it } from "vitest";
import type { Download, Page } from "playwright-core";
import { screenshot, toastTexts, waitForRow } from "./harness";
import { toolSuite, toast } from "./tool-suite";

const suite = toolSuite({ path: "/icon-set-builder", title: "Icon Set Builder" });
const { open, calculations } = suite;

const generateButton = (page: Page) => page.getByRole("button", { name: /^(Generate Icon Set|Generating\.\.\.)$/ });
const cards = (page: Page) => page.getByRole("list", { name: "Generated icons" }).getByRole("listitem");

describe("Icon Set Builder", () => {
  it("shows the spec's header, controls with their defaults, and the empty state", async () => {
    const { page, context } = await open();
    await page.getByText("Generate custom icon sets with AI. Create consistent, professional icons for any topic.").waitFor();
    expect(await page.getByRole("heading", { level: 1 }).count()).toBe(1);
    const topic = page.getByLabel("Topic / Theme");
    await expect(topic.getAttribute("placeholder")).resolves.toBe("e.g. security, finance, education");
    const count = page.getByRole("slider", { name: "Icon Count" });
    await expect(count.getAttribute("aria-valuemin")).resolves.toBe("8");
    await expect(count.getAttribute("aria-valuemax")).resolves.toBe("24");
    await expect(count.getAttribute("aria-valuenow")).resolves.toBe("12");
    const size = page.getByRole("slider", { name: "Size" });
    await expect(size.getAttribute("aria-valuemin")).resolves.toBe("128");
    await expect(size.getAttribute("aria-valuemax")).resolves.toBe("512");
    await expect(size.getAttribute("aria-valuenow")).resolves.toBe("256");
    await page.getByText("256px").waitFor();
    expect(await page.getByRole("radio", { name: "Rounded" }).isChecked()).toBe(true);
    expect(await page.getByRole("radio", { name: "Outline" }).isChecked()).toBe(true);
    for (const name of ["Square", "Circular", "Filled"]) expect(await page.getByRole("radio", { name }).isChecked()).toBe(false);
    await page.getByText("No icons generated yet").waitFor();
    await page.getByText("Enter a topic and customize your preferences, then click Generate").waitFor();
    expect(await page.getByRole("button", { name: "All PNG" }).count()).toBe(0);

    // The button is disabled while the topic is blank (spaces count as blank).
    expect(await generateButton(page).isDisabled()).toBe(true);
    await topic.fill("   ");
    expect(await generateButton(page).isDisabled()).toBe(true);
    // Ctrl+Enter still reaches the validation: the spec's destructive toast.
    await page.keyboard.press("Control+Enter");
    await toast(page, "Topic Required").waitFor();
    expect((await toastTexts(page)).join(" ")).toContain("Please enter a topic for your icon set");
    await context.close();
  });

  it("generates a set: inputs disabled and results cleared while generating, then cards, toast and a calculation", async () => {
    const before = await calculations();
    const { page, context } = await open();
    const bodies: Record<string, unknown>[] = [];
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    await page.route("**/api/functions/icon-set-generator", async (route) => {
      bodies.push(route.request().postDataJSON());
      if (bodies.length === 2) await gate; // hold the second request to observe the generating state
      await route.continue();
    });

    await page.getByLabel("Topic / Theme").fill("  security ");
    await generateButton(page).click();
    await toast(page, "Success!").waitFor();
    expect((await toastTexts(page)).join(" ")).toContain("Generated 12 icons");
    expect(await cards(page).count()).toBe(12);
    expect(bodies[0]).toEqual({ topic: "security", shape: "rounded", size: 256, count: 12, style: "outline" });
    await expect(cards(page).first().getByRole("img").getAttribute("alt")).resolves.toBe("shield-check");
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('[aria-label="Generated icons"] img');
      return !!img && img.complete && img.naturalWidth === 256;
    });
    await page.getByRole("button", { name: "All PNG" }).waitFor();
    await page.getByRole("button", { name: "All SVG" }).waitFor();
    await waitForRow(calculations, (n) => n === before + 1);

    // Second run, held by the route: inputs disabled, button 'Generating...', old results gone.
    await page.getByRole("radio", { name: "Circular" }).click();
    await page.getByRole("radio", { name: "Filled" }).click();
    await page.getByRole("slider", { name: "Icon Count" }).focus();
    await page.keyboard.press("ArrowRight"); // 12 → 16
    await page.getByRole("slider", { name: "Size" }).focus();
    await page.keyboard.press("ArrowLeft"); // 256 → 192
    await generateButton(page).click();
    await page.getByRole("button", { name: "Generating..." }).waitFor();
    expect(await page.getByRole("button", { name: "Generating..." }).isDisabled()).toBe(true);
    expect(await page.getByLabel("Topic / Theme").isDisabled()).toBe(true);
    expect(await page.getByRole("radio", { name: "Square" }).isDisabled()).toBe(true);
    await page.getByText("Generating your icon set...").waitFor();
    await page.getByText("This may take a minute").waitFor();
    expect(await cards(page).count()).toBe(0);
    expect(await page.getByRole("button", { name: "All PNG" }).count()).toBe(0);
    release();
    await page.getByText("16 icons · 192 × 192 px").waitFor();
    expect(bodies[1]).toEqual({ topic: "security", shape: "circular", size: 192, count: 16, style: "filled" });
    expect(await cards(page).count()).toBe(16);
    await waitForRow(calculations, (n) => n === before + 2);
    // The settings live in the URL, so the set can be shared.
    expect(page.url()).toContain("shape=circular");
    await context.close();
  });

  it("downloads one icon as {name}.png and as an SVG wrapper {name}.svg of the icon's size", async () => {
    const { page, context } = await open({ query: "?topic=finance&count=8&size=128" });
    await generateButton(page).click();
    await toast(page, "Generated 8 icons").waitFor();
    const first = cards(page).first();
    const name = await first.getByRole("img").getAttribute("alt");
    expect(name).toBe("piggy-bank");

    const [png] = await Promise.all([page.waitForEvent("download"), first.getByRole("button", { name: "Download piggy-bank as PNG" }).click()]);
    expect(png.suggestedFilename()).toBe("piggy-bank.png");
    const pngBytes = fs.readFileSync((await png.path())!);
    expect(pngBytes.subarray(1, 4).toString()).toBe("PNG");
    expect(pngBytes.readUInt32BE(16)).toBe(128);

    const [svg] = await Promise.all([page.waitForEvent("download"), first.getByRole("button", { name: "Download piggy-bank as SVG" }).click()]);
    expect(svg.suggestedFilename()).toBe("piggy-bank.svg");
    const text = fs.readFileSync((await svg.path())!, "utf8");
    expect(text).toMatch(/^<svg [^>]*width="128" height="128"/);
    expect(text).toContain('<image width="128" height="128" href="data:image/png;base64,');
    await context.close();
  });

  it("downloads all icons, staggered, with the 'Downloading' toast naming the format", async () => {
    const { page, context } = await open({ query: "?topic=travel&count=8&size=128" });
    await generateButton(page).click();
    await toast(page, "Generated 8 icons").waitFor();
    const downloads: Download[] = [];
    page.on("download", (d) => downloads.push(d));
    await page.getByRole("button", { name: "All SVG" }).click();
    await toast(page, "Downloading").waitFor();
    expect((await toastTexts(page)).join(" ")).toContain("Downloading all icons as SVG");
    await waitForRow(async () => downloads.length, (n) => n === 8, 10_000);
    expect(downloads.map((d) => d.suggestedFilename()).every((n) => n.endsWith(".svg"))).toBe(true);
    expect(new Set(downloads.map((d) => d.suggestedFilename())).size).toBe(8);
    downloads.length = 0;
    await page.getByRole("button", { name: "All PNG" }).click();
    await page.locator("[data-sonner-toast]").filter({ hasText: "Downloading all icons as PNG" }).waitFor();
    await waitForRow(async () => downloads.length, (n) => n === 8, 10_000);
    expect(downloads[0].suggestedFilename()).toBe("plane.png");
    await context.close();
  });

  it("shows 'Generation Failed' with the server's message or the spec's fallback, and ignores an empty answer", async () => {
    const { page, context } = await open({ query: "?topic=weather" });
    let answer: "error" | "network" | "empty" = "error";
    await page.route("**/api/functions/icon-set-generator", (route) => {
      if (answer === "error") return route.fulfill({ status: 422, contentType: "application/json", body: JSON.stringify({ error: "Icons are not available right now" }) });
      if (answer === "network") return route.abort();
      return route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ icons: [] }) });
    });
    await generateButton(page).click();
    await toast(page, "Generation Failed").waitFor();
    expect((await toastTexts(page)).join(" ")).toContain("Icons are not available right now");

    answer = "network";
    await generateButton(page).click();
    await toast(page, "Failed to generate icons. Please try again.").waitFor();
    await page.getByText("No icons generated yet").waitFor();

    answer = "empty";
    const toastsBefore = (await toastTexts(page)).length;
    await generateButton(page).click();
    await page.getByRole("button", { name: "Generate Icon Set" }).waitFor();
    await page.waitForTimeout(400);
    await page.getByText("No icons generated yet").waitFor();
    const after = await toastTexts(page);
    expect(after.length).toBeLessThanOrEqual(toastsBefore);
    expect(after.join(" ")).not.toContain("Success!");
    await context.close();
  });

  it("lays the grid out in 2, 3 and 4 columns, and looks right in light and dark", async () => {
    for (const [width, columns] of [[390, 2], [900, 3], [1280, 4]] as const) {
      const { page, context } = await open({ width, height: 900, query: "?topic=education&count=8&size=128" });
      await generateButton(page).click();
      await toast(page, "Generated 8 icons").waitFor();
      const tops = await cards(page).evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
      expect(tops.filter((t) => t === tops[0]).length).toBe(columns);
      await context.close();
    }
    for (const colorScheme of ["light", "dark"] as const) {
      for (const [width, height, label] of [[1280, 900, "wide"], [390, 844, "phone"]] as const) {
        const { page, context } = await open({ width, height, colorScheme, query: "?topic=security&count=12&shape=rounded&style=filled" });
        await generateButton(page).click();
        await toast(page, "Generated 12 icons").waitFor();
        await page.mouse.move(0, 0);
        await page.locator("[data-sonner-toast]").first().waitFor({ state: "detached", timeout: 10_000 });
        await screenshot(page, `icon-set-builder-${label}-${colorScheme}`);
        await context.close();
      }
    }
  });
});

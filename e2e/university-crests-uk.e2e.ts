import fs from "node:fs";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { universities } from "../src/engines/reference/universities";
import { screenshot, waitForRow } from "./harness";
import { toolSuite } from "./tool-suite";

const suite = toolSuite({ path: "/university-crests-uk", title: "University Crests Reference [UK]" });
const { open, calculations } = suite;

const total = universities.length;

/**
 * The page with every outside host blocked, as on an offline machine (and so no test touches the
 * internet): every crest fails to load and must show the graduation-cap placeholder.
 */
const counter = (page: Page) => page.getByTestId("counter");
const cards = (page: Page) => page.getByRole("list", { name: "UK universities" }).getByRole("article");

describe("University Crests Reference [UK]", () => {
  it("lists every institution, searches name, city, type and year, and shows the empty state", async () => {
    const { page, context } = await open();
    await expect(counter(page).textContent()).resolves.toBe(`Showing ${total} of ${total}`);
    await expect.poll(() => cards(page).count(), { timeout: 15_000 }).toBe(total);

    const search = page.getByLabel("Search", { exact: true });
    await search.fill("russell group");
    await page.getByText(`Showing 20 of ${total}`).waitFor();
    await search.fill("1096");
    await page.getByText(`Showing 1 of ${total}`).waitFor();
    const oxford = page.getByRole("article", { name: "University of Oxford" });
    await oxford.getByText("Founded 1096").waitFor();
    await oxford.getByText("Ancient", { exact: true }).waitFor();
    await oxford.getByText("ox.ac.uk", { exact: true }).waitFor();
    await search.fill("glasgow");
    const names = await cards(page).evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")));
    expect(names).toEqual(
      expect.arrayContaining(["University of Glasgow", "University of Strathclyde", "Glasgow Caledonian University"]),
    );

    await search.fill("Hogwarts");
    await page.getByText("No universities match your search.").waitFor();
    await expect(counter(page).textContent()).resolves.toBe(`Showing 0 of ${total}`);
    await page.getByRole("button", { name: "Clear search" }).click();
    await page.getByText(`Showing ${total} of ${total}`).waitFor();
    await context.close();
  });

  it("shows a graduation-cap placeholder when a crest cannot load (offline)", async () => {
    const { page, context, outside: blocked } = await open({ query: "?q=oxford" });
    const card = page.getByRole("article", { name: "University of Oxford" });
    await card.getByRole("img", { name: "University of Oxford crest unavailable" }).waitFor();
    await expect(card.getByTestId("crest-fallback").locator("svg.lucide-graduation-cap").count()).resolves.toBe(1);
    // The browser did try the wiki media address (and the test blocked it).
    expect(blocked.some((u) => u.startsWith("https://en.wikipedia.org/wiki/Special:FilePath/Arms_of_University_of_Oxford.svg"))).toBe(true);
    await context.close();
  });

  it("changes width and border style; the copied URL follows the width", async () => {
    const { page, context } = await open({ query: "?q=University%20of%20Bath" });
    const frame = page.getByTestId("picture-frame").first();
    expect((await frame.boundingBox())!.width).toBeCloseTo(80, 0);

    await page.getByLabel("Width").selectOption({ label: "640 px" });
    await page.waitForFunction(() => document.querySelector('[data-testid="picture-frame"]')?.getBoundingClientRect().width === 320);
    await page.getByLabel("Border style").selectOption({ label: "Circular" });
    const box = (await frame.boundingBox())!;
    expect(box.width).toBeCloseTo(box.height, 0);

    await page.getByRole("button", { name: "Copy image URL for University of Bath" }).click();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(
      "https://www.google.com/s2/favicons?domain=bath.ac.uk&sz=640",
    );
    await context.close();
  });

  it("copies URL and CSV data with 'Copied!' and records each copy", async () => {
    const before = await calculations();
    const { page, context } = await open({ query: "?q=king%27s" });
    const card = page.getByRole("article", { name: "King's College London" });
    await card.getByRole("button", { name: "Copy image URL for King's College London" }).click();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(
      "https://en.wikipedia.org/wiki/Special:FilePath/Kcl-logo.svg?width=160",
    );
    await page.locator("[data-sonner-toast]").filter({ hasText: "Copied!" }).first().waitFor();
    await card.getByRole("button", { name: "Copy CSV data for King's College London" }).click();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(
      "King's College London,London,1829,Russell Group,kcl.ac.uk,https://en.wikipedia.org/wiki/Special:FilePath/Kcl-logo.svg?width=160",
    );
    await waitForRow(calculations, (n) => n === before + 2);
    await context.close();
  });

  it("exports the filtered list to uk-university-crests.csv", async () => {
    const before = await calculations();
    const { page, context } = await open({ query: "?q=ancient&w=80" });
    await page.getByText(`Showing 6 of ${total}`).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export All to CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("uk-university-crests.csv");
    const lines = fs.readFileSync((await download.path())!, "utf8").split("\r\n");
    expect(lines[0]).toBe("name,city,founded,type,domain,crest_url");
    expect(lines).toHaveLength(8); // header, six rows, and the empty string after the last CRLF
    expect(lines).toContain(
      "University of Aberdeen,Aberdeen,1495,Ancient,abdn.ac.uk,https://www.google.com/s2/favicons?domain=abdn.ac.uk&sz=80",
    );
    await page.locator("[data-sonner-toast]").filter({ hasText: "Exported 6 universities to uk-university-crests.csv" }).waitFor();
    await waitForRow(calculations, (n) => n === before + 1);
    await context.close();
  });

  it("looks right wide and narrow, light and dark (offline placeholders)", async () => {
    for (const colorScheme of ["light", "dark"] as const) {
      for (const [name, width, height] of [["wide", 1280, 900], ["narrow", 390, 844]] as const) {
        const { page, context } = await open({ width, height, colorScheme, query: "?q=london" });
        await page.getByTestId("crest-fallback").first().waitFor();
        await expect(page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).resolves.toBe(true);
        await screenshot(page, `university-crests-uk-${name}-${colorScheme}`);
        await context.close();
      }
    }
    const { page, context } = await open({ query: "?q=ancient&w=320&border=circular" });
    await page.getByTestId("crest-fallback").first().waitFor();
    await screenshot(page, "university-crests-uk-circular-320");
    await context.close();
  });
});

import fs from "node:fs";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { screenshot, toastTexts, waitForRow } from "./harness";
import { toolSuite } from "./tool-suite";

const suite = toolSuite({ path: "/country-flags", title: "Country Flags Reference" });
const { open, calculations } = suite;

/** The page with every outside host blocked: flags must come from our own suite.server. */
const counter = (page: Page) => page.getByTestId("counter");
const cards = (page: Page) => page.getByRole("list", { name: "Country flags" }).getByRole("article");

describe("Country Flags Reference", () => {
  it("lists all 249 ISO entries with flags served by our server, and searches name and both codes", async () => {
    const { page, context, outside } = await open();
    await expect(counter(page).textContent()).resolves.toBe("Showing 249 of 249");
    await expect.poll(() => cards(page).count(), { timeout: 15_000 }).toBe(249);

    // The first flag is a real picture from /api/flags (decoded, non-zero size).
    const first = cards(page).first().getByRole("img");
    await expect(first.getAttribute("src")).resolves.toBe("/api/flags/4x3/af.svg");
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('[aria-label="Country flags"] img');
      return !!img && img.complete && img.naturalWidth > 0;
    });

    const search = page.getByLabel("Search", { exact: true });
    await search.fill("gbr");
    await page.getByText("Showing 1 of 249").waitFor();
    await expect(cards(page).first().getAttribute("aria-label")).resolves.toBe("United Kingdom");
    await search.fill("DE");
    await page.getByRole("article", { name: "Germany" }).waitFor();
    await search.fill("russia"); // an alias of "Russian Federation"
    await page.getByText("Showing 1 of 249").waitFor();
    await page.getByRole("article", { name: "Russian Federation" }).waitFor();
    expect(page.url()).toContain("q=russia");

    await search.fill("no such place");
    await page.getByText("No countries match your search.").waitFor();
    await expect(counter(page).textContent()).resolves.toBe("Showing 0 of 249");
    await expect(page.getByRole("button", { name: "Export All to CSV" }).isDisabled()).resolves.toBe(true);
    await page.getByRole("button", { name: "Clear search" }).click();
    await page.getByText("Showing 249 of 249").waitFor();

    await screenshot(page, "country-flags-wide-light");
    expect(outside).toEqual([]);
    await context.close();
  });

  it("changes the picture width and border style (circular 1:1, otherwise 3:2)", async () => {
    const { page, context } = await open({ query: "?q=japan" });
    const frame = page.getByTestId("picture-frame").first();
    let box = (await frame.boundingBox())!;
    expect(box.width).toBeCloseTo(80, 0); // default 160, shown at half width
    expect(box.width / box.height).toBeCloseTo(1.5, 1);

    await page.getByLabel("Width").selectOption({ label: "320 px" });
    await page.waitForFunction(() => document.querySelector('[data-testid="picture-frame"]')?.getBoundingClientRect().width === 160);

    await page.getByLabel("Border style").selectOption({ label: "Circular" });
    await expect(frame.locator("img").getAttribute("src")).resolves.toBe("/api/flags/1x1/jp.svg");
    box = (await frame.boundingBox())!;
    expect(box.width).toBeCloseTo(160, 0);
    expect(box.height).toBeCloseTo(160, 0);
    await expect(frame.evaluate((el) => getComputedStyle(el).borderRadius)).resolves.not.toBe("0px");

    await page.getByLabel("Border style").selectOption({ label: "Rounded" });
    box = (await frame.boundingBox())!;
    expect(box.width / box.height).toBeCloseTo(1.5, 1);
    expect(page.url()).toMatch(/w=320/);
    expect(page.url()).toMatch(/border=rounded/);

    // The copied address follows the width.
    await page.getByRole("button", { name: "Copy image URL for Japan" }).click();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe("https://flagcdn.com/w320/jp.png");

    // An example sets several settings at once: all countries, circular, 80 px (shown at 40 px).
    await page.getByRole("button", { name: /Round icons for a map legend/ }).click();
    await page.getByText("Showing 249 of 249").waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid="picture-frame"]')?.getBoundingClientRect().width === 40);
    box = (await page.getByTestId("picture-frame").first().boundingBox())!;
    expect(box.height).toBeCloseTo(40, 0);
    expect(page.url()).toMatch(/w=80/);
    expect(page.url()).toMatch(/border=circular/);
    await context.close();
  });

  it("copies a card's URL and CSV data with the 'Copied!' toast and records a calculation", async () => {
    const before = await calculations();
    const { page, context } = await open({ query: "?q=United%20Kingdom" });
    const card = page.getByRole("article", { name: "United Kingdom" });
    await card.getByRole("button", { name: "Copy image URL for United Kingdom" }).click();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe("https://flagcdn.com/w160/gb.png");
    await page.locator("[data-sonner-toast]").filter({ hasText: "Copied!" }).first().waitFor();

    await card.getByRole("button", { name: "Copy CSV data for United Kingdom" }).click();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(
      "United Kingdom,GB,GBR,https://flagcdn.com/w160/gb.png",
    );
    expect((await toastTexts(page)).some((t) => t.includes("Copied!"))).toBe(true);
    await waitForRow(calculations, (n) => n === before + 2);
    await context.close();
  });

  it("exports the filtered list to country-flags.csv (RFC 4180) and records a calculation", async () => {
    const before = await calculations();
    const { page, context } = await open({ query: "?q=korea&w=640" });
    await page.getByText("Showing 2 of 249").waitFor();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export All to CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("country-flags.csv");
    const text = fs.readFileSync((await download.path())!, "utf8");
    expect(text).toBe(
      "name,code,code3,flag_url\r\n" +
        "North Korea,KP,PRK,https://flagcdn.com/w640/kp.png\r\n" +
        "South Korea,KR,KOR,https://flagcdn.com/w640/kr.png\r\n",
    );
    await page.locator("[data-sonner-toast]").filter({ hasText: "Exported 2 countries to country-flags.csv" }).waitFor();
    await waitForRow(calculations, (n) => n === before + 1);

    // A name with a comma is quoted.
    await page.getByLabel("Search", { exact: true }).fill("Bonaire");
    await page.getByText("Showing 1 of 249").waitFor();
    const [second] = await Promise.all([page.waitForEvent("download"), page.keyboard.press("Control+Enter")]);
    const bonaire = fs.readFileSync((await second.path())!, "utf8");
    expect(bonaire.split("\r\n")[1]).toBe('"Bonaire, Sint Eustatius and Saba",BQ,BES,https://flagcdn.com/w640/bq.png');
    await context.close();
  });

  it("looks right wide and narrow, light and dark", async () => {
    for (const colorScheme of ["light", "dark"] as const) {
      for (const [name, width, height] of [["wide", 1280, 900], ["narrow", 390, 844]] as const) {
        const { page, context } = await open({ width, height, colorScheme, query: "?q=islands" });
        await page.waitForFunction(() =>
          [...document.querySelectorAll<HTMLImageElement>('[aria-label="Country flags"] img')]
            .slice(0, 4)
            .every((i) => i.complete && i.naturalWidth > 0),
        );
        // No horizontal scrolling on a phone.
        await expect(page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).resolves.toBe(true);
        await screenshot(page, `country-flags-${name}-${colorScheme}`);
        await context.close();
      }
    }
    const { page, context } = await open({ query: "?q=an&w=320&border=circular" });
    await screenshot(page, "country-flags-circular-320");
    await context.close();
  });
});

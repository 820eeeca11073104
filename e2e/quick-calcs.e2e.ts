import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, newPage, screenshot, startServer, toastTexts, waitForRow, type TestServer } from "./harness";

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

interface Tool {
  slug: string;
  /** The route, written out so the catalogue's readiness test finds it. */
  path: string;
  title: string;
  input: string;
  button: string;
  output: string;
  query: string;
  expected: string;
  required: string[];
  failed: string[];
}

/** The five screens with the spec's exact texts (sections 5 and 8). */
const TOOLS: Tool[] = [
  {
    slug: "tableau-calculator",
    path: "/tableau-calculator",
    title: "Tableau Quick Calcs",
    input: "Calculation description",
    button: "Generate Calculation",
    output: "Calculated field",
    query: "profit margin from Sales and Cost",
    expected: "IF SUM([Sales]) = 0 THEN NULL ELSE (SUM([Sales]) - SUM([Cost])) / SUM([Sales]) END",
    required: ["Please enter a description of your calculation"],
    failed: ["Failed to generate calculation. Please try again."],
  },
  {
    slug: "looker-studio-calculator",
    path: "/looker-studio-calculator",
    title: "Looker Studio Quick Calcs",
    input: "Calculated field description",
    button: "Generate Calculated Field",
    output: "Calculated field formula",
    query: "CTR from clicks and impressions",
    expected: "CASE WHEN SUM(Impressions) = 0 THEN NULL ELSE SUM(Clicks) / SUM(Impressions) END",
    required: ["Input required"],
    failed: ["Failed to generate calculated field. Please try again."],
  },
  {
    slug: "power-bi-calculator",
    path: "/power-bi-calculator",
    title: "Power BI Quick Calcs",
    input: "Measure description",
    button: "Generate DAX",
    output: "DAX formula",
    query: "YTD sales",
    expected: "Sales YTD = TOTALYTD(SUM(Sales[Sales]), 'Date'[Date])",
    required: ["Input required"],
    failed: ["Generation failed", "Failed to generate DAX formula. Please try again."],
  },
  {
    slug: "looker-google-calculator",
    path: "/looker-google-calculator",
    title: "Looker Google Quick Table Calcs",
    input: "Table calculation description",
    button: "Generate Table Calculation",
    output: "Table calculation",
    query: "running total of ${orders.count}",
    expected: "running_total(${orders.count})",
    required: ["Input required", "Please describe the table calculation you want to create."],
    failed: ["Generation failed", "Failed to generate table calculation. Please try again."],
  },
  {
    slug: "excel-calculator",
    path: "/excel-calculator",
    title: "Excel Quick Formulas",
    input: "Formula description",
    button: "Generate Formula",
    output: "Excel formula",
    query: "sum of sales where region is East",
    expected: '=SUMIFS(B:B, A:A, "East")',
    required: ["Please enter a description of the formula you need"],
    failed: ["Failed to generate formula. Please try again."],
  },
];

async function open(tool: Tool, opts: { width?: number; height?: number; colorScheme?: "light" | "dark"; query?: string; popup?: boolean } = {}) {
  const { page, context } = await newPage(browser, { ...opts, storage: opts.popup ? {} : { popup_dismissed: "true" } });
  await page.goto(`${server.url}${tool.path}${opts.query ?? ""}`);
  await page.getByRole("heading", { level: 1, name: tool.title }).waitFor();
  return { page, context };
}

async function calculations(title: string): Promise<number> {
  const { rows } = await server.db.query<{ n: number }>("SELECT count(*)::int AS n FROM calculations WHERE applet_name = $1", [title]);
  return rows[0]!.n;
}

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text }).first();
const button = (page: Page, tool: Tool) => page.getByRole("button", { name: new RegExp(`^(${tool.button}|Generating\\.\\.\\.)$`) });
const output = (page: Page, tool: Tool) => page.getByRole("region", { name: tool.output, exact: true });

describe.each(TOOLS)("$title", (tool) => {
  it("shows the spec's validation message for an empty description and sends nothing", async () => {
    const { page, context } = await open(tool);
    let calls = 0;
    await page.route(`**/api/functions/${tool.slug}`, async (route) => {
      calls++;
      await route.continue();
    });
    await button(page, tool).click();
    await toast(page, tool.required[0]!).waitFor();
    const texts = (await toastTexts(page)).join("\n");
    for (const t of tool.required) expect(texts).toContain(t);
    expect(await page.getByLabel(tool.input, { exact: true }).getAttribute("aria-invalid")).toBe("true");
    // Blank-only text is blank too.
    await page.getByLabel(tool.input, { exact: true }).fill("   ");
    await page.keyboard.press("Control+Enter");
    expect(calls).toBe(0);
    expect(await output(page, tool).count()).toBe(0);
    await context.close();
  });

  it("generates with a loading state, shows the formula and explanation, copies it and records a calculation", async () => {
    const before = await calculations(tool.title);
    const { page, context } = await open(tool);
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const bodies: unknown[] = [];
    await page.route(`**/api/functions/${tool.slug}`, async (route) => {
      bodies.push(route.request().postDataJSON());
      await gate;
      await route.continue();
    });
    expect(await output(page, tool).count()).toBe(0);
    await page.getByLabel(tool.input, { exact: true }).fill(tool.query);
    await button(page, tool).click();
    const loading = page.getByRole("button", { name: "Generating..." });
    await loading.waitFor();
    expect(await loading.isDisabled()).toBe(true);
    release();
    await output(page, tool).waitFor();
    expect(bodies).toEqual([{ query: tool.query }]);
    expect(await output(page, tool).innerText()).toBe(tool.expected);
    expect((await page.getByLabel("Explanation").innerText()).length).toBeGreaterThan(20);
    expect(await page.getByRole("button", { name: tool.button }).isEnabled()).toBe(true);
    await page.getByRole("button", { name: "Copy", exact: true }).click();
    await toast(page, "Copied!").waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(tool.expected);
    await waitForRow(() => calculations(tool.title), (n) => n === before + 1);
    // The description is kept in the URL so the result can be shared.
    expect(new URL(page.url()).searchParams.get("q")).toBe(tool.query);
    await context.close();
  });

  it("for a request it cannot answer: the failure toast, the reason and clickable suggestions", async () => {
    const { page, context } = await open(tool);
    await page.getByLabel(tool.input, { exact: true }).fill("write me a poem about the sea");
    await button(page, tool).click();
    await toast(page, tool.failed[0]!).waitFor();
    const texts = (await toastTexts(page)).join("\n");
    for (const t of tool.failed) expect(texts).toContain(t);
    await page.getByRole("heading", { name: "Not one I can write" }).waitFor();
    const suggestions = page.getByRole("list", { name: "Suggestions" }).getByRole("button");
    expect(await suggestions.count()).toBeGreaterThan(0);
    if (tool.slug === "tableau-calculator") await screenshot(page, `${tool.slug}-declined-wide-light`);
    const first = await suggestions.first().innerText();
    await suggestions.first().click();
    await output(page, tool).waitFor();
    expect(await page.getByLabel(tool.input, { exact: true }).inputValue()).toBe(first);
    expect(await page.getByRole("heading", { name: "Not one I can write" }).count()).toBe(0);
    await context.close();
  });

  it("shows the failure toast when the server fails, keeping the input", async () => {
    const { page, context } = await open(tool);
    await page.route(`**/api/functions/${tool.slug}`, (route) => route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"boom"}' }));
    await page.getByLabel(tool.input, { exact: true }).fill(tool.query);
    await button(page, tool).click();
    await toast(page, tool.failed[0]!).waitFor();
    for (const t of tool.failed) expect((await toastTexts(page)).join("\n")).toContain(t);
    expect(await page.getByLabel(tool.input, { exact: true }).inputValue()).toBe(tool.query);
    expect(await output(page, tool).count()).toBe(0);
    await context.close();
  });

  it("fills and runs an example, and lists the supported calculations", async () => {
    const { page, context } = await open(tool);
    const list = page.locator("section", { has: page.getByRole("heading", { name: "Try an example" }) }).getByRole("button");
    // The h1 is already in the server's static first paint: wait for the screen itself before counting.
    await list.first().waitFor();
    expect(await list.count()).toBeGreaterThanOrEqual(4);
    const label = (await list.first().locator("span").first().innerText()).trim();
    await list.first().click();
    await output(page, tool).waitFor();
    expect(await page.getByLabel(tool.input, { exact: true }).inputValue()).toBe(label);
    const supported = page.locator("section", { has: page.getByRole("heading", { name: "Supported calculations" }) }).getByRole("button");
    expect(await supported.count()).toBeGreaterThanOrEqual(8);
    await context.close();
  });

  it("looks right wide and on a phone, light and dark", async () => {
    for (const [w, h, name] of [
      [1280, 900, "wide"],
      [390, 844, "phone"],
    ] as const) {
      for (const scheme of ["light", "dark"] as const) {
        const { page, context } = await open(tool, { width: w, height: h, colorScheme: scheme, query: `?q=${encodeURIComponent(tool.query)}` });
        await button(page, tool).click();
        await output(page, tool).waitFor();
        await page.mouse.move(0, 0);
        await screenshot(page, `${tool.slug}-${name}-${scheme}`);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await context.close();
      }
    }
  });
});

describe("Looker Google Quick Table Calcs email popup", () => {
  it("opens when the count of successful generations reaches exactly 2", async () => {
    const tool = TOOLS.find((t) => t.slug === "looker-google-calculator")!;
    const { page, context } = await open(tool, { popup: true });
    const popup = page.getByRole("dialog", { name: "Get notified about new applets" });
    await page.getByLabel(tool.input, { exact: true }).fill(tool.query);
    await button(page, tool).click();
    await output(page, tool).waitFor();
    // A failed generation does not count.
    await page.getByLabel(tool.input, { exact: true }).fill("write me a poem");
    await button(page, tool).click();
    await toast(page, "Generation failed").waitFor();
    await page.waitForTimeout(300);
    expect(await popup.count()).toBe(0);
    await page.getByLabel(tool.input, { exact: true }).fill("percent of total for ${orders.count}");
    await button(page, tool).click();
    await popup.waitFor();
    await context.close();
  });

  it("other quick-calc screens do not open it on generation", async () => {
    const tool = TOOLS.find((t) => t.slug === "excel-calculator")!;
    const { page, context } = await open(tool, { popup: true });
    for (let i = 0; i < 2; i++) {
      await page.getByLabel(tool.input, { exact: true }).fill(`${tool.query}${i ? " only" : ""}`);
      await button(page, tool).click();
      await output(page, tool).waitFor();
    }
    await page.waitForTimeout(1500);
    expect(await page.getByRole("dialog", { name: "Get notified about new applets" }).count()).toBe(0);
    await context.close();
  });
});

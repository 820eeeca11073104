import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, newPage, startServer, waitForRow, type TestServer } from "./harness";

/** Keyboard-only use: home, the footer dialogs, the tool switcher, a browser tool and a server tool. */

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

/** Presses Tab until the focused element matches, failing after `max` presses. Returns presses used. */
async function tabTo(page: Page, matches: (el: { tag: string; text: string; label: string; placeholder: string }) => boolean, max = 80): Promise<number> {
  const seen: string[] = [];
  for (let i = 1; i <= max; i++) {
    await page.keyboard.press("Tab");
    const el = await page.evaluate(() => {
      const a = document.activeElement as HTMLElement | null;
      return {
        tag: a?.tagName.toLowerCase() ?? "",
        text: (a?.innerText ?? "").trim(),
        label: a?.getAttribute("aria-label") ?? (a?.id ? (document.querySelector(`label[for="${a.id}"]`)?.textContent ?? "") : ""),
        placeholder: a?.getAttribute("placeholder") ?? "",
      };
    });
    if (matches(el)) return i;
    seen.push(`${el.tag}:${el.text.slice(0, 20)}|${el.label}|${el.placeholder}`);
  }
  throw new Error(`focus never reached the element; visited ${seen.join(" > ")}`);
}

async function focusRing(page: Page): Promise<boolean> {
  // A visible focus indicator: an outline or a box-shadow ring on the focused element.
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const s = getComputedStyle(el);
    return (s.outlineStyle !== "none" && s.outlineWidth !== "0px") || (s.boxShadow !== "none" && s.boxShadow !== "");
  });
}

describe("keyboard only", () => {
  it("searches and filters the home page and opens a tool", async () => {
    const { page, context } = await newPage(browser);
    await page.goto(server.url);
    await tabTo(page, (e) => e.placeholder === "Search...");
    expect(await focusRing(page)).toBe(true);
    await page.keyboard.type("json");
    await tabTo(page, (e) => e.tag === "a" && e.text.includes("JSON Formatter"));
    expect(await focusRing(page)).toBe(true);
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/json-formatter$/);
    await page.getByRole("heading", { level: 1, name: "JSON Formatter" }).waitFor();
    await context.close();
  });

  it("selects a category tab with the keyboard", async () => {
    const { page, context } = await newPage(browser);
    await page.goto(server.url);
    await tabTo(page, (e) => e.tag === "button" && e.text === "SQL");
    await page.keyboard.press("Enter");
    await page.waitForURL(/category=sql/);
    expect(await page.getByRole("tab", { name: "SQL", exact: true }).getAttribute("aria-selected")).toBe("true");
    await context.close();
  });

  it("opens, fills and submits the feedback dialog, then returns focus", async () => {
    const { page, context } = await newPage(browser);
    await page.goto(server.url);
    await tabTo(page, (e) => e.text === "Submit Feedback");
    await page.keyboard.press("Enter");
    await page.getByRole("dialog", { name: "Submit Feedback" }).waitFor();
    // Focus starts in the feedback box.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("feedback-text");
    await page.keyboard.type("Typed without a mouse");
    await page.keyboard.press("Tab"); // name
    await page.keyboard.type("Kai");
    await page.keyboard.press("Tab"); // email
    await page.keyboard.press("Tab"); // submit
    expect(await page.evaluate(() => (document.activeElement as HTMLElement).innerText.trim())).toBe("Submit");
    await page.keyboard.press("Enter");
    await page.getByRole("dialog").waitFor({ state: "hidden" });
    const rows = await waitForRow(
      async () => (await server.db.query("SELECT feedback_text, name FROM feedback")).rows,
      (r) => r.length === 1,
    );
    expect(rows[0]).toEqual({ feedback_text: "Typed without a mouse", name: "Kai" });
    expect(await page.evaluate(() => (document.activeElement as HTMLElement).innerText.trim())).toBe("Submit Feedback");
    await context.close();
  });

  it("closes the suggestion dialog with Escape", async () => {
    const { page, context } = await newPage(browser);
    await page.goto(server.url);
    await tabTo(page, (e) => e.text === "Suggest Data Applet");
    await page.keyboard.press("Enter");
    await page.getByRole("dialog", { name: "Suggest a Data Applet" }).waitFor();
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "hidden" });
    await context.close();
  });

  it("finds a tool with Ctrl+K", async () => {
    const { page, context } = await newPage(browser);
    await page.goto(server.url);
    await page.getByRole("heading", { level: 1 }).waitFor();
    await page.keyboard.press("Control+k");
    await page.getByRole("dialog", { name: "Find a tool" }).waitFor();
    await page.keyboard.type("join");
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/sql-join-builder$/);
    await context.close();
  });

  it("formats JSON (a browser tool) from the keyboard", async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${server.url}/json-formatter`);
    await tabTo(page, (e) => e.label.includes("JSON input"));
    await page.keyboard.type('{"a":[1,2]}');
    await tabTo(page, (e) => e.tag === "button" && e.text === "Format JSON", 10);
    await page.keyboard.press("Enter");
    await page.getByRole("region", { name: "JSON output" }).filter({ hasText: '"a": [' }).waitFor();
    await context.close();
  });

  it("generates a dashboard layout (a server tool) with Ctrl+Enter", async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${server.url}/dashboard-layout-generator`);
    await tabTo(page, (e) => e.label.includes("Dashboard Description"));
    await page.keyboard.type("Weekly sales for store managers");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Revenue, Orders");
    await page.keyboard.press("Control+Enter");
    await page.getByRole("button", { name: "Download Layout" }).waitFor();
    await context.close();
  });
});

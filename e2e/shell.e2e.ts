import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser, newPage, screenshot, startServer, toastTexts, waitForRow, type TestServer } from "./harness";

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ creatorName: "Ada Lovelace", creatorUrl: "https://ada.example/" });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function count(): Promise<number> {
  const { rows } = await server.db.query<{ n: number }>("SELECT sum(total)::int AS n FROM calculation_counter");
  return Number(rows[0].n);
}

describe("nav bar and usage badge", () => {
  it("links the title and Dashboard to / and shows the count with the spec's tooltip", async () => {
    await server.db.query("INSERT INTO calculations (applet_name) SELECT 'CSV Analyzer' FROM generate_series(1, 9)");
    const n = await count();
    const { page, context } = await newPage(browser);
    await page.goto(`${server.url}/?q=x`);
    const nav = page.getByRole("navigation", { name: "Main" });
    expect(await nav.getByRole("link", { name: "Data Analyst Tools" }).getAttribute("href")).toBe("/");
    expect(await nav.getByRole("link", { name: "Dashboard" }).getAttribute("href")).toBe("/");
    await page.waitForFunction((v) => document.querySelector('[data-testid="usage-count"]')?.textContent === v, n.toLocaleString("en-US"));
    const badge = page.getByTestId("usage-badge");
    await badge.hover();
    const minutes = n * 7;
    const tip = `A total of ${n} calcs have been made, saving a total of ${Math.floor(minutes / 60)} hours and ${minutes % 60} minutes for users`;
    await page.getByRole("tooltip").filter({ hasText: tip }).waitFor();
    await context.close();
  });

  it("goes up live when another client records a calculation", async () => {
    const { page, context } = await newPage(browser);
    await page.goto(server.url);
    const before = await count();
    await page.waitForFunction((v) => document.querySelector('[data-testid="usage-count"]')?.textContent === v, before.toLocaleString("en-US"));
    // Give the EventSource a moment to connect, then insert from "another client" (plain HTTP).
    await page.waitForTimeout(300);
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${server.url}/api/calculations`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ applet_name: "JSON Formatter" }),
      });
      expect(res.status).toBe(201);
    }
    await page.waitForFunction(
      (v) => document.querySelector('[data-testid="usage-count"]')?.textContent === v,
      (before + 2).toLocaleString("en-US"),
      { timeout: 5000 },
    );
    await context.close();
  });

  it("reconnects the live stream after the server drops it", async () => {
    const { page, context } = await newPage(browser);
    await page.goto(server.url);
    const start = await count();
    await page.waitForFunction((v) => document.querySelector('[data-testid="usage-count"]')?.textContent === v, start.toLocaleString("en-US"));
    await page.waitForTimeout(300);
    // What a server restart or shutdown does: end every stream (with a retry hint).
    for (const res of server.app.sseStreams) {
      res.write("retry: 500\n\n");
      res.end();
    }
    server.app.sseStreams.clear();
    // An insert while the browser is disconnected is caught up by re-reading the count on reconnect.
    await server.db.query("INSERT INTO calculations (applet_name) VALUES ('CSV Analyzer')");
    await page.waitForFunction(
      (v) => document.querySelector('[data-testid="usage-count"]')?.textContent === v,
      (start + 1).toLocaleString("en-US"),
      { timeout: 10_000 },
    );
    await page.waitForTimeout(300);
    await fetch(`${server.url}/api/calculations`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ applet_name: "CSV Analyzer" }),
    });
    await page.waitForFunction(
      (v) => document.querySelector('[data-testid="usage-count"]')?.textContent === v,
      (start + 2).toLocaleString("en-US"),
      { timeout: 10_000 },
    );
    await context.close();
  });

  it("shows 0 and logs the spec's message when the count cannot be fetched", async () => {
    const { page, context, consoleMessages } = await newPage(browser);
    await page.route("**/api/calculations/count", (route) => route.fulfill({ status: 503, body: "{}" }));
    await page.goto(server.url);
    await page.waitForFunction(() => document.querySelector('[data-testid="usage-count"]')?.textContent === "0");
    expect(consoleMessages.some((m) => m.includes("Error fetching calculations count"))).toBe(true);
    await context.close();
  });

  it("switches theme and remembers it", async () => {
    const { page, context } = await newPage(browser);
    await page.goto(server.url);
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(false);
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    await context.close();
  });
});

describe("footer", () => {
  it("credits the creator with a link", async () => {
    const { page, context } = await newPage(browser);
    await page.goto(server.url);
    const link = page.getByRole("contentinfo").getByRole("link", { name: "Ada Lovelace" });
    expect(await link.getAttribute("href")).toBe("https://ada.example/");
    await context.close();
  });

  it("submits feedback with a read-only page URL, and validates the text", async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${server.url}/?q=abc`);
    await page.getByRole("button", { name: "Submit Feedback" }).click();
    const dialog = page.getByRole("dialog", { name: "Submit Feedback" });
    await dialog.waitFor();
    const url = dialog.getByLabel("Page URL");
    expect(await url.getAttribute("readonly")).not.toBeNull();
    expect(await url.inputValue()).toBe(`${server.url}/?q=abc`);
    await screenshot(page, "dialog-feedback");

    await dialog.getByLabel("Feedback").fill("   ");
    await dialog.getByRole("button", { name: "Submit" }).click();
    await page.locator("[data-sonner-toast]", { hasText: "Please provide feedback" }).waitFor();
    expect((await toastTexts(page)).join(" ")).toContain("Error");
    expect(await dialog.isVisible()).toBe(true);

    await dialog.getByLabel("Feedback").fill("The CSV tool is great");
    await dialog.getByLabel("Name (optional)").fill("Grace");
    await dialog.getByRole("button", { name: "Submit" }).click();
    await page.locator("[data-sonner-toast]", { hasText: "Your feedback has been submitted successfully." }).waitFor();
    await dialog.waitFor({ state: "hidden" });
    const rows = await waitForRow(
      async () => (await server.db.query("SELECT url, feedback_text, name, email FROM feedback")).rows,
      (r) => r.length === 1,
    );
    expect(rows[0]).toEqual({ url: `${server.url}/?q=abc`, feedback_text: "The CSV tool is great", name: "Grace", email: null });

    // Fields are cleared after success.
    await page.getByRole("button", { name: "Submit Feedback" }).click();
    expect(await page.getByRole("dialog").getByLabel("Feedback").inputValue()).toBe("");
    await context.close();
  });

  it("keeps the dialog open with its fields when the submission fails", async () => {
    const { page, context } = await newPage(browser);
    await page.route("**/api/feedback", (route) => route.fulfill({ status: 503, contentType: "application/json", body: '{"error":"down"}' }));
    await page.goto(server.url);
    await page.getByRole("button", { name: "Submit Feedback" }).click();
    const dialog = page.getByRole("dialog", { name: "Submit Feedback" });
    await dialog.getByLabel("Feedback").fill("Keep me");
    await dialog.getByRole("button", { name: "Submit" }).click();
    await page.locator("[data-sonner-toast]", { hasText: "Failed to submit feedback. Please try again." }).waitFor();
    expect(await dialog.isVisible()).toBe(true);
    expect(await dialog.getByLabel("Feedback").inputValue()).toBe("Keep me");
    await context.close();
  });

  it("submits an applet suggestion and validates title and description", async () => {
    const { page, context } = await newPage(browser);
    await page.goto(server.url);
    await page.getByRole("button", { name: "Suggest Data Applet" }).click();
    const dialog = page.getByRole("dialog", { name: "Suggest a Data Applet" });
    await dialog.getByLabel("Title").fill("Regex Tester");
    await dialog.getByRole("button", { name: "Submit Suggestion" }).click();
    await page.locator("[data-sonner-toast]", { hasText: "Please provide both title and description" }).waitFor();
    await dialog.getByLabel("Description").fill("Try a regex on sample rows");
    await dialog.getByLabel("Email (optional)").fill("grace@example.com");
    await dialog.getByRole("button", { name: "Submit Suggestion" }).click();
    await page.locator("[data-sonner-toast]", { hasText: "Your applet suggestion has been submitted successfully." }).waitFor();
    await dialog.waitFor({ state: "hidden" });
    const rows = await waitForRow(
      async () => (await server.db.query("SELECT title, description, name, email FROM applet_suggestions")).rows,
      (r) => r.length === 1,
    );
    expect(rows[0]).toEqual({ title: "Regex Tester", description: "Try a regex on sample rows", name: null, email: "grace@example.com" });
    await context.close();
  });
});

describe("404 page", () => {
  it("shows the spec's text, logs the path and links home", async () => {
    const { page, context, consoleMessages } = await newPage(browser);
    const res = await page.goto(`${server.url}/no-such-tool`);
    expect(res?.status()).toBe(404);
    await page.getByRole("heading", { name: "Oops! Page not found" }).waitFor();
    expect(consoleMessages.some((m) => m.includes("/no-such-tool"))).toBe(true);
    await screenshot(page, "not-found");
    await page.getByRole("link", { name: "Return to Home" }).click();
    await page.getByRole("heading", { level: 1, name: "Data Analyst Tools" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/");
    await context.close();
  });

  it("scrolls to the top on every path change", async () => {
    const { page, context } = await newPage(browser, { height: 400 });
    await page.goto(`${server.url}/nowhere`);
    await page.evaluate(() => window.scrollTo(0, 10_000));
    await page.getByRole("link", { name: "Return to Home" }).click();
    await page.getByRole("heading", { level: 1, name: "Data Analyst Tools" }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await context.close();
  });
});

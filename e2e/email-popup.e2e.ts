import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, newPage, startServer, waitForRow, type TestServer } from "./harness";

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

const TOOLS = {
  "sql-builder": "SQL Query Builder",
  "data-transformer": "Data Transformer",
  "looker-converter": "Looker Studio to LookML",
  "sql-join-builder": "SQL Join Builder",
} as const;

type Slug = keyof typeof TOOLS;

/** The spec's delay is 1000 ms; waiting this long without a popup means it is not coming. */
const LONGER_THAN_DELAY = 1800;

async function visit(page: Page, slug: Slug) {
  await page.goto(`${server.url}/${slug}`);
  await page.getByRole("heading", { level: 1, name: TOOLS[slug] }).waitFor();
}

const popup = (page: Page) => page.getByRole("dialog", { name: "Get notified about new applets" });

async function expectNoPopup(page: Page) {
  await page.waitForTimeout(LONGER_THAN_DELAY);
  expect(await popup(page).count()).toBe(0);
}

async function openPopup(page: Page) {
  await visit(page, "sql-builder");
  await visit(page, "data-transformer");
  await visit(page, "looker-converter");
  await popup(page).waitFor();
}

async function toast(page: Page, title: string, description: string) {
  // Match on both lines: an earlier toast with the same title may still be on screen.
  const t = page.locator("[data-sonner-toast]").filter({ hasText: title }).filter({ hasText: description }).first();
  await t.waitFor();
  const lines = (await t.innerText()).split("\n").map((s) => s.trim()).filter(Boolean);
  expect(lines).toEqual([title, description]);
}

const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

async function subscribers(email: string) {
  const { rows } = await server.db.query<{ email: string; source: string }>(
    "SELECT email, source FROM email_subscribers WHERE email = $1",
    [email],
  );
  return rows;
}

describe("email popup", () => {
  it("appears about a second after the third distinct tool, not before", async () => {
    const { page, context } = await newPage(browser);
    await visit(page, "sql-builder");
    await expectNoPopup(page);
    await visit(page, "data-transformer");
    await expectNoPopup(page);
    await visit(page, "looker-converter");
    // The delay has not passed yet: no popup at once…
    await page.waitForTimeout(300);
    expect(await popup(page).count()).toBe(0);
    // …then it opens.
    await popup(page).waitFor({ timeout: 5000 });
    expect(JSON.parse((await stored(page, "applet_views"))!)).toEqual([
      "SQL Query Builder",
      "Data Transformer",
      "Looker Studio to LookML",
    ]);
    await context.close();
  });

  it("does not appear after the same tool three times", async () => {
    const { page, context } = await newPage(browser);
    for (let i = 0; i < 3; i++) await visit(page, "sql-builder");
    await expectNoPopup(page);
    await visit(page, "data-transformer");
    await expectNoPopup(page);
    expect(JSON.parse((await stored(page, "applet_views"))!)).toEqual(["SQL Query Builder", "Data Transformer"]);
    await context.close();
  });

  it("stays away after it was dismissed", async () => {
    const { page, context } = await newPage(browser);
    await openPopup(page);
    await popup(page).getByRole("button", { name: "No thanks" }).click();
    await popup(page).waitFor({ state: "detached" });
    expect(await stored(page, "popup_dismissed")).toBe("true");
    await visit(page, "sql-join-builder");
    await expectNoPopup(page);
    await context.close();
  });

  it("closing it with Escape also counts as dismissed", async () => {
    const { page, context } = await newPage(browser);
    await openPopup(page);
    await page.keyboard.press("Escape");
    await popup(page).waitFor({ state: "detached" });
    expect(await stored(page, "popup_dismissed")).toBe("true");
    await context.close();
  });

  it("subscribes a valid (trimmed) email, stores the row and stays away afterwards", async () => {
    const { page, context } = await newPage(browser);
    await openPopup(page);
    await popup(page).getByLabel("Email").fill("  ada@example.com  ");
    await popup(page).getByRole("button", { name: "Subscribe" }).click();
    await toast(page, "Successfully subscribed!", "You'll receive notifications about new applets.");
    await popup(page).waitFor({ state: "detached" });
    const rows = await waitForRow(() => subscribers("ada@example.com"), (r) => r.length === 1);
    expect(rows).toEqual([{ email: "ada@example.com", source: "applet_popup" }]);
    expect(await stored(page, "email_submitted")).toBe("true");
    await visit(page, "sql-join-builder");
    await expectNoPopup(page);
    await context.close();
  });

  it("says 'Already subscribed' for an email that is already there and treats the popup as submitted", async () => {
    await server.db.query("INSERT INTO email_subscribers (email, source) VALUES ($1, 'applet_popup') ON CONFLICT DO NOTHING", [
      "grace@example.com",
    ]);
    const { page, context } = await newPage(browser);
    await openPopup(page);
    await popup(page).getByLabel("Email").fill("grace@example.com");
    await popup(page).getByRole("button", { name: "Subscribe" }).click();
    await toast(page, "Already subscribed", "This email is already subscribed to notifications.");
    await popup(page).waitFor({ state: "detached" });
    expect(await stored(page, "email_submitted")).toBe("true");
    expect(await subscribers("grace@example.com")).toHaveLength(1);
    await context.close();
  });

  it("shows 'Invalid email' with the first rule broken and keeps the popup open", async () => {
    const { page, context } = await newPage(browser);
    await openPopup(page);
    const input = popup(page).getByLabel("Email");
    await input.fill("not-an-email");
    await popup(page).getByRole("button", { name: "Subscribe" }).click();
    await toast(page, "Invalid email", "Please enter a valid email address");
    expect(await popup(page).count()).toBe(1);

    await input.fill(`${"a".repeat(250)}@example.com`);
    await popup(page).getByRole("button", { name: "Subscribe" }).click();
    await toast(page, "Invalid email", "Email must be less than 255 characters");
    expect(await popup(page).count()).toBe(1);
    expect(await stored(page, "email_submitted")).toBeNull();
    const { rows } = await server.db.query<{ n: number }>("SELECT count(*)::int AS n FROM email_subscribers WHERE email LIKE 'not-an%' OR email LIKE 'aaaa%'");
    expect(rows[0].n).toBe(0);
    await context.close();
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrate } from "../db/migrations";
import { openPglite } from "../db/pglite";
import type { Db } from "../db/types";
import { CalculationEvents } from "./calculation-events";
import { CountCache } from "./count-cache";

let db: Db;
let events: CalculationEvents;
beforeAll(async () => {
  db = await openPglite(null);
  await migrate(db);
  events = new CalculationEvents(db);
  await events.start();
});
afterAll(async () => {
  await events.close();
  await db.close();
});

const tick = (ms = 50) => new Promise((r) => setTimeout(r, ms));

describe("CountCache", () => {
  it("reads the counter once, then follows insert notifications without querying", async () => {
    const cache = new CountCache(db, events, 60_000);
    await db.query("INSERT INTO calculations (applet_name) VALUES ('a'), ('b')");
    expect(await cache.get()).toBe(2);
    await db.query("INSERT INTO calculations (applet_name) VALUES ('c')");
    await tick();
    expect(await cache.get()).toBe(3);
    cache.close();
  });

  it("heals a change it was not told about on the next background re-read", async () => {
    const cache = new CountCache(db, events, 100);
    const start = await cache.get();
    await db.query("DELETE FROM calculations WHERE id = (SELECT min(id) FROM calculations)");
    await tick(150);
    await cache.get(); // stale: triggers the background refresh, answers the remembered value
    await tick(50);
    expect(await cache.get()).toBe(start - 1);
    cache.close();
  });
});

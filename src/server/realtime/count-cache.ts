import type { Db } from "../db/types";
import type { CalculationEvents } from "./calculation-events";

/**
 * The badge count, served from memory. It is read from the 16-row counter at start, moved up by every
 * insert notification (which every instance hears), and re-read in the background at most every
 * `ttlMs`, so a missed notification heals quickly and no request waits on the database.
 */
export class CountCache {
  private value: number | null = null;
  private readAt = 0;
  private lastOkAt = 0;
  private refreshing: Promise<number> | null = null;
  private unsubscribe: (() => void) | null = null;

  constructor(
    private readonly db: Db,
    events: CalculationEvents,
    private readonly ttlMs = 1000,
    /** After this long without a successful read, stop serving the remembered value. */
    private readonly maxStaleMs = 10_000,
  ) {
    this.unsubscribe = events.subscribe(() => {
      if (this.value !== null) this.value += 1;
    });
  }

  private refresh(): Promise<number> {
    if (!this.refreshing) {
      const started = Date.now();
      this.refreshing = this.db
        .query<{ count: number }>("SELECT COALESCE(sum(total), 0)::bigint AS count FROM calculation_counter")
        .then(({ rows }) => {
          this.value = Number(rows[0]?.count ?? 0);
          this.readAt = started;
          this.lastOkAt = Date.now();
          return this.value;
        })
        .finally(() => {
          this.refreshing = null;
        });
    }
    return this.refreshing;
  }

  async get(): Promise<number> {
    const now = Date.now();
    if (this.value === null || now - this.lastOkAt > this.maxStaleMs) return this.refresh();
    if (now - this.readAt > this.ttlMs) this.refresh().catch(() => {});
    return this.value;
  }

  close(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
  }
}

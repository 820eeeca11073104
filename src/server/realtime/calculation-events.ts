import type { Db } from "../db/types";

export const CALCULATIONS_CHANNEL = "calculations_insert";

type Subscriber = (payload: string) => void;

/**
 * Fans one PostgreSQL LISTEN out to every SSE client of this instance. Inserts made through any
 * instance raise NOTIFY in the database (a trigger), so every instance hears every insert.
 */
export class CalculationEvents {
  private subscribers = new Set<Subscriber>();
  private stop: (() => Promise<void>) | null = null;

  constructor(private readonly db: Db) {}

  async start(): Promise<void> {
    this.stop = await this.db.listen(CALCULATIONS_CHANNEL, (payload) => {
      for (const s of this.subscribers) s(payload);
    });
  }

  subscribe(fn: Subscriber): () => void {
    this.subscribers.add(fn);
    return () => this.subscribers.delete(fn);
  }

  get size(): number {
    return this.subscribers.size;
  }

  async close(): Promise<void> {
    this.subscribers.clear();
    await this.stop?.();
    this.stop = null;
  }
}

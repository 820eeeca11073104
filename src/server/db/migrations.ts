import type { Db } from "./types";

/**
 * One migration set for PGlite and PostgreSQL. Append only: never edit a migration that has shipped.
 * Each runs once, in order, inside one transaction guarded by an advisory lock, so two instances
 * starting together on one database do not race.
 */
export const migrations: readonly { version: number; name: string; sql: string }[] = [
  {
    version: 1,
    name: "spec tables",
    sql: `
      CREATE TABLE IF NOT EXISTS applet_views (
        id BIGSERIAL PRIMARY KEY,
        applet_name TEXT NOT NULL,
        viewed_at TIMESTAMPTZ NOT NULL DEFAULT now()
      );
      -- Weekly popularity scans a time range and groups by name: covering index.
      CREATE INDEX IF NOT EXISTS applet_views_viewed_at_name_idx ON applet_views (viewed_at, applet_name);

      CREATE TABLE IF NOT EXISTS calculations (
        id BIGSERIAL PRIMARY KEY,
        applet_name TEXT NOT NULL,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now()
      );

      CREATE TABLE IF NOT EXISTS email_subscribers (
        id BIGSERIAL PRIMARY KEY,
        email TEXT NOT NULL,
        source TEXT NOT NULL DEFAULT 'applet_popup',
        created_at TIMESTAMPTZ NOT NULL DEFAULT now()
      );
      -- One subscription per address, whatever its letter case.
      CREATE UNIQUE INDEX IF NOT EXISTS email_subscribers_email_key ON email_subscribers (lower(email));

      CREATE TABLE IF NOT EXISTS feedback (
        id BIGSERIAL PRIMARY KEY,
        url TEXT NOT NULL,
        feedback_text TEXT NOT NULL,
        name TEXT NULL,
        email TEXT NULL,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now()
      );

      CREATE TABLE IF NOT EXISTS applet_suggestions (
        id BIGSERIAL PRIMARY KEY,
        url TEXT NOT NULL,
        title TEXT NOT NULL,
        description TEXT NOT NULL,
        name TEXT NULL,
        email TEXT NULL,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now()
      );
    `,
  },
  {
    version: 2,
    name: "calculation counter and insert notifications",
    sql: `
      -- The badge reads a sum over 16 counter slots instead of counting millions of rows.
      -- Slots spread the row locks, so concurrent inserts do not queue behind one counter row.
      CREATE TABLE IF NOT EXISTS calculation_counter (
        slot INT PRIMARY KEY,
        total BIGINT NOT NULL DEFAULT 0
      );
      INSERT INTO calculation_counter (slot, total)
        SELECT s, 0 FROM generate_series(0, 15) AS s
        ON CONFLICT (slot) DO NOTHING;
      UPDATE calculation_counter SET total = (SELECT count(*) FROM calculations) WHERE slot = 0;
      UPDATE calculation_counter SET total = 0 WHERE slot <> 0;

      -- Statement-level triggers with transition tables: one counter update per statement (a bulk
      -- insert does not rewrite the counter a million times), one NOTIFY per inserted row.
      CREATE OR REPLACE FUNCTION calculations_after_insert() RETURNS trigger AS $$
      BEGIN
        UPDATE calculation_counter c SET total = c.total + d.n
          FROM (SELECT (id % 16)::int AS slot, count(*) AS n FROM inserted GROUP BY 1) d
          WHERE c.slot = d.slot;
        PERFORM pg_notify('calculations_insert',
          json_build_object('id', id, 'applet_name', applet_name)::text) FROM inserted;
        RETURN NULL;
      END
      $$ LANGUAGE plpgsql;

      CREATE OR REPLACE FUNCTION calculations_after_delete() RETURNS trigger AS $$
      BEGIN
        UPDATE calculation_counter c SET total = c.total - d.n
          FROM (SELECT (id % 16)::int AS slot, count(*) AS n FROM deleted GROUP BY 1) d
          WHERE c.slot = d.slot;
        RETURN NULL;
      END
      $$ LANGUAGE plpgsql;

      DROP TRIGGER IF EXISTS calculations_insert_trigger ON calculations;
      CREATE TRIGGER calculations_insert_trigger AFTER INSERT ON calculations
        REFERENCING NEW TABLE AS inserted
        FOR EACH STATEMENT EXECUTE FUNCTION calculations_after_insert();
      DROP TRIGGER IF EXISTS calculations_delete_trigger ON calculations;
      CREATE TRIGGER calculations_delete_trigger AFTER DELETE ON calculations
        REFERENCING OLD TABLE AS deleted
        FOR EACH STATEMENT EXECUTE FUNCTION calculations_after_delete();
    `,
  },
];

/** Arbitrary constant naming our migration lock among PostgreSQL advisory locks. */
const MIGRATION_LOCK_KEY = 4_242_001;

export async function migrate(db: Db): Promise<number[]> {
  return db.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK_KEY]);
    await tx.exec(`
      CREATE TABLE IF NOT EXISTS schema_migrations (
        version INT PRIMARY KEY,
        name TEXT NOT NULL,
        applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
      );
    `);
    const { rows } = await tx.query<{ version: number }>("SELECT version FROM schema_migrations");
    const done = new Set(rows.map((r) => Number(r.version)));
    const applied: number[] = [];
    for (const m of migrations) {
      if (done.has(m.version)) continue;
      await tx.exec(m.sql);
      await tx.query("INSERT INTO schema_migrations (version, name) VALUES ($1, $2)", [m.version, m.name]);
      applied.push(m.version);
    }
    return applied;
  });
}

export const latestMigration = migrations[migrations.length - 1].version;

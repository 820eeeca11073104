import Papa from "papaparse";
import type { Db } from "../db/types";

/** The three tables an operator can read — and the only way to read them (no HTTP endpoint does). */
export const exportTables = {
  feedback: { table: "feedback", columns: ["id", "created_at", "url", "feedback_text", "name", "email"] },
  suggestions: { table: "applet_suggestions", columns: ["id", "created_at", "url", "title", "description", "name", "email"] },
  subscribers: { table: "email_subscribers", columns: ["id", "created_at", "email", "source"] },
} as const;

export type ExportName = keyof typeof exportTables;

export async function exportRows(db: Db, name: ExportName, since?: Date): Promise<Record<string, unknown>[]> {
  const { table, columns } = exportTables[name];
  const where = since ? "WHERE created_at >= $1" : "";
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT ${columns.join(", ")} FROM ${table} ${where} ORDER BY created_at, id`,
    since ? [since.toISOString()] : [],
  );
  return rows.map((r) => {
    const out: Record<string, unknown> = {};
    for (const c of columns) {
      const v = r[c];
      out[c] = v instanceof Date ? v.toISOString() : typeof v === "bigint" ? Number(v) : v;
    }
    return out;
  });
}

export function formatRows(name: ExportName, rows: Record<string, unknown>[], format: "csv" | "json"): string {
  if (format === "json") return `${JSON.stringify(rows, null, 2)}\n`;
  const columns = [...exportTables[name].columns];
  // RFC 4180 with a header row; cells that start with = + - @ are prefixed so spreadsheets do not run them.
  return `${Papa.unparse({ fields: columns, data: rows.map((r) => columns.map((c) => r[c] ?? "")) }, { escapeFormulae: true, newline: "\n" })}\n`;
}

export async function unsubscribe(db: Db, email: string): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    "DELETE FROM email_subscribers WHERE lower(email) = lower($1) RETURNING id",
    [email.trim()],
  );
  return rows.length;
}

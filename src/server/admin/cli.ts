import { configFromEnv } from "../config";
import { openDatabase } from "../db/open";
import { exportRows, exportTables, formatRows, unsubscribe, type ExportName } from "./export";

const usage = `Usage:
  npm run admin -- export <feedback|suggestions|subscribers> [--format csv|json] [--since DATE]
  npm run admin -- unsubscribe EMAIL

Reads the configured database: DATABASE_URL when set, otherwise the embedded one in DATA_DIR (./data).
The embedded database can be opened by one process at a time: stop the server first.`;

function fail(message: string): never {
  process.stderr.write(`${message}\n\n${usage}\n`);
  process.exit(2);
}

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  if (i === -1) return undefined;
  const v = args[i + 1];
  if (!v || v.startsWith("--")) fail(`${name} needs a value`);
  return v;
}

async function main() {
  const args = process.argv.slice(2);
  const [command, target] = args;
  if (!command || command === "--help" || command === "-h") {
    process.stdout.write(`${usage}\n`);
    return;
  }
  if (command !== "export" && command !== "unsubscribe") fail(`Unknown command: ${command}`);
  if (!target) fail(command === "export" ? "Name what to export." : "Give the email address to unsubscribe.");

  let format: "csv" | "json" = "csv";
  let since: Date | undefined;
  if (command === "export") {
    if (!(target in exportTables)) fail(`Cannot export "${target}".`);
    const f = option(args, "--format") ?? "csv";
    if (f !== "csv" && f !== "json") fail(`--format must be csv or json, not "${f}"`);
    format = f;
    const s = option(args, "--since");
    if (s) {
      since = new Date(s);
      if (Number.isNaN(since.getTime())) fail(`--since must be a date like 2026-01-31, not "${s}"`);
    }
  }

  const config = configFromEnv();
  let db;
  try {
    db = await openDatabase(config);
  } catch (err) {
    process.stderr.write(`Could not open the database: ${(err as Error).message}\n`);
    process.exit(1);
  }
  try {
    if (command === "export") {
      const rows = await exportRows(db, target as ExportName, since);
      process.stdout.write(formatRows(target as ExportName, rows, format));
      process.stderr.write(`${rows.length} ${target} exported.\n`);
    } else {
      const n = await unsubscribe(db, target);
      process.stderr.write(n ? `Unsubscribed ${target}.\n` : `No subscriber with the address ${target}.\n`);
      if (!n) process.exitCode = 1;
    }
  } finally {
    await db.close();
  }
}

void main();

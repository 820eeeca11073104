import fs from "node:fs";
import path from "node:path";
import lockfile from "proper-lockfile";

export class DataDirLockedError extends Error {}

/**
 * PGlite does not lock its folder, and two processes writing one PGlite folder corrupt it.
 * We hold an exclusive lock (a `<dataDir>.lock` folder, refreshed while we live, considered stale
 * after 10 s without refresh so a crashed server does not block the next start).
 */
export async function lockDataDir(dataDir: string, minFreeBytes = 64 * 1024 * 1024): Promise<() => Promise<void>> {
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    // A real write, not just a permission check: root passes access() on a read-only file system.
    const probe = path.join(dataDir, `.write-test-${process.pid}`);
    fs.writeFileSync(probe, "ok");
    fs.rmSync(probe);
  } catch (err) {
    throw new Error(
      `DATA_DIR ${dataDir} is not a writable folder (${(err as Error).message}). ` +
        "Set DATA_DIR to a folder this user can write, or DATABASE_URL to use PostgreSQL.",
      { cause: err },
    );
  }
  const st = fs.statfsSync(dataDir);
  const free = st.bavail * st.bsize;
  if (free < minFreeBytes) {
    throw new Error(
      `DATA_DIR ${dataDir} has only ${(free / 1048576).toFixed(1)} MB free; the embedded database needs at least ` +
        `${Math.round(minFreeBytes / 1048576)} MB. Free some space, or point DATA_DIR (or DATABASE_URL) elsewhere.`,
    );
  }
  try {
    return await lockfile.lock(dataDir, { stale: 10_000, update: 2_000, realpath: false });
  } catch (err) {
    if ((err as { code?: string }).code === "ELOCKED") {
      throw new DataDirLockedError(
        `Another Data Analyst Tools server is already using DATA_DIR ${dataDir}. ` +
          "Stop it first, or start this one with a different DATA_DIR (or DATABASE_URL).",
        { cause: err },
      );
    }
    throw err;
  }
}

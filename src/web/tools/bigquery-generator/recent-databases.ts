import { useCallback, useEffect, useState } from "react";
import { bigQuery } from "../../../contracts/functions/bigquery-sql-generator-texts";
import { storage, storageKeys } from "../../lib/storage";

function read(): string[] {
  const list = storage.getJson<unknown>(storageKeys.recentBigQueryDatabases, []);
  return Array.isArray(list) ? list.filter((v): v is string => typeof v === "string" && v.trim() !== "").slice(0, bigQuery.recentMax) : [];
}

/** The recent databases list of spec sections 3 and 9: most recent first, no repeats, at most 10, in localStorage. */
export function useRecentDatabases() {
  // Empty on the first render, as in the server's first paint that the page hydrates; the list kept
  // in this browser's storage is read once the page is the app's.
  const [recent, setRecent] = useState<string[]>([]);
  useEffect(() => setRecent(read()), []);
  const remember = useCallback((database: string) => {
    const name = database.trim();
    if (!name) return;
    const next = [name, ...read().filter((d) => d !== name)].slice(0, bigQuery.recentMax);
    storage.setJson(storageKeys.recentBigQueryDatabases, next);
    setRecent(next);
  }, []);
  const forget = useCallback((database: string) => {
    const next = read().filter((d) => d !== database);
    storage.setJson(storageKeys.recentBigQueryDatabases, next);
    setRecent(next);
  }, []);
  return { recent, remember, forget };
}

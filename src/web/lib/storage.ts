/** localStorage that never throws (private mode, quota, disabled storage): reads fall back, writes are skipped. */
export const storage = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      /* storage unavailable: the feature degrades to this page view only */
    }
  },
  getJson<T>(key: string, fallback: T): T {
    const raw = storage.get(key);
    if (raw === null) return fallback;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return fallback;
    }
  },
  setJson(key: string, value: unknown): void {
    storage.set(key, JSON.stringify(value));
  },
};

/** Keys of spec section 3 ("Local browser storage"). */
export const storageKeys = {
  appletViews: "applet_views",
  emailSubmitted: "email_submitted",
  popupDismissed: "popup_dismissed",
  recentBigQueryDatabases: "recent_bigquery_databases",
  theme: "theme",
} as const;

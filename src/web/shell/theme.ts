import { useSyncExternalStore } from "react";
import { storage, storageKeys } from "../lib/storage";

export type Theme = "light" | "dark";

function systemTheme(): Theme {
  return typeof window !== "undefined" && window.matchMedia?.("(prefers-color-scheme: dark)").matches ? "dark" : "light";
}

function initialTheme(): Theme {
  const saved = storage.get(storageKeys.theme);
  return saved === "dark" || saved === "light" ? saved : systemTheme();
}

// One theme for the whole page, shared by every component that reads it.
let current: Theme = typeof window !== "undefined" ? initialTheme() : "light";
const listeners = new Set<() => void>();

function apply(next: Theme) {
  current = next;
  document.documentElement.classList.toggle("dark", next === "dark");
  for (const l of listeners) l();
}

if (typeof window !== "undefined") {
  // Follow the system while the visitor has not chosen.
  window.matchMedia?.("(prefers-color-scheme: dark)").addEventListener("change", () => {
    if (!storage.get(storageKeys.theme)) apply(systemTheme());
  });
}

function subscribe(l: () => void) {
  listeners.add(l);
  return () => listeners.delete(l);
}

export function toggleTheme(): void {
  const next = current === "dark" ? "light" : "dark";
  storage.set(storageKeys.theme, next);
  apply(next);
}

/** Light or dark: the saved choice, else the system's. */
export function useTheme(): [Theme, () => void] {
  const theme = useSyncExternalStore(subscribe, () => current, () => "light" as Theme);
  return [theme, toggleTheme];
}

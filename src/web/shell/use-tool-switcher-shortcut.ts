import { useEffect, useRef } from "react";

/** Ctrl/Cmd+K anywhere toggles the tool switcher. */
export function useToolSwitcherShortcut(toggle: () => void): void {
  const ref = useRef(toggle);
  ref.current = toggle;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === "k") {
        e.preventDefault();
        ref.current();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
}

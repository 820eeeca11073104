import { useSyncExternalStore, type ReactNode } from "react";
import { Button } from "../../ui/button";

const noChange = () => () => {};
const isMac = () => /Mac|iPhone|iPad/.test(navigator.platform);

/** The screen's main action with the Ctrl/Cmd+Enter hint beside it. */
export function RunButton({ onClick, children, icon }: { onClick: () => void; children: ReactNode; icon?: ReactNode }) {
  // "Ctrl" in the server's first paint, the visitor's own key once the page is the app's.
  const mac = useSyncExternalStore(noChange, isMac, () => false);
  return (
    <div className="flex flex-wrap items-center gap-3 pt-1">
      <Button onClick={onClick}>
        {icon}
        {children}
      </Button>
      <span className="hidden text-xs text-muted-foreground sm:inline">
        or press{" "}
        <kbd className="rounded border bg-muted px-1.5 py-0.5 font-mono text-[11px]">{mac ? "⌘" : "Ctrl"} Enter</kbd>
      </span>
    </div>
  );
}

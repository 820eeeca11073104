import type { ReactNode } from "react";
import { SearchX } from "lucide-react";
import { displayWidth, type ImageWidth } from "../../../engines/reference/widths";
import { Button } from "../../ui/button";

/**
 * The card grid; columns are at least as wide as the picture plus padding, so a 320 px picture
 * (640 width) gets two or three columns and an 80 px one many.
 */
export function ReferenceGrid<T>({
  items,
  width,
  label,
  keyOf,
  render,
  emptyTitle,
  onClear,
}: {
  items: readonly T[];
  width: ImageWidth;
  label: string;
  keyOf: (item: T) => string;
  render: (item: T) => ReactNode;
  emptyTitle: string;
  onClear: () => void;
}) {
  if (items.length === 0) {
    return (
      <div className="mt-6 flex flex-col items-center rounded-xl border border-dashed bg-card px-6 py-14 text-center">
        <SearchX className="size-10 text-muted-foreground" aria-hidden="true" />
        <p className="mt-3 font-semibold">{emptyTitle}</p>
        <p className="mt-1 text-sm text-muted-foreground">Try a different name or code.</p>
        <Button variant="outline" className="mt-4" onClick={onClear}>
          Clear search
        </Button>
      </div>
    );
  }
  const min = Math.max(160, displayWidth(width) + 40);
  return (
    <ul
      aria-label={label}
      className="mt-6 grid gap-3 sm:gap-4"
      style={{ gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${min}px), 1fr))` }}
    >
      {items.map((item) => (
        <li key={keyOf(item)}>{render(item)}</li>
      ))}
    </ul>
  );
}

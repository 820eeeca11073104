import { memo, startTransition, useEffect, useState, type ReactNode } from "react";
import { SearchX } from "lucide-react";
import { displayWidth, type ImageWidth } from "../../../engines/reference/widths";
import { Button } from "../../ui/button";

/** Cards drawn in the first commit, and added per later step. */
const FIRST_CARDS = 24;
const STEP_CARDS = 24;

/**
 * Grows the number of cards drawn from FIRST_CARDS to `total`, one step per frame, each step a
 * transition. Drawing all 249 flags in one commit blocked the main thread for most of a second on
 * a throttled phone; in steps the first screen appears at once and input stays responsive while
 * the rest is added below the fold. A step's commit (its new cards' DOM) cannot be split, so steps
 * are small. The count only grows, so a search never loses drawn cards.
 */
function useProgressiveCount(total: number): number {
  const [drawn, setDrawn] = useState(FIRST_CARDS);
  useEffect(() => {
    if (drawn >= total) return;
    const frame = requestAnimationFrame(() => startTransition(() => setDrawn((d) => d + STEP_CARDS)));
    return () => cancelAnimationFrame(frame);
  }, [drawn, total]);
  return Math.min(drawn, total);
}

/**
 * One card, drawn again only when its item or `cardKey` changes: each step then renders its new
 * cards only, not every card drawn so far. `render` is not compared (a new function each render).
 */
const GridCard = memo(
  function GridCard({ item, render }: { item: unknown; cardKey: string; render: (item: unknown) => ReactNode }) {
    return render(item);
  },
  (a, b) => a.item === b.item && a.cardKey === b.cardKey,
);

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
  cardKey,
  emptyTitle,
  onClear,
}: {
  items: readonly T[];
  width: ImageWidth;
  label: string;
  keyOf: (item: T) => string;
  render: (item: T) => ReactNode;
  /** Everything besides the item that a card's look depends on: a card is drawn again when it changes. */
  cardKey: string;
  emptyTitle: string;
  onClear: () => void;
}) {
  const drawn = useProgressiveCount(items.length);
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
      {items.slice(0, drawn).map((item) => (
        // Off-screen cards skip layout and paint until scrolled near (the grid can hold 249).
        <li key={keyOf(item)} className="[contain-intrinsic-size:auto_320px] [content-visibility:auto]">
          <GridCard item={item} cardKey={cardKey} render={render as (item: unknown) => ReactNode} />
        </li>
      ))}
    </ul>
  );
}

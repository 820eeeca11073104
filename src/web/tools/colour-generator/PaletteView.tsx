import { wcagContrast } from "culori";
import { CopyButton } from "../../ui/copy-button";
import { cn } from "../../lib/cn";

/** WCAG 2 level of a contrast ratio for normal text (AA 4.5, AAA 7) or large text only (3). */
function level(ratio: number): { label: string; good: boolean } {
  if (ratio >= 7) return { label: "AAA", good: true };
  if (ratio >= 4.5) return { label: "AA", good: true };
  if (ratio >= 3) return { label: "AA Large", good: true };
  return { label: "Fail", good: false };
}

function ContrastChip({ hex, against, name }: { hex: string; against: string; name: "White" | "Black" }) {
  const ratio = wcagContrast(hex, against);
  const { label, good } = level(ratio);
  return (
    <span
      className="inline-flex items-center gap-1.5 rounded-md border bg-card px-1.5 py-0.5 text-xs whitespace-nowrap"
      title={`${hex} on ${name.toLowerCase()}: ${ratio.toFixed(2)}:1 (WCAG ${label})`}
    >
      {/* The colour as text on the white or black background it is measured against. */}
      <span
        className="inline-flex h-4 w-6 items-center justify-center rounded-sm border border-border text-[10px] leading-none font-bold"
        style={{ background: against, color: hex }}
        aria-hidden="true"
      >
        Aa
      </span>
      <span className="text-muted-foreground">{name}</span>
      <span className="tabular-nums">{ratio.toFixed(2)}:1</span>
      <span className={cn("font-medium", good ? "text-success" : "text-destructive")}>{label}</span>
    </span>
  );
}

/** Swatch strip across the top, then one row per colour: swatch, hex, contrast on white and black, copy. */
export function PaletteView({ colours }: { colours: string[] }) {
  return (
    <div className="grid gap-4">
      <div className="flex h-16 overflow-hidden rounded-lg border" role="img" aria-label={`Swatch strip: ${colours.join(", ")}`}>
        {colours.map((c, i) => (
          <div key={`${c}-${i}`} className="flex-1" style={{ background: c }} title={c} />
        ))}
      </div>
      <ul className="grid gap-2" aria-label="Palette colours">
        {colours.map((c, i) => (
          <li key={`${c}-${i}`} className="grid grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-3 gap-y-2 rounded-lg border bg-background p-2.5">
            <span className="size-10 shrink-0 rounded-md border shadow-xs sm:row-span-2" style={{ background: c }} aria-hidden="true" />
            <span className="font-mono text-sm font-medium uppercase">{c}</span>
            <CopyButton text={c} label="Copy" aria-label={`Copy ${c}`} className="sm:row-span-2" />
            <div className="col-span-3 flex flex-wrap gap-1.5 sm:col-span-1 sm:col-start-2">
              <ContrastChip hex={c} against="#ffffff" name="White" />
              <ContrastChip hex={c} against="#000000" name="Black" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

import { Download, Search } from "lucide-react";
import {
  borderStyles,
  imageWidths,
  type BorderStyle,
  type ImageWidth,
} from "../../../engines/reference/widths";
import { Button } from "../../ui/button";
import { Input } from "../../ui/input";
import { ChoiceSelect } from "../../ui/choice-select";
import { Field } from "../frame";

const borderLabels: Record<BorderStyle, string> = { none: "None", rounded: "Rounded", circular: "Circular" };

/** Search, width and border selects, the 'Showing X of Y' counter and Export All to CSV. */
export function ReferenceToolbar({
  idPrefix,
  query,
  onQuery,
  searchPlaceholder,
  width,
  onWidth,
  border,
  onBorder,
  shown,
  total,
  countNote,
  onExport,
}: {
  idPrefix: string;
  query: string;
  onQuery: (q: string) => void;
  searchPlaceholder: string;
  width: ImageWidth;
  onWidth: (w: ImageWidth) => void;
  border: BorderStyle;
  onBorder: (b: BorderStyle) => void;
  shown: number;
  total: number;
  countNote?: string;
  onExport: () => void;
}) {
  return (
    <section aria-label="Filters and export" className="rounded-xl border bg-card p-4 shadow-sm sm:p-5">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-[minmax(0,1fr)_9rem_10rem_auto] lg:items-end">
        <Field label="Search" htmlFor={`${idPrefix}-search`} className="col-span-2 lg:col-span-1">
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              id={`${idPrefix}-search`}
              type="search"
              value={query}
              placeholder={searchPlaceholder}
              onChange={(e) => onQuery(e.target.value)}
              className="pl-9"
              autoComplete="off"
            />
          </div>
        </Field>
        <Field label="Width" htmlFor={`${idPrefix}-width`}>
          <ChoiceSelect
            id={`${idPrefix}-width`}
            className=""
            value={String(width)}
            choices={imageWidths.map(String)}
            label={(w) => `${w} px`}
            onChange={(v) => onWidth(Number(v) as ImageWidth)}
          />
        </Field>
        <Field label="Border style" htmlFor={`${idPrefix}-border`}>
          <ChoiceSelect
            id={`${idPrefix}-border`}
            className=""
            value={border}
            choices={borderStyles}
            label={(b) => borderLabels[b]}
            onChange={onBorder}
          />
        </Field>
        <Button onClick={onExport} disabled={shown === 0} className="col-span-2 lg:col-span-1">
          <Download aria-hidden="true" />
          Export All to CSV
        </Button>
      </div>
      <p className="mt-4 flex flex-wrap items-baseline gap-x-2 gap-y-1 text-sm">
        <span role="status" aria-live="polite" data-testid="counter" className="font-medium">
          Showing {shown} of {total}
        </span>
        {countNote && <span className="text-muted-foreground">{countNote}</span>}
      </p>
    </section>
  );
}

import { useCallback, useMemo, type ReactNode } from "react";
import { ToolPage, useRecordCalculation, type ToolExample } from "../frame";
import { useRunShortcut } from "../../lib/use-run-shortcut";
import type { ImageWidth } from "../../../engines/reference/widths";
import { exportCsv } from "./export";
import { ReferenceCard } from "./ReferenceCard";
import { ReferenceGrid } from "./ReferenceGrid";
import { ReferenceToolbar } from "./ReferenceToolbar";
import { useReferenceSettings } from "./use-reference-settings";

export type ReferenceSettings = ReturnType<typeof useReferenceSettings>;

/** What one card shows: the picture and facts are the screen's own, the rest is the same everywhere. */
export interface ReferenceCardContent {
  name: string;
  picture: ReactNode;
  facts: ReactNode;
  /** The image address copied by "URL". */
  url: string;
  /** The CSV line copied by "Data". */
  data: string;
}

/**
 * A picture reference screen (flags, crests): search, width and border in the URL, a grid of cards
 * with URL and Data copy, and Export All to CSV of the filtered list. It is browser-only, so a
 * calculation is recorded on the uses that take something away: a copy or an export.
 */
export function ReferencePage<T>(props: {
  slug: string;
  howItWorks: string[];
  examples: (s: ReferenceSettings) => ToolExample[];
  all: readonly T[];
  filter: (all: readonly T[], query: string) => readonly T[];
  idPrefix: string;
  searchPlaceholder: string;
  countNote: string;
  exportFile: string;
  toCsv: (list: readonly T[], width: ImageWidth) => string;
  noun: { one: string; many: string };
  gridLabel: string;
  emptyTitle: string;
  keyOf: (item: T) => string;
  card: (item: T, s: ReferenceSettings) => ReferenceCardContent;
}) {
  const { slug, all, filter, exportFile, toCsv, noun } = props;
  const s = useReferenceSettings();
  const record = useRecordCalculation(slug);
  const list = useMemo(() => filter(all, s.query), [filter, all, s.query]);

  const exportAll = useCallback(() => {
    if (list.length === 0) return;
    exportCsv(exportFile, toCsv(list, s.width), list.length, noun);
    record();
  }, [list, s.width, record, exportFile, toCsv, noun]);
  useRunShortcut(exportAll);

  return (
    <ToolPage slug={slug} howItWorks={props.howItWorks} examples={props.examples(s)}>
      <ReferenceToolbar
        idPrefix={props.idPrefix}
        query={s.query}
        onQuery={s.setQuery}
        searchPlaceholder={props.searchPlaceholder}
        width={s.width}
        onWidth={s.setWidth}
        border={s.border}
        onBorder={s.setBorder}
        shown={list.length}
        total={all.length}
        countNote={props.countNote}
        onExport={exportAll}
      />
      <ReferenceGrid
        items={list}
        width={s.width}
        label={props.gridLabel}
        keyOf={props.keyOf}
        emptyTitle={props.emptyTitle}
        onClear={() => s.setQuery("")}
        render={(item) => <ReferenceCard {...props.card(item, s)} onCopied={record} />}
        // A card shows its item at the chosen width and border (`card` reads nothing else of the
        // settings; `record` is stable), so cards drawn before stay as they are until these change.
        cardKey={`${s.width} ${s.border}`}
      />
    </ToolPage>
  );
}

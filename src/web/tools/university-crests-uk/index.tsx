import { useCallback, useMemo } from "react";
import { Landmark, MapPin } from "lucide-react";
import {
  crestImageUrl,
  filterUniversities,
  universitiesCsv,
  universityCsvLine,
} from "../../../engines/reference/crests";
import { universities } from "../../../engines/reference/universities";
import { Badge } from "../../ui/badge";
import { ToolPage, useRecordCalculation } from "../frame";
import { useRunShortcut } from "../../lib/use-run-shortcut";
import { exportCsv } from "../reference-shared/export";
import { PictureFrame } from "../reference-shared/PictureFrame";
import { ReferenceCard } from "../reference-shared/ReferenceCard";
import { ReferenceGrid } from "../reference-shared/ReferenceGrid";
import { ReferenceToolbar } from "../reference-shared/ReferenceToolbar";
import { useReferenceSettings } from "../reference-shared/use-reference-settings";
import { CrestImage } from "./CrestImage";

const SLUG = "university-crests-uk";

/**
 * University Crests Reference [UK]. Browser-only; a calculation is recorded on the uses that take
 * something away — a URL or Data copy and a CSV export — not on searching or browsing.
 */
export default function UniversityCrestsUk() {
  const s = useReferenceSettings();
  const record = useRecordCalculation(SLUG);
  const list = useMemo(() => filterUniversities(universities, s.query), [s.query]);

  const exportAll = useCallback(() => {
    if (list.length === 0) return;
    exportCsv("uk-university-crests.csv", universitiesCsv(list, s.width), list.length, { one: "university", many: "universities" });
    record();
  }, [list, s.width, record]);
  useRunShortcut(exportAll);

  return (
    <ToolPage
      slug={SLUG}
      howItWorks={[
        "Search by name, city, type (e.g. Russell Group, Post-1992) or founding year.",
        "Pick the image width and border style; cards show the crest at half the chosen width.",
        "Copy a crest's image URL or its CSV data line, or export the filtered list (Ctrl/Cmd+Enter).",
        "Crests load from Wikimedia or a logo service; when they cannot load (offline), a placeholder in the type's colour is shown.",
      ]}
      examples={[
        { label: "Russell Group", detail: "The 20 non-ancient members", apply: () => s.setQuery("russell group") },
        { label: "Universities in Glasgow", detail: "Search by city", apply: () => s.setQuery("glasgow") },
        {
          label: "Round badges for slides",
          detail: "Ancient universities, circular at 320 px",
          apply: () => s.apply({ query: "ancient", border: "circular", width: 320 }),
        },
      ]}
    >
      <ReferenceToolbar
        idPrefix="crests"
        query={s.query}
        onQuery={s.setQuery}
        searchPlaceholder="Name, city, type or year"
        width={s.width}
        onWidth={s.setWidth}
        border={s.border}
        onBorder={s.setBorder}
        shown={list.length}
        total={universities.length}
        countNote="UK universities in the eight groups: Ancient, Russell Group, Collegiate, Post-1992, Plate Glass, Specialist, Federal, Private."
        onExport={exportAll}
      />
      <ReferenceGrid
        items={list}
        width={s.width}
        label="UK universities"
        keyOf={(u) => u.name}
        emptyTitle="No universities match your search."
        onClear={() => s.setQuery("")}
        render={(u) => (
          <ReferenceCard
            name={u.name}
            picture={
              <PictureFrame width={s.width} border={s.border} className="[container-type:inline-size]">
                <CrestImage src={crestImageUrl(u, s.width)} name={u.name} type={u.type} />
              </PictureFrame>
            }
            facts={
              <div className="grid gap-1.5">
                <p className="flex items-center gap-1.5">
                  <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
                  <span className="truncate">{u.city}</span>
                </p>
                <p className="flex items-center gap-1.5">
                  <Landmark className="size-3.5 shrink-0" aria-hidden="true" />
                  <span>
                    Founded <span className="font-medium text-foreground tabular-nums">{u.founded}</span>
                  </span>
                </p>
                <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <Badge variant="secondary">{u.type}</Badge>
                  <span className="min-w-0 truncate font-mono text-xs">{u.domain}</span>
                </div>
              </div>
            }
            url={crestImageUrl(u, s.width)}
            data={universityCsvLine(u, s.width)}
            onCopied={record}
          />
        )}
      />
    </ToolPage>
  );
}

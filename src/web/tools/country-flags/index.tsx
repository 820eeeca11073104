import { useCallback, useMemo } from "react";
import {
  allCountries,
  countriesCsv,
  countryCsvLine,
  filterCountries,
  flagImageUrl,
} from "../../../engines/reference/countries";
import { ToolPage, useRecordCalculation } from "../frame";
import { useRunShortcut } from "../../lib/use-run-shortcut";
import { exportCsv } from "../reference-shared/export";
import { PictureFrame } from "../reference-shared/PictureFrame";
import { ReferenceCard } from "../reference-shared/ReferenceCard";
import { ReferenceGrid } from "../reference-shared/ReferenceGrid";
import { ReferenceToolbar } from "../reference-shared/ReferenceToolbar";
import { useReferenceSettings } from "../reference-shared/use-reference-settings";
import { FlagImage } from "./FlagImage";

const SLUG = "country-flags";

/**
 * Country Flags Reference. A browser-only reference: nothing is computed, so a calculation is
 * recorded on the uses that take something away — a URL or Data copy and a CSV export.
 */
export default function CountryFlags() {
  const s = useReferenceSettings();
  const record = useRecordCalculation(SLUG);
  const list = useMemo(() => filterCountries(allCountries, s.query), [s.query]);

  const exportAll = useCallback(() => {
    if (list.length === 0) return;
    exportCsv("country-flags.csv", countriesCsv(list, s.width), list.length, { one: "country", many: "countries" });
    record();
  }, [list, s.width, record]);
  useRunShortcut(exportAll);

  return (
    <ToolPage
      slug={SLUG}
      howItWorks={[
        "Search by country name (common names such as UK or Russia work too) or by either ISO code.",
        "Pick the image width and border style; cards show the flag at half the chosen width.",
        "Copy a flag's image URL or its CSV data line, or export the filtered list (Ctrl/Cmd+Enter).",
      ]}
      examples={[
        { label: "Islands", detail: "Search 'islands' — Cayman, Faroe, Marshall and more", apply: () => s.apply({ query: "islands" }) },
        { label: "By ISO 3 code", detail: "Search 'DEU' to find Germany", apply: () => s.apply({ query: "DEU" }) },
        {
          label: "Round icons for a map legend",
          detail: "Circular border at 80 px",
          apply: () => s.apply({ query: "", border: "circular", width: 80 }),
        },
      ]}
    >
      <ReferenceToolbar
        idPrefix="flags"
        query={s.query}
        onQuery={s.setQuery}
        searchPlaceholder="Country name, GB or GBR"
        width={s.width}
        onWidth={s.setWidth}
        border={s.border}
        onBorder={s.setBorder}
        shown={list.length}
        total={allCountries.length}
        countNote="All 249 ISO 3166-1 entries: the ~195 sovereign states plus dependent territories, whose codes appear in real data too."
        onExport={exportAll}
      />
      <ReferenceGrid
        items={list}
        width={s.width}
        label="Country flags"
        keyOf={(c) => c.code}
        emptyTitle="No countries match your search."
        onClear={() => s.setQuery("")}
        render={(c) => (
          <ReferenceCard
            name={c.name}
            picture={
              <PictureFrame width={s.width} border={s.border}>
                <FlagImage code={c.code} name={c.name} border={s.border} />
              </PictureFrame>
            }
            facts={
              <dl className="flex flex-wrap gap-x-4 gap-y-1">
                <div className="flex gap-1.5">
                  <dt>ISO 2</dt>
                  <dd className="font-mono font-medium text-foreground">{c.code}</dd>
                </div>
                <div className="flex gap-1.5">
                  <dt>ISO 3</dt>
                  <dd className="font-mono font-medium text-foreground">{c.code3}</dd>
                </div>
              </dl>
            }
            url={flagImageUrl(c.code, s.width)}
            data={countryCsvLine(c, s.width)}
            onCopied={record}
          />
        )}
      />
    </ToolPage>
  );
}

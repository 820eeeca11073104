import {
  allCountries,
  countriesCsv,
  countryCsvLine,
  filterCountries,
  flagImageUrl,
  type Country,
} from "../../../engines/reference/countries";
import { PictureFrame } from "../reference-shared/PictureFrame";
import { ReferencePage, type ReferenceSettings } from "../reference-shared/ReferencePage";
import { FlagImage } from "./FlagImage";

const noun = { one: "country", many: "countries" };

function card(c: Country, s: ReferenceSettings) {
  return {
    name: c.name,
    picture: (
      <PictureFrame width={s.width} border={s.border}>
        <FlagImage code={c.code} name={c.name} border={s.border} />
      </PictureFrame>
    ),
    facts: (
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
    ),
    url: flagImageUrl(c.code, s.width),
    data: countryCsvLine(c, s.width),
  };
}

/** Country Flags Reference: every ISO 3166-1 entry, pictures served by our own server. */
export default function CountryFlags() {
  return (
    <ReferencePage
      slug="country-flags"
      howItWorks={[
        "Search by country name (common names such as UK or Russia work too) or by either ISO code.",
        "Pick the image width and border style; cards show the flag at half the chosen width.",
        "Copy a flag's image URL or its CSV data line, or export the filtered list (Ctrl/Cmd+Enter).",
      ]}
      examples={(s) => [
        { label: "Islands", detail: "Search 'islands' — Cayman, Faroe, Marshall and more", apply: () => s.apply({ query: "islands" }) },
        { label: "By ISO 3 code", detail: "Search 'DEU' to find Germany", apply: () => s.apply({ query: "DEU" }) },
        {
          label: "Round icons for a map legend",
          detail: "Circular border at 80 px",
          apply: () => s.apply({ query: "", border: "circular", width: 80 }),
        },
      ]}
      all={allCountries}
      filter={filterCountries}
      idPrefix="flags"
      searchPlaceholder="Country name, GB or GBR"
      countNote="All 249 ISO 3166-1 entries: the ~195 sovereign states plus dependent territories, whose codes appear in real data too."
      exportFile="country-flags.csv"
      toCsv={countriesCsv}
      noun={noun}
      gridLabel="Country flags"
      emptyTitle="No countries match your search."
      keyOf={(c) => c.code}
      card={card}
    />
  );
}

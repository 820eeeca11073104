import { Landmark, MapPin } from "lucide-react";
import { crestImageUrl, filterUniversities, universitiesCsv, universityCsvLine } from "../../../engines/reference/crests";
import { universities, type University } from "../../../engines/reference/universities";
import { Badge } from "../../ui/badge";
import { PictureFrame } from "../reference-shared/PictureFrame";
import { ReferencePage, type ReferenceSettings } from "../reference-shared/ReferencePage";
import { CrestImage } from "./CrestImage";

const noun = { one: "university", many: "universities" };

function card(u: University, s: ReferenceSettings) {
  return {
    name: u.name,
    picture: (
      <PictureFrame width={s.width} border={s.border} className="[container-type:inline-size]">
        <CrestImage src={crestImageUrl(u, s.width)} name={u.name} type={u.type} />
      </PictureFrame>
    ),
    facts: (
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
    ),
    url: crestImageUrl(u, s.width),
    data: universityCsvLine(u, s.width),
  };
}

/** University Crests Reference [UK]: crests load from outside services, with a placeholder offline. */
export default function UniversityCrestsUk() {
  return (
    <ReferencePage
      slug="university-crests-uk"
      howItWorks={[
        "Search by name, city, type (e.g. Russell Group, Post-1992) or founding year.",
        "Pick the image width and border style; cards show the crest at half the chosen width.",
        "Copy a crest's image URL or its CSV data line, or export the filtered list (Ctrl/Cmd+Enter).",
        "Crests load from Wikimedia or a logo service; when they cannot load (offline), a placeholder in the type's colour is shown.",
      ]}
      examples={(s) => [
        { label: "Russell Group", detail: "The 20 non-ancient members", apply: () => s.setQuery("russell group") },
        { label: "Universities in Glasgow", detail: "Search by city", apply: () => s.setQuery("glasgow") },
        {
          label: "Round badges for slides",
          detail: "Ancient universities, circular at 320 px",
          apply: () => s.apply({ query: "ancient", border: "circular", width: 320 }),
        },
      ]}
      all={universities}
      filter={filterUniversities}
      idPrefix="crests"
      searchPlaceholder="Name, city, type or year"
      countNote="UK universities in the eight groups: Ancient, Russell Group, Collegiate, Post-1992, Plate Glass, Specialist, Federal, Private."
      exportFile="uk-university-crests.csv"
      toCsv={universitiesCsv}
      noun={noun}
      gridLabel="UK universities"
      emptyTitle="No universities match your search."
      keyOf={(u) => u.name}
      card={card}
    />
  );
}

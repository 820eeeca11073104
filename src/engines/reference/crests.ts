import { csvLine, toCsv } from "./csv";
import { matchesQuery } from "./search";
import type { University } from "./universities";
import type { ImageWidth } from "./widths";

/**
 * Crest image addresses (spec section 7: "university crests from a wiki media host or a logo
 * service (with a size parameter); ten named universities use fixed image addresses").
 *
 * The ten fixed ones are Wikipedia/Wikimedia Commons files. Each file name was checked against the
 * MD5 path Wikimedia stores it under, and is addressed through Special:FilePath, which is stable
 * across re-uploads and takes a width. Every other institution uses Google's favicon service keyed
 * by its web domain with a size parameter (`sz`): a university's site icon is its crest or mark, and
 * the service needs no key — unlike logo.clearbit.com, whose free logo API has been retired.
 * Neither host is reachable offline; the screen then shows a graduation-cap placeholder (spec
 * section 8).
 */
export const fixedCrestFiles: Readonly<Record<string, string>> = {
  "University of Oxford": "Arms_of_University_of_Oxford.svg",
  "University of Cambridge": "Coat_of_Arms_of_the_University_of_Cambridge.svg",
  "Imperial College London": "Shield_of_Imperial_College_London.svg",
  "University of Manchester": "Shield_of_the_University_of_Manchester.svg",
  "King's College London": "Kcl-logo.svg",
  "University of Edinburgh": "University_of_Edinburgh_ceremonial_roundel.svg",
  "University College London": "University_College_London_logo.svg",
  "London School of Economics and Political Science": "London_school_of_economics_logo_with_name.svg",
  "University of St Andrews": "University_of_St_Andrews_arms.svg",
  "University of Warwick": "University_of_Warwick_logo.svg",
};

export function crestImageUrl(u: Pick<University, "name" | "domain">, width: ImageWidth): string {
  const file = fixedCrestFiles[u.name];
  if (file) return `https://en.wikipedia.org/wiki/Special:FilePath/${encodeURIComponent(file)}?width=${width}`;
  return `https://www.google.com/s2/favicons?domain=${u.domain}&sz=${width}`;
}

/** Search over name, city, type, domain and the founding year. */
export function filterUniversities(list: readonly University[], query: string): University[] {
  return list.filter((u) => matchesQuery(query, [u.name, u.city, u.type, u.domain, String(u.founded)]));
}

export const universityCsvHeader = ["name", "city", "founded", "type", "domain", "crest_url"] as const;

function universityRow(u: University, width: ImageWidth) {
  return [u.name, u.city, u.founded, u.type, u.domain, crestImageUrl(u, width)];
}

/** The card's "Data" copy: one CSV record in the export's column order. */
export function universityCsvLine(u: University, width: ImageWidth): string {
  return csvLine(universityRow(u, width));
}

/** "Export All to CSV": the (filtered) list with a header, RFC 4180. */
export function universitiesCsv(list: readonly University[], width: ImageWidth): string {
  return toCsv(universityCsvHeader, list.map((u) => universityRow(u, width)));
}

import countries from "i18n-iso-countries";
import en from "i18n-iso-countries/langs/en.json";
import { csvLine, toCsv } from "./csv";
import { matchesQuery, sortByName } from "./search";
import type { ImageWidth } from "./widths";

/**
 * Which list: every officially assigned ISO 3166-1 entry (249), not only the ~195 sovereign
 * states the spec mentions. Analysts' data carries codes for dependent territories too (Puerto
 * Rico, Hong Kong, Greenland, Åland…), and a reference that lacked them would fail exactly when it
 * is needed. Names and codes come from the maintained i18n-iso-countries package (English locale),
 * never a hand-typed list. XK (Kosovo) is left out: it is a user-assigned code, not an ISO entry.
 */
countries.registerLocale(en);

export interface Country {
  /** English short name as ISO / the package gives it, e.g. "United Kingdom". */
  name: string;
  /** ISO 3166-1 alpha-2, upper case. */
  code: string;
  /** ISO 3166-1 alpha-3, upper case. */
  code3: string;
  /** Other common names the search also matches ("UK", "Russia", "Ivory Coast"). */
  aliases: string[];
}

/** The user-assigned codes the package carries that are not ISO 3166-1 entries. */
const notIso = new Set(["XK"]);

function buildCountries(): Country[] {
  const alpha3 = countries.getAlpha2Codes();
  const list: Country[] = [];
  for (const code of Object.keys(alpha3)) {
    if (notIso.has(code)) continue;
    const all = countries.getName(code, "en", { select: "all" }) ?? [];
    const name = all[0];
    const code3 = countries.alpha2ToAlpha3(code);
    if (!name || !code3) continue;
    list.push({ name, code, code3, aliases: all.slice(1) });
  }
  return sortByName(list, (c) => c.name);
}

export const allCountries: readonly Country[] = buildCountries();

/** Search over the name (and common aliases) and either code. */
export function filterCountries(list: readonly Country[], query: string): Country[] {
  return list.filter((c) => matchesQuery(query, [c.name, c.code, c.code3, ...c.aliases]));
}

/** The public flag image address of spec section 7 (width, lowercase code, .png). */
export function flagImageUrl(code: string, width: ImageWidth): string {
  return `https://flagcdn.com/w${width}/${code.toLowerCase()}.png`;
}

/** Our own server's copy of the flag (flag-icons SVG), so the page works offline. */
export function localFlagPath(code: string, ratio: "4x3" | "1x1"): string {
  return `/api/flags/${ratio}/${code.toLowerCase()}.svg`;
}

export const countryCsvHeader = ["name", "code", "code3", "flag_url"] as const;

function countryRow(c: Country, width: ImageWidth) {
  return [c.name, c.code, c.code3, flagImageUrl(c.code, width)];
}

/** The card's "Data" copy: one CSV record in the export's column order. */
export function countryCsvLine(c: Country, width: ImageWidth): string {
  return csvLine(countryRow(c, width));
}

/** "Export All to CSV": the (filtered) list with a header, RFC 4180. */
export function countriesCsv(list: readonly Country[], width: ImageWidth): string {
  return toCsv(countryCsvHeader, list.map((c) => countryRow(c, width)));
}

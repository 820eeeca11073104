/** LookML naming and string helpers shared by the converter and the image formatter. */

/**
 * A LookML field name: lower-case a–z, 0–9 and underscores, starting with a letter (Looker's rule).
 * "Profit Margin %" → "profit_margin_pct", "Émissions CO₂" → "emissions_co2". Returns "" when nothing
 * usable is left (for example a name written only in another script).
 */
export function toLookmlName(name: string): string {
  const ascii = name
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .replace(/%/g, " pct ")
    .replace(/&/g, " and ")
    // camelCase and PascalCase words become separate words: orderValue → order_value.
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1_$2")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "");
  if (!ascii) return "";
  return /^[a-z]/.test(ascii) ? ascii : `f_${ascii}`;
}

/** A LookML double-quoted string (labels, filter values): backslashes and quotes escaped. */
export function lookmlString(value: string): string {
  return `"${value.replace(/[\\"]/g, (c) => `\\${c}`).replace(/\r?\n/g, " ")}"`;
}

/** True when a name asks for a percentage format (spec: contains 'percent' or 'percentage'; also '%'). */
export function isPercentName(name: string): boolean {
  return /percent|%/i.test(name);
}

/**
 * LookML ends `sql:` and `html:` blocks at ";;". Text placed inside one must not contain it:
 * returns true when it does.
 */
export function containsBlockEnd(text: string): boolean {
  return text.includes(";;");
}

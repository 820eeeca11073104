/**
 * A whole number with comma thousands separators, as `n.toLocaleString("en-US")` writes it
 * ("12,345"). Without Intl: the first number format a page creates loads ICU data, tens of
 * milliseconds on a slow phone, and the usage badge draws its count on every page as it loads.
 */
export function groupDigits(n: number): string {
  const sign = n < 0 ? "-" : "";
  return sign + String(Math.round(Math.abs(n))).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

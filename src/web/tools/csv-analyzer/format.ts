/** Number and size formatting for the CSV screen (en-US grouping, as in the rest of the product). */
export function formatCount(n: number): string {
  return n.toLocaleString("en-US");
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${formatCount(n)} ${n === 1 ? one : many}`;
}

export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  if (n < 1024 * 1024 * 1024) return `${(n / (1024 * 1024)).toFixed(1)} MB`;
  return `${(n / (1024 * 1024 * 1024)).toFixed(2)} GB`;
}

/** A short number for statistics: integers grouped, decimals to 4 significant digits, huge/tiny in e-notation. */
export function formatNumber(v: number): string {
  if (!Number.isFinite(v)) return String(v);
  const abs = Math.abs(v);
  if (abs !== 0 && (abs >= 1e15 || abs < 1e-4)) return v.toExponential(3);
  if (Number.isInteger(v)) return v.toLocaleString("en-US");
  return v.toLocaleString("en-US", { maximumSignificantDigits: abs >= 1000 ? Math.max(4, Math.ceil(Math.log10(abs)) + 2) : 4 });
}

export function formatPercent(part: number, whole: number): string {
  if (whole === 0) return "0%";
  const p = (100 * part) / whole;
  if (p > 0 && p < 0.1) return "<0.1%";
  return `${p < 10 ? p.toFixed(1) : Math.round(p)}%`;
}

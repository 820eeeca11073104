import Papa from "papaparse";

export type Newline = "\n" | "\r\n" | "\r";

/** Delimiters we recognise, in order of preference when two fit equally well. */
export const CANDIDATE_DELIMITERS = [",", ";", "\t", "|"] as const;
export type Delimiter = (typeof CANDIDATE_DELIMITERS)[number];

/**
 * The line ending used between records: counts CRLF, LF and lone CR outside quoted fields. A quote
 * opens a quoted field only at the start of a field (RFC 4180), so a stray `"` inside an unquoted
 * value (e.g. 37°36'37.8"N) does not flip the count.
 */
export function detectNewline(sample: string): Newline {
  let crlf = 0;
  let lf = 0;
  let cr = 0;
  let inQuotes = false;
  let prev = -1;
  const n = sample.length;
  for (let i = 0; i < n; i++) {
    const c = sample.charCodeAt(i);
    if (inQuotes) {
      if (c === 0x22) {
        if (sample.charCodeAt(i + 1) === 0x22) i++;
        else inQuotes = false;
      }
    } else if (c === 0x22) {
      if (prev === -1 || prev === 0x2c || prev === 0x3b || prev === 0x09 || prev === 0x7c || prev === 0x0a || prev === 0x0d) inQuotes = true;
    } else if (c === 0x0d) {
      if (sample.charCodeAt(i + 1) === 0x0a) {
        crlf++;
        i++;
      } else if (i + 1 < n) {
        cr++; // a CR at the very end of a sample may be half of a CRLF: not counted
      }
    } else if (c === 0x0a) {
      lf++;
    }
    prev = sample.charCodeAt(i);
  }
  if (crlf >= lf && crlf >= cr && crlf > 0) return "\r\n";
  if (cr > lf) return "\r";
  return "\n";
}

/**
 * Picks the delimiter that splits the first rows into the most consistent number of fields
 * (at least two). `complete` says whether the sample is the whole file; if not, its last,
 * possibly cut, row is ignored. Falls back to a comma (a one-column file).
 */
export function detectDelimiter(sample: string, newline: Newline, complete: boolean): Delimiter {
  let best: Delimiter = ",";
  let bestConsistency = 0;
  let bestFields = 0;
  for (const delimiter of CANDIDATE_DELIMITERS) {
    if (!sample.includes(delimiter)) continue;
    const parser = new Papa.Parser({ delimiter, newline, quoteChar: '"', preview: 50 });
    const result = parser.parse(sample, 0, !complete) as { data: string[][] };
    const counts = result.data.filter((row) => !(row.length === 1 && row[0] === "")).map((row) => row.length);
    if (counts.length === 0) continue;
    const frequency = new Map<number, number>();
    for (const c of counts) frequency.set(c, (frequency.get(c) ?? 0) + 1);
    let modal = 0;
    let modalFrequency = 0;
    for (const [fields, f] of frequency) {
      if (f > modalFrequency || (f === modalFrequency && fields > modal)) {
        modal = fields;
        modalFrequency = f;
      }
    }
    if (modal < 2) continue;
    const consistency = modalFrequency / counts.length;
    if (consistency > bestConsistency || (consistency === bestConsistency && modal > bestFields)) {
      best = delimiter;
      bestConsistency = consistency;
      bestFields = modal;
    }
  }
  return best;
}

export function delimiterName(d: string): string {
  switch (d) {
    case ",":
      return "Comma";
    case ";":
      return "Semicolon";
    case "\t":
      return "Tab";
    case "|":
      return "Pipe";
    default:
      return JSON.stringify(d);
  }
}

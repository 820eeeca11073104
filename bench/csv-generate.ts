/** The generated CSV shared by the CSV benchmarks (deterministic, so runs are comparable). */
import fs from "node:fs";

/** Deterministic pseudo-random numbers (mulberry32) so every run measures the same file. */
function rng(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Writes a realistic orders file of about `target` bytes: quoted fields with commas, escaped
 * quotes and line breaks, non-ASCII text, empty cells, ISO dates, decimals and 2% duplicate rows.
 */
export function generateOrdersCsv(file: string, target: number): { rows: number; bytes: number } {
  const random = rng(42);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)];
  const regions = ["North", "South", "East", "West", "Central", "Île-de-France", "Zürich", "東京", "São Paulo", "Kraków"];
  const products = ["Widget", "Gadget, large", 'The "Pro" kit', "Cable 2m", "Adapter", "Bolt; M8", "Gizmo | v2"];
  const first = ["Ana", "Björn", "Chloé", "Dmitri", "Emeka", "Fatima", "Grace", "Hiro", "Inés", "Jamal"];
  const last = ["Smith", "Müller", "García", "Nakamura", "O'Brien", "Kowalski", "Dubois", "Rossi"];
  const fd = fs.openSync(file, "w");
  let bytes = 0;
  let rows = 0;
  let previous = "";
  const header = "order_id,order_date,customer,region,product,quantity,unit_price,discount,notes,paid\n";
  fs.writeSync(fd, header);
  bytes += Buffer.byteLength(header);
  let batch = "";
  while (bytes < target) {
    let line: string;
    if (previous && random() < 0.02) {
      line = previous; // an exact duplicate row
    } else {
      const id = rows + 1;
      const date = `2024-${String(1 + Math.floor(random() * 12)).padStart(2, "0")}-${String(1 + Math.floor(random() * 28)).padStart(2, "0")}`;
      const customer = `${pick(first)} ${pick(last)}`;
      const product = pick(products);
      const quotedProduct = /[",;|]/.test(product) ? `"${product.replaceAll('"', '""')}"` : product;
      const quantity = 1 + Math.floor(random() * 50);
      const price = (random() * 500).toFixed(2);
      const discount = random() < 0.3 ? "" : (random() * 0.3).toFixed(2);
      const r = random();
      const notes = r < 0.6 ? "" : r < 0.9 ? `"Deliver to gate ${Math.floor(random() * 40)}, ask for ""${pick(first)}"""` : `"Line one\nline two for order ${id}"`;
      line = `${id},${date},${customer},${pick(regions)},${quotedProduct},${quantity},${price},${discount},${notes},${random() < 0.8 ? "true" : "false"}\n`;
    }
    previous = line;
    batch += line;
    rows++;
    if (batch.length > 1 << 20) {
      bytes += fs.writeSync(fd, batch);
      batch = "";
    }
  }
  bytes += fs.writeSync(fd, batch);
  fs.closeSync(fd);
  return { rows, bytes };
}


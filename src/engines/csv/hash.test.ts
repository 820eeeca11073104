import { describe, expect, it } from "vitest";
import { DistinctHashes } from "./distinct-hashes";
import { RecordHasher, StringHasher } from "./hash";
import { HyperLogLog } from "./hyperloglog";
import { StreamingHistogram } from "./histogram";

describe("StringHasher", () => {
  it("gives different 64-bit hashes to a million different strings", () => {
    const h = new StringHasher();
    const set = new DistinctHashes();
    for (let i = 0; i < 1_000_000; i++) {
      h.hash(`row-${i}`);
      set.add(h);
    }
    expect(set.size).toBe(1_000_000);
  });
});

describe("RecordHasher", () => {
  const hashOf = (h: RecordHasher, fields: string[]): { hi: number; lo: number } => {
    h.start(fields.length);
    h.fields(fields, 0x2c);
    h.finish();
    return { hi: h.hi, lo: h.lo };
  };

  it("tells records apart by their fields, not just their characters", () => {
    const h = new RecordHasher();
    const records = [["ab", "c"], ["a", "bc"], ["abc"], ["abc", ""], ["", "abc"], ["c", "ab"], [""], ["", ""], ["a,b", "c"], ["a", "b,c"], ["a,b,c"], ["a", "b", "c"], [","], ["", ","], [",", ""]];
    const set = new DistinctHashes();
    for (const r of records) set.add(hashOf(h, r));
    expect(set.size).toBe(records.length);
    expect(hashOf(h, ["ab", "c"])).toEqual(hashOf(h, ["ab", "c"]));
  });

  it("gives different hashes to a million records that differ in one character, ASCII or not", () => {
    const h = new RecordHasher();
    const set = new DistinctHashes();
    for (let i = 0; i < 1_000_000; i++) {
      // Characters that differ only in their high bits (U+0041 vs U+0141 vs U+4E41) too.
      const c = String.fromCharCode(0x41 + ((i >>> 10) & 0x3f) + ((i >>> 16) << 8));
      set.add(hashOf(h, ["2024-01-01", `order ${i & 0x3ff}`, c, "x"]));
    }
    expect(set.size).toBe(1_000_000);
  });
});

describe("HyperLogLog", () => {
  it("estimates within 5%", () => {
    const h = new StringHasher();
    for (const n of [100, 10_000, 200_000]) {
      const hll = new HyperLogLog();
      for (let i = 0; i < n; i++) {
        h.hash(String(i));
        hll.add(h);
        hll.add(h);
      }
      expect(Math.abs(hll.estimate() - n) / n).toBeLessThan(0.05);
    }
  });
});

describe("StreamingHistogram", () => {
  it("keeps every count while the range grows in both directions", () => {
    const hist = new StreamingHistogram();
    let n = 0;
    for (let i = 0; i < 300; i++, n++) hist.add(100 + (i % 10) / 10);
    for (let i = 0; i < 1000; i++, n++) hist.add((i - 500) * 1e3);
    hist.add(1e9);
    n++;
    const bins = hist.bins(32);
    expect(bins.reduce((s, b) => s + b.count, 0)).toBe(n);
    expect(bins.length).toBeLessThanOrEqual(32);
    expect(bins[0].from).toBeLessThanOrEqual(-500_000);
    expect(bins[bins.length - 1].to).toBeGreaterThan(1e9);
    for (let i = 1; i < bins.length; i++) expect(bins[i].from).toBe(bins[i - 1].to);
  });

  it("handles a single value and no values", () => {
    const one = new StreamingHistogram();
    one.add(42);
    one.add(42);
    expect(one.bins()).toHaveLength(1);
    expect(one.bins()[0].count).toBe(2);
    expect(new StreamingHistogram().bins()).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { DistinctHashes } from "./distinct-hashes";
import { fmix32 } from "./hash";

/** A 64-bit value per i, with equal i giving equal values. */
const hi = (i: number) => fmix32(Math.imul(i, 0x9e3779b1) + 1);
const lo = (i: number) => fmix32(i ^ 0x5bd1e995);

describe("DistinctHashes", () => {
  it("counts distinct values exactly across growth and compaction", () => {
    // A small compaction threshold exercises the bucketed dedup many times.
    const set = new DistinctHashes(16, 1 << 10);
    const seen = new Set<number>();
    for (let i = 0; i < 300_000; i++) {
      // Repeats near and far: a third of the adds are values seen before.
      const v = i % 3 === 0 ? Math.floor(i / 7) : i;
      seen.add(v);
      set.add({ hi: hi(v), lo: lo(v) });
    }
    expect(set.size).toBe(seen.size);
    // Adding after a size query keeps counting.
    set.add({ hi: hi(1), lo: lo(1) });
    set.add({ hi: hi(-1), lo: lo(-1) });
    expect(set.size).toBe(seen.size + 1);
  });

  it("tells values apart by either half", () => {
    const set = new DistinctHashes();
    set.add({ hi: 1, lo: 2 });
    set.add({ hi: 2, lo: 1 });
    set.add({ hi: 1, lo: 3 });
    set.add({ hi: 1, lo: 2 });
    set.add({ hi: 0, lo: 5 });
    set.add({ hi: 5, lo: 0 });
    expect(set.size).toBe(5);
  });

  it("counts a million distinct values and their repeats", () => {
    const set = new DistinctHashes();
    for (let round = 0; round < 2; round++) for (let i = 0; i < 1_000_000; i++) set.add({ hi: hi(i), lo: lo(i) });
    expect(set.size).toBe(1_000_000);
  });
});

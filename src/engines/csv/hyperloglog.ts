/**
 * HyperLogLog distinct-count estimate (Flajolet et al. 2007) over 64-bit hashes, 2^12 registers:
 * 4 KB per column and a typical error of about 1.6%. Used once a column has more distinct values
 * than we are willing to keep exactly.
 */
import type { Hash64 } from "./hash";

const P = 12;
const M = 1 << P;
const ALPHA = 0.7213 / (1 + 1.079 / M);

export class HyperLogLog {
  private readonly registers = new Uint8Array(M);

  add(hash: Hash64): void {
    const hi = hash.hi;
    const lo = hash.lo;
    const index = hi >>> (32 - P);
    const rest = (hi << P) | 0; // the remaining 20 bits of hi, then lo
    const rank = rest !== 0 ? Math.clz32(rest) + 1 : 32 - P + Math.min(Math.clz32(lo), 31) + 1;
    if (rank > this.registers[index]) this.registers[index] = rank;
  }

  estimate(): number {
    let sum = 0;
    let zeros = 0;
    for (let j = 0; j < M; j++) {
      sum += 2 ** -this.registers[j];
      if (this.registers[j] === 0) zeros++;
    }
    const raw = (ALPHA * M * M) / sum;
    // Small-range correction (linear counting) while many registers are still empty.
    if (raw <= 2.5 * M && zeros > 0) return Math.round(M * Math.log(M / zeros));
    return Math.round(raw);
  }
}

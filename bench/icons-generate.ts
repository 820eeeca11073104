/**
 * How long the built-in icon engine takes to draw and rasterise a full set.
 * Run: npx tsx bench/icons-generate.ts
 */
import { generateIconSet } from "../src/engines/icons";

async function time(label: string, run: () => Promise<unknown>, repeats = 5) {
  const times: number[] = [];
  for (let i = 0; i < repeats; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  console.log(`${label}: median ${times[Math.floor(times.length / 2)].toFixed(0)} ms, best ${times[0].toFixed(0)} ms, worst ${times[times.length - 1].toFixed(0)} ms`);
}

// First call loads lucide's data (≈1 MB of JSON) once.
const cold = performance.now();
await generateIconSet({ topic: "security", shape: "rounded", style: "outline", size: 128, count: 8 });
console.log(`first call (loads lucide data): ${(performance.now() - cold).toFixed(0)} ms`);

for (const style of ["outline", "filled"] as const) {
  for (const shape of ["square", "rounded", "circular"] as const) {
    await time(`24 icons × 512 px, ${shape}, ${style}`, () => generateIconSet({ topic: "finance", shape, style, size: 512, count: 24 }));
  }
}
await time("12 icons × 256 px (defaults)", () => generateIconSet({ topic: "education", shape: "rounded", style: "outline", size: 256, count: 12 }));
const set = await generateIconSet({ topic: "travel", shape: "rounded", style: "filled", size: 512, count: 24 });
const bytes = set.icons.reduce((n, i) => n + i.imageData.length, 0);
console.log(`response size, 24 × 512 px: ${(bytes / 1024).toFixed(0)} KiB of data URLs`);

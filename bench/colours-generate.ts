/**
 * Colour engine timings: text palettes, image quantisation at several sizes, page CSS ranking.
 * Run: npx tsx bench/colours-generate.ts
 */
import { PNG } from "pngjs";
import { dominantColours, paletteFromImage, paletteFromText, rankPageColours } from "../src/engines/colours";

function time(label: string, run: () => unknown, repeats = 20) {
  run();
  const times: number[] = [];
  for (let i = 0; i < repeats; i++) {
    const t = performance.now();
    run();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  console.log(`${label}: median ${times[Math.floor(repeats / 2)].toFixed(2)} ms, worst ${times[repeats - 1].toFixed(2)} ms`);
}

time("text palette, 'calm ocean sunset for a fintech dashboard'", () => paletteFromText("calm ocean sunset for a fintech dashboard"));

/** A photo-like test image: smooth gradients plus noise, so k-means has real work. */
function photo(w: number, h: number) {
  const data = new Uint8Array(w * h * 4);
  let seed = 11;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 4;
      seed = (seed * 16807) % 2147483647;
      const n = (seed & 31) - 16;
      data[i] = Math.max(0, Math.min(255, (x / w) * 255 + n));
      data[i + 1] = Math.max(0, Math.min(255, (y / h) * 200 + n));
      data[i + 2] = Math.max(0, Math.min(255, 128 + 100 * Math.sin(x / 40) + n));
      data[i + 3] = 255;
    }
  }
  return { width: w, height: h, data };
}

for (const [w, h] of [[256, 256], [1024, 768], [4000, 3000]] as const) {
  const img = photo(w, h);
  time(`quantise ${w}×${h} (${((w * h) / 1e6).toFixed(1)} MP)`, () => dominantColours(img), w > 2000 ? 5 : 20);
}
const png = new PNG({ width: 1024, height: 768 });
png.data = Buffer.from(photo(1024, 768).data);
const dataUrl = `data:image/png;base64,${PNG.sync.write(png).toString("base64")}`;
console.log(`PNG data URL 1024×768: ${(dataUrl.length / 1024 / 1024).toFixed(1)} MB`);
time("decode PNG + quantise, 1024×768 data URL", () => paletteFromImage(dataUrl), 5);

// A framework-sized stylesheet: 4,000 rules using about 300 distinct colours.
const css = Array.from({ length: 4000 }, (_, i) => `.c${i}{color:#${(((i % 300) * 2654435761) % 16777216).toString(16).padStart(6, "0")};border:1px solid rgb(${i % 40} 10 20)}`).join("\n");
time(`rank colours of a ${(css.length / 1024).toFixed(0)} KB stylesheet`, () => rankPageColours({ themeColors: ["#336699"], styleBlocks: [], inlineStyles: [], stylesheetUrls: [] }, [css]), 5);

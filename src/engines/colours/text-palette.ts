import { clamp, contrast, deltaE, toHex, wrapHue, type Lch } from "./oklch";
import { phrases, vocabulary, type Anchor, type Harmony, type Mood } from "./vocabulary";

/** Palettes hold 5 to 8 colours: enough for a chart series plus text and background, few enough to stay calm. */
export const PALETTE_SIZE = { min: 5, max: 8 } as const;
/** Two palette colours must differ by at least this CIEDE2000 distance (≈10 reads as clearly different). */
export const MIN_DELTA_E = 10;
/** The text and background neutrals must reach WCAG AAA for body text. */
export const NEUTRAL_CONTRAST = 7;
/** Every other colour must reach WCAG AA (4.5:1) against one of the two neutrals. */
export const COLOUR_CONTRAST = 4.5;

export interface TextPalette {
  colours: string[];
  /** The vocabulary words the prompt was read with (empty when none matched). */
  matched: string[];
}

function singular(w: string): string {
  if (w.length > 4 && w.endsWith("ies")) return `${w.slice(0, -3)}y`;
  if (w.length > 3 && w.endsWith("s") && !w.endsWith("ss")) return w.slice(0, -1);
  return w;
}

/** Vocabulary words in the prompt, in the order they appear; phrases first, then single words. */
export function matchWords(prompt: string): string[] {
  let text = ` ${prompt.toLowerCase().replace(/[^a-z0-9]+/g, " ").trim()} `;
  const found: { key: string; at: number }[] = [];
  for (const [phrase, key] of Object.entries(phrases)) {
    const at = text.indexOf(` ${phrase} `);
    if (at >= 0) {
      found.push({ key, at });
      text = text.replace(` ${phrase} `, ` ${"_".repeat(phrase.length)} `);
    }
  }
  text.split(" ").forEach((word, i) => {
    if (!word || word.startsWith("_")) return;
    const key = word in vocabulary ? word : singular(word) in vocabulary ? singular(word) : null;
    if (key) found.push({ key, at: text.indexOf(` ${word} `) + i * 1e-6 });
  });
  const seen = new Set<string>();
  return found
    .sort((a, b) => a.at - b.at)
    .map((f) => f.key)
    .filter((k) => !seen.has(k) && seen.add(k));
}

/** Combines the moods of all matched words: lightness averaged, chroma multiplied, the last harmony wins. */
function combineMoods(moods: Mood[]): Required<Omit<Mood, "l">> & { l?: number } {
  const ls = moods.map((m) => m.l).filter((v): v is number => v !== undefined);
  return {
    l: ls.length ? ls.reduce((a, b) => a + b, 0) / ls.length : undefined,
    c: clamp(moods.reduce((acc, m) => acc * (m.c ?? 1), 1), 0.2, 1.8),
    harmony: [...moods].reverse().find((m) => m.harmony)?.harmony ?? "split",
    dark: moods.some((m) => m.dark),
  };
}

/** A stable hue for a prompt no word of the vocabulary names. */
function hueOf(text: string): number {
  let h = 2166136261;
  for (const ch of text.toLowerCase()) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 16777619);
  return (h >>> 0) % 360;
}

const HARMONY_OFFSETS: Record<Harmony, number[]> = {
  analogous: [30, -30, 60, -60, 90],
  complementary: [180, 30, 200, -30, 160],
  split: [150, 210, 40, -40, 180],
  triadic: [120, 240, 60, 180, 300],
  monochrome: [0, 0, 0, 0, 0],
};

/**
 * A harmonious 5–8 colour palette for a prompt, worked out in OKLCH:
 * 1. the colours the prompt names (anchors), shaped by its mood (lighter, muted, vivid…);
 * 2. filled up by the mood's harmony rule around the main hue (analogous, complementary, split, triadic);
 * 3. a dark and a light neutral tinted with the main hue, at least 7:1 apart, for text and background;
 * 4. every colour nudged until it is clearly distinct (ΔE2000 ≥ 10) from the others and readable
 *    (4.5:1) against one of the neutrals.
 */
export function paletteFromText(prompt: string): TextPalette {
  const matched = matchWords(prompt);
  const entries = matched.map((w) => vocabulary[w]);
  const mood = combineMoods(entries.flatMap((e) => (e.mood ? [e.mood] : [])));
  // Anchors of concrete words first; a word that is mostly a mood only lends its anchors when nothing else does.
  const concrete = entries.filter((e) => e.anchors && !e.mood).flatMap((e) => e.anchors!);
  const moodAnchors = entries.filter((e) => e.anchors && e.mood).flatMap((e) => e.anchors!);
  let anchors: Anchor[] = [...concrete, ...(concrete.length < 3 ? moodAnchors : [])];
  if (anchors.length === 0) anchors = [[hueOf(prompt), 0.55, 0.15]];

  const size = clamp(anchors.length + 2, 6, PALETTE_SIZE.max);
  const shaped: Lch[] = anchors.slice(0, size - 2).map(([h, l, c]) => ({
    h,
    l: mood.l === undefined ? l : l * 0.25 + mood.l * 0.75,
    c: c * mood.c,
  }));

  const base = shaped[0];
  const offsets = HARMONY_OFFSETS[mood.harmony];
  for (let i = 0; shaped.length < size - 2; i++) {
    const step = mood.harmony === "monochrome" ? (i % 2 === 0 ? 0.16 : -0.16) * (1 + Math.floor(i / 2)) : (i % 2 === 0 ? 0.08 : -0.08);
    shaped.push({
      h: wrapHue(base.h + offsets[i % offsets.length]),
      l: clamp(base.l + step, 0.3, 0.9),
      c: mood.harmony === "monochrome" ? base.c * 0.8 : Math.max(0.06, base.c * 0.9),
    });
  }

  const tint = Math.min(0.025, base.c * 0.2);
  const darkNeutral: Lch = { h: base.h, l: mood.dark ? 0.18 : 0.24, c: tint };
  const lightNeutral: Lch = { h: base.h, l: mood.dark ? 0.94 : 0.97, c: tint * 0.5 };
  const neutrals = mood.dark ? [darkNeutral, lightNeutral] : [lightNeutral, darkNeutral];
  const colours = settle(shaped, neutrals);
  return { colours: [...colours, ...neutrals.map(toHex)], matched };
}

/**
 * Settles each colour in turn: first readable (4.5:1 against a neutral, by moving lightness towards the
 * nearer end), then distinct from every colour already settled (ΔE2000 ≥ 10, by stepping lightness,
 * then hue). Both rules are checked together, so fixing one never undoes the other.
 */
function settle(colours: Lch[], neutrals: Lch[]): string[] {
  const [n1, n2] = neutrals.map(toHex);
  const settled: string[] = [n1, n2];
  const out: string[] = [];
  const readable = (hex: string) => Math.max(contrast(hex, n1), contrast(hex, n2)) >= COLOUR_CONTRAST;
  const distinct = (hex: string) => settled.every((f) => deltaE(hex, f) >= MIN_DELTA_E);
  for (const colour of colours) {
    let c = { ...colour };
    let best = toHex(c);
    for (let attempt = 0; attempt < 40; attempt++) {
      for (let i = 0; i < 25 && !readable(toHex(c)); i++) c = { ...c, l: clamp(c.l + (c.l >= 0.6 ? 0.02 : -0.02), 0.05, 0.98) };
      best = toHex(c);
      if (distinct(best)) break;
      if (attempt % 3 === 2) c = { ...c, h: wrapHue(c.h + 35), c: Math.max(c.c, 0.06) };
      else c = { ...c, l: clamp(c.l + (c.l > 0.55 ? -0.06 : 0.06), 0.22, 0.94) };
    }
    settled.push(best);
    out.push(best);
  }
  return out;
}

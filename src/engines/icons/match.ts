import { lucide } from "./lucide";
import { iconTopics, type IconTopic } from "./topics";
import { normalisedPhrase, singular, wordsOf } from "./words";

/** Words that say nothing about what the icons should show. */
const STOPWORDS = new Set(
  "a an and or the of for with to in on at by my our your their icon icons set sets pack theme themed style related stuff thing things simple modern custom professional".split(" "),
);

/** Broadly useful icons that finish a set when the topic's own icons run out. */
const GENERIC_FILL = [
  "star", "heart", "circle-check", "bell", "settings", "search", "house", "user", "mail", "calendar", "bookmark", "info",
  "lightbulb", "flag", "tag", "globe", "zap", "sparkles", "award", "target", "gift", "message-circle", "map-pin", "clock",
  "lock", "eye", "share-2", "download", "upload", "link", "image", "folder", "file-text", "camera", "phone", "cloud",
];

/**
 * Words that name the medium rather than the subject ("weather app"): they select the UI topic only when
 * nothing else in the request names a subject.
 */
const MEDIUM_WORDS = new Set(["app", "application", "website", "web", "interface", "ui", "user interface"].map((w) => normalisedPhrase(w).trim()));

export interface TopicScore {
  topic: IconTopic;
  score: number;
  /** Where in the query the topic was first named (earlier wins a tie). */
  position: number;
  /** The query words this topic consumed. */
  consumed: Set<string>;
  /** False when only medium words ("app") selected it. */
  subject: boolean;
}

/** The topics a free-text request names, best first ("hospital security" → security, health). */
export function matchTopics(query: string): TopicScore[] {
  const q = normalisedPhrase(query);
  const scores: TopicScore[] = [];
  for (const topic of iconTopics) {
    let score = 0;
    let position = Number.POSITIVE_INFINITY;
    const consumed = new Set<string>();
    const phrases = new Set<string>();
    let subject = false;
    for (const phrase of [topic.id, ...topic.words]) {
      const p = normalisedPhrase(phrase);
      // "apps" and "app" normalise alike: count each distinct phrase once.
      if (p.trim() === "" || phrases.has(p)) continue;
      phrases.add(p);
      const at = q.indexOf(p);
      if (at < 0) continue;
      const words = p.trim().split(" ");
      score += words.length * (phrase === topic.id ? 3 : 2);
      position = Math.min(position, at);
      for (const w of words) consumed.add(w);
      if (!MEDIUM_WORDS.has(p.trim())) subject = true;
    }
    if (score > 0) scores.push({ topic, score, position, consumed, subject });
  }
  const subjects = scores.filter((s) => s.subject);
  const ranked = (subjects.length > 0 ? subjects : scores).sort((a, b) => b.score - a.score || a.position - b.position);
  // "coffee shop" names drinks, not e-commerce: a topic whose words were all used by a better match goes.
  const kept: TopicScore[] = [];
  const used = new Set<string>();
  for (const t of ranked) {
    if ([...t.consumed].every((w) => used.has(w))) continue;
    kept.push(t);
    for (const w of t.consumed) used.add(w);
  }
  return kept;
}

interface TagIndex {
  /** word → icons whose name contains that word */
  byName: Map<string, string[]>;
  /** word → icons tagged with that word */
  byTag: Map<string, string[]>;
}

let tagIndex: TagIndex | null = null;

function index(): TagIndex {
  if (tagIndex) return tagIndex;
  const { nodes, tags } = lucide();
  const byName = new Map<string, string[]>();
  const byTag = new Map<string, string[]>();
  const add = (map: Map<string, string[]>, word: string, icon: string) => {
    const list = map.get(word);
    if (!list) map.set(word, [icon]);
    else if (list[list.length - 1] !== icon) list.push(icon);
  };
  for (const icon of Object.keys(nodes)) {
    for (const w of wordsOf(icon)) add(byName, singular(w), icon);
    for (const tag of tags[icon] ?? []) for (const w of wordsOf(tag)) add(byTag, singular(w), icon);
  }
  tagIndex = { byName, byTag };
  return tagIndex;
}

/** Icons whose name or lucide tags mention the given words, best match first. */
export function iconsTaggedWith(words: string[]): string[] {
  const { byName, byTag } = index();
  const score = new Map<string, number>();
  for (const w of words) {
    for (const icon of byName.get(w) ?? []) score.set(icon, (score.get(icon) ?? 0) + 3);
    for (const icon of byTag.get(w) ?? []) score.set(icon, (score.get(icon) ?? 0) + 2);
  }
  return [...score.entries()]
    .sort(
      (a, b) =>
        b[1] - a[1] ||
        // Simpler names ("ship") before variants ("ship-wheel"): the base glyph reads best.
        a[0].split("-").length - b[0].split("-").length ||
        a[0].localeCompare(b[0]),
    )
    .map(([icon]) => icon);
}

/** Takes from each list in turn, so every source is represented near the top. */
function roundRobin(lists: string[][]): string[] {
  const out: string[] = [];
  const longest = Math.max(0, ...lists.map((l) => l.length));
  for (let i = 0; i < longest; i++) for (const list of lists) if (i < list.length) out.push(list[i]);
  return out;
}

export interface IconSelection {
  /** Lucide icon names, distinct, exactly `count` of them. */
  icons: string[];
  /** The topic that sets the colour scheme, when one matched. */
  primary: IconTopic | null;
}

/**
 * Chooses `count` distinct icons for a topic: the hand-picked icons of every topic the request names
 * (interleaved), icons tagged with the request's other words, then icons of related topics, then
 * broadly useful ones — so a set is always full and always starts with the most relevant icons.
 */
export function chooseIcons(query: string, count: number): IconSelection {
  const { nodes } = lucide();
  const topics = matchTopics(query);
  const consumed = new Set(topics.flatMap((t) => [...t.consumed]));
  const freeWords = [...new Set(wordsOf(query).map(singular))].filter(
    (w) => !STOPWORDS.has(w) && !MEDIUM_WORDS.has(w) && !consumed.has(w) && w.length > 1,
  );

  const tagged = freeWords.length > 0 ? iconsTaggedWith(freeWords) : [];
  const firstTier = roundRobin([...topics.map((t) => t.topic.icons), tagged]);
  // "pizza" names no topic, but its icons belong to one (food): that topic sets the colours and the filler.
  const inferred = topics.length === 0 ? topicOfIcons(tagged.slice(0, 6)) : null;
  const named = topics.map((t) => t.topic);
  if (inferred) named.push(inferred);
  const namedIds = new Set(named.map((t) => t.id));
  const related = iconTopics.filter((t) => !namedIds.has(t.id) && named.some((m) => m.related.includes(t.id)));
  const secondTier = [
    ...(inferred ? inferred.icons : []),
    ...iconsTaggedWith(topics.flatMap((t) => [...t.consumed])),
    ...roundRobin(related.map((t) => t.icons)),
  ];

  const chosen: string[] = [];
  const seen = new Set<string>();
  for (const icon of [...firstTier, ...secondTier, ...GENERIC_FILL, ...Object.keys(nodes)]) {
    if (chosen.length >= count) break;
    if (seen.has(icon) || !nodes[icon]) continue;
    seen.add(icon);
    chosen.push(icon);
  }
  return { icons: chosen, primary: topics[0]?.topic ?? inferred };
}

/** The topic whose hand-picked list holds most of these icons (earlier icons count more), if any. */
function topicOfIcons(icons: string[]): IconTopic | null {
  let best: IconTopic | null = null;
  let bestScore = 0;
  for (const topic of iconTopics) {
    let score = 0;
    icons.forEach((icon, i) => {
      if (topic.icons.includes(icon)) score += icons.length - i;
    });
    if (score > bestScore) {
      best = topic;
      bestScore = score;
    }
  }
  return best;
}

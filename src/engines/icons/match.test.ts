import { describe, expect, it } from "vitest";
import { lucide, iconExists } from "./lucide";
import { chooseIcons, iconsTaggedWith, matchTopics } from "./match";
import { iconTopics } from "./topics";

describe("icon topics", () => {
  it("covers at least 60 topics, each with 24 distinct existing icons", () => {
    expect(iconTopics.length).toBeGreaterThanOrEqual(60);
    for (const topic of iconTopics) {
      const missing = topic.icons.filter((i) => !iconExists(i));
      expect(missing, `${topic.id}: not lucide icons`).toEqual([]);
      expect(new Set(topic.icons).size, `${topic.id}: duplicate icons`).toBe(topic.icons.length);
      expect(topic.icons.length, topic.id).toBeGreaterThanOrEqual(24);
    }
  });

  it("has unique ids, related topics that exist, and hues in range", () => {
    const ids = new Set(iconTopics.map((t) => t.id));
    expect(ids.size).toBe(iconTopics.length);
    for (const t of iconTopics) {
      for (const r of t.related) expect(ids.has(r), `${t.id} → ${r}`).toBe(true);
      expect(t.hue).toBeGreaterThanOrEqual(0);
      expect(t.hue).toBeLessThan(360);
    }
  });

  it("includes the common topics the issue names", () => {
    for (const q of ["security", "finance", "education", "health", "travel", "e-commerce", "analytics", "weather"]) {
      expect(matchTopics(q).length, q).toBeGreaterThan(0);
    }
  });
});

describe("matchTopics", () => {
  it("finds topics by synonym and plural", () => {
    expect(matchTopics("Banking")[0].topic.id).toBe("finance");
    expect(matchTopics("online shopping")[0].topic.id).toBe("ecommerce");
    expect(matchTopics("hospitals")[0].topic.id).toBe("health");
    expect(matchTopics("Universities")[0].topic.id).toBe("education");
  });

  it("lets the subject win over the medium ('weather app')", () => {
    expect(matchTopics("weather app").map((t) => t.topic.id)).toEqual(["weather"]);
    expect(matchTopics("app")[0].topic.id).toBe("ui");
  });

  it("drops a topic whose words a longer phrase already used ('coffee shop' is not e-commerce)", () => {
    expect(matchTopics("coffee shop").map((t) => t.topic.id)).toEqual(["drinks"]);
  });

  it("keeps every topic a mixed request names", () => {
    const ids = matchTopics("hospital security").map((t) => t.topic.id);
    expect(ids).toContain("security");
    expect(ids).toContain("health");
  });

  it("matches whole words only", () => {
    // "cart" must not match inside "cartography"'s topic word list for e-commerce
    expect(matchTopics("cartography").map((t) => t.topic.id)).toEqual(["maps"]);
  });
});

describe("chooseIcons", () => {
  it("returns exactly count distinct existing icons for every count the screen allows", () => {
    for (const count of [8, 12, 16, 20, 24]) {
      const { icons } = chooseIcons("security", count);
      expect(icons).toHaveLength(count);
      expect(new Set(icons).size).toBe(count);
      for (const i of icons) expect(iconExists(i)).toBe(true);
    }
  });

  it("starts with the topic's hand-picked icons", () => {
    expect(chooseIcons("security", 8).icons.slice(0, 3)).toEqual(["shield-check", "lock", "key-round"]);
    expect(chooseIcons("finance", 8).icons).toContain("piggy-bank");
    expect(chooseIcons("weather", 8).icons).toContain("cloud-rain");
  });

  it("mixes the icons of two named topics near the top", () => {
    const top = chooseIcons("education finance", 8).icons;
    expect(top).toContain("graduation-cap");
    expect(top).toContain("piggy-bank");
  });

  it("uses lucide tags for words no topic knows", () => {
    const { icons, primary } = chooseIcons("pizza", 8);
    expect(primary?.id).toBe("food"); // pizza is not a topic word, but lucide tags it
    expect(icons).toContain("pizza");
    const tagged = iconsTaggedWith(["cheese"]);
    expect(tagged.length).toBeGreaterThan(0);
    for (const i of tagged) {
      const words = [i, ...(lucide().tags[i] ?? [])].join(" ");
      expect(words).toMatch(/chees/);
    }
  });

  it("still fills a set for a topic nothing matches", () => {
    const { icons, primary } = chooseIcons("xyzzy qwerty", 24);
    expect(primary).toBeNull();
    expect(new Set(icons).size).toBe(24);
  });

  it("is deterministic", () => {
    expect(chooseIcons("travel", 16)).toEqual(chooseIcons("travel", 16));
  });
});

import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { addBootPreloads, bootLoaderHash, deferBoot } from "./boot-loader";

const PAGE =
  '<html><head><title>t</title>\n    <script type="module" crossorigin src="./assets/index-a.js"></script>\n' +
  '    <link rel="modulepreload" crossorigin href="./assets/react-b.js">\n    <link rel="modulepreload" crossorigin href="./assets/cn-c.js">\n' +
  '</head><body><div id="root"></div></body></html>';

const bootOf = (html: string) => JSON.parse(/<script type="application\/json" id="boot">([^<]*)<\/script>/.exec(html)![1]!);

describe("deferBoot", () => {
  it("moves the entry and its preloads out of the head into a boot list and a hashed loader", () => {
    const { html, scriptHashes } = deferBoot(PAGE);
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).not.toMatch(/type="module"|modulepreload/);
    expect(bootOf(html)).toEqual({ entry: "./assets/index-a.js", preload: ["./assets/react-b.js", "./assets/cn-c.js"] });
    const loader = /<script>([^<]*)<\/script>\s*<\/body>/.exec(html)![1]!;
    expect(scriptHashes).toEqual([`'sha256-${createHash("sha256").update(loader).digest("base64")}'`]);
    expect(scriptHashes[0]).toBe(bootLoaderHash);
  });

  it("leaves a page without a module entry alone", () => {
    const plain = "<html><head></head><body></body></html>";
    expect(deferBoot(plain)).toEqual({ html: plain, scriptHashes: [] });
  });

  it("adds a page's own chunks after the app's, once each, and keeps the JSON unable to close its element", () => {
    const { html } = deferBoot(PAGE);
    const more = addBootPreloads(html, ["assets/screen-d.js", "./assets/cn-c.js", "assets/x</script>.js"]);
    expect(bootOf(more).preload).toEqual(["./assets/react-b.js", "./assets/cn-c.js", "assets/screen-d.js", "assets/x</script>.js"]);
    expect(more).not.toContain("x</script>");
    expect(addBootPreloads(html, [])).toBe(html);
  });
});

describe("the loader in a page", () => {
  it("adds the entry and the preloads once, after a frame, a few per task, and only once when the timer fires too", async () => {
    const { html } = deferBoot(PAGE);
    const loader = /<script>([^<]*)<\/script>\s*<\/body>/.exec(html)![1]!;
    const added: Record<string, unknown>[] = [];
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    // A slow clock: every element added takes 3 ms, so a task holds at most two.
    let now = 0;
    const performance = { now: () => now };
    const document = {
      getElementById: (id: string) => (id === "boot" ? { textContent: JSON.stringify(bootOf(html)) } : null),
      createElement: (tag: string) => ({ tag }),
      head: {
        appendChild: (e: Record<string, unknown>) => {
          now += 3;
          added.push(e);
        },
      },
    };
    new Function("document", "requestAnimationFrame", "setTimeout", "performance", loader)(
      document,
      (f: () => void) => frames.push(f),
      (f: () => void) => timers.push(f),
      performance,
    );
    expect(added).toEqual([]);
    frames.forEach((f) => f());
    // The timer queued by the frame and the 300 ms fallback: the loader starts once.
    const runTimers = () => timers.splice(0).forEach((f) => f());
    runTimers();
    expect(added).toHaveLength(2);
    runTimers();
    expect(added.map((e) => [e.tag, e.rel ?? e.type, e.href ?? e.src])).toEqual([
      ["script", "module", "./assets/index-a.js"],
      ["link", "modulepreload", "./assets/react-b.js"],
      ["link", "modulepreload", "./assets/cn-c.js"],
    ]);
    expect(timers).toEqual([]);
  });
});

import type { AnyNode, Element } from "domhandler";

/** Elements whose content is never readable text. */
const SKIP = new Set([
  "script", "style", "noscript", "template", "svg", "canvas", "iframe", "object", "embed", "head", "meta", "link",
  "button", "select", "option", "input", "textarea", "map", "audio", "video", "picture", "source", "dialog",
]);

/** Elements that start a new block of text. */
const BLOCK = new Set([
  "p", "div", "section", "article", "main", "header", "footer", "aside", "nav", "address", "figure", "figcaption",
  "details", "summary", "form", "fieldset", "legend", "center", "hgroup", "body", "html", "caption", "label",
]);

function isElement(node: AnyNode): node is Element {
  return node.type === "tag" || node.type === "script" || node.type === "style";
}

function hidden(el: Element): boolean {
  const a = el.attribs ?? {};
  return "hidden" in a || a["aria-hidden"] === "true" || /display\s*:\s*none/i.test(a.style ?? "");
}

function collapse(text: string): string {
  return text.replace(/[ \t\r\n\f\u00a0]+/g, " ");
}

/** Inline text of a subtree (links, emphasis…), whitespace collapsed, <br> as a line break. */
export function inlineText(node: AnyNode): string {
  let out = "";
  const walk = (n: AnyNode) => {
    if (n.type === "text") out += collapse((n as unknown as { data: string }).data);
    else if (isElement(n)) {
      if (SKIP.has(n.name) || hidden(n)) return;
      if (n.name === "br") out += "\n";
      else if (n.name === "img") return;
      else {
        const blockish = BLOCK.has(n.name) || /^(h[1-6]|li|tr|td|th|p|dt|dd)$/.test(n.name);
        if (blockish && out && !/\s$/.test(out)) out += " ";
        n.children.forEach(walk);
        if (blockish && out && !/\s$/.test(out)) out += " ";
      }
    }
  };
  walk(node);
  return out
    .split("\n")
    .map((l) => l.replace(/ {2,}/g, " ").trim())
    .join("\n")
    .trim();
}

/**
 * Readable text of a subtree: headings as "#" lines, paragraphs separated by blank lines, lists as
 * "-" or "1." items (indented when nested), tables as " | " rows, quotes with ">", code kept as is.
 */
export function blocksOf(root: AnyNode | AnyNode[]): string[] {
  const blocks: string[] = [];
  let buffer = "";
  const flush = () => {
    const text = buffer
      .split("\n")
      .map((l) => l.replace(/ {2,}/g, " ").trim())
      .join("\n")
      .trim();
    if (text) blocks.push(text);
    buffer = "";
  };

  const walk = (n: AnyNode, depth: number) => {
    if (n.type === "text") {
      buffer += collapse((n as unknown as { data: string }).data);
      return;
    }
    if (n.type === "root") {
      (n as unknown as { children: AnyNode[] }).children.forEach((c) => walk(c, depth));
      return;
    }
    if (!isElement(n) || SKIP.has(n.name) || hidden(n)) return;
    const name = n.name;
    if (name === "br") {
      buffer += "\n";
    } else if (/^h[1-6]$/.test(name)) {
      flush();
      const text = inlineText(n).replace(/\n+/g, " ");
      if (text) blocks.push(`${"#".repeat(Number(name[1]))} ${text}`);
    } else if (name === "ul" || name === "ol") {
      flush();
      const items = listItems(n, 0);
      if (items.length) blocks.push(items.join("\n"));
    } else if (name === "table") {
      flush();
      const rows = tableRows(n);
      if (rows.length) blocks.push(rows.join("\n"));
    } else if (name === "tr") {
      // A row on its own (e.g. matched by a selector): its cells, separated.
      flush();
      const row = rowText(n);
      if (row) blocks.push(row);
    } else if (name === "pre") {
      flush();
      const raw = textContent(n).replace(/\s+$/, "");
      if (raw.trim()) blocks.push(raw);
    } else if (name === "blockquote") {
      flush();
      const inner = blocksOf(n.children);
      if (inner.length) blocks.push(inner.join("\n\n").split("\n").map((l) => `> ${l}`).join("\n"));
    } else if (name === "hr") {
      flush();
    } else if (name === "dl") {
      flush();
      const lines: string[] = [];
      for (const c of n.children) {
        if (!isElement(c)) continue;
        const t = inlineText(c);
        if (t) lines.push(c.name === "dd" ? `  ${t}` : t);
      }
      if (lines.length) blocks.push(lines.join("\n"));
    } else if (name === "p" || BLOCK.has(name) || name === "li") {
      flush();
      n.children.forEach((c) => walk(c, depth + 1));
      flush();
    } else if (name === "img") {
      // Images carry no text; their alt text is often decorative.
    } else {
      n.children.forEach((c) => walk(c, depth + 1));
    }
  };

  (Array.isArray(root) ? root : [root]).forEach((n) => walk(n, 0));
  flush();
  return blocks;
}

function textContent(n: AnyNode): string {
  if (n.type === "text") return (n as unknown as { data: string }).data;
  if (!isElement(n) && n.type !== "root") return "";
  if (isElement(n) && SKIP.has(n.name)) return "";
  return (n as unknown as { children: AnyNode[] }).children.map(textContent).join("");
}

function listItems(list: Element, depth: number): string[] {
  const out: string[] = [];
  let number = Number(list.attribs?.start ?? 1) || 1;
  for (const li of list.children) {
    if (!isElement(li) || li.name !== "li" || hidden(li)) continue;
    // The item's own text, without nested lists (those follow, indented).
    const own = li.children.filter((c) => !(isElement(c) && (c.name === "ul" || c.name === "ol")));
    const text = own.map(inlineText).join(" ").replace(/\s+/g, " ").trim();
    const marker = list.name === "ol" ? `${number++}.` : "-";
    if (text) out.push(`${"  ".repeat(depth)}${marker} ${text}`);
    for (const c of li.children) {
      if (isElement(c) && (c.name === "ul" || c.name === "ol")) out.push(...listItems(c, depth + 1));
    }
  }
  return out;
}

function rowText(tr: Element): string {
  const cells = tr.children.filter((c): c is Element => isElement(c) && (c.name === "td" || c.name === "th"));
  const texts = cells.map((c) => inlineText(c).replace(/\s*\n\s*/g, " ").replace(/\|/g, "\\|"));
  return texts.some(Boolean) ? texts.join(" | ") : "";
}

function tableRows(table: Element): string[] {
  const rows: string[] = [];
  let headerDone = false;
  const visit = (n: AnyNode) => {
    if (!isElement(n)) return;
    if (n.name === "table" && n !== table) return; // nested tables are rare noise in layouts
    if (n.name === "caption") {
      const c = inlineText(n);
      if (c) rows.push(c);
      return;
    }
    if (n.name === "tr") {
      const cells = n.children.filter((c): c is Element => isElement(c) && (c.name === "td" || c.name === "th"));
      const row = rowText(n);
      if (row) {
        rows.push(row);
        if (!headerDone && cells.length && cells.every((c) => c.name === "th")) rows.push(cells.map(() => "---").join(" | "));
        headerDone = true;
      }
      return;
    }
    n.children.forEach(visit);
  };
  table.children.forEach(visit);
  return rows;
}

/** Text of one matched element: block structure for containers, plain text for headings and inline ones. */
export function elementText(el: AnyNode): string {
  // A matched heading reads as its text, without the "#" marker used inside page text.
  if (el.type === "tag" && /^h[1-6]$/.test((el as Element).name)) return inlineText(el);
  const blocks = blocksOf(el);
  return blocks.length ? blocks.join("\n\n") : inlineText(el);
}

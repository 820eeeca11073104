import { DOMImplementation, type Document as XDocument, type Node as XNode } from "@xmldom/xmldom";
import type { CheerioAPI } from "cheerio";
import type { AnyNode, Element } from "domhandler";
import xpath from "xpath";
import { elementText } from "./readable-text";
import { ExtractionError } from "./errors";

/** A valid XML name from an HTML tag or attribute name ("svg:rect" → "svg_rect", "@click" → dropped). */
function xmlName(name: string): string | null {
  const n = name.toLowerCase().replace(/:/g, "_").replace(/[^a-z0-9_.-]/g, "");
  if (!n || !/^[a-z_]/.test(n)) return null;
  return n;
}

/**
 * Copies the HTML5 tree parsed by cheerio (parse5: forgiving, like a browser) into an xmldom
 * document without namespaces, so XPath such as //table//tr works the way people write it.
 * Each element keeps a link back to its cheerio node to reuse the readable-text walker.
 */
function toXmlDocument($: CheerioAPI): { doc: XDocument; origin: WeakMap<object, AnyNode> } {
  const doc = new DOMImplementation().createDocument(null, "", null);
  const origin = new WeakMap<object, AnyNode>();
  const copy = (node: AnyNode, parent: XNode) => {
    if (node.type === "text") {
      parent.appendChild(doc.createTextNode((node as unknown as { data: string }).data));
      return;
    }
    if (node.type !== "tag" && node.type !== "script" && node.type !== "style") return;
    const el = node as Element;
    const name = xmlName(el.name);
    if (!name) {
      el.children.forEach((c) => copy(c, parent));
      return;
    }
    const x = doc.createElement(name);
    origin.set(x, el);
    for (const [k, v] of Object.entries(el.attribs ?? {})) {
      const attr = xmlName(k);
      if (attr && !x.hasAttribute(attr)) x.setAttribute(attr, v);
    }
    parent.appendChild(x);
    el.children.forEach((c) => copy(c, x));
  };
  for (const top of $.root().children().toArray()) copy(top, doc);
  indexDocumentOrder(doc);
  return { doc, origin };
}

interface Ordered {
  __order?: number;
  __end?: number;
}

/**
 * xpath sorts results with compareDocumentPosition, which xmldom computes by walking the tree:
 * O(n) per comparison, so //td on a large page took seconds. Every node of our document gets its
 * pre-order position and the last position inside it, and an O(1) comparison from those.
 */
function indexDocumentOrder(doc: XDocument): void {
  let next = 0;
  const fallback = (doc as unknown as { compareDocumentPosition: (o: unknown) => number }).compareDocumentPosition;
  function compare(this: Ordered, other: Ordered): number {
    if (other === this) return 0;
    if (this.__order === undefined || other?.__order === undefined) return fallback.call(this, other);
    const a = this.__order;
    const b = other.__order;
    if (b > a && b <= this.__end!) return 0x14; // other is inside this (and follows it)
    if (a > b && a <= other.__end!) return 0x0a; // other contains this (and precedes it)
    return b < a ? 0x02 : 0x04;
  }
  const visit = (node: XNode & Ordered) => {
    node.__order = next++;
    node.compareDocumentPosition = compare as never;
    const attrs = (node as unknown as { attributes?: ArrayLike<XNode & Ordered> }).attributes;
    if (attrs) {
      for (let i = 0; i < attrs.length; i++) {
        const attr = attrs[i]!;
        // Attributes sit after their element and before its children.
        attr.__order = node.__order + (i + 1) / (attrs.length + 1);
        attr.__end = attr.__order;
        attr.compareDocumentPosition = compare as never;
      }
    }
    for (let c = node.firstChild as (XNode & Ordered) | null; c; c = c.nextSibling as (XNode & Ordered) | null) visit(c);
    node.__end = next - 1;
  };
  visit(doc as unknown as XNode & Ordered);
}

/** Evaluates an XPath 1.0 expression; node results become readable text, values become strings. */
export function selectXPath($: CheerioAPI, expression: string): string[] {
  const { doc, origin } = toXmlDocument($);
  let result: unknown;
  try {
    result = xpath.select(expression, doc as unknown as Node);
  } catch (err) {
    throw new ExtractionError(`That XPath is not valid: ${(err as Error).message.replace(/\s+/g, " ").slice(0, 200)}`);
  }
  if (typeof result === "string") return result.trim() ? [result] : [];
  if (typeof result === "number" || typeof result === "boolean") return [String(result)];
  if (!Array.isArray(result)) return [];
  return result.map((n: { nodeType: number; nodeValue?: string | null; value?: string }) => {
    if (n.nodeType === 2) return n.value ?? "";
    if (n.nodeType === 3) return (n.nodeValue ?? "").replace(/\s+/g, " ").trim();
    const source = origin.get(n as object);
    if (source) return elementText(source);
    return String((n as { textContent?: string }).textContent ?? "").trim();
  });
}

/**
 * What a page puts in its <head> besides the document's own tags: the title,
 * meta and link elements, and structured data (meta.ts and json-ld.ts build
 * them, islands/head-tags.astro writes them).
 */

/** One element of the head, in the shapes the site produces. */
export type HeadTag =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: "link"; rel: string; href: string; hrefLang?: string }
  /** Structured data: the JSON of a `<script type="application/ld+json">`. */
  | { "script:ld+json": unknown };

/** An element as written: its kind, and its attributes or text. */
export type HeadElement =
  | { kind: "title"; text: string }
  | { kind: "json"; json: string }
  | { kind: "link"; attributes: { rel: string; href: string; hreflang?: string } }
  | { kind: "meta"; attributes: Record<string, string> };

/** JSON inside <script> must not be able to close it or open a comment. */
export const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

export function headElement(tag: HeadTag): HeadElement {
  if ("title" in tag) return { kind: "title", text: tag.title };
  if ("script:ld+json" in tag) return { kind: "json", json: scriptSafeJson(tag["script:ld+json"]) };
  if ("tagName" in tag) {
    const { tagName: _tag, hrefLang, ...attributes } = tag;
    return { kind: "link", attributes: { ...attributes, hreflang: hrefLang } };
  }
  return { kind: "meta", attributes: tag };
}

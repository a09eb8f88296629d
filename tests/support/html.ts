/** Reading the site's raw HTML in tests. */

/** What React writes into HTML for a text node. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#x27;");
}

/** Every JSON-LD object on the page, parsed (a block holding an array gives each entry). */
export function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].flatMap(
    ([, text = ""]) => {
      const parsed: unknown = JSON.parse(text);
      return (Array.isArray(parsed) ? parsed : [parsed]) as Record<string, unknown>[];
    },
  );
}

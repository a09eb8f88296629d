/**
 * The plain text the blog search looks through: each article's body as a reader
 * sees it (sections, price tables, FAQ and the extras beside it), without markup.
 * Written at build time into one small module per language that the browser
 * loads only when the search box is first used.
 */
import type { PostBody, PostContent } from "#content/blog/types.ts";
import type { Lang } from "#shared/lang.ts";
import { htmlToText } from "#shared/text.ts";

/** Every text in the extras (links' targets and the metrics' frequency keys are no text). */
function extrasText(value: unknown, key = ""): string[] {
  if (typeof value === "string") return key === "href" || key === "frequency" ? [] : [value];
  if (Array.isArray(value)) return value.flatMap((item) => extrasText(item));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([name, item]) => extrasText(item, name));
  return [];
}

/** One body as a single line of plain text. */
export function bodyText(body: PostBody): string {
  const parts = body.blocks.flatMap((block) => {
    if (block.kind === "html") return [htmlToText(block.html)];
    if (block.kind === "faq")
      return [
        block.heading,
        ...block.items.flatMap((item) => [item.question, htmlToText(item.answerHtml)]),
      ];
    return [...block.table.headers, ...block.table.rows.flat().map(htmlToText)];
  });
  return [...parts, ...extrasText(body.extras)].join(" ");
}

/**
 * Body text by slug for one language. An article written in Polish only shows its
 * Polish body on the English page too, so that is what the English search reads.
 */
export function searchTexts(contents: readonly PostContent[], lang: Lang): Record<string, string> {
  return Object.fromEntries(
    contents.map((content) => [content.slug, bodyText(content[lang] ?? content.pl)]),
  );
}

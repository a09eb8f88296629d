import { renderedHtml } from "virtual:blog-html";
import { useState } from "react";
import type { Lang } from "#shared/lang.ts";
import type { HtmlStretch } from "../../blog/article-body.ts";

const ATTRIBUTE = "data-html-stretch";

/** What the server rendered for this stretch, read from the document being hydrated. */
function renderedInDocument(ordinal: number): string {
  if (typeof document === "undefined") return "";
  return document.querySelector(`[${ATTRIBUTE}="${ordinal}"]`)?.innerHTML ?? "";
}

/**
 * One stretch of an article's HTML (trusted: rendered from the Markdown at
 * build time). The server renders it from the compiled blog; hydration keeps
 * the markup already in the document, since the HTML is not repeated in the
 * hydration data; a client-side visit brings it in `stretch.html`.
 */
export function ArticleHtml({
  slug,
  lang,
  stretch,
}: {
  slug: string;
  lang: Lang;
  stretch: HtmlStretch;
}) {
  const html = stretch.html ?? renderedHtml?.[slug]?.[lang]?.[stretch.ordinal];
  const [hydrated] = useState(() => html ?? renderedInDocument(stretch.ordinal));
  return (
    <div
      lang={lang}
      className="article-body"
      {...{ [ATTRIBUTE]: stretch.ordinal }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: trusted HTML rendered from the article's Markdown at build time
      dangerouslySetInnerHTML={{ __html: html ?? hydrated }}
    />
  );
}

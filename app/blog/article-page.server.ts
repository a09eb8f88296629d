/** What an article's page draws: one language's words and only what the page shows. */
import { findPost, type PostSummary, posts } from "#content/blog/posts.ts";
import type { PostContent } from "#content/blog/types.ts";
import type { Lang } from "#shared/lang.ts";
import { inLanguage } from "../i18n/in-language.ts";
import { bodyForBrowser } from "./article-body.ts";
import { findContent } from "./content.server.ts";
import { relatedPosts } from "./search.ts";

/** The page data of a compiled article among `all` the blog's posts. */
export function articlePageData(
  post: PostSummary,
  content: PostContent,
  lang: Lang,
  all: readonly PostSummary[],
) {
  const english = lang === "en" && content.en !== null;
  const body = english && content.en ? content.en : content.pl;
  const pdf = content.checklistPdf;
  return {
    post: inLanguage(post, lang),
    seo: content.seo[lang],
    body: bodyForBrowser(body),
    bodyLang: english ? ("en" as const) : ("pl" as const),
    layout: content.layout,
    download: pdf && { path: pdf.path, fileName: pdf.fileName, note: pdf.note[lang] },
    related: inLanguage(relatedPosts(post, all), lang),
  };
}

export type ArticlePage = ReturnType<typeof articlePageData>;

/** The page data of the published article `slug`, if there is one. */
export function articlePage(slug: string | undefined, lang: Lang): ArticlePage | undefined {
  const post = findPost(slug);
  const content = post && findContent(post.slug);
  return post && content ? articlePageData(post, content, lang, posts) : undefined;
}

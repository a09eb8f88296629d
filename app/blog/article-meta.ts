/** An article page's title, description, Open Graph tags and structured data. */

import { categoryById } from "#content/blog/categories.ts";
import { site } from "#content/site.ts";
import { langFromPath, localizePath } from "#shared/lang.ts";
import { pagePath } from "#shared/route-table.ts";
import type { HeadTag } from "../seo/head-tags.ts";
import { absoluteUrl, jsonLd } from "../seo/json-ld.ts";
import { pageMeta } from "../seo/meta.ts";
import { bodyFaq, extrasFaq } from "./article-body.ts";
import type { ArticlePage } from "./article-page.server.ts";
import { blogPosting, faqPage, howTo } from "./structured-data.ts";

/** Search results cut titles longer than this; such a title is shown without the site's name. */
const MAX_TITLE = 70;

export function articleMeta(
  { post, seo, body, bodyLang }: Pick<ArticlePage, "post" | "seo" | "body" | "bodyLang">,
  pathname: string,
): HeadTag[] {
  const lang = langFromPath(pathname);
  const plPath = pagePath("blogPost", post.slug);
  const canonicalPath = post.polishOnly ? plPath : localizePath(plPath, lang);
  const withSite = `${seo.title} | ${site.name}`;
  const sectionFaq = bodyFaq(body);
  const faq = sectionFaq.length > 0 ? sectionFaq : extrasFaq(body.extras);
  const articleUrl = absoluteUrl(canonicalPath);
  const structuredData: HeadTag[] = [jsonLd(blogPosting(post, lang, articleUrl, bodyLang))];
  if (faq.length > 0) structuredData.push(jsonLd(faqPage(faq)));
  if (body.steps.length >= 2) {
    structuredData.push(jsonLd(howTo(post.title, body.steps, articleUrl)));
  }
  return pageMeta({
    page: "blogPost",
    pathname,
    slug: post.slug,
    title: post.title,
    documentTitle: withSite.length <= MAX_TITLE ? withSite : seo.title,
    description: seo.description,
    keywords: seo.keywords.join(", "),
    ogType: "article",
    canonicalPath,
    // A Polish-only article's /en page shows the Polish body: neither indexed nor offered as its English version.
    ...(post.polishOnly ? { languages: ["pl"] as const, noindex: lang === "en" } : {}),
    extra: [
      { property: "article:published_time", content: post.publishedAt },
      { property: "article:modified_time", content: post.updatedAt },
      { property: "article:section", content: categoryById(post.category).name[lang] },
      ...post.tags.map((tag) => ({ property: "article:tag", content: tag })),
    ],
    structuredData,
  });
}

/** schema.org data of an article: BlogPosting, FAQPage and HowTo. */
import type { BlogPosting, FAQPage, HowTo, WithContext } from "schema-dts";
import { authors } from "#content/blog/authors.ts";
import { categoryById } from "#content/blog/categories.ts";
import type { FaqItem, HowToStep } from "#content/blog/types.ts";
import { site } from "#content/site.ts";
import { type Lang, locales } from "#shared/lang.ts";
import { htmlToText } from "#shared/text.ts";
import { textIn } from "../i18n/in-language.ts";
import { absoluteUrl } from "../seo/json-ld.ts";
import type { PostTeaser } from "./post-teaser.ts";

export function blogPosting(
  post: PostTeaser,
  lang: Lang,
  url: string,
  bodyLang: Lang,
): WithContext<BlogPosting> {
  const author = authors[post.author];
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    "@id": `${url}#article`,
    mainEntityOfPage: url,
    headline: textIn(post.title, lang),
    description: textIn(post.excerpt, lang),
    inLanguage: locales[bodyLang],
    image: absoluteUrl(post.featuredImage),
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    articleSection: categoryById(post.category).name[lang],
    keywords: post.tags.join(", "),
    timeRequired: `PT${post.readTime}M`,
    author: {
      "@type": "Person",
      name: author.name,
      jobTitle: textIn(post.authorPosition ?? author.position, lang),
      image: absoluteUrl(author.avatar),
    },
    publisher: {
      "@type": "Organization",
      "@id": `${site.url}/#organization`,
      name: site.name,
      url: absoluteUrl("/"),
      logo: { "@type": "ImageObject", url: absoluteUrl(site.logo) },
    },
  };
}

export function faqPage(items: readonly FaqItem[]): WithContext<FAQPage> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    name: items[0]?.question ?? site.name,
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: htmlToText(item.answerHtml) },
    })),
  };
}

/** The article's "Krok N" sections; each step links to its heading on the article's page. */
export function howTo(
  name: string,
  steps: readonly HowToStep[],
  articleUrl: string,
): WithContext<HowTo> {
  return {
    "@context": "https://schema.org",
    "@type": "HowTo",
    name,
    url: articleUrl,
    step: steps.map((step, index) => ({
      "@type": "HowToStep",
      position: index + 1,
      name: step.name,
      text: step.text,
      url: `${articleUrl}#${encodeURIComponent(step.anchor)}`,
    })),
  };
}

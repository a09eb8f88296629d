import { loadHtml } from "virtual:blog-html";
import { type ReactNode, Suspense, useRef } from "react";
import { Link, type MetaDescriptor, redirect } from "react-router";
import { categoryById } from "#content/blog/categories.ts";
import { posts } from "#content/blog/posts.ts";
import { site } from "#content/site.ts";
import { langFromPath, localizePath } from "#shared/lang.ts";
import { pagePath } from "#shared/route-table.ts";
import {
  type BrowserBodyBlock,
  bodyFaq,
  bodyForBrowser,
  extrasFaq,
  withHtml,
} from "../blog/article-body.ts";
import { agencySelectionExtras, findContent } from "../blog/content.server.ts";
import { formatLongDate } from "../blog/dates.ts";
import { faqModeOf, layoutOf } from "../blog/layouts.ts";
import { relatedPosts } from "../blog/search.ts";
import { blogPosting, faqPage, howTo } from "../blog/structured-data.ts";
import {
  AuditCta,
  ChecklistPdfButton,
  LocalAgencySection,
  WebAppCta,
} from "../components/blog/article-ctas.tsx";
import { ArticleFaq } from "../components/blog/article-faq.tsx";
import { ArticleHtml } from "../components/blog/article-html.tsx";
import { AuthorBlock, AuthorLine } from "../components/blog/author-card.tsx";
import { CategoryBadge, FeaturedBadge } from "../components/blog/category-badge.tsx";
import { FallbackImage } from "../components/blog/fallback-image.tsx";
import { DEFAULT_BANNER } from "../components/blog/post-card.tsx";
import { PricingCards } from "../components/blog/pricing-cards.tsx";
import { ReadingProgress } from "../components/blog/reading-progress.tsx";
import { RelatedPosts } from "../components/blog/related-posts.tsx";
import { ConsultationCta } from "../components/sections/consultation-cta.tsx";
import { deferredSection } from "../home/deferred-section.ts";
import { usePageHref } from "../hooks/use-page-href.ts";
import { useLanguage } from "../i18n/context.tsx";
import { fill } from "../i18n/fill.ts";
import { inLanguage } from "../i18n/in-language.ts";
import { absoluteUrl, jsonLd } from "../seo/json-ld.ts";
import { pageMeta } from "../seo/meta.ts";
import type { Route } from "./+types/blog-post";
import "../components/blog/article-body.css";

const MAX_TITLE = 70;

// Only the agency-selection article has these blocks: their code loads with it.
const AgencyExtras = await deferredSection(() =>
  import("../components/blog/agency-extras.tsx").then((module) => module.AgencyExtras),
);

/** Unknown articles send the visitor to the blog index. */
export function loader({ params, url }: Route.LoaderArgs) {
  const lang = langFromPath(url.pathname);
  const post = posts.find((entry) => entry.slug === params.slug);
  const content = post && findContent(post.slug);
  if (!post || !content) throw redirect(localizePath(pagePath("blog"), lang));
  const english = lang === "en" && content.en !== null;
  const body = english && content.en ? content.en : content.pl;
  return {
    title: post.title[lang],
    post: inLanguage(post, lang),
    seo: content.seo[lang],
    body: bodyForBrowser(body),
    bodyLang: english ? ("en" as const) : ("pl" as const),
    layout: layoutOf(post.slug),
    extras: agencySelectionExtras(post.slug)?.[lang] ?? null,
    related: inLanguage(relatedPosts(post, posts), lang),
  };
}

/**
 * A client-side visit loads the body's HTML stretches alongside the loader
 * data, guessing the page's language (a Polish-only article shown under /en
 * costs a second, sequential load).
 */
export async function clientLoader({ url, params, serverLoader }: Route.ClientLoaderArgs) {
  const guess = langFromPath(url.pathname);
  const [data, html] = await Promise.all([
    serverLoader(),
    loadHtml(params.slug, guess).catch(() => null),
  ]);
  const bodyHtml =
    html && data.bodyLang === guess ? html : await loadHtml(data.post.slug, data.bodyLang);
  return { ...data, body: withHtml(data.body, bodyHtml) };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  if (!loaderData) return [];
  const { post, seo, body, bodyLang, extras } = loaderData;
  const lang = langFromPath(location.pathname);
  const plPath = pagePath("blogPost", post.slug);
  const canonicalPath = post.polishOnly ? plPath : localizePath(plPath, lang);
  const withSite = `${seo.title} | ${site.name}`;
  const sectionFaq = bodyFaq(body);
  const faq = sectionFaq.length > 0 ? sectionFaq : extrasFaq(extras);
  const structuredData: MetaDescriptor[] = [
    jsonLd(blogPosting(post, lang, absoluteUrl(canonicalPath), bodyLang)),
  ];
  if (faq.length > 0) structuredData.push(jsonLd(faqPage(faq)));
  if (body.steps.length >= 2) structuredData.push(jsonLd(howTo(post.title, body.steps)));
  return pageMeta({
    page: "blogPost",
    pathname: location.pathname,
    slug: post.slug,
    title: post.title,
    documentTitle: withSite.length <= MAX_TITLE ? withSite : seo.title,
    description: seo.description,
    keywords: seo.keywords.join(", "),
    ogType: "article",
    canonicalPath,
    extra: [
      { property: "article:published_time", content: post.publishedAt },
      { property: "article:modified_time", content: post.updatedAt },
      { property: "article:section", content: categoryById(post.category).name[lang] },
      ...post.tags.map((tag) => ({ property: "article:tag", content: tag })),
    ],
    structuredData,
  });
};

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post, body, bodyLang, layout, extras, related } = loaderData;
  const extrasFaqItems = extrasFaq(extras);
  const { lang, t } = useLanguage();
  const href = usePageHref();
  const articleRef = useRef<HTMLElement>(null);
  const relatedRef = useRef<HTMLElement>(null);
  const faqMode = faqModeOf(layout);
  const { title } = post;

  const renderBlock = (block: BrowserBodyBlock, index: number): ReactNode => {
    switch (block.kind) {
      case "html":
        return <ArticleHtml key={index} slug={post.slug} lang={bodyLang} stretch={block} />;
      case "pricing":
        return <PricingCards key={index} table={block.table} />;
      case "faq":
        return (
          <div key={index}>
            {layout === "adMistakes" && <AuditCta />}
            {layout === "visualIdentity" && <ChecklistPdfButton id="checklist-pdf-bottom" />}
            <ArticleFaq heading={block.heading} items={block.items} mode={faqMode} />
          </div>
        );
    }
  };

  const hasFaq = body.blocks.some((block) => block.kind === "faq");
  const firstFaq = body.blocks.findIndex((block) => block.kind === "faq");
  const beforeFaq = firstFaq === -1 ? body.blocks : body.blocks.slice(0, firstFaq);
  const fromFaq = firstFaq === -1 ? [] : body.blocks.slice(firstFaq);

  return (
    <>
      <ReadingProgress
        target={articleRef}
        completeAt={layout === "logoPricing" ? relatedRef : undefined}
      />
      <article
        ref={articleRef}
        className="mx-auto max-w-3xl px-4 pt-8 sm:px-6"
        data-layout={layout}
      >
        <Link
          to={href("blog")}
          className="inline-flex items-center gap-2 text-sm font-semibold text-accent hover:underline"
        >
          <span aria-hidden="true">←</span> {t.article.back}
        </Link>
        <header className="mt-6">
          <div className="flex flex-wrap items-center gap-2">
            <CategoryBadge category={post.category} />
            {post.featured && <FeaturedBadge />}
          </div>
          <h1 className="mt-5 text-3xl font-bold tracking-tight text-balance sm:text-5xl">
            {title}
          </h1>
          <p className="mt-5 text-lg leading-relaxed text-muted">{post.excerpt}</p>
          <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3 text-sm text-muted">
            <AuthorLine post={post} />
            <span>
              {t.article.published}:{" "}
              <time dateTime={post.publishedAt} data-testid="article-date">
                {formatLongDate(post.publishedAt, lang)}
              </time>
            </span>
            {post.updatedAt !== post.publishedAt && (
              <span>
                {t.article.updated}:{" "}
                <time dateTime={post.updatedAt}>{formatLongDate(post.updatedAt, lang)}</time>
              </span>
            )}
            <span data-testid="article-read-time">
              {post.readTime} {t.article.minRead}
            </span>
          </div>
        </header>
        <FallbackImage
          src={post.featuredImage}
          fallbackSrc={DEFAULT_BANNER}
          alt={fill(t.article.bannerAlt, { title })}
          width={1200}
          height={630}
          fetchPriority="high"
          className="mt-8 w-full rounded-2xl border border-line bg-panel-strong"
        />
        {bodyLang !== lang && (
          <p
            className="mt-8 rounded-xl border border-line bg-panel p-4 text-sm"
            data-testid="polish-only"
          >
            {t.article.polishOnly}
          </p>
        )}
        <div lang={bodyLang} className="mt-10" data-testid="article-body">
          {layout === "visualIdentity" && <ChecklistPdfButton id="checklist-pdf-top" />}
          {beforeFaq.map(renderBlock)}
          {extras && (
            <Suspense>
              <AgencyExtras extras={extras} />
            </Suspense>
          )}
          {fromFaq.map((block, index) => renderBlock(block, beforeFaq.length + index))}
          {!hasFaq && layout === "adMistakes" && <AuditCta />}
          {!hasFaq && layout === "visualIdentity" && (
            <ChecklistPdfButton id="checklist-pdf-bottom" />
          )}
          {!hasFaq && extrasFaqItems.length > 0 && (
            <ArticleFaq heading={t.article.faqHeading} items={extrasFaqItems} mode={faqMode} />
          )}
        </div>
        {layout === "logoPricing" && <LocalAgencySection />}
        {layout === "webApps" && <WebAppCta />}
        <section aria-labelledby="article-tags" className="mt-12" data-testid="article-tags">
          <h2
            id="article-tags"
            className="text-sm font-semibold tracking-wide text-muted uppercase"
          >
            {t.article.tags}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {post.tags.map((tag) => (
              <li key={tag} className="rounded-full border border-line bg-panel px-3 py-1 text-sm">
                #{tag}
              </li>
            ))}
          </ul>
        </section>
        <AuthorBlock post={post} />
      </article>
      <RelatedPosts ref={relatedRef} posts={related} />
      <ConsultationCta />
    </>
  );
}

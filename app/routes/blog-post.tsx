import { loadHtml } from "virtual:blog-html";
import { type RefObject, useRef } from "react";
import { redirect } from "react-router";
import { fill } from "#shared/i18n/fill.ts";
import { langFromPath, localizePath } from "#shared/lang.ts";
import { pagePath } from "#shared/route-table.ts";
import { withHtml } from "../blog/article-body.ts";
import { articleMeta } from "../blog/article-meta.ts";
import { articlePage } from "../blog/article-page.server.ts";
import { ArticleBody } from "../components/blog/article-body.tsx";
import { ArticleHeader, ArticleTags } from "../components/blog/article-header.tsx";
import { articleLayouts } from "../components/blog/article-layouts.tsx";
import { AuthorBlock } from "../components/blog/author-card.tsx";
import { PostBanner } from "../components/blog/fallback-image.tsx";
import { ReadingProgress } from "../components/blog/reading-progress.tsx";
import { RelatedPosts } from "../components/blog/related-posts.tsx";
import { ConsultationCta } from "../components/sections/cta-panel.tsx";
import { StaticRegion } from "../components/static-region.tsx";
import { BackLink } from "../components/ui/actions.tsx";
import { usePageHref } from "../hooks/use-page-href.ts";
import { useLanguage } from "../i18n/context.tsx";
import type { Route } from "./+types/blog-post";

/** Unknown articles send the visitor to the blog index. */
export function loader({ params, url }: Route.LoaderArgs) {
  const lang = langFromPath(url.pathname);
  const page = articlePage(params.slug, lang);
  if (!page) throw redirect(localizePath(pagePath("blog"), lang));
  return page;
}

/**
 * A client-side visit loads the body's HTML stretches alongside the loader
 * data, guessing the page's language (a Polish-only article shown under /en
 * costs a second, sequential load), and the code of the blocks its layout
 * shows, so the article is rendered whole.
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

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  loaderData ? articleMeta(loaderData, location.pathname) : [];

type ArticleData = Route.ComponentProps["loaderData"];

/** An article: its header and banner, the body with its layout's slots, tags, author and related posts. */
export function ArticleContent({
  article,
  articleRef,
  relatedRef,
}: {
  article: ArticleData;
  articleRef?: RefObject<HTMLElement | null>;
  relatedRef?: RefObject<HTMLElement | null>;
}) {
  const { post, body, bodyLang, layout, download, related } = article;
  const { lang, t } = useLanguage();
  const href = usePageHref();
  const { afterBody: AfterBody } = articleLayouts[layout];

  return (
    <>
      {/* One reading column, aligned to the page's left edge. */}
      <article ref={articleRef} className="wrap pt-8 *:max-w-3xl" data-layout={layout}>
        <BackLink to={href("blog")}>{t.article.back}</BackLink>
        {/* Text and links that never change once drawn: not hydrated. The next article,
            drawn in this same component, gets regions of its own (the key). */}
        <StaticRegion key={`header ${post.slug}`}>
          <ArticleHeader post={post} />
        </StaticRegion>
        <PostBanner
          src={post.featuredImage}
          alt={fill(t.article.bannerAlt, { title: post.title })}
          sizes="(min-width: 48rem) 45rem, calc(100vw - 2rem)"
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
        <ArticleBody
          slug={post.slug}
          body={body}
          bodyLang={bodyLang}
          layout={layout}
          download={download}
        />
        {AfterBody && <AfterBody download={download} />}
        <StaticRegion key={`about ${post.slug}`}>
          <ArticleTags tags={post.tags} />
          <AuthorBlock post={post} />
        </StaticRegion>
      </article>
      <RelatedPosts ref={relatedRef} posts={related} />
      <ConsultationCta />
    </>
  );
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const articleRef = useRef<HTMLElement>(null);
  const relatedRef = useRef<HTMLElement>(null);
  const { progressEndsAtRelated } = articleLayouts[loaderData.layout];
  return (
    <>
      <ReadingProgress
        target={articleRef}
        completeAt={progressEndsAtRelated ? relatedRef : undefined}
      />
      <ArticleContent article={loaderData} articleRef={articleRef} relatedRef={relatedRef} />
    </>
  );
}

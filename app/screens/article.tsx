import { fill } from "#shared/i18n/fill.ts";
import type { ArticlePage } from "../blog/article-page.server.ts";
import { ArticleBody } from "../components/blog/article-body.tsx";
import { ArticleHeader, ArticleTags } from "../components/blog/article-header.tsx";
import { articleLayouts } from "../components/blog/article-layouts.tsx";
import { AuthorBlock } from "../components/blog/author-card.tsx";
import { PostBanner } from "../components/blog/fallback-image.tsx";
import { RelatedPosts } from "../components/blog/related-posts.tsx";
import { ConsultationCta } from "../components/sections/cta-panel.tsx";
import { BackLink } from "../components/ui/actions.tsx";
import { usePageHref } from "../hooks/use-page-href.ts";
import { useLanguage } from "../i18n/context.tsx";

/** An article: its header and banner, the body with its layout's slots, tags, author and related posts. */
export function ArticleContent({ article }: { article: ArticlePage }) {
  const { post, body, bodyLang, layout, download, related } = article;
  const { lang, t } = useLanguage();
  const href = usePageHref();
  const { afterBody: AfterBody } = articleLayouts[layout];

  return (
    <>
      {/* One reading column, aligned to the page's left edge. */}
      <article className="wrap pt-8 *:max-w-3xl" data-layout={layout}>
        <BackLink to={href("blog")}>{t.article.back}</BackLink>
        {/* Out of the column's width (display: contents): the title runs wider than the text. */}
        <div className="contents">
          <ArticleHeader post={post} />
        </div>
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
        {/* Out of the column's width, as the header. */}
        <div className="contents">
          <ArticleTags tags={post.tags} />
          <AuthorBlock post={post} />
        </div>
      </article>
      <RelatedPosts posts={related} />
      <ConsultationCta />
    </>
  );
}

import type { PostTeaser } from "../../blog/post-teaser.ts";
import { useLanguage } from "../../i18n/context.tsx";
import { formatLongDate } from "../../i18n/dates.ts";
import { textIn } from "../../i18n/in-language.ts";
import { AuthorLine } from "./author-card.tsx";
import { CategoryBadge, FeaturedBadge } from "./category-badge.tsx";

/** The top of an article: its badges, the title as the page's h1, the excerpt, author and dates. */
export function ArticleHeader({ post }: { post: PostTeaser }) {
  const { lang, t } = useLanguage();
  return (
    <header className="mt-6">
      <div className="flex flex-wrap items-center gap-2">
        <CategoryBadge category={post.category} />
        {post.featured && <FeaturedBadge />}
      </div>
      <h1 className="mt-5 max-w-5xl text-title font-bold text-balance">
        {textIn(post.title, lang)}
      </h1>
      <p className="mt-5 max-w-3xl text-lead text-muted">{textIn(post.excerpt, lang)}</p>
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
      {post.updatedAt !== post.publishedAt && post.updateNote && (
        <p className="mt-3 text-sm text-muted" data-testid="article-update-note">
          {textIn(post.updateNote, lang)}
        </p>
      )}
    </header>
  );
}

/** The article's tags as a labelled list. */
export function ArticleTags({ tags }: { tags: readonly string[] }) {
  const { t } = useLanguage();
  return (
    <section aria-labelledby="article-tags" className="mt-12" data-testid="article-tags">
      <h2 id="article-tags" className="text-sm font-semibold tracking-wide text-muted uppercase">
        {t.article.tags}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {tags.map((tag) => (
          <li key={tag} className="rounded-full border border-line bg-panel px-3 py-1 text-sm">
            #{tag}
          </li>
        ))}
      </ul>
    </section>
  );
}

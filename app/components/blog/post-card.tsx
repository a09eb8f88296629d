import { authors } from "#content/blog/authors.ts";
import type { PostTeaser } from "../../blog/post-teaser.ts";
import { usePageHref } from "../../hooks/use-page-href.ts";
import { useLanguage } from "../../i18n/context.tsx";
import { formatLongDate } from "../../i18n/dates.ts";
import { textIn } from "../../i18n/in-language.ts";
import { Link } from "../../navigation/links.tsx";
import { RENDER_WHEN_NEAR } from "../layout/section-scroll.ts";
import { CategoryBadge, FeaturedBadge } from "./category-badge.tsx";
import { AuthorAvatar, PostBanner } from "./fallback-image.tsx";

export type PostCardVariant = "featured" | "grid" | "compact" | "default";

interface PostCardProps {
  post: PostTeaser;
  variant?: PostCardVariant;
  /** Heading level of the card title inside its section. */
  headingLevel?: "h2" | "h3";
  /** Above-the-fold cards load their banner eagerly. */
  eager?: boolean;
  /** A compact card's banner beside its text, from 640 px (left out where a list beside a lead card is short of room). */
  thumbnail?: boolean;
}

/** A post teaser in one of four layouts: featured (large), grid, compact (list) and default. */
export function PostCard({
  post,
  variant = "default",
  headingLevel = "h3",
  eager = false,
  thumbnail = true,
}: PostCardProps) {
  const { lang, t } = useLanguage();
  const href = usePageHref();
  const author = authors[post.author];
  const Heading = headingLevel;
  const to = href("blogPost", post.slug);
  const title = textIn(post.title, lang);
  const featured = variant === "featured";
  const compact = variant === "compact";

  return (
    <article
      data-testid="post-card"
      data-variant={variant}
      className={`${RENDER_WHEN_NEAR} group relative flex w-full overflow-hidden rounded-2xl border border-line bg-panel transition-colors hover:border-accent has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-3 has-[a:focus-visible]:outline-accent has-[a:focus-visible]:outline-solid ${
        featured ? "flex-col lg:flex-row" : compact ? "flex-row items-stretch" : "flex-col"
      }`}
    >
      {(!compact || thumbnail) && (
        <div
          className={`shrink-0 overflow-hidden bg-panel-strong ${
            featured ? "lg:w-3/5" : compact ? "hidden w-48 sm:block" : ""
          }`}
        >
          <PostBanner
            src={post.featuredImage}
            alt=""
            loading={eager ? "eager" : "lazy"}
            decoding="async"
            sizes={
              featured
                ? "(min-width: 64rem) 40rem, calc(100vw - 2rem)"
                : compact
                  ? "12rem"
                  : "(min-width: 64rem) 24rem, (min-width: 40rem) 50vw, calc(100vw - 2rem)"
            }
            className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-[1.02] motion-reduce:transition-none motion-reduce:group-hover:scale-100"
          />
        </div>
      )}
      <div className={`flex flex-1 flex-col ${featured ? "p-6 sm:p-10" : compact ? "p-5" : "p-6"}`}>
        <div className="flex flex-wrap items-center gap-2">
          <CategoryBadge category={post.category} />
          {post.featured && <FeaturedBadge />}
        </div>
        <Heading
          className={`mt-4 font-bold tracking-tight text-balance ${
            featured ? "text-2xl sm:text-3xl" : compact ? "text-lg" : "text-xl"
          }`}
        >
          <Link to={to} className="outline-none after:absolute after:inset-0 after:content-['']">
            {title}
          </Link>
        </Heading>
        {!compact || featured ? (
          <p className="mt-3 line-clamp-4 leading-relaxed text-muted">
            {textIn(post.excerpt, lang)}
          </p>
        ) : (
          <p className="mt-2 line-clamp-2 text-sm text-muted">{textIn(post.excerpt, lang)}</p>
        )}
        <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-2 pt-5 text-sm text-muted">
          {!compact && (
            <span className="flex items-center gap-2">
              <AuthorAvatar
                author={author}
                size={28}
                loading="lazy"
                className="h-7 w-7 rounded-full bg-panel-strong"
              />
              {author.name}
            </span>
          )}
          <time dateTime={post.publishedAt}>{formatLongDate(post.publishedAt, lang)}</time>
          <span>
            {post.readTime} {t.blog.minRead}
          </span>
        </div>
        {!compact && (
          <span aria-hidden="true" className="mt-5 font-semibold text-accent group-hover:underline">
            {t.readMore} →
          </span>
        )}
      </div>
    </article>
  );
}

import { type CategoryId, categoryById } from "#content/blog/categories.ts";
import type { PostSummary } from "#content/blog/types.ts";
import { formatCount } from "#content/plural.ts";
import { fill } from "#shared/i18n/fill.ts";
import type { BlogView } from "../../blog/search.ts";
import { useLanguage } from "../../i18n/context.tsx";
import { StaticRegion } from "../static-region.tsx";
import { Button } from "../ui/actions.tsx";
import { PostCard, type PostCardVariant } from "./post-card.tsx";

const cardVariant: Record<BlogView, PostCardVariant> = {
  grid: "grid",
  list: "compact",
  featured: "featured",
};

/**
 * "All articles": how many match the filters (read out as they change), the
 * matching posts in the chosen view, or a way out when nothing matches.
 */
export function PostResults({
  found,
  view,
  category,
  query,
  onClearQuery,
  onClearFilters,
}: {
  found: readonly PostSummary[];
  view: BlogView;
  category: CategoryId | null;
  query: string;
  onClearQuery: () => void;
  onClearFilters: () => void;
}) {
  const { lang, t } = useLanguage();
  const searching = query.trim().length > 0;
  const listClass =
    view === "grid" ? "grid gap-6 sm:grid-cols-2 lg:grid-cols-3" : "flex flex-col gap-6";
  return (
    <section aria-labelledby="all-articles" className="mt-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="all-articles" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t.blog.allArticles}
          </h2>
          <p className="mt-1 text-sm text-muted" aria-live="polite" data-testid="found-count">
            {formatCount(found.length, lang, t.blog.foundCount)}
            {category && (
              <> · {fill(t.blog.inCategory, { category: categoryById(category).name[lang] })}</>
            )}
            {searching && <> · {fill(t.blog.searchingFor, { query: query.trim() })}</>}
          </p>
        </div>
        {searching && (
          <Button variant="secondary" size="small" onClick={onClearQuery}>
            {t.blog.clearSearch}
          </Button>
        )}
      </div>

      {found.length === 0 ? (
        <div
          className="mt-8 rounded-3xl border border-dashed border-line p-10 text-center"
          data-testid="blog-empty"
        >
          <p className="text-xl font-semibold">{t.blog.emptyTitle}</p>
          <p className="mt-2 text-muted">{t.blog.emptyText}</p>
          <Button onClick={onClearFilters} className="mt-6">
            {t.blog.clearFilters}
          </Button>
        </div>
      ) : (
        <ul className={`mt-8 ${listClass}`} data-testid="post-list" data-view={view}>
          {/* The first banner is the largest paint at every width (the first of equal
              cards); more at high priority would share a phone's bandwidth with it.
              A card never changes once drawn: the server's cards are not hydrated, and
              a card of another view is drawn anew (the region's key). */}
          {found.map((post, index) => (
            <li key={post.slug} className="flex">
              <StaticRegion key={view}>
                <PostCard post={post} variant={cardVariant[view]} eager={index === 0} />
              </StaticRegion>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

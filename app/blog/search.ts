/** Blog index and related-posts logic: pure functions over post summaries. */
import type { CategoryId } from "#content/blog/categories.ts";
import type { PostSummary } from "#content/blog/types.ts";

export const blogViews = ["grid", "list", "featured"] as const;
export type BlogView = (typeof blogViews)[number];

export const SEARCH_SUGGESTIONS = ["SEO", "Branding", "Web Design", "Marketing", "UX Design"];
export const SEARCH_DELAY_MS = 300;
export const MAX_RELATED = 3;

export function newestFirst<T extends Pick<PostSummary, "publishedAt">>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt));
}

/** An applied search: the query and the slugs of the posts it found, best first. */
export interface SearchMatches {
  query: string;
  slugs: readonly string[];
}

export interface BlogFilters {
  /** Null when nothing is searched for. */
  matches: SearchMatches | null;
  category: CategoryId | null;
  view: BlogView;
}

/** The posts the index shows: a search's matches best first, otherwise newest first. */
export function filterPosts(
  list: readonly PostSummary[],
  { matches, category, view }: BlogFilters,
): PostSummary[] {
  const shown = list.filter(
    (post) =>
      (category === null || post.category === category) && (view !== "featured" || post.featured),
  );
  if (!matches) return newestFirst(shown);
  const bySlug = new Map(shown.map((post) => [post.slug, post]));
  return matches.slugs.flatMap((slug) => bySlug.get(slug) ?? []);
}

/** Other posts sharing the category or at least one tag, newest first. */
export function relatedPosts(
  post: PostSummary,
  list: readonly PostSummary[],
  limit: number = MAX_RELATED,
): PostSummary[] {
  const tags = new Set(post.tags.map((tag) => tag.toLowerCase()));
  return newestFirst(
    list.filter(
      (other) =>
        other.slug !== post.slug &&
        (other.category === post.category || other.tags.some((tag) => tags.has(tag.toLowerCase()))),
    ),
  ).slice(0, limit);
}

/** Blog index and related-posts logic: pure functions over post summaries. */
import { authors } from "#content/blog/authors.ts";
import type { CategoryId } from "#content/blog/categories.ts";
import type { PostSummary } from "#content/blog/types.ts";
import type { Lang } from "#shared/lang.ts";

export const blogViews = ["grid", "list", "featured"] as const;
export type BlogView = (typeof blogViews)[number];

export const SEARCH_SUGGESTIONS = ["SEO", "Branding", "Web Design", "Marketing", "UX Design"];
export const SEARCH_DELAY_MS = 300;
export const MAX_RELATED = 3;

export function newestFirst<T extends Pick<PostSummary, "publishedAt">>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt));
}

/** Does the post match the query: title and excerpt in the language, tags, author name. */
export function matchesQuery(post: PostSummary, query: string, lang: Lang): boolean {
  const needle = query.trim().toLocaleLowerCase(lang);
  if (!needle) return true;
  const haystack = [post.title[lang], post.excerpt[lang], ...post.tags, authors[post.author].name];
  return haystack.some((text) => text.toLocaleLowerCase(lang).includes(needle));
}

export interface BlogFilters {
  query: string;
  category: CategoryId | null;
  view: BlogView;
}

/** The posts the index shows, newest first. */
export function filterPosts(
  list: readonly PostSummary[],
  { query, category, view }: BlogFilters,
  lang: Lang,
): PostSummary[] {
  return newestFirst(
    list.filter(
      (post) =>
        (category === null || post.category === category) &&
        (view !== "featured" || post.featured) &&
        matchesQuery(post, query, lang),
    ),
  );
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

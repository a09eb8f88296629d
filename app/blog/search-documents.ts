/** What the blog search indexes for each post, in one language. */
import { authors } from "#content/blog/authors.ts";
import type { PostSummary } from "#content/blog/types.ts";
import type { Lang } from "#shared/lang.ts";

export interface SearchDocument {
  slug: string;
  title: string;
  tags: string;
  excerpt: string;
  author: string;
  body: string;
}

/** The posts' texts in the language, with their bodies' plain text by slug. */
export function searchDocuments(
  posts: readonly PostSummary[],
  bodies: Readonly<Record<string, string>>,
  lang: Lang,
): SearchDocument[] {
  return posts.map((post) => ({
    slug: post.slug,
    title: post.title[lang],
    tags: post.tags.join(" "),
    excerpt: post.excerpt[lang],
    author: authors[post.author].name,
    body: bodies[post.slug] ?? "",
  }));
}

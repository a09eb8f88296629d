/** The compiled blog, for expectations of the blog E2E tests. */
import path from "node:path";
import { searchDocuments } from "../../app/blog/search-documents.ts";
import { createPostSearch } from "../../app/blog/search-index.ts";
import type { Lang } from "../../shared/lang.ts";
import { compileBlog } from "../../tooling/blog/compile.ts";
import { searchTexts } from "../../tooling/blog/search-text.ts";

export const blog = compileBlog(path.resolve("content/blog"), path.resolve("public"));
export const posts = blog.summaries;

/** The posts the blog index's search finds for a query, best first (the page's own search). */
export function postsMatching(query: string, lang: Lang = "pl") {
  const documents = searchDocuments(posts, searchTexts(blog.contents, lang), lang);
  const slugs = createPostSearch(documents).search(query);
  return slugs.map((slug) => postBySlug(slug));
}

export function postBySlug(slug: string) {
  const post = posts.find((entry) => entry.slug === slug);
  if (!post) throw new Error(`No post ${slug}`);
  return post;
}

export function contentOf(slug: string) {
  const content = blog.contents.find((entry) => entry.slug === slug);
  if (!content) throw new Error(`No content for ${slug}`);
  return content;
}

export const slugs = {
  agency: "jak-wybrac-agencje-marketingowa-w-szczecinie",
  logo: "projekt-logo-szczecin-ile-kosztuje-logo",
  ads: "kampanie-reklamowe-online-szczecin-top-5-bledow-ktore-kosztuja-firmy-tysiace-zlotych",
  identity: "identyfikacja-wizualna-szczecin-krok-po-kroku-dla-lokalnych-firm",
  webApps: "aplikacje-webowe-dla-firm-ile-kosztuja",
} as const;

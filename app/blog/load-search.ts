/**
 * Loads the blog search on first use: MiniSearch and the bodies' text of one
 * language come in chunks of their own, so no page carries them before the
 * search box is used.
 */
import { posts } from "#content/blog/posts.ts";
import type { Lang } from "#shared/lang.ts";
import { searchDocuments } from "./search-documents.ts";
import type { PostSearch } from "./search-index.ts";

const bodiesOf: Record<Lang, () => Promise<{ default: Readonly<Record<string, string>> }>> = {
  pl: () => import("virtual:blog-search/search-text-pl"),
  en: () => import("virtual:blog-search/search-text-en"),
};

const loading = new Map<Lang, Promise<PostSearch>>();

/** The search of one language, built once per page life; a failed load is tried again next time. */
export function loadPostSearch(lang: Lang): Promise<PostSearch> {
  let pending = loading.get(lang);
  if (!pending) {
    pending = Promise.all([import("./search-index.ts"), bodiesOf[lang]()]).then(
      ([{ createPostSearch }, bodies]) =>
        createPostSearch(searchDocuments(posts, bodies.default, lang)),
    );
    pending.catch(() => loading.delete(lang));
    loading.set(lang, pending);
  }
  return pending;
}

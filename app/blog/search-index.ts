/**
 * The blog's full-text search (MiniSearch) over title, tags, excerpt, author and
 * body. The browser loads this module, with the bodies' text, only when the
 * search box is first used (see load-search.ts); it imports nothing of ours, so
 * loading it never splits a module out of the pages' own chunks.
 */
import MiniSearch from "minisearch";
import type { SearchDocument } from "./search-documents.ts";

/** A query term this long or longer may have one typo (a letter missing, extra or wrong). */
export const TYPO_MIN_LENGTH = 5;
/** Shorter terms are matched whole: "ux" should not find every word starting with it. */
const PREFIX_MIN_LENGTH = 3;

type Field = Exclude<keyof SearchDocument, "slug">;
const fields: readonly Field[] = ["title", "tags", "excerpt", "author", "body"];

/** How much a match in each field counts; posts matching in the title come first anyway. */
const boost: Record<Field, number> = { title: 5, tags: 3, excerpt: 2, author: 2, body: 1 };

/**
 * Lower case without diacritics: "Wizualną Złotówkę" → "wizualna zlotowke".
 * "ł" is the one Polish letter Unicode does not decompose into a base and a mark.
 */
export function foldTerm(term: string): string {
  return term.toLowerCase().replaceAll("ł", "l").normalize("NFD").replace(/\p{M}/gu, "");
}

export interface PostSearch {
  /** Slugs of the posts that contain every word of the query, best first. */
  search(query: string): string[];
}

export function createPostSearch(documents: readonly SearchDocument[]): PostSearch {
  const index = new MiniSearch<SearchDocument>({
    idField: "slug",
    fields: [...fields],
    // Case and Polish diacritics do not matter: "wizualna" finds "wizualną", "zl" finds "zł".
    processTerm: (term) => foldTerm(term) || null,
    searchOptions: {
      boost,
      combineWith: "AND",
      prefix: (term) => term.length >= PREFIX_MIN_LENGTH,
      fuzzy: (term) => (term.length >= TYPO_MIN_LENGTH ? 1 : false),
    },
  });
  index.addAll(documents);

  return {
    search(query) {
      const results = index.search(query).map((result) => ({
        slug: String(result.id),
        score: result.score,
        inTitle: Object.values(result.match).some((found) => found.includes("title")),
      }));
      results.sort((a, b) => Number(b.inTitle) - Number(a.inTitle) || b.score - a.score);
      return results.map((result) => result.slug);
    },
  };
}

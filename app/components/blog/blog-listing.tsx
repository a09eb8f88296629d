import { useEffect } from "react";
import { posts } from "#content/blog/posts.ts";
import { filtersFrom, paramsOf, showInForm } from "../../blog/blog-filters.ts";
import { filterPosts } from "../../blog/search.ts";
import { usePostSearch } from "../../blog/use-post-search.ts";
import { useAddressForm } from "../../hooks/use-address-form.ts";
import { smoothBehavior } from "../../hooks/use-reduced-motion.ts";
import { useLanguage } from "../../i18n/context.tsx";
import { BlogFilterForm } from "./blog-filter-form.tsx";
import { PostResults } from "./post-results.tsx";

function scrollToTop() {
  window.scrollTo({ top: 0, behavior: smoothBehavior() });
}

/**
 * The blog's search, view and category filters over every post (newest or best
 * match first), and what they found: one island on a page without a framework.
 */
export function BlogListing({
  searched,
}: {
  /** The server's answer to a search sent in the address, or null. */
  searched: { query: string; slugs: string[] } | null;
}) {
  const { lang } = useLanguage();
  const {
    state: filters,
    update,
    form,
    onSubmit,
  } = useAddressForm({
    parse: filtersFrom,
    serialize: paramsOf,
    writeForm: showInForm,
  });
  const query = filters.query.trim();
  const search = usePostSearch(lang);
  useEffect(() => search.apply(query), [query, search.apply]);
  // The server's answer stands until the browser's own search has one for the same query.
  const matches = !query
    ? null
    : search.matches?.query !== query && searched?.query === query
      ? searched
      : search.matches;
  const found = filterPosts(posts, { matches, category: filters.category, view: filters.view });

  return (
    <div className="wrap">
      <BlogFilterForm
        form={form}
        filters={filters}
        update={update}
        onSubmit={onSubmit}
        onFirstSearch={search.prepare}
        onChosen={scrollToTop}
      />
      <PostResults
        found={found}
        view={filters.view}
        category={filters.category}
        query={query}
        onClearQuery={() => update({ query: "" })}
        onClearFilters={() => update({ query: "", category: null })}
      />
    </div>
  );
}

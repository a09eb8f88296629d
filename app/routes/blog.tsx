import { useEffect } from "react";
import { posts } from "#content/blog/posts.ts";
import { langFromPath } from "#shared/lang.ts";
import { filterFields, filtersFrom, paramsOf, showInForm } from "../blog/blog-filters.ts";
import { loadPostSearch } from "../blog/load-search.ts";
import { filterPosts } from "../blog/search.ts";
import { usePostSearch } from "../blog/use-post-search.ts";
import { BlogFilterForm } from "../components/blog/blog-filter-form.tsx";
import { BlogStats } from "../components/blog/blog-stats.tsx";
import { PostResults } from "../components/blog/post-results.tsx";
import { ConsultationCta } from "../components/sections/cta-panel.tsx";
import { PageHeader } from "../components/sections/page-header.tsx";
import { useAddressForm } from "../hooks/use-address-form.ts";
import { smoothBehavior } from "../hooks/use-reduced-motion.ts";
import { useLanguage } from "../i18n/context.tsx";
import { pageMeta } from "../seo/meta.ts";
import type { Route } from "./+types/blog";

/**
 * A search in the address (the filter form sent before the app ran, or without
 * it) is answered in the page the server renders; the browser otherwise
 * searches by itself once the app runs (blog/load-search.ts).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = url.searchParams.get(filterFields.query)?.trim();
  if (!query) return { searched: null };
  const search = await loadPostSearch(langFromPath(url.pathname));
  return { searched: { query, slugs: search.search(query) } };
}

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({ page: "blog", pathname: location.pathname });

function scrollToTop() {
  window.scrollTo({ top: 0, behavior: smoothBehavior() });
}

/** The blog index: search, view and category filters over every post (newest or best match first). */
export default function Blog({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useLanguage();
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
    : search.matches?.query !== query && loaderData.searched?.query === query
      ? loaderData.searched
      : search.matches;
  const found = filterPosts(posts, { matches, category: filters.category, view: filters.view });

  return (
    <>
      <PageHeader heading={t.pages.blog.heading} intro={t.pages.blog.intro}>
        <BlogStats />
      </PageHeader>
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
      <ConsultationCta />
    </>
  );
}

import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { type BlogCategory, categoryBySlug } from "#content/blog/categories.ts";
import { posts } from "#content/blog/posts.ts";
import { type BlogView, filterPosts } from "../blog/search.ts";
import { usePostSearch } from "../blog/use-post-search.ts";
import { CategoryFilter, ViewSwitch } from "../components/blog/blog-controls.tsx";
import { BlogSearch } from "../components/blog/blog-search.tsx";
import { BlogStats } from "../components/blog/blog-stats.tsx";
import { PostResults } from "../components/blog/post-results.tsx";
import { ConsultationCta } from "../components/sections/cta-panel.tsx";
import { PageHeader } from "../components/sections/page-header.tsx";
import { smoothBehavior } from "../hooks/use-reduced-motion.ts";
import { useLanguage } from "../i18n/context.tsx";
import { pageMeta } from "../seo/meta.ts";
import type { Route } from "./+types/blog";

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({ page: "blog", pathname: location.pathname });

function scrollToTop() {
  window.scrollTo({ top: 0, behavior: smoothBehavior() });
}

/** The blog index: search, view and category filters over every post (newest or best match first). */
export default function Blog() {
  const { lang, t } = useLanguage();
  const [searchParams, setSearchParams] = useSearchParams();
  const [hydrated, setHydrated] = useState(false);
  const search = usePostSearch(lang);
  const [view, setView] = useState<BlogView>("grid");

  useEffect(() => setHydrated(true), []);

  // The pre-rendered page lists every post; the ?category= filter applies once the page is live.
  const category = hydrated ? (categoryBySlug(searchParams.get("category"))?.id ?? null) : null;
  const found = filterPosts(posts, { matches: search.matches, category, view });
  const query = search.matches?.query ?? "";

  const selectCategory = (next: BlogCategory | null) => {
    setSearchParams(
      (params) => {
        const updated = new URLSearchParams(params);
        if (next) updated.set("category", next.slug);
        else updated.delete("category");
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
    scrollToTop();
  };
  const selectView = (next: BlogView) => {
    setView(next);
    scrollToTop();
  };
  const clearFilters = () => {
    search.apply("");
    selectCategory(null);
  };

  return (
    <>
      <PageHeader heading={t.pages.blog.heading} intro={t.pages.blog.intro}>
        <BlogStats />
      </PageHeader>

      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="flex flex-col gap-6 rounded-3xl border border-line bg-panel/60 p-5 sm:p-6">
          <div className="flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
            <BlogSearch value={query} onSearch={search.apply} onFirstUse={search.prepare} />
            <ViewSwitch view={view} onChange={selectView} />
          </div>
          <CategoryFilter selected={category} onChange={selectCategory} />
        </div>
        <PostResults
          found={found}
          view={view}
          category={category}
          query={query}
          onClearQuery={() => search.apply("")}
          onClearFilters={clearFilters}
        />
      </div>
      <ConsultationCta />
    </>
  );
}

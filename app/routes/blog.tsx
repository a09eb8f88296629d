import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { authors } from "../../content/blog/authors.ts";
import {
  type BlogCategory,
  type CategoryId,
  categories,
  categoryById,
  categoryBySlug,
} from "../../content/blog/categories.ts";
import { posts } from "../../content/blog/posts.ts";
import { formatCount } from "../../content/plural.ts";
import { type BlogView, blogViews, filterPosts } from "../blog/search.ts";
import { BlogSearch } from "../components/blog/blog-search.tsx";
import { PostCard } from "../components/blog/post-card.tsx";
import { ConsultationCta } from "../components/sections/consultation-cta.tsx";
import { PageHeader } from "../components/sections/page-header.tsx";
import { smoothBehavior } from "../hooks/use-reduced-motion.ts";
import { useLanguage } from "../i18n/context.tsx";
import { fill } from "../i18n/fill.ts";
import { pageMeta } from "../seo/meta.ts";
import type { Route } from "./+types/blog";

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({ page: "blog", pathname: location.pathname });

const authorNames = Object.values(authors).map((author) => author.name);

function scrollToTop() {
  window.scrollTo({ top: 0, behavior: smoothBehavior() });
}

function ViewSwitch({ view, onChange }: { view: BlogView; onChange: (view: BlogView) => void }) {
  const { t } = useLanguage();
  const labels: Record<BlogView, string> = {
    grid: t.blog.viewGrid,
    list: t.blog.viewList,
    featured: t.blog.viewFeatured,
  };
  return (
    <fieldset className="inline-flex rounded-full border border-line bg-panel p-1">
      <legend className="sr-only">{t.blog.viewLabel}</legend>
      {blogViews.map((option) => (
        <label key={option} className="relative">
          <input
            type="radio"
            name="blog-view"
            value={option}
            checked={view === option}
            onChange={() => onChange(option)}
            className="peer absolute inset-0 cursor-pointer opacity-0"
          />
          <span className="block rounded-full px-4 py-2 text-sm font-semibold text-muted transition-colors peer-checked:bg-accent peer-checked:text-accent-ink peer-hover:text-fg peer-checked:peer-hover:text-accent-ink peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent">
            {labels[option]}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

function CategoryFilter({
  selected,
  onChange,
}: {
  selected: CategoryId | null;
  onChange: (category: BlogCategory | null) => void;
}) {
  const { lang, t } = useLanguage();
  const pill = (active: boolean) =>
    `rounded-full border px-4 py-2 text-sm font-semibold transition-colors ${
      active ? "border-accent bg-accent text-accent-ink" : "border-line text-fg hover:border-fg"
    }`;
  return (
    <fieldset>
      <legend className="sr-only">{t.blog.categoryLabel}</legend>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          aria-pressed={selected === null}
          onClick={() => onChange(null)}
          className={pill(selected === null)}
        >
          {t.blog.allCategories}
        </button>
        {categories.map((category) => (
          <button
            key={category.id}
            type="button"
            aria-pressed={selected === category.id}
            onClick={() => onChange(category)}
            title={category.description[lang]}
            className={pill(selected === category.id)}
          >
            {category.name[lang]}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

export default function Blog() {
  const { lang, t } = useLanguage();
  const [searchParams, setSearchParams] = useSearchParams();
  const [hydrated, setHydrated] = useState(false);
  const [query, setQuery] = useState("");
  const [view, setView] = useState<BlogView>("grid");

  useEffect(() => setHydrated(true), []);

  // The pre-rendered page lists every post; the ?category= filter applies once the page is live.
  const category = hydrated ? (categoryBySlug(searchParams.get("category"))?.id ?? null) : null;
  const found = filterPosts(posts, { query, category, view }, lang);
  const searching = query.trim().length > 0;

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
    setQuery("");
    selectCategory(null);
  };

  const listClass =
    view === "grid" ? "grid gap-6 sm:grid-cols-2 lg:grid-cols-3" : "flex flex-col gap-6";

  return (
    <>
      <PageHeader heading={t.pages.blog.heading} intro={t.pages.blog.intro}>
        <dl className="flex flex-wrap justify-center gap-4">
          {[
            [t.blog.statArticles, posts.length],
            [t.blog.statCategories, categories.length],
            [t.blog.statAuthors, authorNames.length],
          ].map(([label, value]) => (
            <div key={label} className="min-w-28 rounded-2xl border border-line bg-panel px-5 py-3">
              <dt className="text-xs tracking-wide text-muted uppercase">{label}</dt>
              <dd className="text-3xl font-bold text-accent" data-testid={`stat-${label}`}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
        <p className="w-full text-sm text-muted">
          {fill(t.blog.authorsLine, { authors: authorNames.join(lang === "pl" ? " i " : " and ") })}
        </p>
      </PageHeader>

      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="flex flex-col gap-6 rounded-3xl border border-line bg-panel/60 p-5 sm:p-6">
          <div className="flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
            <BlogSearch value={query} onSearch={setQuery} />
            <ViewSwitch view={view} onChange={selectView} />
          </div>
          <CategoryFilter selected={category} onChange={selectCategory} />
        </div>

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
              <button
                type="button"
                onClick={() => setQuery("")}
                className="rounded-full border border-line px-4 py-2 text-sm font-semibold hover:border-fg"
              >
                {t.blog.clearSearch}
              </button>
            )}
          </div>

          {found.length === 0 ? (
            <div
              className="mt-8 rounded-3xl border border-dashed border-line p-10 text-center"
              data-testid="blog-empty"
            >
              <p className="text-xl font-semibold">{t.blog.emptyTitle}</p>
              <p className="mt-2 text-muted">{t.blog.emptyText}</p>
              <button
                type="button"
                onClick={clearFilters}
                className="mt-6 rounded-full bg-accent px-6 py-3 font-semibold text-accent-ink hover:bg-accent-strong"
              >
                {t.blog.clearFilters}
              </button>
            </div>
          ) : (
            <ul className={`mt-8 ${listClass}`} data-testid="post-list" data-view={view}>
              {found.map((post, index) => (
                <li key={post.slug} className="flex">
                  <PostCard
                    post={post}
                    variant={
                      view === "list" ? "compact" : view === "featured" ? "featured" : "grid"
                    }
                    eager={index < 3}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <ConsultationCta />
    </>
  );
}

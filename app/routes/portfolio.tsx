import { useEffect, useRef, useState, useTransition } from "react";
import { formatCount } from "#content/plural.ts";
import { type ProjectCategory, projects } from "#content/portfolio.ts";
import { PageHeader } from "../components/sections/page-header.tsx";
import { ProjectCard } from "../components/sections/project-card.tsx";
import { ProjectCta } from "../components/sections/project-cta.tsx";
import { Button } from "../components/ui/actions.tsx";
import { useLanguage } from "../i18n/context.tsx";
import {
  categoriesOf,
  type Filter,
  filterItems,
  hasMore,
  INITIAL_VISIBLE,
  nextVisibleCount,
} from "../portfolio/visible-projects.ts";
import { pageMeta } from "../seo/meta.ts";
import type { Route } from "./+types/portfolio";

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({ page: "portfolio", pathname: location.pathname });

const categories = categoriesOf(projects);

/** The portfolio: category pills, a grid of projects in rows of even cards and "show more" paging. */
export default function Portfolio() {
  const { t, lang } = useLanguage();
  const [filter, setFilter] = useState<Filter<ProjectCategory>>("all");
  const [visible, setVisible] = useState(INITIAL_VISIBLE);
  const [isPending, startTransition] = useTransition();
  const firstRevealed = useRef<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const matching = filterItems(projects, filter);
  const shown = matching.slice(0, visible);

  // After "show more", keyboard focus moves to the first newly shown project.
  useEffect(() => {
    const index = firstRevealed.current;
    if (index === null || isPending) return;
    firstRevealed.current = null;
    listRef.current?.querySelectorAll<HTMLElement>("li > article a")[index]?.focus();
  });

  const choose = (next: Filter<ProjectCategory>) => {
    setFilter(next);
    setVisible(INITIAL_VISIBLE);
  };

  const showMore = () => {
    firstRevealed.current = visible;
    startTransition(() => setVisible(nextVisibleCount(visible, matching.length)));
  };

  const pills: { value: Filter<ProjectCategory>; label: string }[] = [
    { value: "all", label: t.portfolioPage.all },
    ...categories.map((category) => ({
      value: category,
      label: t.portfolioPage.categories[category],
    })),
  ];

  return (
    <>
      <PageHeader heading={t.pages.portfolio.heading} intro={t.pages.portfolio.intro} />
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <fieldset className="flex flex-wrap justify-center gap-3">
          <legend className="sr-only">{t.portfolioPage.filterLabel}</legend>
          {pills.map((pill) => (
            <button
              key={pill.value}
              type="button"
              aria-pressed={filter === pill.value}
              onClick={() => choose(pill.value)}
              className={`rounded-full border px-5 py-2 text-sm font-semibold transition-colors ${
                filter === pill.value
                  ? "border-accent bg-accent text-accent-ink"
                  : "border-line text-fg hover:border-muted"
              }`}
            >
              {pill.label}
            </button>
          ))}
        </fieldset>
        {/* Heard, not seen: the grid itself shows what the filter found. */}
        <p className="sr-only" aria-live="polite" data-testid="found-count">
          {formatCount(matching.length, lang, t.portfolioPage.foundCount)}
        </p>
        <ul
          ref={listRef}
          aria-busy={isPending}
          data-testid="portfolio-grid"
          className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3"
        >
          {shown.map((project, index) => (
            <li key={project.id} className="flex">
              <ProjectCard project={project} headingLevel={2} eager={index < 2} />
            </li>
          ))}
        </ul>
        {hasMore(visible, matching.length) && (
          <div className="mt-10 text-center">
            <Button
              variant="secondary"
              onClick={showMore}
              disabled={isPending}
              className="transition-colors disabled:cursor-wait disabled:opacity-70"
            >
              {isPending ? t.portfolioPage.loading : t.portfolioPage.showMore}
            </Button>
          </div>
        )}
      </div>
      <ProjectCta />
    </>
  );
}

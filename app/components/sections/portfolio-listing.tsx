import { useEffect, useRef, useState, useTransition } from "react";
import { formatCount } from "#content/plural.ts";
import { type ProjectCategory, projects } from "#content/portfolio.ts";
import { useAddressForm } from "../../hooks/use-address-form.ts";
import { useLanguage } from "../../i18n/context.tsx";
import {
  categoriesOf,
  type Filter,
  filterItems,
  hasMore,
  INITIAL_VISIBLE,
  nextVisibleCount,
} from "../../portfolio/visible-projects.ts";
import { StaticRegion } from "../static-region.tsx";
import { Button } from "../ui/actions.tsx";
import { CATEGORY_FIELD, PortfolioFilter } from "./portfolio-filter.tsx";
import { ProjectCard } from "./project-card.tsx";

const categories = categoriesOf(projects);

/** The filter in the address (`?category=web`); anything else is all projects. */
const filterFrom = (params: URLSearchParams): Filter<ProjectCategory> =>
  categories.find((category) => category === params.get(CATEGORY_FIELD)) ?? "all";
const paramsOf = (filter: Filter<ProjectCategory>) =>
  new URLSearchParams(filter === "all" ? {} : { [CATEGORY_FIELD]: filter });
function showInForm(form: HTMLFormElement, filter: Filter<ProjectCategory>) {
  const field = form.elements.namedItem(CATEGORY_FIELD);
  if (field instanceof RadioNodeList) field.value = filter === "all" ? "" : filter;
}

/**
 * The portfolio: category pills, a grid of projects in rows of even cards and
 * "show more" paging. The filter lives in the address, the pills are a GET
 * form's radio buttons: a choice made before the app runs applies as soon as it
 * does, and without scripts the server renders the chosen category.
 */
export function PortfolioListing() {
  const { t, lang } = useLanguage();
  const {
    state: filter,
    apply,
    form,
    onSubmit,
  } = useAddressForm({ parse: filterFrom, serialize: paramsOf, writeForm: showInForm });
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
    listRef.current?.querySelectorAll<HTMLElement>("li article a")[index]?.focus();
  });

  const showMore = () => {
    firstRevealed.current = visible;
    startTransition(() => setVisible(nextVisibleCount(visible, matching.length)));
  };

  return (
    <div className="wrap">
      <PortfolioFilter
        form={form}
        categories={categories}
        filter={filter}
        onSubmit={onSubmit}
        onChange={(next) => {
          apply(next);
          setVisible(INITIAL_VISIBLE);
        }}
      />
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
        {/* The first picture is the largest paint at every width (the first of equal
              cards); a second at high priority would share a phone's bandwidth with it.
              A card never changes once drawn: the server's cards are not hydrated. */}
        {shown.map((project, index) => (
          <li key={project.id} className="flex">
            <StaticRegion>
              <ProjectCard project={project} headingLevel={2} eager={index === 0} />
            </StaticRegion>
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
  );
}

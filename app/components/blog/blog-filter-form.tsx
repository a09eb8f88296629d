import type { FormEvent, RefObject } from "react";
import { localizePath } from "#shared/lang.ts";
import { pagePath } from "#shared/route-table.ts";
import { type BlogFilterState, filterFields } from "../../blog/blog-filters.ts";
import { useLanguage } from "../../i18n/context.tsx";
import { Button } from "../ui/actions.tsx";
import { CategoryFilter, ViewSwitch } from "./blog-controls.tsx";
import { BlogSearch } from "./blog-search.tsx";

/**
 * The blog's search, view and category: one GET form whose fields are the
 * address's query (blog/blog-filters.ts). Changing the view or the category
 * scrolls back to the top of the page (`onChosen`). Without scripts its button
 * sends it.
 */
export function BlogFilterForm({
  form,
  filters,
  update,
  onSubmit,
  onFirstSearch,
  onChosen,
}: {
  form: RefObject<HTMLFormElement | null>;
  filters: BlogFilterState;
  update: (change: Partial<BlogFilterState>) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The search box was first used: the time to load the search. */
  onFirstSearch: () => void;
  /** A view or a category was chosen. */
  onChosen: () => void;
}) {
  const { lang, t } = useLanguage();
  return (
    <search>
      <form
        ref={form}
        method="get"
        action={localizePath(pagePath("blog"), lang)}
        onSubmit={onSubmit}
        className="flex flex-col gap-6 rounded-3xl border border-line bg-panel/60 p-5 sm:p-6"
      >
        <div className="flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
          <BlogSearch
            name={filterFields.query}
            value={filters.query}
            onSearch={(query) => update({ query })}
            onFirstUse={onFirstSearch}
          />
          <ViewSwitch
            name={filterFields.view}
            view={filters.view}
            onChange={(view) => {
              update({ view });
              onChosen();
            }}
          />
        </div>
        <CategoryFilter
          name={filterFields.category}
          selected={filters.category}
          onChange={(category) => {
            update({ category });
            onChosen();
          }}
        />
        <Button
          type="submit"
          variant="secondary"
          size="small"
          className="hidden self-start noscript:inline-flex"
        >
          {t.filters.apply}
        </Button>
      </form>
    </search>
  );
}

import type { FormEvent, RefObject } from "react";
import type { ProjectCategory } from "#content/portfolio.ts";
import { localizePath } from "#shared/lang.ts";
import { pagePath } from "#shared/route-table.ts";
import { useLanguage } from "../../i18n/context.tsx";
import type { Filter } from "../../portfolio/visible-projects.ts";
import { Button } from "../ui/actions.tsx";
import { FilterPills } from "../ui/filter-pills.tsx";

export const CATEGORY_FIELD = "category";

/**
 * The portfolio's category pills: a GET form whose one field is the address's
 * `category` (hooks/use-address-form.ts). Without scripts its button sends it.
 */
export function PortfolioFilter({
  form,
  categories,
  filter,
  onChange,
  onSubmit,
}: {
  form: RefObject<HTMLFormElement | null>;
  categories: readonly ProjectCategory[];
  filter: Filter<ProjectCategory>;
  onChange: (filter: Filter<ProjectCategory>) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}) {
  const { lang, t } = useLanguage();
  return (
    <form
      ref={form}
      method="get"
      action={localizePath(pagePath("portfolio"), lang)}
      onSubmit={onSubmit}
      className="flex flex-col items-center gap-4"
    >
      <FilterPills
        legend={t.portfolioPage.filterLabel}
        name={CATEGORY_FIELD}
        defaultValue={filter === "all" ? "" : filter}
        onChange={(value) => onChange(categories.find((category) => category === value) ?? "all")}
        options={[
          { value: "", label: t.portfolioPage.all },
          ...categories.map((category) => ({
            value: category,
            label: t.portfolioPage.categories[category],
          })),
        ]}
      />
      <Button
        type="submit"
        variant="secondary"
        size="small"
        className="hidden noscript:inline-flex"
      >
        {t.filters.apply}
      </Button>
    </form>
  );
}

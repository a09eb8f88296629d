import { type CategoryId, categories, categoryById } from "#content/blog/categories.ts";
import { type BlogView, blogViews } from "../../blog/search.ts";
import { useLanguage } from "../../i18n/context.tsx";
import { FilterPills } from "../ui/filter-pills.tsx";

/**
 * How the list is shown: grid, list or featured only (radio buttons drawn as a
 * segmented switch). Uncontrolled, like every field of the blog's filter form:
 * React never undoes a choice made before the app ran.
 */
export function ViewSwitch({
  name,
  view,
  onChange,
}: {
  name: string;
  view: BlogView;
  onChange: (view: BlogView) => void;
}) {
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
            name={name}
            value={option}
            defaultChecked={view === option}
            onChange={() => onChange(option)}
            className="peer absolute inset-0 size-full cursor-pointer appearance-none rounded-full"
          />
          <span className="pointer-events-none block rounded-full px-4 py-2 text-sm font-semibold text-muted transition-colors peer-checked:bg-accent peer-checked:text-accent-ink peer-hover:text-fg peer-checked:peer-hover:text-accent-ink">
            {labels[option]}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** One category at a time, or all ("", the address then names none). */
export function CategoryFilter({
  name,
  selected,
  onChange,
}: {
  name: string;
  selected: CategoryId | null;
  onChange: (category: CategoryId | null) => void;
}) {
  const { lang, t } = useLanguage();
  return (
    <FilterPills
      legend={t.blog.categoryLabel}
      name={name}
      defaultValue={selected ? categoryById(selected).slug : ""}
      className="[&>div]:justify-start"
      onChange={(slug) =>
        onChange(categories.find((category) => category.slug === slug)?.id ?? null)
      }
      options={[
        { value: "", label: t.blog.allCategories },
        ...categories.map((category) => ({
          value: category.slug,
          label: category.name[lang],
          title: category.description[lang],
        })),
      ]}
    />
  );
}

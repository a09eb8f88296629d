import type { BlogCategory, CategoryId } from "#content/blog/categories.ts";
import { categories } from "#content/blog/categories.ts";
import { type BlogView, blogViews } from "../../blog/search.ts";
import { useLanguage } from "../../i18n/context.tsx";

/** How the list is shown: grid, list or featured only (radio buttons drawn as a segmented switch). */
export function ViewSwitch({
  view,
  onChange,
}: {
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

/** One category at a time, or all: toggle buttons. */
export function CategoryFilter({
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

import { type CategoryId, categoryById } from "#content/blog/categories.ts";
import { useLanguage } from "../../i18n/context.tsx";

export function CategoryBadge({ category }: { category: CategoryId }) {
  const { lang } = useLanguage();
  const entry = categoryById(category);
  return (
    <span className="inline-flex items-center rounded-full border border-line px-3 py-1 text-xs font-semibold tracking-wide whitespace-nowrap text-river uppercase">
      {entry.name[lang]}
    </span>
  );
}

export function FeaturedBadge() {
  const { t } = useLanguage();
  return (
    <span className="inline-flex items-center rounded-full bg-river px-3 py-1 text-xs font-semibold whitespace-nowrap text-ink">
      {t.blog.featured}
    </span>
  );
}

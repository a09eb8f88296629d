import { dictionaries } from "#shared/i18n/dictionaries/index.ts";
import { type Lang, localizePath } from "#shared/lang.ts";
import { type PageId, page, pagePath } from "#shared/route-table.ts";

export interface Crumb {
  label: string;
  /** Localized path of the crumb. */
  path: string;
}

/**
 * The trail from home to a page, e.g. Home › Services › Brand strategy.
 * Pages with a slug pass their own label (the article or project title).
 */
export function breadcrumbTrail(
  id: PageId,
  lang: Lang,
  leaf?: { slug: string; label: string },
): Crumb[] {
  const labels = dictionaries[lang].pages;
  const trail: Crumb[] = [];
  let current: PageId | undefined = id;
  let isLeaf = true;
  while (current && current !== "home") {
    const entry = page(current);
    const slug = isLeaf ? leaf?.slug : undefined;
    const label = isLeaf && leaf ? leaf.label : labels[current].breadcrumb;
    trail.unshift({ label, path: localizePath(pagePath(current, slug), lang) });
    current = entry.parent;
    isLeaf = false;
  }
  trail.unshift({ label: labels.home.breadcrumb, path: localizePath("/", lang) });
  return trail;
}

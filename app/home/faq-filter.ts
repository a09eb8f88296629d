/** The home FAQ's category filter: how many questions each button shows and which ones. */
import type { FaqCategory, FaqFilter } from "#content/faq-categories.ts";

/** How many items each filter shows; "wszystkie" counts every item. */
export function faqCounts(items: readonly { category: FaqCategory }[]): Record<FaqFilter, number> {
  const counts: Record<FaqFilter, number> = {
    wszystkie: items.length,
    ogólne: 0,
    "marketing-cyfrowy": 0,
    "branding-logo": 0,
    "strony-aplikacje": 0,
    "kampanie-reklamowe": 0,
    "agencja-marketingowa": 0,
    "video-fotografia": 0,
  };
  for (const item of items) counts[item.category] += 1;
  return counts;
}

/** The items a filter shows, in their original order. */
export function filterFaq<T extends { category: FaqCategory }>(
  items: readonly T[],
  filter: FaqFilter,
): readonly T[] {
  return filter === "wszystkie" ? items : items.filter((item) => item.category === filter);
}

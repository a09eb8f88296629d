/** The home FAQ's category filter: how many questions each category holds (the filter itself is CSS: components/sections/faq-section.tsx). */
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

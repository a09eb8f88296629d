/**
 * The seven FAQ categories and the filter labels, kept apart from the questions
 * so the filter buttons can be drawn without loading every answer.
 */
import type { Lang } from "#shared/lang.ts";
import { typesetPolishTree } from "#shared/typography.ts";

export const faqCategories = [
  "ogólne",
  "marketing-cyfrowy",
  "branding-logo",
  "strony-aplikacje",
  "kampanie-reklamowe",
  "agencja-marketingowa",
  "video-fotografia",
] as const;
export type FaqCategory = (typeof faqCategories)[number];
/** A filter value: one category or every item. */
export type FaqFilter = FaqCategory | "wszystkie";
export const faqFilters: readonly FaqFilter[] = ["wszystkie", ...faqCategories];

export const faqFilterLabels: Record<FaqFilter, Record<Lang, string>> = typesetPolishTree({
  wszystkie: { pl: "Wszystkie", en: "All" },
  ogólne: { pl: "Ogólne", en: "General" },
  "marketing-cyfrowy": { pl: "Marketing cyfrowy", en: "Digital marketing" },
  "branding-logo": { pl: "Branding i logo", en: "Branding and logo" },
  "strony-aplikacje": { pl: "Strony i aplikacje", en: "Websites and apps" },
  "kampanie-reklamowe": { pl: "Kampanie reklamowe", en: "Ad campaigns" },
  "agencja-marketingowa": { pl: "Agencja marketingowa", en: "Marketing agency" },
  "video-fotografia": { pl: "Video i fotografia", en: "Video and photography" },
});

/** Blog categories: id, URL slug and texts in both languages. Every badge looks the same (docs/design.md: one chip style). */
import type { Localized } from "#shared/lang.ts";
import { typesetPolishTree } from "#shared/typography.ts";

export const categoryIds = ["marketing", "branding", "web-design", "case-studies", "tips"] as const;
export type CategoryId = (typeof categoryIds)[number];

export interface BlogCategory {
  id: CategoryId;
  /** Value of the blog index's ?category= parameter. */
  slug: string;
  name: Localized;
  description: Localized;
}

export const categories: readonly BlogCategory[] = typesetPolishTree([
  {
    id: "marketing",
    slug: "marketing-cyfrowy",
    name: { pl: "Marketing cyfrowy", en: "Digital marketing" },
    description: {
      pl: "Kampanie Google Ads i w social mediach, analityka, ROI i współpraca z agencją.",
      en: "Google Ads and social campaigns, analytics, ROI and working with an agency.",
    },
  },
  {
    id: "branding",
    slug: "branding",
    name: { pl: "Branding", en: "Branding" },
    description: {
      pl: "Logo, identyfikacja wizualna i brand book — jak zbudować markę, którą się pamięta.",
      en: "Logos, visual identity and brand books — how to build a brand people remember.",
    },
  },
  {
    id: "web-design",
    slug: "web-design",
    name: { pl: "Strony i aplikacje", en: "Web design" },
    description: {
      pl: "Strony internetowe i aplikacje webowe: koszty, technologie i proces wdrożenia.",
      en: "Websites and web applications: costs, technology and how delivery works.",
    },
  },
  {
    id: "case-studies",
    slug: "case-studies",
    name: { pl: "Realizacje", en: "Case studies" },
    description: {
      pl: "Realizacje krok po kroku: wyzwanie, rozwiązanie i wyniki w liczbach.",
      en: "Projects step by step: the challenge, the solution and the results in numbers.",
    },
  },
  {
    id: "tips",
    slug: "wskazowki",
    name: { pl: "Wskazówki", en: "Tips" },
    description: {
      pl: "Krótkie, praktyczne porady, które możesz wdrożyć w swojej firmie od ręki.",
      en: "Short, practical advice you can put to work in your business right away.",
    },
  },
]);

export function categoryById(id: CategoryId): BlogCategory {
  const found = categories.find((category) => category.id === id);
  if (!found) throw new Error(`Unknown blog category: ${id}`);
  return found;
}

export function categoryBySlug(slug: string | null | undefined): BlogCategory | undefined {
  return categories.find((category) => category.slug === slug);
}

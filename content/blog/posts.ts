import type { PostSummary } from "./types.ts";

type Draft = Pick<PostSummary, "slug" | "title" | "excerpt" | "publishedAt" | "readTime">;

const drafts: Draft[] = [
  {
    slug: "identyfikacja-wizualna-szczecin-krok-po-kroku-dla-lokalnych-firm",
    title: {
      pl: "Identyfikacja wizualna w Szczecinie krok po kroku — poradnik dla lokalnych firm",
      en: "Visual identity in Szczecin step by step — a guide for local businesses",
    },
    excerpt: {
      pl: "Pięć kroków od briefu do brand booka: ile to trwa, ile kosztuje i jak nie przepalić budżetu na ładny, ale nieskuteczny logotyp.",
      en: "Five steps from brief to brand book: how long it takes, what it costs and how not to waste your budget on a pretty but ineffective logo.",
    },
    publishedAt: "2025-08-31T09:00:00+02:00",
    readTime: 18,
  },
  {
    slug: "kampanie-reklamowe-online-szczecin-top-5-bledow-ktore-kosztuja-firmy-tysiace-zlotych",
    title: {
      pl: "Kampanie reklamowe online w Szczecinie: 5 błędów, które kosztują firmy tysiące złotych",
      en: "Online ad campaigns in Szczecin: 5 mistakes that cost businesses thousands of złoty",
    },
    excerpt: {
      pl: "Źle ustawione kierowanie, brak analityki i kampanie bez strony docelowej. Pokazujemy, jak rozpoznać te błędy i ile można na nich zaoszczędzić.",
      en: "Poor targeting, no analytics and campaigns without a landing page. We show how to spot these mistakes and how much fixing them saves.",
    },
    publishedAt: "2025-08-30T09:00:00+02:00",
    readTime: 15,
  },
  {
    slug: "projekt-logo-szczecin-ile-kosztuje-logo-w-2025",
    title: {
      pl: "Projekt logo w Szczecinie — ile kosztuje logo w 2025 roku?",
      en: "Logo design in Szczecin — how much does a logo cost in 2025?",
    },
    excerpt: {
      pl: "Od 800 do ponad 6000 zł netto. Wyjaśniamy, co wpływa na cenę logo, czym różnią się pakiety i na co zwrócić uwagę, zanim podpiszesz umowę.",
      en: "From 800 to over 6,000 PLN net. We explain what drives the price of a logo, how the packages differ and what to check before you sign.",
    },
    publishedAt: "2025-08-28T09:00:00+02:00",
    readTime: 12,
  },
];

function summary(draft: Draft, index: number): PostSummary {
  const branding = draft.slug.includes("logo") || draft.slug.includes("identyfikacja");
  return {
    ...draft,
    id: String(6 + index),
    author: branding ? "tomasz-nowicki" : "karolina-zielinska",
    category: branding ? "branding" : "marketing",
    tags: [],
    updatedAt: draft.publishedAt,
    featuredImage: "/blog/default-banner.svg",
    featured: index < 2,
    polishOnly: true,
    seo: {
      pl: { title: draft.title.pl, description: draft.excerpt.pl, keywords: [] },
      en: { title: draft.title.en, description: draft.excerpt.en, keywords: [] },
    },
  };
}

/** Published articles, newest first. */
export const posts: readonly PostSummary[] = drafts.map(summary);

export function findPost(slug: string | undefined): PostSummary | undefined {
  return posts.find((post) => post.slug === slug);
}

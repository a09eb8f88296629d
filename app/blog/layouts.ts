/** Articles with a layout of their own, by slug. */
export type ArticleLayout =
  | "default"
  | "logoPricing"
  | "adMistakes"
  | "visualIdentity"
  | "agencySelection"
  | "webApps";

const layouts: Record<string, ArticleLayout> = {
  "projekt-logo-szczecin-ile-kosztuje-logo-w-2025": "logoPricing",
  "kampanie-reklamowe-online-szczecin-top-5-bledow-ktore-kosztuja-firmy-tysiace-zlotych":
    "adMistakes",
  "identyfikacja-wizualna-szczecin-krok-po-kroku-dla-lokalnych-firm": "visualIdentity",
  "jak-wybrac-agencje-marketingowa-w-szczecinie": "agencySelection",
  "aplikacje-webowe-dla-firm-ile-kosztuja": "webApps",
};

export function layoutOf(slug: string): ArticleLayout {
  return layouts[slug] ?? "default";
}

/** The ad-mistakes and visual-identity FAQs keep one answer open; the others toggle each item. */
export function faqModeOf(layout: ArticleLayout): "single" | "multiple" {
  return layout === "adMistakes" || layout === "visualIdentity" ? "single" : "multiple";
}

/**
 * Permanent redirects of old and shorthand service URLs and of articles whose
 * address changed. The server answers them with 301; the client router
 * follows them without a round trip. English mirrors (/en/...) redirect to the
 * English targets.
 */
import { languages, localizePath } from "./lang.ts";
import { pagePath, type ServicePageId, servicePages } from "./route-table.ts";

/** Old and shorthand paths of each service page (Polish; the /en mirrors follow). */
const formerPaths: Record<ServicePageId, readonly string[]> = {
  serviceBranding: [
    "/uslugi/branding-i-design",
    "/uslugi/branding",
    "/uslugi/design",
    "/uslugi/projekt-logo-szczecin",
  ],
  serviceWeb: ["/uslugi/strony-i-aplikacje", "/uslugi/web-design", "/uslugi/development"],
  serviceMarketing: [
    "/uslugi/marketing-cyfrowy",
    "/uslugi/seo",
    "/uslugi/google-ads",
    "/uslugi/social-media",
    "/uslugi/kampanie-reklamowe-szczecin",
  ],
  serviceVideo: ["/uslugi/video-i-fotografia", "/uslugi/fotografia", "/uslugi/video"],
  serviceStrategy: ["/uslugi/strategia-marki", "/uslugi/brand-strategy"],
};

/**
 * Articles that moved: their former slug → their folder's name today. An
 * address that names a year goes stale with it; the price articles' titles now
 * take the year from content/offer.ts instead.
 */
const movedArticles: Readonly<Record<string, string>> = {
  "projekt-logo-szczecin-ile-kosztuje-logo-w-2025": "projekt-logo-szczecin-ile-kosztuje-logo",
};

const polishRedirects = [
  ...servicePages.flatMap((id) => formerPaths[id].map((from) => [from, pagePath(id)] as const)),
  ...Object.entries(movedArticles).map(
    ([from, to]) => [pagePath("blogPost", from), pagePath("blogPost", to)] as const,
  ),
];

/** Every redirect source (both languages) → its target. */
export const redirects: ReadonlyMap<string, string> = new Map(
  polishRedirects.flatMap(([from, to]) =>
    languages.map((lang) => [localizePath(from, lang), localizePath(to, lang)] as const),
  ),
);

/** Where a path permanently moved to, ignoring one trailing slash. */
export function redirectTarget(pathname: string): string | undefined {
  const normalized = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  return redirects.get(normalized);
}

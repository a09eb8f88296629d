/**
 * Permanent redirects of old and shorthand service URLs. The server answers
 * them with 301; the client router follows them without a round trip. English
 * mirrors (/en/...) redirect to the English targets.
 */
import { languages, localizePath } from "./lang.ts";

const branding = "/uslugi/branding-i-design-szczecin";
const web = "/uslugi/strony-i-aplikacje-szczecin";
const marketing = "/uslugi/marketing-cyfrowy-szczecin";
const video = "/uslugi/video-i-fotografia-szczecin";
const strategy = "/uslugi/strategia-marki-szczecin";

const polishRedirects: Record<string, string> = {
  "/uslugi/branding-i-design": branding,
  "/uslugi/branding": branding,
  "/uslugi/design": branding,
  "/uslugi/projekt-logo-szczecin": branding,
  "/uslugi/strony-i-aplikacje": web,
  "/uslugi/web-design": web,
  "/uslugi/development": web,
  "/uslugi/marketing-cyfrowy": marketing,
  "/uslugi/seo": marketing,
  "/uslugi/google-ads": marketing,
  "/uslugi/social-media": marketing,
  "/uslugi/kampanie-reklamowe-szczecin": marketing,
  "/uslugi/video-i-fotografia": video,
  "/uslugi/fotografia": video,
  "/uslugi/video": video,
  "/uslugi/strategia-marki": strategy,
  "/uslugi/brand-strategy": strategy,
};

/** Every redirect source (both languages) → its target. */
export const redirects: ReadonlyMap<string, string> = new Map(
  Object.entries(polishRedirects).flatMap(([from, to]) =>
    languages.map((lang) => [localizePath(from, lang), localizePath(to, lang)] as const),
  ),
);

/** Where a path permanently moved to, ignoring one trailing slash. */
export function redirectTarget(pathname: string): string | undefined {
  const normalized = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  return redirects.get(normalized);
}

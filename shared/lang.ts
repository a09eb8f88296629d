/** The site's languages and how they map onto URLs: Polish at the root, English under /en. */

export const languages = ["pl", "en"] as const;
export type Lang = (typeof languages)[number];
export const defaultLang: Lang = "pl";

/** A value (by default a text) written in both site languages. */
export type Localized<T = string> = Record<Lang, T>;

/** Each language's name in itself, for the language switch. */
export const languageNames: Record<Lang, string> = { pl: "Polski", en: "English" };

/** BCP 47 tags for <html lang>, hreflang and Intl. */
export const locales: Record<Lang, string> = { pl: "pl-PL", en: "en-GB" };

const EN_PREFIX = "/en";

export function langFromPath(pathname: string): Lang {
  return pathname === EN_PREFIX || pathname.startsWith(`${EN_PREFIX}/`) ? "en" : "pl";
}

/** "/uslugi/" → "/uslugi": pages live at paths without a trailing slash. */
export function normalizePathname(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

/** The Polish (root) form of any path: "/en/uslugi" → "/uslugi", "/en" → "/". */
export function stripLang(pathname: string): string {
  const path = normalizePathname(pathname);
  if (langFromPath(path) === "pl") return path;
  return normalizePathname(path.slice(EN_PREFIX.length));
}

/** A Polish path in the given language: ("/uslugi", "en") → "/en/uslugi". */
export function localizePath(plPath: string, lang: Lang): string {
  if (lang === "pl") return plPath;
  return plPath === "/" ? EN_PREFIX : `${EN_PREFIX}${plPath}`;
}

/** The same page in the other language. */
export function mirrorPath(pathname: string, target: Lang): string {
  return localizePath(stripLang(pathname), target);
}

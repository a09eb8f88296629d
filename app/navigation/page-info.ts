/**
 * What an Astro page of one address per language needs to know of itself: its
 * paths in every language and the page its roots get. Imports no content, so a
 * page drawn per request by the production server (pages/per-request/) brings
 * nothing of the build's content tooling with it.
 */
import { type Lang, languages, localizePath } from "#shared/lang.ts";
import { type PageId, pagePath } from "#shared/route-table.ts";

/**
 * An Astro page's paths for the page `id` in every language (`getStaticPaths`): its rest
 * parameter `param` is the address without its leading slash; the page gets its language.
 */
export function inEveryLanguage<Param extends string>(id: PageId, param: Param) {
  return languages.map((lang) => ({
    params: { [param]: localizePath(pagePath(id), lang).slice(1) } as Record<Param, string>,
    props: { lang },
  }));
}

/** What the roots of the page `id` in `lang` know of it (islands/page-context.tsx). */
export function pageInfo(id: PageId, lang: Lang) {
  return { lang, pathname: localizePath(pagePath(id), lang), routeId: `${id}.${lang}` };
}

/** The pages the E2E suite visits: every pre-rendered page in both languages. */

import { concretePaths } from "../../app/navigation/page-paths.ts";
import { dictionaries } from "../../shared/i18n/dictionaries/index.ts";
import { type Lang, languages, localizePath } from "../../shared/lang.ts";
import { pagePath } from "../../shared/route-table.ts";
import { posts } from "./blog-data.ts";

export interface SitePage {
  path: string;
  lang: Lang;
}

export const sitePages: SitePage[] = concretePaths().flatMap((path) =>
  languages.map((lang) => ({ path: localizePath(path, lang), lang })),
);

/** Articles written in Polish only: their /en page shows the Polish body and is noindex. */
const polishOnly = new Set(
  posts.filter((post) => post.polishOnly).map((post) => pagePath("blogPost", post.slug)),
);

/**
 * The pages meant for search results (and the sitemap); the rest, such as a
 * form's thank-you page or a Polish-only article's /en page, are noindex.
 */
export const indexedPages: SitePage[] = concretePaths((entry) => entry.sitemap).flatMap((path) =>
  languages
    .filter((lang) => lang === "pl" || !polishOnly.has(path))
    .map((lang) => ({ path: localizePath(path, lang), lang })),
);

export { dictionaries };

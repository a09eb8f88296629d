import { posts } from "#content/blog/posts.ts";
import { languages as allLanguages, type Lang, localizePath } from "#shared/lang.ts";
import { pagePath } from "#shared/route-table.ts";
import { escapeXml } from "#shared/text.ts";
import { concretePaths } from "../navigation/page-paths.ts";
import { absoluteUrl } from "./json-ld.ts";

/** Every page in each language it is written in, each with its hreflang alternates. */
export function sitemapXml(): string {
  // An article written in Polish only has no English page to offer search engines (its /en page is noindex).
  const polishOnly = new Set(
    posts.filter((post) => post.polishOnly).map((post) => pagePath("blogPost", post.slug)),
  );
  const urls = concretePaths((entry) => entry.sitemap).flatMap((plPath) => {
    const languages: readonly Lang[] = polishOnly.has(plPath) ? ["pl"] : allLanguages;
    const alternates = [
      ...languages.map((lang) => ({
        hreflang: lang,
        href: absoluteUrl(localizePath(plPath, lang)),
      })),
      { hreflang: "x-default", href: absoluteUrl(plPath) },
    ]
      .map(
        (alt) =>
          `    <xhtml:link rel="alternate" hreflang="${alt.hreflang}" href="${escapeXml(alt.href)}"/>`,
      )
      .join("\n");
    return languages.map(
      (lang) =>
        `  <url>\n    <loc>${escapeXml(absoluteUrl(localizePath(plPath, lang)))}</loc>\n${alternates}\n  </url>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

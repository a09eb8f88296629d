/** Everything a page puts in <head> for search engines and link previews. */

import { site } from "#content/site.ts";
import { dictionaries } from "#shared/i18n/dictionaries/index.ts";
import { type Lang, langFromPath, languages, localizePath, stripLang } from "#shared/lang.ts";
import { type PageId, page } from "#shared/route-table.ts";
import { breadcrumbTrail } from "../navigation/breadcrumbs.ts";
import type { HeadTag } from "./head-tags.ts";
import { absoluteUrl, breadcrumbList, jsonLd } from "./json-ld.ts";

const ogLocales = { pl: "pl_PL", en: "en_GB" } as const;

export interface PageMetaOptions {
  page: PageId;
  /** The current location's pathname: decides language, canonical and alternates. */
  pathname: string;
  /** For pages with a slug: its title, description and breadcrumb label. */
  title?: string;
  /** The whole <title> when it differs from "<title> | <site name>". */
  documentTitle?: string;
  description?: string;
  keywords?: string;
  slug?: string;
  ogType?: "website" | "article";
  /** Where the canonical points when it is not the page itself. */
  canonicalPath?: string;
  /** The languages the page is written in, offered as hreflang alternates (both by default). */
  languages?: readonly Lang[];
  /** Keeps this page out of search results even where its kind of page is in the sitemap. */
  noindex?: boolean;
  /** Extra structured data; inner pages get a BreadcrumbList on top of it. */
  structuredData?: HeadTag[];
  /** Extra tags such as article:published_time. */
  extra?: HeadTag[];
}

export function pageMeta(options: PageMetaOptions): HeadTag[] {
  const lang = langFromPath(options.pathname);
  const texts = dictionaries[lang].pages[options.page];
  const title =
    options.documentTitle ?? (options.title ? `${options.title} | ${site.name}` : texts.title);
  const description = options.description ?? texts.description;
  const plPath = stripLang(options.pathname);
  const canonical = absoluteUrl(options.canonicalPath ?? localizePath(plPath, lang));
  const trail =
    options.page === "home"
      ? []
      : breadcrumbTrail(
          options.page,
          lang,
          options.slug && options.title ? { slug: options.slug, label: options.title } : undefined,
        );

  return [
    { title },
    { name: "description", content: description },
    { name: "keywords", content: options.keywords ?? texts.keywords },
    // Pages left out of the sitemap (a form's thank-you page) are not for search results either.
    ...(page(options.page).sitemap && !options.noindex
      ? []
      : [{ name: "robots", content: "noindex" }]),
    { tagName: "link", rel: "canonical", href: canonical },
    ...(options.languages ?? languages).map((alt) => ({
      tagName: "link" as const,
      rel: "alternate",
      hrefLang: alt,
      href: absoluteUrl(localizePath(plPath, alt)),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(plPath) },
    { property: "og:site_name", content: site.name },
    { property: "og:type", content: options.ogType ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: canonical },
    { property: "og:image", content: absoluteUrl(site.ogImage) },
    { property: "og:locale", content: ogLocales[lang] },
    { property: "og:locale:alternate", content: ogLocales[lang === "pl" ? "en" : "pl"] },
    { name: "twitter:card", content: "summary_large_image" },
    ...(options.extra ?? []),
    ...(options.structuredData ?? []),
    ...(trail.length > 0 ? [jsonLd(breadcrumbList(trail))] : []),
  ];
}

/** Meta of views that must not be indexed (404 and not-found views). */
export function noindexMeta(title: string, description: string): HeadTag[] {
  return [
    { title },
    { name: "description", content: description },
    { name: "robots", content: "noindex" },
  ];
}

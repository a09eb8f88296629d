/**
 * The one route table. It gives the pages (app/pages/) their paths, and drives
 * the pre-render list and the sitemap (through page-paths.ts), the header and
 * footer navigation, the breadcrumbs and the server's routing. Paths are the
 * Polish ones; every page is mirrored under /en (see shared/lang.ts). This
 * module ships to the browser, so it must not import content: the slugs of
 * dynamic pages live in app/navigation/page-paths.ts.
 */
import { stripLang } from "./lang.ts";

export type PageId =
  | "home"
  | "services"
  | "serviceBranding"
  | "serviceWeb"
  | "serviceMarketing"
  | "serviceVideo"
  | "serviceStrategy"
  | "portfolio"
  | "team"
  | "blog"
  | "blogPost"
  | "contact"
  | "privacy"
  | "caseStudy"
  | "contactSent"
  | "newsletterSent";

export interface PageRoute {
  id: PageId;
  /** Polish path pattern, e.g. "/uslugi" or "/blog/:slug". */
  path: string;
  /** Parent page in the breadcrumb trail (home is implied at the root). */
  parent?: PageId;
  /** Listed in /sitemap.xml (and indexed: a page left out of it is marked noindex). */
  sitemap: boolean;
  /**
   * Query parameters the page reads while it renders (a filter, a search, a chosen
   * subject): a request carrying any of them is rendered on demand rather than
   * served from the page's pre-rendered file, so the HTML already shows them.
   */
  query?: readonly string[];
}

export const pages: readonly PageRoute[] = [
  { id: "home", path: "/", sitemap: true },
  { id: "services", path: "/uslugi", sitemap: true },
  {
    id: "serviceBranding",
    path: "/uslugi/branding-i-design-szczecin",
    parent: "services",
    sitemap: true,
  },
  {
    id: "serviceWeb",
    path: "/uslugi/strony-i-aplikacje-szczecin",
    parent: "services",
    sitemap: true,
  },
  {
    id: "serviceMarketing",
    path: "/uslugi/marketing-cyfrowy-szczecin",
    parent: "services",
    sitemap: true,
  },
  {
    id: "serviceVideo",
    path: "/uslugi/video-i-fotografia-szczecin",
    parent: "services",
    sitemap: true,
  },
  {
    id: "serviceStrategy",
    path: "/uslugi/strategia-marki-szczecin",
    parent: "services",
    sitemap: true,
  },
  {
    id: "portfolio",
    path: "/portfolio",
    sitemap: true,
    query: ["category"],
  },
  { id: "team", path: "/zespol", sitemap: true },
  {
    id: "blog",
    path: "/blog",
    sitemap: true,
    query: ["q", "category", "view"],
  },
  {
    id: "blogPost",
    path: "/blog/:slug",
    parent: "blog",
    sitemap: true,
  },
  {
    id: "contact",
    path: "/kontakt",
    sitemap: true,
    query: ["audit", "newsletter"],
  },
  {
    id: "contactSent",
    path: "/kontakt/dziekujemy",
    parent: "contact",
    sitemap: false,
  },
  {
    id: "newsletterSent",
    path: "/newsletter/dziekujemy",
    sitemap: false,
  },
  {
    id: "privacy",
    path: "/polityka-prywatnosci",
    sitemap: true,
  },
  {
    id: "caseStudy",
    path: "/case-study/:slug",
    parent: "portfolio",
    sitemap: true,
  },
];

/** Files the site serves beside its pages, pre-rendered like them. */
export const siteFiles = {
  sitemap: "/sitemap.xml",
  robots: "/robots.txt",
  blogFeed: "/blog/rss.xml",
} as const;

export const servicePages = [
  "serviceBranding",
  "serviceWeb",
  "serviceMarketing",
  "serviceVideo",
  "serviceStrategy",
] as const satisfies readonly PageId[];
export type ServicePageId = (typeof servicePages)[number];

/** Which service page a (possibly /en-prefixed) pathname shows; branding if none matches. */
export function servicePageAt(pathname: string): ServicePageId {
  const plPath = stripLang(pathname).replace(/\/$/, "");
  return servicePages.find((id) => page(id).path === plPath) ?? "serviceBranding";
}

/** Header navigation, in order. */
export const mainNav = [
  "home",
  "services",
  "portfolio",
  "team",
  "blog",
  "contact",
] as const satisfies readonly PageId[];
export type NavPageId = (typeof mainNav)[number];
/** Footer quick links, in order. */
export const footerNav = [
  "home",
  "services",
  "portfolio",
  "team",
  "contact",
] as const satisfies readonly NavPageId[];

export function page(id: PageId): PageRoute {
  const found = pages.find((entry) => entry.id === id);
  if (!found) throw new Error(`Unknown page id: ${id}`);
  return found;
}

/** The Polish path of a page, with its :slug filled in. */
export function pagePath(id: PageId, slug?: string): string {
  const { path } = page(id);
  if (!path.includes(":slug")) return path;
  if (!slug) throw new Error(`Page ${id} needs a slug`);
  return path.replace(":slug", slug);
}

/** Which page a (language-stripped) pathname shows, if any. */
export function matchPage(plPath: string): { page: PageRoute; slug?: string } | undefined {
  for (const entry of pages) {
    if (!entry.path.includes(":slug")) {
      if (entry.path === plPath) return { page: entry };
      continue;
    }
    const prefix = entry.path.slice(0, entry.path.indexOf(":slug"));
    const slug = plPath.startsWith(prefix) ? plPath.slice(prefix.length) : "";
    if (slug && !slug.includes("/")) return { page: entry, slug };
  }
  return undefined;
}

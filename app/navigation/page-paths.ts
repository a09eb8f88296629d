/**
 * Every concrete URL of the site: the route table with the slugs of dynamic
 * pages filled in from content. Build- and server-side only (it imports all
 * content), used for pre-rendering, the sitemap and the test suites.
 */
import { blogSlugs, checklistPdfPaths } from "#content/blog/sources.ts";
import { caseStudies } from "#content/case-studies.ts";
import { languages, localizePath } from "#shared/lang.ts";
import { type PageId, type PageRoute, pagePath, pages, siteFiles } from "#shared/route-table.ts";

const slugsOf: Partial<Record<PageId, () => readonly string[]>> = {
  blogPost: blogSlugs,
  caseStudy: () => caseStudies.map((study) => study.id),
};

/** Every concrete Polish path of the site's pages. */
export function concretePaths(filter: (entry: PageRoute) => boolean = () => true): string[] {
  return pages.filter(filter).flatMap((entry) => {
    const slugs = slugsOf[entry.id];
    if (!entry.path.includes(":slug")) return [entry.path];
    if (!slugs) throw new Error(`No slugs known for ${entry.id}`);
    return slugs().map((slug) => pagePath(entry.id, slug));
  });
}

/** What the build renders to static files: every page in both languages, plus SEO files. */
export function prerenderPaths(): string[] {
  const pagePaths = concretePaths().flatMap((path) =>
    languages.map((lang) => localizePath(path, lang)),
  );
  return [...pagePaths, ...Object.values(siteFiles), ...checklistPdfPaths()];
}

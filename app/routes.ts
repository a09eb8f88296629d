import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { checklistPdfPaths } from "#content/blog/sources.ts";
import { languages, localizePath } from "#shared/lang.ts";
import { redirects } from "#shared/redirects.ts";
import { type PageRoute, pages, siteFiles } from "#shared/route-table.ts";

/** Route ids are "<pageId>.<lang>", so a screen module serves both language mirrors. */
function pageRoutes(filter: (entry: PageRoute) => boolean) {
  return pages.filter(filter).flatMap((entry) =>
    languages.map((lang) => {
      const id = `${entry.id}.${lang}`;
      const path = localizePath(entry.path, lang);
      return path === "/"
        ? index(entry.module, { id })
        : route(path.slice(1), entry.module, { id });
    }),
  );
}

export default [
  layout(
    "routes/site-layout.tsx",
    pageRoutes((entry) => entry.layout === "site"),
  ),
  ...pageRoutes((entry) => entry.layout === "bare"),
  ...[...redirects.keys()].map((from) =>
    route(from.slice(1), "routes/legacy-redirect.tsx", { id: `redirect:${from}` }),
  ),
  route(siteFiles.sitemap.slice(1), "routes/sitemap.ts"),
  route(siteFiles.robots.slice(1), "routes/robots.ts"),
  route(siteFiles.blogFeed.slice(1), "routes/blog-rss.ts"),
  ...checklistPdfPaths().map((path) =>
    route(path.slice(1), "routes/blog-checklist-pdf.ts", { id: `checklist-pdf:${path}` }),
  ),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;

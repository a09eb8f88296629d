import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { languages, localizePath } from "#shared/lang.ts";
import { redirects } from "#shared/redirects.ts";
import { type PageRoute, pages } from "#shared/route-table.ts";

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
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("blog/rss.xml", "routes/blog-rss.ts"),
  route("blog/checklista-identyfikacji-wizualnej.pdf", "routes/blog-checklist-pdf.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;

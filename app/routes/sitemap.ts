import { sitemapXml } from "../seo/sitemap.ts";

export function loader() {
  return new Response(sitemapXml(), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}

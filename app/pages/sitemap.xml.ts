/** The sitemap, written at build time (app/seo/sitemap.ts). */
import { sitemapXml } from "../seo/sitemap.ts";

export const GET = () =>
  new Response(sitemapXml(), { headers: { "Content-Type": "application/xml; charset=utf-8" } });

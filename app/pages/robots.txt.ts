/** robots.txt, written at build time. */
import { siteFiles } from "#shared/route-table.ts";
import { absoluteUrl } from "../seo/json-ld.ts";

export function GET() {
  const body = `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${absoluteUrl(siteFiles.sitemap)}\n`;
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

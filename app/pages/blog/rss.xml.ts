/** The blog's RSS feed, written at build time (app/blog/rss.ts). */
import { rssXml } from "../../blog/rss.ts";

export const GET = () =>
  new Response(rssXml(), { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });

/**
 * The pictures a page shows at once (every <img> not marked lazy, the one with
 * `fetchpriority="high"` first) are asked for from the head, before the
 * stylesheet is even read: React DOM did this for a whole-document render,
 * and an Astro page renders its React roots one by one, inside the body.
 */
import { defineMiddleware } from "astro:middleware";

const IMAGE = /<img\b[^>]*>/gi;
/** React DOM's own limit was the first few; beyond them a preload only competes. */
const MOST = 3;

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1];

function preloadOf(tag: string): string | undefined {
  const srcset = attribute(tag, "srcset");
  const src = attribute(tag, "src");
  const sizes = attribute(tag, "sizes");
  const priority = attribute(tag, "fetchpriority") === "high" ? ' fetchpriority="high"' : "";
  if (srcset)
    return `<link rel="preload" as="image" imagesrcset="${srcset}"${sizes ? ` imagesizes="${sizes}"` : ""}${priority}>`;
  if (src) return `<link rel="preload" as="image" href="${src}"${priority}>`;
  return undefined;
}

export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
  if (!response.headers.get("content-type")?.startsWith("text/html")) return response;
  const html = await response.text();
  const shownAtOnce = (html.match(IMAGE) ?? []).filter(
    (tag) => attribute(tag, "loading") !== "lazy",
  );
  const first = shownAtOnce.filter((tag) => attribute(tag, "fetchpriority") === "high");
  const links = [...new Set([...first, ...shownAtOnce])]
    .slice(0, MOST)
    .map(preloadOf)
    .filter((link) => link !== undefined);
  return new Response(html.replace("</head>", `${links.join("")}</head>`), response);
});

/**
 * The small pages that links in newsletter mail open (confirming a signup,
 * unsubscribing). The server writes them itself: the site's colours, logo and
 * a way back, a button that POSTs to the page's own address, no scripts, never
 * indexed, never cached.
 */
import { createHash } from "node:crypto";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { site } from "../../content/site.ts";
import { dictionaries } from "../../shared/i18n/dictionaries/index.ts";
import { type Lang, localizePath } from "../../shared/lang.ts";
import type { Logger } from "../log.ts";

export interface PageSection {
  lang: Lang;
  heading: string;
  text: string;
  /** A button that POSTs to this page's own address, with these hidden fields. */
  button?: { label: string; fields?: Readonly<Record<string, string>> };
  home: string;
}

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

// The site's palette (app/app.css) and its rounded, accent-coloured buttons.
const STYLE = [
  "body{margin:0;padding:2.5rem 1.25rem;background:#0c1316;color:#f4efe6;font:16px/1.6 Inter,ui-sans-serif,system-ui,sans-serif;color-scheme:dark}",
  "main{max-width:36rem;margin:0 auto}",
  "header a{display:inline-flex;align-items:center;gap:.6rem;color:#f4efe6;font-weight:700;text-decoration:none;font-size:1.1rem}",
  "section{margin-top:2rem;padding:2rem;border:1px solid #2a3a40;border-radius:1.5rem;background:#121b1f}",
  "h1{margin:0;font-size:1.6rem;line-height:1.3}",
  "p{color:#a7b4b5}",
  "a{color:#f2784b}",
  "button{font:inherit;font-weight:600;padding:.75rem 1.5rem;border:0;border-radius:999px;background:#f2784b;color:#1d0b04;cursor:pointer}",
  "button:hover{background:#ff9470}",
  ":focus-visible{outline:3px solid #f2784b;outline-offset:3px;border-radius:4px}",
].join("");

// The one <style> block is allowed by its hash: nothing injected into the page could style or run.
const STYLE_HASH = createHash("sha256").update(STYLE).digest("base64");

const NEWSLETTER_PAGE_POLICY = `default-src 'none'; img-src 'self'; style-src 'sha256-${STYLE_HASH}'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'`;

function sectionHtml(section: PageSection, action: string): string {
  const fields = Object.entries(section.button?.fields ?? {})
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join("");
  const form = section.button
    ? `<form method="post" action="${escapeHtml(action)}">${fields}<button type="submit">${escapeHtml(section.button.label)}</button></form>`
    : "";
  return `<section lang="${section.lang}"><h1>${escapeHtml(section.heading)}</h1><p>${escapeHtml(section.text)}</p>${form}<p><a href="${localizePath("/", section.lang)}">${escapeHtml(section.home)}</a></p></section>`;
}

/** A page of one section per language, the first in `lang`, which also titles the page. */
export function newsletterPage(
  c: Context,
  options: {
    lang: Lang;
    title: string;
    sections: readonly PageSection[];
    status: ContentfulStatusCode;
  },
): Response {
  const url = new URL(c.req.url);
  const action = `${url.pathname}${url.search}`;
  const { lang, title, sections, status } = options;
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"><style>${STYLE}</style></head><body><main><header><a href="${localizePath("/", lang)}"><img src="${site.logo}" alt="" width="32" height="32">${escapeHtml(site.name)}</a></header>${sections
    .map((section) => sectionHtml(section, action))
    .join("")}</main></body></html>`;
  c.header("Cache-Control", "no-store");
  c.header("X-Robots-Tag", "noindex");
  c.header("Content-Security-Policy", NEWSLETTER_PAGE_POLICY);
  return c.html(html, status);
}

/**
 * What a page's POST answers when the database fails: the site's own
 * "something went wrong" (503 with Retry-After while it does not answer).
 */
export async function newsletterPageFailure(
  c: Context,
  lang: Lang,
  error: unknown,
  options: { what: string; databaseReachable: () => Promise<boolean>; log: Logger },
): Promise<Response> {
  const reachable = await options.databaseReachable();
  options.log.error(reachable ? `${options.what} failed` : "database unavailable", {}, error);
  if (!reachable) c.header("Retry-After", "30");
  const t = dictionaries[lang];
  return newsletterPage(c, {
    lang,
    title: t.serverError.heading,
    sections: [
      { lang, heading: t.serverError.heading, text: t.serverError.text, home: t.serverError.home },
    ],
    status: reachable ? 500 : 503,
  });
}

/**
 * Leaving the newsletter: /api/newsletter/unsubscribe?token=…
 *
 * GET only asks (mail scanners open every link in a message, and must not
 * unsubscribe anyone): a small bilingual page with a button. The button
 * POSTs, and so do mail programs using RFC 8058 one-click unsubscribe (the
 * List-Unsubscribe headers of every mail to a subscriber, see
 * ../mail/subscriber-headers.ts) with the body `List-Unsubscribe=One-Click`.
 */
import { type Context, Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { dictionaries } from "../../app/i18n/dictionaries/index.ts";
import type { Lang } from "../../shared/lang.ts";
import type { Store } from "../db/store.ts";
import type { Logger } from "../log.ts";
import { requestLang } from "./lang.ts";
import { UNSUBSCRIBE_PATH, verifyUnsubscribeToken } from "./unsubscribe-token.ts";

export interface UnsubscribeOptions {
  store: Store;
  secret: string;
  databaseReachable: () => Promise<boolean>;
  log: Logger;
}

type PageKind = "confirm" | "done" | "invalid";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** One language's part of the page. */
function section(lang: Lang, kind: PageKind, action: string): string {
  const t = dictionaries[lang].newsletter.unsubscribe;
  const { heading, text } = {
    confirm: { heading: t.confirmHeading, text: t.confirmText },
    done: { heading: t.heading, text: t.text },
    invalid: { heading: t.invalidHeading, text: t.invalidText },
  }[kind];
  // The one-click field makes the button's POST the same request a mail program sends.
  const form =
    kind === "confirm"
      ? `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(t.confirmButton)}</button></form>`
      : "";
  return `<section lang="${lang}"><h1>${escapeHtml(heading)}</h1><p>${escapeHtml(text)}</p>${form}<p><a href="${lang === "en" ? "/en" : "/"}">${escapeHtml(t.home)}</a></p></section>`;
}

/** A small page without scripts: the language asked for first, the other below. */
function page(c: Context, lang: Lang, kind: PageKind, status: ContentfulStatusCode) {
  const order: Lang[] = lang === "en" ? ["en", "pl"] : ["pl", "en"];
  const url = new URL(c.req.url);
  const action = `${url.pathname}${url.search}`;
  const t = dictionaries[lang].newsletter.unsubscribe;
  const title = { confirm: t.confirmTitle, done: t.title, invalid: t.invalidTitle }[kind];
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(
    title,
  )}</title><style>body{margin:0;padding:3rem 1.25rem;background:#0b0d12;color:#f2f4f8;font:16px/1.6 system-ui,sans-serif}main{max-width:36rem;margin:0 auto}h1{font-size:1.5rem;line-height:1.3}p{color:#a9b1c1}a{color:#5eead4}button{font:inherit;font-weight:600;padding:.6rem 1.2rem;border:0;border-radius:.5rem;background:#5eead4;color:#0b0d12;cursor:pointer}button:focus-visible{outline:3px solid #f2f4f8;outline-offset:3px}hr{border:0;border-top:1px solid #2a3142;margin:2rem 0}</style></head><body><main>${order
    .map((code) => section(code, kind, action))
    .join("<hr>")}</main></body></html>`;
  c.header("Cache-Control", "no-store");
  c.header(
    "Content-Security-Policy",
    "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
  );
  return c.html(html, status);
}

export function createUnsubscribeApi({
  store,
  secret,
  databaseReachable,
  log,
}: UnsubscribeOptions): Hono {
  const api = new Hono();
  const subscriberOf = (c: Context) => verifyUnsubscribeToken(secret, c.req.query("token") ?? "");

  api.get(UNSUBSCRIBE_PATH, (c) => {
    const lang = requestLang(c.req.raw);
    return subscriberOf(c) ? page(c, lang, "confirm", 200) : page(c, lang, "invalid", 400);
  });

  api.post(UNSUBSCRIBE_PATH, async (c) => {
    const lang = requestLang(c.req.raw);
    const id = subscriberOf(c);
    if (!id) return page(c, lang, "invalid", 400);
    try {
      const removed = await store.unsubscribe(id);
      log.info("subscriber removed", { id, found: removed });
      // Already gone counts as done: a repeated click or one-click request is fine.
      return page(c, lang, "done", 200);
    } catch (error) {
      const reachable = await databaseReachable();
      log.error(reachable ? "unsubscribe failed" : "database unavailable", {}, error);
      c.header("Cache-Control", "no-store");
      if (!reachable) c.header("Retry-After", "30");
      const t = dictionaries[lang].formApi;
      return c.json({ message: reachable ? t.failed : t.unavailable }, reachable ? 500 : 503);
    }
  });

  return api;
}

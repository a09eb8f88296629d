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
import { dictionaries } from "../../shared/i18n/dictionaries/index.ts";
import type { Lang } from "../../shared/lang.ts";
import type { Store } from "../db/store.ts";
import type { Logger } from "../log.ts";
import { requestLang } from "./lang.ts";
import { newsletterPage, newsletterPageFailure, type PageSection } from "./newsletter-page.ts";
import { UNSUBSCRIBE_PATH, verifySubscriberToken } from "./subscriber-links.ts";

export interface UnsubscribeOptions {
  store: Store;
  secret: string;
  databaseReachable: () => Promise<boolean>;
  log: Logger;
}

type PageKind = "confirm" | "done" | "invalid";

/** The link carries no language: the one asked for first, the other below. */
function page(c: Context, lang: Lang, kind: PageKind, status: ContentfulStatusCode) {
  const order: Lang[] = lang === "en" ? ["en", "pl"] : ["pl", "en"];
  const sections = order.map((code): PageSection => {
    const t = dictionaries[code].newsletter.unsubscribe;
    const texts = {
      confirm: { heading: t.confirmHeading, text: t.confirmText },
      done: { heading: t.heading, text: t.text },
      invalid: { heading: t.invalidHeading, text: t.invalidText },
    }[kind];
    return {
      lang: code,
      ...texts,
      // The one-click field makes the button's POST the same request a mail program sends.
      button:
        kind === "confirm"
          ? { label: t.confirmButton, fields: { "List-Unsubscribe": "One-Click" } }
          : undefined,
      home: t.home,
    };
  });
  const t = dictionaries[lang].newsletter.unsubscribe;
  const title = { confirm: t.confirmTitle, done: t.title, invalid: t.invalidTitle }[kind];
  return newsletterPage(c, { lang, title, sections, status });
}

export function createUnsubscribeApi({
  store,
  secret,
  databaseReachable,
  log,
}: UnsubscribeOptions): Hono {
  const api = new Hono();
  const subscriberOf = (c: Context) =>
    verifySubscriberToken(secret, "unsubscribe", c.req.query("token") ?? "");

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
      return newsletterPageFailure(c, lang, error, { what: "unsubscribe", databaseReachable, log });
    }
  });

  return api;
}

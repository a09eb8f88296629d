/**
 * Confirming a newsletter signup: /api/newsletter/confirm?token=…&lang=…, the
 * link in the confirmation mail.
 *
 * GET only shows a page with a button and changes nothing (mail scanners open
 * every link in a message, and must not subscribe anyone); the button's POST
 * confirms, which issues the discount code and queues the welcome mail.
 * The page is in the signup's language (the link's `lang`).
 */
import { type Context, Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { Retention } from "../../content/retention.ts";
import { dictionaries } from "../../shared/i18n/dictionaries/index.ts";
import { fill } from "../../shared/i18n/fill.ts";
import type { Lang } from "../../shared/lang.ts";
import type { Store } from "../db/store.ts";
import type { Logger } from "../log.ts";
import { requestLang } from "./lang.ts";
import { newsletterPage, newsletterPageFailure } from "./newsletter-page.ts";
import { CONFIRM_PATH, verifySubscriberToken } from "./subscriber-links.ts";

export interface ConfirmOptions {
  store: Store;
  secret: string;
  retention: Pick<Retention, "unconfirmedDays">;
  databaseReachable: () => Promise<boolean>;
  log: Logger;
  /** Called after the welcome mail is queued, so the worker can send it at once. */
  onMailQueued?: () => void;
}

/** Asking, done, confirmed before, no such signup (any more), a broken link. */
type PageKind = "ask" | "done" | "already" | "gone" | "invalid";

const statusOf: Record<PageKind, ContentfulStatusCode> = {
  ask: 200,
  done: 200,
  already: 200,
  gone: 410,
  invalid: 400,
};

export function createConfirmApi(options: ConfirmOptions): Hono {
  const { store, secret, databaseReachable, log } = options;
  const api = new Hono();
  const subscriberOf = (c: Context) =>
    verifySubscriberToken(secret, "confirm", c.req.query("token") ?? "");

  function page(c: Context, lang: Lang, kind: PageKind) {
    const t = dictionaries[lang].newsletter.confirm;
    const texts = {
      ask: { title: t.title, heading: t.heading, text: t.text },
      done: { title: t.doneTitle, heading: t.doneHeading, text: t.doneText },
      already: { title: t.doneTitle, heading: t.alreadyHeading, text: t.alreadyText },
      gone: {
        title: t.goneTitle,
        heading: t.goneHeading,
        text: fill(t.goneText, { days: options.retention.unconfirmedDays }),
      },
      invalid: { title: t.invalidTitle, heading: t.invalidHeading, text: t.invalidText },
    }[kind];
    return newsletterPage(c, {
      lang,
      title: texts.title,
      sections: [
        {
          lang,
          heading: texts.heading,
          text: texts.text,
          button: kind === "ask" ? { label: t.button } : undefined,
          home: t.home,
        },
      ],
      status: statusOf[kind],
    });
  }

  api.get(CONFIRM_PATH, async (c) => {
    const lang = requestLang(c.req.raw);
    const id = subscriberOf(c);
    if (!id) return page(c, lang, "invalid");
    try {
      const status = await store.subscriptionStatus(id);
      return page(c, lang, status === "pending" ? "ask" : status ? "already" : "gone");
    } catch (error) {
      return newsletterPageFailure(c, lang, error, {
        what: "confirmation page",
        databaseReachable,
        log,
      });
    }
  });

  api.post(CONFIRM_PATH, async (c) => {
    const lang = requestLang(c.req.raw);
    const id = subscriberOf(c);
    if (!id) return page(c, lang, "invalid");
    try {
      const outcome = await store.confirmSubscription(id);
      log.info("subscriber confirmation", { id, outcome });
      if (outcome === "confirmed") options.onMailQueued?.();
      return page(
        c,
        lang,
        outcome === "confirmed" ? "done" : outcome === "already-confirmed" ? "already" : "gone",
      );
    } catch (error) {
      return newsletterPageFailure(c, lang, error, {
        what: "confirmation",
        databaseReachable,
        log,
      });
    }
  });

  return api;
}

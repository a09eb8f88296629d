/**
 * The mails a newsletter subscriber gets, in their language, plain text: the
 * confirmation of a signup (with the link to the confirmation page) and the
 * welcome with the discount code and the offer's terms. Each says who sends
 * it and why, and carries the one-click unsubscribe headers.
 */

import { companyRegistration } from "../../content/company.ts";
import type { Retention } from "../../content/retention.ts";
import { dictionaries } from "../../shared/i18n/dictionaries/index.ts";
import { fill } from "../../shared/i18n/fill.ts";
import { type Lang, localizePath } from "../../shared/lang.ts";
import { pagePath } from "../../shared/route-table.ts";
import { confirmUrl, unsubscribeUrl } from "../api/subscriber-links.ts";
import type { Subscriber } from "../db/store.ts";
import type { MailMessage } from "./mail-message.ts";
import { subscriberHeaders } from "./subscriber-headers.ts";

export interface SubscriberMailOptions {
  from: string;
  siteUrl: string;
  /** Signs the links (UNSUBSCRIBE_SECRET). */
  secret: string;
  retention: Pick<Retention, "unconfirmedDays">;
}

const langOf = (subscriber: Subscriber): Lang => (subscriber.lang === "en" ? "en" : "pl");

/** The sender's signature: name, site, registered company. */
function signature(lang: Lang, siteUrl: string): string[] {
  const [company = ""] = companyRegistration[lang];
  return [dictionaries[lang].newsletter.mails.signature, siteUrl, company];
}

function message(
  subscriber: Subscriber,
  options: SubscriberMailOptions,
  subject: string,
  paragraphs: string[],
): MailMessage {
  return {
    from: options.from,
    to: subscriber.email,
    subject,
    text: `${paragraphs.join("\n\n")}\n`,
    headers: subscriberHeaders(options.siteUrl, options.secret, subscriber.id),
  };
}

export function confirmationMail(
  subscriber: Subscriber,
  options: SubscriberMailOptions,
): MailMessage {
  const lang = langOf(subscriber);
  const t = dictionaries[lang].newsletter.mails;
  const host = new URL(options.siteUrl).host;
  return message(subscriber, options, t.confirmation.subject, [
    t.greeting,
    fill(t.confirmation.intro, { site: host }),
    confirmUrl(options.siteUrl, options.secret, subscriber.id, lang),
    t.confirmation.after,
    fill(t.confirmation.notYou, { days: options.retention.unconfirmedDays }),
    signature(lang, options.siteUrl).join("\n"),
  ]);
}

/**
 * The welcome: the subscriber's discount code with the offer's terms, or,
 * when their mailbox signed up before and used its code, a word that it was
 * used (the discount is once per person).
 */
export function welcomeMail(subscriber: Subscriber, options: SubscriberMailOptions): MailMessage {
  const code = subscriber.discountCode;
  if (!code) throw new Error("a welcome mail needs a discount code");
  const lang = langOf(subscriber);
  const newsletter = dictionaries[lang].newsletter;
  const t = newsletter.mails;
  const host = new URL(options.siteUrl).host;
  const contact = `${options.siteUrl}${localizePath(pagePath("contact"), lang)}?newsletter=yes`;
  const offer = subscriber.codeRedeemedAt
    ? [fill(t.welcome.codeUsed, { code })]
    : [
        fill(t.welcome.code, { code }),
        [t.welcome.terms, ...newsletter.offerTerms.map((term) => `- ${term}`)].join("\n"),
        fill(t.welcome.use, { link: contact }),
      ];
  return message(subscriber, options, t.welcome.subject, [
    t.greeting,
    t.welcome.intro,
    ...offer,
    fill(t.welcome.unsubscribe, {
      link: unsubscribeUrl(options.siteUrl, options.secret, subscriber.id),
    }),
    signature(lang, options.siteUrl).join("\n"),
    fill(t.welcome.why, { site: host }),
  ]);
}

/**
 * The agency's commercial figures: prices (PLN net), delivery times, revision
 * rounds, response times and the terms of the free consultation and audit.
 * The agency edits them in content/entries/offer.json (shape and units:
 * content/offer.schema.ts); this module adds what follows from them, such as
 * the span of the logo packages. The dictionaries, the services, the service
 * pages and the FAQ read them from here; the articles may quote market prices,
 * but where they state our own offer content/blog/offer-statements.ts checks
 * them against these figures. Written out per language by content/offer-format.ts.
 */

import offerFile from "./entries/offer.json" with { type: "json" };
import { checkedAtBuild } from "./entries.ts";
import type { OfferFile } from "./offer.schema.ts";
import { span, within } from "./offer-format.ts";

const figures = checkedAtBuild<OfferFile>(offerFile);
const { logo, identity } = figures;
const logoPackages = logo.packages;

export const offer = {
  ...figures,
  /** The one reply promise: "w ciągu 24 godzin w dni robocze" / "within 24 hours on working days". */
  replyPromise: {
    pl: `${within(figures.reply).pl} ${figures.replyDays.pl}`,
    en: `${within(figures.reply).en} ${figures.replyDays.en}`,
  },
  logo: {
    price: span(logoPackages.basic.price, logoPackages.standard.price),
    concepts: span(logoPackages.basic.concepts, logoPackages.standard.concepts),
    revisionRounds: span(logoPackages.basic.revisionRounds, logoPackages.standard.revisionRounds),
    delivery: span(logoPackages.basic.delivery, logoPackages.standard.delivery),
    packages: logoPackages,
  },
  identity: {
    ...identity,
    price: span(identity.basic.price, identity.extended.price, identity.full.price),
  },
} as const;

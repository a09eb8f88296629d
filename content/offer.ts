/**
 * The agency's commercial figures: prices (PLN net), delivery times, revision
 * rounds, response times and the terms of the free consultation and audit.
 * The dictionaries, the services, the service pages and the FAQ read them from
 * here; the articles may quote market prices, but where they state our own
 * offer content/blog/offer-statements.ts checks them against these figures.
 * Written out per language by content/offer-format.ts.
 */
import type { Localized } from "#shared/lang.ts";
import {
  concepts,
  days,
  hours,
  km,
  minutes,
  months,
  pages,
  percent,
  pln,
  revisionRounds,
  span,
  weeks,
  workingDays,
  workingHours,
} from "./offer-format.ts";

const logoPackages = {
  basic: {
    price: pln(800, 1500),
    concepts: concepts(2, 3),
    revisionRounds: revisionRounds(1),
    delivery: workingDays(7, 10),
  },
  standard: {
    price: pln(1500, 2500),
    concepts: concepts(3, 5),
    revisionRounds: revisionRounds(2),
    delivery: workingDays(10, 21),
  },
};

const identityPackages = {
  /** Logo, colours, typography, business cards and a short usage guide. */
  basic: {
    price: pln(2000, 4000),
    concepts: concepts(3, 5),
    revisionRounds: revisionRounds(2),
    delivery: weeks(2, 4),
  },
  /** The basic identity plus graphic elements, templates and a logo manual. */
  extended: { price: pln(4000, 8000) },
  /** Strategy, the complete system, a brand book and signage. */
  full: {
    price: pln(8000, 15000),
    concepts: concepts(3, 5),
    revisionRounds: revisionRounds(3),
    delivery: weeks(4, 8),
  },
};

const webAppTiers = {
  mvp: { price: pln(8000, 20000), delivery: months(2, 3) },
  medium: { price: pln(20000, 50000), delivery: months(3, 6) },
  advanced: { price: pln(50000, 150000), delivery: months(6, 12) },
};

export const offer = {
  /** The free first consultation. */
  consultation: minutes(30),
  /** How soon we answer an enquiry (working days). */
  reply: hours(24),
  logo: {
    price: span(logoPackages.basic.price, logoPackages.standard.price),
    concepts: span(logoPackages.basic.concepts, logoPackages.standard.concepts),
    revisionRounds: span(logoPackages.basic.revisionRounds, logoPackages.standard.revisionRounds),
    delivery: span(logoPackages.basic.delivery, logoPackages.standard.delivery),
    packages: logoPackages,
  },
  identity: {
    price: span(
      identityPackages.basic.price,
      identityPackages.extended.price,
      identityPackages.full.price,
    ),
    /** First concepts of the mark, counted from the workshop (about). */
    firstConcepts: weeks(2),
    ...identityPackages,
  },
  website: {
    /** A simple company website starts at about this. */
    priceFrom: pln(1500),
    delivery: weeks(3, 6),
  },
  webApp: webAppTiers,
  marketing: {
    /** Managing one channel, a month. */
    priceFrom: pln(500),
    /** Ongoing work can be ended with this notice. */
    notice: days(30),
  },
  campaigns: {
    /** The ad spend local businesses usually start with, a month (paid to Google or Meta). */
    adBudget: pln(500, 5000),
    /** What a click usually costs in a local campaign. */
    costPerClick: pln(2, 8),
    launch: workingDays(1, 3),
    /** The first weeks of intensive tuning after launch. */
    intensiveOptimisation: weeks(2, 4),
    /** How often we optimise a running campaign after those first weeks. */
    optimisationCadence: { pl: "co tydzień", en: "every week" } satisfies Localized,
    /** When a campaign can be judged and scaled. */
    reliableResults: months(2, 3),
    /** The radius around Szczecin local campaigns target. */
    radius: km(50),
  },
  seo: { firstEffects: months(3, 6), fullEffects: months(6, 12) },
  /** The free marketing audit. */
  audit: {
    reply: workingHours(4),
    analysis: hours(24),
    report: pages(15, 20),
    presentation: minutes(30),
    monitoring: weeks(2),
  },
  newsletterDiscount: percent(5),
  /** Where studio shoots take place, as it ends "Fotografujemy …". */
  studio: {
    pl: "w wynajmowanym studiu w centrum Szczecina",
    en: "in a rented studio in the centre of Szczecin",
  } satisfies Localized,
} as const;

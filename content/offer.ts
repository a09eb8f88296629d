/**
 * The agency's commercial figures: prices (PLN net), delivery times, revision
 * rounds, response times and the terms of the free consultation and audit.
 * The dictionaries, the services, the service pages and the FAQ read them from
 * here; the articles may quote market prices, but where they state our own
 * offer content/blog/offer-statements.ts checks them against these figures.
 * Written out per language by content/offer-format.ts.
 */
import type { Localized } from "#shared/lang.ts";
import type { Figure } from "./offer-format.ts";
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
    delivery: workingDays(10, 15),
  },
};

const identityPackages = {
  /** Logo, colours, typography, business cards and a short usage guide. */
  basic: {
    price: pln(2000, 4000),
    concepts: concepts(3, 5),
    revisionRounds: revisionRounds(2),
    delivery: weeks(3, 5),
  },
  /** The basic identity plus graphic elements, templates and a logo manual (księga znaku). */
  extended: { price: pln(4000, 8000) },
  /** Strategy, the complete system, a brand book and signage. */
  full: {
    price: pln(8000, 15000),
    concepts: concepts(3, 5),
    revisionRounds: revisionRounds(3),
    delivery: weeks(5, 8),
  },
};

/**
 * What each identity package hands over as its rules: one name per package,
 * so "księga znaku" (the logo's rules) is never called a brand book (the
 * whole brand's) or the other way round.
 */
const identityGuides = {
  basic: { pl: "krótka instrukcja użycia znaku", en: "a short logo usage guide" },
  extended: { pl: "księga znaku", en: "a logo manual" },
  full: { pl: "brand book", en: "a brand book" },
} satisfies Record<keyof typeof identityPackages, Localized>;

/** The tiers of a web application, each with the name every page gives it. */
const webAppTiers = {
  mvp: {
    name: { pl: "Aplikacja podstawowa (MVP)", en: "Basic application (MVP)" },
    price: pln(8000, 20000),
    delivery: months(2, 3),
  },
  medium: {
    name: { pl: "Aplikacja średniej złożoności", en: "Medium-complexity application" },
    price: pln(20000, 50000),
    delivery: months(3, 6),
  },
  advanced: {
    name: { pl: "Aplikacja zaawansowana", en: "Advanced application" },
    price: pln(50000, 150000),
    delivery: months(6, 12),
  },
} satisfies Record<string, { name: Localized; price: Figure; delivery: Figure }>;

export const offer = {
  /**
   * The year the prices below are for: the price articles' titles and text
   * say it ({{offerYear}} in their Markdown). Moving it on means checking the
   * prices first.
   */
  year: 2026,
  /** The free first consultation. */
  consultation: minutes(30),
  /** How soon we answer an enquiry, any enquiry: the form's toast promises the same. */
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
    /** First concepts of the mark, counted from the workshop (about): shown in week 3. */
    firstConcepts: weeks(2),
    guides: identityGuides,
    ...identityPackages,
  },
  website: {
    /** A simple company website starts at about this. */
    priceFrom: pln(1500),
    delivery: weeks(3, 6),
  },
  webApp: webAppTiers,
  marketing: {
    /** Managing one channel (say, a Google Ads campaign), a month: also what running an ad campaign costs. */
    singleChannelFrom: pln(500),
    /** Ongoing care of several channels (a campaign plus a social profile, say), a month. */
    ongoingFrom: pln(1500),
    /** Ongoing work can be ended with this notice. */
    notice: days(30),
  },
  campaigns: {
    /** The ad spend of local campaigns, a month (paid to Google or Meta, not to us). */
    adBudget: pln(500, 5000),
    /** A sensible ad spend to start one service or one channel with, a month. */
    startingBudget: pln(500, 1500),
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
  /** The free audit: what it covers, and its terms. */
  audit: {
    scope: {
      pl: "konta reklamowe Google Ads i Meta Ads oraz pomiar konwersji w Google Analytics 4",
      en: "Google Ads and Meta Ads accounts and the conversion tracking in Google Analytics 4",
    } satisfies Localized,
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

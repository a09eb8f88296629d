/**
 * The shape of the offer's figures (content/entries/offer.json), checked at
 * build time and by the editor before it saves. Each figure names its unit,
 * fixed per field: a price is in złoty, a delivery time in weeks, and so on,
 * so the words around a number (content/offer-format.ts) always fit it.
 */
import { z } from "zod";
import type { Unit } from "./offer-format.ts";
import { localizedText } from "./schema.ts";

/** One number (`min`) or a range (`min`–`max`) of this unit. */
function figure<U extends Unit>(unit: U) {
  const count = z.number().positive("must be above 0");
  return z
    .object({ unit: z.literal(unit), min: count, max: count.optional() })
    .refine((value) => value.max === undefined || value.min < value.max, {
      path: ["max"],
      message: "must be above the lower number (min), or left empty for a single number",
    });
}

const pln = figure("pln");

/**
 * What a package hands over, each item a noun phrase in the nominative
 * ("krótka instrukcja użycia znaku"), so a list reads after a colon or in a
 * table cell. The price lists, the FAQ and the articles' package passages
 * write these lists, never their own.
 */
const includes = z.array(localizedText).min(1, "must list at least 1 item");

/** What a package of logo or identity work promises. */
const logoPackage = z.object({
  price: pln,
  concepts: figure("concepts"),
  revisionRounds: figure("revisionRounds"),
  delivery: figure("workingDays"),
  includes,
});

const identityPackage = z.object({
  price: pln,
  concepts: figure("concepts"),
  revisionRounds: figure("revisionRounds"),
  delivery: figure("weeks"),
  includes,
});

const webAppTier = z.object({ name: localizedText, price: pln, delivery: figure("months") });

export const offerFileSchema = z.object({
  /** The year the prices are for: the price articles say it ({{offerYear}}). */
  year: z.number().int().min(2025, "must be a year such as 2026").max(2100),
  /** The free first consultation. */
  consultation: figure("minutes"),
  /** How soon we answer any enquiry: the contact form's toast promises the same. */
  reply: figure("hours"),
  /** On which days that time runs, as it ends the promise: "w dni robocze" / "on working days". */
  replyDays: localizedText,
  logo: z.object({ packages: z.object({ basic: logoPackage, standard: logoPackage }) }),
  identity: z.object({
    /** Logo, colours, typography, business cards and a short usage guide. */
    basic: identityPackage,
    /** The basic identity plus graphic elements, templates and a logo manual (księga znaku). */
    extended: z.object({ price: pln, includes }),
    /** Strategy, the complete system, a brand book and signage. */
    full: identityPackage,
    /** First concepts of the mark, counted from the workshop. */
    firstConcepts: figure("weeks"),
    /**
     * What each package hands over as its rules, one name per package, so
     * "księga znaku" (the logo's rules) is never called a brand book (the whole brand's).
     */
    guides: z.object({ basic: localizedText, extended: localizedText, full: localizedText }),
  }),
  website: z.object({
    /** The lowest price: a one-page site (the offer, contact details and a map on one page). */
    priceFrom: pln,
    /** How many pages a typical company site has: quoted after the consultation. */
    typicalPages: figure("pages"),
    delivery: figure("weeks"),
  }),
  webApp: z.object({ mvp: webAppTier, medium: webAppTier, advanced: webAppTier }),
  marketing: z.object({
    /** Managing one channel (a Google Ads campaign, say), a month. */
    singleChannelFrom: pln,
    /** Ongoing care of several channels, a month. */
    ongoingFrom: pln,
    /** Ongoing work can be ended with this notice. */
    notice: figure("days"),
  }),
  campaigns: z.object({
    /** The ad spend of local campaigns, a month (paid to Google or Meta, not to us). */
    adBudget: pln,
    /** A sensible ad spend to start one channel with, a month. */
    startingBudget: pln,
    costPerClick: pln,
    launch: figure("workingDays"),
    /** The first weeks of intensive tuning after launch. */
    intensiveOptimisation: figure("weeks"),
    /** How often a running campaign is optimised after those weeks: "co tydzień". */
    optimisationCadence: localizedText,
    /** When a campaign can be judged and scaled. */
    reliableResults: figure("months"),
    /** The radius around Szczecin local campaigns target. */
    radius: figure("km"),
  }),
  seo: z.object({ firstEffects: figure("months"), fullEffects: figure("months") }),
  /** The free audit: what it covers, and its terms. */
  audit: z.object({
    scope: localizedText,
    analysis: figure("hours"),
    report: figure("pages"),
    presentation: figure("minutes"),
    monitoring: figure("weeks"),
  }),
  newsletterDiscount: figure("percent"),
  /** Where studio shoots take place, as it ends "Fotografujemy …". */
  studio: localizedText,
});

export type OfferFile = z.infer<typeof offerFileSchema>;

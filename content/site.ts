/**
 * Site identity: the one place that names the agency and how to reach it.
 * Values that differ between deployments can be overridden by environment
 * variables at build time (pages are pre-rendered, so they bake these in).
 * What the agency edits in the CMS comes from content/entries/company.json.
 */
import type { Company } from "./company.schema.ts";
import companyFile from "./entries/company.json" with { type: "json" };
import { checkedAtBuild } from "./entries.ts";
import { fromEnv, fromSharedEnv } from "./shared-env.ts";

const company = checkedAtBuild<Company>(companyFile);

/**
 * What the site uses while SITE_URL and CONTACT_EMAIL are unset: samples,
 * which `npm run launch-check` reports until the environment names the real ones.
 */
const sampleDefaults = {
  url: "https://odracreative.pl",
  email: "kontakt@odracreative.pl",
} as const;

export const site = {
  name: "Odra Creative",
  /**
   * The company as it is registered and reached (content/entries/company.json):
   * its legal name, registration, phones, address, map point, opening hours,
   * social profiles and Google profile. Samples until the company's own replace them.
   */
  ...company,
  sampleDefaults,
  /** Absolute origin used for canonicals, hreflang, sitemap and Open Graph. */
  url: fromEnv("SITE_URL", sampleDefaults.url).replace(/\/+$/, ""),
  email: fromEnv("CONTACT_EMAIL", sampleDefaults.email),
  serviceRadiusMeters: 50_000,
  currency: "PLN",
  logo: "/logo.svg",
  ogImage: "/og-image.png",
  /**
   * Public form endpoints (POST /api/form-endpoints/{endpointId}/submit with
   * `Authorization: Bearer {key}`). The keys identify a form; they are not secrets.
   * VITE_-prefixed variables reach both the server and the pages' scripts (build time).
   */
  forms: {
    contact: {
      endpointId: fromSharedEnv("VITE_FORM_CONTACT_ID", "kontakt-odra"),
      key: fromSharedEnv("VITE_FORM_CONTACT_KEY", "pk_kontakt_7Qm2vX9sLr4T"),
    },
    newsletter: {
      endpointId: fromSharedEnv("VITE_FORM_NEWSLETTER_ID", "newsletter-odra"),
      key: fromSharedEnv("VITE_FORM_NEWSLETTER_KEY", "pk_newsletter_3Hc8nW5pKd1Z"),
    },
  },
} as const;

export type Site = typeof site;

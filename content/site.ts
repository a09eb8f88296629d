/**
 * Site identity: the one place that names the agency and how to reach it.
 * Values that differ between deployments can be overridden by environment
 * variables at build time (pages are pre-rendered, so they bake these in).
 */

const env: Record<string, string | undefined> = typeof process === "undefined" ? {} : process.env;

function fromEnv(name: string, fallback: string): string {
  const value = env[name]?.trim();
  return value ? value : fallback;
}

/** Vite bakes VITE_* variables into the browser bundle; under plain Node this is undefined. */
const viteEnv: Record<string, unknown> = import.meta.env ?? {};

/** A VITE_* setting: the same value for the server (at start) and the pages' scripts (at build). */
function fromSharedEnv(name: `VITE_${string}`, fallback: string): string {
  const baked = viteEnv[name];
  return typeof baked === "string" && baked.trim() ? baked.trim() : fromEnv(name, fallback);
}

export const site = {
  name: "Odra Creative",
  legalName: "Odra Creative sp. z o.o.",
  /** Absolute origin used for canonicals, hreflang, sitemap and Open Graph. */
  url: fromEnv("SITE_URL", "https://odracreative.pl").replace(/\/+$/, ""),
  email: fromEnv("CONTACT_EMAIL", "kontakt@odracreative.pl"),
  phones: [
    { display: "+48\u00a091\u00a0434\u00a020\u00a010", tel: "+48914342010" },
    { display: "+48\u00a0601\u00a0238\u00a0447", tel: "+48601238447" },
  ],
  address: {
    street: "al. Wojska Polskiego 64",
    postalCode: "70-478",
    city: "Szczecin",
    region: "zachodniopomorskie",
    regionEn: "West Pomeranian",
    country: "PL",
  },
  geo: { latitude: 53.4352, longitude: 14.5413 },
  serviceRadiusMeters: 50_000,
  currency: "PLN",
  openingHours: {
    days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
    opens: "09:00",
    closes: "17:00",
  },
  social: {
    instagram: "https://www.instagram.com/odracreative",
    facebook: "https://www.facebook.com/odracreative",
  },
  /** The agency's Google Business Profile, where "See all" reviews leads. */
  googleReviewsUrl: "https://www.google.com/maps/search/?api=1&query=Odra%20Creative%20Szczecin",
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

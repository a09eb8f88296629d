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

/** The variables Vite bakes into the bundles (see fromSharedEnv); under plain Node this is undefined. */
const viteEnv: Record<string, unknown> = import.meta.env ?? {};

/**
 * A setting the pages' scripts share with the server: baked into the bundles
 * at build (Vite exposes the names vite.config.ts lists in envPrefix), read
 * from the environment under plain Node (the server, at start).
 */
export function fromSharedEnv(name: string, fallback: string): string {
  const baked = viteEnv[name];
  return typeof baked === "string" && baked.trim() ? baked.trim() : fromEnv(name, fallback);
}

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
  /** The company's full name as registered (KRS); the registered office is `address`. */
  legalName: "Odra Creative spółka z ograniczoną odpowiedzialnością",
  /**
   * What a Polish limited company must show on its website (art. 206 of the
   * Commercial Companies Code): registry court, KRS number, NIP and share
   * capital, with the REGON number beside them. Checked at build time
   * (content/registration.schema.ts). The numbers shipped are placeholders no
   * office issues (all zeros, which the check digits accept), so they can
   * never name a real company; `sample` marks them on every page that shows
   * them until the company's own replace them.
   */
  registration: {
    sample: true,
    krs: "0000000000",
    registryCourt: {
      pl: "Sąd Rejonowy Szczecin-Centrum w Szczecinie, XIII Wydział Gospodarczy Krajowego Rejestru Sądowego",
      en: "District Court for Szczecin-Centrum in Szczecin, 13th Commercial Division of the National Court Register",
    },
    nip: "0000000000",
    regon: "000000000",
    /** Share capital in złoty. */
    shareCapitalPln: 10_000,
  },
  sampleDefaults,
  /** Absolute origin used for canonicals, hreflang, sitemap and Open Graph. */
  url: fromEnv("SITE_URL", sampleDefaults.url).replace(/\/+$/, ""),
  email: fromEnv("CONTACT_EMAIL", sampleDefaults.email),
  /**
   * Sample numbers in a range no operator assigns (a subscriber number never
   * starts with 0), so no visitor reaches a stranger; marked as samples where shown.
   */
  phones: [
    { display: "+48\u00a091\u00a0000\u00a000\u00a000", tel: "+48910000000", sample: true },
    { display: "+48\u00a091\u00a0000\u00a000\u00a001", tel: "+48910000001", sample: true },
  ],
  /** The registered office and where clients find us: a sample until the company's own. */
  address: {
    sample: true,
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

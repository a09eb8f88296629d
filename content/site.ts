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

export const site = {
  name: "Odra Creative",
  legalName: "Odra Creative sp. z o.o.",
  /** Absolute origin used for canonicals, hreflang, sitemap and Open Graph. */
  url: fromEnv("SITE_URL", "https://odracreative.pl").replace(/\/+$/, ""),
  email: fromEnv("CONTACT_EMAIL", "kontakt@odracreative.pl"),
  phones: [
    { display: "+48 91 434 20 10", tel: "+48914342010" },
    { display: "+48 601 238 447", tel: "+48601238447" },
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
  logo: "/logo.svg",
  ogImage: "/og-image.png",
} as const;

export type Site = typeof site;

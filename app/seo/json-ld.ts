/**
 * Structured data built from typed schema.org objects. The head writes each
 * "script:ld+json" entry with "<", ">" and "&" escaped as \u003c etc.
 * (head-tags.ts), so no text in them can close the script element.
 */

import type {
  BreadcrumbList,
  LocalBusiness,
  Organization,
  PostalAddress,
  Thing,
  WithContext,
} from "schema-dts";
import { site } from "#content/site.ts";
import type { Crumb } from "../navigation/breadcrumbs.ts";
import type { HeadTag } from "./head-tags.ts";

export function absoluteUrl(path: string): string {
  return `${site.url}${path === "/" ? "/" : path}`;
}

export function jsonLd<T extends Thing>(data: WithContext<T>): HeadTag {
  // schema-dts types are structurally JSON; the round trip narrows them to it.
  return { "script:ld+json": JSON.parse(JSON.stringify(data)) };
}

const sameAs = [site.social.instagram, site.social.facebook];

/**
 * The company data the blocks below are built from. Structured data cannot
 * say "(sample)", and crawlers read it as the business's own facts, so no
 * sample value reaches it, in a preview build either (content/samples.ts).
 */
export interface CompanyFacts {
  registration: { sample: boolean; nip: string };
  phones: readonly { tel: string; sample: boolean }[];
  address: {
    sample: boolean;
    street: string;
    postalCode: string;
    city: string;
    region: string;
    regionEn: string;
    country: string;
  };
  geo: { latitude: number; longitude: number };
}

const shipped: CompanyFacts = site;

/** The registered office, which is also where clients find us; none while it is a sample. */
function postalAddress({ address }: CompanyFacts): PostalAddress | undefined {
  if (address.sample) return undefined;
  return {
    "@type": "PostalAddress",
    streetAddress: address.street,
    postalCode: address.postalCode,
    addressLocality: address.city,
    addressRegion: address.region,
    addressCountry: address.country,
  };
}

const realPhones = ({ phones }: CompanyFacts) => phones.filter((phone) => !phone.sample);

/** The agency as a company, with only the facts that are its own. */
export function organization(
  description: string,
  facts: CompanyFacts = shipped,
): WithContext<Organization> {
  const { registration } = facts;
  const phones = realPhones(facts);
  const address = postalAddress(facts);
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${site.url}/#organization`,
    name: site.name,
    legalName: site.legalName,
    // NIP is the tax number; the EU VAT number is the same with the country prefix.
    ...(registration.sample ? {} : { taxID: registration.nip, vatID: `PL${registration.nip}` }),
    ...(address ? { address } : {}),
    url: absoluteUrl("/"),
    logo: absoluteUrl(site.logo),
    description,
    email: site.email,
    ...(phones.length > 0
      ? {
          telephone: phones.map((phone) => phone.tel),
          contactPoint: phones.map((phone) => ({
            "@type": "ContactPoint",
            telephone: phone.tel,
            email: site.email,
            contactType: "customer service",
            areaServed: "PL",
            availableLanguage: ["Polish", "English"],
          })),
        }
      : {}),
    sameAs,
  };
}

/** The Google rating the home page shows, for LocalBusiness.aggregateRating. */
export interface RatingSummary {
  /** Sample reviews are no rating of ours: the block claims none from them. */
  sample: boolean;
  averageRating: number;
  totalReviews: number;
}

/**
 * The agency as a place clients visit, or null while its address is a sample:
 * Google reads a LocalBusiness by its address (and the map point that goes
 * with it), and a block without one would be invalid.
 */
export function localBusiness(
  description: string,
  rating?: RatingSummary,
  facts: CompanyFacts = shipped,
): WithContext<LocalBusiness> | null {
  const address = postalAddress(facts);
  if (!address) return null;
  const [phone] = realPhones(facts);
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": `${site.url}/#localbusiness`,
    name: site.name,
    url: absoluteUrl("/"),
    image: absoluteUrl(site.ogImage),
    logo: absoluteUrl(site.logo),
    description,
    email: site.email,
    ...(phone ? { telephone: phone.tel } : {}),
    currenciesAccepted: site.currency,
    priceRange: "800–150000 PLN",
    sameAs,
    address,
    geo: { "@type": "GeoCoordinates", ...facts.geo },
    areaServed: [
      {
        "@type": "GeoCircle",
        geoMidpoint: { "@type": "GeoCoordinates", ...facts.geo },
        geoRadius: site.serviceRadiusMeters,
      },
      { "@type": "City", name: facts.address.city },
      { "@type": "AdministrativeArea", name: facts.address.regionEn },
    ],
    openingHoursSpecification: {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: [...site.openingHours.days],
      opens: site.openingHours.opens,
      closes: site.openingHours.closes,
    },
    ...(rating && !rating.sample && rating.totalReviews > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: rating.averageRating,
            reviewCount: rating.totalReviews,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

export function breadcrumbList(trail: readonly Crumb[]): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.label,
      item: absoluteUrl(crumb.path),
    })),
  };
}

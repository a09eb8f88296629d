/**
 * Structured data built from typed schema.org objects. React Router's <Meta>
 * serialises "script:ld+json" entries and escapes "<", ">" and "&" as \u003c
 * etc., so no text in them can close the script element.
 */
import type { MetaDescriptor } from "react-router";
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

export function absoluteUrl(path: string): string {
  return `${site.url}${path === "/" ? "/" : path}`;
}

export function jsonLd<T extends Thing>(data: WithContext<T>): MetaDescriptor {
  // schema-dts types are structurally JSON; the round trip narrows them to it.
  return { "script:ld+json": JSON.parse(JSON.stringify(data)) };
}

const sameAs = [site.social.instagram, site.social.facebook];

/** The registered office, which is also where clients find us. */
const address: PostalAddress = {
  "@type": "PostalAddress",
  streetAddress: site.address.street,
  postalCode: site.address.postalCode,
  addressLocality: site.address.city,
  addressRegion: site.address.region,
  addressCountry: site.address.country,
};

/**
 * The agency as a company. Its tax numbers are named only once they are the
 * company's own: sample registration numbers (content/samples.ts) are no one's.
 */
export function organization(
  description: string,
  registration: { sample: boolean; nip: string } = site.registration,
): WithContext<Organization> {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${site.url}/#organization`,
    name: site.name,
    legalName: site.legalName,
    // NIP is the tax number; the EU VAT number is the same with the country prefix.
    ...(registration.sample ? {} : { taxID: registration.nip, vatID: `PL${registration.nip}` }),
    address,
    url: absoluteUrl("/"),
    logo: absoluteUrl(site.logo),
    description,
    email: site.email,
    telephone: site.phones.map((phone) => phone.tel),
    sameAs,
    contactPoint: site.phones.map((phone) => ({
      "@type": "ContactPoint",
      telephone: phone.tel,
      email: site.email,
      contactType: "customer service",
      areaServed: "PL",
      availableLanguage: ["Polish", "English"],
    })),
  };
}

/** The Google rating the home page shows, for LocalBusiness.aggregateRating. */
export interface RatingSummary {
  /** Sample reviews are no rating of ours: the block claims none from them. */
  sample: boolean;
  averageRating: number;
  totalReviews: number;
}

export function localBusiness(
  description: string,
  rating?: RatingSummary,
): WithContext<LocalBusiness> {
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
    telephone: site.phones[0].tel,
    currenciesAccepted: site.currency,
    priceRange: "800–150000 PLN",
    sameAs,
    address,
    geo: { "@type": "GeoCoordinates", ...site.geo },
    areaServed: [
      {
        "@type": "GeoCircle",
        geoMidpoint: { "@type": "GeoCoordinates", ...site.geo },
        geoRadius: site.serviceRadiusMeters,
      },
      { "@type": "City", name: site.address.city },
      { "@type": "AdministrativeArea", name: site.address.regionEn },
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

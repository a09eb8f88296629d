/** Structured data for the service pages (Service) and case studies (CreativeWork). */
import type { CreativeWork, Offer, Service, WithContext } from "schema-dts";
import type { CaseStudy } from "#content/case-studies.ts";
import type { ServicePageContent } from "#content/service-pages.ts";
import { site } from "#content/site.ts";
import { type Lang, locales } from "#shared/lang.ts";
import type { InLanguage } from "../i18n/in-language.ts";
import { absoluteUrl } from "./json-ld.ts";

const organizationRef = { "@id": `${site.url}/#organization` };

/** From the page's copy in the page's language (its loader data). */
export function serviceJsonLd(
  content: InLanguage<ServicePageContent>,
  path: string,
): WithContext<Service> {
  const url = absoluteUrl(path);
  const offers: Offer[] = content.offers.map((offer) => ({
    "@type": "Offer",
    name: offer.name,
    priceCurrency: site.currency,
    url,
    priceSpecification: {
      "@type": "UnitPriceSpecification",
      priceCurrency: site.currency,
      minPrice: offer.minPrice,
      ...(offer.maxPrice ? { maxPrice: offer.maxPrice } : {}),
      ...(offer.unitCode ? { unitCode: offer.unitCode } : {}),
      valueAddedTaxIncluded: false,
    },
  }));
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    "@id": `${url}#service`,
    name: content.badge,
    serviceType: content.serviceType,
    description: content.intro,
    url,
    image: absoluteUrl(content.image.src),
    provider: organizationRef,
    areaServed: [
      { "@type": "City", name: site.address.city },
      { "@type": "AdministrativeArea", name: site.address.regionEn },
    ],
    ...(offers.length > 0 ? { offers } : {}),
  };
}

export function creativeWorkJsonLd(
  study: CaseStudy,
  lang: Lang,
  path: string,
): WithContext<CreativeWork> {
  return {
    "@context": "https://schema.org",
    "@type": "CreativeWork",
    "@id": `${absoluteUrl(path)}#work`,
    name: study.title[lang],
    headline: study.title[lang],
    description: study.summary[lang],
    abstract: study.challenge[lang],
    url: absoluteUrl(path),
    inLanguage: locales[lang],
    dateCreated: study.year,
    genre: study.category[lang],
    image: study.images.map((image) => absoluteUrl(image.src)),
    creator: organizationRef,
    publisher: organizationRef,
    sourceOrganization: { "@type": "Organization", name: study.client },
    review: {
      "@type": "Review",
      reviewBody: study.testimonial.text[lang],
      author: { "@type": "Person", name: study.testimonial.author },
    },
  };
}

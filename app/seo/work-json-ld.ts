/** Structured data for the service pages (Service) and case studies (CreativeWork). */
import type { CreativeWork, Offer, Service, WithContext } from "schema-dts";
import type { PublishedCaseStudy } from "#content/samples.ts";
import type { ServicePageContent } from "#content/service-pages.ts";
import { site } from "#content/site.ts";
import { type Lang, locales } from "#shared/lang.ts";
import type { InLanguage } from "../i18n/in-language.ts";
import { absoluteUrl } from "./json-ld.ts";

const organizationRef = { "@id": `${site.url}/#organization` };

type ServiceOffer = InLanguage<ServicePageContent>["offers"][number];

/**
 * One price of the page. A from–to range is a price specification with its two ends; a
 * starting price ("from 1,500 PLN") has no upper end, which Google accepts only as an
 * AggregateOffer's lowest price. Prices are net, hence no VAT included.
 */
function offerJsonLd(offer: ServiceOffer, url: string): Offer {
  const price = { priceCurrency: site.currency, valueAddedTaxIncluded: false };
  const perMonth = offer.unitCode ? { unitCode: offer.unitCode } : undefined;
  if (offer.maxPrice !== undefined) {
    const range = { minPrice: offer.minPrice, maxPrice: offer.maxPrice, ...price };
    return {
      "@type": "Offer",
      name: offer.name,
      url,
      priceCurrency: site.currency,
      priceSpecification: perMonth
        ? { "@type": "UnitPriceSpecification", ...range, ...perMonth }
        : { "@type": "PriceSpecification", ...range },
    };
  }
  return {
    "@type": "AggregateOffer",
    name: offer.name,
    url,
    priceCurrency: site.currency,
    lowPrice: offer.minPrice,
    // For a monthly fee: the cheapest package's price per month.
    ...(perMonth
      ? {
          priceSpecification: {
            "@type": "UnitPriceSpecification",
            price: offer.minPrice,
            ...price,
            ...perMonth,
          },
        }
      : {}),
  };
}

/** From the page's copy in the page's language (its page data). */
export function serviceJsonLd(
  content: InLanguage<ServicePageContent>,
  path: string,
): WithContext<Service> {
  const url = absoluteUrl(path);
  const offers = content.offers.map((offer) => offerJsonLd(offer, url));
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
  study: PublishedCaseStudy,
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
    // The client's words on the page are a testimonial, not a rated review: the client gave
    // no rating, and a Review (which Google requires to carry one) would claim more than
    // the page says. Only a real testimonial is quoted: a sample is no one's words.
    ...(study.testimonial?.kind === "quote"
      ? {
          hasPart: {
            "@type": "Quotation",
            text: study.testimonial.text[lang],
            inLanguage: locales[lang],
            creator: {
              "@type": "Person",
              name: study.testimonial.author,
              jobTitle: study.testimonial.position[lang],
              worksFor: { "@type": "Organization", name: study.client },
            },
          },
        }
      : {}),
  };
}

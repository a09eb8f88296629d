import { describe, expect, it } from "vitest";
import { caseStudies } from "#content/case-studies.ts";
import { publishedCaseStudy } from "#content/samples.ts";
import { servicePageContent, servicePagesContent } from "#content/service-pages.ts";
import { site } from "#content/site.ts";
import { languages, localizePath } from "#shared/lang.ts";
import { pagePath } from "#shared/route-table.ts";
import {
  describeIssue,
  jsonLdIssues,
  problemsIn,
} from "../../tests/structured-data/rich-results.ts";
import { inLanguage } from "../i18n/in-language.ts";
import { creativeWorkJsonLd, serviceJsonLd } from "./work-json-ld.ts";

type ServicePageId = Parameters<typeof servicePageContent>[0];

/** The service builder's output as JSON, with its offers by name. */
function serviceOffers(id: ServicePageId, content = servicePageContent(id)) {
  const service = JSON.parse(
    JSON.stringify(serviceJsonLd(inLanguage(content, "en"), pagePath(id))),
  ) as { offers: Record<string, unknown>[] };
  return (name: string) => service.offers.find((offer) => offer.name === name);
}

describe("Service structured data", () => {
  it("gives a from–to price range as a price specification with both ends in PLN", () => {
    const offer = serviceOffers("serviceBranding")("Logo design");
    expect(offer).toMatchObject({
      "@type": "Offer",
      priceSpecification: {
        "@type": "PriceSpecification",
        minPrice: 800,
        maxPrice: 2500,
        priceCurrency: "PLN",
        valueAddedTaxIncluded: false,
      },
    });
  });

  it("gives a monthly range as a unit price specification per month", () => {
    const withRange = {
      ...servicePageContent("serviceMarketing"),
      offers: [
        {
          name: { pl: "Abonament", en: "Retainer" },
          minPrice: 500,
          maxPrice: 5000,
          unitCode: "MON" as const,
        },
      ],
    };
    const offer = serviceOffers("serviceMarketing", withRange)("Retainer");
    expect(offer?.priceSpecification).toEqual({
      "@type": "UnitPriceSpecification",
      minPrice: 500,
      maxPrice: 5000,
      priceCurrency: "PLN",
      valueAddedTaxIncluded: false,
      unitCode: "MON",
    });
  });

  it("gives a starting price as an aggregate offer's lowest price, never a price it does not state", () => {
    const offer = serviceOffers("serviceWeb")("Company website");
    expect(offer).toEqual({
      "@type": "AggregateOffer",
      name: "Company website",
      url: `${site.url}/uslugi/strony-i-aplikacje-szczecin`,
      priceCurrency: "PLN",
      lowPrice: 1500,
    });
  });

  it("says a monthly starting price is per month", () => {
    const offer = serviceOffers("serviceMarketing")("Ongoing digital marketing");
    expect(offer).toMatchObject({
      "@type": "AggregateOffer",
      lowPrice: 1500,
      priceSpecification: { "@type": "UnitPriceSpecification", price: 1500, unitCode: "MON" },
    });
  });

  it("prices running ad campaigns at our monthly fee, not at the ad spend paid to Google or Meta", () => {
    const offer = serviceOffers("serviceMarketing")("Running online ad campaigns");
    expect(offer).toMatchObject({
      "@type": "AggregateOffer",
      lowPrice: 500,
      priceSpecification: { "@type": "UnitPriceSpecification", price: 500, unitCode: "MON" },
    });
    expect(offer).not.toHaveProperty("highPrice");
  });

  it("leaves out offers on a page that states no prices", () => {
    const content = inLanguage(servicePageContent("serviceVideo"), "pl");
    expect(serviceJsonLd(content, pagePath("serviceVideo"))).not.toHaveProperty("offers");
  });

  for (const content of servicePagesContent) {
    for (const lang of languages) {
      const path = localizePath(pagePath(content.id), lang);
      it(`${path}: meets Google's rich-result requirements in schema.org terms`, async () => {
        const issues = await jsonLdIssues(serviceJsonLd(inLanguage(content, lang), path));
        expect(problemsIn(issues).map(describeIssue)).toEqual([]);
      });
    }
  }
});

describe("case study structured data", () => {
  it("carries the client's words as a quotation by its author, not as a review without a rating", () => {
    const [shipped] = caseStudies;
    if (!shipped) throw new Error("no case study in the content");
    const study = {
      ...shipped,
      testimonial: { ...shipped.testimonial, sample: false, consentRecorded: true },
    };
    const work = JSON.parse(
      JSON.stringify(
        creativeWorkJsonLd(publishedCaseStudy(study, "production"), "pl", "/case-study/x"),
      ),
    ) as Record<string, unknown>;
    expect(work).not.toHaveProperty("review");
    expect(JSON.stringify(work)).not.toContain('"Review"');
    expect(work.hasPart).toEqual({
      "@type": "Quotation",
      text: study.testimonial.text.pl,
      inLanguage: "pl-PL",
      creator: {
        "@type": "Person",
        name: study.testimonial.author,
        jobTitle: study.testimonial.position.pl,
        worksFor: { "@type": "Organization", name: study.client },
      },
    });
  });

  it("quotes no one when the testimonial is a sample or its author's consent is not on file", () => {
    const [shipped] = caseStudies;
    if (!shipped) throw new Error("no case study in the content");
    for (const testimonial of [
      { ...shipped.testimonial, sample: true, consentRecorded: true },
      { ...shipped.testimonial, sample: false, consentRecorded: false },
    ]) {
      const study = publishedCaseStudy({ ...shipped, testimonial }, "preview");
      const work = creativeWorkJsonLd(study, "en", "/en/case-study/x");
      expect(work).not.toHaveProperty("hasPart");
      expect(JSON.stringify(work)).not.toContain(testimonial.author);
    }
  });

  for (const study of caseStudies) {
    for (const lang of languages) {
      const path = localizePath(pagePath("caseStudy", study.id), lang);
      it(`${path}: meets Google's rich-result requirements in schema.org terms`, async () => {
        const issues = await jsonLdIssues(
          creativeWorkJsonLd(publishedCaseStudy(study, "preview"), lang, path),
        );
        expect(problemsIn(issues).map(describeIssue)).toEqual([]);
      });
    }
  }
});

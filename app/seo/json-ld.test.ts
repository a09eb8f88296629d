import type { Organization, WithContext } from "schema-dts";
import { describe, expect, it } from "vitest";
import { site } from "#content/site.ts";
import { languages } from "#shared/lang.ts";
import {
  describeIssue,
  jsonLdIssues,
  problemsIn,
} from "../../tests/structured-data/rich-results.ts";
import { breadcrumbTrail } from "../navigation/breadcrumbs.ts";
import { type HeadTag, headElement } from "./head-tags.ts";
import {
  breadcrumbList,
  type CompanyFacts,
  jsonLd,
  localBusiness,
  organization,
} from "./json-ld.ts";

/** The company's own data, as the agency will put them in (here the shipped values, marked real). */
const own: CompanyFacts = {
  registration: { sample: false, nip: "5260250274" },
  phones: site.phones.map(({ tel }) => ({ tel, sample: false })),
  address: { ...site.address, sample: false },
  geo: site.geo,
};

/** Everything still a sample, as the content ships. */
const samples: CompanyFacts = {
  registration: { sample: true, nip: "0000000000" },
  phones: own.phones.map((phone) => ({ ...phone, sample: true })),
  address: { ...site.address, sample: true },
  geo: site.geo,
};

/** The structured data of a head as islands/head-tags.astro writes it (`set:html`: the text as it is). */
function renderHead(tags: HeadTag[]): string {
  return tags
    .map(headElement)
    .map((element) =>
      element.kind === "json" ? `<script type="application/ld+json">${element.json}</script>` : "",
    )
    .join("");
}

describe("JSON-LD in the page head", () => {
  it("cannot be closed early by content that contains a script end tag", () => {
    const hostile: WithContext<Organization> = {
      "@context": "https://schema.org",
      "@type": "Organization",
      name: 'Evil </script><script>alert("x")</script> & co',
    };
    const html = renderHead([jsonLd(hostile)]);
    const scripts = html.match(/<script[^>]*>[\s\S]*?<\/script>/g) ?? [];
    expect(scripts).toHaveLength(1);
    expect(html).not.toContain("<script>alert");
    const body = scripts[0]?.replace(/^<script[^>]*>/, "").replace(/<\/script>$/, "") ?? "";
    expect(JSON.parse(body).name).toBe('Evil </script><script>alert("x")</script> & co');
  });

  it("describes the agency as a local business in Szczecin with opening hours and service radius", () => {
    const business = JSON.parse(JSON.stringify(localBusiness("Agencja", undefined, own))) as Record<
      string,
      unknown
    >;
    expect(business["@type"]).toBe("LocalBusiness");
    expect(JSON.stringify(business)).toContain('"addressLocality":"Szczecin"');
    expect(JSON.stringify(business)).toContain('"geoRadius":50000');
    expect(JSON.stringify(business)).toContain('"opens":"09:00"');
    expect(JSON.stringify(business)).toContain('"currenciesAccepted":"PLN"');
  });

  it("names the company as registered: legal name, tax and VAT numbers, registered office", () => {
    const company = organization("Agencja", own);
    expect(company).toMatchObject({
      legalName: site.legalName,
      taxID: "5260250274",
      vatID: "PL5260250274",
      address: {
        "@type": "PostalAddress",
        streetAddress: site.address.street,
        postalCode: site.address.postalCode,
        addressLocality: site.address.city,
        addressCountry: "PL",
      },
    });
    expect(site.legalName).toMatch(/spółka z ograniczoną odpowiedzialnością$/);
  });

  it("claims no tax or VAT number while the registration numbers are samples", () => {
    const company = organization("Agencja", {
      ...own,
      registration: { sample: true, nip: "0000000000" },
    });
    expect(company).not.toHaveProperty("taxID");
    expect(company).not.toHaveProperty("vatID");
    expect(company).toHaveProperty("legalName", site.legalName);
  });

  it("publishes no sample phone, address or map point, in any build", () => {
    const company = JSON.stringify(organization("Agencja", samples));
    for (const phone of samples.phones) expect(company).not.toContain(phone.tel);
    expect(company).not.toContain(samples.address.street);
    expect(company).not.toContain("contactPoint");
    expect(localBusiness("Agencja", undefined, samples)).toBeNull();
  });

  it("names only the phones that are the company's own when some are still samples", () => {
    const [real, sample] = own.phones;
    if (!real || !sample) throw new Error("two phones expected");
    const facts = { ...own, phones: [{ ...sample, sample: true }, real] };
    expect(organization("Agencja", facts)).toHaveProperty("telephone", [real.tel]);
    expect(localBusiness("Agencja", undefined, facts)).toHaveProperty("telephone", real.tel);
  });

  it("gives the Google rating the page shows, and no rating when there are no reviews", () => {
    const rated = localBusiness(
      "Agencja",
      { sample: false, averageRating: 4.8, totalReviews: 9 },
      own,
    );
    expect(rated).toHaveProperty("aggregateRating", {
      "@type": "AggregateRating",
      ratingValue: 4.8,
      reviewCount: 9,
      bestRating: 5,
      worstRating: 1,
    });
    const unrated = localBusiness(
      "Agencja",
      { sample: false, averageRating: 0, totalReviews: 0 },
      own,
    );
    expect(unrated).not.toHaveProperty("aggregateRating");
  });

  it("claims no rating from sample reviews", () => {
    const sample = localBusiness(
      "Agencja",
      { sample: true, averageRating: 5, totalReviews: 9 },
      own,
    );
    expect(sample).not.toHaveProperty("aggregateRating");
  });

  it("lists the breadcrumbs from home, numbered, with absolute URLs", () => {
    const data = breadcrumbList([
      { label: "Start", path: "/" },
      { label: "Usługi", path: "/uslugi" },
    ]);
    expect(data.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Start", item: `${site.url}/` },
      { "@type": "ListItem", position: 2, name: "Usługi", item: `${site.url}/uslugi` },
    ]);
  });

  it("meets Google's rich-result requirements in schema.org terms: organisation, business, breadcrumbs", async () => {
    const business = localBusiness(
      "Agencja marketingowa",
      { sample: false, averageRating: 5, totalReviews: 9 },
      own,
    );
    if (!business) throw new Error("a business with its own address has a LocalBusiness block");
    const blocks = [
      organization("Agencja marketingowa", own),
      organization("Agencja marketingowa", samples),
      business,
      ...languages.map((lang) => breadcrumbList(breadcrumbTrail("serviceBranding", lang))),
    ];
    const issues = (await Promise.all(blocks.map(jsonLdIssues))).flat();
    expect(problemsIn(issues).map(describeIssue)).toEqual([]);
  });
});

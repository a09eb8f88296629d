import { describe, expect, it } from "vitest";
import { builtInReviews } from "./reviews.ts";
import {
  contentFindings,
  productionRefusals,
  publishedClients,
  publishedReviews,
  refuseSamplesInProduction,
  type SampleSources,
  shownTestimonial,
} from "./samples.ts";
import { site } from "./site.ts";
import { team } from "./team.ts";

/** Content with nothing left to replace: the agency's own data and consented client items. */
const finished: SampleSources = {
  site: {
    registration: { sample: false, krs: "0000123456", nip: "5260250274", regon: "000002217" },
    phones: [{ display: "+48 91 123 45 67", sample: false }],
    address: { sample: false, street: "ul. Przykładowa 1", city: "Szczecin" },
  },
  reviews: { sample: false, totalReviews: 12 },
  clients: [{ id: "piekarnia", name: "Piekarnia", sample: false, consentRecorded: true }],
  caseStudies: [
    { id: "sklep", testimonial: { author: "Anna Nowak", sample: false, consentRecorded: true } },
  ],
  team: [{ id: "tomasz", name: "Tomasz", samplePortrait: false }],
};

describe("sample content", () => {
  it("finds every sample the shipped content holds, by file and entry", () => {
    const findings = contentFindings();
    const where = findings.map((finding) => `${finding.kind} ${finding.where}`);
    expect(where).toContain("registration content/entries/company.json registration");
    expect(where).toContain("address content/entries/company.json address");
    expect(
      where.filter((each) => each === "phone content/entries/company.json phones"),
    ).toHaveLength(site.phones.length);
    expect(where).toContain("reviews content/entries/reviews.json");
    expect(where).toContain("clientLogo content/entries/clients.json lniane");
    expect(where).toContain("consent content/entries/clients.json lniane");
    expect(where).toContain("testimonial content/entries/case-studies.json the-goat-beard");
    expect(where).toContain("consent content/entries/case-studies.json the-goat-beard");
    expect(where).toContain("teamPortrait content/entries/team.json karolina-zielinska");
    expect(findings.find((finding) => finding.kind === "registration")?.what).toContain(
      `NIP ${site.registration.nip}`,
    );
  });

  it("finds nothing in content that is the agency's own, with every consent recorded", () => {
    expect(contentFindings(finished)).toEqual([]);
  });

  it("reports a real client's logo or testimonial shown without a recorded consent", () => {
    const unconsented: SampleSources = {
      ...finished,
      clients: [{ id: "piekarnia", name: "Piekarnia", sample: false, consentRecorded: false }],
      caseStudies: [
        {
          id: "sklep",
          testimonial: { author: "Anna Nowak", sample: false, consentRecorded: false },
        },
      ],
    };
    expect(contentFindings(unconsented)).toEqual([
      {
        kind: "consent",
        where: "content/entries/clients.json piekarnia",
        what: "no recorded consent to show Piekarnia",
      },
      {
        kind: "consent",
        where: "content/entries/case-studies.json sklep",
        what: "no recorded consent to publish Anna Nowak's testimonial",
      },
    ]);
  });

  it("reports a single value left as a sample", () => {
    const onePhone: SampleSources = {
      ...finished,
      site: {
        ...finished.site,
        phones: [{ display: "+48\u00a091\u00a0000\u00a000\u00a000", sample: true }],
      },
    };
    expect(contentFindings(onePhone)).toEqual([
      {
        kind: "phone",
        where: "content/entries/company.json phones",
        what: "+48 91 000 00 00 is a sample",
      },
    ]);
  });
});

describe("what a production build publishes", () => {
  const settings = { SITE_URL: "https://agencja.example", CONTACT_EMAIL: "biuro@agencja.example" };

  it("refuses the shipped content, naming the registration, the address and each phone", () => {
    const refusals = productionRefusals(settings);
    expect(
      refusals.some((line) => line.startsWith("content/entries/company.json registration")),
    ).toBe(true);
    expect(refusals.some((line) => line.startsWith("content/entries/company.json address"))).toBe(
      true,
    );
    expect(
      refusals.filter((line) => line.startsWith("content/entries/company.json phones")),
    ).toHaveLength(site.phones.length);
    expect(() => refuseSamplesInProduction("production", settings)).toThrow(
      /content\/entries\/company.json registration/,
    );
    expect(() => refuseSamplesInProduction("preview", settings)).not.toThrow();
  });

  it("refuses to bake the sample origin and address in, and nothing else once the company's data are its own", () => {
    const findings = contentFindings(finished);
    expect(productionRefusals({}, findings)).toEqual([
      "SITE_URL is not set: the pages would name the sample one",
      "CONTACT_EMAIL is not set: the pages would name the sample one",
    ]);
    expect(productionRefusals(settings, findings)).toEqual([]);
  });

  it("does not refuse over reviews, logos, testimonials or portraits: it leaves them out", () => {
    const onlySections = contentFindings({
      ...finished,
      reviews: { sample: true, totalReviews: 9 },
      clients: [{ id: "x", name: "X", sample: true, consentRecorded: false }],
      team: [{ id: "t", name: "T", samplePortrait: true }],
    });
    expect(onlySections.length).toBeGreaterThan(0);
    expect(productionRefusals(settings, onlySections)).toEqual([]);
  });

  it("shows only real client logos with a recorded consent; a preview shows every one", () => {
    const list = [
      { id: "real", sample: false, consentRecorded: true },
      { id: "made-up", sample: true, consentRecorded: false },
      { id: "unasked", sample: false, consentRecorded: false },
    ];
    expect(publishedClients(list, "production").map((client) => client.id)).toEqual(["real"]);
    expect(publishedClients(list, "preview")).toHaveLength(3);
  });

  it("shows a real testimonial under its author, a sample under no name and only in a preview", () => {
    const words = { pl: "Dobra robota.", en: "Good work." };
    const testimonial = {
      text: words,
      author: "Anna Nowak",
      position: { pl: "właścicielka", en: "owner" },
    };
    expect(
      shownTestimonial({ ...testimonial, sample: false, consentRecorded: true }, "production"),
    ).toEqual({
      kind: "quote",
      ...testimonial,
    });
    expect(
      shownTestimonial({ ...testimonial, sample: true, consentRecorded: true }, "preview"),
    ).toEqual({
      kind: "sample",
      text: words,
    });
    expect(
      shownTestimonial({ ...testimonial, sample: true, consentRecorded: true }, "production"),
    ).toBeNull();
    expect(
      shownTestimonial({ ...testimonial, sample: false, consentRecorded: false }, "preview"),
    ).toBeNull();
  });

  it("leaves sample reviews out of a production build and keeps them, marked, in a preview", () => {
    const samples = { ...builtInReviews, sample: true };
    expect(publishedReviews(samples, "production")).toBeNull();
    expect(publishedReviews(samples, "preview")).toBe(samples);
    const real = { ...builtInReviews, sample: false };
    expect(publishedReviews(real, "production")).toBe(real);
  });
});

describe("sample reviews", () => {
  const samples = builtInReviews.sample ? builtInReviews.reviews : [];

  it("name no one on the team, so no made-up praise reads as said about a real person", () => {
    expect(samples.length).toBeGreaterThan(0);
    // A first name with its diminutives and cases (Tom… catches Tomasz, Tomek, Tomka) and the surname.
    const names = team.flatMap((member) => {
      const first = member.name.split(" ")[0] ?? member.name;
      return [first.slice(0, 3), member.name.split(" ")[1] ?? ""].filter(Boolean);
    });
    for (const review of samples) {
      for (const name of names) {
        expect(review.text, review.author_name).not.toMatch(new RegExp(`\\b${name}`));
      }
    }
  });

  it("claim no figure: no number, share or ranking a real client would have to vouch for", () => {
    const figure =
      /\d|połow|dwukrotn|trzykrotn|pierwsz\p{L}* (?:trójce|dziesiątce|miejscu)|procent/iu;
    for (const review of samples) expect(review.text, review.author_name).not.toMatch(figure);
  });
});

import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { blogDir, postFileName } from "./blog/sources.ts";
import { caseStudies } from "./case-studies.ts";
import { builtInReviews } from "./reviews.ts";
import { contentFindings, type SampleSources } from "./samples.ts";
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

describe("articles about a case study", () => {
  it("quote no testimonial and name no person whose words are a sample or unconsented", () => {
    const articles = readdirSync(blogDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((entry) =>
        (["pl", "en"] as const).map((lang) => {
          const file = path.join(blogDir, entry.name, postFileName(lang));
          return { file, text: existsSync(file) ? readFileSync(file, "utf8") : "" };
        }),
      );
    expect(articles.length).toBeGreaterThan(20);
    const unconsented = caseStudies.filter(
      ({ testimonial }) => testimonial.sample || !testimonial.consentRecorded,
    );
    expect(unconsented.length).toBeGreaterThan(0);
    for (const { testimonial } of unconsented) {
      // The testimonial's first words, in either language, as the article would quote them.
      const openings = [testimonial.text.pl, testimonial.text.en].map((text) =>
        text.split(" ").slice(0, 5).join(" "),
      );
      for (const { file, text } of articles) {
        expect(text, file).not.toContain(testimonial.author);
        for (const opening of openings) expect(text, file).not.toContain(opening);
      }
    }
  });
});

/**
 * A sample's words stay in their own marked place. The sample testimonials and
 * reviews are shown, labelled, only where their entry is rendered (and not at
 * all by a production build); the same words anywhere else — quoted in an
 * article, repeated in a service page or a dictionary — would reach visitors,
 * the feed and search engines unmarked, as someone's real opinion.
 */
import { describe, expect, it } from "vitest";
import { blogDir, postFolders, readPost } from "#content/blog/sources.ts";
import { caseStudies } from "#content/case-studies.ts";
import { clients } from "#content/clients.ts";
import { faqItems } from "#content/faq.ts";
import { offer } from "#content/offer.ts";
import { projects } from "#content/portfolio.ts";
import { builtInReviews } from "#content/reviews.ts";
import { servicePagesContent } from "#content/service-pages.ts";
import { services } from "#content/services.ts";
import { partners, team } from "#content/team.ts";
import { dictionaries } from "./dictionaries/index.ts";

/** Every string a value holds, however deep. */
function stringsIn(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === "object") return Object.values(value).flatMap(stringsIn);
  return [];
}

/** Lower case, words only, one space between them and around the whole. */
const words = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()} `;

/** Every run of five words of a text: long enough to be its own, short enough to catch a quote. */
function fiveWordRuns(text: string): string[] {
  const list = words(text).trim().split(" ");
  return list.slice(0, Math.max(0, list.length - 4)).map((_, i) => list.slice(i, i + 5).join(" "));
}

interface Needle {
  /** Where the sample lives: "content/entries/reviews.json review 3". */
  entry: string;
  /** A person's name exactly, or a text by its five-word runs. */
  name?: string;
  text?: string;
}

const sampleTestimonials = caseStudies.filter((study) => study.testimonial.sample);
const sampleReviews = builtInReviews.sample ? builtInReviews.reviews : [];

const needles: Needle[] = [
  ...sampleTestimonials.flatMap((study) => [
    { entry: `content/entries/case-studies.json ${study.id}`, name: study.testimonial.author },
    ...Object.values(study.testimonial.text).map((text) => ({
      entry: `content/entries/case-studies.json ${study.id}`,
      text,
    })),
  ]),
  // A sample review is signed by a kind of business ("Kancelaria prawna"), not a person:
  // its words, not its signature, are what must not travel.
  ...sampleReviews.map((review, index) => ({
    entry: `content/entries/reviews.json review ${index + 1}`,
    text: review.text,
  })),
];

/** Everything else the site says, by where it is written. */
function haystacks(): { where: string; text: string }[] {
  const articles = postFolders().flatMap((folder) => {
    const post = readPost(blogDir, folder);
    return [post.pl, post.en].map((file) => ({
      where: file.file,
      text: `${stringsIn(file.frontMatter).join("\n")}\n${file.markdown}`,
    }));
  });
  const caseStudiesWithoutSamples = caseStudies.map(({ testimonial, ...study }) =>
    testimonial.sample ? study : { ...study, testimonial },
  );
  const data: Record<string, unknown> = {
    "shared/i18n/dictionaries/pl.ts": dictionaries.pl,
    "shared/i18n/dictionaries/en.ts": dictionaries.en,
    "content/entries/case-studies.json (outside sample testimonials)": caseStudiesWithoutSamples,
    "content/entries/faq.json": faqItems,
    "content/entries/offer.json": offer,
    "content/entries/portfolio.json": projects,
    "content/entries/team.json": { team, partners },
    "content/entries/clients.json": clients,
    "content/services.ts": services,
    "content/service-pages.ts": servicePagesContent,
  };
  return [
    ...articles,
    ...Object.entries(data).map(([where, value]) => ({ where, text: stringsIn(value).join("\n") })),
  ];
}

/** Where a needle shows up outside its own entry: "content/blog/…/index.pl.md: „kalendarz zapełnia się sam …”". */
function leaks(list: readonly Needle[], places: { where: string; text: string }[]) {
  const found: string[] = [];
  for (const place of places) {
    const haystack = words(place.text);
    for (const needle of list) {
      const hits = needle.name
        ? haystack.includes(words(needle.name))
          ? [needle.name]
          : []
        : fiveWordRuns(needle.text ?? "").filter((run) => haystack.includes(` ${run} `));
      if (hits.length > 0) found.push(`${place.where}: "${hits[0]}" from ${needle.entry}`);
    }
  }
  return found;
}

describe("sample text", () => {
  it("has samples to look for while the content ships them", () => {
    expect(needles.length).toBeGreaterThan(0);
  });

  it("finds a sample's words quoted elsewhere, and a name attached to them", () => {
    const needle = {
      entry: "reviews.json review 1",
      text: "Telefon już nie przerywa mi strzyżenia.",
    };
    const named = { entry: "case-studies.json x", name: "Tomasz Wiśniewski" };
    expect(
      leaks(
        [needle, named],
        [
          {
            where: "article.md",
            text: "Mówi: „Telefon już nie przerywa mi strzyżenia” – Tomasz Wiśniewski",
          },
        ],
      ),
    ).toEqual([
      'article.md: "telefon już nie przerywa mi" from reviews.json review 1',
      'article.md: "Tomasz Wiśniewski" from case-studies.json x',
    ]);
    expect(leaks([needle], [{ where: "other.md", text: "Telefon już dzwoni." }])).toEqual([]);
  });

  it("appears nowhere outside its own entry: no article, page text, dictionary or other entry quotes it", () => {
    expect(leaks(needles, haystacks())).toEqual([]);
  });
});

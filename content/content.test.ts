import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { servicePages } from "#shared/route-table.ts";
import { agencyProfile, caseStudies } from "./case-studies.ts";
import { type EntryFileName, entryFiles } from "./entry-files.ts";
import { imageProblem, MAX_IMAGE_BYTES } from "./media.ts";
import { projectSchema } from "./portfolio.schema.ts";
import { projects } from "./portfolio.ts";
import { type ImageRef, validateEntries } from "./schema.ts";
import { servicePageSchema } from "./service-pages.schema.ts";
import { servicePagesContent } from "./service-pages.ts";
import { serviceSchema } from "./services.schema.ts";
import { services } from "./services.ts";
import { shippedEntries, validateContent } from "./validate-content.ts";

const publicDir = join(import.meta.dirname, "..", "public");

/** The shipped data files with one of them changed, as the build would read them. */
function withEntryFile<Schema extends z.ZodType>(
  name: EntryFileName,
  schema: Schema,
  change: (file: z.output<Schema>) => void,
): Record<EntryFileName, unknown> {
  const copy = schema.parse(structuredClone(shippedEntries[name]));
  change(copy);
  return { ...shippedEntries, [name]: copy };
}

function errorOf(run: () => void): string {
  try {
    run();
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  return "";
}

describe("content validation", () => {
  it("accepts every content file as it is", () => {
    expect(() => validateContent()).not.toThrow();
  });

  it("names the file, the entry and the field of a broken service", () => {
    const broken = services.map((service) =>
      service.id === 2 ? { ...service, title: { ...service.title, en: "" } } : service,
    );
    expect(() => validateEntries("content/services.ts", serviceSchema, broken)).toThrow(
      'content/services.ts, entry "2" (#2), field title.en: must not be empty',
    );
  });

  it("rejects a case study without exactly three results, naming the data file and its slug", () => {
    const broken = withEntryFile("caseStudies", entryFiles.caseStudies.schema, (file) => {
      const study = file.caseStudies.find((each) => each.id === "the-goat-beard");
      study?.results.pop();
    });
    expect(() => validateContent(broken)).toThrow(
      'content/entries/case-studies.json, caseStudies entry "the-goat-beard" (#2), field results: must list exactly 3 results',
    );
  });

  it("rejects a case-study result without the period it covers or its source", () => {
    const broken = withEntryFile("caseStudies", entryFiles.caseStudies.schema, (file) => {
      const result = file.caseStudies.find((each) => each.id === "parkingi-magr")?.results[1];
      if (result) Reflect.deleteProperty(result, "source");
    });
    expect(() => validateContent(broken)).toThrow(
      /caseStudies entry "parkingi-magr" \(#3\), field results\[1\]\.source/,
    );
  });

  it("rejects a headline figure that the result's sentence does not state", () => {
    const broken = withEntryFile("caseStudies", entryFiles.caseStudies.schema, (file) => {
      const result = file.caseStudies.find((each) => each.id === "the-goat-beard")?.results[0];
      if (result) result.figure.en = "300";
    });
    expect(() => validateContent(broken)).toThrow(
      /caseStudies entry "the-goat-beard" \(#2\), field results\[0\]\.figure\.en: must be written as it is in the outcome's sentence/,
    );
  });

  it("rejects a case study with more than five images", () => {
    const broken = withEntryFile("caseStudies", entryFiles.caseStudies.schema, (file) => {
      const [first] = file.caseStudies;
      const image = first?.images[0];
      if (first && image) first.images = [image, image, image, image, image, image];
    });
    expect(() => validateContent(broken)).toThrow(
      /caseStudies entry "reliance-wear" \(#1\), field images: takes at most 5 images/,
    );
  });

  it("rejects a project with an unknown category or a non-https website", () => {
    const broken = withEntryFile("portfolio", entryFiles.portfolio.schema, (file) => {
      const project = file.projects.find((each) => each.id === "parkingi-magr");
      if (project) Object.assign(project, { category: "video", website: "http://parkingimagr.pl" });
    });
    const message = errorOf(() => validateContent(broken));
    expect(message).toContain(
      'content/entries/portfolio.json, projects entry "parkingi-magr" (#3), field category',
    );
    expect(message).toContain(
      'projects entry "parkingi-magr" (#3), field website: must be an https:// address',
    );
  });

  it("names the offer's figure whose upper number is not above the lower one", () => {
    const broken = withEntryFile("offer", entryFiles.offer.schema, (file) => {
      file.logo.packages.basic.price.max = file.logo.packages.basic.price.min - 100;
    });
    expect(() => validateContent(broken)).toThrow(
      "content/entries/offer.json, entry logo, field packages.basic.price.max: must be above the lower number (min)",
    );
  });

  it("names an FAQ answer that asks for a figure the offer does not have", () => {
    const broken = withEntryFile("faq", entryFiles.faq.schema, (file) => {
      const item = file.items.find((each) => each.id === "cena-logo");
      if (item) item.answer.en = "A logo costs {logo.cost}.";
    });
    expect(() => validateContent(broken)).toThrow(
      'content/entries/faq.json, items entry "cena-logo" (#7), field answer.en: {logo.cost}: the offer (content/entries/offer.json) has no figure "logo.cost"',
    );
  });

  it("names a team member missing from the team's two", () => {
    const broken = withEntryFile("team", entryFiles.team.schema, (file) => {
      file.members.pop();
    });
    expect(() => validateContent(broken)).toThrow(
      "content/entries/team.json, entry members, field (the entry itself): the team has two members",
    );
  });

  it("rejects a specialist service page without exactly four reasons", () => {
    const broken = servicePagesContent.map((entry) =>
      entry.layout === "specialist" && entry.id === "serviceVideo"
        ? { ...entry, reasons: entry.reasons.slice(0, 3) }
        : entry,
    );
    expect(() => validateEntries("content/service-pages.ts", servicePageSchema, broken)).toThrow(
      /entry "serviceVideo" \(#4\), field reasons:/,
    );
  });

  it("refuses an image missing from public/, naming the data file", () => {
    const broken = withEntryFile("team", entryFiles.team.schema, (file) => {
      const [first] = file.members;
      if (first) first.image = "/team/nobody.svg";
    });
    expect(() => validateContent(broken)).toThrow(
      "content/entries/team.json: /team/nobody.svg is not a file under public/",
    );
  });

  it("refuses an image larger than an image may be, or of a type the site does not serve", () => {
    const dir = mkdtempSync(join(tmpdir(), "media-"));
    writeFileSync(join(dir, "big.jpg"), Buffer.alloc(MAX_IMAGE_BYTES + 1));
    writeFileSync(join(dir, "fits.webp"), Buffer.alloc(MAX_IMAGE_BYTES));
    expect(imageProblem(dir, "/big.jpg")).toBe(
      "/big.jpg is 501 KB, more than the 500 KB an image may have",
    );
    expect(imageProblem(dir, "/fits.webp")).toBeUndefined();
    expect(imageProblem(dir, "/cover.gif")).toMatch(/is not an image of a type the site serves/);
    rmSync(dir, { recursive: true });
  });

  it("reports duplicate ids", () => {
    const twice = [...projects, projects[0]];
    expect(() => validateEntries("content/portfolio.ts", projectSchema, twice)).toThrow(
      'entry "reliance-wear" (#4), field id: duplicate id',
    );
    const broken = withEntryFile("clients", entryFiles.clients.schema, (file) => {
      const [first] = file.clients;
      if (first) file.clients.push({ ...first });
    });
    expect(() => validateContent(broken)).toThrow(
      'content/entries/clients.json, clients entry "piekarnia-pod-walami" (#10), field id: duplicate id',
    );
  });
});

describe("the content itself", () => {
  it("has five services, one per service page, and only the video card without read-more", () => {
    expect(services.map((service) => service.id)).toEqual([1, 2, 3, 4, 5]);
    expect(services.map((service) => service.page)).toEqual([...servicePages]);
    expect(services.filter((service) => !service.cardReadMore).map((s) => s.page)).toEqual([
      "serviceVideo",
    ]);
  });

  it("gives the specialist pages 7, 7 and 6 specialisations and four reasons each", () => {
    const counts = Object.fromEntries(
      servicePagesContent.map((entry) => [
        entry.id,
        entry.layout === "specialist" ? [entry.features.length, entry.reasons.length] : "full",
      ]),
    );
    expect(counts).toEqual({
      serviceBranding: "full",
      serviceWeb: "full",
      serviceMarketing: [7, 4],
      serviceVideo: [7, 4],
      serviceStrategy: [6, 4],
    });
  });

  it("links every project to a case study and keeps the case-study facts", () => {
    expect(projects.map((project) => project.id)).toEqual(caseStudies.map((study) => study.id));
    expect(caseStudies.map((study) => study.images.length)).toEqual([3, 3, 1]);
    expect(caseStudies.every((study) => study.year === "2024")).toBe(true);
    const outcomes = (index: number) =>
      caseStudies[index]?.results.map((result) => result.outcome.en).join(" ");
    expect(outcomes(0)).toMatch(/250%.*60%/);
    expect(outcomes(1)).toMatch(/9 in 10 first visits/);
    expect(outcomes(2)).toMatch(/45%/);
  });

  it("states a rise or a fall only against the baseline it was measured from", () => {
    const relative = {
      pl: /\d%|(?:więcej|mniej|wyższ|niższ|lepsz)/,
      en: /\d%|\b(?:more|fewer|less|higher|lower|better)\b/,
    };
    const baseline = { pl: /\bwobec\b/, en: /\bagainst\b/ };
    for (const study of caseStudies) {
      for (const result of study.results) {
        for (const lang of ["pl", "en"] as const) {
          const said = `${result.outcome[lang]} (${result.period[lang]})`;
          if (relative[lang].test(result.outcome[lang]))
            expect(said, study.id).toMatch(baseline[lang]);
        }
      }
    }
  });

  it("only points at images that exist", () => {
    const images: ImageRef[] = [
      ...services.map((service) => service.image),
      ...servicePagesContent.map((entry) => entry.image),
      ...projects.flatMap((project) => [project.image, ...(project.additionalImages ?? [])]),
      ...caseStudies.flatMap((study) => study.images),
    ];
    const paths = [...images.map((image) => image.src), agencyProfile.logo];
    for (const path of paths) {
      expect(existsSync(join(publicDir, path)), path).toBe(true);
    }
  });
});

import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { servicePages } from "#shared/route-table.ts";
import { caseStudySchema } from "./case-studies.schema.ts";
import { agencyProfile, caseStudies } from "./case-studies.ts";
import { projectSchema } from "./portfolio.schema.ts";
import { projects } from "./portfolio.ts";
import { type ImageRef, validateEntries } from "./schema.ts";
import { servicePageSchema } from "./service-pages.schema.ts";
import { servicePagesContent } from "./service-pages.ts";
import { serviceSchema } from "./services.schema.ts";
import { services } from "./services.ts";
import { validateContent } from "./validate-content.ts";

const publicDir = join(import.meta.dirname, "..", "public");

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

  it("rejects a case study without exactly three results, naming its slug", () => {
    const broken = caseStudies.map((study) =>
      study.id === "the-goat-beard" ? { ...study, results: study.results.slice(0, 2) } : study,
    );
    expect(() => validateEntries("content/case-studies.ts", caseStudySchema, broken)).toThrow(
      'content/case-studies.ts, entry "the-goat-beard" (#2), field results: must list exactly 3 results',
    );
  });

  it("rejects a case-study result without the period it covers or its source", () => {
    const broken = caseStudies.map((study) =>
      study.id === "parkingi-magr"
        ? {
            ...study,
            results: study.results.map((result, index) =>
              index === 1 ? { outcome: result.outcome, period: result.period } : result,
            ),
          }
        : study,
    );
    expect(() => validateEntries("content/case-studies.ts", caseStudySchema, broken)).toThrow(
      /entry "parkingi-magr" \(#3\), field results\[1\]\.source/,
    );
  });

  it("rejects a case study with more than three images", () => {
    const [first] = caseStudies;
    if (!first) throw new Error("no case studies");
    const image = first.images[0];
    const broken = [{ ...first, images: [image, image, image, image] }];
    expect(() => validateEntries("content/case-studies.ts", caseStudySchema, broken)).toThrow(
      /entry "reliance-wear" \(#1\), field images: takes at most 3 images/,
    );
  });

  it("rejects a project with an unknown category or a non-https website", () => {
    const broken = projects.map((project) =>
      project.id === "parkingi-magr"
        ? { ...project, category: "video", website: "http://parkingimagr.pl" }
        : project,
    );
    let message = "";
    try {
      validateEntries("content/portfolio.ts", projectSchema, broken);
    } catch (error) {
      message = error instanceof Error ? error.message : String(error);
    }
    expect(message).toContain('content/portfolio.ts, entry "parkingi-magr" (#3), field category');
    expect(message).toContain(
      'entry "parkingi-magr" (#3), field website: must be an https:// address',
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

  it("reports duplicate ids", () => {
    const twice = [...projects, projects[0]];
    expect(() => validateEntries("content/portfolio.ts", projectSchema, twice)).toThrow(
      'entry "reliance-wear" (#4), field id: duplicate id',
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

import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { agencyProfile, caseStudies, nextCaseStudy } from "#content/case-studies.ts";
import { publishedCaseStudy } from "#content/samples.ts";
import { dictionaries } from "#shared/i18n/dictionaries/index.ts";
import { type Lang, localizePath } from "#shared/lang.ts";
import { pagePath } from "#shared/route-table.ts";
import { LanguageProvider } from "../../i18n/context.tsx";
import { PageProvider } from "../../islands/page-context.tsx";
import { CaseStudy, caseStudyData } from "../../screens/case-study.tsx";
import { CaseStudyStory, leadAndBody } from "./case-study-story.tsx";

const languages = ["pl", "en"] as const;

/** The page's text as a screen reader reads it or a visitor copies it: tags gone, nothing added. */
function textLayer(html: string): string {
  return html
    .replace(/<[^>]*>/g, "")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
}

function storyText(study: (typeof caseStudies)[number], lang: Lang): string {
  return textLayer(
    renderToString(
      <LanguageProvider lang={lang}>
        <CaseStudyStory study={publishedCaseStudy(study, "preview")} website={null} />
      </LanguageProvider>,
    ),
  );
}

/** A case study's whole page, as pre-rendered (pages/[...caseStudy].astro), with the data it draws. */
function renderPage(id: string, lang: Lang): string {
  const data = caseStudyData(id);
  const page = {
    lang,
    pathname: localizePath(pagePath("caseStudy", id), lang),
    routeId: `caseStudy.${lang}`,
    slug: data ? { slug: id, label: data.study.client } : undefined,
  };
  return renderToString(
    <PageProvider page={page}>
      <CaseStudy data={data} />
    </PageProvider>,
  );
}

/** The markup of the element that opens with `opening`, up to its closing tag. */
function elementHtml(html: string, opening: RegExp, tag: string): string {
  const start = html.search(opening);
  if (start < 0) return "";
  const end = html.indexOf(`</${tag}>`, start);
  return html.slice(start, end);
}

describe("a case study's results", () => {
  for (const lang of languages) {
    it(`keep each figure and the period it was measured in apart in the text (${lang})`, () => {
      for (const study of caseStudies) {
        const text = storyText(study, lang);
        for (const result of study.results) {
          expect(text).toContain(`${result.outcome[lang]}, ${result.period[lang]}`);
        }
      }
    });

    it(`show large only the figures their sentences state (${lang})`, () => {
      for (const study of caseStudies) {
        const html = renderToString(
          <LanguageProvider lang={lang}>
            <CaseStudyStory study={publishedCaseStudy(study, "preview")} website={null} />
          </LanguageProvider>,
        );
        const results = elementHtml(html, /<ul[^>]*data-testid="case-study-results"/, "ul");
        const large = [...results.matchAll(/<span aria-hidden="true"[^>]*>([^<]+)<\/span>/g)].map(
          (match) => textLayer(match[1] ?? ""),
        );
        expect(large).toEqual(study.results.map((result) => result.figure[lang]));
        for (const result of study.results) {
          expect(result.outcome[lang]).toContain(result.figure[lang]);
        }
      }
    });
  }
});

describe("a case study's chapters", () => {
  it("split a chapter's text into its first sentence and the rest, without losing a character", () => {
    for (const study of caseStudies) {
      for (const lang of languages) {
        for (const text of [study.challenge[lang], study.solution[lang]]) {
          const { lead, body } = leadAndBody(text);
          expect(lead.length).toBeGreaterThan(0);
          expect(body.length).toBeGreaterThan(0);
          expect(`${lead} ${body}`).toBe(text);
        }
      }
    }
    expect(leadAndBody("One sentence only.")).toEqual({ lead: "One sentence only.", body: "" });
    expect(leadAndBody("Conversion 2.4% against 1.5%. Then more.").lead).toBe(
      "Conversion 2.4% against 1.5%.",
    );
  });

  for (const lang of languages) {
    const other: Lang = lang === "pl" ? "en" : "pl";
    const texts = dictionaries[lang].caseStudyPage;

    it(`tell the challenge, process and solution, and the credits, in the page's language (${lang})`, () => {
      for (const study of caseStudies) {
        const text = storyText(study, lang);
        const order = [
          texts.results,
          texts.challenge,
          texts.process,
          texts.solution,
          texts.credits,
        ];
        const positions = order.map((heading) => text.indexOf(heading));
        expect(positions.every((position) => position >= 0)).toBe(true);
        expect([...positions].sort((a, b) => a - b)).toEqual(positions);
        expect(text).toContain(study.challenge[lang]);
        expect(text).toContain(study.solution[lang]);
        expect(text).toContain(study.process.lead[lang]);
        expect(text).not.toContain(study.process.lead[other]);
        for (const step of study.process.steps) {
          expect(text).toContain(step.title[lang]);
          expect(text).toContain(step.text[lang]);
          expect(text).not.toContain(step.text[other]);
        }
        expect(text).toContain(texts.creditsBy);
        for (const credit of study.credits) {
          expect(text).toContain(credit.role[lang]);
        }
      }
    });

    it(`keep the headings in order under one h1 (${lang})`, () => {
      for (const study of caseStudies) {
        const html = renderPage(study.id, lang);
        const levels = [...html.matchAll(/<h([1-6])[\s>]/g)].map((match) => Number(match[1]));
        expect(levels.filter((level) => level === 1)).toHaveLength(1);
        const fromH1 = levels.slice(levels.indexOf(1));
        for (const [index, level] of fromH1.entries()) {
          const previous = fromH1[index - 1];
          if (previous !== undefined) expect(level).toBeLessThanOrEqual(previous + 1);
        }
        for (const image of html.match(/<img [^>]*>/g) ?? []) {
          expect(image).toMatch(/ alt="[^"]+"/);
        }
      }
    });
  }
});

describe("a case study's page", () => {
  for (const lang of languages) {
    const t = dictionaries[lang];

    it(`describes the client beside the title, not the studio (${lang})`, () => {
      for (const study of caseStudies) {
        const html = renderPage(study.id, lang);
        const aside = textLayer(elementHtml(html, /<aside /, "aside"));
        expect(aside).toContain(t.caseStudyPage.details);
        for (const value of [study.client, study.year, study.industry[lang]]) {
          expect(aside).toContain(value);
        }
        if (study.location) expect(aside).toContain(study.location[lang]);
        expect(aside).not.toContain(agencyProfile.about[lang]);
        expect(aside).not.toContain(agencyProfile.location[lang]);
        expect(html).not.toContain(agencyProfile.about[lang]);
        expect(elementHtml(html, /<aside /, "aside")).not.toContain(agencyProfile.logo);
      }
    });

    it(`ends with the next case study, in the same language, every one leading on to another (${lang})`, () => {
      const visited: string[] = [];
      let id = caseStudies[0]?.id ?? "";
      for (const _ of caseStudies) {
        const html = renderPage(id, lang);
        const link = /<a ([^>]*data-testid="next-project"[^>]*)>([^<]+)<\/a>/.exec(html);
        const href = /(?:^|\s)href="([^"]+)"/.exec(link?.[1] ?? "")?.[1];
        const next = nextCaseStudy(id);
        expect(next.id).not.toBe(id);
        expect(href).toBe(localizePath(`/case-study/${next.id}`, lang));
        expect(textLayer(link?.[2] ?? "").replaceAll("\u00a0", " ")).toBe(
          next.title[lang].replaceAll("\u00a0", " "),
        );
        expect(html).toContain(`alt="${next.images[0]?.alt[lang]}"`);
        visited.push(id);
        id = next.id;
      }
      expect(id).toBe(caseStudies[0]?.id);
      expect(new Set(visited).size).toBe(caseStudies.length);
    });
  }
});

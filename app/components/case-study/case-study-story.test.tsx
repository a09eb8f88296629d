import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { caseStudies } from "#content/case-studies.ts";
import { publishedCaseStudy } from "#content/samples.ts";
import { LanguageProvider } from "../../i18n/context.tsx";
import { CaseStudyStory } from "./case-study-story.tsx";

/** The page's text as a screen reader reads it or a visitor copies it: tags gone, nothing added. */
function textLayer(html: string): string {
  return html
    .replace(/<[^>]*>/g, "")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
}

describe("a case study's results", () => {
  for (const lang of ["pl", "en"] as const) {
    it(`keep each figure and the period it was measured in apart in the text (${lang})`, () => {
      const [study] = caseStudies;
      if (!study) throw new Error("no case study");
      const text = textLayer(
        renderToString(
          <LanguageProvider lang={lang}>
            <CaseStudyStory study={publishedCaseStudy(study, "preview")} />
          </LanguageProvider>,
        ),
      );
      for (const result of study.results) {
        expect(text).toContain(`${result.outcome[lang]}, ${result.period[lang]}`);
      }
    });
  }
});

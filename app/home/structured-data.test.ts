import { describe, expect, it } from "vitest";
import { faqItems } from "#content/faq.ts";
import { dictionaries } from "#shared/i18n/dictionaries/index.ts";
import { languages } from "#shared/lang.ts";
import {
  describeIssue,
  jsonLdIssues,
  problemsIn,
} from "../../tests/structured-data/rich-results.ts";
import { faqPageJsonLd } from "./structured-data.ts";

describe("the home page's FAQPage", () => {
  it("holds every question with its answer", () => {
    const data = faqPageJsonLd("FAQ", [{ question: "Ile to kosztuje?", answer: "Od 800 zł." }]);
    expect(data.mainEntity).toEqual([
      {
        "@type": "Question",
        name: "Ile to kosztuje?",
        acceptedAnswer: { "@type": "Answer", text: "Od 800 zł." },
      },
    ]);
  });

  for (const lang of languages) {
    it(`${lang}: meets Google's rich-result requirements in schema.org terms`, async () => {
      const items = faqItems.map((item) => ({
        question: item.question[lang],
        answer: item.answer[lang],
      }));
      const issues = await jsonLdIssues(faqPageJsonLd(dictionaries[lang].faq.heading, items));
      expect(problemsIn(issues).map(describeIssue)).toEqual([]);
    });
  }
});

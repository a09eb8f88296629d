import { contents } from "virtual:blog-contents";
import { describe, expect, it } from "vitest";
import { posts } from "#content/blog/posts.ts";
import type { PostBody } from "#content/blog/types.ts";
import { site } from "#content/site.ts";
import { languages } from "#shared/lang.ts";
import {
  describeIssue,
  jsonLdIssues,
  problemsIn,
} from "../../tests/structured-data/rich-results.ts";
import { blogPosting, faqPage, howTo } from "./structured-data.ts";

const articleUrl = `${site.url}/blog/identyfikacja`;

function stepUrls(data: ReturnType<typeof howTo>): string[] {
  const steps = JSON.parse(JSON.stringify(data)).step as { url: string }[];
  return steps.map((step) => step.url);
}

const bodyHtml = (body: PostBody) =>
  body.blocks.map((block) => (block.kind === "html" ? block.html : "")).join("");

describe("HowTo structured data of an article", () => {
  it("numbers the steps and links each one to its heading on the article's page", () => {
    const data = howTo(
      "Identyfikacja krok po kroku",
      [
        { name: "Audyt", text: "Sprawdzamy, co już masz.", anchor: "krok-1-audyt" },
        { name: "Logo", text: "Projektujemy znak.", anchor: "krok-2-logo" },
      ],
      articleUrl,
    );
    expect(data.step).toEqual([
      expect.objectContaining({ position: 1, name: "Audyt", url: `${articleUrl}#krok-1-audyt` }),
      expect.objectContaining({ position: 2, name: "Logo", url: `${articleUrl}#krok-2-logo` }),
    ]);
  });

  const articlesWithSteps = contents.flatMap((content) =>
    languages.flatMap((lang) => {
      const body = lang === "pl" ? content.pl : content.en;
      return body && body.steps.length >= 2 ? [{ slug: content.slug, lang, body }] : [];
    }),
  );

  it("exists for at least one article", () => {
    expect(articlesWithSteps.length).toBeGreaterThan(0);
  });

  for (const { slug, lang, body } of articlesWithSteps) {
    it(`${lang}/${slug}: every step links to an id its body has`, () => {
      const html = bodyHtml(body);
      for (const url of stepUrls(howTo(slug, body.steps, articleUrl))) {
        const anchor = new URL(url).hash.slice(1);
        expect(anchor, url).not.toBe("");
        expect(html, url).toContain(`id="${decodeURIComponent(anchor)}"`);
      }
    });

    it(`${lang}/${slug}: meets Google's rich-result requirements in schema.org terms`, async () => {
      const issues = await jsonLdIssues(howTo(slug, body.steps, articleUrl));
      expect(problemsIn(issues).map(describeIssue)).toEqual([]);
    });
  }
});

describe("BlogPosting and FAQPage structured data", () => {
  for (const post of posts) {
    const content = contents.find((entry) => entry.slug === post.slug);
    for (const lang of languages) {
      const bodyLang = lang === "en" && content?.en ? "en" : "pl";
      const faq = (bodyLang === "en" ? content?.en : content?.pl)?.faq ?? [];
      it(`${lang}/${post.slug}: meet Google's rich-result requirements in schema.org terms`, async () => {
        const blocks = [
          blogPosting(post, lang, articleUrl, bodyLang),
          ...(faq.length > 0 ? [faqPage(faq)] : []),
        ];
        const issues = (await Promise.all(blocks.map(jsonLdIssues))).flat();
        expect(problemsIn(issues).map(describeIssue)).toEqual([]);
      });
    }
  }

  it("gives the FAQ's answers as plain text", () => {
    const data = faqPage([
      { question: "Ile trwa projekt?", answerHtml: "<p>Zwykle <b>3</b> tygodnie.</p>" },
    ]);
    expect(data.mainEntity).toEqual([
      {
        "@type": "Question",
        name: "Ile trwa projekt?",
        acceptedAnswer: { "@type": "Answer", text: "Zwykle 3 tygodnie." },
      },
    ]);
  });
});

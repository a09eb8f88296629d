import { agencyProfile, caseStudies, nextCaseStudy } from "../../content/case-studies.ts";
import { type ProjectCategory, projectCategories } from "../../content/portfolio.schema.ts";
import { projects } from "../../content/portfolio.ts";
import { site } from "../../content/site.ts";
import { dictionaries } from "../../shared/i18n/dictionaries/index.ts";
import { localizePath } from "../../shared/lang.ts";
import { expect, expectNoAxeViolations, test, waitForPageScript } from "../support/fixtures.ts";
import { escapeHtml, jsonLdBlocks } from "../support/html.ts";

const pl = dictionaries.pl;
const en = dictionaries.en;

const titlesIn = (category: ProjectCategory) =>
  projects.filter((project) => project.category === category).map((project) => project.title);

test.describe("portfolio (/portfolio)", () => {
  test("raw HTML lists every project with a link to its case study", async ({ request }) => {
    const html = await (await request.get("/portfolio")).text();
    for (const project of projects) {
      expect(html).toContain(escapeHtml(project.description.pl));
      expect(html).toContain(`href="/case-study/${project.id}"`);
    }
  });

  test("filters projects by category with radio-button pills, the choice in the address", async ({
    page,
  }) => {
    await page.goto("/portfolio");
    await waitForPageScript(page);
    const grid = page.getByTestId("portfolio-grid");
    const titles = grid.getByRole("heading", { level: 2 });
    const all = page.getByRole("radio", { name: pl.portfolioPage.all, exact: true });
    const pill = (category: ProjectCategory) =>
      page.getByRole("radio", { name: pl.portfolioPage.categories[category], exact: true });

    await expect(all).toBeChecked();
    await expect(titles).toHaveText(projects.map((project) => project.title));

    for (const category of projectCategories) {
      await pill(category).check();
      await expect(pill(category)).toBeChecked();
      await expect(all).not.toBeChecked();
      await expect(titles).toHaveText(titlesIn(category));
      await expect(page).toHaveURL(new RegExp(`/portfolio\\?category=${category}$`));
    }

    await all.check();
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect(grid.getByRole("listitem").filter({ has: page.locator("article") })).toHaveCount(
      projects.length,
    );
  });

  test("shows every project at once and no show-more button while there are 4 or fewer", async ({
    page,
  }) => {
    await page.goto("/portfolio");
    await waitForPageScript(page);
    expect(projects.length).toBeLessThanOrEqual(4);
    await expect(page.getByTestId("portfolio-grid").locator("article")).toHaveCount(
      projects.length,
    );
    await expect(page.getByRole("button", { name: pl.portfolioPage.showMore })).toHaveCount(0);
  });

  test("the read-more link opens the project's case study", async ({ page }) => {
    const [project] = projects;
    const study = caseStudies.find((entry) => entry.id === project?.id);
    if (!project || !study) throw new Error("no project with a case study");
    await page.goto("/portfolio");
    await waitForPageScript(page);
    await page.getByRole("link", { name: `${pl.readMore}: ${project.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/case-study/${project.id}$`));
    await expect(page.locator("h1")).toHaveText(study.title.pl);
  });

  test("the closing call to action links to the contact page, a call and an e-mail", async ({
    page,
  }) => {
    await page.goto("/portfolio");
    const cta = page.getByRole("region", { name: pl.projectCta.heading });
    await expect(cta.getByRole("link", { name: pl.cta.button })).toHaveAttribute(
      "href",
      "/kontakt",
    );
    for (const phone of site.phones) {
      await expect(cta.getByRole("link", { name: phone.display })).toHaveAttribute(
        "href",
        `tel:${phone.tel}`,
      );
    }
    await expect(cta.getByRole("link", { name: `${pl.cta.write}: ${site.email}` })).toHaveAttribute(
      "href",
      `mailto:${site.email}`,
    );
  });

  test("in English the pills, labels and links speak English and stay under /en", async ({
    page,
  }) => {
    await page.goto("/en/portfolio");
    await waitForPageScript(page);
    await expect(
      page.getByRole("radio", { name: en.portfolioPage.categories.web, exact: true }),
    ).toBeVisible();
    for (const project of projects) {
      await expect(
        page.getByRole("link", { name: `${en.readMore}: ${project.title}` }),
      ).toHaveAttribute("href", `/en/case-study/${project.id}`);
    }
    await expect(page.getByRole("link", { name: en.cta.button })).toHaveAttribute(
      "href",
      "/en/kontakt",
    );
  });
});

for (const study of caseStudies) {
  for (const lang of ["pl", "en"] as const) {
    const path = localizePath(`/case-study/${study.id}`, lang);
    const t = dictionaries[lang];

    test.describe(`case study ${path}`, () => {
      test("raw HTML holds the chapters and CreativeWork structured data", async ({ request }) => {
        const response = await request.get(path);
        expect(response.status()).toBe(200);
        const html = await response.text();
        // A chapter's first sentence is set apart as its lead: the text between the tags is whole.
        const text = html.replace(/<[^>]*>/g, "");
        for (const chapter of [study.challenge, study.solution, study.process.lead]) {
          expect(text).toContain(escapeHtml(chapter[lang]));
        }
        const blocks = jsonLdBlocks(html);
        const work = blocks.find((block) => block["@type"] === "CreativeWork");
        expect(work?.name).toBe(study.title[lang]);
        expect(work?.dateCreated).toBe(study.year);
        expect(work?.image).toHaveLength(study.images.length);
      });

      test("shows the story, testimonial, results, images, credits, the client card and the next project", async ({
        page,
      }) => {
        await page.goto(path);
        await expect(page.getByRole("link", { name: t.caseStudy.back })).toHaveAttribute(
          "href",
          localizePath("/portfolio", lang),
        );
        await expect(page.locator("h1")).toHaveText(study.title[lang]);
        const main = page.getByRole("main");
        for (const heading of [
          t.caseStudyPage.results,
          t.caseStudyPage.challenge,
          t.caseStudyPage.process,
          t.caseStudyPage.solution,
          t.caseStudyPage.credits,
          t.caseStudyPage.next,
        ]) {
          await expect(main.getByRole("heading", { level: 2, name: heading })).toBeVisible();
        }
        await expect(main.getByText(study.challenge[lang])).toBeVisible();
        await expect(main.getByText(study.solution[lang])).toBeVisible();
        await expect(main.getByText(study.process.lead[lang])).toBeVisible();
        await expect(main.getByRole("heading", { level: 3 })).toHaveText(
          study.process.steps.map((step) => step.title[lang]),
        );
        await expect(main.getByTestId("case-study-credits").getByRole("listitem")).toHaveText(
          study.credits.map((credit) => credit.role[lang]),
        );
        await expect(main.locator("blockquote")).toContainText(study.testimonial.text[lang]);
        // A testimonial written by us says so before it is read, and puts it in no one's mouth;
        // a real one stands under its author's name and role.
        await expect(main.getByTestId("sample-testimonial")).toHaveText(
          study.testimonial.sample ? [t.caseStudyPage.sampleTestimonial] : [],
        );
        if (study.testimonial.sample) {
          await expect(main.locator("figcaption")).toHaveCount(0);
          await expect(main).not.toContainText(study.testimonial.author);
          await expect(main).not.toContainText(t.caseStudyPage.testimonial);
        } else {
          await expect(main.locator("figcaption")).toContainText(study.testimonial.author);
          await expect(main.locator("figcaption")).toContainText(study.testimonial.position[lang]);
        }
        const results = main
          .locator("section", { has: page.getByRole("heading", { name: t.caseStudyPage.results }) })
          .getByRole("listitem");
        // Each result's figure shown large, then the result with the period it covers and where
        // its figure comes from, the two kept apart in the text a screen reader reads.
        await expect(results).toHaveText(
          study.results.map(
            (result) =>
              `${result.figure[lang]} ${result.outcome[lang]}, ${result.period[lang]} · ${t.caseStudyPage.resultSource}: ${result.source[lang]}`,
          ),
        );
        const articleImages = main.locator("article img");
        await expect(articleImages).toHaveCount(study.images.length);
        await expect(articleImages.first()).toHaveAttribute(
          "alt",
          study.images[0]?.alt[lang] ?? "",
        );
        for (const image of await articleImages.all()) {
          await expect(image).toHaveAttribute("alt", /\S/);
        }

        // The card beside the title describes the client, not the studio.
        const card = main.getByRole("complementary");
        await expect(card.getByRole("img")).toHaveCount(0);
        await expect(card).not.toContainText(agencyProfile.about[lang]);
        for (const value of [
          study.client,
          study.year,
          study.industry[lang],
          ...(study.location ? [study.location[lang]] : []),
          ...study.scope[lang],
        ]) {
          await expect(card.locator("dd", { hasText: value }).first()).toBeVisible();
        }
        const website = projects.find((project) => project.id === study.id)?.website ?? "";
        await expect(card.getByRole("link")).toHaveAttribute("href", website);

        // The page ends with the next case study, in its own language.
        const next = nextCaseStudy(study.id);
        expect(next.id).not.toBe(study.id);
        await expect(
          main.getByRole("link", { name: next.title[lang], exact: true }),
        ).toHaveAttribute("href", localizePath(`/case-study/${next.id}`, lang));
      });
    });
  }
}

test.describe("unknown case study", () => {
  test("answers 404 with the not-found view and a way home, in both languages", async ({
    page,
  }) => {
    const polish = await page.goto("/case-study/nie-ma-takiego");
    expect(polish?.status()).toBe(404);
    await expect(page.locator("h1")).toHaveText(pl.caseStudy.notFoundTitle);
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(
      page.getByRole("main").getByRole("link", { name: pl.caseStudy.home }),
    ).toHaveAttribute("href", "/");
    await expectNoAxeViolations(page);

    const english = await page.goto("/en/case-study/no-such-project");
    expect(english?.status()).toBe(404);
    await expect(page.locator("h1")).toHaveText(en.caseStudy.notFoundTitle);
    await expect(
      page.getByRole("main").getByRole("link", { name: en.caseStudy.home }),
    ).toHaveAttribute("href", "/en");
  });
});

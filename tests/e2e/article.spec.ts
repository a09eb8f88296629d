import { formatLongDate } from "../../app/i18n/dates.ts";
import { authors } from "../../content/blog/authors.ts";
import { en } from "../../shared/i18n/dictionaries/en.ts";
import { pl } from "../../shared/i18n/dictionaries/pl.ts";
import { fill } from "../../shared/i18n/fill.ts";
import { contentOf, postBySlug, posts, slugs } from "../support/blog-data.ts";
import { clickSettled, expectClosed, expectOpen } from "../support/disclosures.ts";
import { expect, test, waitForPageScript } from "../support/fixtures.ts";
import { awayAndBack } from "../support/history.ts";
import { jsonLdBlocks } from "../support/html.ts";

/** The compiled HTML stretches of an article's Polish body. */
function htmlOf(slug: string): string[] {
  return contentOf(slug).pl.blocks.flatMap((block) => (block.kind === "html" ? [block.html] : []));
}

/** A sentence from the start of the rendered body, as it appears in the HTML. */
function firstSentence(html: string): string {
  const paragraph = /<p>([^<]{40,})/.exec(html)?.[1] ?? "";
  return paragraph.slice(0, 40);
}

test.describe("article pages", () => {
  test("the raw HTML of every article holds its body and BlogPosting data, in both languages", async ({
    request,
  }) => {
    for (const post of posts) {
      const content = contentOf(post.slug);
      for (const lang of ["pl", "en"] as const) {
        const path = `${lang === "en" ? "/en" : ""}/blog/${post.slug}`;
        const response = await request.get(path);
        expect(response.status(), path).toBe(200);
        const html = await response.text();
        const body = lang === "en" && content.en ? content.en : content.pl;
        const firstHtml = body.blocks.find((block) => block.kind === "html");
        expect(firstHtml, path).toBeDefined();
        if (firstHtml?.kind === "html") expect(html, path).toContain(firstSentence(firstHtml.html));
        const blocks = jsonLdBlocks(html);
        const posting = blocks.find((block) => block["@type"] === "BlogPosting");
        expect(posting?.headline, path).toBe(post.title[lang]);
        expect(posting?.datePublished, path).toBe(post.publishedAt);
        if (body.faq.length > 0)
          expect(
            blocks.some((block) => block["@type"] === "FAQPage"),
            path,
          ).toBe(true);
        expect(html, path).toMatch(
          new RegExp(
            `<meta property="article:published_time" content="${post.publishedAt.replaceAll("+", "\\+")}"/?>`,
          ),
        );
        expect(html, path).toMatch(/<meta property="og:type" content="article"\/?>/);
      }
    }
  });

  test("an article's body is in its HTML once: the hydration data does not repeat it", async ({
    request,
  }) => {
    for (const slug of [slugs.agency, slugs.webApps]) {
      const html = await (await request.get(`/blog/${slug}`)).text();
      const stretches = htmlOf(slug);
      expect(stretches.length, slug).toBeGreaterThan(0);
      for (const stretch of stretches) {
        const sentence = firstSentence(stretch);
        if (sentence === "") continue;
        expect(html.split(sentence).length - 1, `${slug}: ${sentence}`).toBe(1);
      }
    }
  });

  test("an article page carries its posts in its own language only", async ({ request }) => {
    const html = await (await request.get(`/blog/${slugs.webApps}`)).text();
    const others = posts.filter((post) => post.slug !== slugs.webApps);
    expect(others.some((post) => html.includes(post.title.pl))).toBe(true);
    for (const post of [postBySlug(slugs.webApps), ...others])
      expect(html, post.slug).not.toContain(post.title.en);
  });

  test("after hydration and after a client-side visit the article shows its whole body", async ({
    page,
  }) => {
    const post = postBySlug(slugs.webApps);
    const stretches = htmlOf(post.slug);
    // The start of the stretch's last plain paragraph (no markup or entities in it).
    const lastSentence = (html: string) =>
      [...html.matchAll(/<p>([^<&]{40,})/g)].at(-1)?.[1]?.slice(0, 40) ?? "";
    const body = page.getByTestId("article-body");

    await page.goto(`/blog/${post.slug}`);
    await waitForPageScript(page);
    for (const stretch of stretches) await expect(body).toContainText(lastSentence(stretch));

    await page.goto("/blog");
    await waitForPageScript(page);
    await page.getByRole("link", { name: post.title.pl }).first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title.pl);
    for (const stretch of stretches) await expect(body).toContainText(lastSentence(stretch));

    const switcher = page.getByRole("navigation", { name: pl.header.languageSwitch });
    await switcher.getByRole("link", { name: /EN/ }).click();
    await expect(page).toHaveURL(`/en/blog/${post.slug}`);
    const english = contentOf(post.slug).en;
    const firstEnglish = english?.blocks.find((block) => block.kind === "html");
    if (firstEnglish?.kind === "html")
      await expect(body).toContainText(lastSentence(firstEnglish.html));
  });

  test("an article shows its category, title, author, date, read time, banner, tags and related posts", async ({
    page,
  }) => {
    const post = postBySlug(slugs.agency);
    await page.goto(`/blog/${post.slug}`);
    await expect(page.getByRole("link", { name: pl.article.back })).toHaveAttribute(
      "href",
      "/blog",
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title.pl);
    await expect(page.getByText(pl.blog.featured).first()).toBeVisible();
    const author = authors[post.author];
    await expect(page.getByTestId("article-author")).toContainText(author.name);
    await expect(page.getByTestId("article-author")).toContainText(author.position.pl);
    await expect(page.getByTestId("article-date")).toHaveText(
      formatLongDate(post.publishedAt, "pl"),
    );
    await expect(page.getByTestId("article-read-time")).toHaveText(
      `${post.readTime} ${pl.article.minRead}`,
    );
    await expect(
      page.getByRole("img", { name: new RegExp(post.title.pl.slice(0, 20)) }),
    ).toBeVisible();
    for (const tag of post.tags) await expect(page.getByTestId("article-tags")).toContainText(tag);
    await expect(page.getByTestId("author-block")).toContainText(author.name);
    const related = page.getByTestId("related-posts").getByTestId("post-card");
    const relatedCount = await related.count();
    expect(relatedCount).toBeGreaterThan(0);
    expect(relatedCount).toBeLessThanOrEqual(3);
  });

  test("a related article opened from one shows its own title, date, tags, author and related posts", async ({
    page,
  }) => {
    const post = postBySlug(slugs.agency);
    await page.goto(`/blog/${post.slug}`);
    await waitForPageScript(page);
    const card = page.getByTestId("related-posts").getByTestId("post-card").first();
    const title = (await card.getByRole("link").textContent()) ?? "";
    const next = posts.find((candidate) => candidate.title.pl === title.trim());
    if (!next) throw new Error(`no post titled ${title}`);
    await card.getByRole("link").click();

    await expect(page).toHaveURL(`/blog/${next.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(next.title.pl);
    await expect(page.getByTestId("article-date")).toHaveText(
      formatLongDate(next.publishedAt, "pl"),
    );
    for (const tag of next.tags) await expect(page.getByTestId("article-tags")).toContainText(tag);
    await expect(page.getByTestId("author-block")).toContainText(authors[next.author].name);
    await expect(
      page.getByTestId("related-posts").getByRole("link", { name: next.title.pl }),
    ).toHaveCount(0);
  });

  test("the web applications article names its author by his one job title and compares websites and apps in a plain table", async ({
    page,
  }) => {
    const post = postBySlug(slugs.webApps);
    expect(post.authorPosition).toBeUndefined();
    await page.goto(`/en/blog/${slugs.webApps}`);
    await expect(page.getByTestId("article-author")).toContainText(
      authors[post.author].position.en,
    );
    await expect(page.getByTestId("pricing-section")).toHaveCount(0);
    await expect(
      page.getByTestId("article-body").getByRole("columnheader", { name: "Website" }),
    ).toBeVisible();
  });

  test("the English page of a Polish-only article keeps English chrome and the Polish body", async ({
    page,
  }) => {
    await page.goto(`/en/blog/${slugs.logo}`);
    await expect(page.getByRole("link", { name: en.article.back })).toBeVisible();
    await expect(page.getByTestId("polish-only")).toHaveText(en.article.polishOnly);
    // The body's text says it is Polish; the English chrome around it does not.
    await expect(page.getByTestId("article-body").locator(".article-body").first()).toHaveAttribute(
      "lang",
      "pl",
    );
    await expect(page.getByTestId("article-body")).not.toHaveAttribute("lang", "pl");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new RegExp(`[^n]/blog/${slugs.logo}$`),
    );
  });

  test("reading progress follows the scroll and the labelled bar slides in", async ({ page }) => {
    await page.goto(`/blog/${slugs.agency}`);
    await waitForPageScript(page);
    const bar = page.getByTestId("reading-progress");
    await expect(bar).toHaveAttribute("data-visible", "false");
    await page.mouse.wheel(0, 1500);
    await expect(bar).toHaveAttribute("data-visible", "true");
    const progress = page.getByRole("progressbar", { name: pl.article.progressLabel });
    await expect
      .poll(() => progress.evaluate((element) => Number(element.getAttribute("value"))))
      .toBeGreaterThan(0);
    await expect(page.getByTestId("reading-progress-label")).not.toHaveText(
      fill(pl.article.progressValue, { percent: 0 }),
    );
  });

  test("on the logo pricing article progress reaches 100% at the related articles", async ({
    page,
  }) => {
    const pricing = contentOf(slugs.logo).pl.blocks.find((block) => block.kind === "pricing");
    if (pricing?.kind !== "pricing") throw new Error("the logo article has no price table");
    await page.goto(`/blog/${slugs.logo}`);
    await waitForPageScript(page);
    await expect(page.getByTestId("pricing-section").getByTestId("pricing-card")).toHaveCount(
      pricing.table.rows.length,
    );
    await expect(page.getByTestId("local-agency")).toBeVisible();
    await page.getByTestId("related-posts").scrollIntoViewIfNeeded();
    await expect(
      page.getByRole("progressbar", { name: pl.article.progressLabel }),
    ).toHaveJSProperty("value", 100);
    await expect(page.getByTestId("reading-progress-label")).toHaveText(
      fill(pl.article.progressValue, { percent: 100 }),
    );
  });

  test("the agency checklist toggles items, counts progress and expands", async ({ page }) => {
    // The article's content schema requires exactly 16 checklist items.
    const progress = (done: number) => fill(pl.article.checklistProgress, { done, total: 16 });
    await page.goto(`/blog/${slugs.agency}`);
    await waitForPageScript(page);
    const checklist = page.getByTestId("agency-checklist");
    await expect(checklist.getByTestId("checklist-progress")).toHaveText(progress(0));
    const boxes = checklist.getByRole("checkbox");
    await expect(boxes).toHaveCount(16);
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await expect(checklist.getByTestId("checklist-progress")).toHaveText(progress(2));
    await expect(checklist.locator("label").nth(0).locator("span")).toHaveClass(/line-through/);
    await boxes.nth(1).uncheck();
    await expect(checklist.getByTestId("checklist-progress")).toHaveText(progress(1));

    const list = checklist.getByTestId("checklist-list");
    const collapsed = (await list.boundingBox())?.height ?? 0;
    expect(collapsed).toBeLessThanOrEqual(201);
    await checklist.getByRole("button", { name: pl.article.checklistExpand }).click();
    await expect(
      checklist.getByRole("button", { name: pl.article.checklistCollapse }),
    ).toHaveAttribute("aria-expanded", "true");
    await expect
      .poll(async () => (await list.boundingBox())?.height ?? 0)
      .toBeGreaterThan(collapsed + 100);
    await checklist.getByRole("button", { name: pl.article.checklistCollapse }).click();
    await expect(checklist.getByRole("button", { name: pl.article.checklistExpand })).toBeVisible();
  });

  test("items ticked on the checklist are ticked and counted again when Back returns to the article", async ({
    page,
  }) => {
    const progress = (done: number) => fill(pl.article.checklistProgress, { done, total: 16 });
    await page.goto(`/blog/${slugs.agency}`);
    await waitForPageScript(page);
    const checklist = page.getByTestId("agency-checklist");
    const boxes = checklist.getByRole("checkbox");
    for (const index of [0, 2, 5]) await boxes.nth(index).check();
    await expect(checklist.getByTestId("checklist-progress")).toHaveText(progress(3));

    await awayAndBack(page, page.getByRole("banner").getByRole("link", { name: pl.nav.blog }), {
      away: pl.pages.blog.heading,
      back: postBySlug(slugs.agency).title.pl,
    });

    await expect(checklist.getByTestId("checklist-progress")).toHaveText(progress(3));
    for (const index of [0, 2, 5]) await expect(boxes.nth(index)).toBeChecked();
    await expect(boxes.nth(1)).not.toBeChecked();
  });

  test("the agency article shows its questions, mistakes and metrics", async ({ page }) => {
    // Their numbers are fixed by the article's content schema.
    await page.goto(`/en/blog/${slugs.agency}`);
    await expect(page.getByTestId("agency-questions").locator("ol > li")).toHaveCount(10);
    await expect(page.getByTestId("agency-mistakes").locator("ul > li")).toHaveCount(8);
    await expect(page.getByTestId("agency-metrics").locator("ul > li")).toHaveCount(6);
    const frequencies = await page.getByTestId("metric-frequency").allTextContents();
    for (const text of frequencies) expect(Object.values(en.article.frequency)).toContain(text);
  });

  test("FAQ items of the logo article open independently", async ({ page }) => {
    await page.goto(`/blog/${slugs.logo}`);
    await waitForPageScript(page);
    const triggers = page.getByTestId("article-faq").getByTestId("faq-trigger");
    await clickSettled(triggers.nth(0));
    await clickSettled(triggers.nth(1));
    await expectOpen(triggers.nth(0));
    await expectOpen(triggers.nth(1));
    await clickSettled(triggers.nth(0));
    await expectClosed(triggers.nth(0));
    await expectOpen(triggers.nth(1));
  });

  for (const slug of [slugs.ads, slugs.identity]) {
    test(`the FAQ of ${slug.slice(0, 30)}… keeps one answer open at a time`, async ({ page }) => {
      await page.goto(`/blog/${slug}`);
      await waitForPageScript(page);
      const triggers = page.getByTestId("article-faq").getByTestId("faq-trigger");
      await expect(triggers).toHaveCount(contentOf(slug).pl.faq.length);
      await clickSettled(triggers.nth(0));
      await expectOpen(triggers.nth(0));
      await clickSettled(triggers.nth(2));
      await expectOpen(triggers.nth(2));
      await expectClosed(triggers.nth(0));
      await clickSettled(triggers.nth(2));
      await expectClosed(triggers.nth(2));
    });
  }

  test("the ad mistakes article shows its numbered mistakes and a free audit call to action", async ({
    page,
  }) => {
    const mistakes = htmlOf(slugs.ads).join("").split('data-kind="mistake"').length - 1;
    expect(mistakes).toBeGreaterThan(0);
    await page.goto(`/blog/${slugs.ads}`);
    await expect(page.locator('.article-numbered[data-kind="mistake"]')).toHaveCount(mistakes);
    await expect(page.getByTestId("audit-cta").getByRole("link")).toHaveAttribute(
      "href",
      "/kontakt?audit=free",
    );
  });

  test("the visual identity article downloads a real checklist PDF from both buttons", async ({
    page,
    request,
  }) => {
    const pdf = contentOf(slugs.identity).checklistPdf;
    const response = await request.get(pdf?.path ?? "");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/pdf");
    const body = await response.body();
    expect(body.length).toBeGreaterThan(1000);
    expect(body.subarray(0, 4).toString()).toBe("%PDF");

    await page.goto(`/blog/${slugs.identity}`);
    await waitForPageScript(page);
    await expect(page.locator('.article-numbered[data-kind="step"]')).toHaveCount(
      contentOf(slugs.identity).pl.steps.length,
    );
    const buttons = page.getByRole("link", { name: pl.article.checklistPdf });
    await expect(buttons).toHaveCount(2);
    const [download] = await Promise.all([page.waitForEvent("download"), buttons.first().click()]);
    expect(download.suggestedFilename()).toBe(pdf?.fileName);
  });
});

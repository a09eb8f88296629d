/**
 * The home page end to end: section order and anchors, the hero buttons and
 * particles, the Google reviews widget in each of its states (the API stubbed
 * where a state needs it), the team's social links, the clients marquee, the
 * FAQ filter and what the pre-rendered HTML carries before any script runs.
 */
import type { Locator, Page } from "@playwright/test";
import { filledStars, formatAverage } from "../../app/home/rating.ts";
import { reviewDate, reviewIsoDate } from "../../app/home/review-time.ts";
import { clients } from "../../content/clients.ts";
import { faqItems } from "../../content/faq.ts";
import { faqFilterLabels, faqFilters } from "../../content/faq-categories.ts";
import { formatCount } from "../../content/plural.ts";
import { builtInReviews } from "../../content/reviews.ts";
import { site } from "../../content/site.ts";
import { team } from "../../content/team.ts";
import { dictionaries } from "../../shared/i18n/dictionaries/index.ts";
import { fill } from "../../shared/i18n/fill.ts";
import type { Lang } from "../../shared/lang.ts";
import { servedSrc } from "../support/artwork.ts";
import { expectClosed, expectOpen, summaryNamed } from "../support/disclosures.ts";
import {
  expect,
  expectNoAxeViolations,
  spoken,
  test,
  waitForPageScript,
} from "../support/fixtures.ts";
import { awayAndBack, topOf, topOnceScrolled } from "../support/history.ts";
import { escapeHtml, jsonLdBlocks } from "../support/html.ts";

const { pl, en } = dictionaries;

/** "9 opinii", "27 reviews": a review count as the widget words it. */
const reviewCount = (count: number, lang: Lang) =>
  formatCount(count, lang, dictionaries[lang].reviews.count);
const stars = (count: number) => fill(pl.reviews.stars, { count });

/** The reviews' heading for the built-in ones: samples are never called Google reviews. */
const builtInReviewsHeading = builtInReviews.sample ? pl.reviews.sampleHeading : pl.reviews.heading;

/** The visible headings of the ten home sections, in the order the page shows them. */
const sectionHeadings = [
  pl.pages.home.heading,
  pl.serviceCards.heading,
  pl.newsletterBanner.heading,
  builtInReviewsHeading,
  pl.portfolioSection.heading,
  pl.team.heading,
  pl.blog.latestHeading,
  clients.some((client) => client.sample) ? pl.clients.sampleHeading : pl.clients.heading,
  pl.contactSection.heading,
  pl.faq.heading,
];

const stubbedSummary = {
  averageRating: 4.6,
  totalReviews: 27,
  reviews: [
    {
      author_name: "Zofia Borkowska",
      rating: 5,
      relative_time_description: "tydzień temu",
      text: "Nowa strona hotelu jest gotowa przed sezonem, rezerwacje bezpośrednie wzrosły.",
      time: 1762000000,
    },
    {
      author_name: "Adam Król",
      rating: 4,
      relative_time_description: "3 tygodnie temu",
      text: "Dobra kampania Google Ads dla naszej szkoły językowej.",
      time: 1761000000,
    },
    {
      author_name: "Beata Nowak",
      rating: 5,
      relative_time_description: "miesiąc temu",
      text: "Logo i wizytówki dla gabinetu — szybko i z pomysłem.",
      time: 1760000000,
    },
    {
      author_name: "Czesław Lis",
      rating: 5,
      relative_time_description: "2 miesiące temu",
      text: "Czwarta opinia, której widget nie pokazuje.",
      time: 1759000000,
    },
  ],
};

test.describe("home page", () => {
  test("the raw HTML carries every section, the built-in reviews, all FAQ questions and the structured data", async ({
    request,
  }) => {
    const html = await (await request.get("/")).text();
    for (const heading of sectionHeadings) expect(html).toContain(escapeHtml(heading));
    for (const id of ["portfolio", "kontakt", "faq"]) expect(html).toContain(`id="${id}"`);
    for (const item of faqItems) {
      expect(html).toContain(escapeHtml(item.question.pl));
      expect(html).toContain(escapeHtml(item.answer.pl));
    }
    for (const review of builtInReviews.reviews.slice(0, 3)) {
      expect(html).toContain(escapeHtml(review.author_name));
    }
    expect(html).not.toContain(escapeHtml(builtInReviews.reviews[3]?.text ?? "missing"));
    for (const client of clients) expect(html).toContain(servedSrc(client.logo));
    for (const member of team) expect(html).toContain(escapeHtml(member.bio.pl));

    const blocks = jsonLdBlocks(html);
    const faqPage = blocks.find((block) => block["@type"] === "FAQPage");
    expect(faqPage?.mainEntity).toHaveLength(faqItems.length);
    expect(JSON.stringify(faqPage)).toContain(faqItems[0]?.question.pl ?? "missing");
    // Sample reviews are no one's rating of the agency, and a sample address no one's
    // business: no LocalBusiness, no rating, and the company without sample phones or address.
    expect(builtInReviews.sample).toBe(true);
    expect(site.address.sample).toBe(true);
    expect(blocks.find((block) => block["@type"] === "LocalBusiness")).toBeUndefined();
    expect(JSON.stringify(blocks)).not.toContain("aggregateRating");
    const company = blocks.find((block) => block["@type"] === "Organization");
    expect(company).toBeDefined();
    expect(company).not.toHaveProperty("address");
    expect(company).not.toHaveProperty("telephone");
  });

  test("the English home page carries the English FAQ and its FAQPage data", async ({
    request,
  }) => {
    const html = await (await request.get("/en")).text();
    expect(html).toContain(escapeHtml(en.faq.heading));
    for (const item of faqItems) expect(html).toContain(escapeHtml(item.question.en));
    const faqPage = jsonLdBlocks(html).find((block) => block["@type"] === "FAQPage");
    expect(JSON.stringify(faqPage)).toContain(faqItems[0]?.answer.en ?? "missing");
  });

  test("shows the ten sections in order, with the portfolio, contact and FAQ anchors", async ({
    page,
  }) => {
    await page.goto("/");
    const headings = await page.locator("main h1, main h2").allTextContents();
    const positions = sectionHeadings.map((heading) => headings.indexOf(heading));
    expect(
      positions.every((position) => position >= 0),
      headings.join(" | "),
    ).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    await expect(page.locator("#portfolio")).toContainText(pl.portfolioSection.heading);
    await expect(page.locator("#kontakt")).toContainText(pl.contactSection.heading);
    await expect(page.locator("#faq")).toContainText(pl.faq.heading);
  });

  test("hero buttons scroll to the portfolio and to the contact section", async ({ page }) => {
    await page.goto("/");
    await waitForPageScript(page);
    await page.getByRole("link", { name: pl.pages.home.primary, exact: true }).click();
    await expect(page.locator("#portfolio")).toBeInViewport();
    await expect(page.locator("#portfolio")).toBeFocused();

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole("link", { name: pl.pages.home.secondary, exact: true }).first().click();
    await expect(page.locator("#kontakt")).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  });

  test("draws one particle canvas behind the hero and stops it off-screen", async ({ page }) => {
    await page.goto("/");
    await waitForPageScript(page);
    const canvas = page.getByTestId("particles");
    await expect(canvas).toHaveCount(1);
    await expect(canvas).toHaveAttribute("data-running", "true");
    await expect(page.locator("canvas")).toHaveCount(1);
    await page.locator("#faq").scrollIntoViewIfNeeded();
    await expect(canvas).toHaveAttribute("data-running", "false");
  });

  test("under reduced motion there is no particle canvas and the hero buttons jump", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await waitForPageScript(page);
    await expect(page.locator("canvas")).toHaveCount(0);
    await page.getByRole("link", { name: pl.pages.home.primary, exact: true }).click();
    await expect(page.locator("#portfolio")).toBeInViewport();
  });
});

test.describe("reviews widget", () => {
  const reviews = (page: Page) => page.getByTestId("reviews");

  test("labels the built-in sample reviews as examples, never as reviews from Google", async ({
    page,
    request,
  }) => {
    expect(builtInReviews.sample).toBe(true);
    // The pre-rendered page, before any script, already says what they are.
    const html = await (await request.get("/")).text();
    expect(html).toContain(escapeHtml(pl.reviews.sampleHeading));
    expect(html).not.toContain(escapeHtml(pl.reviews.heading));

    // The API answers the same samples when Google Places is not configured.
    await page.route("**/api/reviews", (route) => route.fulfill({ json: builtInReviews }));
    await page.goto("/");
    await waitForPageScript(page);
    const widget = reviews(page);
    // The reviews hydrate, and ask for the latest, as they come into view.
    await widget.scrollIntoViewIfNeeded();
    await expect(widget.getByRole("heading", { name: pl.reviews.sampleHeading })).toBeVisible();
    await expect(widget).toContainText(pl.reviews.sampleIntro);
    await expect(widget.getByRole("heading", { name: pl.reviews.heading })).toHaveCount(0);
    await expect(widget.getByRole("link", { name: pl.reviews.seeAll })).toHaveCount(0);
    const items = widget.getByTestId("reviews-list").getByRole("listitem");
    await expect(items).toHaveCount(3);
    await expect(items.first()).toContainText(builtInReviews.reviews[0]?.author_name ?? "missing");
  });

  test("shows the Google rating, count, a new-tab link and exactly three reviews", async ({
    page,
  }) => {
    await page.route("**/api/reviews", (route) => route.fulfill({ json: stubbedSummary }));
    await page.goto("/");
    await waitForPageScript(page);
    const widget = reviews(page);
    // The reviews hydrate, and ask for the latest, as they come into view.
    await widget.scrollIntoViewIfNeeded();
    await expect(widget.getByRole("heading", { name: pl.reviews.heading })).toBeVisible();
    await expect(widget).toContainText(pl.reviews.intro);
    await expect(widget.getByTestId("reviews-average")).toContainText(
      formatAverage(stubbedSummary.averageRating, "pl"),
    );
    await expect(widget.getByTestId("reviews-count")).toHaveText(
      reviewCount(stubbedSummary.totalReviews, "pl"),
    );
    await expect(
      widget.getByRole("img", { name: stars(filledStars(stubbedSummary.averageRating)) }).first(),
    ).toBeVisible();
    const link = widget.getByRole("link", { name: pl.reviews.seeAll });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
    await expect(link).toHaveAttribute("href", site.googleReviewsUrl);
    await expect(link).toHaveAccessibleName(`${pl.reviews.seeAll} ${pl.newTab}`);
    const items = widget.getByTestId("reviews-list").getByRole("listitem");
    await expect(items).toHaveCount(3);
    const first = stubbedSummary.reviews[0];
    await expect(items.first()).toContainText(first?.author_name ?? "missing");
    await expect(items.first().getByTestId("review-time")).toHaveAttribute(
      "datetime",
      reviewIsoDate(first?.time ?? 0),
    );
    await expect(items.first()).toContainText(first?.author_name.charAt(0) ?? "missing");
    // The average is read once: its stars beside it are drawing, not a second rating.
    const rating = widget.getByTestId("reviews-average").locator("..");
    await expect(rating.getByRole("img")).toHaveCount(0);
    await expect(
      widget.getByText(
        fill(pl.reviews.average, { rating: formatAverage(stubbedSummary.averageRating, "pl") }),
      ),
    ).toHaveCount(1);
  });

  for (const [lang, path, expected] of [
    ["pl", "/", ["2 tygodnie temu", "1 miesiąc temu", "2 miesiące temu"]],
    ["en", "/en", ["2 weeks ago", "1 month ago", "2 months ago"]],
  ] as const) {
    test(`review times say how long ago each review was written (${lang})`, async ({
      page,
      request,
    }) => {
      const [first] = builtInReviews.reviews;
      if (!first) throw new Error("no built-in reviews");
      // Fifteen days after the newest built-in review.
      await page.clock.setFixedTime((first.time + 15 * 86_400) * 1000);
      await page.goto(path);
      await waitForPageScript(page);
      // The reviews hydrate, and their dates turn relative, as they come into view.
      await reviews(page).scrollIntoViewIfNeeded();
      const times = reviews(page).getByTestId("review-time");
      await expect(times).toHaveText([...expected]);
      await expect(times.first()).toHaveAttribute("datetime", reviewIsoDate(first.time));
      await expect(times.first()).toHaveAttribute("title", reviewDate(first.time, lang));

      // The pre-rendered HTML, made at build time, carries the date, never a time ago.
      const html = await (await request.get(path)).text();
      expect(html).toContain(`>${reviewDate(first.time, lang)}</time>`);
      expect(html).not.toContain(expected[0]);
    });
  }

  test("live reviews keep Google's own wording of the time in Polish; English works it out", async ({
    page,
  }) => {
    const [first] = stubbedSummary.reviews;
    if (!first) throw new Error("no stubbed reviews");
    await page.clock.setFixedTime((first.time + 8 * 86_400) * 1000);
    await page.route("**/api/reviews", (route) => route.fulfill({ json: stubbedSummary }));
    await page.goto("/");
    await reviews(page).scrollIntoViewIfNeeded();
    const times = reviews(page).getByTestId("review-time");
    await expect(times).toHaveText(["tydzień temu", "3 tygodnie temu", "miesiąc temu"]);
    await page.goto("/en");
    await reviews(page).scrollIntoViewIfNeeded();
    await expect(times.first()).toHaveText("1 week ago");
  });

  test("in English the average uses a decimal point and the count says reviews", async ({
    page,
  }) => {
    await page.route("**/api/reviews", (route) => route.fulfill({ json: stubbedSummary }));
    await page.goto("/en");
    await waitForPageScript(page);
    const widget = reviews(page);
    await widget.scrollIntoViewIfNeeded();
    await expect(widget.getByRole("heading", { name: en.reviews.heading })).toBeVisible();
    await expect(widget.getByTestId("reviews-average")).toContainText(
      formatAverage(stubbedSummary.averageRating, "en"),
    );
    await expect(widget.getByTestId("reviews-count")).toHaveText(
      reviewCount(stubbedSummary.totalReviews, "en"),
    );
    await expect(widget.getByRole("link", { name: en.reviews.seeAll })).toHaveAttribute(
      "target",
      "_blank",
    );
  });

  test("replaces the built-in reviews with what the API answers, still three of them", async ({
    page,
  }) => {
    await page.route("**/api/reviews", (route) => route.fulfill({ json: stubbedSummary }));
    await page.goto("/");
    const widget = reviews(page);
    await widget.scrollIntoViewIfNeeded();
    // The stubbed 4.6 from 27 reviews: a decimal comma, four full stars.
    await expect(widget.getByTestId("reviews-average")).toContainText("4,6");
    await expect(widget.getByTestId("reviews-count")).toHaveText(reviewCount(27, "pl"));
    await expect(widget.getByRole("img", { name: stars(4) }).first()).toBeVisible();
    const items = widget.getByTestId("reviews-list").getByRole("listitem");
    await expect(items).toHaveCount(3);
    await expect(items.first()).toContainText("Zofia Borkowska");
    await expect(widget).not.toContainText("Czesław Lis");
  });

  test("keeps the built-in reviews when a refresh of the pre-rendered page fails", async ({
    page,
    browserErrors,
  }) => {
    let asked = false;
    await page.route("**/api/reviews", (route) => {
      asked = true;
      return route.abort("failed");
    });
    await page.goto("/");
    await waitForPageScript(page);
    await reviews(page).scrollIntoViewIfNeeded();
    await expect.poll(() => asked).toBe(true);
    await expect(reviews(page).getByTestId("reviews-count")).toHaveText(
      reviewCount(builtInReviews.totalReviews, "pl"),
    );
    await expect(reviews(page).getByText(pl.reviews.error)).toHaveCount(0);
    for (let i = browserErrors.length - 1; i >= 0; i--) {
      if (browserErrors[i]?.includes("net::ERR_FAILED")) browserErrors.splice(i, 1);
    }
  });
});

/** The FAQ's branding category: its filter and the questions it shows. */
const brandingFilter = (faq: Locator) =>
  faq.getByRole("radio", { name: new RegExp(spoken(faqFilterLabels["branding-logo"].pl)) });
const brandingQuestions = faqItems.filter((item) => item.category === "branding-logo");

test.describe("team, clients and FAQ on the home page", () => {
  test("a member's social links appear on keyboard focus and are always in the accessibility tree", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    await waitForPageScript(page);
    const member = team[0];
    if (!member) throw new Error("no team member");
    const links = page.getByTestId("team-member").first().getByTestId("team-social");
    const opacity = () => links.evaluate((element) => getComputedStyle(element).opacity);
    await expect(links.getByRole("link")).toHaveCount(2);
    await expect.poll(opacity).toBe("0");

    const linkedin = links.getByRole("link", { name: new RegExp(`${member.name} na LinkedIn`) });
    await linkedin.focus();
    await expect.poll(opacity).toBe("1");
    await expect(linkedin).toHaveAttribute("href", member.linkedin);
    await expect(linkedin).toHaveAttribute("target", "_blank");

    await linkedin.blur();
    await expect.poll(opacity).toBe("0");
    await page.getByTestId("team-member").first().hover();
    await expect.poll(opacity).toBe("1");
  });

  test("the clients marquee moves, pauses on hover, on focus and with its button", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForPageScript(page);
    const carousel = page.getByTestId("clients-carousel");
    const track = page.getByTestId("clients-track");
    const playState = () =>
      track.evaluate((element) => getComputedStyle(element).animationPlayState);
    await carousel.scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    await expect.poll(playState).toBe("running");
    await expect(carousel.getByTestId("clients-list").getByRole("img")).toHaveCount(clients.length);

    await carousel.hover({ position: { x: 40, y: 20 } });
    await expect.poll(playState).toBe("paused");
    await page.mouse.move(0, 0);
    await expect.poll(playState).toBe("running");

    // The pause button stands beside the section's heading, before the strip it controls.
    const section = page.locator('section[aria-labelledby="clients-title"]');
    const pause = section.getByRole("button", { name: pl.clients.pause });
    await pause.focus();
    await expect.poll(playState).toBe("paused");
    await pause.press("Enter");
    await expect(section.getByRole("button", { name: pl.clients.play })).toBeFocused();
    await section.getByRole("button", { name: pl.clients.play }).blur();
    await expect.poll(playState).toBe("paused");
    await section.getByRole("button", { name: pl.clients.play }).click();
    await page.mouse.move(0, 0);
    await page.evaluate(() => {
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    });
    await expect.poll(playState).toBe("running");
  });

  test("under reduced motion the client logos stand still, without a copy or a pause button", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    const track = page.getByTestId("clients-track");
    expect(await track.evaluate((element) => getComputedStyle(element).animationName)).toBe("none");
    await expect(page.getByRole("button", { name: pl.clients.pause })).toBeHidden();
    await expect(
      page.getByTestId("clients-carousel").getByRole("img", { includeHidden: false }),
    ).toHaveCount(clients.length);
  });

  test("FAQ filters show how many questions each holds and filter the questions", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForPageScript(page);
    const faq = page.locator("#faq");
    const filters = faq.getByTestId("faq-filter");
    await expect(filters).toHaveCount(faqFilters.length);
    const counts = (await faq.getByTestId("faq-filter-count").allTextContents()).map((text) =>
      Number.parseInt(text, 10),
    );
    expect(counts).toEqual(
      faqFilters.map((filter) =>
        filter === "wszystkie"
          ? faqItems.length
          : faqItems.filter((item) => item.category === filter).length,
      ),
    );
    await expect(filters.first()).toBeChecked();
    const shown = faq.getByTestId("faq-item").filter({ visible: true });
    // Under "all": the first five, then every question once the visitor asks for them.
    await expect(shown).toHaveCount(5);
    await expect(shown.first()).toContainText(faqItems[0]?.question.pl ?? "");
    const showAll = faq.getByRole("checkbox", {
      name: spoken(fill(pl.faq.showAll, { count: String(faqItems.length) })),
    });
    await showAll.check();
    await expect(shown).toHaveCount(faqItems.length);

    const branding = brandingFilter(faq);
    await branding.check();
    await expect(branding).toBeChecked();
    await expect(filters.first()).not.toBeChecked();
    const expected = brandingQuestions;
    await expect(shown).toHaveCount(expected.length);
    await expect(shown.first()).toContainText(expected[0]?.question.pl ?? "");

    await filters.first().check();
    await expect(shown).toHaveCount(faqItems.length);
  });

  test("the FAQ category and the question opened are as the visitor left them when Back returns to home", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForPageScript(page);
    const faq = page.locator("#faq");
    const branding = brandingFilter(faq);
    const expected = brandingQuestions;
    const question = summaryNamed(faq, expected[0]?.question.pl ?? "missing");
    await branding.check();
    await question.click();
    await expectOpen(question);

    await awayAndBack(page, page.getByRole("banner").getByRole("link", { name: pl.nav.team }), {
      away: pl.pages.team.heading,
      back: pl.pages.home.heading,
    });

    await expect(branding).toBeChecked();
    await expect(faq.getByTestId("faq-item").filter({ visible: true })).toHaveCount(
      expected.length,
    );
    await expectOpen(question);
  });

  test("over a slow connection, Back brings home back whole, at the place the visitor left", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForPageScript(page);
    const leftAt = await topOnceScrolled(page, "kontakt", () =>
      page.getByRole("link", { name: pl.pages.home.secondary, exact: true }).first().click(),
    );
    await page.getByRole("banner").getByRole("link", { name: pl.nav.services }).click();
    await expect(page.locator("h1")).toHaveText(pl.pages.services.heading);

    // Each script now arrives 4 s late: the page comes back as the browser kept it, needing
    // none of them to be whole and at its place.
    await page.route("**/assets/*.js", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 4000));
      await route.continue();
    });
    await page.goBack({ waitUntil: "commit" });
    await expect(page.locator("h1")).toHaveText(pl.pages.home.heading, { timeout: 30_000 });
    await expect.poll(() => topOf(page, "kontakt")).toBe(leftAt);
  });

  test("FAQ questions open and close independently, and the page passes axe with them open", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForPageScript(page);
    const [first, second, third] = faqItems;
    if (!first || !second || !third) throw new Error("FAQ too short");
    const question = (text: string) => summaryNamed(page.locator("#faq"), text);

    await question(first.question.pl).click();
    await question(second.question.pl).click();
    await expectOpen(question(first.question.pl));
    await expectOpen(question(second.question.pl));
    await expect(page.getByText(first.answer.pl)).toBeVisible();
    await expect(page.getByText(second.answer.pl)).toBeVisible();
    await expect(page.getByText(third.answer.pl)).toBeHidden();

    await question(first.question.pl).click();
    await expectClosed(question(first.question.pl));
    await expect(page.getByText(first.answer.pl)).toBeHidden();
    await expectOpen(question(second.question.pl));

    await question(third.question.pl).press("Enter");
    await expect(page.getByText(third.answer.pl)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

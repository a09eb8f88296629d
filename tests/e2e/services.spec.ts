import type { Locator, Page } from "@playwright/test";
import { servicePageContent } from "../../content/service-pages.ts";
import { services } from "../../content/services.ts";
import { site } from "../../content/site.ts";
import { dictionaries } from "../../shared/i18n/dictionaries/index.ts";
import { type Lang, localizePath } from "../../shared/lang.ts";
import { pagePath, servicePages } from "../../shared/route-table.ts";
import { servedSrc } from "../support/artwork.ts";
import { expectClosed, expectOpen, summaryIn, summaryNamed } from "../support/disclosures.ts";
import { expect, expectNoAxeViolations, test, waitForPageScript } from "../support/fixtures.ts";
import { awayAndBack, topOf, topOnceScrolled } from "../support/history.ts";
import { escapeHtml, jsonLdBlocks } from "../support/html.ts";

const pl = dictionaries.pl;

function trigger(page: Page, lang: Lang, index: number): Locator {
  const service = services[index];
  if (!service) throw new Error(`no service ${index}`);
  return summaryNamed(page, service.title[lang]);
}

test.describe("services accordion (/uslugi)", () => {
  test("the pre-rendered page shows the first service open with its details before any script runs", async ({
    browser,
    request,
  }) => {
    const html = await (await request.get("/uslugi")).text();
    const [first, second] = services;
    if (!first || !second) throw new Error("services missing");
    expect(html).toContain(escapeHtml(first.details.pl));
    expect(html).toContain(servedSrc(first.image.src));

    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/uslugi");
    await expect(page.getByText(first.details.pl)).toBeVisible();
    await expect(page.getByText(second.details.pl)).toBeHidden();
    await expectOpen(trigger(page, "pl", 0));
    await expectClosed(trigger(page, "pl", 1));
    await context.close();
  });

  test("opens the first service by default and keeps exactly one open", async ({ page }) => {
    await page.goto("/uslugi");
    await waitForPageScript(page);
    const items = page.getByTestId("services-item");
    await expect(items).toHaveCount(services.length);
    await expectOpen(trigger(page, "pl", 0));
    for (const index of services.keys()) {
      if (index === 0) continue;
      await expectClosed(trigger(page, "pl", index));
    }
    // Each panel carries its service's image; only the open one's is shown.
    const image = page.getByTestId("services-image").filter({ visible: true }).locator("img");
    await expect(image).toHaveAttribute("src", servedSrc(services[0]?.image.src ?? "missing"));

    await trigger(page, "pl", 2).click();
    await expectOpen(trigger(page, "pl", 2));
    await expectClosed(trigger(page, "pl", 0));
    await expect(page.locator("[data-testid=services-item] details[open]")).toHaveCount(1);
    await expect(image).toHaveAttribute("src", servedSrc(services[2]?.image.src ?? "missing"));
    await expect(image).toHaveAttribute("alt", services[2]?.image.alt.pl ?? "");
    await expect(page.getByText(services[2]?.details.pl ?? "missing")).toBeVisible();
    await expect(page.getByText(services[0]?.details.pl ?? "missing")).toBeHidden();

    // Clicking the open heading keeps it selected (one service is always shown).
    await trigger(page, "pl", 2).click();
    await expectOpen(trigger(page, "pl", 2));
    await expectNoAxeViolations(page);
  });

  test("each service's read-more link leads to its own service page", async ({ page }) => {
    await page.goto("/uslugi");
    await waitForPageScript(page);
    const readMore = page.getByRole("link", { name: new RegExp(`^${pl.readMore}`) });
    for (const [index, service] of services.entries()) {
      await trigger(page, "pl", index).click();
      await expect(readMore).toHaveCount(1);
      await expect(readMore).toHaveAttribute("href", pagePath(service.page));
    }
    const last = services.at(-1);
    if (!last) throw new Error("no services");
    await readMore.click();
    await expect(page).toHaveURL(new RegExp(`${pagePath(last.page)}$`));
    await expect(page.locator("h1")).toHaveText(servicePageContent(last.page).headline.pl);
  });

  test("in English the read-more link says Read more and stays in /en", async ({ page }) => {
    await page.goto("/en/uslugi");
    await waitForPageScript(page);
    await trigger(page, "en", 1).click();
    await expect(
      page.getByRole("link", { name: new RegExp(`^${dictionaries.en.readMore}`) }),
    ).toHaveAttribute("href", localizePath(pagePath(services[1]?.page ?? "serviceWeb"), "en"));
  });

  test.describe("active marker from 768 px up", () => {
    test.use({ viewport: { width: 1024, height: 900 } });

    test("is an animated zigzag", async ({ page }) => {
      await page.goto("/uslugi");
      const open = page.getByTestId("services-item").first();
      await expect(open.locator('[data-marker="zigzag"]')).toBeVisible();
      await expect(open.locator('[data-marker="line"]')).toBeHidden();
      const animation = await open
        .locator('[data-marker="zigzag"] path')
        .evaluate((path) => getComputedStyle(path).animationName);
      expect(animation).toBe("zigzag-flow");
      // Closed services show no marker at all.
      await expect(page.getByTestId("services-item").nth(1).locator("[data-marker]")).toHaveCount(
        2,
      );
      await expect(
        page.getByTestId("services-item").nth(1).locator('[data-marker="zigzag"]'),
      ).toBeHidden();
    });

    test("stands still when the visitor prefers reduced motion", async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto("/uslugi");
      const path = page.getByTestId("services-item").first().locator('[data-marker="zigzag"] path');
      await expect(path).toBeVisible();
      expect(await path.evaluate((element) => getComputedStyle(element).animationName)).toBe(
        "none",
      );
    });
  });

  test.describe("active marker below 768 px", () => {
    test.use({ viewport: { width: 767, height: 900 } });

    test("is a plain line", async ({ page }) => {
      await page.goto("/uslugi");
      const open = page.getByTestId("services-item").first();
      await expect(open.locator('[data-marker="line"]')).toBeVisible();
      await expect(open.locator('[data-marker="zigzag"]')).toBeHidden();
      await expectNoAxeViolations(page);
    });
  });
});

for (const id of servicePages) {
  for (const lang of ["pl", "en"] as const) {
    const path = localizePath(pagePath(id), lang);
    const content = servicePageContent(id);
    const t = dictionaries[lang];

    test.describe(`service page ${path}`, () => {
      test("raw HTML holds the headline, the local section and Service structured data", async ({
        request,
      }) => {
        const response = await request.get(path);
        expect(response.status()).toBe(200);
        const html = await response.text();
        expect(html).toContain(escapeHtml(content.headline[lang]));
        expect(html).toContain(escapeHtml(content.localSeo.heading[lang]));
        expect(html).toMatch(/<meta property="og:type" content="article"\/?>/);
        const service = jsonLdBlocks(html).find((block) => block["@type"] === "Service");
        expect(service, "Service JSON-LD").toBeTruthy();
        expect(service?.provider).toEqual({ "@id": `${site.url}/#organization` });
        expect(JSON.stringify(service?.areaServed)).toContain("Szczecin");
        expect(service?.name).toBe(content.badge[lang]);
        if (content.offers.length > 0) {
          const offers = JSON.stringify(service?.offers);
          expect(offers).toContain('"priceCurrency":"PLN"');
          // A from–to range gives its lower end as minPrice, a starting price as lowPrice.
          expect(offers).toMatch(
            new RegExp(`"(minPrice|lowPrice)":${content.offers[0]?.minPrice}[,}]`),
          );
        }
      });

      test("shows hero buttons, its offer, the local section and a contact call to action", async ({
        page,
      }) => {
        await page.goto(path);
        await expect(page.locator("h1")).toHaveText(content.headline[lang]);
        await expect(page.getByText(content.badge[lang], { exact: true }).first()).toBeVisible();
        // The hero's, first; the closing call to action offers the same consultation below.
        await expect(
          page.getByRole("main").getByRole("link", { name: t.servicePage.heroContact }).first(),
        ).toHaveAttribute("href", localizePath("/kontakt", lang));
        await expect(
          page.getByRole("main").getByRole("link", { name: t.servicePage.heroPortfolio }),
        ).toHaveAttribute("href", localizePath("/portfolio", lang));

        const features = page.getByTestId("specialization");
        const reasons = page.getByTestId("reason");
        if (content.layout === "specialist") {
          await expect(features).toHaveCount(content.features.length);
          await expect(reasons).toHaveCount(content.reasons.length);
          await expect(
            page.getByRole("heading", { level: 2, name: t.servicePage.reasonsHeading }),
          ).toBeVisible();
        } else {
          await expect(features).toHaveCount(content.features.length);
          await expect(page.getByTestId("price-tier")).toHaveCount(content.pricing.length);
          await expect(
            page.getByRole("heading", { level: 2, name: t.servicePage.processHeading }),
          ).toBeVisible();
          await expect(
            page.getByRole("heading", { level: 2, name: t.servicePage.deliverablesHeading }),
          ).toBeVisible();
        }
        await expect(
          page.getByRole("heading", { level: 2, name: content.localSeo.heading[lang] }),
        ).toBeVisible();

        const cta = page.locator("section", {
          has: page.getByRole("heading", { name: content.cta.heading[lang] }),
        });
        await expect(cta.getByRole("link", { name: site.email })).toHaveAttribute(
          "href",
          `mailto:${site.email}`,
        );
        for (const phone of site.phones) {
          await expect(cta.getByRole("link", { name: phone.display })).toHaveAttribute(
            "href",
            `tel:${phone.tel}`,
          );
        }
        await expect(cta.getByRole("link", { name: t.cta.button })).toHaveAttribute(
          "href",
          localizePath("/kontakt", lang),
        );
      });
    });
  }
}

test.describe("home service cards", () => {
  const cards = (page: Page) => page.getByTestId("service-card");
  const cardButton = (page: Page, index: number) => summaryIn(cards(page).nth(index));

  test("expand one at a time, collapse on a second click, and a card may go without read-more", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForPageScript(page);
    await expect(cards(page)).toHaveCount(services.length);
    for (const index of services.keys()) {
      await expectClosed(cardButton(page, index));
    }

    await cardButton(page, 0).click();
    await expectOpen(cardButton(page, 0));
    await expect(page.getByText(services[0]?.details.pl ?? "missing")).toBeVisible();
    await expect(
      cards(page)
        .nth(0)
        .getByRole("link", { name: new RegExp(pl.readMore) }),
    ).toHaveAttribute("href", pagePath(services[0]?.page ?? "serviceBranding"));
    await expectNoAxeViolations(page);

    await cardButton(page, 2).click();
    await expectOpen(cardButton(page, 2));
    await expectClosed(cardButton(page, 0));
    await expect(page.getByText(services[0]?.details.pl ?? "missing")).toBeHidden();

    await cardButton(page, 2).click();
    await expectClosed(cardButton(page, 2));
    await expect(cards(page).locator("details[open]")).toHaveCount(0);

    const withoutLink = services.findIndex((service) => !service.cardReadMore);
    await cardButton(page, withoutLink).click();
    await expect(page.getByText(services[withoutLink]?.details.pl ?? "missing")).toBeVisible();
    await expect(cards(page).nth(withoutLink).getByRole("link")).toHaveCount(0);
  });

  test("a card left open is open again when Back returns to home, and the place left shows what it showed", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForPageScript(page);
    await cardButton(page, 2).click();
    await expectOpen(cardButton(page, 2));
    // The hero's jump to the contact form, past the open card.
    const leftAt = await topOnceScrolled(page, "kontakt", () =>
      page.getByRole("link", { name: pl.pages.home.secondary, exact: true }).first().click(),
    );

    await awayAndBack(page, page.getByRole("banner").getByRole("link", { name: pl.nav.services }), {
      away: pl.pages.services.heading,
      back: pl.pages.home.heading,
    });

    await expectOpen(cardButton(page, 2));
    await expect(cards(page).locator("details[open]")).toHaveCount(1);
    // Closed, the card would leave the section some 240 px shorter and the form that far higher.
    await expect.poll(() => topOf(page, "kontakt")).toBe(leftAt);
  });

  test("are an index on wide screens: each service a row of its own, across the container", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    const edges = (element: Element) => {
      const { left, right, top, bottom } = element.getBoundingClientRect();
      return { left, right, top, bottom };
    };
    // The section's heading and its introduction span the container: the rows reach both its edges.
    const container = await page
      .locator("section", { has: page.locator("#service-cards-title") })
      .locator("> div")
      .first()
      .evaluate(edges);
    const rows = await cards(page).evaluateAll((elements) =>
      elements.map((element) => {
        const { left, right, top, bottom } = element.getBoundingClientRect();
        return { left, right, top, bottom };
      }),
    );
    expect(rows).toHaveLength(services.length);
    for (const [index, row] of rows.entries()) {
      expect(Math.abs(row.left - container.left), `row ${index + 1}'s left edge`).toBeLessThan(1);
      expect(Math.abs(row.right - container.right), `row ${index + 1}'s right edge`).toBeLessThan(
        1,
      );
      const above = rows[index - 1];
      if (above)
        expect(row.top, `row ${index + 1} under row ${index}`).toBeGreaterThanOrEqual(
          above.bottom - 1,
        );
    }
  });
});

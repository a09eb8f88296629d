import { dictionaries } from "../../shared/i18n/dictionaries/index.ts";
import { redirects } from "../../shared/redirects.ts";
import { expect, expectNoAxeViolations, test } from "../support/fixtures.ts";

test.describe("redirects", () => {
  for (const [from, to] of redirects) {
    test(`${from} answers 301 to ${to}`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(new URL(response.headers().location ?? "", "http://x").pathname).toBe(to);
    });
  }

  test("query strings survive a redirect", async ({ request }) => {
    const response = await request.get("/uslugi/seo?utm_source=ulotka", { maxRedirects: 0 });
    expect(response.headers().location).toMatch(
      /\/uslugi\/marketing-cyfrowy-szczecin\?utm_source=ulotka$/,
    );
  });

  test("an article that moved to an address without a year is found at its old one, in both languages", async ({
    page,
    request,
  }) => {
    const old = "/blog/projekt-logo-szczecin-ile-kosztuje-logo-w-2025";
    const moved = "/blog/projekt-logo-szczecin-ile-kosztuje-logo";
    for (const [from, to] of [
      [old, moved],
      [`/en${old}`, `/en${moved}`],
    ] as const) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(new URL(response.headers().location ?? "", "http://x").pathname).toBe(to);
    }
    await page.goto(old);
    await expect(page).toHaveURL(new RegExp(`${moved}$`));
    await expect(page.locator("h1")).toContainText("ile kosztuje logo w 2026");
  });

  test("a plain link to an old service URL is redirected by the server", async ({ page }) => {
    await page.goto("/en/uslugi/video");
    await expect(page).toHaveURL(/\/en\/uslugi\/video-i-fotografia-szczecin$/);
    await expect(page.locator("h1")).toContainText(dictionaries.en.pages.serviceVideo.breadcrumb);
  });

  test("an unknown article redirects to the blog", async ({ page }) => {
    await page.goto("/blog/nie-ma-takiego-artykulu");
    await expect(page).toHaveURL(/\/blog$/);
    await page.goto("/en/blog/no-such-article");
    await expect(page).toHaveURL(/\/en\/blog$/);
  });
});

test.describe("not found", () => {
  for (const path of ["/nie-ma-takiej-strony", "/uslugi/nieznana", "/en/unknown"]) {
    test(`${path} answers 404 with the 404 page`, async ({ request, page }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      const html = (await response.text()).replaceAll("&#x27;", "'");
      const lang = path.startsWith("/en") ? "en" : "pl";
      const texts = dictionaries[lang].notFound;
      expect(html).toContain(texts.heading);
      expect(texts.jokes.some((joke) => html.includes(joke))).toBe(true);
      expect(html).toContain('content="noindex"');

      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.heading);
      await expect(page.getByText("404", { exact: true })).toBeVisible();
      await expect(page.getByRole("link", { name: texts.home })).toHaveAttribute(
        "href",
        lang === "en" ? "/en" : "/",
      );
      await expect(page.getByRole("link", { name: texts.contact })).toHaveAttribute(
        "href",
        lang === "en" ? "/en/kontakt" : "/kontakt",
      );
      await expectNoAxeViolations(page);
    });
  }

  test("an unknown case study shows its not-found view with status 404", async ({
    request,
    page,
  }) => {
    const response = await request.get("/case-study/nie-istnieje");
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain(dictionaries.pl.caseStudy.notFoundTitle);

    await page.goto("/en/case-study/missing");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      dictionaries.en.caseStudy.notFoundTitle,
    );
    await page.getByRole("link", { name: dictionaries.en.caseStudy.home }).click();
    await expect(page).toHaveURL(/\/en$/);
  });
});

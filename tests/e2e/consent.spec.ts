/**
 * The cookie banner with the keyboard and a screen reader in mind and the
 * footer's "Cookie settings", in the measured build (a GA4 id: the only kind
 * that asks for consent); and the default build (no measurement id): no
 * banner, no settings, no request leaving the site, no CSP naming Google.
 */
import type { Page } from "@playwright/test";
import { concretePaths } from "../../app/navigation/page-paths.ts";
import { dictionaries } from "../../shared/i18n/dictionaries/index.ts";
import { type Lang, localizePath } from "../../shared/lang.ts";
import { expect, test, waitForPageScript } from "../support/fixtures.ts";

const pl = dictionaries.pl;
const en = dictionaries.en;

const banner = (page: Page, lang: Lang = "pl") =>
  page.getByRole("region", { name: dictionaries[lang].cookies.title });

/** What has focus, described for a failure message; "" when focus is on <body>. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return "";
    return `${element.tagName.toLowerCase()} "${(element.textContent ?? "").trim().slice(0, 40)}"`;
  });

/** How much of the focused element (0–1) lies under the cookie banner. */
const coveredByBanner = (page: Page) =>
  page.evaluate(() => {
    const box = document.querySelector('section[aria-labelledby="cookie-title"]');
    const element = document.activeElement;
    if (!box || !element || element === document.body || box.contains(element)) return 0;
    const a = element.getBoundingClientRect();
    const b = box.getBoundingClientRect();
    const width = Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left));
    const height = Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));
    const area = a.width * a.height;
    return area > 0 ? (width * height) / area : 0;
  });

test.describe("the cookie banner by keyboard", () => {
  test.use({ consent: null, reducedMotion: "reduce", measured: true });

  test("comes right after the skip link, is a polite live region, and Escape declines and gives focus back", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForPageScript(page);
    await expect(banner(page)).toBeVisible();
    await expect(page.locator('[aria-live="polite"]').filter({ has: banner(page) })).toHaveCount(1);

    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: pl.skipToContent })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(banner(page).getByRole("button", { name: pl.cookies.close })).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Escape");
    await expect(banner(page)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBe("declined");
    await expect(page.getByRole("link", { name: pl.skipToContent })).toBeFocused();
  });

  test("Accept by keyboard leaves focus where it was before the banner", async ({ page }) => {
    await page.goto("/en");
    await waitForPageScript(page);
    await expect(banner(page, "en")).toBeVisible();
    await page.keyboard.press("Tab");
    const accept = banner(page, "en").getByRole("button", { name: en.cookies.accept, exact: true });
    while (!(await accept.evaluate((button) => button === document.activeElement))) {
      await page.keyboard.press("Tab");
    }
    await page.keyboard.press("Enter");
    await expect(banner(page, "en")).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBe("accepted");
    await expect(page.getByRole("link", { name: en.skipToContent })).toBeFocused();
  });

  for (const { path, width } of [
    { path: "/", width: 390 },
    { path: "/", width: 1440 },
    { path: "/en/blog", width: 390 },
  ]) {
    test(`hides nothing that has focus: the first 80 Tab stops of ${path} at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.goto(path);
      await waitForPageScript(page);
      const lang: Lang = path.startsWith("/en") ? "en" : "pl";
      await expect(banner(page, lang)).toBeVisible();
      const obscured: string[] = [];
      for (let stop = 0; stop < 80; stop++) {
        await page.keyboard.press("Tab");
        // Focus scrolls the page; measure once it has come to rest.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
        const covered = await coveredByBanner(page);
        if (covered > 0.25)
          obscured.push(`${stop + 1}: ${await focused(page)} ${Math.round(covered * 100)} %`);
      }
      expect(obscured).toEqual([]);
      await expect(banner(page, lang)).toBeVisible();
    });
  }
});

test.describe("the cookie banner over a jump to a section", () => {
  test.use({ consent: null, measured: true });

  for (const motion of ["no-preference", "reduce"] as const) {
    test(`the hero's jump lands on the contact section under the header while the banner is shown (motion: ${motion})`, async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion: motion });
      await page.goto("/");
      await waitForPageScript(page);
      await expect(banner(page)).toBeVisible();
      await page.getByRole("link", { name: pl.pages.home.secondary, exact: true }).first().click();
      // How far the section is from where a jump puts it: its top under the fixed header.
      const offAim = () =>
        page.locator("#kontakt").evaluate((section) => {
          const aim =
            Number.parseFloat(getComputedStyle(section).scrollMarginTop) +
            Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
          return Math.abs(section.getBoundingClientRect().top - aim);
        });
      // Within a pixel: the scroll position rounds to device pixels.
      await expect.poll(offAim).toBeLessThanOrEqual(1);
      await expect(page.locator("#kontakt")).toBeFocused();
      await expect(banner(page)).toBeVisible();
    });
  }
});

test.describe("Cookie settings at the foot of the page", () => {
  test.use({ consent: "declined", measured: true });

  // The case study stands outside the site's layout, with a foot of its own.
  for (const path of ["/", "/en/uslugi", "/blog", "/en/kontakt", "/case-study/the-goat-beard"]) {
    test(`reopens the banner on ${path} with focus in it, and back on the button after the answer`, async ({
      page,
    }) => {
      const lang: Lang = path.startsWith("/en") ? "en" : "pl";
      const t = dictionaries[lang];
      await page.goto(path);
      await waitForPageScript(page);
      await expect(banner(page, lang)).toHaveCount(0);
      const settings = page
        .getByRole("contentinfo")
        .getByRole("button", { name: t.footer.cookieSettings });
      await settings.focus();
      await page.keyboard.press("Enter");
      await expect(banner(page, lang)).toBeFocused();
      // Close, then Accept (the policy link waits behind Details).
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab");
      await expect(
        banner(page, lang).getByRole("button", { name: t.cookies.accept, exact: true }),
      ).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(banner(page, lang)).toHaveCount(0);
      await expect(settings).toBeFocused();
      expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBe("accepted");
    });
  }
});

test.describe("without a measurement id", () => {
  test.describe("nothing to consent to", () => {
    test.use({ consent: null });

    for (const lang of ["pl", "en"] as const) {
      test(`no banner appears on the ${lang} home page, and its footer says the site uses no cookies`, async ({
        page,
      }) => {
        const t = dictionaries[lang];
        await page.goto(localizePath("/", lang));
        await waitForPageScript(page);
        // The banner would have come 2 s after the load event.
        await page.waitForTimeout(4_000);
        await expect(banner(page, lang)).toHaveCount(0);
        const footer = page.getByRole("contentinfo");
        await expect(footer).toContainText(t.footer.noCookies);
        await expect(footer.getByRole("button", { name: t.footer.cookieSettings })).toHaveCount(0);
        expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBeNull();
      });
    }
  });

  for (const lang of ["pl", "en"] as const) {
    test(`no ${lang} page sends a request off the site, even with consent, and no CSP names Google`, async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(180_000);
      const offSite: string[] = [];
      page.on("request", (request) => {
        const url = new URL(request.url());
        if (/^https?:$/.test(url.protocol) && url.origin !== new URL(baseURL ?? "").origin) {
          offSite.push(request.url());
        }
      });
      for (const path of concretePaths().map((each) => localizePath(each, lang))) {
        const response = await page.goto(path);
        expect(response?.headers()["content-security-policy"], path).not.toMatch(
          /google|doubleclick/i,
        );
        await waitForPageScript(page);
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await page.evaluate(
          () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 1_000 })),
        );
      }
      expect(offSite).toEqual([]);
    });
  }
});

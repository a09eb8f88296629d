import { companyRegistration } from "../../content/company.ts";
import { site } from "../../content/site.ts";
import { dictionaries } from "../../shared/i18n/dictionaries/index.ts";
import { footerNav, mainNav } from "../../shared/route-table.ts";
import { advanceClock, stopPageClock, waitForPageScriptOnStoppedClock } from "../support/clock.ts";
import { expect, expectNoAxeViolations, test, waitForPageScript } from "../support/fixtures.ts";

const pl = dictionaries.pl;
const en = dictionaries.en;

test.describe("header", () => {
  test("shows logo, six nav links, language switch and the consultation button", async ({
    page,
  }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: pl.header.mainNav });
    await expect(nav.getByRole("link")).toHaveText([
      pl.nav.home,
      pl.nav.services,
      pl.nav.portfolio,
      pl.nav.team,
      pl.nav.blog,
      pl.nav.contact,
    ]);
    await expect(page.getByRole("link", { name: pl.header.homeLink }).first()).toBeVisible();
    await expect(page.getByRole("navigation", { name: pl.header.languageSwitch })).toBeVisible();
    await expect(
      page.getByRole("banner").getByRole("link", { name: pl.header.bookConsultation }),
    ).toHaveAttribute("href", "/kontakt");
  });

  test("turns solid once the page is scrolled past 20 px", async ({ page }) => {
    await page.goto("/uslugi");
    await waitForPageScript(page);
    const header = page.getByRole("banner").first();
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo(0, 15));
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo(0, 60));
    await expect(header).toHaveAttribute("data-scrolled", "true");
  });

  test("marks the current page in the navigation", async ({ page }) => {
    await page.goto("/zespol");
    await expect(
      page
        .getByRole("navigation", { name: pl.header.mainNav })
        .getByRole("link", { name: pl.nav.team }),
    ).toHaveAttribute("aria-current", "page");
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test("opens, locks scroll, moves focus in and closes on Escape", async ({ page }) => {
    await page.goto("/uslugi");
    await waitForPageScript(page);
    await expect(page.getByRole("navigation", { name: pl.header.mainNav })).toBeHidden();
    const button = page.getByRole("button", { name: pl.header.openMenu });
    await button.click();
    const dialog = page.getByRole("dialog", { name: pl.header.mobileMenuTitle });
    await expect(dialog).toBeVisible();
    await expect(
      dialog.getByRole("navigation", { name: pl.header.mobileMenuTitle }).getByRole("link"),
    ).toHaveText(mainNav.map((id) => pl.nav[id]));
    await expect(dialog.getByRole("group", { name: pl.header.languageSwitch })).toBeVisible();
    await expect(dialog.getByRole("link", { name: pl.header.bookConsultation })).toBeVisible();
    await expect(page.locator("body")).toHaveCSS("overflow", "hidden");
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    await expect(page.locator("body")).not.toHaveCSS("overflow", "hidden");
  });

  test("closes on a click outside the panel", async ({ page }) => {
    await page.goto("/uslugi");
    await waitForPageScript(page);
    await page.getByRole("button", { name: pl.header.openMenu }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await page.mouse.click(20, 400);
    await expect(dialog).toBeHidden();
  });

  test("closes when a link changes the route", async ({ page }) => {
    await page.goto("/uslugi");
    await waitForPageScript(page);
    await page.getByRole("button", { name: pl.header.openMenu }).click();
    await page.getByRole("dialog").getByRole("link", { name: pl.nav.team }).click();
    await expect(page).toHaveURL(/\/zespol$/);
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(page.locator("h1")).toHaveText(pl.pages.team.heading);
  });

  test("closes when the browser goes back", async ({ page }) => {
    await page.goto("/uslugi");
    await waitForPageScript(page);
    await page.getByRole("link", { name: pl.header.homeLink }).first().click();
    await expect(page.locator("h1")).toHaveText(pl.pages.home.heading);
    await page.getByRole("button", { name: pl.header.openMenu }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.goBack({ waitUntil: "commit" });
    await expect(page).toHaveURL(/\/uslugi$/);
    await expect(page.getByRole("dialog")).toBeHidden();
  });
});

test.describe("breadcrumbs", () => {
  test("trace the path on inner pages and are absent on home", async ({ page }) => {
    await page.goto("/en/uslugi/marketing-cyfrowy-szczecin");
    const crumbs = page.getByRole("navigation", { name: en.breadcrumbs.label });
    await expect(crumbs.getByRole("listitem")).toHaveText([
      `${en.pages.home.breadcrumb}›`,
      `${en.pages.services.breadcrumb}›`,
      en.pages.serviceMarketing.breadcrumb,
    ]);
    await expect(crumbs.getByRole("link", { name: en.pages.services.breadcrumb })).toHaveAttribute(
      "href",
      "/en/uslugi",
    );
    await page.goto("/en");
    await expect(page.getByRole("navigation", { name: en.breadcrumbs.label })).toHaveCount(0);
  });
});

test.describe("footer", () => {
  test("has quick links, tel/mailto contacts, socials and the privacy link", async ({ page }) => {
    await page.goto("/kontakt");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("navigation").getByRole("link")).toHaveText(
      footerNav.map((id) => pl.nav[id]),
    );
    await expect(footer.locator('a[href^="tel:"]')).toHaveCount(site.phones.length);
    await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
    // A sample number or registration is never shown as the company's own.
    for (const phone of site.phones) {
      const link = footer.locator(`a[href="tel:${phone.tel}"]`);
      await expect(link).toContainText(phone.display);
      if (phone.sample) await expect(link).toContainText(`${phone.display} ${pl.sampleMark}`);
      else await expect(link).not.toContainText(pl.sampleMark);
    }
    await expect(footer).toContainText(companyRegistration.pl.join(" · "));
    if (site.registration.sample) await expect(footer).toContainText("(dane przykładowe)");
    await expect(footer.getByRole("link", { name: pl.footer.instagram })).toHaveAttribute(
      "href",
      /instagram\.com/,
    );
    await expect(footer.getByRole("link", { name: pl.footer.facebook })).toHaveAttribute(
      "href",
      /facebook\.com/,
    );
    await footer.getByRole("link", { name: pl.footer.privacy }).click();
    await expect(page).toHaveURL(/\/polityka-prywatnosci$/);
    await expect(page.locator("h1")).toHaveText(pl.pages.privacy.heading);
  });
});

test.describe("skip link and scrolling", () => {
  test("the skip link is the first stop and moves focus to the main content", async ({ page }) => {
    await page.goto("/uslugi");
    await waitForPageScript(page);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: pl.skipToContent });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();
  });

  test("the scroll-to-top button appears only past 300 px and scrolls up", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto("/polityka-prywatnosci");
    await waitForPageScript(page);
    const button = page.getByRole("button", { name: pl.scrollToTop });
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 250));
    // The header turns solid on the same scroll event: once it has, the button had its chance.
    await expect(page.getByRole("banner").first()).toHaveAttribute("data-scrolled", "true");
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toHaveCount(0);
  });

  test("a move to another page starts at its top and runs the progress bar", async ({ page }) => {
    // With the clock stopped the bar cannot finish before it is seen, however fast the visit.
    await stopPageClock(page);
    await page.goto("/polityka-prywatnosci");
    await waitForPageScriptOnStoppedClock(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole("contentinfo").getByRole("link", { name: pl.nav.team }).click();
    await expect(page).toHaveURL(/\/zespol$/);
    // The page left starts the bar (seen while the next page is on its way); the page
    // arrived at shows it near its end once its script runs, and completes it.
    await waitForPageScriptOnStoppedClock(page);
    await expect(page.locator("#navigation-progress")).toBeAttached();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await advanceClock(page, 2_000);
    await expect(page.locator("#navigation-progress")).toHaveCount(0);
  });
});

test.describe("the end of the page", () => {
  for (const keys of ["End", "Control+End"]) {
    test(`${keys} takes the visitor to the footer of home, which is not pushed away as the sections passed are laid out`, async ({
      page,
    }) => {
      // What the page went through, for the message should it not end at its end.
      await page.addInitScript(() => {
        const events: string[] = [];
        Object.defineProperty(window, "pageEvents", { value: events });
        const at = () => Math.round(performance.now());
        addEventListener("keydown", (event) => {
          const target = event.target instanceof Element ? event.target.tagName : "?";
          events.push(`${at()} ${event.key} on ${target}, prevented ${event.defaultPrevented}`);
        });
        addEventListener("scroll", () => events.push(`${at()} y ${Math.round(scrollY)}`), {
          passive: true,
        });
      });
      await page.goto("/");
      await waitForPageScript(page);
      await page.keyboard.press(keys);
      const endOfPage = async () => {
        const { gap, events } = await page.evaluate(() => ({
          gap: Math.round(
            document.documentElement.scrollHeight - window.scrollY - window.innerHeight,
          ),
          events: (window as unknown as { pageEvents: string[] }).pageEvents.slice(-12),
        }));
        expect(
          gap,
          `left below the viewport; last events: ${events.join("; ")}`,
        ).toBeLessThanOrEqual(1);
      };
      await expect(endOfPage).toPass({ timeout: 15_000 });
      // Once every section has its real height: still at the end, the footer in view.
      await page.waitForTimeout(500);
      await endOfPage();
      await expect(page.getByRole("contentinfo")).toBeInViewport();
    });
  }
});

test.describe("language switch", () => {
  test("switches to the English mirror and back, each the page of its language from its top", async ({
    page,
  }) => {
    await page.goto("/polityka-prywatnosci");
    await waitForPageScript(page);
    await page.evaluate(() => window.scrollTo(0, 400));
    const switcher = page.getByRole("navigation", { name: pl.header.languageSwitch });
    await switcher.getByRole("link", { name: /EN/ }).click();
    await expect(page).toHaveURL(/\/en\/polityka-prywatnosci$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.locator("h1")).toHaveText(en.pages.privacy.heading);
    await waitForPageScript(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page
      .getByRole("navigation", { name: en.header.languageSwitch })
      .getByRole("link", { name: /PL/ })
      .click();
    await expect(page).toHaveURL(/\/polityka-prywatnosci$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "pl");
    await expect(page.locator("h1")).toHaveText(pl.pages.privacy.heading);
  });
});

test.describe("cookie banner", () => {
  test.use({ consent: null, measured: true });

  test("slides in 2 s after load, Accept stores 'accepted' for good and leaves the page where it was", async ({
    page,
  }) => {
    await stopPageClock(page);
    await page.goto("/");
    await waitForPageScriptOnStoppedClock(page);
    const banner = page.getByRole("region", { name: pl.cookies.title });
    await advanceClock(page, 1_900);
    await expect(banner).toHaveCount(0);
    await advanceClock(page, 100);
    await expect(banner).toBeVisible();
    // axe waits on timers of its own, so time runs again from here.
    await page.clock.resume();
    await expectNoAxeViolations(page);
    await banner.getByRole("button", { name: pl.cookies.accept, exact: true }).click();
    await expect(banner).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBe("accepted");
    // Focus goes back to the main content, which must not scroll the page to its end.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.reload();
    await waitForPageScript(page);
    await advanceClock(page, 10_000);
    await expect(banner).toHaveCount(0);
  });

  test("Decline and close both store 'declined'", async ({ page }) => {
    await stopPageClock(page);
    await page.goto("/en");
    await waitForPageScriptOnStoppedClock(page);
    await advanceClock(page, 2_000);
    const banner = page.getByRole("region", { name: en.cookies.title });
    await banner.getByRole("button", { name: en.cookies.decline, exact: true }).click();
    await advanceClock(page, 300);
    await expect(banner).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBe("declined");

    await page.evaluate(() => localStorage.removeItem("cookie-consent"));
    await page.reload();
    await waitForPageScriptOnStoppedClock(page);
    await advanceClock(page, 2_000);
    await banner.getByRole("button", { name: en.cookies.close }).click();
    await advanceClock(page, 300);
    await expect(banner).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBe("declined");
  });
});

test.describe("reduced motion", () => {
  test.use({ colorScheme: "dark", reducedMotion: "reduce" });

  test("turns animations off", async ({ page }) => {
    await page.goto("/");
    const duration = await page.evaluate(() => {
      const probe = document.createElement("div");
      probe.style.transition = "opacity 2s";
      document.body.append(probe);
      return getComputedStyle(probe).transitionDuration;
    });
    expect(duration).toBe("1e-05s");
  });
});

/**
 * Keyboard-only walks of the patterns a screen reader user depends on: every
 * client-side navigation moves focus to the new page's heading and is read out
 * by the route announcer; form errors sit on their fields and take focus; focus
 * is never dropped (sending, the scroll-to-top button, a closed toast, the
 * mobile menu); and what is announced is in the page's language.
 */
import type { Page } from "@playwright/test";
import { site } from "../../content/site.ts";
import { dictionaries } from "../../shared/i18n/dictionaries/index.ts";
import { expect, test, waitForIslands, waitForPageScript } from "../support/fixtures.ts";
import { tabTo } from "../support/keyboard.ts";

const pl = dictionaries.pl;
const en = dictionaries.en;
const contactPath = `**/api/form-endpoints/${site.forms.contact.endpointId}/submit`;
const newsletterPath = `**/api/form-endpoints/${site.forms.newsletter.endpointId}/submit`;

const heading = (page: Page) => page.locator("h1");

/**
 * After following a link: a new document, which a screen reader reads from its
 * start, title first, as on any site: nothing has focus, and the first Tab
 * reaches the skip link.
 */
async function expectArrivalHeard(page: Page, text: string) {
  await expect(heading(page)).toHaveText(text);
  await waitForPageScript(page);
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  const lang = (await page.locator("html").getAttribute("lang")) === "en" ? en : pl;
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: lang.skipToContent })).toBeFocused();
}

/** A promise the test resolves when the stubbed server may answer. */
function held() {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { released, release };
}

/** The contact form of a page in `t`'s language, filled in correctly. */
async function fillContact(page: Page, t: typeof pl) {
  const form = page.getByRole("form", { name: t.contactForm.title });
  await form.getByLabel(t.contactForm.name).fill("Anna Nowak");
  await form.getByLabel(t.contactForm.email).fill("anna@example.com");
  await form.getByLabel(t.contactForm.message).fill("Proszę o wycenę strony internetowej.");
  return form;
}

/** Failed requests a test provokes on purpose make Chromium log them; only those are removed. */
function expectedFailure(errors: string[], status: string) {
  const text = `console: Failed to load resource: the server responded with a status of ${status}`;
  errors.splice(0, errors.length, ...errors.filter((error) => error !== text));
}

test.describe("a new page is heard", () => {
  test("header and footer links and the language switch open a new document read from its start; Back shows the page left", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForPageScript(page);
    // An in-page link keeps its own behaviour: focus moves to its target.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();

    const nav = page.getByRole("navigation", { name: pl.header.mainNav });
    const services = nav.getByRole("link", { name: pl.nav.services });
    await tabTo(page, services, "Shift+Tab");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/uslugi$/);
    await expectArrivalHeard(page, pl.pages.services.heading);

    // A footer link 2,000 px down: the new page starts at its top.
    const privacy = page
      .getByRole("contentinfo")
      .getByRole("link", { name: pl.footer.privacy, exact: true });
    await privacy.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/polityka-prywatnosci$/);
    await expectArrivalHeard(page, pl.pages.privacy.heading);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // The language switch: the same page in English, in English.
    const english = page
      .getByRole("navigation", { name: pl.header.languageSwitch })
      .getByRole("link", { name: /EN/ });
    await tabTo(page, english, "Tab", 120);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/en\/polityka-prywatnosci$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expectArrivalHeard(page, en.pages.privacy.heading);

    // Back: the Polish page again.
    await page.goBack({ waitUntil: "commit" });
    await expect(page).toHaveURL(/\/polityka-prywatnosci$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "pl");
    await expect(heading(page)).toHaveText(pl.pages.privacy.heading);
  });

  test("a card's link opens the article read from its start", async ({ page }) => {
    await page.goto("/en/blog");
    await waitForPageScript(page);
    const card = page.getByTestId("post-card").first().getByRole("link").first();
    await tabTo(page, card, "Tab", 120);
    const title = (await card.textContent()) ?? "";
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/en\/blog\/.+/);
    await expectArrivalHeard(page, title.trim());
  });
});

test.describe("the contact form", () => {
  test("an empty send puts the app's own messages on the fields and focus on the first", async ({
    page,
  }) => {
    await page.goto("/kontakt");
    await waitForIslands(page);
    const form = page.getByRole("form", { name: pl.contactForm.title });
    const name = form.getByLabel(pl.contactForm.name);
    const email = form.getByLabel(pl.contactForm.email);
    const message = form.getByLabel(pl.contactForm.message);
    await tabTo(page, form.getByRole("button", { name: pl.contactForm.submit }), "Tab", 120);
    await page.keyboard.press("Enter");

    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription(pl.fieldErrors.required.name);
    await expect(email).toHaveAccessibleDescription(pl.fieldErrors.required.email);
    await expect(message).toHaveAccessibleDescription(pl.fieldErrors.required.message);
    await expect(form.getByText(pl.fieldErrors.required.name)).toBeVisible();
    await expect(form.getByLabel(pl.contactForm.company)).not.toHaveAttribute("aria-invalid");

    // Mending the name and sending again moves focus on to the next wrong field.
    await page.keyboard.type("Jan Kowalski");
    await expect(name).not.toHaveAttribute("aria-invalid");
    await email.fill("jan@x");
    await message.fill("Za mało");
    await form.getByRole("button", { name: pl.contactForm.submit }).press("Enter");
    await expect(email).toBeFocused();
    await expect(email).toHaveAccessibleDescription(pl.fieldErrors.invalidEmail);
    await expect(message).toHaveAccessibleDescription(pl.fieldErrors.tooShort.message);
    await expect(name).not.toHaveAttribute("aria-invalid");
  });

  test("a field the server refuses gets its message and focus, in English on English pages", async ({
    page,
    browserErrors,
  }) => {
    await page.route(contactPath, (route) =>
      route.fulfill({
        status: 422,
        json: { message: "Please check these fields: email.", fields: { Email: "invalid-email" } },
      }),
    );
    await page.goto("/en/kontakt");
    await waitForIslands(page);
    const form = page.getByRole("form", { name: en.contactForm.title });
    await form.getByLabel(en.contactForm.name).fill("Jane Smith");
    await form.getByLabel(en.contactForm.email).fill("jane@company.example");
    await form.getByLabel(en.contactForm.message).fill("A new website for our bakery, please.");
    await form.getByRole("button", { name: en.contactForm.submit }).press("Enter");

    const email = form.getByLabel(en.contactForm.email);
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription(en.fieldErrors.invalidEmail);
    expectedFailure(browserErrors, "422 (Unprocessable Entity)");
  });

  test("focus stays on the send button while sending and after the confirmation", async ({
    page,
  }) => {
    const { released, release } = held();
    await page.route(contactPath, async (route) => {
      await released;
      await route.fulfill({ status: 201, json: { id: crypto.randomUUID() } });
    });
    await page.goto("/kontakt");
    await waitForIslands(page);
    const form = await fillContact(page, pl);
    await form.getByRole("button", { name: pl.contactForm.submit }).press("Enter");

    const sending = form.getByRole("button", { name: pl.contactForm.sending });
    await expect(sending).toBeFocused();
    await expect(sending).toHaveAttribute("aria-disabled", "true");
    release();
    await expect(page.getByText(pl.contactForm.successTitle, { exact: true })).toBeVisible();
    await expect(form.getByRole("button", { name: pl.contactForm.submit })).toBeFocused();
  });

  test("a server failure shows the form's own message, not the server's, in both languages", async ({
    page,
    browserErrors,
  }) => {
    await page.route(contactPath, (route) =>
      route.fulfill({ status: 500, json: { message: "Internal error" } }),
    );
    for (const [path, t] of [
      ["/kontakt", pl],
      ["/en/kontakt", en],
    ] as const) {
      await page.goto(path);
      await waitForIslands(page);
      const form = await fillContact(page, t);
      await form.getByRole("button", { name: t.contactForm.submit }).click();
      await expect(page.getByText(t.contactForm.errorText, { exact: true })).toBeVisible();
      await expect(page.getByText("Internal error")).toHaveCount(0);
    }
    expectedFailure(browserErrors, "500 (Internal Server Error)");
  });
});

test.describe("the toast", () => {
  test("is labelled in the page's language, and Escape gives focus back to where it was", async ({
    page,
    browserErrors,
  }) => {
    await page.route(contactPath, (route) =>
      route.fulfill({ status: 500, json: { message: "Internal error" } }),
    );
    await page.goto("/kontakt");
    await waitForIslands(page);
    const form = await fillContact(page, pl);
    const submit = form.getByRole("button", { name: pl.contactForm.submit });
    await submit.press("Enter");
    await expect(page.getByText(pl.contactForm.errorText, { exact: true })).toBeVisible();
    await expect(page.getByRole("region", { name: "Powiadomienia (F8)" })).toBeAttached();

    await page.keyboard.press("F8");
    await expect(
      page.getByRole("region", { name: "Powiadomienia (F8)" }).locator(":focus"),
    ).toHaveCount(1);
    await page.keyboard.press("Escape");
    await expect(page.getByText(pl.contactForm.errorText, { exact: true })).toHaveCount(0);
    await expect(submit).toBeFocused();
    expectedFailure(browserErrors, "500 (Internal Server Error)");
  });
});

test.describe("the newsletter", () => {
  test("a wrong address is said on the field, which keeps focus while the sign-up is sent", async ({
    page,
  }) => {
    const { released, release } = held();
    await page.route(newsletterPath, async (route) => {
      await released;
      await route.fulfill({ status: 201, json: {} });
    });
    await page.goto("/");
    await waitForIslands(page);
    const form = page.getByRole("form", { name: pl.newsletter.formLabel });
    const email = form.getByLabel(pl.newsletter.email);
    await email.fill("ewa@");
    await email.press("Enter");
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription(pl.fieldErrors.invalidEmail);

    await email.fill("ewa@example.com");
    await email.press("Enter");
    await expect(email).toHaveAttribute("aria-disabled", "true");
    await expect(email).toBeFocused();
    release();
    await expect(form.getByRole("status")).toContainText(pl.newsletter.success);
    await expect(email).toBeFocused();
    await expect(email).not.toHaveAttribute("aria-invalid");
  });
});

test.describe("focus is never dropped", () => {
  test("the scroll-to-top button hands focus to the page's heading as it hides", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/uslugi");
    await waitForPageScript(page);
    await page.mouse.wheel(0, 1500);
    const button = page.getByRole("button", { name: pl.scrollToTop });
    await expect(button).toBeVisible();
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(button).toHaveCount(0);
    await expect(heading(page)).toBeFocused();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("card links show a focus ring, not just a border colour", async ({ page }) => {
    await page.goto("/blog");
    await waitForPageScript(page);
    const card = page.getByTestId("post-card").first();
    await tabTo(page, card.getByRole("link").first(), "Tab", 120);
    const outline = await card.evaluate((element) => {
      const style = getComputedStyle(element);
      return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) };
    });
    expect(outline.style).toBe("solid");
    expect(outline.width).toBeGreaterThanOrEqual(2);
  });

  test("the portfolio's filter is followed by its result count, read out", async ({ page }) => {
    await page.goto("/en/portfolio");
    await waitForPageScript(page);
    const count = page.getByTestId("found-count");
    await expect(count).toHaveAttribute("aria-live", "polite");
    await page.getByRole("radio", { name: en.portfolioPage.categories.branding }).check();
    await expect(count).toHaveText(/^\d+ projects? found$/);
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test("the open menu is the only thing heard, and following its link opens a new document like any other", async ({
    page,
  }) => {
    await page.goto("/blog");
    await waitForPageScript(page);
    const open = page.getByRole("button", { name: pl.header.openMenu });
    await tabTo(page, open);
    await page.keyboard.press("Enter");
    const menu = page.getByRole("dialog", { name: pl.header.mobileMenuTitle });
    await expect(menu).toBeVisible();
    await expect(menu).toHaveAttribute("aria-modal", "true");
    // The page behind the menu is out of the accessibility tree: no landmark, no live region.
    await expect(page.getByRole("main")).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(open).toBeFocused();
    await expect(page.getByRole("main")).toHaveCount(1);

    await page.keyboard.press("Enter");
    const team = menu.getByRole("link", { name: pl.nav.team });
    await tabTo(page, team);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/zespol$/);
    await expect(menu).toHaveCount(0);
    await expectArrivalHeard(page, pl.pages.team.heading);
  });
});

test.describe("languages", () => {
  test("English chrome on a Polish-only article is not marked as Polish", async ({ page }) => {
    await page.goto("/en/blog/projekt-logo-szczecin-ile-kosztuje-logo");
    await waitForPageScript(page);
    const pricing = page.getByRole("heading", { name: en.article.pricingHeading });
    await expect(pricing).toBeVisible();
    expect(
      await pricing.evaluate((element) => element.closest("[lang]")?.getAttribute("lang")),
    ).toBe("en");
    const body = page.getByTestId("article-body").locator(".article-body").first();
    await expect(body).toHaveAttribute("lang", "pl");
  });
});

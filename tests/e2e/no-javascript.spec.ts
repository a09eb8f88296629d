/**
 * With JavaScript switched off, in both languages: both forms deliver (the
 * thank-you page, the row stored, the mail queued) or come back with the input
 * and each error on its field, and the accordion, the FAQ, the menu and the
 * filters are usable. The browser's own HTML is the floor the app enhances.
 */
import type { Page } from "@playwright/test";
import { faqItems } from "../../content/faq.ts";
import { faqFilterLabels } from "../../content/faq-categories.ts";
import { projects } from "../../content/portfolio.ts";
import { services } from "../../content/services.ts";
import { dictionaries } from "../../shared/i18n/dictionaries/index.ts";
import { type Lang, localizePath } from "../../shared/lang.ts";
import { expect, test } from "../support/fixtures.ts";
import { type FormsServer, startFormsServer, stored } from "../support/forms-server.ts";

test.use({ javaScriptEnabled: false });

const languages: Lang[] = ["pl", "en"];

function contactForm(page: Page, lang: Lang) {
  return page.getByRole("form", { name: dictionaries[lang].contactForm.title });
}

test.describe("forms with scripts off", () => {
  test.describe.configure({ mode: "serial" });
  let server: FormsServer | undefined;
  const at = (path: string) => `${server?.url}${path}`;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    // The real minimum fill times; forms posted without a script have their own allowance.
    server = await startFormsServer("no-js-e2e", {
      FORM_MIN_FILL_MS: "",
      FORM_RATE_LIMIT_IP_SCRIPTLESS: "10",
    });
  });

  test.afterAll(async () => {
    await server?.dispose();
  });

  for (const lang of languages) {
    const t = dictionaries[lang];

    test(`${lang}: a refused contact form comes back with the input kept and each error on its field`, async ({
      page,
    }) => {
      await page.goto(at(localizePath("/kontakt", lang)));
      const form = contactForm(page, lang);
      await form.getByLabel(t.contactForm.subject).selectOption("audit");
      await form.getByLabel(t.contactForm.name).fill("Al");
      await form.getByLabel(t.contactForm.email).fill("al@firma");
      await form.getByLabel(t.contactForm.message).fill("Krótko");
      const [response] = await Promise.all([
        page.waitForResponse((answer) => answer.request().method() === "POST"),
        form.getByRole("button", { name: t.contactForm.submit }).click(),
      ]);
      expect(response.status()).toBe(422);
      const again = contactForm(page, lang);
      await expect(again.getByRole("alert")).toContainText(t.formApi.invalid);
      const name = again.getByLabel(t.contactForm.name);
      await expect(name).toHaveValue("Al");
      await expect(name).toHaveAttribute("aria-invalid", "true");
      await expect(name).toHaveAccessibleDescription(t.fieldErrors.tooShort.name);
      await expect(name).toBeFocused();
      const email = again.getByLabel(t.contactForm.email);
      await expect(email).toHaveValue("al@firma");
      await expect(email).toHaveAccessibleDescription(t.fieldErrors.invalidEmail);
      const message = again.getByLabel(t.contactForm.message);
      await expect(message).toHaveValue("Krótko");
      await expect(message).toHaveAccessibleDescription(t.fieldErrors.tooShort.message);
      await expect(again.getByLabel(t.contactForm.subject)).toHaveValue("audit");
      await expect(again.getByLabel(t.contactForm.company)).not.toHaveAttribute("aria-invalid");
    });

    test(`${lang}: the contact form delivers a lead and lands on the thank-you page`, async ({
      page,
    }) => {
      await page.goto(at(localizePath("/kontakt?audit=free", lang)));
      const form = contactForm(page, lang);
      await expect(form.getByLabel(t.contactForm.subject)).toHaveValue("audit");
      await form.getByLabel(t.contactForm.name).fill(`Zofia Wrona (${lang})`);
      await form.getByLabel(t.contactForm.email).fill(`zofia.${lang}@kawiarnia.pl`);
      await form
        .getByLabel(t.contactForm.message)
        .fill("Chcemy strony z menu i rezerwacją stolików.");
      await form.getByRole("button", { name: t.contactForm.submit }).click();
      await expect(page).toHaveURL(new RegExp(`${localizePath("/kontakt/dziekujemy", lang)}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.contactForm.successTitle);
      await expect(page.getByText(t.contactForm.successText)).toBeVisible();
    });

    test(`${lang}: a refused newsletter address comes back with it and its error`, async ({
      page,
    }) => {
      await page.goto(at(localizePath("/", lang)));
      const form = page.getByRole("form", { name: t.newsletter.formLabel });
      await form.getByLabel(t.newsletter.email).fill("bez-malpy.pl");
      await form.getByRole("button", { name: t.newsletter.submit }).click();
      const again = page.getByRole("form", { name: t.newsletter.formLabel });
      const email = again.getByLabel(t.newsletter.email);
      await expect(email).toHaveValue("bez-malpy.pl");
      await expect(email).toHaveAttribute("aria-invalid", "true");
      await expect(email).toHaveAccessibleDescription(t.fieldErrors.invalidEmail);
      await expect(email).toBeFocused();
    });

    test(`${lang}: the newsletter stores a pending sign-up and lands on its thank-you page`, async ({
      page,
    }) => {
      await page.goto(at(localizePath("/", lang)));
      const form = page.getByRole("form", { name: t.newsletter.formLabel });
      await form.getByLabel(t.newsletter.email).fill(`jan.${lang}@hurtownia.pl`);
      await form.getByRole("button", { name: t.newsletter.submit }).click();
      await expect(page).toHaveURL(new RegExp(`${localizePath("/newsletter/dziekujemy", lang)}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.newsletter.success);
    });
  }

  test("each delivery stored one row in its language, with its mail queued", async () => {
    await server?.stop();
    const { leads, subscribers, outbox } = await stored(server?.dataDir ?? "");
    expect(leads.map((lead) => [lead.name, lead.lang, lead.page])).toEqual([
      ["Zofia Wrona (pl)", "pl", "/kontakt"],
      ["Zofia Wrona (en)", "en", "/en/kontakt"],
    ]);
    expect(leads[0]?.message).toBe(
      `${dictionaries.pl.contactForm.subjectPrefix} ${dictionaries.pl.contactForm.subjects.audit}\n\nChcemy strony z menu i rezerwacją stolików.`,
    );
    expect(
      subscribers.map((subscriber) => [subscriber.email, subscriber.lang, subscriber.status]),
    ).toEqual([
      ["jan.pl@hurtownia.pl", "pl", "pending"],
      ["jan.en@hurtownia.pl", "en", "pending"],
    ]);
    expect(subscribers.map((subscriber) => subscriber.consentPage)).toEqual(["/", "/en"]);
    expect(outbox.pending).toBe(4);
  });
});

test.describe("controls with scripts off", () => {
  test("the services accordion opens the chosen service and closes the first", async ({ page }) => {
    await page.goto("/uslugi");
    const items = page.getByTestId("services-item");
    await expect(page.getByText(services[0]?.details.pl ?? "missing")).toBeVisible();
    await items.nth(2).locator("summary").click();
    await expect(page.getByText(services[2]?.details.pl ?? "missing")).toBeVisible();
    await expect(page.getByText(services[0]?.details.pl ?? "missing")).toBeHidden();
  });

  test("the FAQ filters by category and opens a question", async ({ page }) => {
    await page.goto("/en");
    const faq = page.locator("#faq");
    await faq
      .getByRole("radio", { name: new RegExp(faqFilterLabels["video-fotografia"].en) })
      .check();
    const video = faqItems.filter((item) => item.category === "video-fotografia");
    const shown = faq.getByTestId("faq-item").filter({ visible: true });
    await expect(shown).toHaveCount(video.length);
    const first = video[0];
    if (!first) throw new Error("no video question");
    await expect(faq.getByText(first.answer.en)).toBeHidden();
    await shown.first().locator("summary").click();
    await expect(faq.getByText(first.answer.en)).toBeVisible();
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 800 } });

    test("the menu opens, leads to a page and closes with Escape", async ({ page }) => {
      const t = dictionaries.en;
      await page.goto("/en/blog");
      await page.getByRole("button", { name: t.header.openMenu }).click();
      const menu = page.getByRole("dialog", { name: t.header.mobileMenuTitle });
      await expect(menu).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await page.getByRole("button", { name: t.header.openMenu }).click();
      await menu.getByRole("link", { name: t.nav.team }).click();
      await expect(page).toHaveURL(/\/en\/zespol$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.pages.team.heading);
    });
  });

  test("the blog's search and category are sent with the form's button and answered by the server", async ({
    page,
  }) => {
    const t = dictionaries.pl;
    await page.goto("/blog");
    await page.getByLabel(t.blog.searchLabel).fill("logo");
    await page.getByRole("radio", { name: "Branding", exact: true }).check();
    await page.getByRole("button", { name: t.filters.apply }).click();
    await expect(page).toHaveURL(/\/blog\?q=logo&view=grid&category=branding$/);
    await expect(page.getByLabel(t.blog.searchLabel)).toHaveValue("logo");
    await expect(page.getByRole("radio", { name: "Branding", exact: true })).toBeChecked();
    await expect(page.getByTestId("found-count")).toContainText("„logo”");
    const cards = page.getByTestId("post-list").locator("> li");
    expect(await cards.count()).toBeGreaterThan(0);
  });

  test("the portfolio's category is sent with the form's button and answered by the server", async ({
    page,
  }) => {
    const t = dictionaries.pl;
    await page.goto("/portfolio");
    await page.getByRole("radio", { name: t.portfolioPage.categories.web }).check();
    await page.getByRole("button", { name: t.filters.apply }).click();
    await expect(page).toHaveURL(/\/portfolio\?category=web$/);
    const web = projects.filter((project) => project.category === "web");
    await expect(page.getByTestId("portfolio-grid").locator("> li")).toHaveCount(web.length);
  });
});

/**
 * The eager visitor: the page is on screen, but its scripts are slow to come
 * (each held back 3 s) and the phone is slow (the CPU throttled 4×). Whatever
 * they type or tap in that window is still there, and has taken effect exactly
 * once, when the app has started; a form sent in it is delivered exactly once.
 */
import type { Page } from "@playwright/test";
import { faqItems } from "../../content/faq.ts";
import { faqFilterLabels } from "../../content/faq-categories.ts";
import { projects } from "../../content/portfolio.ts";
import { services } from "../../content/services.ts";
import { dictionaries } from "../../shared/i18n/dictionaries/index.ts";
import { servedSrc } from "../support/artwork.ts";
import { expect, spoken, test, waitForPageScript } from "../support/fixtures.ts";
import { type FormsServer, startFormsServer, stored } from "../support/forms-server.ts";

const pl = dictionaries.pl;
const HOLD_MS = 3000;

/** Every script of the page held back, the CPU slowed: the app starts many seconds after the first paint. */
async function slowStart(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.route(/\/assets\/[^?]*\.js(\?.*)?$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
    await route.continue();
  });
}

/** What the test did so far happened before the page's own script ran. */
async function expectAppNotStarted(page: Page) {
  expect(await page.evaluate(() => document.documentElement.dataset.pageScript)).toBeUndefined();
}

/** What the test did so far happened before the form's island hydrated (its code is late too). */
async function expectFormNotHydrated(page: Page) {
  await expect(page.locator('astro-island[component-url*="form-island"]:not([ssr])')).toHaveCount(
    0,
  );
}

/**
 * Typed as a person types, key by key, into the contact form's field: some 15 keys a
 * second, so the whole form takes a person's time (at 50 a second it was sent 2.5 s in,
 * under the contact form's real 3 s minimum, and quietly dropped as a bot's).
 */
async function type(page: Page, label: string, text: string) {
  await page
    .getByRole("form", { name: pl.contactForm.title })
    .getByLabel(label)
    .pressSequentially(text, { delay: 65 });
}

test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await slowStart(page);
});

test("what a visitor types into the contact form before the app starts is still there, with focus, once it runs", async ({
  page,
}) => {
  await page.goto("/kontakt", { waitUntil: "commit" });
  const form = page.getByRole("form", { name: pl.contactForm.title });
  await form.getByLabel(pl.contactForm.subject).selectOption("quote");
  await type(page, pl.contactForm.name, "Ewa Kowalczyk");
  await type(page, pl.contactForm.email, "ewa@kwiaciarnia.pl");
  await type(page, pl.contactForm.company, "Kwiaciarnia Róża");
  await type(page, pl.contactForm.message, "Potrzebujemy sklepu internetowego z dostawą.");
  await expectFormNotHydrated(page);

  await expect(
    page.locator('astro-island[component-url*="contact-form-island"]'),
  ).not.toHaveAttribute("ssr", "", { timeout: 60_000 });
  await expect(form.getByLabel(pl.contactForm.subject)).toHaveValue("quote");
  await expect(form.getByLabel(pl.contactForm.name)).toHaveValue("Ewa Kowalczyk");
  await expect(form.getByLabel(pl.contactForm.email)).toHaveValue("ewa@kwiaciarnia.pl");
  await expect(form.getByLabel(pl.contactForm.company)).toHaveValue("Kwiaciarnia Róża");
  const message = form.getByLabel(pl.contactForm.message);
  await expect(message).toHaveValue("Potrzebujemy sklepu internetowego z dostawą.");
  await expect(message).toBeFocused();
});

test("on the home page, an address typed, a service card and an FAQ category chosen before the app starts all stand once it runs", async ({
  page,
}) => {
  await page.goto("/", { waitUntil: "commit" });
  const newsletter = page.getByRole("form", { name: pl.newsletter.formLabel });
  await newsletter.getByLabel(pl.newsletter.email).pressSequentially("marta@salon.pl");
  const third = services[2];
  if (!third) throw new Error("no third service");
  const cards = page.getByTestId("service-card");
  await cards.nth(2).locator("summary").click();
  const faq = page.locator("#faq");
  await faq
    .getByRole("radio", { name: new RegExp(spoken(faqFilterLabels["branding-logo"].pl)) })
    .check();
  await expectAppNotStarted(page);

  await waitForPageScript(page);
  await expect(newsletter.getByLabel(pl.newsletter.email)).toHaveValue("marta@salon.pl");
  await expect(cards.nth(2).locator("details")).toHaveAttribute("open", "");
  await expect(page.getByText(third.details.pl)).toBeVisible();
  await expect(page.locator("[data-testid=service-card] details[open]")).toHaveCount(1);
  const branding = faqItems.filter((item) => item.category === "branding-logo");
  await expect(faq.getByTestId("faq-item").filter({ visible: true })).toHaveCount(branding.length);
});

test("the third service opened before the app starts is the one open once it runs", async ({
  page,
}) => {
  await page.goto("/uslugi", { waitUntil: "commit" });
  const items = page.getByTestId("services-item");
  await items.nth(2).locator("summary").click();
  await expectAppNotStarted(page);

  await waitForPageScript(page);
  await expect(items.nth(2).locator("details")).toHaveAttribute("open", "");
  await expect(items.nth(0).locator("details")).not.toHaveAttribute("open", "");
  const image = page.getByTestId("services-image").filter({ visible: true }).locator("img");
  await expect(image).toHaveAttribute("src", servedSrc(services[2]?.image.src ?? "missing"));
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test("the menu opened before the app starts stays open, and becomes modal, once it runs", async ({
    page,
  }) => {
    await page.goto("/blog", { waitUntil: "commit" });
    await page.getByRole("button", { name: pl.header.openMenu }).click();
    const menu = page.getByRole("dialog", { name: pl.header.mobileMenuTitle });
    await expect(menu).toBeVisible();
    await expectAppNotStarted(page);

    await waitForPageScript(page);
    await expect(menu).toBeVisible();
    await expect(menu).toHaveAttribute("aria-modal", "true");
    await expect(page.getByRole("main")).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("main")).toHaveCount(1);
  });
});

test("a portfolio category chosen before the app starts is applied once it runs", async ({
  page,
}) => {
  await page.goto("/portfolio", { waitUntil: "commit" });
  await page.getByRole("radio", { name: pl.portfolioPage.categories.branding }).check();
  await expectAppNotStarted(page);

  await waitForPageScript(page);
  await expect(page).toHaveURL(/\/portfolio\?category=branding$/);
  const branding = projects.filter((project) => project.category === "branding");
  await expect(page.getByTestId("portfolio-grid").locator("> li")).toHaveCount(branding.length);
  await expect(
    page.getByRole("radio", { name: pl.portfolioPage.categories.branding }),
  ).toBeChecked();
});

test("a blog search, category and view chosen before the app starts are applied once it runs", async ({
  page,
}) => {
  await page.goto("/blog", { waitUntil: "commit" });
  await page.getByLabel(pl.blog.searchLabel).pressSequentially("logo");
  await page.getByRole("radio", { name: "Branding", exact: true }).check();
  await page.getByRole("radio", { name: pl.blog.viewList }).check();
  await expectAppNotStarted(page);

  await waitForPageScript(page);
  await expect(page).toHaveURL(/\/blog\?q=logo&category=branding&view=list$/);
  await expect(page.getByLabel(pl.blog.searchLabel)).toHaveValue("logo");
  await expect(page.getByTestId("post-list")).toHaveAttribute("data-view", "list");
  await expect(page.getByTestId("found-count")).toContainText("„logo”");
});

test.describe("cookie settings", () => {
  test.use({ consent: "declined", measured: true });

  test("pressed as soon as the page's script runs, they open the banner, once", async ({
    page,
  }) => {
    await page.goto("/zespol", { waitUntil: "commit" });
    await waitForPageScript(page);
    await page.getByRole("button", { name: pl.footer.cookieSettings }).click();
    const banner = page.getByRole("region", { name: pl.cookies.title });
    await expect(banner).toBeVisible();
    await expect(banner).toHaveCount(1);
  });
});

test.describe("forms sent before the app starts", () => {
  test.describe.configure({ mode: "serial" });
  let server: FormsServer | undefined;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    // The real minimum fill times: the eager visitor is still a person.
    server = await startFormsServer("eager-e2e", { FORM_MIN_FILL_MS: "" });
  });

  test.afterAll(async () => {
    await server?.dispose();
  });

  test("a contact form sent twice in a row before the app starts lands on the thank-you page", async ({
    page,
  }) => {
    await page.goto(`${server?.url}/kontakt`, { waitUntil: "commit" });
    await type(page, pl.contactForm.name, "Piotr Zając");
    await type(page, pl.contactForm.email, "piotr@warsztat-zajac.pl");
    await type(page, pl.contactForm.message, "Proszę o wycenę strony dla warsztatu samochodowego.");
    await expectFormNotHydrated(page);
    await page.getByRole("button", { name: pl.contactForm.submit }).dblclick();
    await expect(page).toHaveURL(/\/kontakt\/dziekujemy$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pl.contactForm.successTitle);
  });

  test("a newsletter sign-up sent before the app starts lands on its thank-you page", async ({
    page,
  }) => {
    await page.goto(`${server?.url}/`, { waitUntil: "commit" });
    const form = page.getByRole("form", { name: pl.newsletter.formLabel });
    await form.getByLabel(pl.newsletter.email).pressSequentially("agata@pracownia.pl", {
      delay: 100,
    });
    await expectAppNotStarted(page);
    await form.getByRole("button", { name: pl.newsletter.submit }).click();
    await expect(page).toHaveURL(/\/newsletter\/dziekujemy$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pl.newsletter.success);
  });

  test("exactly one lead and one pending subscriber are stored, each with its mail queued", async () => {
    await server?.stop();
    const { leads, subscribers, outbox } = await stored(server?.dataDir ?? "");
    expect(leads.map((lead) => [lead.name, lead.email, lead.lang])).toEqual([
      ["Piotr Zając", "piotr@warsztat-zajac.pl", "pl"],
    ]);
    expect(leads[0]?.page).toBe("/kontakt");
    expect(subscribers.map((subscriber) => [subscriber.email, subscriber.status])).toEqual([
      ["agata@pracownia.pl", "pending"],
    ]);
    expect(outbox.pending).toBe(2);
  });
});

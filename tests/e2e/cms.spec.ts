/**
 * The agency edits its own site in the real Decap CMS at /admin, in local
 * mode: decap-server writes into a throw-away copy of the repository
 * (tests/support/cms-repository.ts), never into the working tree. A marketer
 * adds an article in Polish and English with a cover, changes an FAQ answer
 * and a price, seeing the article and the answer previewed in the site's own
 * styles; the copy is built, and the new article's pages, the RSS feed,
 * the sitemap and every page that states the price show the change. The
 * editor refuses, with a message naming the field, an article without its
 * English title and a price whose upper end is below its lower end.
 */
import { readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { expect, type Locator, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { cmsProxyPort } from "../../playwright.config.ts";
import { typesetPolish } from "../../shared/typography.ts";
import { type CmsRepository, createCmsRepository } from "../support/cms-repository.ts";

test.describe.configure({ mode: "serial" });
// Saving through the editor, then building the copy once: a few minutes on a busy machine.
test.setTimeout(240_000);
// No step of the editor should wait long; a missing field fails at once rather than at the end.
test.use({ actionTimeout: 20_000 });

let repository: CmsRepository;

test.beforeAll(async () => {
  repository = await createCmsRepository(cmsProxyPort);
});

test.afterAll(async () => {
  await repository?.dispose();
});

const slug = "edycja-strony-bez-programisty";
const polishTitle = "Edycja strony bez programisty: teksty, ceny i artykuły w panelu";
const englishTitle = "Editing a website without a developer: copy, prices and articles";
const faqQuestion = "Czy będę mógł samodzielnie edytować stronę?";
const faqAnswer =
  "Tak. Teksty, ceny, pytania i artykuły zmieniasz w panelu pod /admin, a strona przebudowuje się sama po zapisie.";

/** A body of `sentences` sentences: long enough for a read time of a few minutes. */
function body(sentence: string, sentences: number): string {
  return Array.from({ length: sentences }, (_, index) =>
    index % 8 === 7 ? `${sentence}\n\n## ${index}. część\n\n` : `${sentence} `,
  ).join("");
}

const polishBody = body(
  "Panel edycji pozwala zmienić tekst, cenę albo pytanie bez pisania kodu i bez czekania na programistę, a każda zmiana trafia do repozytorium jako osobny zapis.",
  28,
);
const englishBody = body(
  "The editing panel lets you change a text, a price or a question without writing code or waiting for a developer, and every change lands in the repository as its own commit.",
  26,
);

async function signIn(page: Page, hash: string): Promise<void> {
  // Leaving an entry with unsaved changes asks first: the marketer answers yes.
  page.on("dialog", (dialog) => void dialog.accept());
  await page.goto("/admin");
  await page.getByRole("button", { name: "Zaloguj się" }).click();
  await expect(page.getByRole("link", { name: "Artykuły" })).toBeVisible();
  await open(page, hash);
}

/** An entry of the editor, loaded afresh (the sign-in stays in the browser). */
async function open(page: Page, hash: string): Promise<void> {
  await page.goto("about:blank");
  await page.goto(`/admin#${hash}`);
}

/** The offer's form, once its figures are in it. */
async function openOffer(page: Page): Promise<void> {
  await open(page, "/collections/offer/entries/offer");
  await expect(field(page, "Rok cennika (year)").getByRole("spinbutton")).toHaveValue("2026");
}

/** The save: Decap's "Opublikuj" menu, "Opublikuj teraz". */
async function publish(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Opublikuj", exact: true }).click();
  await page.getByRole("menuitem", { name: "Opublikuj teraz" }).click();
}

async function expectRefused(page: Page, message: string): Promise<void> {
  await expect(page.getByText(`Nie udało się zapisać pozycji: ${message}`)).toBeVisible();
}

async function choose(pane: Locator, page: Page, label: string, option: string): Promise<void> {
  await pane.getByLabel(label).click();
  await page.getByText(option, { exact: true }).click();
}

/** The Markdown body: Decap's raw editor, a text box of its own. */
async function writeBody(pane: Locator, text: string): Promise<void> {
  const editor = pane.getByLabel("markdown field").getByRole("textbox");
  await editor.click();
  await editor.fill(text);
}

async function fillPolish(page: Page, pane: Locator, cover: string): Promise<void> {
  await pane.getByLabel("Numer artykułu (id)").fill("42");
  await pane.getByLabel("Adres /blog/… (slug)").fill(slug);
  await pane.getByLabel("Tytuł (title)", { exact: true }).fill(polishTitle);
  await pane
    .getByLabel("Zajawka (excerpt)")
    .fill(
      "Jak agencja z Szczecina zmienia teksty, ceny i artykuły na swojej stronie w panelu, bez programisty i bez przestojów.",
    );
  await choose(pane, page, "Autor (author)", "Karolina Zielińska");
  await choose(pane, page, "Kategoria (category)", "Wskazówki");
  await pane.getByRole("button", { name: "Dodaj tagi (tags)" }).click();
  await pane.getByLabel("Tag", { exact: true }).fill("panel edycji");
  await pane.getByLabel("Data publikacji (publishedAt)").fill("2026-11-20T09:00");
  // A new article: updated when published, so no note of what changed is asked for.
  await pane.getByLabel("Data aktualizacji (updatedAt)").fill("2026-11-20T09:00");

  await pane.getByRole("button", { name: "Wybierz zdjęcie" }).click();
  await page.locator('input[type="file"]').setInputFiles(cover);
  await page.getByRole("button", { name: "Wybierz zaznaczone" }).click();

  await pane.getByLabel("Tytuł w Google (title)").fill("Edycja strony bez programisty w panelu");
  await pane
    .getByLabel("Opis w Google (description)")
    .fill("Jak zmieniać teksty, ceny i artykuły na stronie firmowej w panelu, bez programisty.");
  await pane.getByRole("button", { name: "Dodaj słowa kluczowe (keywords)" }).click();
  await pane.getByLabel("Słowo kluczowe", { exact: true }).fill("edycja strony");
  await writeBody(pane, polishBody);
}

async function fillEnglish(pane: Locator, withTitle: boolean): Promise<void> {
  if (withTitle) await pane.getByLabel("Tytuł (title)", { exact: true }).fill(englishTitle);
  await pane
    .getByLabel("Zajawka (excerpt)")
    .fill(
      "How an agency from Szczecin changes the copy, prices and articles of its website in a panel, without a developer.",
    );
  await pane.getByLabel("Tytuł w Google (title)").fill("Editing a website without a developer");
  await pane
    .getByLabel("Opis w Google (description)")
    .fill("How to change the copy, prices and articles of a company website in a panel.");
  await pane.getByRole("button", { name: "Dodaj słowa kluczowe (keywords)" }).click();
  await pane.getByLabel("Słowo kluczowe", { exact: true }).fill("website editing");
  await writeBody(pane, englishBody);
}

/** A field of the form with its label, as Decap draws it: the innermost one when fields nest. */
function field(page: Page, label: string): Locator {
  return page
    .locator('[class*="ControlContainer"]')
    .filter({ has: page.locator("label").getByText(label, { exact: true }) })
    .last();
}

/** The website's starting price in the offer's form, its group opened. */
async function websitePrice(page: Page): Promise<Locator> {
  await field(page, "Strona internetowa (website)")
    .getByRole("button", { name: "Expand" })
    .first()
    .click();
  return field(page, "Cena od (priceFrom) — zł netto");
}

/** A preview drawn with the site's own stylesheet: its typeface, which the editor's own styles lack. */
async function expectSiteTypeface(element: Locator): Promise<void> {
  expect(await element.evaluate((node) => getComputedStyle(node).fontFamily)).toContain(
    "Bricolage Grotesque",
  );
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

test("the editor refuses an article without its English title and a price whose upper end is below its lower end, saving neither", async ({
  page,
}, testInfo) => {
  const cover = testInfo.outputPath("okladka.svg");
  await writeFile(
    cover,
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675"><rect width="1200" height="675" fill="#0f766e"/></svg>',
  );
  await signIn(page, "/collections/blog/new");
  await fillPolish(page, page.locator(".Pane1"), cover);
  await fillEnglish(page.locator(".Pane2"), false);
  await publish(page);
  await expectRefused(
    page,
    "Popraw przed zapisem — Po angielsku (en) › Tytuł (title): to pole jest wymagane",
  );
  expect(await exists(path.join(repository.dir, "content/blog", slug))).toBe(false);

  const offerFile = path.join(repository.dir, "content/entries/offer.json");
  const offerBefore = await readFile(offerFile, "utf8");
  await openOffer(page);
  const price = await websitePrice(page);
  await price.getByLabel("Górna granica (max) (opcjonalne)").fill("900");
  await publish(page);
  await expectRefused(
    page,
    "Popraw przed zapisem — Strona internetowa (website) › Cena od (priceFrom) › Górna granica (max): górna granica musi być większa od dolnej (min); przy jednej liczbie zostaw ją pustą",
  );
  expect(await readFile(offerFile, "utf8")).toBe(offerBefore);
});

test("an article in Polish and English with a cover and an FAQ answer, previewed in the site's styles, and a price saved in the editor reach the built pages, the RSS feed and the sitemap", async ({
  page,
}, testInfo) => {
  // A photo, as a marketer uploads one: the build makes WebP widths only of the site's own SVG artwork.
  const cover = testInfo.outputPath("okladka.png");
  await sharp({ create: { width: 1200, height: 675, channels: 3, background: "#0f766e" } })
    .png()
    .toFile(cover);
  await signIn(page, "/collections/blog/new");
  await fillPolish(page, page.locator(".Pane1"), cover);
  await fillEnglish(page.locator(".Pane2"), true);
  await page.getByTitle("Przełącz podgląd").click();
  const preview = page.frameLocator("iframe").first();
  await expect(preview.locator('[data-preview-lang="pl"] h1')).toHaveText(polishTitle);
  await expect(preview.locator('[data-preview-lang="en"] h1')).toHaveText(englishTitle);
  await expectSiteTypeface(preview.locator('[data-preview-lang="en"] h1'));
  await publish(page);
  await expect(page.getByText("Pozycja zapisana")).toBeVisible();
  const article = path.join(repository.dir, "content/blog", slug);
  await expect.poll(() => exists(path.join(article, "index.en.md"))).toBe(true);
  expect(await readFile(path.join(article, "index.pl.md"), "utf8")).toContain(polishTitle);

  await open(page, "/collections/faq/entries/faq");
  const item = page
    .locator('[class*="ListItem"]')
    .filter({ has: page.getByText(faqQuestion, { exact: true }) })
    .last();
  // The first button of an item's bar opens it.
  await item.getByRole("button").first().click();
  await item
    .locator('[class*="ControlContainer"]')
    .filter({ has: page.locator("label").getByText("Odpowiedź (answer)", { exact: true }) })
    .last()
    .getByLabel("po polsku (pl)")
    .fill(faqAnswer);
  const faqPreview = page.frameLocator("iframe").first().locator('[data-preview-lang="pl"]');
  await expect(faqPreview.getByText(faqAnswer)).toBeVisible();
  await expectSiteTypeface(faqPreview.getByText(faqAnswer));
  await publish(page);
  await expect(page.getByText("Pozycja zapisana")).toBeVisible();

  await openOffer(page);
  const price = await websitePrice(page);
  await price.getByLabel("Liczba lub dolna granica (min)").fill("1900");
  await publish(page);
  await expect(page.getByText("Pozycja zapisana")).toBeVisible();

  await repository.build();
  const built = (file: string) => readFile(path.join(repository.dir, "build/client", file), "utf8");

  const polishPage = await built(`blog/${slug}/index.html`);
  // The site sets Polish with its no-break spaces (shared/typography.ts).
  expect(polishPage).toContain(typesetPolish(polishTitle));
  expect(await built(`en/blog/${slug}/index.html`)).toContain(englishTitle);
  expect(await exists(path.join(repository.dir, "build/client/blog/covers/okladka.png"))).toBe(
    true,
  );
  // The banner shows the upload itself, with no widths that were never made.
  const banner = /<img[^>]*src="\/blog\/covers\/okladka\.png"[^>]*>/.exec(polishPage)?.[0];
  expect(banner).toBeDefined();
  expect(banner).not.toMatch(/srcset/i);
  expect(await built("blog/rss.xml")).toContain(`/blog/${slug}`);
  const sitemap = await built("sitemap.xml");
  expect(sitemap).toContain(`/blog/${slug}</loc>`);
  expect(sitemap).toContain(`/en/blog/${slug}</loc>`);

  const home = await built("index.html");
  expect(home).toContain(typesetPolish(faqAnswer));
  expect(home).toContain("kosztuje od około 1900\u00a0zł netto");
  expect(await built("en/index.html")).toContain("starts at about 1,900\u00a0PLN net");
  for (const page of ["uslugi/index.html", "uslugi/strony-i-aplikacje-szczecin/index.html"]) {
    const html = await built(page);
    expect(html, page).toContain("1900\u00a0zł");
    expect(html, page).not.toContain("od ok. 1500\u00a0zł");
  }
});

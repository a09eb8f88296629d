/**
 * The contact form and the newsletter, end to end in Chromium: against a
 * production server of its own (on its own PGlite folder, so the rows can be
 * read back) and, for the failure messages and the exact request
 * shape, against the shared test server with the API stubbed by page.route.
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import type { Page, Request } from "@playwright/test";
import { site } from "../../content/site.ts";
import { parseCsv } from "../../server/cli/csv.ts";
import { en } from "../../shared/i18n/dictionaries/en.ts";
import { dictionaries } from "../../shared/i18n/dictionaries/index.ts";
import { expect, test, waitForIslands } from "../support/fixtures.ts";
import { type FormsServer, startFormsServer } from "../support/forms-server.ts";
import { awayAndBack } from "../support/history.ts";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");
const contactPath = `/api/form-endpoints/${site.forms.contact.endpointId}/submit`;
const newsletterPath = `/api/form-endpoints/${site.forms.newsletter.endpointId}/submit`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const contact = dictionaries.pl.contactForm;
const newsletter = dictionaries.pl.newsletter;

/** Failed requests that a test provokes on purpose make Chromium log them; only those are removed. */
function expectedFailures(errors: string[], ...texts: string[]) {
  for (let i = errors.length - 1; i >= 0; i--) {
    if (texts.some((text) => errors[i] === `console: Failed to load resource: ${text}`))
      errors.splice(i, 1);
  }
}

function contactForm(page: Page) {
  return page.getByRole("form", { name: contact.title });
}

function newsletterForm(page: Page) {
  return page.getByRole("form", { name: newsletter.formLabel });
}

async function fillContact(
  page: Page,
  values: { name: string; email: string; company?: string; message: string },
) {
  const form = contactForm(page);
  await form.getByLabel(contact.name).fill(values.name);
  await form.getByLabel(contact.email).fill(values.email);
  if (values.company !== undefined) await form.getByLabel(contact.company).fill(values.company);
  await form.getByLabel(contact.message).fill(values.message);
}

test.describe("with the real server and database", () => {
  test.describe.configure({ mode: "serial" });
  let origin = "";
  let dataDir = "";
  let server: FormsServer | undefined;

  test.beforeAll(async () => {
    // Starting waits for the server itself, as long as a loaded machine needs.
    test.setTimeout(240_000);
    server = await startFormsServer("forms-e2e");
    origin = server.url;
    dataDir = server.dataDir;
  });

  test.afterAll(async () => {
    await server?.dispose();
  });

  test("a visitor sends the contact form, sees the confirmation and the fields clear", async ({
    page,
  }) => {
    await page.goto(`${origin}/kontakt?audit=free`);
    await waitForIslands(page);
    const form = contactForm(page);
    await expect(form.getByLabel(contact.subject)).toHaveValue("audit");
    await fillContact(page, {
      name: "Łucja Żmijewska",
      email: "lucja@piekarnia-szczecin.pl",
      company: "Piekarnia „Pod Orłem”",
      message: "Chcemy odświeżyć logo i stronę przed otwarciem drugiego lokalu 🥐",
    });
    await form.getByRole("button", { name: contact.submit }).click();
    await expect(page.getByText(contact.successTitle, { exact: true })).toBeVisible();
    await expect(page.getByText(contact.successText, { exact: true })).toBeVisible();
    await expect(form.getByLabel(contact.name)).toHaveValue("");
    await expect(form.getByLabel(contact.message)).toHaveValue("");
  });

  test("a visitor signs up for the newsletter and sees the thank-you message", async ({ page }) => {
    await page.goto(`${origin}/`);
    await waitForIslands(page);
    const form = newsletterForm(page);
    await form.getByLabel(newsletter.email).fill("Marek.Nowak@przyklad.pl");
    await form.getByRole("button", { name: newsletter.submit }).click();
    // The thanks, then the request to confirm from the inbox.
    await expect(form.getByRole("status")).toHaveText(
      `${newsletter.success}${newsletter.confirmHint}`,
    );
    await expect(form.getByLabel(newsletter.email)).toHaveValue("");
  });

  test("the lead and the subscriber are in the database", async () => {
    await server?.stop();
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" };
    const leads = parseCsv(
      (await run(process.execPath, ["server/cli/cli.ts", "export", "leads"], { cwd: root, env }))
        .stdout,
    );
    expect(leads).toHaveLength(2);
    expect(leads[1]?.slice(2, 7)).toEqual([
      "Łucja Żmijewska",
      "lucja@piekarnia-szczecin.pl",
      "Piekarnia „Pod Orłem”",
      `${contact.subjectPrefix} ${contact.subjects.audit}\n\nChcemy odświeżyć logo i stronę przed otwarciem drugiego lokalu 🥐`,
      "pl",
    ]);
    const subscribers = parseCsv(
      (
        await run(process.execPath, ["server/cli/cli.ts", "export", "subscribers"], {
          cwd: root,
          env,
        })
      ).stdout,
    );
    expect(subscribers.map((row) => row[2])).toEqual(["email", "Marek.Nowak@przyklad.pl"]);
  });
});

test.describe("with the API stubbed", () => {
  test("the contact form sends exactly the agreed request and is disabled while sending", async ({
    page,
  }) => {
    const requests: Request[] = [];
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`**${contactPath}`, async (route) => {
      requests.push(route.request());
      await released;
      await route.fulfill({ status: 201, json: { id: crypto.randomUUID() } });
    });
    await page.goto("/kontakt?newsletter=yes");
    await waitForIslands(page);
    const form = contactForm(page);
    await expect(form.getByLabel(contact.subject)).toHaveValue("newsletter");
    await form.getByLabel(contact.subject).selectOption("consultation");
    await fillContact(page, {
      name: "Jan O'Brien",
      email: "jan@example.com",
      message: "Proszę o kontakt w sprawie strony.",
    });
    await form.getByRole("button", { name: contact.submit }).click();
    await expect(form.getByRole("button", { name: contact.sending })).toBeDisabled();
    release();
    await expect(page.getByText(contact.successTitle, { exact: true })).toBeVisible();
    await expect(form.getByRole("button", { name: contact.submit })).toBeEnabled();

    expect(requests).toHaveLength(1);
    const request = requests[0];
    expect(request?.method()).toBe("POST");
    expect(new URL(request?.url() ?? "").pathname).toBe(contactPath);
    const headers = request?.headers() ?? {};
    expect(headers.authorization).toBe(`Bearer ${site.forms.contact.key}`);
    expect(headers["content-type"]).toBe("application/json");
    expect(headers["idempotency-key"]).toMatch(UUID);
    expect(Number(headers["x-form-fill-time"])).toBeGreaterThan(0);
    expect(headers["x-form-honeypot"]).toBeUndefined();
    expect(request?.postDataJSON()).toEqual({
      "Imie i Nazwisko": "Jan O'Brien",
      Email: "jan@example.com",
      "Nazwa Firmy": "",
      Opis: "Proszę o kontakt w sprawie strony.",
    });
  });

  test("a message half written is still written after a look at the privacy policy and Back, and a message sent does not come back", async ({
    page,
  }) => {
    await page.route(`**${contactPath}`, (route) =>
      route.fulfill({ status: 201, json: { id: crypto.randomUUID() } }),
    );
    const pages = dictionaries.pl.pages;
    const form = contactForm(page);
    const toPrivacyAndBack = () =>
      awayAndBack(page, form.getByRole("link", { name: contact.privacyLink }), {
        away: pages.privacy.heading,
        back: pages.contact.heading,
      });
    await page.goto("/kontakt");
    await waitForIslands(page);
    await form.getByLabel(contact.subject).selectOption("quote");
    await fillContact(page, {
      name: "Grażyna Wiśniewska",
      email: "grazyna@kwiaciarnia-pogodno.pl",
      message: "Potrzebujemy sklepu internetowego z dostawą kwiatów w Szczecinie",
    });

    await toPrivacyAndBack();
    await expect(form.getByLabel(contact.subject)).toHaveValue("quote");
    await expect(form.getByLabel(contact.name)).toHaveValue("Grażyna Wiśniewska");
    await expect(form.getByLabel(contact.email)).toHaveValue("grazyna@kwiaciarnia-pogodno.pl");
    await expect(form.getByLabel(contact.message)).toHaveValue(
      "Potrzebujemy sklepu internetowego z dostawą kwiatów w Szczecinie",
    );

    await form.getByRole("button", { name: contact.submit }).click();
    await expect(page.getByText(contact.successTitle, { exact: true })).toBeVisible();
    await toPrivacyAndBack();
    await expect(form.getByLabel(contact.subject)).toHaveValue("consultation");
    await expect(form.getByLabel(contact.name)).toHaveValue("");
    await expect(form.getByLabel(contact.message)).toHaveValue("");
  });

  test("a refused submission shows the server's message in an error toast", async ({
    page,
    browserErrors,
  }) => {
    await page.route(`**${contactPath}`, (route) =>
      route.fulfill({
        status: 429,
        json: { message: "Za dużo zgłoszeń w krótkim czasie. Spróbuj ponownie za chwilę." },
      }),
    );
    await page.goto("/kontakt");
    await waitForIslands(page);
    await fillContact(page, {
      name: "Anna Nowak",
      email: "anna@example.com",
      message: "Wycena identyfikacji wizualnej.",
    });
    await contactForm(page).getByRole("button", { name: contact.submit }).click();
    await expect(page.getByText(contact.errorTitle, { exact: true })).toBeVisible();
    await expect(
      page.getByText("Za dużo zgłoszeń w krótkim czasie. Spróbuj ponownie za chwilę.", {
        exact: true,
      }),
    ).toBeVisible();
    await expect(contactForm(page).getByLabel(contact.name)).toHaveValue("Anna Nowak");
    expectedFailures(
      browserErrors,
      "the server responded with a status of 429 (Too Many Requests)",
    );
  });

  test("a network failure is retried with the same Idempotency-Key, then reported", async ({
    page,
    browserErrors,
  }) => {
    const keys: string[] = [];
    await page.route(`**${contactPath}`, async (route) => {
      keys.push(route.request().headers()["idempotency-key"] ?? "");
      await route.abort("failed");
    });
    await page.goto("/kontakt");
    await waitForIslands(page);
    await fillContact(page, {
      name: "Piotr Zieliński",
      email: "piotr@example.com",
      message: "Czy robicie sesje produktowe?",
    });
    await contactForm(page).getByRole("button", { name: contact.submit }).click();
    await expect(page.getByText(contact.errorText, { exact: true })).toBeVisible();
    await expect(page.getByText(contact.errorTitle, { exact: true })).toBeVisible();
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(UUID);

    // A new attempt is a new submission with a new key.
    await contactForm(page).getByRole("button", { name: contact.submit }).click();
    await expect.poll(() => keys.length).toBe(6);
    expect(keys[3]).not.toBe(keys[0]);
    expectedFailures(browserErrors, "net::ERR_FAILED");
  });

  test("the newsletter shows its success, refusal and connection messages", async ({
    page,
    browserErrors,
  }) => {
    let mode: "held" | "refuse" | "abort" = "held";
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const bodies: unknown[] = [];
    await page.route(`**${newsletterPath}`, async (route) => {
      bodies.push(route.request().postDataJSON());
      expect(route.request().headers().authorization).toBe(`Bearer ${site.forms.newsletter.key}`);
      if (mode === "abort") return route.abort("failed");
      if (mode === "refuse")
        return route.fulfill({
          status: 422,
          json: { message: "Sprawdź pola formularza: adres e-mail." },
        });
      await released;
      return route.fulfill({ status: 201, json: { id: crypto.randomUUID() } });
    });
    await page.goto("/");
    await waitForIslands(page);
    const form = newsletterForm(page);
    const input = form.getByLabel(newsletter.email);
    const status = form.getByRole("status");

    await input.fill("ewa@example.com");
    await form.getByRole("button", { name: newsletter.submit }).click();
    await expect(input).toBeDisabled();
    await expect(form.getByRole("button", { name: newsletter.sending })).toBeDisabled();
    release();
    await expect(status).toHaveText(`${newsletter.success}${newsletter.confirmHint}`);
    expect(bodies[0]).toEqual({ email: "ewa@example.com" });

    mode = "refuse";
    await input.fill("ewa@example.com");
    await form.getByRole("button", { name: newsletter.submit }).click();
    await expect(status).toHaveText(newsletter.error);

    mode = "abort";
    await form.getByRole("button", { name: newsletter.submit }).click();
    await expect(status).toHaveText(newsletter.networkError);
    expectedFailures(
      browserErrors,
      "net::ERR_FAILED",
      "the server responded with a status of 422 (Unprocessable Entity)",
    );
  });

  test("English visitors get the English confirmation", async ({ page }) => {
    await page.route(`**${contactPath}`, (route) =>
      route.fulfill({ status: 201, json: { id: crypto.randomUUID() } }),
    );
    await page.goto("/en/kontakt");
    await waitForIslands(page);
    const texts = en.contactForm;
    const form = page.getByRole("form", { name: texts.title });
    await form.getByLabel(texts.name).fill("Jane Smith");
    await form.getByLabel(texts.email).fill("jane@example.com");
    await form.getByLabel(texts.message).fill("We need a new website for our hotel.");
    await form.getByRole("button", { name: texts.submit }).click();
    await expect(page.getByText(texts.successTitle, { exact: true })).toBeVisible();
    await expect(page.getByText(texts.successText, { exact: true })).toBeVisible();
  });
});

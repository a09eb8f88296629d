/**
 * Measurement in a build configured with a GA4 id and a Google Ads conversion
 * (`npm run build:measured` → build-measured/, served here by a server of its
 * own). Google is never reached: Playwright answers its hosts with a fake tag
 * (tests/support/fake-gtag.ts) and records every request.
 */
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import type { Page } from "@playwright/test";
import { site } from "../../content/site.ts";
import { parseCsv } from "../../server/cli/csv.ts";
import { dictionaries } from "../../shared/i18n/dictionaries/index.ts";
import { type GoogleTraffic, interceptGoogle } from "../support/fake-gtag.ts";
import {
  expect,
  recordCspViolations,
  test,
  waitForIslands,
  waitForPageScript,
} from "../support/fixtures.ts";
import { type FormsServer, startFormsServer } from "../support/forms-server.ts";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");
const BUILD_DIR = "build-measured";
const pl = dictionaries.pl;
const contactPath = `/api/form-endpoints/${site.forms.contact.endpointId}/submit`;
const checklistArticle = "/blog/identyfikacja-wizualna-szczecin-krok-po-kroku-dla-lokalnych-firm";

test.describe.configure({ mode: "serial" });
let origin = "";
let dataDir = "";
let server: FormsServer | undefined;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  if (!existsSync(path.join(root, BUILD_DIR, "server", "entry.mjs"))) {
    throw new Error("No measured build: run `npm run build:measured` first.");
  }
  server = await startFormsServer("measured-e2e", { BUILD_DIR });
  origin = server.url;
  dataDir = server.dataDir;
});

test.afterAll(async () => {
  await server?.dispose();
});

/** The data layer's commands as plain arrays. */
const dataLayer = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)),
  );

/** Lets the page run its idle work (the tag loads when the browser is idle). */
const idle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestIdleCallback(() => setTimeout(resolve, 300), { timeout: 2_000 }),
      ),
  );

const denied = {
  ad_storage: "denied",
  analytics_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
};
const granted = {
  ad_storage: "granted",
  analytics_storage: "granted",
  ad_user_data: "granted",
  ad_personalization: "granted",
};

test.describe("before and without consent", () => {
  test.use({ consent: null });

  test("nothing from Google loads before the answer, and the CSP lets Google's hosts be reached but serve no script", async ({
    page,
    context,
  }) => {
    const google = await interceptGoogle(context);
    const response = await page.goto(`${origin}/`);
    const csp = response?.headers()["content-security-policy"] ?? "";
    // Scripts: the page's own inline ones by hash, and what they add ('strict-dynamic'); no host.
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? "";
    expect(scriptSrc).toContain("'strict-dynamic'");
    expect(scriptSrc).not.toMatch(/https?:|\*|'unsafe-inline'/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/\*\.google-analytics\.com/);
    expect(csp).toMatch(/img-src [^;]*https:\/\/\*\.google-analytics\.com/);
    await waitForPageScript(page);
    const banner = page.getByRole("region", { name: pl.cookies.title });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText("Google Analytics 4 i Google Ads");
    await page
      .getByRole("navigation", { name: pl.header.mainNav })
      .getByRole("link", { name: pl.nav.services })
      .click();
    await expect(page).toHaveURL(`${origin}/uslugi`);
    await idle(page);
    expect(google.requests).toEqual([]);
    expect(await dataLayer(page)).toEqual([]);
  });

  test("after Accept the tag loads with the consent default (denied) then the update (granted)", async ({
    page,
    context,
  }) => {
    const google = await interceptGoogle(context);
    const violations = await recordCspViolations(page);
    await page.goto(`${origin}/en`);
    await waitForPageScript(page);
    const en = dictionaries.en;
    await page
      .getByRole("region", { name: en.cookies.title })
      .getByRole("button", { name: en.cookies.accept, exact: true })
      .click();
    await expect.poll(() => google.hits()).toEqual(["page_view /en"]);
    expect(google.requests[0]).toContain("googletagmanager.com/gtag/js?id=G-ODRATEST01");
    const commands = await dataLayer(page);
    expect(commands.slice(0, 2)).toEqual([
      ["consent", "default", denied],
      ["consent", "update", granted],
    ]);
    expect(commands).toContainEqual([
      "event",
      "page_view",
      expect.objectContaining({ language: "en", page_path: "/en" }),
    ]);
    expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBe("accepted");
    // The page's strict policy names no Google host for scripts: the tag runs because the
    // page's own trusted script added it ('strict-dynamic').
    expect(await violations()).toEqual([]);
  });

  test("after Decline nothing loads", async ({ page, context }) => {
    const google = await interceptGoogle(context);
    await page.goto(`${origin}/`);
    await waitForPageScript(page);
    await page
      .getByRole("region", { name: pl.cookies.title })
      .getByRole("button", { name: pl.cookies.decline, exact: true })
      .click();
    await page
      .locator('footer a[href^="mailto:"]')
      .first()
      .evaluate((link) => link.addEventListener("click", (event) => event.preventDefault()));
    await page.locator('footer a[href^="mailto:"]').first().click();
    await idle(page);
    expect(google.requests).toEqual([]);
    expect(await dataLayer(page)).toEqual([]);
  });
});

test.describe("with consent", () => {
  let google: GoogleTraffic;

  test.beforeEach(async ({ page, context }) => {
    google = await interceptGoogle(context);
    // tel: and mailto: links would leave the browser: their clicks are measured, then stopped here.
    await page.addInitScript(() =>
      window.addEventListener("click", (event) => {
        const link = event.target instanceof Element ? event.target.closest("a") : null;
        if (link && /^(tel|mailto):/.test(link.getAttribute("href") ?? "")) event.preventDefault();
      }),
    );
  });

  test("a client-side navigation is one page view, in the page's language", async ({ page }) => {
    await page.goto(`${origin}/`);
    await waitForPageScript(page);
    await expect.poll(() => google.hits()).toEqual(["page_view /"]);
    await page
      .getByRole("navigation", { name: pl.header.mainNav })
      .getByRole("link", { name: pl.nav.services })
      .click();
    await expect(page.locator("h1")).toHaveText(pl.pages.services.heading);
    await expect.poll(() => google.hits()).toEqual(["page_view /", "page_view /uslugi"]);
    await idle(page);
    expect(google.hits()).toEqual(["page_view /", "page_view /uslugi"]);
    expect(await dataLayer(page)).toContainEqual([
      "event",
      "page_view",
      expect.objectContaining({ page_path: "/uslugi", language: "pl" }),
    ]);
  });

  test("tel:, mailto: and the checklist PDF are measured with their page", async ({ page }) => {
    await page.goto(`${origin}${checklistArticle}`);
    await waitForPageScript(page);
    await expect.poll(() => google.hits()).toHaveLength(1);
    await page.locator('footer a[href^="tel:"]').first().click();
    await page.locator('footer a[href^="mailto:"]').first().click();
    const download = page.waitForEvent("download");
    await page.locator('a[href$=".pdf"]').first().click();
    await download;
    await expect
      .poll(() => google.hits().slice(1))
      .toEqual([
        `click_to_call ${checklistArticle}`,
        `click_email ${checklistArticle}`,
        `file_download ${checklistArticle}`,
      ]);
  });

  test("a stored newsletter signup is one sign_up", async ({ page }) => {
    await page.goto(`${origin}/`);
    await waitForIslands(page);
    const form = page.getByRole("form", { name: pl.newsletter.formLabel });
    await form.getByLabel(pl.newsletter.email).fill("pomiar@przyklad.pl");
    await form.getByRole("button", { name: pl.newsletter.submit }).click();
    await expect(form.getByRole("status")).toContainText(pl.newsletter.success);
    await expect
      .poll(() => google.hits().filter((hit) => hit.startsWith("sign_up")))
      .toEqual(["sign_up /"]);
  });

  test("a stored contact submission is exactly one generate_lead (and one Ads conversion); failed ones none", async ({
    page,
    browserErrors,
  }) => {
    const leads = () => google.hits().filter((hit) => !hit.startsWith("page_view"));
    await page.goto(`${origin}/kontakt`);
    await waitForIslands(page);
    const form = page.getByRole("form", { name: pl.contactForm.title });
    const send = async () => {
      await form.getByLabel(pl.contactForm.name).fill("Iga Pomiarowa");
      await form.getByLabel(pl.contactForm.email).fill("iga@przyklad.pl");
      await form.getByLabel(pl.contactForm.message).fill("Proszę o wycenę kampanii w Google Ads.");
      await form.getByRole("button", { name: pl.contactForm.submit }).click();
    };

    await page.route(`**${contactPath}`, (route) =>
      route.fulfill({ status: 500, json: { message: "Błąd" } }),
    );
    await send();
    await expect(page.getByText(pl.contactForm.errorTitle).first()).toBeVisible();
    await page.unroute(`**${contactPath}`);
    await page.route(`**${contactPath}`, (route) => route.abort("failed"));
    await send();
    await expect(page.getByText(pl.contactForm.errorText).first()).toBeVisible({ timeout: 20_000 });
    await page.unroute(`**${contactPath}`);
    expect(leads()).toEqual([]);

    await send();
    await expect(page.getByText(pl.contactForm.successTitle, { exact: true })).toBeVisible();
    await expect.poll(leads).toEqual(["generate_lead /kontakt", "conversion /kontakt"]);
    expect(await dataLayer(page)).toContainEqual([
      "event",
      "conversion",
      { send_to: "AW-123456789/lead-test", page_path: "/kontakt" },
    ]);
    await idle(page);
    expect(leads()).toHaveLength(2);
    // The failures provoked above are logged by Chromium; nothing else may be.
    browserErrors.splice(
      0,
      browserErrors.length,
      ...browserErrors.filter((error) => !error.startsWith("console: Failed to load resource")),
    );
  });

  test("Cookie settings, then Decline: hits stop at once and Google's cookies go", async ({
    page,
    context,
  }) => {
    await page.goto(`${origin}/`);
    await waitForPageScript(page);
    await expect.poll(() => google.hits()).toEqual(["page_view /"]);
    await expect
      .poll(async () => (await context.cookies()).map((cookie) => cookie.name).sort())
      .toEqual(["_ga", "_ga_ODRATEST01"]);

    const settings = page
      .getByRole("contentinfo")
      .getByRole("button", { name: pl.footer.cookieSettings });
    await settings.click();
    const banner = page.getByRole("region", { name: pl.cookies.title });
    await expect(banner).toBeVisible();
    await banner.getByRole("button", { name: pl.cookies.decline, exact: true }).click();
    await expect(banner).toHaveCount(0);
    await expect(settings).toBeFocused();
    expect(await context.cookies()).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBe("declined");

    await page.locator('footer a[href^="tel:"]').first().click();
    await page
      .getByRole("navigation", { name: pl.header.mainNav })
      .getByRole("link", { name: pl.nav.blog })
      .click();
    await expect(page).toHaveURL(`${origin}/blog`);
    await waitForPageScript(page);
    await idle(page);
    expect(google.hits()).toEqual(["page_view /"]);
    // The next page, a document of its own, starts nothing of Google's at all.
    expect(await dataLayer(page)).toEqual([]);
  });
});

test.describe("lead attribution", () => {
  test.use({ consent: "accepted" });

  /** Lands on the blog from Google with a campaign's UTM values, goes to contact and sends a lead. */
  async function leadFromCampaign(page: Page, name: string, email: string) {
    await page.goto(
      `${origin}/blog?utm_source=newsletter&utm_medium=email&utm_campaign=jesie%C5%84`,
      { referer: "https://www.google.com/search?q=agencja" },
    );
    await waitForPageScript(page);
    await page
      .getByRole("navigation", { name: pl.header.mainNav })
      .getByRole("link", { name: pl.nav.contact })
      .click();
    await expect(page).toHaveURL(`${origin}/kontakt`);
    await waitForIslands(page);
    const form = page.getByRole("form", { name: pl.contactForm.title });
    await form.getByLabel(pl.contactForm.name).fill(name);
    await form.getByLabel(pl.contactForm.email).fill(email);
    await form.getByLabel(pl.contactForm.message).fill("Skąd przyszłam? Z newslettera.");
    await form.getByRole("button", { name: pl.contactForm.submit }).click();
    await expect(page.getByText(pl.contactForm.successTitle, { exact: true })).toBeVisible();
  }

  test("a lead records where the visit began across its pages once measurement is accepted, and only its own page's origin without consent", async ({
    page,
    context,
  }) => {
    await interceptGoogle(context);
    await leadFromCampaign(page, "Olga Źródłowa", "olga@zrodlo.pl");
    // A new tab is a new visit; this visitor has declined meanwhile.
    await page.evaluate(() => localStorage.setItem("cookie-consent", "declined"));
    const declined = await context.newPage();
    await leadFromCampaign(declined, "Olaf Bezzgody", "olaf@bezzgody.pl");
    expect(await declined.evaluate(() => sessionStorage.getItem("visit-origin"))).toBeNull();

    // PGlite belongs to one process: the export runs once the server has stopped.
    await server?.stop();
    server = undefined;
    const { stdout } = await run(process.execPath, ["server/cli/cli.ts", "export", "leads"], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", BUILD_DIR },
    });
    const [header = [], ...rows] = parseCsv(stdout);
    const lead = (email: string) => {
      const row = rows.find((cells) => cells.includes(email)) ?? [];
      return (name: string) => row[header.indexOf(name)] ?? "";
    };
    const accepted = lead("olga@zrodlo.pl");
    expect(accepted("page")).toBe("/kontakt");
    expect(accepted("landing_page")).toBe("/blog");
    // Another site's address without its query (which may hold what someone searched for).
    expect(accepted("referrer")).toBe("https://www.google.com/search");
    expect(accepted("utm_source")).toBe("newsletter");
    expect(accepted("utm_medium")).toBe("email");
    expect(accepted("utm_campaign")).toBe("jesień");
    const withoutConsent = lead("olaf@bezzgody.pl");
    expect(withoutConsent("page")).toBe("/kontakt");
    expect(withoutConsent("landing_page")).toBe("/kontakt");
    expect(withoutConsent("referrer")).toBe("");
    expect(withoutConsent("utm_source")).toBe("");
  });
});

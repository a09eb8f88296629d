/**
 * The site in Gecko and WebKit beside Chromium: what each engine must do for
 * the site to work as it does in Chromium, one engine after the other, a page
 * load per template wherever the checks can share one. The platform features
 * the pages are built on (details name, popover, :has(), content-visibility,
 * OffscreenCanvas in a worker) and what the app adds to them (client-side
 * navigation, scroll positions, the jump to a section) are looked at in each;
 * docs/decisions/0015-three-engines.md says which versions each one needs.
 *
 * ENGINES=firefox,webkit runs some of them; the pictures are refreshed with
 * UPDATE_ENGINE_SCREENSHOTS=1 (screenshots.ts).
 */
import { afterAll, beforeAll, describe, expect, inject, it, onTestFinished } from "vitest";
import { caseStudies } from "../../content/case-studies.ts";
import { faqItems } from "../../content/faq.ts";
import { projects } from "../../content/portfolio.ts";
import { dictionaries } from "../../shared/i18n/dictionaries/index.ts";
import { languages, localizePath } from "../../shared/lang.ts";
import { type PageId, pagePath } from "../../shared/route-table.ts";
import { contentOf, posts, postsMatching, slugs } from "../support/blog-data.ts";
import { type Engine, type EnginePage, engines, openEngine } from "./engine-page.ts";
import { differenceFromBaseline } from "./screenshots.ts";
import { type SiteProxy, siteProxy } from "./site-proxy.ts";

const pl = dictionaries.pl;
const en = dictionaries.en;
const chosen = process.env.ENGINES?.split(",") ?? engines;
const identity = `/blog/${slugs.identity}`;
const steps = contentOf(slugs.identity).pl.steps;
/** How late each script arrives on the slow connection. */
const SCRIPT_DELAY_MS = 700;

/** One page of every template the site renders (the 404 page answers with an error on purpose). */
const templates: [PageId, string?][] = [
  ["home"],
  ["services"],
  ["serviceWeb"],
  ["portfolio"],
  ["caseStudy", caseStudies[0]?.id],
  ["team"],
  ["blog"],
  ["blogPost", slugs.identity],
  ["contact"],
  ["contactSent"],
  ["newsletterSent"],
  ["privacy"],
];
const templatePaths = languages.flatMap((lang) =>
  templates.map(([id, slug]) => localizePath(pagePath(id, slug), lang)),
);

/** Polls `read` until `done` holds for its value; fails naming `what` with the last value. */
async function until<Value>(
  what: string,
  read: () => Promise<Value>,
  done: (value: Value) => boolean,
  timeoutMs = 15_000,
): Promise<Value> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!done(value)) {
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}

/** Until the page's own script runs on the current page (app/islands/page-behaviour.ts). */
function pageScriptRuns(page: EnginePage) {
  return until(
    "the page's script runs",
    () => page.evaluate(() => document.documentElement.dataset.pageScript ?? "not started", null),
    (state) => state === "running",
  );
}

/**
 * Until every island that hydrates at a visitor's first touch has hydrated, touched as a
 * pointer passing over it does (Astro drops an island's `ssr` mark once it has).
 */
async function islandsHydrated(page: EnginePage) {
  await pageScriptRuns(page);
  await page.evaluate(() => {
    for (const island of document.querySelectorAll('astro-island[client="interaction"]')) {
      island.dispatchEvent(new PointerEvent("pointerover"));
    }
  }, null);
  return until(
    "the islands hydrated",
    () =>
      page.evaluate(
        () => document.querySelectorAll('astro-island[client="interaction"][ssr]').length,
        null,
      ),
    (left) => left === 0,
  );
}

/**
 * WebKit's WebDriver may wait without end on a page restored from the back/forward cache
 * (no load event comes): in WebKit, the pages this suite goes Back and Forward to are kept
 * out of that cache (an unload listener), so Back loads them again.
 */
function outOfBackForwardCacheInWebKit(page: EnginePage, engine: string) {
  if (engine !== "webkit") return Promise.resolve();
  return page.evaluate(() => {
    window.addEventListener("unload", () => {});
  }, null);
}

/** A mark on the document: gone after a page load. */
function markDocument(page: EnginePage) {
  return page.evaluate(() => {
    (window as Window & { sameDocument?: boolean }).sameDocument = true;
  }, null);
}

function sameDocument(page: EnginePage) {
  return page.evaluate(
    () => (window as Window & { sameDocument?: boolean }).sameDocument === true,
    null,
  );
}

/** The page's address; "(loading)" while a document is being replaced. */
function path(page: EnginePage) {
  return page
    .evaluate(() => `${location.pathname}${location.search}${location.hash}`, null)
    .catch(() => "(loading)");
}

/** Until the page has held its scroll position for a few frames (a smooth scroll has ended). */
function scrollSettled(page: EnginePage) {
  return page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    let last = Number.NaN;
    let still = 0;
    while (still < 5) {
      await frame();
      still = window.scrollY === last ? still + 1 : 0;
      last = window.scrollY;
    }
    return Math.round(last);
  }, null);
}

/**
 * How far (px) the element's top is from where a jump to it should put it, under the
 * fixed header: 0 within two pixels, as scroll positions round to device pixels and a
 * smooth scroll may come to rest on a fraction.
 */
function offAim(page: EnginePage, id: string) {
  return page.evaluate((target) => {
    const element = document.getElementById(target);
    if (!element) return Number.NaN;
    const aim =
      parseFloat(getComputedStyle(element).scrollMarginTop) +
      parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
    const off = element.getBoundingClientRect().top - aim;
    return Math.abs(off) <= 2 ? 0 : Math.round(off);
  }, id);
}

/**
 * The viewport against the engine's approved picture, with nothing on it that moves:
 * animations and transitions at their end, the particles hidden, every face loaded.
 */
async function expectLooksAsApproved(page: EnginePage, name: string) {
  await page.evaluate(async () => {
    const still = document.createElement("style");
    still.id = "engine-suite-still";
    still.textContent =
      "*,::before,::after{animation:none!important;transition:none!important;caret-color:transparent!important}[data-testid=particles]{visibility:hidden!important}";
    document.head.append(still);
    await document.fonts.ready;
    // Every picture on the screen drawn whole from its widest file: which width a browser
    // takes from a srcset depends on what it has cached (Chromium prefers a wider one it
    // already holds), so the screenshot would depend on the pages opened before it.
    const onScreen = [...document.images].filter((image) => {
      const box = image.getBoundingClientRect();
      return box.bottom > 0 && box.top < innerHeight && box.width > 0;
    });
    for (const image of onScreen) {
      const widest = image.srcset
        .split(",")
        .map((candidate) => candidate.trim().split(/\s+/))
        .sort(
          (a, b) => Number.parseInt(b[1] ?? "0", 10) - Number.parseInt(a[1] ?? "0", 10),
        )[0]?.[0];
      if (!widest) continue;
      image.removeAttribute("srcset");
      image.src = widest;
    }
    for (let wait = 0; wait < 100 && onScreen.some((image) => !image.complete); wait++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await Promise.all(onScreen.map((image) => image.decode().catch(() => undefined)));
    for (let frame = 0; frame < 3; frame++) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  }, null);
  const difference = await differenceFromBaseline(page.engine, name, await page.screenshot());
  await page.evaluate(() => document.getElementById("engine-suite-still")?.remove(), null);
  expect(difference).toBeUndefined();
}

for (const engine of engines.filter((name) => chosen.includes(name))) {
  describe(`${engine} without JavaScript`, () => {
    let page: EnginePage;

    beforeAll(async () => {
      page = await openEngine(engine as Engine, {
        origin: inject("siteOrigin"),
        width: 390,
        height: 844,
        javaScript: false,
      });
    });

    afterAll(async () => {
      await page?.close();
    });

    it("the contact form and the newsletter post to their pages and thank the visitor", async () => {
      await page.goto("/kontakt");
      expect(
        await page.evaluate(() => document.documentElement.dataset.pageScript ?? "", null),
      ).toBe("");
      await page.fill('input[name="Imie i Nazwisko"]', "Jan Nowak");
      await page.fill('input[name="Email"]', `jan.${engine}@example.com`);
      await page.fill('textarea[name="Opis"]', "Strona bez skryptów też przyjmuje zapytania.");
      await page.click('form[method="post"] button[type="submit"]');
      await until(
        "the thank-you page",
        () => path(page).catch(() => "(loading)"),
        (now) => now === "/kontakt/dziekujemy",
      );

      await page.goto("/en");
      const form = `form[aria-label="${en.newsletter.formLabel}"]`;
      await page.fill(`${form} input[name="email"]`, `reader.${engine}@example.com`);
      await page.click(`${form} button[type="submit"]`);
      await until(
        "the thank-you page",
        () => path(page).catch(() => "(loading)"),
        (now) => now === "/en/newsletter/dziekujemy",
      );
    });
  });

  describe(engine, () => {
    let page: EnginePage;
    let proxy: SiteProxy;

    beforeAll(async () => {
      proxy = await siteProxy(inject("siteOrigin"));
      page = await openEngine(engine as Engine, {
        origin: proxy.origin,
        width: 1440,
        height: 900,
      });
    });

    afterAll(async () => {
      await page?.close();
      await proxy?.close();
    });

    it("cookie banner (in the measured build): a first visit is asked, the answer is kept, and the footer's settings ask again", async () => {
      const measured = await siteProxy(inject("measuredOrigin"));
      const page = await openEngine(engine as Engine, {
        origin: measured.origin,
        width: 1440,
        height: 900,
      });
      onTestFinished(async () => {
        await page.close();
        await measured.close();
      });
      await page.goto("/");
      await pageScriptRuns(page);
      const banner = () =>
        page.evaluate(() => {
          const title = document.getElementById("cookie-title");
          // Shown once it has slid in: a control still moving is not where a click aims.
          const still = title?.parentElement?.getAnimations().length === 0;
          return {
            shown: (title?.checkVisibility() ?? false) && still,
            stored: localStorage.getItem("cookie-consent"),
          };
        }, null);
      expect(await until("the banner", banner, (state) => state.shown)).toEqual({
        shown: true,
        stored: null,
      });
      await page.click('[aria-labelledby="cookie-title"] button:not([aria-label])');
      expect(await until("the banner answered", banner, (state) => !state.shown)).toEqual({
        shown: false,
        stored: "accepted",
      });

      await page.click("footer [data-cookie-settings]");
      await until("the banner again", banner, (state) => state.shown);
      await page.click(`[aria-labelledby="cookie-title"] button[aria-label="${pl.cookies.close}"]`);
      // Accepted again, so the banner stays away from the pictures below.
      await page.click("footer [data-cookie-settings]");
      await until("the banner again", banner, (state) => state.shown);
      expect((await banner()).stored).toBe("declined");
      await page.click('[aria-labelledby="cookie-title"] button:not([aria-label])');
      expect(await until("the banner answered", banner, (state) => !state.shown)).toEqual({
        shown: false,
        stored: "accepted",
      });
      expect(await page.takeErrors()).toEqual([]);
    });

    it("every page template, in both languages, loads without an error or a failed request, in the site's typeface, and nothing is wider than the screen at 1280 or 390 px", async () => {
      proxy.takeFailures();
      const problems: string[] = [];
      for (const pagePath of templatePaths) {
        await page.resize(1280, 800);
        await page.goto(pagePath);
        const state = await page.evaluate(async () => {
          await document.fonts.ready;
          const typeface = [...document.fonts].some(
            (face) =>
              face.family.replaceAll('"', "") === "Bricolage Grotesque" && face.status === "loaded",
          );
          return { typeface, overflow: document.documentElement.scrollWidth - innerWidth };
        }, null);
        if (!state.typeface) problems.push(`${pagePath}: the site's typeface is not loaded`);
        if (state.overflow > 0) problems.push(`${pagePath}: ${state.overflow} px too wide at 1280`);
        await page.resize(390, 844);
        const phoneOverflow = await page.evaluate(
          () => document.documentElement.scrollWidth - innerWidth,
          null,
        );
        if (phoneOverflow > 0) problems.push(`${pagePath}: ${phoneOverflow} px too wide at 390`);
        for (const error of await page.takeErrors()) problems.push(`${pagePath}: ${error}`);
        for (const failure of proxy.takeFailures()) problems.push(`${pagePath}: ${failure}`);
      }
      await page.resize(1440, 900);
      expect(problems).toEqual([]);
    });

    it("home: the first screen looks as approved, one service card is open at a time, the FAQ shows a chosen category's questions, and the particles run where the engine draws them safely", async () => {
      await page.goto("/");
      await pageScriptRuns(page);
      await expectLooksAsApproved(page, "home-first-screen");

      const particles = await until(
        "the particles run",
        () =>
          page.evaluate(() => {
            const canvas = document.querySelector<HTMLCanvasElement>("[data-testid=particles]");
            return { drawnIn: canvas?.dataset.drawnIn, running: canvas?.dataset.running };
          }, null),
        (state) => state.running === "true",
      );
      // WebKit's page process crashes now and then while a worker draws (decision 0015).
      expect(particles.drawnIn).toBe(engine === "webkit" ? "page" : "worker");

      const cardOpen = () =>
        page.evaluate(
          () =>
            [...document.querySelectorAll("[data-testid=service-card] details")].map(
              (details) => details instanceof HTMLDetailsElement && details.open,
            ),
          null,
        );
      await page.click("[data-testid=service-card]:nth-child(2) summary");
      await page.click("[data-testid=service-card]:nth-child(3) summary");
      expect(
        await until("the third card alone open", cardOpen, (open) => open[2] === true),
      ).toEqual([false, false, true, false, false]);

      // A driver's click is aimed before it lands; sections above still being laid out as
      // the page scrolls can move the radio from under it. Chosen is what is checked.
      const brandingRadio = '#faq input[name="faq-category"][value="branding-logo"]';
      await until(
        "the branding category chosen",
        async () => {
          const checked = await page.evaluate(
            (selector) => document.querySelector<HTMLInputElement>(selector)?.checked ?? false,
            brandingRadio,
          );
          if (!checked) await page.click(brandingRadio);
          return checked;
        },
        (checked) => checked,
      );
      const shownCategories = () =>
        page.evaluate(
          () =>
            [...document.querySelectorAll<HTMLElement>("[data-testid=faq-item]")]
              .filter((item) => item.checkVisibility())
              .map((item) => item.dataset.faqCategory),
          null,
        );
      const branding = faqItems.filter((item) => item.category === "branding-logo");
      expect(await shownCategories()).toEqual(branding.map(() => "branding-logo"));

      expect(await page.takeErrors()).toEqual([]);
    });

    let leftHomeAt = 0;

    it("home: the hero's jump lands on the contact section, and a header link opens the next page as a new document, from its top", async () => {
      await markDocument(page);
      await outOfBackForwardCacheInWebKit(page, engine);
      await page.click('a[href="#kontakt"]');
      await until(
        "the contact section under the header",
        () => offAim(page, "kontakt"),
        (off) => off === 0,
      );
      leftHomeAt = await scrollSettled(page);
      expect(await offAim(page, "kontakt")).toBe(0);

      await page.click('header nav a[href="/uslugi"]');
      await until(
        "the services page",
        () => path(page),
        (now) => now === "/uslugi",
      );
      expect(await sameDocument(page)).toBe(false);
      await pageScriptRuns(page);
      expect(await scrollSettled(page)).toBe(0);
      expect(await page.evaluate(() => document.activeElement?.tagName ?? "none", null)).toBe(
        "BODY",
      );
    });

    it("Back returns to where the visitor left the page, Forward too, and the language switch opens the page in the other language", async () => {
      await page.evaluate(() => window.scrollTo(0, 600), null);
      const leftServicesAt = await scrollSettled(page);
      await outOfBackForwardCacheInWebKit(page, engine);
      await page.evaluate(() => history.back(), null);
      await until(
        "home again",
        () => path(page),
        (now) => now === "/#kontakt",
      );
      await until(
        `the place the visitor left, ${leftHomeAt}`,
        () => scrollSettled(page),
        (top) => Math.abs(top - leftHomeAt) <= 2,
      );
      // A browser that kept the page (its back/forward cache: the mark set on it is still
      // there) shows what it showed: the service card opened above is open again, so the
      // contact section is still right under the header. One that loads it again (Firefox
      // driven by WebDriver) gives back the scroll position alone.
      if (await sameDocument(page)) expect(await offAim(page, "kontakt")).toBe(0);

      await page.evaluate(() => history.forward(), null);
      await until(
        "the services page again",
        () => path(page),
        (now) => now === "/uslugi",
      );
      await until(
        `the place the visitor left, ${leftServicesAt}`,
        () => scrollSettled(page),
        (top) => Math.abs(top - leftServicesAt) <= 2,
      );

      await page.click('header a[hreflang="en"]');
      await until(
        "the English services page",
        () => path(page),
        (now) => now === "/en/uslugi",
      );
      await pageScriptRuns(page);
      expect(await page.evaluate(() => document.documentElement.getAttribute("lang"), null)).toBe(
        "en",
      );
      expect(await page.takeErrors()).toEqual([]);
    });

    it("a link to a home section, opened as a new page, lands on the section under the header", async () => {
      // The first section and one far down, where WebKit landed 540 and 342 px off.
      for (const section of ["portfolio", "kontakt"]) {
        await page.goto(`/#${section}`);
        await pageScriptRuns(page);
        await scrollSettled(page);
        expect({ section, off: await offAim(page, section) }).toEqual({ section, off: 0 });
      }
      expect(await page.takeErrors()).toEqual([]);
    });

    it("an article opened at a step lands on the step, and a step's address entered on the article lands on that one", async () => {
      const last = steps.at(-1)?.anchor ?? "";
      const third = steps[2]?.anchor ?? "";
      await page.goto(`${identity}#${last}`);
      await pageScriptRuns(page);
      await scrollSettled(page);
      expect(await offAim(page, last)).toBe(0);

      await page.evaluate((anchor) => {
        window.scrollTo(0, 0);
        location.hash = anchor;
      }, third);
      await scrollSettled(page);
      expect(await offAim(page, third)).toBe(0);

      await markDocument(page);
      await page.click('header nav a[href="/blog"]');
      await until(
        "the blog",
        () => path(page),
        (now) => now === "/blog",
      );
      expect(await sameDocument(page)).toBe(false);
      expect(await page.takeErrors()).toEqual([]);
    });

    it("blog: a category chosen is applied in the page and written into the address", async () => {
      await islandsHydrated(page);
      await markDocument(page);
      await page.click('input[name="category"][value="branding"]');
      await until(
        "the category in the address",
        () => path(page),
        (now) => now === "/blog?category=branding",
      );
      expect(await sameDocument(page)).toBe(true);
      const branding = posts.filter((post) => post.category === "branding");
      const shown = await until(
        "the branding articles alone",
        () =>
          page.evaluate(
            () =>
              [
                ...new Set(
                  [
                    ...document.querySelectorAll(
                      '[data-testid=post-list] [data-testid=post-card] a[href^="/blog/"]',
                    ),
                  ].map((link) => link.getAttribute("href")),
                ),
              ].sort(),
            null,
          ),
        (hrefs) => hrefs.length === branding.length,
      );
      expect(shown).toEqual(branding.map((post) => `/blog/${post.slug}`).sort());
    });

    it("a page left while its code is still loading goes where the visitor asked, not back to itself", async () => {
      // Each script late, as on a slow phone network: the app's code is still arriving
      // seconds after the load event, when the visitor goes to another page.
      const slow = await siteProxy(inject("siteOrigin"), SCRIPT_DELAY_MS);
      try {
        await page.goto(`${slow.origin}/`);
        // Once the app runs, it fetches the code of the parts it renders later, one late
        // script after another: the visitor leaves while they are on their way.
        await pageScriptRuns(page);
        await new Promise((resolve) => setTimeout(resolve, SCRIPT_DELAY_MS));
        await page.evaluate(() => {
          // After the call returns: the driver's own call must not be what the page leaves.
          setTimeout(() => location.assign("/blog"), 0);
        }, null);
        await until(
          "the blog",
          () => path(page).catch(() => "(loading)"),
          (now) => now === "/blog",
          30_000,
        );
        // A reload of the page left would still come, as the downloads it abandoned fail.
        await new Promise((resolve) => setTimeout(resolve, 3000));
        expect(await path(page)).toBe("/blog");
        expect(
          await page.evaluate(() => document.querySelector("h1")?.textContent ?? "", null),
        ).toBe(pl.pages.blog.heading);
      } finally {
        await slow.close();
      }
    });

    it("blog: the search and the views answer in the page and are written into the address", async () => {
      await page.goto("/blog");
      await islandsHydrated(page);
      await markDocument(page);
      await page.fill('input[type="search"][name="q"]', "logo");
      const expected = postsMatching("logo")
        .map((post) => `/blog/${post.slug}`)
        .sort();
      const cards = () =>
        page.evaluate(
          () =>
            [
              ...new Set(
                [
                  ...document.querySelectorAll(
                    '[data-testid=post-list] [data-testid=post-card] a[href^="/blog/"]',
                  ),
                ].map((link) => link.getAttribute("href")),
              ),
            ].sort(),
          null,
        );
      expect(
        await until("the articles about logos", cards, (hrefs) => hrefs.length === expected.length),
      ).toEqual(expected);
      await page.click('input[name="view"][value="list"]');
      await until(
        "the list view in the address",
        () => path(page),
        (now) => new URLSearchParams(now.split("?")[1]).get("view") === "list",
      );
      expect(await sameDocument(page)).toBe(true);
      expect(await page.takeErrors()).toEqual([]);
    });

    it("portfolio: a category chosen shows its projects alone", async () => {
      const category = projects[0]?.category ?? "";
      await page.goto("/portfolio");
      await islandsHydrated(page);
      await page.click(`main input[type="radio"][value="${category}"]`);
      const expected = projects.filter((project) => project.category === category).length;
      await until(
        "the category's projects alone",
        () =>
          page.evaluate(
            () => document.querySelectorAll("[data-testid=portfolio-grid] h2").length,
            null,
          ),
        (count) => count === expected,
      );
      expect(await page.takeErrors()).toEqual([]);
    });

    it("newsletter: an address signed up is thanked for in the page", async () => {
      await page.goto("/en");
      await islandsHydrated(page);
      const form = `form[aria-label="${en.newsletter.formLabel}"]`;
      await page.fill(`${form} input[name="email"]`, `reader.${engine}@example.com`);
      await page.click(`${form} button[type="submit"]`);
      await until(
        "the thanks",
        () =>
          page.evaluate(
            (selector) => document.querySelector(`${selector} [role=status]`)?.textContent ?? "",
            form,
          ),
        (text) => text.includes(en.newsletter.success),
      );
      expect(await path(page)).toBe("/en");
      expect(await page.takeErrors()).toEqual([]);
    });

    describe("on a phone", () => {
      beforeAll(async () => {
        await page.resize(390, 844);
      });

      it("home, the blog and an article look as approved, and the client logos are drawn as soon as their strip is in view", async () => {
        await page.goto("/");
        await pageScriptRuns(page);
        await expectLooksAsApproved(page, "home-phone");
        await page.evaluate(
          () =>
            document
              .querySelector("[data-testid=clients-carousel]")
              ?.scrollIntoView({ block: "center" }),
          null,
        );
        // WebKit left a lazy logo in the moving strip blank for seconds: a moment is enough.
        await new Promise((resolve) => setTimeout(resolve, 300));
        const blank = await page.evaluate(
          () =>
            [...document.querySelectorAll<HTMLImageElement>("[data-testid=clients-carousel] img")]
              .filter((logo) => !logo.complete || logo.naturalWidth === 0)
              .map((logo) => logo.currentSrc || logo.src),
          null,
        );
        expect(blank).toEqual([]);

        await page.goto("/blog");
        await pageScriptRuns(page);
        await expectLooksAsApproved(page, "blog-phone");
        await page.goto(identity);
        await pageScriptRuns(page);
        await expectLooksAsApproved(page, "article-phone");
        expect(await page.takeErrors()).toEqual([]);
      });

      it("contact: the subject is drawn like the other fields, and a message sent is answered in the page", async () => {
        await page.goto("/kontakt");
        await pageScriptRuns(page);
        const select = 'form[method="post"] select';
        const look = await page.evaluate((selector) => {
          const element = document.querySelector(selector);
          const chevron = element?.parentElement?.querySelector("svg");
          if (!element || !chevron) return null;
          const field = element.getBoundingClientRect();
          const arrow = chevron.getBoundingClientRect();
          return {
            appearance: getComputedStyle(element).appearance,
            // The site's chevron sits inside the field, near its right edge.
            arrowInside:
              arrow.width > 0 &&
              arrow.left > field.left + field.width / 2 &&
              arrow.right < field.right &&
              arrow.top > field.top &&
              arrow.bottom < field.bottom,
          };
        }, select);
        expect(look).toEqual({ appearance: "none", arrowInside: true });
        await page.evaluate((selector) => {
          document.querySelector(selector)?.scrollIntoView({ block: "start" });
          window.scrollBy(0, -120);
        }, select);
        await scrollSettled(page);
        await expectLooksAsApproved(page, "contact-form-phone");

        await islandsHydrated(page);
        await markDocument(page);
        await page.fill('input[name="Imie i Nazwisko"]', "Ewa Kowalczyk");
        await page.fill('input[name="Email"]', "ewa@kwiaciarnia.pl");
        await page.fill('textarea[name="Opis"]', "Potrzebujemy sklepu internetowego z dostawą.");
        await page.click('form[method="post"] button[type="submit"]');
        await until(
          "the sent message's toast",
          () => page.evaluate(() => document.body.textContent ?? "", null),
          (text) => text.includes(pl.contactForm.successTitle),
        );
        expect(await sameDocument(page)).toBe(true);
        expect(await path(page)).toBe("/kontakt");
        await page.click(`button[aria-label="${pl.toast.close}"]`);
        await until(
          "the toast closed",
          () => page.evaluate(() => document.body.textContent ?? "", null),
          (text) => !text.includes(pl.contactForm.successTitle),
        );
      });

      it("menu: it opens over a page the visitor cannot reach, marks the current page, and its links open the next page closed", async () => {
        await page.click('button[popovertarget="mobile-menu"]');
        const menu = await until(
          "the menu open and modal",
          () =>
            page.evaluate(() => {
              const panel = document.getElementById("mobile-menu");
              const current = panel?.querySelector("nav a[aria-current=page]");
              return {
                open: panel?.matches(":popover-open") ?? false,
                modal: panel?.getAttribute("aria-modal") ?? null,
                mainInert: document.querySelector("main")?.closest("[inert]") !== null,
                current: current?.getAttribute("href") ?? null,
                currentClass: current?.getAttribute("class") ?? "",
              };
            }, null),
          (state) => state.modal === "true",
        );
        expect(menu).toMatchObject({ open: true, mainInert: true, current: "/kontakt" });
        expect(menu.currentClass.split(" ")).toContain("text-accent");
        await expectLooksAsApproved(page, "menu-phone");

        await page.click('#mobile-menu nav a[href="/portfolio"]');
        await until(
          "the portfolio",
          () => path(page),
          (now) => now === "/portfolio",
        );
        await until(
          "the menu closed",
          () =>
            page.evaluate(
              () => document.getElementById("mobile-menu")?.matches(":popover-open") ?? false,
              null,
            ),
          (open) => !open,
        );
        expect(await sameDocument(page)).toBe(false);
        expect(await page.takeErrors()).toEqual([]);
      });
    });
  });
}

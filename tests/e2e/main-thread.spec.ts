/**
 * What keeps the main thread quiet while a page loads, checked by its
 * structure, never by the clock: how many script files and stylesheets a page loads up front,
 * markup marked static that hydration leaves alone (and whose links still
 * navigate inside the app), no script asked for before the first contentful
 * paint, the shared chunks run apart from the page's own modules, the hero's particles starting only after the page has loaded, in a
 * worker where the device has a core to spare, no SVG picture built into a document of its own, and the sections far from
 * the first screen left unrendered until they are needed.
 */
import { readFile } from "node:fs/promises";
import { dictionaries } from "../../shared/i18n/dictionaries/index.ts";
import { COMPILE_HINT } from "../../tooling/compile-hints-plugin.ts";
import { contentOf, slugs } from "../support/blog-data.ts";
import { firstLoadFiles, pageRouteIds, readClientManifest } from "../support/client-manifest.ts";
import { expect, test, waitForPageScript } from "../support/fixtures.ts";

const { pl, en } = dictionaries;

/** Up front a page loads the entry, the framework, the shared site code, its layout, its own module and a few chunks only some pages share. */
const MAX_FIRST_LOAD_SCRIPTS = 24;

test("every page loads its JavaScript up front in a few files", async () => {
  const manifest = await readClientManifest();
  const counts = Object.fromEntries(
    pageRouteIds(manifest).map((id) => [id, firstLoadFiles(manifest, id).js.size]),
  );
  expect(Object.keys(counts).length).toBeGreaterThan(10);
  for (const [id, count] of Object.entries(counts)) {
    expect(count, id).toBeLessThanOrEqual(MAX_FIRST_LOAD_SCRIPTS);
  }
});

test("every script an article loads asks the browser to compile it while it streams in, off the main thread", async ({
  page,
}) => {
  const scripts: Promise<{ url: string; head: string }>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    scripts.push(
      response.text().then((text) => ({ url: response.url(), head: text.slice(0, 40) })),
    );
  });
  await page.goto(`/blog/${slugs.identity}`);
  await waitForPageScript(page);
  await page.waitForLoadState("networkidle");
  const loaded = await Promise.all(scripts);
  // The framework, the site code, the entry and the page's own modules at least.
  expect(loaded.length).toBeGreaterThan(4);
  for (const { url, head } of loaded) {
    // React Router's route manifest is data written by React Router itself.
    if (/\/assets\/manifest-/.test(url)) continue;
    expect(head.startsWith(`${COMPILE_HINT}\n`), url).toBe(true);
  }
});

test("every page is styled by one stylesheet, so a single CSS request blocks its first paint", async () => {
  const manifest = await readClientManifest();
  const ids = pageRouteIds(manifest);
  expect(ids.length).toBeGreaterThan(10);
  for (const id of ids) {
    expect([...firstLoadFiles(manifest, id).css], id).toHaveLength(1);
  }
});

for (const [path, regionCount] of [
  ["/", 2],
  ["/en/polityka-prywatnosci", 2],
  ["/case-study/the-goat-beard", 1],
  // Every post card, the footer.
  ["/blog", 7],
  // The header, the tags and author, three related cards, the footer.
  ["/en/blog/aplikacje-webowe-dla-firm-ile-kosztuja", 6],
  // Every project card shown at first (three today), the footer.
  ["/portfolio", 4],
  // The "let's talk" panel, the footer.
  ["/kontakt", 2],
  // The team and the partners, the footer.
  ["/en/zespol", 2],
] as const) {
  test(`static regions of ${path} keep their markup without being hydrated`, async ({ page }) => {
    await page.goto(path);
    await waitForPageScript(page);
    const readRegions = () =>
      page.locator("[data-static-region]").evaluateAll((elements) => {
        // React attaches itself to every element it hydrates.
        const hydrated = (element: Element) =>
          Object.keys(element).some((key) => key.startsWith("__reactFiber$"));
        return elements.map((region) => ({
          hydratedContainer: hydrated(region),
          elements: region.querySelectorAll("*").length,
          hydratedInside: [...region.querySelectorAll("*")].filter(hydrated).length,
        }));
      });
    // A region inside a section's Suspense boundary is hydrated with that section,
    // which may come after the page says it has started.
    await expect
      .poll(async () => (await readRegions()).every((region) => region.hydratedContainer))
      .toBe(true);
    const regions = await readRegions();
    expect(regions.length).toBeGreaterThanOrEqual(regionCount);
    for (const region of regions) {
      expect(region.elements).toBeGreaterThan(5);
      expect(region.hydratedInside).toBe(0);
    }
  });
}

test("hydrating home never loads the code of its static portfolio, team and articles sections", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto("/");
  await waitForPageScript(page);
  await page.locator("#portfolio").scrollIntoViewIfNeeded();
  await expect(page.locator("#portfolio img").first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(scripts.some((url) => url.includes("/assets/home-"))).toBe(true);
  await page.locator("#team-title").scrollIntoViewIfNeeded();
  await page.locator("#latest-articles-title").scrollIntoViewIfNeeded();
  await page.waitForLoadState("networkidle");
  expect(
    scripts.filter((url) => /portfolio-section|team-section|latest-articles|post-card/.test(url)),
  ).toEqual([]);
});

test("a picture that cannot load shows its default, also in never-hydrated sections and when it failed before the code ran", async ({
  page,
  browserErrors,
}) => {
  // One portrait and one banner are gone from the server.
  await page.route(/\/team\/karolina-zielinska[^/]*$|\/blog\/[^/]+\/banner[^/]*$/, (route) =>
    route.fulfill({ status: 404, body: "" }),
  );
  await page.goto("/");
  await waitForPageScript(page);
  const portrait = page.getByTestId("team-member").nth(1).locator("img").first();
  await portrait.scrollIntoViewIfNeeded();
  await expect(portrait).toHaveAttribute("src", "/team/default-avatar-320.webp");
  await expect
    .poll(() => portrait.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  const banner = page
    .locator("section[aria-labelledby='latest-articles-title'] article img")
    .first();
  await banner.scrollIntoViewIfNeeded();
  await expect(banner).toHaveAttribute("src", "/blog/default-banner-800.webp");

  // The blog's first banners are eager: they fail while the HTML is still being read.
  await page.goto("/blog");
  await expect(page.locator("main article img").first()).toHaveAttribute(
    "src",
    "/blog/default-banner-800.webp",
  );
  // The browser reports each picture this test took away, and nothing else.
  expect(browserErrors.length).toBeGreaterThan(0);
  expect(browserErrors.filter((error) => !error.includes("status of 404"))).toEqual([]);
  browserErrors.length = 0;
});

test("links in the static footer navigate inside the app, and the footer follows the language", async ({
  page,
}) => {
  await page.goto("/");
  await waitForPageScript(page);
  await page.evaluate(() => {
    (window as Window & { sameDocument?: boolean }).sameDocument = true;
  });
  const footer = page.getByRole("contentinfo");
  await footer.getByRole("link", { name: pl.footer.privacy }).click();
  await expect(page).toHaveURL(/\/polityka-prywatnosci$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pl.pages.privacy.heading);
  expect(
    await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument),
  ).toBe(true);

  await page
    .getByRole("navigation", { name: pl.header.languageSwitch })
    .getByRole("link", { name: /EN/ })
    .click();
  await expect(page).toHaveURL(/\/en\/polityka-prywatnosci$/);
  await expect(footer.getByRole("link", { name: en.footer.privacy })).toBeVisible();
  expect(
    await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument),
  ).toBe(true);
});

for (const path of ["/", "/en/uslugi", "/polityka-prywatnosci"]) {
  test(`${path} asks for no script before its first contentful paint, then hydrates`, async ({
    page,
  }) => {
    await page.goto(path);
    await waitForPageScript(page);
    const { firstContentfulPaint, scriptStarts } = await page.evaluate(() => ({
      firstContentfulPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      scriptStarts: performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
        .map((entry) => entry.startTime),
    }));
    expect(firstContentfulPaint).toBeGreaterThan(0);
    expect(scriptStarts.length).toBeGreaterThan(3);
    for (const start of scriptStarts) expect(start).toBeGreaterThan(firstContentfulPaint ?? 0);
  });
}

for (const path of ["/", "/en/kontakt", `/blog/${slugs.identity}`]) {
  test(`${path} runs the framework, then the shared site code, each as a script of its own, before its own modules`, async ({
    page,
  }) => {
    await page.goto(path);
    await waitForPageScript(page);
    const moduleScripts = await page
      .locator('body script[type="module"]')
      .evaluateAll((scripts) =>
        scripts.map((script) =>
          script instanceof HTMLScriptElement && script.src
            ? new URL(script.src).pathname.replace(/-[\w-]{8}\.js$/, ".js")
            : "inline",
        ),
      );
    expect(moduleScripts).toEqual(["/assets/framework.js", "/assets/site.js", "inline"]);
  });
}

/** Where the hero's particles are drawn on a device reporting so many cores, and what starts after the load event. */
const particleStarts = [
  {
    device: "where a core is to spare (eight cores), in a worker",
    cores: 8,
    drawnIn: "worker",
    started: ["load", "worker"],
  },
  {
    device: "on two cores, by the page itself with no worker",
    cores: 2,
    drawnIn: "page",
    started: ["load"],
  },
];

for (const { device, cores, drawnIn, started } of particleStarts) {
  test(`the hero's particles start after the page has loaded, drawn ${device}`, async ({
    page,
  }) => {
    await page.addInitScript((reported) => {
      Object.defineProperty(Navigator.prototype, "hardwareConcurrency", { get: () => reported });
      const log: string[] = [];
      (window as Window & { startLog?: string[] }).startLog = log;
      window.addEventListener("load", () => log.push("load"));
      const NativeWorker = window.Worker;
      window.Worker = class extends NativeWorker {
        constructor(...args: ConstructorParameters<typeof Worker>) {
          log.push("worker");
          super(...args);
        }
      };
    }, cores);
    await page.goto("/");
    await waitForPageScript(page);
    const canvas = page.getByTestId("particles");
    await expect(canvas).toHaveAttribute("data-running", "true");
    await expect(canvas).toHaveAttribute("data-drawn-in", drawnIn);
    const log = await page.evaluate(() => (window as Window & { startLog?: string[] }).startLog);
    expect(log).toEqual(started);
  });
}

for (const path of ["/", "/kontakt"]) {
  test(`${path} builds no SVG document as it loads: the tab icon is a PNG and the select's chevron is drawn in the page`, async ({
    browser,
    page,
  }) => {
    // Chromium builds each SVG picture (a CSS background, the tab icon it downloads
    // through the page) into a document of its own, on the page's main thread.
    const tracePath = test.info().outputPath("load.json");
    // A picture that fails shows its default, a WebP too; which one failed is
    // worth knowing when this test reads a trace from a loaded machine.
    page.on("requestfailed", (request) =>
      test.info().annotations.push({ type: "request failed", description: request.url() }),
    );
    await page.goto("/robots.txt");
    await browser.startTracing(page, { path: tracePath, categories: ["blink"] });
    await page.goto(path);
    await waitForPageScript(page);
    await expect(page.getByRole("combobox")).toBeVisible();
    await page.waitForLoadState("networkidle");
    await browser.stopTracing();
    const { traceEvents } = JSON.parse(await readFile(tracePath, "utf8")) as {
      traceEvents: { name: string }[];
    };
    expect(traceEvents.filter((event) => event.name === "SVGImage::DataChanged")).toEqual([]);

    const icon = await page.evaluate(async () => {
      const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
      const image = new Image();
      image.src = link?.href ?? "";
      await image.decode();
      return { type: link?.type, width: image.naturalWidth, height: image.naturalHeight };
    });
    expect(icon).toEqual({ type: "image/png", width: 48, height: 48 });
    await expect(page.getByRole("combobox").locator("xpath=..").locator("svg")).toBeVisible();
  });
}

test("home lays out only what is near its first screen at load, and a jump from the hero renders every section and lands on the contact form", async ({
  page,
}) => {
  await page.goto("/");
  await waitForPageScript(page);
  /** The landmarks whose content the browser has skipped so far (their content-visibility is auto and they are far from the viewport). */
  const skipped = () =>
    page.evaluate(() =>
      ["#portfolio", "#kontakt", "#faq", "footer"].filter((selector) => {
        const content = document.querySelector(selector)?.firstElementChild;
        return content ? !content.checkVisibility({ contentVisibilityAuto: true }) : false;
      }),
    );
  expect(await skipped()).toEqual(["#portfolio", "#kontakt", "#faq", "footer"]);

  await page.getByRole("link", { name: pl.pages.home.secondary, exact: true }).first().click();
  expect(await skipped()).toEqual([]);
  // Where the scroll should end: the section's top clear of the fixed header.
  const aim = await page.evaluate(() => {
    const section = document.getElementById("kontakt");
    if (!section) return Number.NaN;
    const root = getComputedStyle(document.documentElement);
    return (
      parseFloat(getComputedStyle(section).scrollMarginTop) + parseFloat(root.scrollPaddingTop)
    );
  });
  // Within a pixel: the scroll position rounds to device pixels.
  await expect
    .poll(async () =>
      Math.abs(
        (await page
          .locator("#kontakt")
          .evaluate((section) => section.getBoundingClientRect().top)) - aim,
      ),
    )
    .toBeLessThanOrEqual(1);
  await expect(page.getByRole("heading", { name: pl.contactSection.heading })).toBeInViewport();
});

test("an article lays out its opening at load and each later section as the reader comes near it, and a link to a step lands on the step's heading", async ({
  page,
}) => {
  const slug = slugs.identity;
  await page.goto(`/blog/${slug}`);
  await waitForPageScript(page);
  /** For each ## section of the body, whether the browser has laid out its content so far. */
  const laidOut = () =>
    page
      .locator(".article-body > .render-when-near")
      .evaluateAll((sections) =>
        sections.map(
          (section) =>
            section.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) ?? false,
        ),
      );
  const atLoad = await laidOut();
  expect(atLoad.length).toBeGreaterThan(5);
  expect(atLoad.filter((done) => !done).length).toBeGreaterThan(atLoad.length / 2);
  expect(atLoad.at(-1)).toBe(false);

  // Reading down to the end a screen at a time, every section is laid out whenever it is on screen.
  const onScreenLaidOut = await page
    .locator(".article-body > .render-when-near")
    .evaluateAll(async (sections) => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      const seen = sections.map(() => [] as boolean[]);
      const look = () =>
        sections.forEach((section, index) => {
          const box = section.getBoundingClientRect();
          if (box.bottom > 0 && box.top < window.innerHeight) {
            seen[index]?.push(
              section.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) ?? false,
            );
          }
        });
      look();
      while (window.scrollY + window.innerHeight < document.documentElement.scrollHeight - 1) {
        window.scrollBy(0, window.innerHeight / 2);
        await frame();
        await frame();
        look();
      }
      return seen.map((looks) => looks.length > 0 && looks.every(Boolean));
    });
  expect(onScreenLaidOut).toEqual(atLoad.map(() => true));

  const step = contentOf(slug).pl.steps.at(-1);
  if (!step) throw new Error(`${slug} has no steps`);
  await page.goto(`/blog/${slug}#${step.anchor}`);
  const heading = page.locator(`[id="${step.anchor}"]`);
  const aim = await heading.evaluate(
    (element) =>
      parseFloat(getComputedStyle(element).scrollMarginTop) +
      parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop),
  );
  await expect
    .poll(async () =>
      Math.abs((await heading.evaluate((element) => element.getBoundingClientRect().top)) - aim),
    )
    .toBeLessThanOrEqual(1);
  await expect(heading).toBeInViewport();
});

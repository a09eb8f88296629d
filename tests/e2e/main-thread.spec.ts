/**
 * What keeps the main thread quiet while a page loads, checked by its
 * structure, never by the clock: how many script files and stylesheets a page loads up front
 * (no React until an island's trigger), an island's code fetched at its trigger, no script
 * asked for before the first contentful paint, the hero's particles starting only after the page has loaded, in a
 * worker where the device has a core to spare, no SVG picture built into a document of its own, and the sections far from
 * the first screen left unrendered until they are needed.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { clientDir } from "../../server/build-layout.ts";
import { dictionaries } from "../../shared/i18n/dictionaries/index.ts";
import { contentOf, slugs } from "../support/blog-data.ts";
import { expect, test, waitForPageScript } from "../support/fixtures.ts";

const { pl } = dictionaries;

/**
 * The scripts a page loads before a visitor's first touch: one, holding every page's
 * behaviour; on home also its own, which starts the hero's particles after load, and the
 * particles' runner. React and the islands come on their triggers.
 */
const firstLoadScripts = (pagePath: string) => (pagePath === "/" ? 3 : 1);

for (const path of ["/", "/en/kontakt", "/blog", `/blog/${slugs.identity}`, "/portfolio"]) {
  test(`${path} loads only its own few scripts before a visitor's first touch, and no React`, async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(path);
    await waitForPageScript(page);
    await page.waitForLoadState("networkidle");
    expect(scripts.length, scripts.join(" ")).toBeLessThanOrEqual(firstLoadScripts(path));
    expect(scripts.filter((script) => /react|client\.|-island\./.test(script))).toEqual([]);
  });
}

test("every page is styled by one stylesheet, so a single CSS request blocks its first paint", async () => {
  const pages = (await readdir(clientDir, { recursive: true })).filter(
    (file) => file.endsWith(".html") && !file.startsWith("admin"),
  );
  expect(pages.length).toBeGreaterThan(50);
  for (const file of pages) {
    const html = await readFile(path.join(clientDir, file), "utf8");
    expect(html.match(/<link rel="stylesheet"/g) ?? [], file).toHaveLength(1);
  }
});

test("an island's code is fetched at the visitor's first touch of it: the contact form's as a field is focused", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.goto("/kontakt");
  await waitForPageScript(page);
  await page.waitForLoadState("networkidle");
  expect(scripts.filter((script) => script.includes("contact-form-island"))).toEqual([]);
  await page.getByRole("textbox", { name: pl.contactForm.name }).focus();
  await expect
    .poll(() => scripts.filter((script) => script.includes("contact-form-island")).length)
    .toBe(1);
  await expect(page.locator("astro-island[ssr]")).toHaveCount(0);
});

test("a picture that cannot load shows its default, also when it failed before the page's script ran", async ({
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

for (const path of ["/", "/en/uslugi", "/polityka-prywatnosci"]) {
  test(`${path} asks for no script before its first contentful paint`, async ({ page }) => {
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
    expect(scriptStarts.length).toBeGreaterThan(0);
    for (const start of scriptStarts) expect(start).toBeGreaterThan(firstContentfulPaint ?? 0);
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

/**
 * Screenshot comparisons of every page template at a phone and a desktop width,
 * in Polish and English. They catch what no other test sees: a picture cropping
 * its text, a card growing out of its row, a face that did not load.
 *
 * The pictures are made deterministic, never the product: motion is reduced and
 * animations stopped, every image is loaded and every font face has arrived,
 * the reviews come from the built-in file and are looked at from a fixed day
 * (their "2 weeks ago" would otherwise follow the calendar), the footer's year is masked, and the
 * 404 page is reloaded until it shows its first joke.
 *
 * Update the baselines on purpose with:
 *   npx playwright test visual --update-snapshots
 */
import type { Locator, Page } from "@playwright/test";
import { builtInReviews } from "../../content/reviews.ts";
import { dictionaries } from "../../shared/i18n/dictionaries/index.ts";
import { type Lang, languages, localizePath } from "../../shared/lang.ts";
import { expect, renderEverySection, test, waitForPageScript } from "../support/fixtures.ts";

interface Template {
  name: string;
  /** Polish path; the English page is its /en mirror. */
  path: string;
  /**
   * What to compare: the whole page, or (for the long articles) the parts the
   * template adds, each from the top of its first element to the bottom of its last.
   */
  shots: "page" | Record<string, (page: Page) => Locator[]>;
  /** What a visitor does before the picture is taken. */
  prepare?: (page: Page, lang: Lang) => Promise<void>;
}

const byTestId = (id: string) => (page: Page) => [page.getByTestId(id).first()];

const templates: Template[] = [
  { name: "home", path: "/", shots: "page" },
  { name: "services", path: "/uslugi", shots: "page" },
  { name: "service-page", path: "/uslugi/branding-i-design-szczecin", shots: "page" },
  { name: "portfolio", path: "/portfolio", shots: "page" },
  { name: "case-study", path: "/case-study/the-goat-beard", shots: "page" },
  { name: "team", path: "/zespol", shots: "page" },
  { name: "blog", path: "/blog", shots: "page" },
  {
    // The list view crops each banner to a thumbnail.
    name: "blog-list",
    path: "/blog",
    prepare: async (page, lang) => {
      await page.getByRole("radio", { name: dictionaries[lang].blog.viewList }).check();
      await expect(page.getByTestId("post-list")).toHaveAttribute("data-view", "list");
      await settle(page);
    },
    shots: { list: byTestId("post-list") },
  },
  { name: "contact", path: "/kontakt", shots: "page" },
  { name: "not-found", path: "/ta-strona-nie-istnieje", shots: "page" },
  {
    name: "article",
    path: "/blog/jak-mierzyc-skutecznosc-kampanii-reklamowych-online",
    shots: {
      // From the page's top to the banner: title, meta and the cropped-or-not picture.
      top: (page) => [page.getByRole("banner").first(), page.locator("article > img").first()],
      // Tags, author, related posts, the call to action and the footer.
      end: (page) => [page.getByTestId("article-tags"), page.getByRole("contentinfo")],
    },
  },
  {
    name: "article-logo-pricing",
    path: "/blog/projekt-logo-szczecin-ile-kosztuje-logo",
    shots: { pricing: byTestId("pricing-section"), "local-agency": byTestId("local-agency") },
  },
  {
    name: "article-ad-mistakes",
    path: "/blog/kampanie-reklamowe-online-szczecin-top-5-bledow-ktore-kosztuja-firmy-tysiace-zlotych",
    shots: { "audit-cta": byTestId("audit-cta") },
  },
  {
    name: "article-visual-identity",
    path: "/blog/identyfikacja-wizualna-szczecin-krok-po-kroku-dla-lokalnych-firm",
    shots: { "checklist-pdf": byTestId("checklist-pdf") },
  },
  {
    name: "article-agency-selection",
    path: "/blog/jak-wybrac-agencje-marketingowa-w-szczecinie",
    shots: {
      extras: (page) => [page.getByTestId("agency-questions"), page.getByTestId("agency-metrics")],
    },
  },
  {
    name: "article-web-apps",
    path: "/blog/aplikacje-webowe-dla-firm-ile-kosztuja",
    shots: { "web-cta": byTestId("web-cta") },
  },
];

const widths = [390, 1440] as const;

/** Loads a page and waits until nothing on it will change any more. */
async function open(page: Page, path: string) {
  await page.emulateMedia({ reducedMotion: "reduce" });
  // Live Google reviews (when a key is configured) would change the home page daily.
  await page.route("**/api/reviews", (route) => route.fulfill({ json: builtInReviews }));
  await page.clock.setFixedTime(((builtInReviews.reviews[0]?.time ?? 0) + 15 * 86_400) * 1000);
  await page.goto(path);
  await waitForPageScript(page);
  // A full-page picture does not scroll: the sections below the first screen are rendered first.
  await renderEverySection(page);
  await settle(page);
}

/** Every image loaded (lazy ones too: a full-page shot does not scroll) and every font face in. */
async function settle(page: Page) {
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = "eager";
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    await document.fonts.ready;
  });
  await expect
    .poll(() => page.evaluate(() => [...document.fonts].filter((f) => f.status === "loading")))
    .toEqual([]);
}

/** The 404 page picks a joke at random on the server: reload until it shows the first one. */
async function openNotFound(page: Page, path: string, lang: Lang) {
  const firstJoke = dictionaries[lang].notFound.jokes[0] ?? "";
  for (let attempt = 0; attempt < 60; attempt++) {
    await open(page, path);
    if (await page.getByText(firstJoke).isVisible()) return;
  }
  throw new Error("the 404 page never showed its first joke");
}

/** The smallest rectangle around the given elements, in page coordinates (the page is not scrolled). */
async function measureRegion(page: Page, parts: Locator[]) {
  const boxes = await Promise.all(
    parts.map((part) =>
      part.evaluate(async (element) => {
        // Two frames: whatever the page was about to lay out is laid out.
        for (let frame = 0; frame < 2; frame++) {
          await new Promise((resolve) => requestAnimationFrame(resolve));
        }
        const rect = element.getBoundingClientRect();
        return { top: rect.top, bottom: rect.bottom };
      }),
    ),
  );
  const top = Math.max(0, Math.min(...boxes.map((box) => box.top)) - 16);
  const bottom = Math.max(...boxes.map((box) => box.bottom)) + 16;
  const width = page.viewportSize()?.width ?? 0;
  return { x: 0, y: top, width, height: bottom - top };
}

/**
 * The region once it holds still: on a busy machine the region measured right after a
 * change (switching the blog to its list view) can still be one layout behind, and a
 * clip taken from it frames the wrong part of the page.
 */
async function regionAround(page: Page, parts: Locator[]) {
  let region = await measureRegion(page, parts);
  // Each measurement waits two frames, so consecutive ones are at least that far apart.
  await expect
    .poll(
      async () => {
        const latest = await measureRegion(page, parts);
        const still = latest.y === region.y && latest.height === region.height;
        region = latest;
        return still;
      },
      { intervals: [100] },
    )
    .toBe(true);
  return region;
}

// A full-page picture of the desktop home page alone takes seconds to capture and compare.
test.describe.configure({ timeout: 120_000 });

for (const width of widths) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const template of templates) {
      for (const lang of languages) {
        test(`${template.name} (${lang}) looks as approved`, async ({ page }) => {
          const path = localizePath(template.path, lang);
          if (template.name === "not-found") await openNotFound(page, path, lang);
          else await open(page, path);
          await template.prepare?.(page, lang);

          const options = {
            animations: "disabled" as const,
            // The copyright year follows the calendar; nothing else on the page does.
            mask: [page.getByRole("contentinfo").getByText("©")],
            maskColor: "#0c1316",
            // Room for anti-aliasing noise; a cropped picture or a shifted card row is far more.
            maxDiffPixelRatio: 0.002,
            timeout: 60_000,
          };
          const base = `${template.name}-${lang}-${width}`;
          if (template.shots === "page") {
            await expect(page).toHaveScreenshot(`${base}.png`, { ...options, fullPage: true });
            return;
          }
          for (const [part, locate] of Object.entries(template.shots)) {
            const clip = await regionAround(page, locate(page));
            await expect(page).toHaveScreenshot(`${base}-${part}.png`, {
              ...options,
              fullPage: true,
              clip,
            });
          }
        });
      }
    }
  });
}

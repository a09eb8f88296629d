/**
 * The art direction as the rendered pages show it: one left edge for the logo,
 * the breadcrumb and the heading of every inner page; labels of buttons and
 * pills on one line at 390 px; service cards that open without stretching
 * their neighbours; a cookie banner that leaves the first screen readable; a
 * home page of a bounded length; and a way from each case study to the next.
 */
import type { Page } from "@playwright/test";
import { caseStudies } from "../../content/case-studies.ts";
import { type Lang, languages, localizePath } from "../../shared/lang.ts";
import { pagePath } from "../../shared/route-table.ts";
import { posts } from "../support/blog-data.ts";
import { expectOpen, summaryIn } from "../support/disclosures.ts";
import { expect, renderEverySection, test, waitForPageScript } from "../support/fixtures.ts";
import { dictionaries } from "../support/site-pages.ts";

const article = posts.find((post) => !post.polishOnly);
const study = caseStudies[0];
if (!article || !study)
  throw new Error("the site needs an article in both languages and a case study");

/** One page of each kind below the home page (Polish paths). */
const innerPages = [
  pagePath("services"),
  pagePath("serviceBranding"),
  pagePath("portfolio"),
  pagePath("caseStudy", study.id),
  pagePath("team"),
  pagePath("blog"),
  pagePath("blogPost", article.slug),
  pagePath("contact"),
  pagePath("privacy"),
];

const inEveryLanguage = (paths: readonly string[]) =>
  languages.flatMap((lang) => paths.map((path) => ({ lang, path: localizePath(path, lang) })));

const screens = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

/**
 * Where the ink of the logo, the breadcrumb and the h1 starts, in px from the
 * viewport's left: the logo's picture, and the first glyph of the other two
 * (a centred heading starts where its text starts, not where its box does).
 * Null for a part the page lacks.
 */
function leftEdges(page: Page, lang: Lang) {
  const t = dictionaries[lang];
  return page.evaluate(
    ({ homeLink, breadcrumbLabel }) => {
      const textStart = (element: Element | null) => {
        if (!element) return null;
        const range = document.createRange();
        range.selectNodeContents(element);
        const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
        return rects.length > 0 ? Math.min(...rects.map((rect) => rect.left)) : null;
      };
      const logoLink = [...document.querySelectorAll("header a")].find(
        (link) => link.getAttribute("aria-label") === homeLink,
      );
      const logo = logoLink?.querySelector("svg, img") ?? logoLink;
      const breadcrumb = [...document.querySelectorAll("nav")].find(
        (nav) => nav.getAttribute("aria-label") === breadcrumbLabel,
      );
      return {
        logo: logo ? logo.getBoundingClientRect().left : null,
        breadcrumb: textStart(breadcrumb?.querySelector("li") ?? null),
        heading: textStart(document.querySelector("h1")),
      };
    },
    { homeLink: t.header.homeLink, breadcrumbLabel: t.breadcrumbs.label },
  );
}

/**
 * The pill-shaped controls and labels that show text (buttons, links drawn as
 * buttons, filter chips, the language switch, tags) and how many lines each
 * label takes: its text's boxes, grouped by the line they sit on.
 */
function pillLines(page: Page) {
  return page.evaluate(() => {
    const found: { label: string; lines: number; overflows: boolean }[] = [];
    for (const element of document.querySelectorAll<HTMLElement>("body *")) {
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      const box = element.getBoundingClientRect();
      // Not drawn, or visually hidden (one clipped pixel).
      if (box.width <= 1 || box.height <= 1) continue;
      const style = getComputedStyle(element);
      // Visually hidden by clipping (the skip link until focused).
      if (style.clipPath !== "none" || (style.clip !== "auto" && style.clip !== "")) continue;
      const radius = Number.parseFloat(style.borderTopLeftRadius);
      const drawn =
        style.backgroundColor !== "rgba(0, 0, 0, 0)" || Number.parseFloat(style.borderTopWidth) > 0;
      const interactive = element.matches("a, button, summary, label");
      // A pill: rounded to half its height, however tall its label made it; a button: anything
      // interactive with a fill or a border, no taller than a few lines (not a card drawn as a link).
      const pill = drawn && radius >= box.height / 2 - 1;
      if (!pill && !(interactive && drawn && box.height <= 96)) continue;
      const label = (element.textContent ?? "").replace(/\s+/g, " ").trim();
      if (!label) continue;
      // The boxes of the label's visible text: text only screen readers get (a visually
      // hidden span, one clipped pixel) is left out.
      const lines: { top: number; bottom: number }[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || parent.getBoundingClientRect().width <= 1) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) {
          if (rect.width === 0 || rect.height === 0) continue;
          const middle = (rect.top + rect.bottom) / 2;
          const line = lines.find((seen) => middle > seen.top && middle < seen.bottom);
          if (line) {
            line.top = Math.min(line.top, rect.top);
            line.bottom = Math.max(line.bottom, rect.bottom);
          } else {
            lines.push({ top: rect.top, bottom: rect.bottom });
          }
        }
      }
      // A label kept on one line must still fit the screen (a row that scrolls sideways,
      // such as a carousel, may hold it past the edge).
      let clipped = false;
      for (
        let parent = element.parentElement;
        parent && parent !== document.body;
        parent = parent.parentElement
      ) {
        if (getComputedStyle(parent).overflowX !== "visible") clipped = true;
      }
      found.push({
        label: `${element.tagName.toLowerCase()} "${label.slice(0, 60)}"`,
        lines: lines.length,
        // Partly past an edge; one wholly off the screen (the skip link until focused) is hidden on purpose.
        overflows:
          !clipped &&
          ((box.left < -0.5 && box.right > 0) ||
            (box.left < innerWidth && box.right > innerWidth + 0.5)),
      });
    }
    return found;
  });
}

test.describe("one left edge", () => {
  for (const { width, height } of screens) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: { width, height } });

      for (const { lang, path } of inEveryLanguage(innerPages)) {
        test(`${path}: the header's logo, the breadcrumb and the h1 start on one left edge (±2 px)`, async ({
          page,
        }) => {
          await page.goto(path);
          const edges = await leftEdges(page, lang);
          expect(edges.logo, "the header's logo").not.toBeNull();
          expect(edges.breadcrumb, "the breadcrumb").not.toBeNull();
          expect(edges.heading, "the h1").not.toBeNull();
          const logo = edges.logo ?? 0;
          expect(
            Math.abs((edges.breadcrumb ?? 0) - logo),
            `edges ${JSON.stringify(edges)}`,
          ).toBeLessThanOrEqual(2);
          expect(
            Math.abs((edges.heading ?? 0) - logo),
            `edges ${JSON.stringify(edges)}`,
          ).toBeLessThanOrEqual(2);
        });
      }
    });
  }
});

test.describe("labels on one line at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const { path } of inEveryLanguage(["/", ...innerPages])) {
    test(`${path}: no button, button-like link or pill label wraps`, async ({ page }) => {
      await page.goto(path);
      await waitForPageScript(page);
      await renderEverySection(page);
      const pills = await pillLines(page);
      expect(pills.length, "pills found on the page").toBeGreaterThan(0);
      const wrapped = pills
        .filter((pill) => pill.lines > 1)
        .map((pill) => `${pill.label}: ${pill.lines} lines`);
      expect(wrapped).toEqual([]);
      const spilled = pills.filter((pill) => pill.overflows).map((pill) => pill.label);
      expect(spilled, "labels wider than the screen").toEqual([]);
    });
  }
});

test.describe("no sideways scrolling at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  const everyPage = [
    "/",
    ...innerPages,
    ...posts.map((post) => pagePath("blogPost", post.slug)),
    ...caseStudies.map((entry) => pagePath("caseStudy", entry.id)),
  ];
  for (const { path } of inEveryLanguage([...new Set(everyPage)])) {
    test(`${path} is no wider than the screen`, async ({ page }) => {
      await page.goto(path);
      await renderEverySection(page);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(390);
    });
  }
});

test.describe("service index", () => {
  for (const width of [1440, 1024, 768, 390]) {
    test(`at ${width} px opening a row leaves the other rows as tall as they were`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/");
      await waitForPageScript(page);
      const cards = page.getByTestId("service-card");
      await expect(cards.first()).toBeVisible();
      const heights = () =>
        cards.evaluateAll((elements) =>
          elements.map((element) => Math.round(element.getBoundingClientRect().height)),
        );
      for (const opened of [0, 1, 2, 4]) {
        const before = await heights();
        await summaryIn(cards.nth(opened)).click();
        await expectOpen(summaryIn(cards.nth(opened)));
        const after = await heights();
        expect(after[opened] ?? 0, `row ${opened + 1} opened`).toBeGreaterThan(before[opened] ?? 0);
        const neighbours = (list: number[]) => list.filter((_, index) => index !== opened);
        expect(neighbours(after), `the others, row ${opened + 1} open`).toEqual(neighbours(before));
        // Closed again, so the next round starts from a page of closed rows.
        await summaryIn(cards.nth(opened)).click();
        await expect.poll(heights).toEqual(before);
      }
    });
  }
});

test.describe("the cookie banner on a phone's first screen", () => {
  test.use({ consent: null, measured: true, viewport: { width: 390, height: 844 } });

  for (const lang of languages) {
    test(`${lang}: covers at most 15 % of a 390 × 844 screen`, async ({ page }) => {
      await page.goto(localizePath("/", lang));
      await waitForPageScript(page);
      const banner = page.getByRole("region", { name: dictionaries[lang].cookies.title });
      await expect(banner).toBeVisible();
      // Measured at rest, once it has slid in.
      await banner.evaluate((element) =>
        Promise.all(element.getAnimations().map((animation) => animation.finished)),
      );
      const share = await banner.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const width = Math.max(0, Math.min(box.right, innerWidth) - Math.max(box.left, 0));
        const height = Math.max(0, Math.min(box.bottom, innerHeight) - Math.max(box.top, 0));
        return (width * height) / (innerWidth * innerHeight);
      });
      expect(share).toBeLessThanOrEqual(0.15);
    });
  }
});

test.describe("the home page's length", () => {
  for (const { width, height, most } of [
    { width: 390, height: 844, most: 12 },
    { width: 1440, height: 900, most: 8 },
  ]) {
    for (const lang of languages) {
      test(`${lang} at ${width} × ${height}: at most ${most} screens tall`, async ({ page }) => {
        await page.setViewportSize({ width, height });
        await page.goto(localizePath("/", lang));
        await waitForPageScript(page);
        await renderEverySection(page);
        const length = await page.evaluate(() => document.documentElement.scrollHeight);
        expect(length / height, `${length} px`).toBeLessThanOrEqual(most);
      });
    }
  }
});

test.describe("from one case study to the next", () => {
  for (const [index, current] of caseStudies.entries()) {
    const next = caseStudies[(index + 1) % caseStudies.length];
    if (!next || next === current) continue;
    for (const lang of languages) {
      const path = localizePath(pagePath("caseStudy", current.id), lang);
      test(`${path} links to the next case study, ${next.id}`, async ({ page }) => {
        await page.goto(path);
        await expect(
          page
            .getByRole("main")
            .locator(`a[href="${localizePath(pagePath("caseStudy", next.id), lang)}"]`),
        ).not.toHaveCount(0);
      });
    }
  }
});

/**
 * The brand typeface as a visitor's browser gets it: which files it downloads
 * and how much, that the preloaded file is the one the page draws with, that
 * Polish letters come from the brand face and not from a system font, and that
 * text does not jump when the face arrives late.
 */
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "../support/fixtures.ts";

const FONT_FILE = /\/assets\/bricolage-grotesque-latin(-ext)?-wght-normal-[\w-]+\.woff2$/;
/** The budget for fonts on a page's first load (docs/decisions/0006-typeface.md). */
const FONT_BUDGET_BYTES = 80_000;

/** Fonts a page downloads on a first visit, with their transferred size. */
async function fontDownloads(page: Page, path: string) {
  const sizes: Promise<{ url: string; bytes: number }>[] = [];
  page.on("requestfinished", (request) => {
    if (request.resourceType() !== "font") return;
    sizes.push(
      request.sizes().then((size) => ({ url: request.url(), bytes: size.responseBodySize })),
    );
  });
  await page.goto(path);
  await waitForHydration(page);
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState("networkidle");
  return Promise.all(sizes);
}

test.describe("typeface", () => {
  for (const path of [
    "/",
    "/en",
    "/blog",
    "/blog/jak-mierzyc-skutecznosc-kampanii-reklamowych-online",
    "/en/blog/jak-mierzyc-skutecznosc-kampanii-reklamowych-online",
  ]) {
    test(`${path} downloads only the brand face's Latin files, each once, within the budget`, async ({
      page,
    }) => {
      const fonts = await fontDownloads(page, path);
      const urls = fonts.map((font) => new URL(font.url).pathname);
      expect(urls.length).toBeGreaterThan(0);
      for (const url of urls) expect(url).toMatch(FONT_FILE);
      expect(new Set(urls).size, "a font file was downloaded twice").toBe(urls.length);
      const total = fonts.reduce((sum, font) => sum + font.bytes, 0);
      expect(total).toBeLessThanOrEqual(FONT_BUDGET_BYTES);
    });
  }

  test("the preloaded files are the ones the stylesheet's @font-face rules use", async ({
    page,
  }) => {
    await page.goto("/");
    const preloaded = await page
      .locator('link[rel="preload"][as="font"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    // Polish pages draw ł, ę, ś… on the first screen: both files are needed at once.
    expect(preloaded).toHaveLength(2);
    const declared = await page.evaluate(() =>
      [...document.styleSheets].flatMap((sheet) =>
        [...sheet.cssRules]
          .filter((rule) => rule instanceof CSSFontFaceRule)
          .flatMap((rule) =>
            [...rule.style.getPropertyValue("src").matchAll(/url\("?([^")]+)"?\)/g)].map(
              (match) => new URL(match[1] ?? "", sheet.href ?? location.href).href,
            ),
          ),
      ),
    );
    for (const href of preloaded) expect(declared).toContain(href);

    await page.goto("/en");
    const englishPreloads = page.locator('link[rel="preload"][as="font"]');
    await expect(englishPreloads).toHaveCount(1);
    await expect(englishPreloads).toHaveAttribute("href", /-latin-wght-normal-/);
  });

  test("Polish letters are drawn in the brand face in every weight the page uses", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.evaluate(() => document.fonts.ready);
    // One element per font weight whose own text holds Polish letters.
    const weights = await page.evaluate(() => {
      const found = new Map<string, Element>();
      for (const element of document.querySelectorAll("body *")) {
        const ownText = [...element.childNodes]
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent ?? "")
          .join("");
        // Words only: arrows and other symbols are outside the Latin files by design.
        if (!/[ąćęłńśźżĄĆĘŁŃŚŹŻ]/.test(ownText) || /[^\p{L}\p{N}\s.,:;!?()'"„”–—-]/u.test(ownText))
          continue;
        if (element.closest("[hidden], svg")) continue;
        const weight = getComputedStyle(element).fontWeight;
        if (found.has(weight)) continue;
        found.set(weight, element);
        element.setAttribute("data-weight-sample", weight);
      }
      return [...found.keys()].sort();
    });
    expect(weights).toEqual(expect.arrayContaining(["400", "600", "700"]));

    const cdp = await page.context().newCDPSession(page);
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    const { root } = await cdp.send("DOM.getDocument");
    for (const weight of weights) {
      const { nodeId } = await cdp.send("DOM.querySelector", {
        nodeId: root.nodeId,
        selector: `[data-weight-sample="${weight}"]`,
      });
      const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
      expect(
        fonts.map((font) => font.familyName),
        `text at weight ${weight}`,
      ).toEqual([expect.stringMatching(/^Bricolage Grotesque/)]);
    }
  });

  test("text does not move when the typeface arrives late", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          const shift = entry as PerformanceEntry & { value: number; hadRecentInput: boolean };
          if (!shift.hadRecentInput) shifts.push(shift.value);
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    // Hold the font files back so the page is first drawn in the fallback face.
    await page.route(FONT_FILE, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto("/");
    await page.evaluate(() => document.fonts.ready);
    await expect
      .poll(() => page.evaluate(() => [...document.fonts].every((f) => f.status !== "loading")))
      .toBe(true);
    const shift = await page.evaluate(() =>
      (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((a, b) => a + b, 0),
    );
    // Without the metric-matched fallback this page shifts by about 0.04.
    expect(shift).toBeLessThan(0.01);
  });
});

/**
 * The brand typeface as a visitor's browser gets it: inside the site stylesheet
 * (no font file, no preload), within the budget, already drawing the first frame
 * however slow the network, Polish letters from the brand face and not from a
 * system font, and nothing on the page moving when it loads.
 */
import type { Page } from "@playwright/test";
import { expect, test, waitForPageScript } from "../support/fixtures.ts";

/** The budget for fonts on a page's first load (docs/decisions/0006-typeface.md). */
const FONT_BUDGET_BYTES = 80_000;

/** Every font source the page's stylesheets declare, as written in `src`. */
function declaredFontSources(page: Page) {
  return page.evaluate(() =>
    [...document.styleSheets].flatMap((sheet) =>
      [...sheet.cssRules]
        .filter((rule) => rule instanceof CSSFontFaceRule)
        .flatMap((rule) =>
          [...rule.style.getPropertyValue("src").matchAll(/url\("?([^")]+)"?\)/g)].map(
            (match) => match[1] ?? "",
          ),
        ),
    ),
  );
}

/** Bytes of a base64 data URL's payload. */
function dataUrlBytes(url: string): number {
  return Buffer.from(url.slice(url.indexOf(",") + 1), "base64").byteLength;
}

test.describe("typeface", () => {
  for (const path of [
    "/",
    "/en",
    "/blog",
    "/blog/jak-mierzyc-skutecznosc-kampanii-reklamowych-online",
    "/en/blog/jak-mierzyc-skutecznosc-kampanii-reklamowych-online",
  ]) {
    test(`${path} requests no font file: the brand face comes inside the stylesheet, within the budget`, async ({
      page,
    }) => {
      const fontRequests: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "font" && !request.url().startsWith("data:"))
          fontRequests.push(request.url());
      });
      await page.goto(path);
      await waitForPageScript(page);
      await page.evaluate(() => document.fonts.ready);
      await page.waitForLoadState("networkidle");
      expect(fontRequests).toEqual([]);
      await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(0);

      const sources = await declaredFontSources(page);
      const brandFace = sources.filter((source) => source.startsWith("data:font/woff2;base64,"));
      // The Latin and the Latin Extended file (ł, ę, ś… and names such as Zielińska).
      expect(brandFace).toHaveLength(2);
      // Anything else is the fallback's local() system fonts, never a download.
      expect(sources.filter((source) => !source.startsWith("data:"))).toEqual([]);
      const total = brandFace.reduce((sum, source) => sum + dataUrlBytes(source), 0);
      expect(total).toBeLessThanOrEqual(FONT_BUDGET_BYTES);
    });
  }

  // Home's centred hero at a small phone's width, and the services page at the width of the
  // phone Lighthouse emulates, where its heading takes one line more in the face than in the
  // fallback's widths.
  for (const { path, width } of [
    { path: "/", width: 390 },
    { path: "/uslugi", width: 412 },
  ]) {
    test(`${path} at ${width} px is laid out in the brand face from the first frame and nothing moves as it loads, however slow the network`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 823 });
      await page.addInitScript(() => {
        const shifts: number[] = [];
        const firstFrame: { faceReady?: boolean } = {};
        Object.assign(window, { layoutShifts: shifts, firstFrame });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            const shift = entry as PerformanceEntry & { value: number; hadRecentInput: boolean };
            if (!shift.hadRecentInput) shifts.push(shift.value);
          }
        }).observe({ type: "layout-shift", buffered: true });
        // The first animation frame after the document's own text exists.
        document.addEventListener("DOMContentLoaded", () =>
          requestAnimationFrame(() => {
            firstFrame.faceReady = document.fonts.check(
              '700 16px "Bricolage Grotesque"',
              "Usługi Zespół Kontakt",
            );
          }),
        );
      });
      // A font file, if the face were ever served as one again, arrives late.
      await page.route(/\.woff2?$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
      await page.goto(path);
      await waitForPageScript(page);
      await page.evaluate(() => document.fonts.ready);
      const { faceReady, shift } = await page.evaluate(() => {
        const state = window as unknown as {
          layoutShifts: number[];
          firstFrame: { faceReady?: boolean };
        };
        return {
          faceReady: state.firstFrame.faceReady,
          shift: state.layoutShifts.reduce((a, b) => a + b, 0),
        };
      });
      expect(faceReady, "the brand face was ready for the first frame").toBe(true);
      expect(shift).toBe(0);
    });
  }

  test("Polish letters are drawn in the brand face in every weight the page uses", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForPageScript(page);
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
});

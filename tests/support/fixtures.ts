import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import { RENDER_ALL_ATTRIBUTE } from "../../app/components/layout/section-scroll.ts";
import { measuredBaseURL } from "../../playwright.config.ts";
import { interceptGoogle } from "./fake-gtag.ts";

export { expect };

interface Fixtures {
  /** What is stored under localStorage['cookie-consent'] before the page loads; null = nothing. */
  consent: "accepted" | "declined" | null;
  /** Console errors and uncaught exceptions of the test's page; each test must end with none. */
  browserErrors: string[];
  /**
   * The test visits the measured build (a GA4 id, hence a consent banner) instead of the
   * plain one, with Google's hosts answered by a fake tag.
   */
  measured: boolean;
}

export const test = base.extend<Fixtures>({
  consent: ["accepted", { option: true }],
  measured: [false, { option: true }],
  baseURL: async ({ baseURL, measured }, use) => {
    await use(measured ? measuredBaseURL : baseURL);
  },
  context: async ({ context, measured }, use) => {
    if (measured) await interceptGoogle(context);
    await use(context);
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  browserErrors: async ({}, use) => {
    await use([]);
  },
  // Every page a test opens is watched; tests that only send requests open no browser at all.
  page: async ({ page, consent, browserErrors }, use) => {
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      // A page served with status 404 makes Chromium log the document's own status;
      // that status is asserted by the tests themselves.
      const isDocumentStatus =
        message.text().startsWith("Failed to load resource") &&
        message.location().url === page.url();
      if (!isDocumentStatus) browserErrors.push(`console: ${message.text()}`);
    });
    page.on("pageerror", (error) => {
      // Chromium as the tests run it (headless, no GPU) often gives up the cross-document view
      // transition of a move to another page (app.css) and reports the promise nothing awaits
      // as an error of the page arrived at; the page itself is whole and works.
      if (error.message.startsWith("Transition was aborted because of invalid state")) return;
      browserErrors.push(`exception: ${error.message}`);
    });
    if (consent) {
      // The visitor's earlier answer: each new document of the test starts with it, unless
      // the test has answered since.
      await page.addInitScript((value) => {
        if (window.localStorage.getItem("cookie-consent") === null) {
          window.localStorage.setItem("cookie-consent", value);
        }
      }, consent);
    }
    await use(page);
    expect(browserErrors, "the page logged errors").toEqual([]);
  },
});

/** Fails with the list of axe violations (WCAG 2.x A/AA and best practices). */
export async function expectNoAxeViolations(page: Page) {
  // Sections far below the first screen are laid out only when they come near
  // it; a visitor scrolling down sees them all, and so must the check.
  await renderEverySection(page);
  // Colours are judged at rest, not in a frame of a fade-in: finite animations finish first.
  // Only those that run in time: one driven by scrolling (a wide table's cue) is at rest
  // wherever the scroll is, and never finishes on its own.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.timeline instanceof DocumentTimeline &&
            animation.effect?.getTiming().iterations !== Infinity,
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Only violations are read, so axe need not describe every node that passes (the slow part).
  const results = await new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
  expect(summary).toEqual([]);
}

/**
 * Renders the sections a page leaves unrendered until they come near the
 * viewport (as scrolling through the page would), so that checks of the whole
 * page see them laid out and painted.
 */
export async function renderEverySection(page: Page) {
  await page.evaluate(
    (attribute) => document.documentElement.setAttribute(attribute, ""),
    RENDER_ALL_ATTRIBUTE,
  );
}

/**
 * Records every Content-Security-Policy violation of the page's documents
 * from now on; the returned function reads them ("directive blocked-url").
 */
export async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, "cspViolations", { value: seen });
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`);
    });
  });
  return () =>
    page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

/** Waits until the page's own script runs (app/islands/page-behaviour.ts); islands hydrate on their triggers. */
export async function waitForPageScript(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.pageScript === "running");
}

/**
 * Touches every island that hydrates at a visitor's first touch (`client:interaction`), as a
 * pointer passing over it does, and waits until each has hydrated (Astro then drops its `ssr`
 * mark): for a test of what the islands do, not of their HTML before.
 */
export async function waitForIslands(page: Page) {
  await waitForPageScript(page);
  await touchIslands(page);
}

/** Touches and waits for the `client:interaction` islands (see waitForIslands), the page's script aside. */
export async function touchIslands(page: Page) {
  const islands = page.locator('astro-island[client="interaction"]');
  for (const island of await islands.all()) await island.dispatchEvent("pointerover");
  await expect(page.locator('astro-island[client="interaction"][ssr]')).toHaveCount(0);
}

/**
 * A text as the accessibility tree names it: Polish typesetting's no-break spaces read as
 * spaces (Playwright compares names with white space collapsed, but a RegExp sees each one).
 */
export const spoken = (text: string) => text.replaceAll("\u00a0", " ");

import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

export { expect };

interface Fixtures {
  /** What is stored under localStorage['cookie-consent'] before the page loads; null = nothing. */
  consent: "accepted" | "declined" | null;
  /** Console errors and uncaught exceptions seen during the test; each test must end with none. */
  browserErrors: string[];
}

export const test = base.extend<Fixtures>({
  consent: ["accepted", { option: true }],
  browserErrors: [
    async ({ page, consent }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        // A page served with status 404 makes Chromium log the document's own status;
        // that status is asserted by the tests themselves.
        const isDocumentStatus =
          message.text().startsWith("Failed to load resource") &&
          message.location().url === page.url();
        if (!isDocumentStatus) errors.push(`console: ${message.text()}`);
      });
      page.on("pageerror", (error) => errors.push(`exception: ${error.message}`));
      if (consent) {
        await page.addInitScript((value) => {
          window.localStorage.setItem("cookie-consent", value);
        }, consent);
      }
      await use(errors);
      expect(errors, "the page logged errors").toEqual([]);
    },
    { auto: true },
  ],
});

/** Fails with the list of axe violations (WCAG 2.x A/AA and best practices). */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
  expect(summary).toEqual([]);
}

/** Waits until React has hydrated the page (client-side handlers are live). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}
